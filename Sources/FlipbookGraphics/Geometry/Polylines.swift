//  Polylines.swift — FlipbookGraphics
//  A path made of straight lines — curves flattened within a tolerance — and what is done to one
//  before it is filled: trimming (strokeStart/strokeEnd), dashing and stroking into an outline.
//  Status: complete.

import Foundation

/// Subpaths of straight lines, in one flat array of points so that a renderer can refill the
/// same storage frame after frame without allocating.
package struct Polylines: Sendable {
    /// Every subpath's points, one after another.
    package private(set) var points: [CGPoint] = []
    /// Where each subpath's points begin in `points`.
    package private(set) var starts: [Int] = []
    /// Whether each subpath is closed (its last point joins its first).
    package private(set) var closed: [Bool] = []

    package init() {}

    package var subpathCount: Int { starts.count }

    /// The range of `points` holding subpath `i`.
    package func range(of i: Int) -> Range<Int> {
        starts[i]..<(i + 1 < starts.count ? starts[i + 1] : points.count)
    }

    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        closed.removeAll(keepingCapacity: true)
    }

    package mutating func beginSubpath(at p: CGPoint) {
        starts.append(points.count)
        closed.append(false)
        points.append(p)
    }

    package mutating func addPoint(_ p: CGPoint) {
        if let last = points.last, starts.last.map({ $0 < points.count }) == true, last == p { return }
        points.append(p)
    }

    package mutating func closeSubpath() {
        guard !closed.isEmpty else { return }
        closed[closed.count - 1] = true
    }

    /// Appends every subpath of `other` (copied into this storage, which stays unshared).
    package mutating func append(contentsOf other: Polylines) {
        let base = points.count
        points.append(contentsOf: other.points)
        for start in other.starts { starts.append(base + start) }
        closed.append(contentsOf: other.closed)
    }

    // MARK: Flattening

    /// Replaces the contents with `path`, its curves cut into lines that stay within `tolerance`
    /// of them (Wang's bound on a Bézier curve's distance from its chords).
    package mutating func flatten(_ path: PathData, tolerance: Double) {
        removeAll()
        let tol = max(tolerance, 1e-6)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                beginSubpath(at: p)
                current = p
            case .line(let p):
                addPoint(p)
                current = p
            case .quad(let c, let p):
                let m = Self.norm(current.x - 2 * c.x + p.x, current.y - 2 * c.y + p.y)
                let n = Self.pieces(0.25 * m / tol)
                for i in 1...n { addPoint(i == n ? p : PathData.quadPoint(current, c, p, Double(i) / Double(n))) }
                current = p
            case .cubic(let c1, let c2, let p):
                let m = max(Self.norm(current.x - 2 * c1.x + c2.x, current.y - 2 * c1.y + c2.y),
                            Self.norm(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = Self.pieces(0.75 * m / tol)
                for i in 1...n { addPoint(i == n ? p : PathData.cubicPoint(current, c1, c2, p, Double(i) / Double(n))) }
                current = p
            case .close:
                closeSubpath()
            }
        }
    }

    /// Replaces the contents with a rectangle whose corners are quarter circles of `radius` (at
    /// most half the shorter side), each cut into lines within `tolerance` of it.
    package mutating func setRoundedRect(_ rect: CGRect, radius: Double, tolerance: Double) {
        removeAll()
        let r = max(0, min(radius, Double(min(rect.width, rect.height)) / 2))
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard r > 0 else {
            beginSubpath(at: CGPoint(x: x0, y: y0))
            points.append(CGPoint(x: x1, y: y0))
            points.append(CGPoint(x: x1, y: y1))
            points.append(CGPoint(x: x0, y: y1))
            closeSubpath()
            return
        }
        // Steps per quarter circle so that each chord's sagitta r(1 − cos(θ/2)) stays within the tolerance.
        let step = 2 * acos(max(-1, 1 - max(tolerance, 1e-6) / r))
        let steps = min(max(Int((Double.pi / 2 / step).rounded(.up)), 1), 256)
        // The corners clockwise from the top right (no array of them: nothing is allocated).
        for corner in 0..<4 {
            let cx = corner < 2 ? x1 - r : x0 + r, cy = corner == 0 || corner == 3 ? y0 + r : y1 - r
            for k in 0...steps {
                let a = (Double(corner) - 1 + Double(k) / Double(steps)) * Double.pi / 2
                let p = CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
                if corner == 0 && k == 0 { beginSubpath(at: p) } else { addPoint(p) }
            }
        }
        closeSubpath()
    }

    private static func norm(_ x: CGFloat, _ y: CGFloat) -> Double { (Double(x) * Double(x) + Double(y) * Double(y)).squareRoot() }

    private static func pieces(_ squared: Double) -> Int {
        guard squared.isFinite else { return 1 }
        return min(max(Int(squared.squareRoot().rounded(.up)), 1), 4096)
    }

    // MARK: Measures

    /// The area enclosed under the non-zero winding rule's sign convention: the sum of each closed
    /// or filled subpath's signed (shoelace) area — positive for subpaths clockwise on a y-down screen.
    package var signedArea: Double {
        var total = 0.0
        for i in 0..<subpathCount { total += Self.signedArea(points[range(of: i)]) }
        return total
    }

    package static func signedArea(_ ring: ArraySlice<CGPoint>) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = ring.last!
        for p in ring {
            sum += Double(previous.x) * Double(p.y) - Double(p.x) * Double(previous.y)
            previous = p
        }
        return sum / 2
    }

    /// The total length of every subpath as stroked (a closed one includes its closing line).
    package var length: Double {
        var total = 0.0
        for i in 0..<subpathCount { total += subpathLength(i) }
        return total
    }

    package func subpathLength(_ i: Int) -> Double {
        let r = range(of: i)
        var total = 0.0
        for j in r.dropFirst() { total += Self.distance(points[j - 1], points[j]) }
        if closed[i], r.count > 1 { total += Self.distance(points[r.upperBound - 1], points[r.lowerBound]) }
        return total
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { norm(b.x - a.x, b.y - a.y) }

    /// Whether `p` is inside the subpaths filled by `rule` (every subpath counts as closed, as
    /// Core Graphics fills open ones).
    package func contains(_ p: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for i in 0..<subpathCount {
            let r = range(of: i)
            guard r.count >= 2 else { continue }
            var previous = points[r.upperBound - 1]
            for j in r {
                let q = points[j]
                if previous.y <= p.y {
                    if q.y > p.y && Self.side(previous, q, p) > 0 { winding += 1 }
                } else if q.y <= p.y && Self.side(previous, q, p) < 0 {
                    winding -= 1
                }
                previous = q
            }
        }
        return evenOdd ? winding & 1 != 0 : winding != 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
        (Double(b.x) - Double(a.x)) * (Double(p.y) - Double(a.y)) - (Double(p.x) - Double(a.x)) * (Double(b.y) - Double(a.y))
    }

    // MARK: Trimming and dashing (what a stroke draws)

    /// The part of `source` between `start` and `end`, fractions of its whole length (Core
    /// Animation's `strokeStart` and `strokeEnd`, measured along every subpath in turn), as open
    /// subpaths; a closed subpath wholly inside stays closed.
    package mutating func trim(_ source: Polylines, start: Double, end: Double) {
        removeAll()
        let total = source.length
        let from = max(0, min(start, 1)) * total, to = max(0, min(end, 1)) * total
        guard to > from else { return }
        if from <= 0 && to >= total {
            append(contentsOf: source)
            return
        }
        var offset = 0.0
        for i in 0..<source.subpathCount {
            let length = source.subpathLength(i)
            defer { offset += length }
            let a = from - offset, b = to - offset
            guard b > 0, a < length else { continue }
            source.appendSpan(of: i, from: max(a, 0), to: min(b, length), into: &self)
        }
    }

    /// Replaces the contents with `source` cut into dashes: `pattern` lengths alternately drawn
    /// and skipped, starting `phase` into the pattern, restarting on each subpath (as Core
    /// Graphics dashes). An empty or all-zero pattern leaves the source whole.
    package mutating func dash(_ source: Polylines, pattern: [Double], phase: Double) {
        removeAll()
        let period = pattern.reduce(0) { $0 + max($1, 0) }
        guard period > 0 else {
            append(contentsOf: source)
            return
        }
        for i in 0..<source.subpathCount {
            let length = source.subpathLength(i)
            // Where in the pattern the subpath begins.
            var position = phase.truncatingRemainder(dividingBy: period)
            if position < 0 { position += period }
            var index = 0
            while position >= max(pattern[index], 0) {
                position -= max(pattern[index], 0)
                index = (index + 1) % pattern.count
            }
            var along = 0.0
            while along < length {
                let piece = max(pattern[index], 0) - position
                let next = min(along + piece, length)
                if index % 2 == 0 && next > along { source.appendSpan(of: i, from: along, to: next, into: &self) }
                along = next
                position = 0
                index = (index + 1) % pattern.count
            }
        }
    }

    /// Appends subpath `i` from arc length `a` to `b` as an open subpath of `out`.
    private func appendSpan(of i: Int, from a: Double, to b: Double, into out: inout Polylines) {
        let r = range(of: i)
        let count = r.count + (closed[i] ? 1 : 0)
        if a <= 0, b >= subpathLength(i), closed[i] {
            out.beginSubpath(at: points[r.lowerBound])
            for j in r.dropFirst() { out.points.append(points[j]) }
            out.closeSubpath()
            return
        }
        func point(_ k: Int) -> CGPoint { points[r.lowerBound + k % r.count] }
        var along = 0.0
        var started = false
        for k in 1..<max(count, 1) {
            let p = point(k - 1), q = point(k)
            let d = Self.distance(p, q)
            defer { along += d }
            guard d > 0, along + d > a, along < b else { continue }
            func at(_ s: Double) -> CGPoint {
                let t = (s - along) / d
                return CGPoint(x: Double(p.x) + (Double(q.x) - Double(p.x)) * t, y: Double(p.y) + (Double(q.y) - Double(p.y)) * t)
            }
            if !started {
                out.beginSubpath(at: a > along ? at(a) : p)
                started = true
            }
            out.addPoint(b < along + d ? at(b) : q)
        }
    }

    // MARK: Stroking

    /// Replaces the contents with the outline of `source` stroked `width` wide: a polygon per
    /// line, join and cap, each turning the same way, so that filling them by the non-zero
    /// winding rule fills their union — the stroke — exactly, overlaps counted once.
    package mutating func stroke(_ source: Polylines, width: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double) {
        removeAll()
        let h = width / 2
        guard h > 0 else { return }
        // Polygons for round joins and caps are circles within a hundredth of a point.
        let roundSteps = max(8, min(256, Int((Double.pi / acos(max(-1, 1 - 0.01 / max(h, 0.01)))).rounded(.up))))
        for i in 0..<source.subpathCount {
            let r = source.range(of: i)
            let ring = source.closed[i]
            // The subpath's distinct points (a closed one without its repeated start).
            var n = r.count
            if ring, n > 1, source.points[r.upperBound - 1] == source.points[r.lowerBound] { n -= 1 }
            func p(_ k: Int) -> CGPoint { source.points[r.lowerBound + (k % n + n) % n] }
            if n == 1 {
                // A lone point: a dot for round and square caps (Core Graphics draws none for butt).
                let c = p(0)
                switch cap {
                case .round: addCircle(c, radius: h, steps: roundSteps)
                case .square: addPolygonTurningOneWay(CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h),
                                                      CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h))
                case .butt: break
                }
                continue
            }
            let segments = ring ? n : n - 1
            for k in 0..<segments {
                let a = p(k), b = p(k + 1)
                let d = Self.distance(a, b)
                guard d > 0 else { continue }
                let ux = (Double(b.x) - Double(a.x)) / d, uy = (Double(b.y) - Double(a.y)) / d
                var a2 = a, b2 = b
                if !ring && cap == .square {
                    if k == 0 { a2 = CGPoint(x: Double(a.x) - ux * h, y: Double(a.y) - uy * h) }
                    if k == segments - 1 { b2 = CGPoint(x: Double(b.x) + ux * h, y: Double(b.y) + uy * h) }
                }
                let nx = -uy * h, ny = ux * h
                addPolygonTurningOneWay(CGPoint(x: Double(a2.x) + nx, y: Double(a2.y) + ny), CGPoint(x: Double(b2.x) + nx, y: Double(b2.y) + ny),
                                        CGPoint(x: Double(b2.x) - nx, y: Double(b2.y) - ny), CGPoint(x: Double(a2.x) - nx, y: Double(a2.y) - ny))
            }
            // Joins at every inner vertex (all of a closed subpath's).
            let joins = ring ? 0..<n : 1..<(n - 1)
            for k in joins {
                addJoin(at: p(k), from: p(k - 1), to: p(k + 1), halfWidth: h, join: join, miterLimit: miterLimit, roundSteps: roundSteps)
            }
            if !ring && cap == .round {
                addCircle(p(0), radius: h, steps: roundSteps)
                addCircle(p(n - 1), radius: h, steps: roundSteps)
            }
        }
    }

    /// The wedge that fills the outside of the turn at `v`, between the ends of the two lines'
    /// rectangles: a triangle (bevel), a quadrilateral to the miter point, or a circle (round).
    private mutating func addJoin(at v: CGPoint, from a: CGPoint, to b: CGPoint, halfWidth h: Double,
                                  join: CGLineJoin, miterLimit: Double, roundSteps: Int) {
        let d1 = Self.distance(a, v), d2 = Self.distance(v, b)
        guard d1 > 0, d2 > 0 else { return }
        let u1 = ((Double(v.x) - Double(a.x)) / d1, (Double(v.y) - Double(a.y)) / d1)
        let u2 = ((Double(b.x) - Double(v.x)) / d2, (Double(b.y) - Double(v.y)) / d2)
        let cross = u1.0 * u2.1 - u1.1 * u2.0
        let dot = u1.0 * u2.0 + u1.1 * u2.1
        guard abs(cross) > 1e-12 || dot < 0 else { return }   // straight on: nothing to fill
        if join == .round {
            addCircle(v, radius: h, steps: roundSteps)
            return
        }
        // The outer side is opposite to the turn.
        let s = cross > 0 ? -1.0 : 1.0
        let n1 = (-u1.1 * h * s, u1.0 * h * s), n2 = (-u2.1 * h * s, u2.0 * h * s)
        let e1 = CGPoint(x: Double(v.x) + n1.0, y: Double(v.y) + n1.1), e2 = CGPoint(x: Double(v.x) + n2.0, y: Double(v.y) + n2.1)
        // Core Graphics' miter limit bounds the miter's length over the line width: 1 / sin(θ / 2).
        let theta = acos(max(-1, min(1, -dot)))   // the angle between the two lines at the vertex
        let miterRatio = 1 / max(sin(theta / 2), 1e-12)
        if join == .miter && miterRatio <= miterLimit {
            let bx = n1.0 + n2.0, by = n1.1 + n2.1, lb = (bx * bx + by * by).squareRoot()
            let reach = h * miterRatio
            let tip = CGPoint(x: Double(v.x) + bx / lb * reach, y: Double(v.y) + by / lb * reach)
            addPolygonTurningOneWay(v, e1, tip, e2)
        } else {
            addPolygonTurningOneWay(v, e1, e2)
        }
    }

    /// A regular polygon of `steps` corners with the circle's area (its corners a hair outside
    /// the circle, its sides a hair inside), so that round joins and caps cover what they should.
    private mutating func addCircle(_ c: CGPoint, radius r: Double, steps: Int) {
        let turn = 2 * Double.pi / Double(steps)
        let radius = r * (turn / sin(turn)).squareRoot()
        beginSubpath(at: CGPoint(x: Double(c.x) + radius, y: Double(c.y)))
        for k in 1..<steps {
            let a = Double(k) / Double(steps) * 2 * Double.pi
            points.append(CGPoint(x: Double(c.x) + radius * cos(a), y: Double(c.y) + radius * sin(a)))
        }
        closeSubpath()
    }

    /// Adds the corners as a closed polygon turning clockwise on a y-down screen (positive signed
    /// area), into the kept storage: no array is made per polygon.
    private mutating func addPolygonTurningOneWay(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint? = nil) {
        let first = points.count
        beginSubpath(at: a)
        points.append(b)
        points.append(c)
        if let d { points.append(d) }
        closeSubpath()
        let area = Self.signedArea(points[first...])
        if area < 0 {
            // In place (reversing the slice would copy it: the array holds the same storage).
            var (i, j) = (first, points.count - 1)
            while i < j {
                points.swapAt(i, j)
                i += 1
                j -= 1
            }
        } else if area == 0 {
            points.removeSubrange(first...)
            starts.removeLast()
            closed.removeLast()
        }
    }
}
