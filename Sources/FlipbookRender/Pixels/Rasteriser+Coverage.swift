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
                    tester.evaluateCorners(y: box.y0, x0: box.x0, count: stride, into: rows)
                    for y in box.y0..<box.y1 {
                        // Rows alternate: the corners above this pixel row were the ones below the last.
                        let above = rows + ((y - box.y0) & 1) * stride
                        let below = rows + (1 - ((y - box.y0) & 1)) * stride
                        tester.evaluateCorners(y: y + 1, x0: box.x0, count: stride, into: below)
                        let rowHasVertex = Self.row(y, hasVertexIn: vertices)
                        let rowStart = y * target.width
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
                                } else {
                                    coverage = tester.supersampledCoverage(x: x, y: y)
                                }
                            } else {
                                coverage = tester.supersampledCoverage(x: x, y: y)
                            }
                            guard coverage > 0 else { continue }

                            var colour: LinearPixel
                            if Source.needsLocalPoint {
                                var lx = 0.0, ly = 0.0
                                guard inverse.map(Double(x) + 0.5, Double(y) + 0.5, &lx, &ly) else { continue }
                                colour = source.color(atLocalX: lx, y: ly)
                            } else {
                                colour = source.color(atLocalX: 0, y: 0)
                            }
                            colour *= coverage
                            let p = target.pixels + (rowStart + x)
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
