//  Rasteriser+Coverage.swift — FlipbookRender
//  Flipbook's coverage loop: corner tests, 4×4 supersampling of edge pixels, source-over.
//  Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Paints one shape of an item with `source`, anti-aliased by coverage, into `target`.
    ///
    /// Inside-ness (shape and every clip together) is evaluated at the pixel grid's corners,
    /// one corner row at a time: a pixel whose four corners agree is wholly in or out (the
    /// shapes are convex, and so is their intersection, except a border's hole — which is
    /// covered by the thin-shape rule below). A pixel whose corners disagree is supersampled
    /// `supersamplesPerSide²` times (stratified, see `supersampledCoverage`). Two refinements catch what corners miss:
    /// - a shape or clip thinner than `thinShapePixels` also gets each agreeing pixel's
    ///   centre tested, and is supersampled when the centre disagrees;
    /// - a pixel holding a sharp vertex of the shape or a clip is supersampled even when its
    ///   corners are all out (a rotated square's tip can poke into it).
    ///
    /// Generic over the source so each kind of paint gets its own specialised loop.
    func paint<Source: _PixelSource>(
        shape: _ItemShape, toPixels: ProjectiveTransform, inverse: _PixelToLocal, source: Source,
        index: Int32, clipBox: _PixelBox, target: _RasterTarget
    ) {
        let rect = CGRect(x: shape.outer.minX, y: shape.outer.minY, width: shape.outer.width, height: shape.outer.height)
        let box = _PixelBox.covering(rect, under: toPixels, limit: clipBox)
        guard !box.isEmpty else { return }
        visitedPixelCount += box.width * box.height

        let isThin = clipsAreThin
            || shape.thinnestExtent * toPixels.leastStretch(over: rect) < Self.thinShapePixels
        vertexPixels.removeSubrange(clipVertexCount...)
        if shape.outer.radius == 0 { appendVertexPixels(of: rect, under: toPixels) }

        let stride = box.width + 1
        cornerRows.removeAll(keepingCapacity: true)
        cornerRows.append(contentsOf: repeatElement(0, count: 2 * stride))

        cornerRows.withUnsafeMutableBufferPointer { rowsBuffer in
            clipPlanes.withUnsafeBufferPointer { clips in
                vertexPixels.withUnsafeBufferPointer { vertices in
                    let rows = rowsBuffer.baseAddress!
                    let tester = _CoverageTester(shape: shape, inverse: inverse, clips: clips)
                    // Without clips, the 16 samples of an edge pixel are tested together (the same
                    // arithmetic, lane by lane, so the same answers as `tester.contains`).
                    let sampler = _VectorSampler(shape: shape, inverse: inverse)
                    let vectorised = clips.isEmpty
                    var sampleRow = _VectorSampler.Row()
                    let opaqueSource = source.isOpaqueSolid
                    tester.evaluateCorners(y: box.y0, x0: box.x0, count: stride, into: rows)
                    for y in box.y0..<box.y1 {
                        // Rows alternate: the corners above this pixel row were the ones below the last.
                        let above = rows + ((y - box.y0) & 1) * stride
                        let below = rows + (1 - ((y - box.y0) & 1)) * stride
                        tester.evaluateCorners(y: y + 1, x0: box.x0, count: stride, into: below)
                        let rowHasVertex = Self.row(y, hasVertexIn: vertices)
                        let rowStart = y * target.width
                        if vectorised { sampleRow = sampler.row(y) }
                        for x in box.x0..<box.x1 {
                            let i = x - box.x0
                            let inCorners = above[i] &+ above[i + 1] &+ below[i] &+ below[i + 1]
                            var coverage: Float
                            if inCorners == 0 || inCorners == 4 {
                                var agree = true
                                if isThin {
                                    let centreIn = tester.contains(Double(x) + 0.5, Double(y) + 0.5)
                                    agree = centreIn == (inCorners == 4)
                                }
                                if agree, inCorners == 0, rowHasVertex, Self.pixel(x, y, isVertexIn: vertices) {
                                    agree = false
                                }
                                if agree {
                                    if inCorners == 0 { continue }
                                    coverage = 1
                                } else if vectorised {
                                    coverage = sampler.coverage(x: x, row: sampleRow)
                                } else {
                                    coverage = tester.supersampledCoverage(x: x, y: y)
                                }
                            } else if vectorised {
                                coverage = sampler.coverage(x: x, row: sampleRow)
                            } else {
                                coverage = tester.supersampledCoverage(x: x, y: y)
                            }
                            guard coverage > 0 else { continue }

                            let p = target.pixels + (rowStart + x)
                            if opaqueSource && coverage == 1 {
                                // An opaque colour over full coverage replaces what is below
                                // (`c + p × 0` is `c`): store it.
                                p.pointee = source.color(atLocalX: 0, y: 0)
                                target.topItem[rowStart + x] = index
                                continue
                            }
                            var colour: LinearPixel
                            if Source.needsLocalPoint {
                                var lx = 0.0, ly = 0.0
                                guard inverse.map(Double(x) + 0.5, Double(y) + 0.5, &lx, &ly) else { continue }
                                colour = source.color(atLocalX: lx, y: ly)
                            } else {
                                colour = source.color(atLocalX: 0, y: 0)
                            }
                            colour *= coverage
                            p.pointee = colour + p.pointee * (1 - colour.w)
                            if colour.w >= Self.topItemCoverageThreshold {
                                target.topItem[rowStart + x] = index
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether any recorded vertex lies in pixel row `y`.
    @inline(__always)
    static func row(_ y: Int, hasVertexIn vertices: UnsafeBufferPointer<Int>) -> Bool {
        var k = 1
        while k < vertices.count {
            if vertices[k] == y { return true }
            k += 2
        }
        return false
    }

    /// Whether a recorded vertex lies in pixel `(x, y)`.
    @inline(__always)
    static func pixel(_ x: Int, _ y: Int, isVertexIn vertices: UnsafeBufferPointer<Int>) -> Bool {
        var k = 0
        while k + 1 < vertices.count {
            if vertices[k] == x && vertices[k + 1] == y { return true }
            k += 2
        }
        return false
    }
}

/// Tests points in pixel space against one item's shape and all its clips.
struct _CoverageTester {
    let shape: _ItemShape
    let inverse: _PixelToLocal
    let clips: UnsafeBufferPointer<_ClipPlane>

    /// Whether the pixel-space point lies inside the shape and every clip.
    @inline(__always)
    func contains(_ px: Double, _ py: Double) -> Bool {
        var x = 0.0, y = 0.0
        guard inverse.map(px, py, &x, &y), shape.contains(x, y) else { return false }
        for clip in clips where !clip.contains(px, py) { return false }
        return true
    }

    /// Writes 1 or 0 for each of `count` pixel-grid corners `(x0 + i, y)`.
    @inline(__always)
    func evaluateCorners(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        let py = Double(y)
        for i in 0..<count {
            row[i] = contains(Double(x0 + i), py) ? 1 : 0
        }
    }

    /// The fraction of pixel `(x, y)` inside, from `n × n` stratified samples (n = `supersamplesPerSide`).
    ///
    /// One sample per cell of an `n × n` grid, placed so that all `n²` samples have distinct x and
    /// distinct y positions (cell `(i, j)` holds x-slot `n·i + j`, y-slot `n·j + n − 1 − i` of
    /// `n²` slots): an axis-aligned edge is measured in steps of 1/n² rather than 1/n, a hairline
    /// narrower than a grid cell is still caught, and 45° edges do not line up with the samples.
    @inline(__always)
    func supersampledCoverage(x: Int, y: Int) -> Float {
        let n = Rasteriser.supersamplesPerSide
        let slot = 1 / Double(n * n)
        var inside = 0
        for j in 0..<n {
            for i in 0..<n {
                let sx = Double(x) + (Double(n * i + j) + 0.5) * slot
                let sy = Double(y) + (Double(n * j + n - 1 - i) + 0.5) * slot
                if contains(sx, sy) { inside += 1 }
            }
        }
        return Float(inside) / Float(n * n)
    }
}

/// The 16 stratified samples of a pixel tested at once against an item's shape, for items
/// without clips.
///
/// Every sample goes through exactly the arithmetic of `_CoverageTester.contains` — the same
/// products and sums in the same order, lane by lane — so the count is the one the scalar
/// test gives; the terms that depend only on the pixel row are computed once per row.
struct _VectorSampler {
    typealias V = SIMD16<Double>

    /// Per pixel row: each sample's `py × m21`, `py × m22` and `py × m23`.
    struct Row {
        var x = V(), y = V(), w = V()
    }

    let m11: Double, m12: Double, m13: Double
    let m21: Double, m22: Double, m23: Double
    let m31: Double, m32: Double, m33: Double
    let isAffine: Bool
    let outer: _RasterRoundedRect
    let hole: _RasterRoundedRect?
    /// The samples' offsets in the pixel (see `_CoverageTester.supersampledCoverage`).
    let offsetX: V, offsetY: V

    init(shape: _ItemShape, inverse: _PixelToLocal) {
        m11 = inverse.m11; m12 = inverse.m12; m13 = inverse.m13
        m21 = inverse.m21; m22 = inverse.m22; m23 = inverse.m23
        m31 = inverse.m31; m32 = inverse.m32; m33 = inverse.m33
        isAffine = inverse.isAffine
        outer = shape.outer
        hole = shape.hole
        let n = Rasteriser.supersamplesPerSide
        precondition(n * n == V.scalarCount)
        let slot = 1 / Double(n * n)
        var ox = V(), oy = V()
        for j in 0..<n {
            for i in 0..<n {
                ox[j * n + i] = (Double(n * i + j) + 0.5) * slot
                oy[j * n + i] = (Double(n * j + n - 1 - i) + 0.5) * slot
            }
        }
        offsetX = ox
        offsetY = oy
    }

    @inline(__always)
    func row(_ y: Int) -> Row {
        let py = Double(y) + offsetY
        return Row(x: py * m21, y: py * m22, w: py * m23)
    }

    /// The fraction of pixel `(x, row)` inside the shape.
    @inline(__always)
    func coverage(x: Int, row: Row) -> Float {
        let px = Double(x) + offsetX
        var lx = px * m11 + row.x + m31
        var ly = px * m12 + row.y + m32
        var inside: SIMDMask<SIMD16<Int64>>
        if isAffine {
            inside = .init(repeating: true)
        } else {
            let w = px * m13 + row.w + m33
            inside = w .> ProjectiveTransform.minimumW
            let r = 1 / w
            lx = lx * r
            ly = ly * r
        }
        inside = inside .& Self.contains(outer, lx, ly)
        if let hole {
            let inHole = (lx .> hole.minX) .& (lx .< hole.maxX) .& (ly .> hole.minY) .& (ly .< hole.maxY)
                .& Self.contains(hole, lx, ly)
            inside = inside .& .!inHole
        }
        let count = SIMD16<Int64>(repeating: 0).replacing(with: 1, where: inside).wrappedSum()
        return Float(count) / Float(V.scalarCount)
    }

    /// `_RasterRoundedRect.contains`, lane by lane.
    @inline(__always)
    static func contains(_ shape: _RasterRoundedRect, _ x: V, _ y: V) -> SIMDMask<SIMD16<Int64>> {
        var inside = (x .>= shape.minX) .& (x .<= shape.maxX) .& (y .>= shape.minY) .& (y .<= shape.maxY)
        let r = shape.radius
        guard r > 0 else { return inside }
        let loX = shape.minX + r, hiX = shape.maxX - r, loY = shape.minY + r, hiY = shape.maxY - r
        // As the scalar test: below lo → lo, else above hi → hi, else itself.
        let cx = x.replacing(with: hiX, where: x .> hiX).replacing(with: loX, where: x .< loX)
        let cy = y.replacing(with: hiY, where: y .> hiY).replacing(with: loY, where: y .< loY)
        let dx = x - cx, dy = y - cy
        inside = inside .& (dx * dx + dy * dy .<= r * r)
        return inside
    }
}
