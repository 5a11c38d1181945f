//  PhysicsCollision.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// A convex polygon in world points: a box (4 vertices) or a boundary segment (2 vertices,
/// two opposite normals). Edge i runs from vertex i to vertex i+1; its normal is outward.
/// The vertices and normals are held inline (no arrays), so making one allocates nothing.
struct ConvexShape {
    /// How many vertices (and normals): 4 for a box, 2 for a segment.
    private(set) var count: Int
    private var v0 = PhysicsVector.zero, v1 = PhysicsVector.zero, v2 = PhysicsVector.zero, v3 = PhysicsVector.zero
    private var n0 = PhysicsVector.zero, n1 = PhysicsVector.zero, n2 = PhysicsVector.zero, n3 = PhysicsVector.zero

    /// A box at `position` whose rotation has cosine `cos` and sine `sin` (`PhysicsVector.rotated(by:)`'s
    /// arithmetic, so the corners are `PhysicsBody.corners` to the bit).
    init(position: PhysicsVector, cos c: Double, sin s: Double, halfExtents: PhysicsVector) {
        count = 4
        let hx = halfExtents.x, hy = halfExtents.y
        func corner(_ x: Double, _ y: Double) -> PhysicsVector { position + PhysicsVector(c * x - s * y, s * x + c * y) }
        v0 = corner(-hx, -hy); v1 = corner(hx, -hy); v2 = corner(hx, hy); v3 = corner(-hx, hy)
        func normal(_ a: PhysicsVector, _ b: PhysicsVector) -> PhysicsVector {
            let e = b - a
            return PhysicsVector(e.y, -e.x).normalized
        }
        n0 = normal(v0, v1); n1 = normal(v1, v2); n2 = normal(v2, v3); n3 = normal(v3, v0)
    }

    init(body: PhysicsBody) {
        self.init(position: body.position, cos: cos(body.angle), sin: sin(body.angle), halfExtents: body.halfExtents)
    }

    init(position: PhysicsVector, angle: Double, halfExtents: PhysicsVector) {
        self.init(position: position, cos: cos(angle), sin: sin(angle), halfExtents: halfExtents)
    }

    init(boundary: PhysicsBoundary) {
        count = 2
        v0 = boundary.from
        v1 = boundary.to
        let e = boundary.to - boundary.from
        let n = PhysicsVector(e.y, -e.x).normalized
        n0 = n
        n1 = -n
    }

    func vertex(_ i: Int) -> PhysicsVector {
        switch i { case 0: v0; case 1: v1; case 2: v2; default: v3 }
    }

    func normal(_ i: Int) -> PhysicsVector {
        switch i { case 0: n0; case 1: n1; case 2: n2; default: n3 }
    }
}

/// Up to two contact points between two shapes, with the normal pointing from the first to the second.
/// Held inline (no arrays): the solver finds thousands a step in a pile.
struct ContactManifold {
    /// Unit normal from shape A towards shape B.
    var normal: PhysicsVector
    /// Contact points (midway between the surfaces), world points.
    var points = Pair<PhysicsVector>()
    /// Signed distance between the surfaces at each point (negative = overlap), points.
    var separations = Pair<Double>()
    /// Each point's feature: which shape gave the reference edge, that edge, the incident edge,
    /// and the incident vertex or side plane the point comes from. The same contact a step later
    /// has the same features, so its impulses carry over (warm starting).
    var features = Pair<UInt8>()
    /// What the position rounds measure as the bodies move (`EdgeContact`), in world points.
    var edges: EdgeContact
}

/// Which features of two shapes a contact is between, for the position rounds to measure it
/// where the bodies have moved since without a new separating-axis test (Box2D keeps the same
/// from its collision step): the reference edge and the incident edge clipped against it, or,
/// against the line of a boundary that holds the bodies, the line and the box's vertices.
struct EdgeContact {
    /// The reference edge is the first shape's (A), else the second's.
    var referenceIsA: Bool
    /// The reference edge's ends; for a line, a point of it (twice).
    var reference: (PhysicsVector, PhysicsVector)
    /// The incident edge's ends; for a line, the box's vertices in contact (one or two).
    var incident: Pair<PhysicsVector>
    /// For a contact with a line: the unit normal pointing out of it towards the box.
    var line: PhysicsVector?

    /// A rotation as its cosine and sine.
    typealias Rotation = (cos: Double, sin: Double)

    /// The contact in the bodies' frames, given in world points with the reference body at `xR`
    /// turned by `qR` and the incident one at `xI` turned by `qI`.
    func inBodyFrames(reference xR: PhysicsVector, _ qR: Rotation, incident xI: PhysicsVector, _ qI: Rotation) -> EdgeContact {
        func inReference(_ p: PhysicsVector) -> PhysicsVector { (p - xR).unrotated(cos: qR.cos, sin: qR.sin) }
        var local = self
        local.reference = (inReference(reference.0), inReference(reference.1))
        local.line = line?.unrotated(cos: qR.cos, sin: qR.sin)
        for k in incident.indices { local.incident[k] = (incident[k] - xI).unrotated(cos: qI.cos, sin: qI.sin) }
        return local
    }

    /// The incident body's points in contact, in its own frame, with the bodies at `xR` turned by
    /// `qR` and `xI` turned by `qI`: the incident edge clipped to the reference edge's side planes
    /// (however far apart), or for a line the incident vertices. What a step's position rounds
    /// measure against the reference edge as the bodies move (Box2D's position manifold).
    func incidentPoints(reference xR: PhysicsVector, _ qR: Rotation, incident xI: PhysicsVector, _ qI: Rotation) -> Pair<PhysicsVector> {
        guard line == nil else { return incident }
        func inWorld(_ p: PhysicsVector) -> PhysicsVector { xI + p.rotated(cos: qI.cos, sin: qI.sin) }
        let v1 = xR + reference.0.rotated(cos: qR.cos, sin: qR.sin), v2 = xR + reference.1.rotated(cos: qR.cos, sin: qR.sin)
        let along = (v2 - v1).normalized, n = PhysicsVector(along.y, -along.x)
        let clipped = Collision.clip(incident: inWorld(incident[0]), inWorld(incident[1]), reference: v1, v2,
                                     along: along, normal: n, margin: .infinity)
        var points = Pair<PhysicsVector>()
        for k in clipped.indices {
            // Back from midway to the incident surface, into the incident body's frame.
            let onIncident = clipped[k].point + n * (clipped[k].separation / 2)
            points.append((onIncident - xI).unrotated(cos: qI.cos, sin: qI.sin))
        }
        return points
    }

    /// The reference edge's outward unit normal and a point of it, in the reference body's frame.
    var referencePlane: (normal: PhysicsVector, point: PhysicsVector) {
        if let line { return (line, reference.0) }
        let along = (reference.1 - reference.0).normalized
        return (PhysicsVector(along.y, -along.x), reference.0)
    }
}

/// A contact measured again (`ContactSolver.PositionRow.measured`): the reference edge's outward
/// normal and up to two points with their separations. Not a `Pair`: a debug build specialises a
/// generic type only within its own file, and the position rounds read this in another.
struct MeasuredContact {
    var normal = PhysicsVector.zero
    private(set) var count = 0
    private var first = (point: PhysicsVector.zero, separation: 0.0)
    private var second = (point: PhysicsVector.zero, separation: 0.0)

    subscript(k: Int) -> (point: PhysicsVector, separation: Double) { k == 0 ? first : second }

    mutating func append(_ point: PhysicsVector, _ separation: Double) {
        if count == 0 { first = (point, separation) } else { second = (point, separation) }
        count += 1
    }
}

/// Up to two values, held inline, in the order appended.
struct Pair<Element> {
    private(set) var count = 0
    private var first: Element?
    private var second: Element?

    init() {}

    init(_ a: Element, _ b: Element) {
        (count, first, second) = (2, a, b)
    }

    mutating func append(_ element: Element) {
        if count == 0 { first = element } else { second = element }
        count += 1
    }

    var indices: Range<Int> { 0..<count }
    var isEmpty: Bool { count == 0 }

    subscript(i: Int) -> Element {
        get { i == 0 ? first! : second! }
        set { if i == 0 { first = newValue } else { second = newValue } }
    }
}

enum Collision {
    /// Reference face choice prefers A unless B's axis separates by more than this (points):
    /// keeps the choice stable from step to step so contact points do not flicker.
    static let referenceTolerance = 0.05

    /// The edge of `a` along whose normal `b` lies farthest out, and that separation.
    private static func maxSeparation(_ a: ConvexShape, _ b: ConvexShape) -> (Double, Int) {
        var best = -Double.infinity, bestIndex = 0
        for i in 0..<a.count {
            let n = a.normal(i), v = a.vertex(i)
            var s = Double.infinity
            for j in 0..<b.count { s = min(s, n.dot(b.vertex(j) - v)) }
            if s > best { best = s; bestIndex = i }
        }
        return (best, bestIndex)
    }

    /// A point of the incident edge and where it comes from: the edge's first or second vertex
    /// (0, 1), or the first or second side plane that cut the edge (2, 3).
    private struct ClipVertex {
        var point: PhysicsVector
        var id: UInt8
    }

    /// Keeps the part of segment `points` with dot(d, p) ≤ offset; a point made by the cut is `plane`'s.
    private static func clip(_ points: Pair<ClipVertex>, _ d: PhysicsVector, _ offset: Double, plane: UInt8) -> Pair<ClipVertex> {
        var out = Pair<ClipVertex>()
        guard points.count == 2 else {
            for i in points.indices where d.dot(points[i].point) <= offset { out.append(points[i]) }
            return out
        }
        let p0 = points[0].point, p1 = points[1].point
        let d0 = d.dot(p0) - offset, d1 = d.dot(p1) - offset
        if d0 <= 0 { out.append(points[0]) }
        if d1 <= 0 { out.append(points[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(ClipVertex(point: p0 + (p1 - p0) * t, id: plane))
        }
        return out
    }

    /// The points of incident edge `i1`–`i2` against reference edge `v1`–`v2` (unit direction `t`
    /// from `v1` to `v2`, outward unit normal `n`): the edge clipped to the reference edge's side planes, each point within `margin` of
    /// its line kept with its separation (negative: past it), moved to midway between the surfaces.
    static func clip(incident i1: PhysicsVector, _ i2: PhysicsVector, reference v1: PhysicsVector, _ v2: PhysicsVector,
                     along t: PhysicsVector, normal n: PhysicsVector, margin: Double) -> Pair<(point: PhysicsVector, separation: Double, id: UInt8)> {
        var points = Pair<ClipVertex>()
        points.append(ClipVertex(point: i1, id: 0))
        points.append(ClipVertex(point: i2, id: 1))
        points = clip(points, -t, -t.dot(v1), plane: 2)
        points = clip(points, t, t.dot(v2), plane: 3)
        var kept = Pair<(point: PhysicsVector, separation: Double, id: UInt8)>()
        for k in points.indices {
            let p = points[k].point
            let s = n.dot(p - v1)
            if s <= margin { kept.append((p - n * (s / 2), s, points[k].id)) }
        }
        return kept
    }

    /// The contact of a box with the line through `point` whose side `inward` points to is the
    /// inside: its up to two vertices deepest past the line (or nearer it than `margin`), the
    /// normal pointing out of the inside. Features 128 + the vertex.
    static func collide(_ box: ConvexShape, lineThrough point: PhysicsVector, inward: PhysicsVector,
                        margin: Double) -> ContactManifold? {
        var deepest: [(s: Double, k: Int)] = []
        for k in 0..<box.count {
            let s = inward.dot(box.vertex(k) - point)
            if s <= margin { deepest.append((s, k)) }
        }
        guard !deepest.isEmpty else { return nil }
        deepest.sort { ($0.s, $0.k) < ($1.s, $1.k) }
        var manifold = ContactManifold(normal: -inward, edges: EdgeContact(referenceIsA: false, reference: (point, point),
                                                                           incident: Pair(), line: inward))
        for (s, k) in deepest.prefix(2) {
            manifold.points.append(box.vertex(k) - inward * (s / 2))
            manifold.separations.append(s)
            manifold.features.append(128 | UInt8(k))
            manifold.edges.incident.append(box.vertex(k))
        }
        return manifold
    }

    /// Separating-axis test on both shapes' edge normals, then contact points by clipping the
    /// incident edge against the reference edge's side planes. Nil when the shapes are
    /// apart by more than `margin` points.
    static func collide(_ a: ConvexShape, _ b: ConvexShape, margin: Double) -> ContactManifold? {
        let (sepA, edgeA) = maxSeparation(a, b)
        if sepA > margin { return nil }
        let (sepB, edgeB) = maxSeparation(b, a)
        if sepB > margin { return nil }

        let ref: ConvexShape, inc: ConvexShape, refEdge: Int, flip: Bool
        if sepB > sepA + referenceTolerance {
            ref = b; inc = a; refEdge = edgeB; flip = true
        } else {
            ref = a; inc = b; refEdge = edgeA; flip = false
        }
        let n = ref.normal(refEdge)
        // Incident edge: the one facing most against the reference normal.
        var incEdge = 0, minDot = Double.infinity
        for j in 0..<inc.count {
            let d = inc.normal(j).dot(n)
            if d < minDot { minDot = d; incEdge = j }
        }
        let v1 = ref.vertex(refEdge), v2 = ref.vertex((refEdge + 1) % ref.count)
        let i1 = inc.vertex(incEdge), i2 = inc.vertex((incEdge + 1) % inc.count)
        var manifold = ContactManifold(normal: flip ? -n : n, edges: EdgeContact(referenceIsA: !flip, reference: (v1, v2),
                                                                                 incident: Pair(i1, i2), line: nil))
        let edges = UInt8(flip ? 1 : 0) << 6 | UInt8(refEdge) << 4 | UInt8(incEdge) << 2
        let points = clip(incident: i1, i2, reference: v1, v2, along: (v2 - v1).normalized, normal: n, margin: margin)
        for k in points.indices {
            manifold.points.append(points[k].point)
            manifold.separations.append(points[k].separation)
            manifold.features.append(edges | points[k].id)
        }
        return manifold.points.isEmpty ? nil : manifold
    }
}
