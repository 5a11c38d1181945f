//  Rasteriser+Paths.swift — FlipbookRender
//  Filled and stroked paths: flattened in the item's plane, mapped to pixels, and covered by
//  scanlines with exact horizontal spans. Status: complete.

import Foundation
import FlipbookGraphics

/// An edge of a path's polygons in pixel space, top to bottom.
struct _PathEdge {
    var x0: Double, y0: Double, y1: Double
    /// How far x moves per pixel of y.
    var dxdy: Double
    /// +1 for an edge that ran downwards in the path, −1 for one that ran upwards.
    var winding: Int32
}

/// Where a scanline crosses an edge.
struct _PathCrossing {
    var x: Double
    var winding: Int32
}

extension Rasteriser {
    /// Sub-scanlines per pixel row: a pixel's coverage is exact across each and sampled down
    /// the row (an edge near horizontal is within 1/16 of its area).
    static let pathSubscanlines = 16
    /// How far a flattened curve may stray from the true one, in pixels.
    static let pathTolerancePixels = 0.02

    /// Paints a path item: the polygons of its fill (by its rule) or its stroke's outline (by the
    /// non-zero rule, which unions the outline's pieces), each pixel by the area they cover, cut
    /// by the item's clips (sampled 4 × 4 in pixels a clip's edge crosses), in its colour or
    /// its pattern (`Rasteriser+Patterns.swift`).
    func drawPath(
        _ item: UnsafePointer<DisplayItem>, _ shape: DisplayPath, toPixels: ProjectiveTransform,
        pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        let pixel = PremultipliedPixel(shape.color, opacity: min(item.pointee.opacity, 1))
        guard pixel.w > 0, !shape.path.isEmpty else { return }
        let bounds = shape.path.controlPointBounds
        guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite, bounds.maxY.isFinite else { return }
        let stretch = Self.greatestStretch(of: toPixels, at: CGPoint(x: bounds.midX, y: bounds.midY))
        guard stretch > 0, stretch.isFinite else { return }
        pathLines.flatten(shape.path, tolerance: Self.pathTolerancePixels / stretch)

        let evenOdd: Bool
        switch shape.paint {
        case .fill(let rule):
            evenOdd = rule == .evenOdd
            buildPathEdges(from: pathLines, toPixels: toPixels)
        case .stroke(let style):
            guard style.lineWidth > 0, style.end > style.start else { return }
            evenOdd = false
            pathTrimmed.trim(pathLines, start: style.start, end: style.end)
            if style.dashPattern.contains(where: { $0 > 0 }) {
                pathDashed.dash(pathTrimmed, pattern: style.dashPattern, phase: style.dashPhase)
                pathOutline.stroke(pathDashed, width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                                   miterLimit: style.miterLimit)
            } else {
                pathOutline.stroke(pathTrimmed, width: style.lineWidth, cap: style.lineCap, join: style.lineJoin,
                                   miterLimit: style.miterLimit)
            }
            buildPathEdges(from: pathOutline, toPixels: toPixels)
        }
        guard pathEdgesAreFinite, !pathEdges.isEmpty else { return }

        // The box the polygons reach, within the buffer and every clip's box.
        guard let box = preparePathBox(item, reach: pathReachBox.intersection(bufferBox), toPixels: toPixels,
                                       pointsToPixels: pointsToPixels) else { return }
        notePainting(box)
        if let pattern = shape.pattern {
            return paintPattern(pattern, toPixels: toPixels, opacity: min(item.pointee.opacity, 1), box: box,
                                evenOdd: evenOdd, target: target)
        }
        coverPath(box: box, evenOdd: evenOdd) { y in
            compositeCoveredRow(y: y, box: box, pixel: pixel, target: target)
        }
    }

    /// The pixels the polygons of `pathEdges` reach (from the extent `buildPathEdges` found).
    var pathReachBox: _PixelBox {
        _PixelBox(x0: Int(max(pathMinX.rounded(.down), -1e9)), y0: Int(max(pathMinY.rounded(.down), -1e9)),
                  x1: Int(min(pathMaxX.rounded(.up), 1e9)), y1: Int(min(pathMaxY.rounded(.up), 1e9)))
    }

    /// Records that the current item paints within `box`: the frame's and the item's painted
    /// boxes grow to hold it (and, in tests, its pixels count as visited).
    @inline(__always)
    func notePainting(_ box: _PixelBox) {
        #if FLIPBOOK_TEST_HOOKS
        visitedPixelCount += box.width * box.height
        #endif
        paintedBox = paintedBox.union(box)
        itemBox = itemBox.union(box)
    }

    /// Prepares the item's clips for painting within `reach` (pixels) and returns what of it lies
    /// inside every clip's box; nil when nothing does.
    func preparePathBox(_ item: UnsafePointer<DisplayItem>, reach: _PixelBox, toPixels: ProjectiveTransform,
                        pointsToPixels: ProjectiveTransform) -> _PixelBox? {
        guard !reach.isEmpty, let inverse = toPixels.inverted(),
              let localReach = Self.localRect(of: reach, under: _PixelToLocal(inverse)),
              let clipBox = prepareClips(item, shapeRect: localReach, toPixels: toPixels,
                                         pointsToPixels: pointsToPixels, bufferBox: reach) else { return nil }
        let box = clipBox.intersection(reach)
        return box.isEmpty ? nil : box
    }

    /// Fills `pathEdges` (and the pixel-space extent) from the polygons of `lines`, each subpath
    /// closed, mapped to pixels. Leaves `pathEdgesAreFinite` false when a point maps behind the eye.
    func buildPathEdges(from lines: Polylines, toPixels: ProjectiveTransform) {
        pathEdges.removeAll(keepingCapacity: true)
        pathEdgesAreFinite = true
        pathMinX = .infinity; pathMinY = .infinity; pathMaxX = -.infinity; pathMaxY = -.infinity
        let m = toPixels
        let affine = m.isAffine
        lines.points.withUnsafeBufferPointer { points in
            for i in 0..<lines.subpathCount {
                let r = lines.range(of: i)
                guard r.count >= 2 else { continue }
                func map(_ p: CGPoint) -> (Double, Double)? {
                    let x = Double(p.x), y = Double(p.y)
                    let px = x * m.m11 + y * m.m21 + m.m31, py = x * m.m12 + y * m.m22 + m.m32
                    if affine { return (px, py) }
                    let w = x * m.m13 + y * m.m23 + m.m33
                    guard w > ProjectiveTransform.minimumW else { return nil }
                    return (px / w, py / w)
                }
                guard var previous = map(points[r.upperBound - 1]) else { pathEdgesAreFinite = false; return }
                for j in r {
                    guard let next = map(points[j]), next.0.isFinite, next.1.isFinite else { pathEdgesAreFinite = false; return }
                    pathMinX = min(pathMinX, next.0); pathMaxX = max(pathMaxX, next.0)
                    pathMinY = min(pathMinY, next.1); pathMaxY = max(pathMaxY, next.1)
                    if previous.1 != next.1 {
                        let down = next.1 > previous.1
                        let (top, bottom) = down ? (previous, next) : (next, previous)
                        pathEdges.append(_PathEdge(x0: top.0, y0: top.1, y1: bottom.1,
                                                   dxdy: (bottom.0 - top.0) / (bottom.1 - top.1), winding: down ? 1 : -1))
                    }
                    previous = next
                }
            }
        }
    }

    /// Covers `box` row by row: the edges that start in each row join the active ones, each
    /// sub-scanline's crossings are sorted and the spans inside added exactly across, and each
    /// finished row that the polygons reach is handed to `row` with its coverage, per column of
    /// the box, in `pathRowCoverage`.
    func coverPath(box: _PixelBox, evenOdd: Bool, row: (_ y: Int) -> Void) {
        let width = box.width, rows = box.height
        // Edges by the row they start in (a counting sort: no comparisons, no allocation).
        pathRowStarts.removeAll(keepingCapacity: true)
        pathRowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
        pathOrder.removeAll(keepingCapacity: true)
        for edge in pathEdges where edge.y1 > Double(box.y0) && edge.y0 < Double(box.y1) {
            let row = min(max(Int(edge.y0.rounded(.down)) - box.y0, 0), rows - 1)
            pathRowStarts[row + 1] += 1
        }
        for r in 0..<rows { pathRowStarts[r + 1] += pathRowStarts[r] }
        pathOrder.append(contentsOf: repeatElement(-1, count: Int(pathRowStarts[rows])))
        pathFill.removeAll(keepingCapacity: true)
        pathFill.append(contentsOf: repeatElement(0, count: rows))
        for (e, edge) in pathEdges.enumerated() where edge.y1 > Double(box.y0) && edge.y0 < Double(box.y1) {
            let row = min(max(Int(edge.y0.rounded(.down)) - box.y0, 0), rows - 1)
            pathOrder[Int(pathRowStarts[row] + pathFill[row])] = Int32(e)
            pathFill[row] += 1
        }
        pathCover.removeAll(keepingCapacity: true)
        pathCover.append(contentsOf: repeatElement(0, count: width + 1))
        pathDelta.removeAll(keepingCapacity: true)
        pathDelta.append(contentsOf: repeatElement(0, count: width + 1))
        pathActive.removeAll(keepingCapacity: true)
        pathRowCoverage.removeAll(keepingCapacity: true)
        pathRowCoverage.append(contentsOf: repeatElement(0, count: width))
        // A sub-scanline crosses each active edge at most once.
        if pathCrossings.count < pathEdges.count {
            pathCrossings.append(contentsOf: repeatElement(_PathCrossing(x: 0, winding: 0), count: pathEdges.count - pathCrossings.count))
        }

        for r in 0..<rows {
            let y = box.y0 + r
            for k in Int(pathRowStarts[r])..<Int(pathRowStarts[r + 1]) { pathActive.append(pathOrder[k]) }
            pathActive.removeAll { pathEdges[Int($0)].y1 <= Double(y) }
            guard !pathActive.isEmpty else { continue }
            // The row's sub-scanlines through pointers: the buffers are the rasteriser's and are
            // not touched by `row`, which reads only `pathRowCoverage`, after this.
            pathEdges.withUnsafeBufferPointer { edges in
                pathActive.withUnsafeBufferPointer { active in
                    pathCrossings.withUnsafeMutableBufferPointer { crossings in
                        pathCover.withUnsafeMutableBufferPointer { cover in
                            pathDelta.withUnsafeMutableBufferPointer { delta in
                                pathRowCoverage.withUnsafeMutableBufferPointer { coverage in
                                    Self.coverRow(y: y, x0: box.x0, width: width, evenOdd: evenOdd, edges: edges.baseAddress!,
                                                  active: active, crossings: crossings.baseAddress!, cover: cover.baseAddress!,
                                                  delta: delta.baseAddress!, coverage: coverage.baseAddress!)
                                }
                            }
                        }
                    }
                }
            }
            row(y)
        }
    }

    /// Covers pixel row `y` of a box `width` wide from `x0`: each sub-scanline's crossings of the
    /// `active` edges, sorted, their inside spans added exactly across into `cover` and `delta`
    /// (`width + 1` each, left cleared), and the row's coverage written into `coverage`.
    private static func coverRow(
        y: Int, x0 box0: Int, width: Int, evenOdd: Bool, edges: UnsafePointer<_PathEdge>, active: UnsafeBufferPointer<Int32>,
        crossings: UnsafeMutablePointer<_PathCrossing>, cover: UnsafeMutablePointer<Float>,
        delta: UnsafeMutablePointer<Float>, coverage: UnsafeMutablePointer<Float>
    ) {
        let s = pathSubscanlines
        let weight = 1 / Double(s)
        let x0 = Double(box0), x1 = Double(box0 + width)
        for sub in 0..<s {
            let ys = Double(y) + (Double(sub) + 0.5) * weight
            var count = 0
            for e in active {
                let edge = edges[Int(e)]
                guard edge.y0 <= ys, ys < edge.y1 else { continue }
                let crossing = _PathCrossing(x: edge.x0 + (ys - edge.y0) * edge.dxdy, winding: edge.winding)
                // Insertion in order of x (a row crosses few edges).
                var at = count
                while at > 0 && crossings[at - 1].x > crossing.x {
                    crossings[at] = crossings[at - 1]
                    at -= 1
                }
                crossings[at] = crossing
                count += 1
            }
            var winding: Int32 = 0
            for c in 0..<count {
                winding += crossings[c].winding
                let inside = evenOdd ? winding & 1 != 0 : winding != 0
                guard inside, c + 1 < count else { continue }
                let a = max(crossings[c].x, x0), b = min(crossings[c + 1].x, x1)
                guard b > a else { continue }
                addSpan(from: a - x0, to: b - x0, weight: weight, cover: cover, delta: delta)
            }
        }
        // The row's coverage: end pixels plus the running sum of whole spans, cleared for the next.
        var running: Float = 0
        for i in 0..<width {
            running += delta[i]
            coverage[i] = min(max(running + cover[i], 0), 1)
            delta[i] = 0
            cover[i] = 0
        }
        delta[width] = 0
        cover[width] = 0
    }

    /// Adds the span [a, b) (columns of the box, fractional) at `weight` to the row's coverage:
    /// its two end pixels by the part they hold, the pixels between through the running sum.
    @inline(__always)
    private static func addSpan(from a: Double, to b: Double, weight: Double, cover: UnsafeMutablePointer<Float>,
                                delta: UnsafeMutablePointer<Float>) {
        let ia = Int(a), ib = Int(b)
        if ia == ib {
            cover[ia] += Float((b - a) * weight)
            return
        }
        cover[ia] += Float((Double(ia + 1) - a) * weight)
        cover[ib] += Float((b - Double(ib)) * weight)
        delta[ia + 1] += Float(weight)
        delta[ib] -= Float(weight)
    }

    /// Composites one row of the box from the coverage gathered for it.
    private func compositeCoveredRow(y: Int, box: _PixelBox, pixel: PremultipliedPixel, target: _RasterTarget) {
        let rowStart = y &* target.width &+ box.x0
        let opaque = pixel.w == 1
        let clipped = !clipPlanes.isEmpty
        for i in 0..<box.width {
            var coverage = pathRowCoverage[i]
            guard coverage > 1e-6 else { continue }
            if clipped { coverage *= clipCoverage(x: box.x0 + i, y: y) }
            guard coverage > 1e-6 else { continue }
            let destination = target.pixels + rowStart + i
            if opaque && coverage >= 1 {
                destination.pointee = pixel
                target.cover[rowStart + i] = 0
            } else {
                let source = pixel * coverage
                destination.pointee = source + destination.pointee * (1 - source.w)
                target.cover[rowStart + i] *= 1 - source.w
            }
        }
    }

    /// The share of pixel (x, y) inside every one of the current item's clips: 1 when its four
    /// corners and centre are inside, else 4 × 4 samples.
    func clipCoverage(x: Int, y: Int) -> Float {
        func inside(_ px: Double, _ py: Double) -> Bool {
            for plane in clipPlanes where !plane.contains(px, py) { return false }
            return true
        }
        let fx = Double(x), fy = Double(y)
        if inside(fx, fy) && inside(fx + 1, fy) && inside(fx, fy + 1) && inside(fx + 1, fy + 1) && inside(fx + 0.5, fy + 0.5) {
            return 1
        }
        var count = 0
        for j in 0..<4 {
            for i in 0..<4 where inside(fx + (Double(i) + 0.5) / 4, fy + (Double(j) + 0.5) / 4) { count += 1 }
        }
        return Float(count) / 16
    }

    /// An upper bound on how many pixels a point of the item's plane near `p` stretches to (the
    /// Frobenius norm of the map's derivative there), for the flattening tolerance.
    static func greatestStretch(of m: ProjectiveTransform, at p: CGPoint) -> Double {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m.m13 + y * m.m23 + m.m33
        guard abs(w) > ProjectiveTransform.minimumW else { return 0 }
        let px = (x * m.m11 + y * m.m21 + m.m31) / w, py = (x * m.m12 + y * m.m22 + m.m32) / w
        // d(px)/dx = (m11 − px·m13) / w, and so on.
        let a = (m.m11 - px * m.m13) / w, b = (m.m12 - py * m.m13) / w
        let c = (m.m21 - px * m.m23) / w, d = (m.m22 - py * m.m23) / w
        return (a * a + b * b + c * c + d * d).squareRoot()
    }

    /// The local rectangle holding the corners of `box` mapped back through `toLocal`; nil when
    /// one lies behind the eye.
    static func localRect(of box: _PixelBox, under toLocal: _PixelToLocal) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in 0..<4 {
            var x = 0.0, y = 0.0
            guard toLocal.map(Double(corner & 1 == 0 ? box.x0 : box.x1), Double(corner < 2 ? box.y0 : box.y1), &x, &y) else { return nil }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
