//  PhysicsVector.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// A 2-D vector or point in UIKit's screen coordinates: points, x grows right, y grows DOWN.
///
/// The engine works in `Double` throughout (not `CGFloat`) so its arithmetic is the same on
/// every platform; `cgPoint`/`cgVector` convert at the edge.
///
/// Rotation convention: an angle θ turns (1, 0) into (cos θ, sin θ). With y down that is a
/// clockwise turn on screen, the same sense as `CGAffineTransform(rotationAngle:)`. Cross
/// products and angular velocities use the same sense (positive = clockwise on screen).
package struct PhysicsVector: Equatable, Hashable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    package init(x: Double, y: Double) { self.x = x; self.y = y }
    package init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }

    package static let zero = PhysicsVector(0, 0)

    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    package var length: Double { (x * x + y * y).squareRoot() }
    package var lengthSquared: Double { x * x + y * y }
    /// The vector turned a quarter turn by the positive angle: (−y, x).
    package var perpendicular: PhysicsVector { PhysicsVector(-y, x) }
    /// A unit vector in the same direction (zero for the zero vector).
    package var normalized: PhysicsVector {
        let l = length
        return l > 0 ? PhysicsVector(x / l, y / l) : .zero
    }

    package func dot(_ o: PhysicsVector) -> Double { x * o.x + y * o.y }
    /// The scalar cross product x·o.y − y·o.x (torque of force `o` at arm `self`).
    package func cross(_ o: PhysicsVector) -> Double { x * o.y - y * o.x }
    /// The vector turned by `angle` radians.
    package func rotated(by angle: Double) -> PhysicsVector { rotated(cos: cos(angle), sin: sin(angle)) }

    /// The vector turned by the angle whose cosine and sine are `c` and `s`.
    @inline(__always)
    func rotated(cos c: Double, sin s: Double) -> PhysicsVector { PhysicsVector(c * x - s * y, s * x + c * y) }
    /// The vector turned back by that angle (into the frame of a body turned by it).
    @inline(__always)
    func unrotated(cos c: Double, sin s: Double) -> PhysicsVector { PhysicsVector(c * x + s * y, -s * x + c * y) }

    package var description: String { "(\(x), \(y))" }

    package static func + (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x + b.x, a.y + b.y) }
    package static func - (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x - b.x, a.y - b.y) }
    package static prefix func - (a: PhysicsVector) -> PhysicsVector { PhysicsVector(-a.x, -a.y) }
    package static func * (a: PhysicsVector, s: Double) -> PhysicsVector { PhysicsVector(a.x * s, a.y * s) }
    package static func * (s: Double, a: PhysicsVector) -> PhysicsVector { PhysicsVector(a.x * s, a.y * s) }
    package static func += (a: inout PhysicsVector, b: PhysicsVector) { a = a + b }
    package static func -= (a: inout PhysicsVector, b: PhysicsVector) { a = a - b }
}

/// ω × r for a scalar angular velocity ω: the velocity of the point at arm `r`.
@inline(__always)
func crossScalar(_ w: Double, _ r: PhysicsVector) -> PhysicsVector { PhysicsVector(-w * r.y, w * r.x) }
