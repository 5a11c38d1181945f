//  PhysicsCollision.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// A convex polygon in world points: a box (4 vertices) or a boundary segment (2 vertices,
/// two opposite normals). Edge i runs from vertex i to vertex i+1; its normal is outward.
struct ConvexShape {
    var vertices: [PhysicsVector]
    var normals: [PhysicsVector]

    init(body: PhysicsBody) {
        vertices = body.corners
        normals = []
        normals.reserveCapacity(4)
        for i in 0..<4 {
            let e = vertices[(i + 1) & 3] - vertices[i]
            normals.append(PhysicsVector(e.y, -e.x).normalized)
        }
    }

    init(position: PhysicsVector, angle: Double, halfExtents: PhysicsVector) {
        var b = PhysicsBody(size: halfExtents * 2, position: position, angle: angle)
        b.halfExtents = halfExtents
        self.init(body: b)
    }

    init(boundary: PhysicsBoundary) {
        vertices = [boundary.from, boundary.to]
        let e = boundary.to - boundary.from
        let n = PhysicsVector(e.y, -e.x).normalized
        normals = [n, -n]
    }
}

/// Up to two contact points between two shapes, with the normal pointing from the first to the second.
struct ContactManifold {
    /// Unit normal from shape A towards shape B.
    var normal: PhysicsVector
    /// Contact points (midway between the surfaces), world points.
    var points: [PhysicsVector]
    /// Signed distance between the surfaces at each point (negative = overlap), points.
    var separations: [Double]
}

enum Collision {
    /// Reference face choice prefers A unless B's axis separates by more than this (points):
    /// keeps the choice stable from step to step so contact points do not flicker.
    static let referenceTolerance = 0.05

    /// The edge of `a` along whose normal `b` lies farthest out, and that separation.
    private static func maxSeparation(_ a: ConvexShape, _ b: ConvexShape) -> (Double, Int) {
        var best = -Double.infinity, bestIndex = 0
        for i in a.normals.indices {
            let n = a.normals[i], v = a.vertices[i]
            var s = Double.infinity
            for w in b.vertices { s = min(s, n.dot(w - v)) }
            if s > best { best = s; bestIndex = i }
        }
        return (best, bestIndex)
    }

    /// Keeps the part of segment `points` with dot(d, p) ≤ offset.
    private static func clip(_ points: [PhysicsVector], _ d: PhysicsVector, _ offset: Double) -> [PhysicsVector] {
        guard points.count == 2 else { return points.filter { d.dot($0) <= offset } }
        let d0 = d.dot(points[0]) - offset, d1 = d.dot(points[1]) - offset
        var out: [PhysicsVector] = []
        if d0 <= 0 { out.append(points[0]) }
        if d1 <= 0 { out.append(points[1]) }
        if d0 * d1 < 0 {
            let t = d0 / (d0 - d1)
            out.append(points[0] + (points[1] - points[0]) * t)
        }
        return out
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
        let n = ref.normals[refEdge]
        // Incident edge: the one facing most against the reference normal.
        var incEdge = 0, minDot = Double.infinity
        for j in inc.normals.indices {
            let d = inc.normals[j].dot(n)
            if d < minDot { minDot = d; incEdge = j }
        }
        let count = inc.vertices.count
        var points = [inc.vertices[incEdge], inc.vertices[(incEdge + 1) % count]]
        let v1 = ref.vertices[refEdge], v2 = ref.vertices[(refEdge + 1) % ref.vertices.count]
        let t = (v2 - v1).normalized
        points = clip(points, -t, -t.dot(v1))
        points = clip(points, t, t.dot(v2))

        var manifold = ContactManifold(normal: flip ? -n : n, points: [], separations: [])
        for p in points {
            let s = n.dot(p - v1)
            if s <= margin {
                manifold.points.append(p - n * (s / 2))
                manifold.separations.append(s)
            }
        }
        return manifold.points.isEmpty ? nil : manifold
    }
}
