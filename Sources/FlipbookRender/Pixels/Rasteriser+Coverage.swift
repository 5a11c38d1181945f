//  Rasteriser+Coverage.swift — FlipbookRender
//  Flipbook's coverage loop: corner tests, exact area where straight edges cross a pixel, 4×4
//  samples near rounded corners and in thin shapes, source-over.
//  Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Paints one shape of an item with `source`, anti-aliased by coverage, into `target`.
    ///
    /// Items that are only scaled and moved, clipped by nothing but sharp rectangles that are
    /// too, take the exact-area path (`paintAxisAligned`); so do sharp ones among those in one
    /// rounded clip that is. For the others, inside-ness is evaluated at the pixel grid's
    /// corners, one corner row at a time, for two convex sets (see `_CoverageTester.cornerCode`):
    /// the outer shape with every clip, and a border's hole. A pixel whose four corners agree on
    /// both lies wholly in or out of each. A pixel whose corners disagree gets its exact area
    /// when only straight edges cross it (`_StraightEdges`), and is otherwise (near a rounded
    /// corner) supersampled `supersamplesPerSide²` times (stratified, see `supersampledCoverage`).
    /// Deviation: DESIGN.md samples every edge pixel; exact area is truer and, in perspective,
    /// cheaper. Two refinements catch what corners miss:
    /// - when the shape, its hole or a clip is thinner than `thinShapePixels`, every pixel of the
    ///   box is supersampled: such a strip can pass between a pixel's corners and its centre;
    /// - a pixel holding a sharp vertex of the shape, its hole or a clip, or a point where a
    ///   clip's side crosses the shape's or another clip's, is measured whatever its corners say
    ///   (a rotated square's tip can poke into it).
    ///
    /// `clipBoxRect`, when given, is the rectangle whose box `prepareClips` made `clipBox` from.
    /// When it is the shape's own rectangle (a fill's or border's bounds), the shape's box is
    /// `clipBox` itself: `covering` within a limit is the corners' box ∩ the limit, and
    /// `clipBox` already lies inside that box, so the corners need not be mapped again.
    ///
    /// Generic over the source so each kind of paint gets its own specialised loop.
    func paint<Source: _PixelSource>(
        shape: _ItemShape, toPixels: ProjectiveTransform, inverse: _PixelToLocal, source: Source,
        clipBox: _PixelBox, clipBoxRect: CGRect? = nil, target: _RasterTarget
    ) {
        let rect = CGRect(x: shape.outer.minX, y: shape.outer.minY, width: shape.outer.width, height: shape.outer.height)
        let box: _PixelBox
        if let clipBoxRect, clipBoxRect.minX == rect.minX, clipBoxRect.maxX == rect.maxX,
           clipBoxRect.minY == rect.minY, clipBoxRect.maxY == rect.maxY {
            box = clipBox
        } else {
            box = _PixelBox.covering(rect, under: toPixels, limit: clipBox)
        }
        guard !box.isEmpty else { return }
        notePainting(box)

        if fastPaths.contains(.exactAreaForAxisAligned) {
            switch axisClipForm {
            case .rectangles:
                if paintAxisAligned(shape: shape, toPixels: toPixels, inverse: inverse, source: source, box: box, clip: axisClip, target: target) { return }
            case .oneRounded(let clipShape, let clipToPixels) where shape.hole == nil && shape.outer.radius == 0:
                // A sharp item in one rounded clip (an image in a card that masks to its bounds):
                // the clip is the shape, cut by the item's rectangle.
                var clip = axisClip
                if clip.intersect(rect, under: toPixels),
                   paintAxisAligned(shape: _ItemShape(outer: clipShape, hole: nil), toPixels: clipToPixels, inverse: inverse,
                                    source: source, box: box, clip: clip, target: target) { return }
            default:
                break
            }
        }

        if paintSmallQuad(shape: shape, toPixels: toPixels, inverse: inverse, source: source, box: box, target: target) { return }

        let isThin = clipsAreThin
            || shape.thinnestExtent * toPixels.leastStretch(over: rect) < Self.thinShapePixels
        vertexPixels.removeLast(vertexPixels.count - clipVertexCount)
        if shape.outer.radius == 0 { appendVertexPixels(of: rect, under: toPixels) }
        if let hole = shape.hole, hole.radius == 0 {
            appendVertexPixels(of: CGRect(x: hole.minX, y: hole.minY, width: hole.width, height: hole.height), under: toPixels)
        }
        if !clipQuads.isEmpty {
            let outerQuad = _PixelQuad(rect, under: toPixels)
            let holeQuad = shape.hole.map {
                _PixelQuad(CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height), under: toPixels)
            }
            for k in clipQuads.indices {
                appendCrossingPixels(of: outerQuad, clipQuads[k])
                if let holeQuad { appendCrossingPixels(of: holeQuad, clipQuads[k]) }
            }
        }

        // Two corner rows; every corner is written before it is read, so they need no clearing.
        let stride = box.width + 1
        if cornerRows.count < 2 * stride {
            cornerRows.append(contentsOf: repeatElement(0, count: 2 * stride - cornerRows.count))
        }

        clipPlanes.withUnsafeBufferPointer { clips in
            let edgeCounts = fastPaths.contains(.exactAreaOnStraightEdges)
                ? _StraightEdges.appendLines(of: shape, inverse: inverse, toPixels: toPixels, clips: clips,
                                             clipsToPixels: clipToPixelMaps, to: &edgeLines, boxes: &edgeCornerBoxes) : nil
            edgeLines.withUnsafeBufferPointer { lines in
                edgeCornerBoxes.withUnsafeBufferPointer { boxes in
                    let edges = edgeCounts.map { _StraightEdges(lines: lines, cornerBoxes: boxes, counts: $0, shape: shape) }
                    var geometry = _GeneralGeometry(shape: shape, inverse: inverse, clips: clips, box: box, edges: edges,
                                                    skipsTests: fastPaths.contains(.skippedSampleTests),
                                                    vectorisesClips: fastPaths.contains(.vectorisedClippedSamples),
                                                    findsRuns: fastPaths.contains(.cornerRuns))
                    paintLoop(geometry: &geometry, box: box, isThin: isThin, source: source, inverse: inverse,
                              target: target)
                }
            }
        }
    }

    /// The per-pixel loop of `paint`: corner rows, then each pixel whole or supersampled.
    @inline(__always)
    func paintLoop<Source: _PixelSource>(
        geometry: inout _GeneralGeometry, box: _PixelBox, isThin: Bool, source: Source, inverse: _PixelToLocal,
        target: _RasterTarget
    ) {
        let stride = box.width + 1
        cornerRows.withUnsafeMutableBufferPointer { rowsBuffer in
            vertexPixels.withUnsafeBufferPointer { vertices in
                let rows = rowsBuffer.baseAddress!
                let opaqueSource = source.isOpaqueSolid
                // A thin shape samples every pixel: its corners are never read.
                if !isThin { geometry.evaluateCorners(y: box.y0, x0: box.x0, count: stride, into: rows) }
                var runAbove = geometry.run
                for y in box.y0..<box.y1 {
                    // Rows alternate: the corners above this pixel row were the ones below the last.
                    let above = rows + ((y - box.y0) & 1) * stride
                    let below = rows + (1 - ((y - box.y0) & 1)) * stride
                    let rowHasVertex = Self.row(y, hasVertexIn: vertices)
                    // The box lies in the buffer, so these offsets cannot overflow.
                    let rowStart = y &* target.width &+ box.x0
                    let rowPixels = target.pixels + rowStart, rowCover = target.cover + rowStart
                    if !isThin { geometry.evaluateCorners(y: y + 1, x0: box.x0, count: stride, into: below) }
                    let runBelow = geometry.run
                    defer { runAbove = runBelow }
                    geometry.beginRow(y)
                    // A perspective source's pixels read their local points from the row's map.
                    let points: _RowMap?
                    if Source.needsLocalPoint && !inverse.isAffine {
                        rowMap.fill(inverse, x0: box.x0, count: box.width, y: y)
                        points = rowMap
                    } else {
                        points = nil
                    }
                    @inline(always) func edgePixel(_ i: Int) {
                        let x = box.x0 &+ i
                        let code = above[i]
                        var coverage: Float
                        if !isThin && code == above[i + 1] && code == below[i] && code == below[i + 1]
                            && !(rowHasVertex && Self.pixel(x, y, isVertexIn: vertices)) {
                            coverage = code == 1 ? 1 : 0
                        } else {
                            coverage = geometry.coverage(x: x, y: y)
                        }
                        guard coverage > 0 else { return }
                        composite(source, coverage: coverage, x: x, y: y, pixel: rowPixels + i, cover: rowCover + i,
                                  opaqueSource: opaqueSource, inverse: inverse, points: points)
                    }
                    // Pixels whose four corners lie in both rows' runs lie wholly inside: inside
                    // is convex when corners are found by runs (a shape without a hole), so they
                    // need no test. (Empty unless corners are found by runs.)
                    let interiorStart = max(runAbove.lowerBound, runBelow.lowerBound)
                    let interior = interiorStart..<max(interiorStart, min(runAbove.upperBound, runBelow.upperBound) - 1)
                    for i in 0..<(interior.isEmpty ? box.width : interior.lowerBound) { edgePixel(i) }
                    guard !interior.isEmpty else { continue }
                    if opaqueSource {
                        (rowPixels + interior.lowerBound).update(repeating: source.color(atLocalX: 0, y: 0), count: interior.count)
                        (rowCover + interior.lowerBound).update(repeating: 0, count: interior.count)
                    } else if !Source.needsLocalPoint {
                        Self.blend(source.color(atLocalX: 0, y: 0), over: rowPixels + interior.lowerBound,
                                   cover: rowCover + interior.lowerBound, count: interior.count)
                    } else {
                        for i in interior {
                            composite(source, coverage: 1, x: box.x0 &+ i, y: y, pixel: rowPixels + i, cover: rowCover + i,
                                      opaqueSource: false, inverse: inverse, points: points)
                        }
                    }
                    for i in interior.upperBound..<box.width { edgePixel(i) }
                }
            }
        }
    }

    /// Composites `source` at `coverage` (> 0) into pixel `(x, y)` (at `p`), and lets through
    /// (at `cover`, the pixel's transmittance) only what it leaves of the light beneath. The
    /// source is read at the pixel centre's local point, from `points` (row `y`'s) when given.
    @inline(__always)
    func composite<Source: _PixelSource>(
        _ source: Source, coverage: Float, x: Int, y: Int, pixel p: UnsafeMutablePointer<PremultipliedPixel>,
        cover: UnsafeMutablePointer<Float>, opaqueSource: Bool, inverse: _PixelToLocal, points: _RowMap? = nil
    ) {
        if opaqueSource && coverage == 1 {
            // An opaque colour over full coverage replaces what is below
            // (`c + p × 0` is `c`): store it.
            p.pointee = source.color(atLocalX: 0, y: 0)
            cover.pointee = 0
            return
        }
        let colour: PremultipliedPixel
        if Source.needsLocalPoint {
            var lx = 0.0, ly = 0.0
            if let points {
                let k = x &- points.x0
                guard points.inFront[k] else { return }
                (lx, ly) = (points.xs[k], points.ys[k])
            } else {
                guard inverse.map(Double(x) + 0.5, Double(y) + 0.5, &lx, &ly) else { return }
            }
            colour = source.color(atLocalX: lx, y: ly)
        } else {
            colour = source.color(atLocalX: 0, y: 0)
        }
        Self.blend(colour, coverage: coverage, into: p, cover: cover)
    }

    /// Composites `colour` (premultiplied) at `coverage` source-over into `p`, and multiplies
    /// the pixel's transmittance (at `cover`) by what it lets through, 1 − its alpha.
    @inline(always)
    static func blend(_ colour: PremultipliedPixel, coverage: Float, into p: UnsafeMutablePointer<PremultipliedPixel>,
                      cover: UnsafeMutablePointer<Float>) {
        let colour = colour * coverage
        p.pointee = colour + p.pointee * (1 - colour.w)
        cover.pointee *= 1 - colour.w
    }

    /// `blend` at full coverage over `count` pixels from `p` (and their `cover` entries).
    @inline(always)
    static func blend(_ colour: PremultipliedPixel, over p: UnsafeMutablePointer<PremultipliedPixel>, cover: UnsafeMutablePointer<Float>,
                      count: Int) {
        let keep = 1 - colour.w
        for i in 0..<count {
            p[i] = colour + p[i] * keep
            cover[i] *= keep
        }
    }

    /// Whether any recorded vertex lies in pixel row `y`.
    @inline(always)
    static func row(_ y: Int, hasVertexIn vertices: UnsafeBufferPointer<Int>) -> Bool {
        var k = 1
        while k < vertices.count {
            if vertices[k] == y { return true }
            k += 2
        }
        return false
    }

    /// Whether a recorded vertex lies in pixel `(x, y)`.
    @inline(always)
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
    @inline(always)
    func contains(_ px: Double, _ py: Double) -> Bool {
        var x = 0.0, y = 0.0
        guard inverse.map(px, py, &x, &y), shape.contains(x, y) else { return false }
        for clip in clips where !clip.contains(px, py) { return false }
        return true
    }

    /// Where the pixel-space point lies, as two bits of convex sets: bit 0 inside the outer
    /// shape and every clip, bit 1 inside the hole. The point is on the item when the code is 1.
    @inline(always)
    func cornerCode(_ px: Double, _ py: Double) -> UInt8 {
        var x = 0.0, y = 0.0
        guard inverse.map(px, py, &x, &y) else { return 0 }
        var code: UInt8 = shape.holeContains(x, y) ? 2 : 0
        guard shape.outer.contains(x, y) else { return code }
        for clip in clips where !clip.contains(px, py) { return code }
        code |= 1
        return code
    }

    /// Writes `cornerCode` for each of `count` pixel-grid corners `(x0 + i, y)`.
    @inline(always)
    func evaluateCorners(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        let py = Double(y)
        for i in 0..<count {
            row[i] = cornerCode(Double(x0 + i), py)
        }
    }

    /// `evaluateCorners` for a shape without a hole, testing few corners: the corners inside are
    /// one run. (Inside is the intersection of convex sets — the shape, each clip, and where the
    /// plane lies in front of the eye — each the preimage of a convex set under a projective map,
    /// so convex; a row meets it in one interval.) Given a corner inside (`seed`, an index into
    /// the row, tried first; else found by testing from the left), the run's two ends are found
    /// by bisection. Returns the run (indices into the row; empty for none).
    @inline(always)
    func evaluateCornersByRun(y: Int, x0: Int, count: Int, seed: Int?, into row: UnsafeMutablePointer<UInt8>) -> Range<Int> {
        let py = Double(y)
        @inline(always) func inside(_ i: Int) -> Bool { cornerCode(Double(x0 + i), py) == 1 }
        var known: Int
        if let seed, seed >= 0, seed < count, inside(seed) {
            known = seed
        } else {
            var i = 0
            while i < count && !inside(i) { i += 1 }
            guard i < count else {
                row.update(repeating: 0, count: count)
                return 0..<0
            }
            known = i
        }
        // The first inside corner: in (out, known], with `out` outside (or −1).
        var out = -1, first = known
        if !inside(0) {
            out = 0
            while first - out > 1 {
                let mid = out + (first - out) / 2
                if inside(mid) { first = mid } else { out = mid }
            }
        } else {
            first = 0
        }
        // The last inside corner: in [known, beyond), with `beyond` outside (or `count`).
        var last = known, beyond = count
        if inside(count - 1) {
            last = count - 1
        } else {
            beyond = count - 1
            while beyond - last > 1 {
                let mid = last + (beyond - last) / 2
                if inside(mid) { last = mid } else { beyond = mid }
            }
        }
        row.update(repeating: 0, count: first)
        (row + first).update(repeating: 1, count: last - first + 1)
        (row + last + 1).update(repeating: 0, count: count - last - 1)
        return first..<(last + 1)
    }

    /// The fraction of pixel `(x, y)` inside, from `n × n` stratified samples (n = `supersamplesPerSide`).
    ///
    /// One sample per cell of an `n × n` grid, placed so that all `n²` samples have distinct x and
    /// distinct y positions (cell `(i, j)` holds x-slot `n·i + j`, y-slot `n·j + n − 1 − i` of
    /// `n²` slots): an axis-aligned edge is measured in steps of 1/n² rather than 1/n, a hairline
    /// narrower than a grid cell is still caught, and 45° edges do not line up with the samples.
    @inline(always)
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
///
/// **Tests that cannot fail.** Under an affine map, most sampled pixels lie on a straight
/// edge, where all but one or two of the tests hold for every sample. Such tests are left out,
/// by a bound on the pixel's local coordinates (see `Bounds`): a test is skipped only when it
/// holds (or, for the hole, fails) for every point within the bound, so the count is unchanged.
struct _VectorSampler {
    typealias V = SIMD16<Double>
    typealias Mask = SIMDMask<SIMD16<Int64>>

    /// Per pixel row: each sample's `py × m21`, `py × m22` and `py × m23`, and the row's part of
    /// the pixels' local bounds (see `Bounds`).
    struct Row {
        var x = V(), y = V(), w = V()
        /// The samples' pixel-space y (for the clips' maps).
        var py = V()
        var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0
    }

    /// What an affine item needs for the bound on a pixel's local coordinates.
    ///
    /// A sample's exact local x is `px·m11 + py·m21 + m31` at a point of the pixel square,
    /// so it lies between `X(x, y) + Σ min(0, m)` and `X(x, y) + Σ max(0, m)` over m11 and m21,
    /// X being the exact map at the pixel's corner; likewise y with m12 and m22. The computed
    /// lane value differs from the exact one by a few units in the last place of the terms
    /// (three roundings), and so does the bound as computed here; `marginX` and `marginY`,
    /// 10⁻¹³ of the largest terms over the item's box plus an absolute 10⁻¹³, exceed both
    /// together many times over. Infinite or NaN values make every comparison false, which
    /// skips nothing.
    struct Bounds {
        var stepMinX = 0.0, stepMaxX = 0.0, stepMinY = 0.0, stepMaxY = 0.0
        var marginX = 0.0, marginY = 0.0
    }

    /// One rounded rectangle's tests, for the skipping rules: its extent, the straight part
    /// of each side (`lo…hi`), and whether a sample on a straight part within the extent is
    /// always within the corner circle (`straightPasses`).
    struct Shape {
        let rect: _RasterRoundedRect
        let loX: Double, hiX: Double, loY: Double, hiY: Double, rr: Double
        /// Whether along each straight part, the farthest a sample in the extent can be from
        /// the straight line (`d` rounded as the clamp rounds it: `min − lo`, `max − hi`) squares
        /// to within r². Then a sample whose `d` along the other axis is exactly 0 (between lo
        /// and hi there the clamp returns the coordinate itself) passes the circle test:
        /// rounding is monotonic, so its `d²` is at most that square, and `0 + d²` is `d²`.
        let straightPasses: Bool

        init(_ rect: _RasterRoundedRect) {
            self.rect = rect
            let r = rect.radius
            loX = rect.minX + r; hiX = rect.maxX - r; loY = rect.minY + r; hiY = rect.maxY - r
            rr = r * r
            let top = rect.minY - loY, bottom = rect.maxY - hiY, left = rect.minX - loX, right = rect.maxX - hiX
            straightPasses = top * top <= rr && bottom * bottom <= rr && left * left <= rr && right * right <= rr
        }

        /// Whether every point of the bound lies on a straight part (x between loX and hiX, or
        /// y between loY and hiY), where the circle test passes within the extent.
        @inline(always)
        func isStraight(_ xl: Double, _ xh: Double, _ yl: Double, _ yh: Double) -> Bool {
            straightPasses && ((xl >= loX && xh <= hiX) || (yl >= loY && yh <= hiY))
        }
    }

    let m11: Double, m12: Double, m13: Double
    let m21: Double, m22: Double, m23: Double
    let m31: Double, m32: Double, m33: Double
    let isAffine: Bool
    let outer: _RasterRoundedRect
    /// The hole's rectangle (the outer one when there is no hole: optionals of these large
    /// structures would be copied at every unwrapping, in the per-pixel code).
    let hole: _RasterRoundedRect
    let hasHole: Bool
    /// The samples' offsets in the pixel (see `_CoverageTester.supersampledCoverage`).
    let offsetX: V, offsetY: V
    /// What skipping tests needs, when `skipsTests` (an affine map with finite bounds).
    let bounds: Bounds
    let skipsTests: Bool
    let outerTests: Shape, holeTests: Shape

    /// `skipsTests` false makes every sample make every test (see `Rasteriser.FastPaths.skippedSampleTests`).
    /// The item's clips, each tested lane by lane as `_ClipPlane.contains` tests a point.
    let clips: UnsafeBufferPointer<_ClipPlane>

    init(shape: _ItemShape, inverse: _PixelToLocal, box: _PixelBox, clips: UnsafeBufferPointer<_ClipPlane>,
         skipsTests: Bool = true) {
        self.clips = clips
        m11 = inverse.m11; m12 = inverse.m12; m13 = inverse.m13
        m21 = inverse.m21; m22 = inverse.m22; m23 = inverse.m23
        m31 = inverse.m31; m32 = inverse.m32; m33 = inverse.m33
        isAffine = inverse.isAffine
        outer = shape.outer
        hole = shape.hole ?? shape.outer
        hasHole = shape.hole != nil
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
        outerTests = Shape(shape.outer)
        holeTests = Shape(shape.hole ?? shape.outer)
        var b = Bounds()
        if inverse.isAffine && skipsTests {
            let xm = Double(max(abs(box.x0), abs(box.x1))) + 1, ym = Double(max(abs(box.y0), abs(box.y1))) + 1
            let relative = 1e-13
            b.stepMinX = min(0, m11) + min(0, m21); b.stepMaxX = max(0, m11) + max(0, m21)
            b.stepMinY = min(0, m12) + min(0, m22); b.stepMaxY = max(0, m12) + max(0, m22)
            b.marginX = relative * (1 + xm * abs(m11) + ym * abs(m21) + abs(m31))
            b.marginY = relative * (1 + xm * abs(m12) + ym * abs(m22) + abs(m32))
            self.skipsTests = b.marginX.isFinite && b.marginY.isFinite
        } else {
            self.skipsTests = false
        }
        bounds = b
    }

    @inline(always)
    func row(_ y: Int) -> Row {
        let py = Double(y) + offsetY
        var row = Row(x: py * m21, y: py * m22, w: py * m23, py: py)
        if skipsTests {
            let b = bounds, fy = Double(y)
            let cornerX = fy * m21 + m31, cornerY = fy * m22 + m32
            row.minX = cornerX + b.stepMinX - b.marginX; row.maxX = cornerX + b.stepMaxX + b.marginX
            row.minY = cornerY + b.stepMinY - b.marginY; row.maxY = cornerY + b.stepMaxY + b.marginY
        }
        return row
    }

    /// The fraction of pixel `(x, row)` inside the shape.
    @inline(always)
    func coverage(x: Int, row: borrowing Row) -> Float {
        guard skipsTests else { return allTestsCoverage(x: x, row: row) }
        // The bound on the pixel's samples' local coordinates.
        let fx = Double(x)
        let xl = fx * m11 + row.minX, xh = fx * m11 + row.maxX, yl = fx * m12 + row.minY, yh = fx * m12 + row.maxY
        let needX = !(xl >= outer.minX && xh <= outer.maxX), needY = !(yl >= outer.minY && yh <= outer.maxY)
        let needCircle = outer.radius > 0 && !outerTests.isStraight(xl, xh, yl, yh)
        // With a hole: none of it when the bound lies beyond its open extent on a side.
        var needHole = false, needHoleX = false, needHoleY = false, needHoleCircle = false
        if hasHole {
            needHole = !(xh <= hole.minX || xl >= hole.maxX || yh <= hole.minY || yl >= hole.maxY)
            needHoleX = !(xl > hole.minX && xh < hole.maxX)
            needHoleY = !(yl > hole.minY && yh < hole.maxY)
            needHoleCircle = hole.radius > 0 && !holeTests.isStraight(xl, xh, yl, yh)
        }
        let px = fx + offsetX
        let usesX = needX || needCircle || (needHole && (needHoleX || needHoleCircle))
        let usesY = needY || needCircle || (needHole && (needHoleY || needHoleCircle))
        let lx = usesX ? px * m11 + row.x + m31 : V()
        let ly = usesY ? px * m12 + row.y + m32 : V()
        var inside = Mask(repeating: true)
        if needX { inside = inside .& (lx .>= outer.minX) .& (lx .<= outer.maxX) }
        if needY { inside = inside .& (ly .>= outer.minY) .& (ly .<= outer.maxY) }
        if needCircle { inside = inside .& Self.withinCircle(outerTests, lx, ly) }
        if needHole {
            // The hole's open extent implies its closed one, which `_ItemShape` also tests.
            var inHole = Mask(repeating: true)
            if needHoleX { inHole = inHole .& (lx .> hole.minX) .& (lx .< hole.maxX) }
            if needHoleY { inHole = inHole .& (ly .> hole.minY) .& (ly .< hole.maxY) }
            if needHoleCircle { inHole = inHole .& Self.withinCircle(holeTests, lx, ly) }
            inside = inside .& .!inHole
        }
        return clippedFraction(inside, at: fx + offsetX, row: row)
    }

    /// `coverage` with every test made, for any map.
    @inline(always)
    func allTestsCoverage(x: Int, row: borrowing Row) -> Float {
        let px = Double(x) + offsetX
        var lx = px * m11 + row.x + m31
        var ly = px * m12 + row.y + m32
        var inside: Mask
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
        if hasHole {
            let inHole = (lx .> hole.minX) .& (lx .< hole.maxX) .& (ly .> hole.minY) .& (ly .< hole.maxY)
                .& Self.contains(hole, lx, ly)
            inside = inside .& .!inHole
        }
        return clippedFraction(inside, at: px, row: row)
    }

    /// The fraction of the samples inside, after the clips: the lanes `inside` holds, of the
    /// samples at pixel-space x `px` (the row gives y), that every clip holds too.
    @inline(always)
    func clippedFraction(_ inside: Mask, at px: V, row: borrowing Row) -> Float {
        var inside = inside
        for clip in clips where any(inside) {
            // As `_PixelToLocal.map`, lane by lane: the same products and sums in the same order.
            let t = clip.toLocal
            var lx = px * t.m11 + row.py * t.m21 + t.m31
            var ly = px * t.m12 + row.py * t.m22 + t.m32
            if !t.isAffine {
                let w = px * t.m13 + row.py * t.m23 + t.m33
                inside = inside .& (w .> ProjectiveTransform.minimumW)
                let r = 1 / w
                lx = lx * r
                ly = ly * r
            }
            inside = inside .& Self.contains(clip.shape, lx, ly)
        }
        return Self.fraction(inside)
    }

    @inline(always)
    static func fraction(_ inside: Mask) -> Float {
        let count = SIMD16<Int64>(repeating: 0).replacing(with: 1, where: inside).wrappedSum()
        return Float(count) / Float(V.scalarCount)
    }

    /// `_RasterRoundedRect.contains`, lane by lane.
    @inline(always)
    static func contains(_ shape: _RasterRoundedRect, _ x: V, _ y: V) -> Mask {
        var inside = (x .>= shape.minX) .& (x .<= shape.maxX) .& (y .>= shape.minY) .& (y .<= shape.maxY)
        let r = shape.radius
        guard r > 0 else { return inside }
        let loX = shape.minX + r, hiX = shape.maxX - r, loY = shape.minY + r, hiY = shape.maxY - r
        // As the scalar test: below lo → lo, else above hi → hi, else itself.
        let cx = clamped(x, lo: loX, hi: hiX), cy = clamped(y, lo: loY, hi: hiY)
        let dx = x - cx, dy = y - cy
        inside = inside .& (dx * dx + dy * dy .<= r * r)
        return inside
    }

    /// Each lane clamped as the scalar test clamps it: below lo → lo, else above hi → hi, else
    /// itself. With lo ≤ hi the second step may test the first step's result instead of the
    /// lane (a lane below lo is not above hi, so the first step left it; one not below lo stays
    /// not below lo after the first step, as hi ≥ lo; NaN is left by both): then the two steps
    /// compile to a minimum and a maximum rather than to comparisons and blends.
    @inline(always)
    static func clamped(_ x: V, lo: Double, hi: Double) -> V {
        let t = x.replacing(with: hi, where: x .> hi)
        return lo <= hi ? t.replacing(with: lo, where: t .< lo) : t.replacing(with: lo, where: x .< lo)
    }

    /// The corner-circle part of `contains` alone (radius > 0), lane by lane.
    @inline(always)
    static func withinCircle(_ shape: Shape, _ x: V, _ y: V) -> Mask {
        let cx = clamped(x, lo: shape.loX, hi: shape.hiX), cy = clamped(y, lo: shape.loY, hi: shape.hiY)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy .<= shape.rr
    }
}

/// Any item: the scalar tester for corners, the exact area where only straight edges cross a
/// pixel, the vector sampler for the other pixels.
struct _GeneralGeometry {
    let tester: _CoverageTester
    let sampler: _VectorSampler
    let vectorised: Bool
    var sampleRow = _VectorSampler.Row()
    let edges: _StraightEdges
    let usesEdges: Bool

    /// `edges` nil samples every pixel that needs it (see `Rasteriser.FastPaths.exactAreaOnStraightEdges`);
    /// `vectorisesClips` false samples clipped items with the scalar tester (see
    /// `Rasteriser.FastPaths.vectorisedClippedSamples`).
    init(shape: _ItemShape, inverse: _PixelToLocal, clips: UnsafeBufferPointer<_ClipPlane>, box: _PixelBox,
         edges: _StraightEdges?, skipsTests: Bool, vectorisesClips: Bool, findsRuns: Bool) {
        self.edges = edges ?? _StraightEdges()
        usesEdges = edges != nil
        self.findsRuns = findsRuns && shape.hole == nil
        tester = _CoverageTester(shape: shape, inverse: inverse, clips: clips)
        sampler = _VectorSampler(shape: shape, inverse: inverse, box: box, clips: clips, skipsTests: skipsTests)
        vectorised = vectorisesClips || clips.isEmpty
    }

    /// The last row's run of inside corners (see `_CoverageTester.evaluateCornersByRun`); empty
    /// when there is none, or corners are not found by runs.
    var run = 0..<0
    /// Whether corner rows are found by their run's ends (a shape without a hole; see
    /// `Rasteriser.FastPaths.cornerRuns`) rather than corner by corner.
    let findsRuns: Bool

    @inline(always)
    mutating func evaluateCorners(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        if findsRuns {
            // The last run's middle is most likely inside this row's run too.
            let seed = run.isEmpty ? nil : run.lowerBound + (run.count - 1) / 2
            run = tester.evaluateCornersByRun(y: y, x0: x0, count: count, seed: seed, into: row)
        } else {
            tester.evaluateCorners(y: y, x0: x0, count: count, into: row)
        }
    }

    /// Called before the pixels of row `y` are tested.
    @inline(always)
    mutating func beginRow(_ y: Int) {
        if vectorised { sampleRow = sampler.row(y) }
    }

    @inline(always)
    mutating func coverage(x: Int, y: Int) -> Float {
        if usesEdges, let area = edges.coverage(x: x, y: y) { return area }
        return vectorised ? sampler.coverage(x: x, row: sampleRow) : tester.supersampledCoverage(x: x, y: y)
    }
}
