//  PhysicsBoundary.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// A static, two-sided line segment bodies collide with (a UICollisionBehavior boundary).
package struct PhysicsBoundary: Equatable {
    /// Stable key given by the world when the boundary is added (−1 before); events name it.
    package internal(set) var key: Int = -1
    /// The caller's identifier, reported with contact events (nil: e.g. the reference bounds).
    package var identifier: String?
    /// Segment start, points.
    package var from: PhysicsVector
    /// Segment end, points.
    package var to: PhysicsVector
    /// Collides with a body when this mask shares a bit with the body's `boundaryCollisionMask`.
    package var collisionMask: UInt64 = .max
    /// For an edge of a rectangle that holds the bodies (`edges(of:)`), the unit normal pointing
    /// into it: such an edge only ever pushes a body inwards, so one squeezed deep into it by a
    /// pile is pushed back rather than out through it. Nil: two-sided.
    package var inward: PhysicsVector?

    package init(identifier: String?, from: PhysicsVector, to: PhysicsVector, collisionMask: UInt64 = .max) {
        self.identifier = identifier
        self.from = from
        self.to = to
        self.collisionMask = collisionMask
    }

    /// The four edges of `rect` inset by the given amounts (points; positive shrinks), in the
    /// order top, right, bottom, left, all with `identifier`.
    package static func edges(
        of rect: CGRect, top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0,
        identifier: String? = nil, collisionMask: UInt64 = .max
    ) -> [PhysicsBoundary] {
        let minX = Double(rect.minX) + left, maxX = Double(rect.maxX) - right
        let minY = Double(rect.minY) + top, maxY = Double(rect.maxY) - bottom
        let tl = PhysicsVector(minX, minY), tr = PhysicsVector(maxX, minY)
        let br = PhysicsVector(maxX, maxY), bl = PhysicsVector(minX, maxY)
        return [(tl, tr, PhysicsVector(0, 1)), (tr, br, PhysicsVector(-1, 0)), (br, bl, PhysicsVector(0, -1)), (bl, tl, PhysicsVector(1, 0))].map {
            var edge = PhysicsBoundary(identifier: identifier, from: $0.0, to: $0.1, collisionMask: collisionMask)
            edge.inward = $0.2
            return edge
        }
    }
}
