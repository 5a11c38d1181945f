//  PathBooleans.swift — FlipbookGraphics
//  The polygon clipper behind CGPath's boolean operations (union, intersection, subtracting,
//  symmetricDifference, normalized) and its line clipping (lineIntersection, lineSubtracting),
//  on paths of straight lines. Status: complete.

import Foundation

/// Boolean operations on the regions two sets of polygons fill, and the clipping of one set's
/// lines by another's region.
///
/// Every edge is cut wherever it meets another (crossings, an end on another edge, collinear
/// overlaps), so the pieces meet only at their ends. Each distinct piece is then classified by
/// the winding numbers just left and right of its midpoint — counted along a ray from the
/// midpoint that leaves out the piece itself and the pieces lying on it, then stepped across
/// them. A piece with the result's inside on one side only is on the result's boundary; turned
/// so that the inside is on its left, the boundary pieces chain into loops whose winding number
/// is 1 inside the result and 0 outside, which fills the same by the winding and even-odd rules.
/// Quadratic in the number of edges: meant for the hundreds a transition's shapes have.
package enum PathBooleans {
    /// The region where `keep(insideA, insideB)` holds — inside `a`, `b` as each is filled by
    /// the rule (every subpath counted as closed) — as closed loops turning the way a y-down
    /// screen sees as clockwise (positive signed area), holes the other way.
    package static func region(_ a: Polylines, _ b: Polylines, evenOdd: Bool, keep: (Bool, Bool) -> Bool) -> Polylines {
        let arrangement = Arrangement(segments(a, source: 0, closingOpen: true) + segments(b, source: 1, closingOpen: true))
        var boundary: [(from: Point, to: Point)] = []
        for g in arrangement.groups.indices {
            let (left, right) = arrangement.windings(across: g)
            let inLeft = keep(inside(left.0, evenOdd), inside(left.1, evenOdd))
            let inRight = keep(inside(right.0, evenOdd), inside(right.1, evenOdd))
            guard inLeft != inRight else { continue }
            let group = arrangement.groups[g]
            boundary.append(inLeft ? (group.from, group.to) : (group.to, group.from))
        }
        return loops(boundary, tolerance: arrangement.tolerance)
    }

    /// The lines of `a` (an open subpath's lines, a closed one's with its closing line) that lie
    /// inside the region `b` fills by the rule (`keepInside`), or outside it. A line along the
    /// region's edge counts as inside. A closed subpath kept whole stays closed; the rest come
    /// back as open subpaths.
    package static func lines(_ a: Polylines, clippedBy b: Polylines, evenOdd: Bool, keepInside: Bool) -> Polylines {
        let arrangement = Arrangement(segments(a, source: 0, closingOpen: false) + segments(b, source: 1, closingOpen: true))
        var keptGroup = [Bool](repeating: false, count: arrangement.groups.count)
        for g in arrangement.groups.indices where arrangement.groups[g].fromA {
            let (left, right) = arrangement.windings(across: g)
            keptGroup[g] = (inside(left.1, evenOdd) || inside(right.1, evenOdd)) == keepInside
        }
        // Runs of kept pieces, subpath by subpath, in the order they were drawn.
        var result = Polylines()
        let pieces = arrangement.pieces.filter { $0.source == 0 }
        var i = 0
        while i < pieces.count {
            var j = i
            while j < pieces.count && pieces[j].subpath == pieces[i].subpath { j += 1 }
            appendRuns(of: pieces[i..<j], kept: { keptGroup[$0.group] }, closed: a.closed[pieces[i].subpath], into: &result)
            i = j
        }
        return result
    }

    // MARK: Pieces

    /// A point, compared exactly: pieces meet where their ends are equal.
    fileprivate struct Point: Hashable {
        var x: Double, y: Double
        init(x: Double, y: Double) { self.x = x; self.y = y }
        init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
        var cgPoint: CGPoint { CGPoint(x: x, y: y) }
        static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
        func cross(_ o: Point) -> Double { x * o.y - y * o.x }
        func dot(_ o: Point) -> Double { x * o.x + y * o.y }
        var length: Double { (x * x + y * y).squareRoot() }
    }

    /// An edge of a subpath: `source` 0 for the first set of polygons, 1 for the second.
    fileprivate struct Segment {
        var from: Point, to: Point
        var source: Int, subpath: Int
        var group = 0
    }

    private static func inside(_ winding: Int, _ evenOdd: Bool) -> Bool { evenOdd ? winding & 1 != 0 : winding != 0 }

    /// Each subpath's edges in order; a subpath of one point has none. An open subpath gets its
    /// closing edge when `closingOpen` (filled, as Core Graphics fills it).
    private static func segments(_ lines: Polylines, source: Int, closingOpen: Bool) -> [Segment] {
        var result: [Segment] = []
        for i in 0..<lines.subpathCount {
            let r = lines.range(of: i)
            guard r.count > 1 else { continue }
            for j in r.dropFirst() {
                result.append(Segment(from: Point(lines.points[j - 1]), to: Point(lines.points[j]), source: source, subpath: i))
            }
            if closingOpen || lines.closed[i] {
                result.append(Segment(from: Point(lines.points[r.upperBound - 1]), to: Point(lines.points[r.lowerBound]),
                                      source: source, subpath: i))
            }
        }
        return result
    }

    /// Appends a subpath's kept pieces as runs of joined lines. A closed subpath kept whole stays
    /// closed; one whose first and last pieces are both kept continues its last run into its first.
    private static func appendRuns(of pieces: ArraySlice<Segment>, kept: (Segment) -> Bool, closed: Bool, into out: inout Polylines) {
        guard let first = pieces.first else { return }
        if closed && pieces.allSatisfy(kept) {
            out.beginSubpath(at: first.from.cgPoint)
            for piece in pieces.dropLast() { out.addPoint(piece.to.cgPoint) }
            out.closeSubpath()
            return
        }
        var runs: [[Point]] = []
        var previous: Segment?
        for piece in pieces {
            defer { previous = piece }
            guard kept(piece) else { continue }
            if let previous, kept(previous), previous.to == piece.from {
                runs[runs.count - 1].append(piece.to)
            } else {
                runs.append([piece.from, piece.to])
            }
        }
        if closed, runs.count > 1, kept(first), kept(pieces.last!), runs[runs.count - 1].last == runs[0].first {
            runs[0] = runs.removeLast() + runs[0].dropFirst()
        }
        for run in runs {
            out.beginSubpath(at: run[0].cgPoint)
            for p in run.dropFirst() { out.addPoint(p.cgPoint) }
        }
    }

    // MARK: Loops

    /// Chains directed boundary pieces into closed loops. At a vertex where several leave, the
    /// loop takes the sharpest left turn, so that shapes touching at a corner stay separate loops.
    /// Points where a loop runs straight on are dropped.
    private static func loops(_ edges: [(from: Point, to: Point)], tolerance: Double) -> Polylines {
        var leaving: [Point: [Int]] = [:]
        for (i, edge) in edges.enumerated() { leaving[edge.from, default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var result = Polylines()
        for start in edges.indices where !used[start] {
            used[start] = true
            var loop = [edges[start].from]
            var current = start
            while edges[current].to != edges[start].from {
                let at = edges[current].to
                let incoming = edges[current].to - edges[current].from
                var best: Int?, bestTurn = -Double.infinity
                for candidate in leaving[at] ?? [] where !used[candidate] {
                    let outgoing = edges[candidate].to - edges[candidate].from
                    let turn = atan2(incoming.cross(outgoing), incoming.dot(outgoing))
                    if turn > bestTurn { (best, bestTurn) = (candidate, turn) }
                }
                // Every vertex has as many boundary pieces leaving as arriving; a loop left open by
                // rounding is closed where it stops.
                guard let best else { break }
                used[best] = true
                loop.append(at)
                current = best
            }
            let corners = withoutStraightPoints(loop, tolerance: tolerance)
            guard corners.count >= 3 else { continue }
            result.beginSubpath(at: corners[0].cgPoint)
            for p in corners.dropFirst() { result.addPoint(p.cgPoint) }
            result.closeSubpath()
        }
        return result
    }

    /// The loop without the points that lie on the line between their neighbours (where an edge
    /// was cut but the boundary goes straight on).
    private static func withoutStraightPoints(_ loop: [Point], tolerance: Double) -> [Point] {
        var points = loop
        var changed = true
        while changed && points.count >= 3 {
            changed = false
            var i = 0
            while i < points.count && points.count >= 3 {
                let a = points[(i + points.count - 1) % points.count], v = points[i], b = points[(i + 1) % points.count]
                let chord = b - a
                let length = chord.length
                if length == 0 || (abs(chord.cross(v - a)) / length <= tolerance && (v - a).dot(b - v) > 0) {
                    points.remove(at: i)
                    changed = true
                } else {
                    i += 1
                }
            }
        }
        return points
    }
}

// MARK: - The arrangement

extension PathBooleans {
    /// The edges of both sets cut into pieces that meet only at their ends, and the distinct
    /// pieces (`groups`: pieces with the same two ends lie on each other).
    fileprivate struct Arrangement {
        struct Group {
            var from: Point, to: Point
            /// How much each set's winding number rises from the right of `from`→`to` to its left
            /// (each piece on it adds 1 running that way, −1 running the other).
            var jump: (Int, Int) = (0, 0)
            /// Whether a piece of the first set lies on it.
            var fromA = false
        }

        private(set) var pieces: [Segment] = []
        private(set) var groups: [Group] = []
        /// How close two points are for them to be the same (a billionth of the coordinates' size).
        let tolerance: Double

        /// Cuts `segments` wherever they meet — those of one set where they meet each other too, so
        /// that pieces lying on each other are cut alike and have the same ends.
        init(_ segments: [Segment]) {
            var scale = 1.0
            for s in segments { scale = max(scale, abs(s.from.x), abs(s.from.y), abs(s.to.x), abs(s.to.y)) }
            tolerance = scale * 1e-9
            var same = Self.representatives(of: Set(segments.flatMap { [$0.from, $0.to] }), tolerance: tolerance)
            let edges = segments.compactMap { s -> Segment? in
                var s = s
                (s.from, s.to) = (same[s.from]!, same[s.to]!)
                return s.from == s.to ? nil : s
            }
            var cuts = [[Point]](repeating: [], count: edges.count)
            let boxes = edges.map { (minX: min($0.from.x, $0.to.x) - tolerance, maxX: max($0.from.x, $0.to.x) + tolerance,
                                     minY: min($0.from.y, $0.to.y) - tolerance, maxY: max($0.from.y, $0.to.y) + tolerance) }
            for i in edges.indices {
                for j in (i + 1)..<edges.count {
                    guard boxes[i].minX <= boxes[j].maxX, boxes[j].minX <= boxes[i].maxX,
                          boxes[i].minY <= boxes[j].maxY, boxes[j].minY <= boxes[i].maxY else { continue }
                    cut(edges[i], edges[j], i, j, into: &cuts)
                }
            }
            // Cuts found apart where three edges nearly meet in one point are made that point.
            same = Self.representatives(of: Set(edges.flatMap { [$0.from, $0.to] } + cuts.joined()), tolerance: tolerance)
            var groupOf: [[Point]: Int] = [:]
            for (i, edge) in edges.enumerated() {
                let from = same[edge.from]!, to = same[edge.to]!
                let d = to - from
                let points = [from] + cuts[i].map { same[$0]! }.sorted { ($0 - from).dot(d) < ($1 - from).dot(d) } + [to]
                for k in points.indices.dropFirst() where points[k] != points[k - 1] {
                    var piece = Segment(from: points[k - 1], to: points[k], source: edge.source, subpath: edge.subpath)
                    // The same key for both directions: the ends in lexicographic order.
                    let forward = (piece.from.x, piece.from.y) < (piece.to.x, piece.to.y)
                    let key = forward ? [piece.from, piece.to] : [piece.to, piece.from]
                    let g: Int
                    if let known = groupOf[key] {
                        g = known
                    } else {
                        g = groups.count
                        groupOf[key] = g
                        groups.append(Group(from: key[0], to: key[1]))
                    }
                    piece.group = g
                    let step = forward ? 1 : -1
                    if piece.source == 0 {
                        groups[g].jump.0 += step
                        groups[g].fromA = true
                    } else {
                        groups[g].jump.1 += step
                    }
                    pieces.append(piece)
                }
            }
        }

        /// Each set's winding numbers just left and just right of group `g`'s midpoint.
        func windings(across g: Int) -> (left: (Int, Int), right: (Int, Int)) {
            let group = groups[g]
            let d = group.to - group.from
            let m = Point(x: (group.from.x + group.to.x) / 2, y: (group.from.y + group.to.y) / 2)
            // A ray at least 45° off the piece: along x from a steep piece, along y from a flat one.
            let alongX = abs(d.y) > abs(d.x)
            // Turned a quarter (x, y) → (y, −x), which keeps winding numbers, a ray along y runs along x.
            func turned(_ p: Point) -> Point { alongX ? p : Point(x: p.y, y: -p.x) }
            let origin = turned(m)
            var w = (0, 0)
            for piece in pieces where piece.group != g {
                let a = turned(piece.from), b = turned(piece.to)
                var step = 0
                if a.y <= origin.y {
                    if b.y > origin.y && (b - a).cross(origin - a) > 0 { step = 1 }
                } else if b.y <= origin.y && (b - a).cross(origin - a) < 0 {
                    step = -1
                }
                if piece.source == 0 { w.0 += step } else { w.1 += step }
            }
            // What the ray counted is the winding on its side of the piece; the other side's
            // differs by the pieces lying on it.
            let ray = alongX ? Point(x: 1, y: 0) : Point(x: 0, y: 1)
            if d.cross(ray) > 0 {
                return (w, (w.0 - group.jump.0, w.1 - group.jump.1))
            } else {
                return ((w.0 + group.jump.0, w.1 + group.jump.1), w)
            }
        }

        /// Each point mapped to one of those within `tolerance` of it (the leftmost of a cluster),
        /// so that points closer than that are one.
        private static func representatives(of set: Set<Point>, tolerance: Double) -> [Point: Point] {
            let points = set.sorted { $0.x < $1.x }
            var representative: [Point: Point] = [:]
            for i in points.indices where representative[points[i]] == nil {
                representative[points[i]] = points[i]
                var j = i + 1
                while j < points.count && points[j].x - points[i].x <= tolerance {
                    if representative[points[j]] == nil && abs(points[j].y - points[i].y) <= tolerance {
                        representative[points[j]] = points[i]
                    }
                    j += 1
                }
            }
            return representative
        }

        /// Records where edges `e` (index `i`) and `f` (index `j`) meet as cuts of each: a point
        /// where they cross, an end of one on the other's inside, the ends of a collinear overlap.
        private func cut(_ e: Segment, _ f: Segment, _ i: Int, _ j: Int, into cuts: inout [[Point]]) {
            func onLine(_ p: Point, _ s: Segment) -> Bool {
                let d = s.to - s.from
                return abs(d.cross(p - s.from)) <= tolerance * d.length
            }
            func within(_ p: Point, _ s: Segment) -> Bool {
                let d = s.to - s.from, t = (p - s.from).dot(d)
                return p != s.from && p != s.to && t > 0 && t < d.dot(d)
            }
            let pOnF = onLine(e.from, f), qOnF = onLine(e.to, f), rOnE = onLine(f.from, e), sOnE = onLine(f.to, e)
            if pOnF || qOnF || rOnE || sOnE {
                // Touching or collinear: an end on the other's line cuts it there if it is inside it
                // (a crossing elsewhere is impossible once an end is on the other's line).
                if rOnE && within(f.from, e) { cuts[i].append(f.from) }
                if sOnE && within(f.to, e) { cuts[i].append(f.to) }
                if pOnF && within(e.from, f) { cuts[j].append(e.from) }
                if qOnF && within(e.to, f) { cuts[j].append(e.to) }
                return
            }
            let dF = f.to - f.from, dE = e.to - e.from
            let c1 = dF.cross(e.from - f.from), c2 = dF.cross(e.to - f.from)
            let c3 = dE.cross(f.from - e.from), c4 = dE.cross(f.to - e.from)
            guard (c1 > 0) != (c2 > 0), (c3 > 0) != (c4 > 0) else { return }
            let t = c1 / (c1 - c2)
            let x = Point(x: e.from.x + t * dE.x, y: e.from.y + t * dE.y)
            cuts[i].append(x)
            cuts[j].append(x)
        }
    }
}
