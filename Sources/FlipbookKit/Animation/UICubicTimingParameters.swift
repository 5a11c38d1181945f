//  UICubicTimingParameters.swift — FlipbookKit
//  Mirrors UIKit.UICubicTimingParameters. Status: complete.

import Foundation

/// A cubic Bézier timing curve for an animator: a built-in curve or custom control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for custom control points, as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Flipbook: there are no archives to decode; this makes the default ease-in-ease-out parameters.
    public required convenience init?(coder: NSCoder) {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let function = curve.timingFunction
        controlPoint1 = function.controlPoint1
        controlPoint2 = function.controlPoint2
        isBuiltin = true
        super.init()
    }

    /// A custom curve from (0,0) through the two control points to (1,1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    // MARK: - Flipbook addition

    /// The curve as a Core Animation timing function.
    public var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoint1, controlPoint2)
    }
}
