//  CAMediaTimingFunction.swift — FlipbookCore
//  Mirrors QuartzCore.CAMediaTimingFunction. Status: complete.

import Foundation

/// A function that maps an animation's linear progress to its paced progress.
///
/// A cubic Bézier from (0, 0) to (1, 1) with two free control points, as in Core Animation.
/// Instances are immutable. Control points are kept as `Double` for accuracy, but equality and
/// hashing compare them at `Float` precision, the precision Core Animation stores them at, so
/// `CAMediaTimingFunction(name: .easeIn)` equals `CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)`.
public final class CAMediaTimingFunction: Hashable, @unchecked Sendable {
    /// The curve that does the work.
    package let curve: UnitBezier
    /// The predefined name this function was made from, or `nil` for a custom curve.
    package let name: CAMediaTimingFunctionName?

    /// Creates one of the predefined timing functions.
    ///
    /// Control points are from Apple's CAMediaTimingFunction and CAMediaTimingFunctionName
    /// documentation (“Predefined Timing Functions”). An unknown name gives the linear function
    /// and no `name`.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: (Double, Double, Double, Double)
        switch name {
        case .linear: points = (0, 0, 1, 1)
        case .easeIn: points = (0.42, 0, 1, 1)
        case .easeOut: points = (0, 0, 0.58, 1)
        case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
        case .default: points = (0.25, 0.1, 0.25, 1)
        // Not one of Apple's names: Core Animation has no curve for it; pace linearly.
        default:
            self.init(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), name: nil)
            return
        }
        self.init(CGPoint(x: points.0, y: points.1), CGPoint(x: points.2, y: points.3), name: name)
    }

    /// Creates a timing function with the control points (c1x, c1y) and (c2x, c2y).
    ///
    /// x values outside [0, 1] are clamped so that the curve stays a function of time.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(CGPoint(x: Double(c1x), y: Double(c1y)), CGPoint(x: Double(c2x), y: Double(c2y)), name: nil)
    }

    /// Creates a custom timing function from two control points at full precision.
    package convenience init(_ p1: CGPoint, _ p2: CGPoint) {
        self.init(p1, p2, name: nil)
    }

    private init(_ p1: CGPoint, _ p2: CGPoint, name: CAMediaTimingFunctionName?) {
        curve = UnitBezier(p1x: Double(p1.x), p1y: Double(p1.y), p2x: Double(p2.x), p2y: Double(p2.y))
        self.name = name
    }

    /// Writes control point `idx` as two floats, x then y, to `ptr`.
    ///
    /// Index 0 is (0, 0), 1 and 2 are the control points, 3 is (1, 1).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (curve.p1x, curve.p1y)
        case 2: point = (curve.p2x, curve.p2y)
        case 3: point = (1, 1)
        // Core Animation documents idx as 0…3; anything else is a programming error.
        default: preconditionFailure("CAMediaTimingFunction control point index \(idx) is not in 0...3")
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The first control point (index 1).
    package var controlPoint1: CGPoint { CGPoint(x: curve.p1x, y: curve.p1y) }

    /// The second control point (index 2).
    package var controlPoint2: CGPoint { CGPoint(x: curve.p2x, y: curve.p2y) }

    /// The paced progress for linear progress `x`.
    ///
    /// 0 → 0 and 1 → 1 exactly; outside [0, 1] the curve continues along its end tangents.
    package func output(at x: Double) -> Double { curve.solve(x) }

    /// d(output)/dx at linear progress `x`, for handing a velocity on to a spring.
    package func slope(at x: Double) -> Double { curve.slope(at: x) }

    /// The control points rounded to Float, the precision equality works at.
    private var floatKey: (Float, Float, Float, Float) {
        (Float(curve.p1x), Float(curve.p1y), Float(curve.p2x), Float(curve.p2y))
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.floatKey == rhs.floatKey
    }

    public func hash(into hasher: inout Hasher) {
        let key = floatKey
        hasher.combine(key.0); hasher.combine(key.1); hasher.combine(key.2); hasher.combine(key.3)
    }
}
