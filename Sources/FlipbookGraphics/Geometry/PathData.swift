//  PathData.swift — FlipbookGraphics
//  The elements of a path as one value: what CGPath holds, what a shape layer animates and what
//  the display list carries. Status: complete.

import Foundation

/// A path's elements — moves, lines, quadratic and cubic Bézier curves, closes — in the order
/// they were added, as Core Graphics keeps them. Arcs, ellipses and rounded rectangles are made
/// of cubic curves, as Core Graphics makes them, so a path reads back as it does there.
package struct PathData: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, to: CGPoint)
        case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
        case close

        /// Calls `body` with each point the element carries, in Core Graphics' order (controls,
        /// then the end). No array: bounds are read off an animated path every frame.
        @inline(__always)
        package func forEachPoint(_ body: (CGPoint) -> Void) {
            switch self {
            case .move(let p), .line(let p): body(p)
            case .quad(let c, let p): body(c); body(p)
            case .cubic(let c1, let c2, let p): body(c1); body(c2); body(p)
            case .close: break
            }
        }

        /// Where the element ends (nil for a close, which ends where its subpath began).
        package var end: CGPoint? {
            switch self {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }

        /// The same element with every point mapped by `map`.
        package func mapped(_ map: (CGPoint) -> CGPoint) -> Element {
            switch self {
            case .move(let p): return .move(map(p))
            case .line(let p): return .line(map(p))
            case .quad(let c, let p): return .quad(control: map(c), to: map(p))
            case .cubic(let c1, let c2, let p): return .cubic(control1: map(c1), control2: map(c2), to: map(p))
            case .close: return .close
            }
        }
    }

    // The elements alone are stored (a path is one reference wide in the display list, which
    // copies it item by item); the current subpath's start and the current point are read off them.
    package private(set) var elements: [Element] = []

    /// Where the current subpath began (nil before the first move).
    package var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .move(let p) = element { return p }
        }
        return nil
    }

    /// The current point: the last element's end, or after a close its subpath's start (nil
    /// before the first move).
    package var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        if case .close = last { return subpathStart }
        return last.end
    }

    package init() {}

    package init(elements: [Element]) {
        for element in elements { append(element) }
    }

    package var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    /// Appends `element`, keeping the current point as Core Graphics does: a line or curve with
    /// no current point is dropped (Core Graphics logs "no current point"), and one after a close
    /// starts a new subpath at the closed one's start.
    package mutating func append(_ element: Element) {
        switch element {
        case .move:
            elements.append(element)
        case .line, .quad, .cubic:
            // A path's first element is always a move, so a path with elements has a current point.
            guard let last = elements.last else { return }
            if case .close = last, let start = subpathStart { elements.append(.move(start)) }
            elements.append(element)
        case .close:
            guard let last = elements.last else { return }
            if case .close = last { return }
            elements.append(.close)
        }
    }

    package mutating func append(contentsOf other: PathData, transform: CGAffineTransform = .identity) {
        for element in other.elements {
            append(transform.isIdentity ? element : element.mapped { $0.applying(transform) })
        }
    }

    /// An arc of the circle around `center`, from `startAngle` through `delta` radians (positive:
    /// towards increasing angles, which is clockwise on a y-down screen), as cubic curves of at most
    /// a quarter turn each. Begins with a line from the current point to the arc's start, or a
    /// move when there is none.
    package mutating func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                                    transform: CGAffineTransform = .identity) {
        let r = Double(radius), a0 = Double(startAngle), sweep = Double(delta)
        func point(_ a: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + r * cos(a), y: Double(center.y) + r * sin(a)).applying(transform)
        }
        let start = point(a0)
        if currentPoint == nil { append(.move(start)) } else if currentPoint != start { append(.line(start)) }
        guard sweep != 0, r > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control points' distance along the tangents that makes a cubic best follow an arc.
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<pieces {
            let a = a0 + step * Double(i), b = a + step
            let c1 = CGPoint(x: Double(center.x) + r * cos(a) - k * sin(a), y: Double(center.y) + r * sin(a) + k * cos(a))
            let c2 = CGPoint(x: Double(center.x) + r * cos(b) + k * sin(b), y: Double(center.y) + r * sin(b) - k * cos(b))
            append(.cubic(control1: c1.applying(transform), control2: c2.applying(transform), to: point(b)))
        }
    }

    /// The signed sweep Core Graphics gives an arc from `startAngle` to `endAngle`: towards
    /// increasing angles when `increasing`, less than a whole turn unless the two are a turn or
    /// more apart (then exactly one turn).
    package static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = increasing ? endAngle - startAngle : startAngle - endAngle
        if delta >= turn {
            delta = turn
        } else if delta < 0 {
            delta = delta.truncatingRemainder(dividingBy: turn)
            if delta < 0 { delta += turn }
        }
        return increasing ? delta : -delta
    }

    /// An ellipse inscribed in `rect`: four cubic curves from its rightmost point, towards
    /// increasing angles (clockwise on a y-down screen), closed.
    package mutating func appendEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let cx = Double(rect.midX), cy = Double(rect.midY), rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
        append(.move(p(rx, 0)))
        append(.cubic(control1: p(rx, k * ry), control2: p(k * rx, ry), to: p(0, ry)))
        append(.cubic(control1: p(-k * rx, ry), control2: p(-rx, k * ry), to: p(-rx, 0)))
        append(.cubic(control1: p(-rx, -k * ry), control2: p(-k * rx, -ry), to: p(0, -ry)))
        append(.cubic(control1: p(k * rx, -ry), control2: p(rx, -k * ry), to: p(rx, 0)))
        append(.close)
    }

    /// A rectangle: a move to its top-left corner, three lines clockwise on a y-down screen, a close.
    package mutating func appendRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(.move(CGPoint(x: r.minX, y: r.minY).applying(transform)))
        append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        append(.close)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerWidth` × `cornerHeight` (each at
    /// most half the side), from the end of the top-left corner, clockwise on a y-down screen.
    /// Corners of radius 0 are sharp. `radii` gives each corner its own (top-left, top-right,
    /// bottom-right, bottom-left).
    package mutating func appendRoundedRect(_ rect: CGRect, radii: [CGSize], transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k = 1 - 4.0 / 3.0 * (2.0.squareRoot() - 1)   // where a quarter ellipse's controls lie, from the corner
        let limited = radii.map { CGSize(width: min(max($0.width, 0), r.width / 2), height: min(max($0.height, 0), r.height / 2)) }
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let tl = limited[0], tr = limited[1], br = limited[2], bl = limited[3]
        append(.move(p(r.minX + tl.width, r.minY)))
        append(.line(p(r.maxX - tr.width, r.minY)))
        if tr.width > 0 && tr.height > 0 {
            append(.cubic(control1: p(r.maxX - tr.width * k, r.minY), control2: p(r.maxX, r.minY + tr.height * k),
                          to: p(r.maxX, r.minY + tr.height)))
        }
        append(.line(p(r.maxX, r.maxY - br.height)))
        if br.width > 0 && br.height > 0 {
            append(.cubic(control1: p(r.maxX, r.maxY - br.height * k), control2: p(r.maxX - br.width * k, r.maxY),
                          to: p(r.maxX - br.width, r.maxY)))
        }
        append(.line(p(r.minX + bl.width, r.maxY)))
        if bl.width > 0 && bl.height > 0 {
            append(.cubic(control1: p(r.minX + bl.width * k, r.maxY), control2: p(r.minX, r.maxY - bl.height * k),
                          to: p(r.minX, r.maxY - bl.height)))
        }
        append(.line(p(r.minX, r.minY + tl.height)))
        if tl.width > 0 && tl.height > 0 {
            append(.cubic(control1: p(r.minX, r.minY + tl.height * k), control2: p(r.minX + tl.width * k, r.minY),
                          to: p(r.minX + tl.width, r.minY)))
        }
        append(.close)
    }

    /// A layer's rounded rectangle: `radius` on each corner `rounded` names (top-left, top-right,
    /// bottom-right, bottom-left; the others sharp), quarter circles or, when `continuous`, the
    /// continuous-curvature corner Core Animation's `.continuous` corner curve draws.
    ///
    /// A continuous corner reaches 1.52866483 × radius along each side: two cubic ramps into the
    /// curve and a near-circular middle, the profile iOS 7 introduced (its published measurements).
    // Flipbook: where that reach passes half the shorter side, the corners are quarter circles of
    // the radius (at most half the shorter side); Core Animation blends towards such a shape there.
    package mutating func appendLayerRoundedRect(_ rect: CGRect, radius: CGFloat, rounded: [Bool], continuous: Bool) {
        let r = rect.standardized
        let half = min(r.width, r.height) / 2
        let smooth = continuous && Self.continuousReach * radius <= half
        let radius = min(max(radius, 0), half)
        let reach = smooth ? Self.continuousReach * radius : radius
        // Each corner: its point, the unit vector back along the side coming in, and the one along the side going out.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let round = [rounded[1], rounded[2], rounded[3], rounded[0]]
        let lastRounded = round[3] && radius > 0
        append(.move(CGPoint(x: r.minX + (lastRounded ? reach : 0), y: r.minY)))
        for (index, (c, a, b)) in corners.enumerated() {
            func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                CGPoint(x: c.x + (a.dx * u + b.dx * v) * radius, y: c.y + (a.dy * u + b.dy * v) * radius)
            }
            guard round[index], radius > 0 else {
                append(.line(c))
                continue
            }
            if smooth {
                let k = Self.continuousProfile
                append(.line(at(k[0], 0)))
                append(.cubic(control1: at(k[1], 0), control2: at(k[2], 0), to: at(k[3], k[4])))
                append(.line(at(k[5], k[6])))
                append(.cubic(control1: at(k[7], k[8]), control2: at(k[8], k[7]), to: at(k[6], k[5])))
                append(.line(at(k[4], k[3])))
                append(.cubic(control1: at(0, k[2]), control2: at(0, k[1]), to: at(0, k[0])))
            } else {
                let k = 1 - 4.0 / 3.0 * (2.0.squareRoot() - 1)
                append(.line(at(1, 0)))
                append(.cubic(control1: at(k, 0), control2: at(0, k), to: at(0, 1)))
            }
        }
        append(.close)
    }

    /// How far along each side a continuous corner reaches, in radii.
    package static let continuousReach: CGFloat = 1.52866483

    /// The continuous corner's profile in radii from the corner, symmetric about its diagonal:
    /// the start on the side, the first ramp's controls and end, the middle's start, its controls.
    private static let continuousProfile: [CGFloat] = [
        1.52866483, 1.08849323, 0.86840689, 0.66993427, 0.06549600, 0.63149399, 0.07491100, 0.37282392, 0.16905899,
    ]

    /// Core Graphics' arc to a tangent: a line from the current point towards `tangent1End`, then
    /// an arc of `radius` that meets both the line to `tangent1End` and the one from there to
    /// `tangent2End`. Collinear points (or radius 0) give a line to `tangent1End`.
    package mutating func appendArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat,
                                    transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { return }
        // The current point is already in path space; work in the caller's space.
        let inverse = transform.inverted()
        let p0 = current.applying(inverse)
        let ux = Double(p0.x - t1.x), uy = Double(p0.y - t1.y), vx = Double(t2.x - t1.x), vy = Double(t2.y - t1.y)
        let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
        let cross = ux * vy - uy * vx
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            append(.line(t1.applying(transform)))
            return
        }
        let (au, av) = ((ux / lu, uy / lu), (vx / lv, vy / lv))
        let angle = acos(max(-1, min(1, au.0 * av.0 + au.1 * av.1)))   // between the two tangent lines
        let distance = Double(radius) / tan(angle / 2)                   // from the corner to each tangent point
        let start = CGPoint(x: Double(t1.x) + au.0 * distance, y: Double(t1.y) + au.1 * distance)
        let end = CGPoint(x: Double(t1.x) + av.0 * distance, y: Double(t1.y) + av.1 * distance)
        // The centre lies along the bisector, radius / sin(angle / 2) from the corner.
        let bx = au.0 + av.0, by = au.1 + av.1, lb = (bx * bx + by * by).squareRoot()
        let centreDistance = Double(radius) / sin(angle / 2)
        let centre = CGPoint(x: Double(t1.x) + bx / lb * centreDistance, y: Double(t1.y) + by / lb * centreDistance)
        let a0 = atan2(Double(start.y - centre.y), Double(start.x - centre.x))
        let a1 = atan2(Double(end.y - centre.y), Double(end.x - centre.x))
        // The short way round (the arc turns by π − angle, less than half a turn).
        var delta = a1 - a0
        if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
        append(.line(start.applying(transform)))
        appendArc(center: centre, radius: radius, startAngle: CGFloat(a0), delta: CGFloat(delta), transform: transform)
    }

    // MARK: Reading

    /// The smallest rectangle holding every point of the path, control points included
    /// (Core Graphics' `boundingBox`); `.null` for an empty path.
    package var controlPointBounds: CGRect {
        var box = _Box()
        for element in elements {
            element.forEachPoint { box.add($0) }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path as drawn: curves by their extremes, not their
    /// control points (Core Graphics' `boundingBoxOfPath`); `.null` for an empty path.
    package var bounds: CGRect {
        var box = _Box()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.add(current)
                box.add(p)
                for t in Self.extremes(Double(current.x), Double(c.x), Double(p.x)) + Self.extremes(Double(current.y), Double(c.y), Double(p.y)) {
                    box.add(Self.quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(current)
                box.add(p)
                let ts = Self.extremes(Double(current.x), Double(c1.x), Double(c2.x), Double(p.x))
                    + Self.extremes(Double(current.y), Double(c1.y), Double(c2.y), Double(p.y))
                for t in ts { box.add(Self.cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The path with every point mapped by `transform`.
    package func applying(_ transform: CGAffineTransform) -> PathData {
        var out = PathData()
        out.append(contentsOf: self, transform: transform)
        return out
    }

    /// Whether the two paths have the same elements in the same order, so that they can be
    /// interpolated point by point (what Core Animation needs to animate `path`).
    package func hasSameShape(as other: PathData) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
            default: return false
            }
        }
        return true
    }

    /// Point-by-point interpolation towards `other`; nil when their shapes differ.
    package func interpolated(to other: PathData, fraction f: Double) -> PathData? {
        var out = PathData()
        return interpolate(to: other, fraction: f, into: &out) ? out : nil
    }

    /// Point-by-point interpolation towards `other`, written into `out` — in place, allocating
    /// nothing, when `out` already holds as many elements in storage of its own (an animation
    /// keeps such a path from frame to frame). False, and `out` unchanged, when the shapes differ.
    package func interpolate(to other: PathData, fraction f: Double, into out: inout PathData) -> Bool {
        guard hasSameShape(as: other) else { return false }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * f, y: Double(a.y) + (Double(b.y) - Double(a.y)) * f)
        }
        if out.elements.count != elements.count {
            out.elements = Array(repeating: .close, count: elements.count)
        }
        // Same shapes, mixed point by point: the moves, lines and closes stay where they are, so
        // the current point and subpath starts that `append` keeps hold as they did.
        out.elements.withUnsafeMutableBufferPointer { target in
            for i in elements.indices {
                switch (elements[i], other.elements[i]) {
                case let (.move(p), .move(q)): target[i] = .move(mix(p, q))
                case let (.line(p), .line(q)): target[i] = .line(mix(p, q))
                case let (.quad(c, p), .quad(d, q)): target[i] = .quad(control: mix(c, d), to: mix(p, q))
                case let (.cubic(c1, c2, p), .cubic(d1, d2, q)):
                    target[i] = .cubic(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q))
                default: target[i] = .close
                }
            }
        }
        return true
    }

    /// Whether `p` is inside the path filled by the non-zero or the even-odd rule, every subpath
    /// taken as closed; curves are followed by 32 chords each. Allocates nothing (the text pass
    /// asks this for each character cell under a masked view).
    package func contains(_ p: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= p.y {
                if b.y > p.y && Self.side(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y && Self.side(a, b, p) < 0 {
                winding -= 1
            }
        }
        var start = CGPoint.zero, current = CGPoint.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let q):
                if open { edge(current, start) }
                start = q
                current = q
                open = true
            case .line(let q):
                edge(current, q)
                current = q
            case .quad(let c, let q):
                var previous = current
                for i in 1...32 {
                    let next = i == 32 ? q : Self.quadPoint(current, c, q, Double(i) / 32)
                    edge(previous, next)
                    previous = next
                }
                current = q
            case .cubic(let c1, let c2, let q):
                var previous = current
                for i in 1...32 {
                    let next = i == 32 ? q : Self.cubicPoint(current, c1, c2, q, Double(i) / 32)
                    edge(previous, next)
                    previous = next
                }
                current = q
            case .close:
                edge(current, start)
                current = start
                open = false
            }
        }
        if open { edge(current, start) }
        return evenOdd ? winding & 1 != 0 : winding != 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
        (Double(b.x) - Double(a.x)) * (Double(p.y) - Double(a.y)) - (Double(p.x) - Double(a.x)) * (Double(b.y) - Double(a.y))
    }

    // MARK: Curve arithmetic

    package static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * Double(p0.x) + 2 * u * t * Double(c.x) + t * t * Double(p1.x),
                       y: u * u * Double(p0.y) + 2 * u * t * Double(c.y) + t * t * Double(p1.y))
    }

    package static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * Double(p0.x) + b * Double(c1.x) + c * Double(c2.x) + d * Double(p1.x),
                       y: a * Double(p0.y) + b * Double(c1.y) + c * Double(c2.y) + d * Double(p1.y))
    }

    /// Parameters in (0, 1) where a quadratic's coordinate stops moving one way.
    private static func extremes(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let d = a - 2 * b + c
        guard d != 0 else { return [] }
        let t = (a - b) / d
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate stops moving one way (its derivative's roots).
    private static func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B'(t)/3 = (b − a)(1 − t)² + 2(c − b)(1 − t)t + (d − c)t² = A t² + B t + C
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// A growing bounding box.
private struct _Box {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
        minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
