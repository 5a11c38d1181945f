//  Rasteriser+AxisAligned.swift — FlipbookRender
//  Flipbook's exact-area path for unclipped items that are only scaled and moved. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Paints a shape whose local → pixel map is a scale per axis and a translation, cut by the
    /// pixel rectangle `clip` (most items of a scene: see `paint`), with each pixel's coverage the
    /// area of the pixel the shape covers within `clip`. `inverse` is the item's own pixel → local
    /// map, which the source is sampled through.
    ///
    /// The shape's rectangle maps to a pixel rectangle, so the area it covers of a pixel is a
    /// column's overlap times a row's overlap, computed once per column and once per row. A
    /// border's hole lies inside its outer rectangle, so the ring's area is the outer area
    /// minus the hole's. The clips only narrow each column's and row's span. Only pixels that reach into a rounded corner's square need more: the
    /// part of that square outside the corner's ellipse is taken off, measured exactly when the
    /// pixel's part of the square is wholly in or out of the ellipse and from a 4 × 4 grid of
    /// samples otherwise. Those tests separate too: each is a column's term plus a row's.
    ///
    /// Deviation: the general path's coverage is a count of 16 samples; this one is exact
    /// except at rounded corners. The two differ by less than 1/16 along straight edges.
    ///
    /// `toPixels` must be such a map (see `_AxisAlignedShape.init`); returns false, having
    /// painted nothing, when the mapped shape is not finite.
    func paintAxisAligned<Source: _PixelSource>(
        shape: _ItemShape, toPixels: ProjectiveTransform, inverse: _PixelToLocal, source: Source,
        box: _PixelBox, clip: _AxisClip, target: _RasterTarget
    ) -> Bool {
        guard let geometry = _AxisAlignedShape(shape, toPixels: toPixels) else { return false }
        let width = box.width
        if columnScratch.count < width {
            columnScratch.append(contentsOf: repeatElement(_AxisColumn(), count: width - columnScratch.count))
        }
        // Four corner spans per column, then four for the current row.
        let spanCount = 4 * (width + 1)
        if spanScratch.count < spanCount {
            spanScratch.append(contentsOf: repeatElement(_CornerSpan(), count: spanCount - spanScratch.count))
        }
        // An image's texel columns and rows, kept per pixel column and row too: the pixel centres'
        // local x depends on the column alone and y on the row (as `_PixelToLocal.map` computes
        // them, with the other axis' coefficient 0), so the samples are those `composite` takes.
        let image = source as? _ImageSource
        let imageByAxis = image != nil && fastPaths.contains(.imagesByColumnAndRow) && inverse.isAffine && inverse.m12 == 0 && inverse.m21 == 0
        if imageByAxis && imageColumnScratch.count < width {
            imageColumnScratch.append(contentsOf: repeatElement(_ImageSource.Column(), count: width - imageColumnScratch.count))
        }
        columnScratch.withUnsafeMutableBufferPointer { columns in
            spanScratch.withUnsafeMutableBufferPointer { spans in
                imageColumnScratch.withUnsafeMutableBufferPointer { imageColumns in
                    paintAxisAlignedRows(geometry, source: source, image: imageByAxis ? image : nil, inverse: inverse,
                                         box: box, clip: clip, target: target, columns: columns.baseAddress!,
                                         spans: spans.baseAddress!, imageColumns: imageColumns.baseAddress)
                }
            }
        }
        return true
    }

    /// The rows of `paintAxisAligned`, given its scratch: per column of the box, its share
    /// (`columns`), its four corner spans then four for the current row (`spans`) and, for an
    /// image sampled by column and row (`image` not nil), its texel columns (`imageColumns`).
    private func paintAxisAlignedRows<Source: _PixelSource>(
        _ geometry: _AxisAlignedShape, source: Source, image: _ImageSource?, inverse: _PixelToLocal, box: _PixelBox, clip: _AxisClip, target: _RasterTarget, columns: UnsafeMutablePointer<_AxisColumn>,
        spans: UnsafeMutablePointer<_CornerSpan>, imageColumns: UnsafeMutablePointer<_ImageSource.Column>?
    ) {
        let width = box.width
        let rowSpans = spans + 4 * width
        // The columns that the shape covers wholly (outside any corner square and the hole):
        // on rows it covers wholly, a solid colour is stored along them in bulk, an image
        // sampled with no coverage to find.
        var fullColumns = width..<width
        for i in 0..<width {
            let x = Double(box.x0 &+ i)
            let c = geometry.along(.x, max(x, clip.x0), min(x + 1, clip.x1), spans: spans + 4 * i)
            columns[i] = c
            if let image, let imageColumns { imageColumns[i] = image.column(atLocalX: (x + 0.5) * inverse.m11 + inverse.m31) }
            if c.outer == 1 && c.hole == 0 {
                if fullColumns.isEmpty { fullColumns = i..<(i + 1) } else if fullColumns.upperBound == i {
                    fullColumns = fullColumns.lowerBound..<(i + 1)
                }
            }
        }
        let opaqueSource = source.isOpaqueSolid
        for y in box.y0..<box.y1 {
            let row = geometry.along(.y, max(Double(y), clip.y0), min(Double(y) + 1, clip.y1), spans: rowSpans)
            let imageRow = image.map { $0.row(atLocalY: (Double(y) + 0.5) * inverse.m22 + inverse.m32) } ?? _ImageSource.Row()
            let rowStart = y &* target.width &+ box.x0
            let rowPixels = target.pixels + rowStart, rowCover = target.cover + rowStart
            var bulk = 0..<0
            let rowIsFull = row.outer == 1 && row.hole == 0 && row.corners == 0
            if opaqueSource && rowIsFull {
                bulk = fullColumns
                let pixel = source.color(atLocalX: 0, y: 0)
                (rowPixels + bulk.lowerBound).update(repeating: pixel, count: bulk.count)
                (rowCover + bulk.lowerBound).update(repeating: 0, count: bulk.count)
            } else if rowIsFull, let image, let imageColumns {
                // Covered wholly (the products of the shares are 1): only the image is sampled.
                bulk = fullColumns
                for i in bulk {
                    Self.blend(image.color(imageColumns[i], imageRow), coverage: 1,
                               into: rowPixels + i, cover: rowCover + i)
                }
            } else if rowIsFull && !Source.needsLocalPoint {
                // A translucent colour over the run: one blend each, no coverage to find.
                bulk = fullColumns
                Self.blend(source.color(atLocalX: 0, y: 0), over: rowPixels + bulk.lowerBound, cover: rowCover + bulk.lowerBound,
                           count: bulk.count)
            }
            @inline(always) func paintPixel(_ i: Int) {
                let column = columns[i]
                var coverage = column.outer * row.outer - column.hole * row.hole
                if column.corners & row.corners != 0 {
                    coverage = Float(_AxisAlignedShape.coverage(column, spans + 4 * i, row, rowSpans))
                }
                coverage = min(max(coverage, 0), 1)
                guard coverage > 0 else { return }
                if let image, let imageColumns {
                    Self.blend(image.color(imageColumns[i], imageRow), coverage: coverage,
                               into: rowPixels + i, cover: rowCover + i)
                } else {
                    composite(source, coverage: coverage, x: box.x0 &+ i, y: y, pixel: rowPixels + i,
                              cover: rowCover + i, opaqueSource: opaqueSource, inverse: inverse)
                }
            }
            // The pixels either side of the bulk run (all of them when there is none).
            for i in 0..<bulk.lowerBound { paintPixel(i) }
            for i in bulk.upperBound..<width { paintPixel(i) }
        }
    }
}

/// The pixel rectangle an item's clips leave, when every clip is a sharp rectangle that its
/// map only scales and moves (infinite without clips).
struct _AxisClip {
    var x0 = -Double.infinity, x1 = Double.infinity, y0 = -Double.infinity, y1 = Double.infinity

    /// Whether a local → pixel map only scales (per axis) and moves.
    static func onlyScalesAndMoves(_ t: ProjectiveTransform) -> Bool {
        t.m12 == 0 && t.m21 == 0 && t.m13 == 0 && t.m23 == 0 && t.m33 == 1
    }

    /// Whether `rect` (local) under `toPixels` is a rectangle that scales and moves only and
    /// holds every point of `box` (edges included): then, as a clip, it passes every test there.
    static func rectangle(_ rect: CGRect, under t: ProjectiveTransform, holds box: _PixelBox) -> Bool {
        var clip = _AxisClip()
        return clip.intersect(rect, under: t) && clip.x0 <= Double(box.x0) && clip.x1 >= Double(box.x1)
            && clip.y0 <= Double(box.y0) && clip.y1 >= Double(box.y1)
    }

    /// Cuts the rectangle to `rect` (local) under `toPixels`; false when that map is not a scale
    /// and a translation, or the rectangle does not map to finite pixels.
    mutating func intersect(_ rect: CGRect, under t: ProjectiveTransform) -> Bool {
        guard Self.onlyScalesAndMoves(t) else { return false }
        let ax = Double(rect.minX) * t.m11 + t.m31, bx = Double(rect.maxX) * t.m11 + t.m31
        let ay = Double(rect.minY) * t.m22 + t.m32, by = Double(rect.maxY) * t.m22 + t.m32
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return false }
        x0 = max(x0, min(ax, bx)); x1 = min(x1, max(ax, bx))
        y0 = max(y0, min(ay, by)); y1 = min(y1, max(ay, by))
        return true
    }
}

/// An item's clips as the exact-area path sees them.
enum _AxisClipForm {
    /// None, or only sharp rectangles that scale and move (`Rasteriser.axisClip` is what they leave).
    case rectangles
    /// Those, and one rounded rectangle that scales and moves (its shape and local → pixel map):
    /// a sharp item inside it is painted as that shape cut by the item's own rectangle.
    case oneRounded(_RasterRoundedRect, ProjectiveTransform)
    /// Anything else: the general path.
    case general
}

/// One pixel column's (or row's) share of an axis-aligned shape: how much of its width the
/// outer rectangle and the hole cover (0…1), and whether it reaches into a corner range of
/// either (bit 0 the outer rectangle's, bit 1 the hole's).
struct _AxisColumn {
    var outer: Float = 0, hole: Float = 0
    var corners: UInt8 = 0
}

/// Where a pixel column (or row) meets one end of a rounded rectangle's corner range along
/// its axis — `lo…lo + r` or `hi − r…hi` — in the units of the corner ellipse's semi-axis:
/// the length of the part they share, and the squared normalised distances from the ellipse's
/// centre of that part's nearest point, its farthest point and four evenly spaced points.
/// A pixel in the corner square is then tested by adding a column's term and a row's.
struct _CornerSpan {
    /// The shared part's length in pixels; 0 when the column does not reach into this end.
    var extent = 0.0
    var near = 0.0, far = 0.0
    var samples = SIMD4<Double>()

    /// No part: the column does not reach into this end.
    init() {}

    /// The part of the span `a…b` in the end range `lo…hi` whose ellipse centre is at `centre`
    /// (one end of the range), `invR` being 1 / the semi-axis.
    @inline(always)
    init(_ a: Double, _ b: Double, lo: Double, hi: Double, centre: Double, invR: Double) {
        let b0 = max(a, lo), b1 = min(b, hi)
        guard b1 > b0 else { return }
        extent = b1 - b0
        let n = (min(max(centre, b0), b1) - centre) * invR
        let f = max(abs(b0 - centre), abs(b1 - centre)) * invR
        near = n * n
        far = f * f
        let d = (b0 + SIMD4<Double>(0.5, 1.5, 2.5, 3.5) * (extent / 4) - centre) * invR
        samples = d * d
    }

    /// The area of the part of the pixel that lies in the corner square of `column` and `row`
    /// and outside the ellipse: exact when the part is wholly in or out, else from the 4 × 4 grid.
    @inline(always)
    static func cutoff(_ column: _CornerSpan, _ row: _CornerSpan) -> Double {
        guard column.extent > 0, row.extent > 0 else { return 0 }
        let area = column.extent * row.extent
        if column.near + row.near > 1 { return area }
        if column.far + row.far <= 1 { return 0 }
        // Without a branch per sample (the answers are close to random, so branches would
        // mispredict): a true lane is all ones, −1, so subtracting counts it.
        var outside = SIMD4<Int64>()
        for j in 0..<4 {
            outside &-= unsafeBitCast(column.samples + row.samples[j] .> 1, to: SIMD4<Int64>.self)
        }
        return area * Double(outside.wrappedSum()) / 16
    }
}

/// An item's shape in pixel space, under a map that only scales and moves: the outer rounded
/// rectangle and the optional hole, each as an extent per axis and the semi-axes of its corner
/// ellipses (a circle's radius, scaled per axis).
struct _AxisAlignedShape {
    enum Axis { case x, y }

    /// One rounded rectangle along one axis, in pixels.
    struct Extent {
        let lo: Double, hi: Double
        /// The corner ellipses' semi-axis along this axis (0 for sharp corners), and its inverse.
        let r: Double, invR: Double

        init(_ a: Double, _ b: Double, radius: Double) {
            lo = min(a, b); hi = max(a, b)
            r = radius
            invR = 1 / radius
        }

        var isFinite: Bool { lo.isFinite && hi.isFinite && r.isFinite }

        /// How much of the span `a…b` (a pixel's, cut by the clips) lies within the extent.
        @inline(always)
        func overlap(_ a: Double, _ b: Double) -> Float {
            Float(max(min(b, hi) - max(a, lo), 0))
        }

        /// Returns whether the span reaches into the low or the high corner range and, if it
        /// does, writes its parts of both into `spans` (two of them; not read otherwise).
        @inline(always)
        func cornerSpans(_ a: Double, _ b: Double, into spans: UnsafeMutablePointer<_CornerSpan>) -> Bool {
            guard r > 0, max(a, lo) < min(b, lo + r) || max(a, hi - r) < min(b, hi) else { return false }
            spans[0] = _CornerSpan(a, b, lo: lo, hi: lo + r, centre: lo + r, invR: invR)
            spans[1] = _CornerSpan(a, b, lo: hi - r, hi: hi, centre: hi - r, invR: invR)
            return true
        }
    }

    let outerX: Extent, outerY: Extent
    let holeX: Extent, holeY: Extent
    let hasHole: Bool

    /// Nil when the map is not a scale and a translation, or the shape does not map to finite pixels.
    init?(_ shape: _ItemShape, toPixels t: ProjectiveTransform) {
        guard t.m12 == 0, t.m21 == 0, t.m13 == 0, t.m23 == 0, t.m33 == 1 else { return nil }
        func extents(_ r: _RasterRoundedRect) -> (Extent, Extent) {
            (Extent(r.minX * t.m11 + t.m31, r.maxX * t.m11 + t.m31, radius: r.radius * abs(t.m11)),
             Extent(r.minY * t.m22 + t.m32, r.maxY * t.m22 + t.m32, radius: r.radius * abs(t.m22)))
        }
        (outerX, outerY) = extents(shape.outer)
        hasHole = shape.hole != nil
        // Without a hole these are never read (`hole` stays 0): the outer rectangle stands in.
        (holeX, holeY) = extents(shape.hole ?? shape.outer)
        guard outerX.isFinite, outerY.isFinite, holeX.isFinite, holeY.isFinite else { return nil }
    }

    /// The share of a pixel column (or row) along `axis`, whose span the clips cut to `a…b`
    /// (empty when `b ≤ a`); its four corner spans (outer low and high end, hole low and high
    /// end) into `spans`.
    @inline(always)
    func along(_ axis: Axis, _ a: Double, _ b: Double, spans: UnsafeMutablePointer<_CornerSpan>) -> _AxisColumn {
        let outer = axis == .x ? outerX : outerY, hole = axis == .x ? holeX : holeY
        var c = _AxisColumn()
        c.outer = outer.overlap(a, b)
        if outer.cornerSpans(a, b, into: spans) { c.corners = 1 }
        if hasHole {
            c.hole = hole.overlap(a, b)
            if hole.cornerSpans(a, b, into: spans + 2) { c.corners |= 2 }
        }
        return c
    }

    /// The covered area of a pixel that reaches into a corner square: the rectangles' areas
    /// less what their rounding takes off.
    @inline(always)
    static func coverage(_ column: _AxisColumn, _ columnSpans: UnsafePointer<_CornerSpan>,
                         _ row: _AxisColumn, _ rowSpans: UnsafePointer<_CornerSpan>) -> Double {
        @inline(always) func cutoff(_ first: Int) -> Double {
            _CornerSpan.cutoff(columnSpans[first], rowSpans[first])
                + _CornerSpan.cutoff(columnSpans[first], rowSpans[first + 1])
                + _CornerSpan.cutoff(columnSpans[first + 1], rowSpans[first])
                + _CornerSpan.cutoff(columnSpans[first + 1], rowSpans[first + 1])
        }
        var area = Double(column.outer) * Double(row.outer)
        if column.corners & row.corners & 1 != 0 { area -= cutoff(0) }
        if row.hole > 0 && column.hole > 0 {
            var hole = Double(column.hole) * Double(row.hole)
            if column.corners & row.corners & 2 != 0 { hole -= cutoff(2) }
            area -= hole
        }
        return area
    }
}
