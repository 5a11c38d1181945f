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
    /// `clipBoxRect`, when given, is the rectangle whose box `prepareClips` made `clipBox` from.
    /// When it is the shape's own rectangle (a fill's or border's bounds), the shape's box is
    /// `clipBox` itself: `covering` within a limit is the corners' box ∩ the limit, and
    /// `clipBox` already lies inside that box, so the corners need not be mapped again.
    ///
    /// Generic over the source so each kind of paint gets its own specialised loop.
    func paint<Source: _PixelSource>(
        shape: _ItemShape, toPixels: ProjectiveTransform, inverse: _PixelToLocal, source: Source,
        index: Int32, clipBox: _PixelBox, clipBoxRect: CGRect? = nil, target: _RasterTarget
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
        visitedPixelCount += box.width * box.height
        paintedBox = paintedBox.union(box)

        let isThin = clipsAreThin
            || shape.thinnestExtent * toPixels.leastStretch(over: rect) < Self.thinShapePixels
        vertexPixels.removeLast(vertexPixels.count - clipVertexCount)
        if shape.outer.radius == 0 { appendVertexPixels(of: rect, under: toPixels) }

        // Two corner rows; every corner is written before it is read, so they need no clearing.
        let stride = box.width + 1
        if cornerRows.count < 2 * stride {
            cornerRows.append(contentsOf: repeatElement(0, count: 2 * stride - cornerRows.count))
        }

        if separableFastPathEnabled, clipPlanes.isEmpty, inverse.isAffine, inverse.m12 == 0, inverse.m21 == 0 {
            // Axis-aligned and unclipped (most items): every test separates into a column part and a row part.
            let count = 3 * box.width + 1
            if axisColumns.count < count {
                axisColumns.append(contentsOf: repeatElement(_AxisTerms(dd: UnsafeMutablePointer(bitPattern: 0x10)!),
                                                             count: count - axisColumns.count))
            }
            if axisDD.count < 32 * (count + 3) { axisDD.append(contentsOf: repeatElement(0, count: 32 * (count + 3) - axisDD.count)) }
            axisDD.withUnsafeMutableBufferPointer { ddBuffer in
                axisColumns.withUnsafeMutableBufferPointer { columnsBuffer in
                    Self.sampleOffsets.withUnsafeBufferPointer { offsets in
                        let dd = ddBuffer.baseAddress!, columns = columnsBuffer.baseAddress!
                        let ox = offsets.baseAddress!, oy = ox + 16
                        var g = _AxisAlignedGeometry(shape: shape, inverse: inverse, offsetsX: ox, offsetsY: oy,
                                                     columns: columns, x0: box.x0, width: box.width,
                                                     rowDD: dd + 32 * count)
                        var k = 0
                        for x in box.x0..<box.x1 {
                            columns[k] = g.x.sampleTerms16(Double(x), dd: dd + 32 * k); k += 1
                        }
                        for x in box.x0...box.x1 {
                            columns[k] = g.x.pointTerms(Double(x), dd: dd + 32 * k); k += 1
                        }
                        // Pixel centres are tested only for thin shapes.
                        if isThin {
                            for x in box.x0..<box.x1 {
                                columns[k] = g.x.pointTerms(Double(x) + 0.5, dd: dd + 32 * k); k += 1
                            }
                        }
                        paintLoop(geometry: &g, box: box, isThin: isThin, source: source, inverse: inverse,
                                  index: index, target: target)
                    }
                }
            }
        } else {
            clipPlanes.withUnsafeBufferPointer { clips in
                var geometry = _GeneralGeometry(shape: shape, inverse: inverse, clips: clips, box: box,
                                                skipsTests: sampleTestSkippingEnabled)
                paintLoop(geometry: &geometry, box: box, isThin: isThin, source: source, inverse: inverse,
                          index: index, target: target)
            }
        }
    }

    /// The per-pixel loop of `paint`, over whichever geometry tests the pixels.
    ///
    /// Rows the geometry calls interior (see `_PaintGeometry.rowIsInterior`) all get the same
    /// coverage column by column: the first of them is tested as any row and its coverages
    /// are kept; the others reuse them and only composite.
    @inline(__always)
    func paintLoop<Source: _PixelSource, Geometry: _PaintGeometry>(
        geometry: inout Geometry, box: _PixelBox, isThin: Bool, source: Source, inverse: _PixelToLocal,
        index: Int32, target: _RasterTarget
    ) {
        let stride = box.width + 1
        if interiorCoverage.count < box.width {
            interiorCoverage.append(contentsOf: repeatElement(0, count: box.width - interiorCoverage.count))
        }
        cornerRows.withUnsafeMutableBufferPointer { rowsBuffer in
            vertexPixels.withUnsafeBufferPointer { vertices in
                interiorCoverage.withUnsafeMutableBufferPointer { interiorBuffer in
                    let rows = rowsBuffer.baseAddress!, interior = interiorBuffer.baseAddress!
                    let opaqueSource = source.isOpaqueSolid
                    var hasInteriorCoverage = false
                    // For an opaque colour, the longest run of interior columns at full coverage:
                    // stored in bulk in every further interior row.
                    var solidRun = 0..<0
                    // Whether the corners above the current row are in `rows` (an interior row skips them).
                    var aboveIsEvaluated = true
                    geometry.evaluateCorners(y: box.y0, x0: box.x0, count: stride, into: rows)
                    for y in box.y0..<box.y1 {
                        // Rows alternate: the corners above this pixel row were the ones below the last.
                        let above = rows + ((y - box.y0) & 1) * stride
                        let below = rows + (1 - ((y - box.y0) & 1)) * stride
                        let rowHasVertex = Self.row(y, hasVertexIn: vertices)
                        let isInterior = !rowHasVertex && geometry.rowIsInterior(y)
                        // The box lies in the buffer, so these offsets cannot overflow.
                        let rowStart = y &* target.width &+ box.x0
                        let rowPixels = target.pixels + rowStart, rowTop = target.topItem + rowStart
                        if isInterior && hasInteriorCoverage {
                            storeInteriorRow(source, coverage: interior, solidRun: solidRun, box: box, y: y,
                                             pixels: rowPixels, top: rowTop, opaqueSource: opaqueSource,
                                             inverse: inverse, index: index)
                            aboveIsEvaluated = false
                            continue
                        }
                        if !aboveIsEvaluated {
                            geometry.evaluateCorners(y: y, x0: box.x0, count: stride, into: above)
                            aboveIsEvaluated = true
                        }
                        geometry.evaluateCorners(y: y + 1, x0: box.x0, count: stride, into: below)
                        geometry.beginRow(y, isThin: isThin)
                        for x in box.x0..<box.x1 {
                            let i = x - box.x0
                            let inCorners = above[i] &+ above[i + 1] &+ below[i] &+ below[i + 1]
                            var coverage: Float
                            if inCorners == 0 || inCorners == 4 {
                                var agree = true
                                if isThin {
                                    agree = geometry.centreIsInside(x: x, y: y) == (inCorners == 4)
                                }
                                if agree, inCorners == 0, rowHasVertex, Self.pixel(x, y, isVertexIn: vertices) {
                                    agree = false
                                }
                                if agree {
                                    coverage = inCorners == 0 ? 0 : 1
                                } else {
                                    coverage = geometry.coverage(x: x, y: y)
                                }
                            } else {
                                coverage = geometry.coverage(x: x, y: y)
                            }
                            if isInterior { interior[i] = coverage }
                            guard coverage > 0 else { continue }
                            composite(source, coverage: coverage, x: x, y: y, pixel: rowPixels + i, top: rowTop + i,
                                      opaqueSource: opaqueSource, inverse: inverse, index: index)
                        }
                        if isInterior {
                            hasInteriorCoverage = true
                            if opaqueSource && box.width >= Self.bulkStoreMinimum {
                                solidRun = Self.longestFullRun(interior, count: box.width)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Composites `source` at `coverage` (> 0) into pixel `(x, y)` (at `p`), and records the
    /// item in `topItem` (at `top`) where it paints solidly.
    @inline(__always)
    func composite<Source: _PixelSource>(
        _ source: Source, coverage: Float, x: Int, y: Int, pixel p: UnsafeMutablePointer<LinearPixel>,
        top: UnsafeMutablePointer<Int32>, opaqueSource: Bool, inverse: _PixelToLocal, index: Int32
    ) {
        if opaqueSource && coverage == 1 {
            // An opaque colour over full coverage replaces what is below
            // (`c + p × 0` is `c`): store it.
            p.pointee = source.color(atLocalX: 0, y: 0)
            top.pointee = index
            return
        }
        var colour: LinearPixel
        if Source.needsLocalPoint {
            var lx = 0.0, ly = 0.0
            guard inverse.map(Double(x) + 0.5, Double(y) + 0.5, &lx, &ly) else { return }
            colour = source.color(atLocalX: lx, y: ly)
        } else {
            colour = source.color(atLocalX: 0, y: 0)
        }
        colour *= coverage
        p.pointee = colour + p.pointee * (1 - colour.w)
        if colour.w >= Self.topItemCoverageThreshold {
            top.pointee = index
        }
    }

    /// Composites an interior row from the coverages kept for it (`coverage`, per column of
    /// `box`) into `pixels` and `top` (the row's first pixel). An opaque colour at full coverage
    /// is stored as is (see `composite`): in bulk along a long solid run — interior rows are
    /// most of a large item's pixels — elsewhere pixel by pixel. Kept out of `paintLoop`, whose
    /// per-pixel code it would otherwise crowd.
    @inline(never)
    func storeInteriorRow<Source: _PixelSource>(
        _ source: Source, coverage: UnsafeMutablePointer<Float>, solidRun: Range<Int>, box: _PixelBox, y: Int,
        pixels: UnsafeMutablePointer<LinearPixel>, top: UnsafeMutablePointer<Int32>, opaqueSource: Bool,
        inverse: _PixelToLocal, index: Int32
    ) {
        @inline(__always) func store(_ columns: Range<Int>) {
            for i in columns {
                let c = coverage[i]
                if opaqueSource && c == 1 {
                    pixels[i] = source.color(atLocalX: 0, y: 0)
                    top[i] = index
                } else if c > 0 {
                    composite(source, coverage: c, x: box.x0 &+ i, y: y, pixel: pixels + i, top: top + i,
                              opaqueSource: opaqueSource, inverse: inverse, index: index)
                }
            }
        }
        let bulk = solidRun.count >= Self.bulkStoreMinimum ? solidRun : box.width..<box.width
        store(0..<bulk.lowerBound)
        (pixels + bulk.lowerBound).update(repeating: source.color(atLocalX: 0, y: 0), count: bulk.count)
        (top + bulk.lowerBound).update(repeating: index, count: bulk.count)
        store(bulk.upperBound..<box.width)
    }

    /// The shortest solid run of an interior row that is stored in bulk.
    static let bulkStoreMinimum = 16

    /// The longest run of the first `count` coverages that are all 1.
    static func longestFullRun(_ coverage: UnsafeMutablePointer<Float>, count: Int) -> Range<Int> {
        var best = 0..<0, start = 0
        for i in 0...count {
            if i < count && coverage[i] == 1 { continue }
            if i - start > best.count { best = start..<i }
            start = i + 1
        }
        return best
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
        @inline(__always)
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

    /// `skipsTests` false makes every sample make every test (see `Rasteriser.sampleTestSkippingEnabled`).
    init(shape: _ItemShape, inverse: _PixelToLocal, box: _PixelBox, skipsTests: Bool = true) {
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

    @inline(__always)
    func row(_ y: Int) -> Row {
        let py = Double(y) + offsetY
        var row = Row(x: py * m21, y: py * m22, w: py * m23)
        if skipsTests {
            let b = bounds, fy = Double(y)
            let cornerX = fy * m21 + m31, cornerY = fy * m22 + m32
            row.minX = cornerX + b.stepMinX - b.marginX; row.maxX = cornerX + b.stepMaxX + b.marginX
            row.minY = cornerY + b.stepMinY - b.marginY; row.maxY = cornerY + b.stepMaxY + b.marginY
        }
        return row
    }

    /// The fraction of pixel `(x, row)` inside the shape.
    @inline(__always)
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
        return Self.fraction(inside)
    }

    /// `coverage` with every test made, for any map.
    @inline(__always)
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
        return Self.fraction(inside)
    }

    @inline(__always)
    static func fraction(_ inside: Mask) -> Float {
        let count = SIMD16<Int64>(repeating: 0).replacing(with: 1, where: inside).wrappedSum()
        return Float(count) / Float(V.scalarCount)
    }

    /// `_RasterRoundedRect.contains`, lane by lane.
    @inline(__always)
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
    @inline(__always)
    static func clamped(_ x: V, lo: Double, hi: Double) -> V {
        let t = x.replacing(with: hi, where: x .> hi)
        return lo <= hi ? t.replacing(with: lo, where: t .< lo) : t.replacing(with: lo, where: x .< lo)
    }

    /// The corner-circle part of `contains` alone (radius > 0), lane by lane.
    @inline(__always)
    static func withinCircle(_ shape: Shape, _ x: V, _ y: V) -> Mask {
        let cx = clamped(x, lo: shape.loX, hi: shape.hiX), cy = clamped(y, lo: shape.loY, hi: shape.hiY)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy .<= shape.rr
    }
}

/// How `paintLoop` tests pixels: corner rows, pixel centres and supersampled coverage.
protocol _PaintGeometry {
    /// Writes 1 or 0 for each of `count` pixel-grid corners `(x0 + i, y)`.
    func evaluateCorners(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>)
    /// Called before the pixels of row `y` are tested.
    mutating func beginRow(_ y: Int, isThin: Bool)
    /// Whether the centre of pixel `(x, y)` is inside (y is the current row).
    func centreIsInside(x: Int, y: Int) -> Bool
    /// The fraction of pixel `(x, y)` inside, from the stratified samples (y is the current row).
    /// Mutating only so that the row state can be read in place rather than copied.
    mutating func coverage(x: Int, y: Int) -> Float
    /// Whether pixel row `y` is interior: every test in it (corners, centres, samples) has
    /// the same row-side answer as in every other interior row, so that each pixel's coverage
    /// depends on its column alone.
    func rowIsInterior(_ y: Int) -> Bool
}

/// Any item: the scalar tester for corners, centres and clipped items, the vector sampler for
/// unclipped items' samples.
struct _GeneralGeometry: _PaintGeometry {
    let tester: _CoverageTester
    let sampler: _VectorSampler
    let vectorised: Bool
    var sampleRow = _VectorSampler.Row()

    init(shape: _ItemShape, inverse: _PixelToLocal, clips: UnsafeBufferPointer<_ClipPlane>, box: _PixelBox,
         skipsTests: Bool) {
        tester = _CoverageTester(shape: shape, inverse: inverse, clips: clips)
        sampler = _VectorSampler(shape: shape, inverse: inverse, box: box, skipsTests: skipsTests)
        vectorised = clips.isEmpty
    }

    @inline(__always)
    func evaluateCorners(y: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        tester.evaluateCorners(y: y, x0: x0, count: count, into: row)
    }

    @inline(__always)
    mutating func beginRow(_ y: Int, isThin: Bool) {
        if vectorised { sampleRow = sampler.row(y) }
    }

    @inline(__always)
    func centreIsInside(x: Int, y: Int) -> Bool {
        tester.contains(Double(x) + 0.5, Double(y) + 0.5)
    }

    @inline(__always)
    mutating func coverage(x: Int, y: Int) -> Float {
        vectorised ? sampler.coverage(x: x, row: sampleRow) : tester.supersampledCoverage(x: x, y: y)
    }

    /// Never: rows of a rotated, perspective or clipped item do not separate from columns.
    @inline(__always)
    func rowIsInterior(_ y: Int) -> Bool { false }
}

/// One axis of an axis-aligned item's shape tests, evaluated at up to 16 coordinates (lanes):
/// per lane a bit for "inside the outer rectangle's extent", "no distance to the corner circle
/// along this axis" (`d² == 0`), "`d²` within r²", and the same for the hole (its extent is
/// open). Each lane's `d²` (16 for the outer shape, then 16 for the hole) is kept in `dd`, for
/// the lanes where both axes have a distance.
struct _AxisTerms {
    var inside: UInt16 = 0, zero: UInt16 = 0, circle: UInt16 = 0
    var holeInside: UInt16 = 0, holeZero: UInt16 = 0, holeCircle: UInt16 = 0
    var dd: UnsafeMutablePointer<Double>
}

/// One axis of an axis-aligned map and shape: local = pixel × scale + offset, and the outer
/// rectangle's and the hole's extent and corner circles along it.
struct _AxisShape {
    let scale: Double, offset: Double
    let minV: Double, maxV: Double, lo: Double, hi: Double, rr: Double
    let hasHole: Bool
    let holeMin: Double, holeMax: Double, holeLo: Double, holeHi: Double, holeRR: Double
    /// The samples' offsets along this axis (16).
    let offsets: UnsafePointer<Double>
    /// The smallest and the largest of `offsets`.
    let offsetMin: Double, offsetMax: Double

    init(scale: Double, offset: Double, outer: _RasterRoundedRect, hole: _RasterRoundedRect?, isX: Bool,
         offsets: UnsafePointer<Double>) {
        self.scale = scale
        self.offset = offset
        self.offsets = offsets
        // The 16 offsets along either axis are the slots (k + ½)/16, k = 0…15, in some order
        // (see `Rasteriser.sampleOffsets`): the extremes are exact constants.
        offsetMin = 0.5 / 16
        offsetMax = 15.5 / 16
        assert((0..<16).allSatisfy { offsets[$0] >= 0.5 / 16 && offsets[$0] <= 15.5 / 16 })
        let r = outer.radius
        minV = isX ? outer.minX : outer.minY
        maxV = isX ? outer.maxX : outer.maxY
        lo = minV + r
        hi = maxV - r
        rr = r * r
        hasHole = hole != nil
        let h = hole ?? outer
        holeMin = isX ? h.minX : h.minY
        holeMax = isX ? h.maxX : h.maxY
        holeLo = holeMin + h.radius
        holeHi = holeMax - h.radius
        holeRR = h.radius * h.radius
    }

    /// The terms of the 16 samples of the pixel column or row at `p`, into `dd`'s 32 slots.
    @inline(__always)
    func sampleTerms16(_ p: Double, dd: UnsafeMutablePointer<Double>) -> _AxisTerms {
        if let t = interiorTerms(p, dd: dd) { return t }
        return sampleTerms(p, dd: dd)
    }

    /// The terms of the point `p` itself (lane 0), into `dd[0]` and `dd[16]`.
    @inline(__always)
    func pointTerms(_ p: Double, dd: UnsafeMutablePointer<Double>) -> _AxisTerms {
        var t = _AxisTerms(dd: dd)
        // As `_PixelToLocal.map` with the other axis' coefficient 0: `p × m + 0 × q + c`.
        let l = p * scale + offset
        if l >= minV && l <= maxV { t.inside = 1 }
        // As `_RasterRoundedRect.contains`: below lo → lo, else above hi → hi, else itself.
        let d = l - (l < lo ? lo : (l > hi ? hi : l))
        let q = d * d
        dd[0] = q
        if q == 0 { t.zero = 1 }
        if q <= rr { t.circle = 1 }
        if hasHole {
            if l > holeMin && l < holeMax { t.holeInside = 1 }
            let hd = l - (l < holeLo ? holeLo : (l > holeHi ? holeHi : l))
            let hq = hd * hd
            dd[16] = hq
            if hq == 0 { t.holeZero = 1 }
            if hq <= holeRR { t.holeCircle = 1 }
        }
        return t
    }

    /// `terms` of the 16 samples at `p`, all lanes at once: the same per-lane arithmetic and
    /// comparisons as the loop, without a branch per lane.
    @inline(__always)
    func sampleTerms(_ p: Double, dd: UnsafeMutablePointer<Double>) -> _AxisTerms {
        typealias V = SIMD16<Double>
        let l = (p + UnsafeRawPointer(offsets).loadUnaligned(as: V.self)) * scale + offset
        var t = _AxisTerms(dd: dd)
        t.inside = Self.bits(l .>= minV .& l .<= maxV)
        // As the loop: below lo → lo, else above hi → hi, else itself.
        let d = l - _VectorSampler.clamped(l, lo: lo, hi: hi)
        let q = d * d
        UnsafeMutableRawPointer(dd).storeBytes(of: q, as: V.self)
        t.zero = Self.bits(q .== 0)
        t.circle = Self.bits(q .<= rr)
        if hasHole {
            t.holeInside = Self.bits(l .> holeMin .& l .< holeMax)
            let hd = l - _VectorSampler.clamped(l, lo: holeLo, hi: holeHi)
            let hq = hd * hd
            UnsafeMutableRawPointer(dd + 16).storeBytes(of: hq, as: V.self)
            t.holeZero = Self.bits(hq .== 0)
            t.holeCircle = Self.bits(hq .<= holeRR)
        }
        return t
    }

    /// A lane mask as 16 bits, lane `k` in bit `k`.
    @inline(__always)
    static func bits(_ mask: SIMDMask<SIMD16<Int64>>) -> UInt16 {
        // A literal (not a static, whose every use would go through a once-check), OR-reduced
        // by halves in registers rather than summed through a call.
        let laneBits = SIMD16<Int64>(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768)
        let v = SIMD16<Int64>(repeating: 0).replacing(with: laneBits, where: mask)
        let v8 = v.lowHalf | v.highHalf
        let v4 = v8.lowHalf | v8.highHalf
        let v2 = v4.lowHalf | v4.highHalf
        return UInt16(truncatingIfNeeded: v2[0] | v2[1])
    }

    /// The terms of the 16 samples at `p` when they all lie on the straight part of the outer
    /// rectangle (and, with a hole, on the straight part of the hole's inside) — most pixel
    /// columns and rows of an item — found from the two outermost samples alone; nil otherwise.
    ///
    /// Each lane's `(p + offset) × scale + offset` is monotonic in its sample offset (every
    /// rounding step is), so every lane lies between the lanes of the smallest and the largest
    /// offset: when both pass an interval test, all do, and every bit and `d²` (zero) is the one
    /// the lane-by-lane loop would give.
    @inline(__always)
    func interiorTerms(_ p: Double, dd: UnsafeMutablePointer<Double>) -> _AxisTerms? {
        guard isInterior((p + offsetMin) * scale + offset, (p + offsetMax) * scale + offset) else { return nil }
        var t = _AxisTerms(dd: dd)
        t.inside = 0xFFFF; t.zero = 0xFFFF; t.circle = 0xFFFF
        for lane in 0..<16 { dd[lane] = 0 }
        if hasHole {
            t.holeInside = 0xFFFF; t.holeZero = 0xFFFF; t.holeCircle = 0xFFFF
            for lane in 16..<32 { dd[lane] = 0 }
        }
        return t
    }

    /// Whether every local coordinate between `a` and `b` (either order) lies on the straight
    /// part of the outer rectangle and, with a hole, strictly inside the straight part of the
    /// hole: where every lane's terms are the constant ones of `interiorTerms`.
    @inline(__always)
    func isInterior(_ a: Double, _ b: Double) -> Bool {
        let low = min(a, b), high = max(a, b)
        guard low.isFinite, high.isFinite, low >= minV, high <= maxV, low >= lo, high <= hi, rr >= 0 else { return false }
        if hasHole {
            guard low > holeMin, high < holeMax, low >= holeLo, high <= holeHi, holeRR >= 0 else { return false }
        }
        return true
    }
}

/// An unclipped item whose pixel → local map is a scale and a translation: a point is inside
/// when its column terms and its row terms combine so (see `combine`). The answers are those
/// of `_CoverageTester.contains`, computed from the same local coordinates.
struct _AxisAlignedGeometry: _PaintGeometry {
    let x: _AxisShape, y: _AxisShape
    let outerRR: Double, holeRR: Double
    let hasRadius: Bool, hasHole: Bool, holeHasRadius: Bool
    /// Per column of the box: sample terms (`width`), then corner terms (`width + 1`), then centre terms (`width`).
    let columns: UnsafePointer<_AxisTerms>
    let x0: Int, width: Int
    /// Room for three rows' `d²`: the current samples, corners and centre.
    let rowDD: UnsafeMutablePointer<Double>
    /// The current row's sample and centre terms.
    var sampleRow: _AxisTerms, centreRow: _AxisTerms

    init(shape: _ItemShape, inverse: _PixelToLocal, offsetsX: UnsafePointer<Double>, offsetsY: UnsafePointer<Double>,
         columns: UnsafePointer<_AxisTerms>, x0: Int, width: Int, rowDD: UnsafeMutablePointer<Double>) {
        x = _AxisShape(scale: inverse.m11, offset: inverse.m31, outer: shape.outer, hole: shape.hole, isX: true, offsets: offsetsX)
        y = _AxisShape(scale: inverse.m22, offset: inverse.m32, outer: shape.outer, hole: shape.hole, isX: false, offsets: offsetsY)
        outerRR = x.rr
        holeRR = x.holeRR
        hasRadius = shape.outer.radius > 0
        hasHole = shape.hole != nil
        holeHasRadius = (shape.hole?.radius ?? 0) > 0
        self.columns = columns
        self.x0 = x0
        self.width = width
        self.rowDD = rowDD
        sampleRow = _AxisTerms(dd: rowDD)
        centreRow = _AxisTerms(dd: rowDD + 64)
    }

    /// The lanes inside the shape, from one column's and one row's terms.
    @inline(__always)
    func combine(_ c: _AxisTerms, _ r: _AxisTerms, lanes: UInt16) -> UInt16 {
        var inside = c.inside & r.inside & lanes
        guard inside != 0 else { return 0 }
        if hasRadius {
            inside &= Self.circleMask(c.zero, c.circle, c.dd, r.zero, r.circle, r.dd, rr: outerRR, lanes: inside)
        }
        if hasHole {
            var inHole = c.holeInside & r.holeInside & inside
            if inHole != 0 && holeHasRadius {
                inHole &= Self.circleMask(c.holeZero, c.holeCircle, c.dd + 16, r.holeZero, r.holeCircle, r.dd + 16,
                                          rr: holeRR, lanes: inHole)
            }
            inside &= ~inHole
        }
        return inside
    }

    /// The lanes with `dx² + dy² ≤ r²`: with one of the two zero the sum is the other exactly,
    /// so only lanes where both are non-zero are summed.
    @inline(__always)
    static func circleMask(_ cz: UInt16, _ cc: UInt16, _ cdd: UnsafeMutablePointer<Double>, _ rz: UInt16, _ rc: UInt16,
                           _ rdd: UnsafeMutablePointer<Double>, rr: Double, lanes: UInt16) -> UInt16 {
        var ok = (cz & rc) | (rz & cc)
        var rest = ~cz & ~rz & lanes
        while rest != 0 {
            let lane = rest.trailingZeroBitCount
            if cdd[lane] + rdd[lane] <= rr { ok |= UInt16(truncatingIfNeeded: 1 << lane) }
            rest &= rest &- 1
        }
        return ok
    }

    @inline(__always)
    func evaluateCorners(y py: Int, x0: Int, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        let r = y.pointTerms(Double(py), dd: rowDD + 32)
        let corners = columns + width
        for i in 0..<count {
            row[i] = combine(corners[i], r, lanes: 1) != 0 ? 1 : 0
        }
    }

    @inline(__always)
    mutating func beginRow(_ py: Int, isThin: Bool) {
        sampleRow = y.sampleTerms16(Double(py), dd: rowDD)
        if isThin { centreRow = y.pointTerms(Double(py) + 0.5, dd: rowDD + 64) }
    }

    @inline(__always)
    func centreIsInside(x px: Int, y: Int) -> Bool {
        combine(columns[2 * width + 1 + (px - x0)], centreRow, lanes: 1) != 0
    }

    @inline(__always)
    mutating func coverage(x px: Int, y: Int) -> Float {
        Float(combine(columns[px - x0], sampleRow, lanes: 0xFFFF).nonzeroBitCount) / 16
    }

    /// Whether the row's corners above and below, and so (by monotonic rounding) its centre
    /// and samples, all map onto the straight interior (`_AxisShape.isInterior`): then every
    /// row-side term is the same constant.
    @inline(__always)
    func rowIsInterior(_ py: Int) -> Bool {
        y.isInterior(Double(py) * y.scale + y.offset, Double(py + 1) * y.scale + y.offset)
    }
}
