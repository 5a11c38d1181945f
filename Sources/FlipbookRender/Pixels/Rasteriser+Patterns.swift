//  Rasteriser+Patterns.swift — FlipbookRender
//  Paths painted with a pattern: one period of the tiling rasterised at the pixels' resolution,
//  then sampled, wrapped, at every covered pixel's centre. Status: complete.

import Foundation
import FlipbookGraphics

/// One period of a pattern's tiling (`xStep` × `yStep` of its cell plane) as premultiplied texels,
/// `texelsPerX` × `texelsPerY` a unit of that plane.
struct _PatternTile {
    let pattern: DisplayPattern
    let width: Int, height: Int
    let texelsPerX: Double, texelsPerY: Double
    let texels: [PremultipliedPixel]
}

/// What a pattern paints at a pixel: the tile's texels about the pixel centre's place in the cell
/// plane, wrapped into one period and mixed bilinearly; a stencil's colour times their alpha.
struct _PatternSource {
    let texels: UnsafePointer<PremultipliedPixel>
    let width: Int, height: Int
    let texelsPerX: Double, texelsPerY: Double
    /// Pixels → the cell plane.
    let pixelToCell: ProjectiveTransform
    /// A stencil's colour, premultiplied, with the opacity; nil for a coloured pattern.
    let stencil: PremultipliedPixel?
    let opacity: Float

    func color(atPixelX px: Double, y py: Double) -> PremultipliedPixel {
        guard let cell = pixelToCell.apply(CGPoint(x: px, y: py)) else { return .zero }
        // Texel centres sit at half-integers.
        let u = Double(cell.x) * texelsPerX - 0.5, v = Double(cell.y) * texelsPerY - 0.5
        guard u.isFinite, v.isFinite, abs(u) < 1e12, abs(v) < 1e12 else { return .zero }
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let x0 = Self.wrap(Int(fu), width), y0 = Self.wrap(Int(fv), height)
        let x1 = x0 + 1 == width ? 0 : x0 + 1, y1 = y0 + 1 == height ? 0 : y0 + 1
        let ax = Float(u - fu), ay = Float(v - fv)
        let top = texels[y0 * width + x0] * (1 - ax) + texels[y0 * width + x1] * ax
        let bottom = texels[y1 * width + x0] * (1 - ax) + texels[y1 * width + x1] * ax
        let texel = top * (1 - ay) + bottom * ay
        if let stencil { return stencil * texel.w }
        return texel * opacity
    }

    private static func wrap(_ i: Int, _ n: Int) -> Int {
        let r = i % n
        return r < 0 ? r + n : r
    }
}

extension Rasteriser {
    /// The most texels a side of a pattern's tile is rasterised with (a period drawn larger is
    /// sampled from it, magnified).
    static let patternTileSideLimit = 1024
    /// The most copies of a cell, per axis, drawn into one period (cells overlapping further are cut).
    static let patternCopiesLimit = 16

    /// Paints the covered rows of a path item with `pattern`, whose cell plane maps to the item's
    /// plane, and that to pixels by `toPixels`.
    func paintPattern(_ pattern: DisplayPattern, toPixels: ProjectiveTransform, opacity: Double, box: _PixelBox,
                      evenOdd: Bool, target: _RasterTarget) {
        let cellToPixels = pattern.transform.concatenating(toPixels)
        guard let pixelToCell = cellToPixels.inverted(), let tile = patternTile(pattern, cellToPixels: cellToPixels) else { return }
        let stencil = pattern.stencilColor.map { PremultipliedPixel($0, opacity: opacity) }
        tile.texels.withUnsafeBufferPointer { texels in
            let source = _PatternSource(texels: texels.baseAddress!, width: tile.width, height: tile.height,
                                        texelsPerX: tile.texelsPerX, texelsPerY: tile.texelsPerY, pixelToCell: pixelToCell,
                                        stencil: stencil, opacity: Float(opacity * pattern.alpha))
            let clipped = !clipPlanes.isEmpty
            coverPath(box: box, evenOdd: evenOdd) { y in
                let rowStart = y &* target.width &+ box.x0
                for i in 0..<box.width {
                    var coverage = pathRowCoverage[i]
                    guard coverage > 1e-6 else { continue }
                    if clipped { coverage *= clipCoverage(x: box.x0 + i, y: y) }
                    guard coverage > 1e-6 else { continue }
                    let color = source.color(atPixelX: Double(box.x0 + i) + 0.5, y: Double(y) + 0.5) * coverage
                    guard color.w > 0 else { continue }
                    target.pixels[rowStart + i] = color + target.pixels[rowStart + i] * (1 - color.w)
                    target.cover[rowStart + i] *= 1 - color.w
                }
            }
        }
    }

    /// The pattern's period rasterised at about the pixels' resolution under `cellToPixels`: every
    /// copy of the cell that reaches into it drawn by a rasteriser of its own, kept while the
    /// same pattern is painted at the same resolution.
    private func patternTile(_ pattern: DisplayPattern, cellToPixels m: ProjectiveTransform) -> _PatternTile? {
        guard let origin = m.apply(.zero), let across = m.apply(CGPoint(x: 1, y: 0)), let down = m.apply(CGPoint(x: 0, y: 1)) else { return nil }
        func length(_ p: CGPoint) -> Double { Double(hypot(p.x - origin.x, p.y - origin.y)) }
        func side(_ step: Double, _ stretch: Double) -> Int? {
            let texels = (step * stretch).rounded(.up)
            guard texels.isFinite else { return nil }
            return Int(min(max(texels, 1), Double(Self.patternTileSideLimit)))
        }
        guard let width = side(pattern.xStep, length(across)), let height = side(pattern.yStep, length(down)) else { return nil }
        if let kept = patternTile, kept.pattern == pattern, kept.width == width, kept.height == height { return kept }

        let texelsPerX = Double(width) / pattern.xStep, texelsPerY = Double(height) / pattern.yStep
        let scale = ProjectiveTransform(scaleX: texelsPerX, y: texelsPerY)
        // Copy i covers [i·xStep, i·xStep + cell width) across: it reaches into [0, xStep) for
        // −cell width / xStep < i ≤ 0 (and likewise down).
        func copies(_ extent: CGFloat, _ step: Double) -> ClosedRange<Int> {
            max(Int((-Double(extent) / step).rounded(.down)) + 1, 1 - Self.patternCopiesLimit)...0
        }
        var items: [DisplayItem] = []
        for j in copies(pattern.cellSize.height, pattern.yStep) {
            for i in copies(pattern.cellSize.width, pattern.xStep) {
                let place = ProjectiveTransform(translationX: Double(i) * pattern.xStep, y: Double(j) * pattern.yStep)
                    .concatenating(scale)
                items += pattern.cell.map { $0.mapped(by: place) }
            }
        }
        var buffer = PixelBuffer(width: 0, height: 0)
        let viewport = Viewport(sceneSize: CGSize(width: width, height: height), columns: width, rows: height,
                                cellAspect: 1, pixelsPerCell: (x: 1, y: 1))
        Rasteriser().render(DisplayList(size: viewport.sceneSize, items: items), viewport: viewport, background: .clear,
                            into: &buffer)
        let tile = _PatternTile(pattern: pattern, width: width, height: height, texelsPerX: texelsPerX,
                                texelsPerY: texelsPerY, texels: buffer.storage)
        patternTile = tile
        return tile
    }
}
