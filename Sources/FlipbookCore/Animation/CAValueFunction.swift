//  CAValueFunction.swift — FlipbookCore
//  Mirrors QuartzCore.CAValueFunction and CAValueFunctionName. Status: complete.

import Foundation
import FlipbookGraphics

/// The name of a value function: which transform a property animation's values make.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation about the x axis by the value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three values (x, y, z), or by one value on every axis.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into the transform it animates: an
/// animation of `transform` from 0 to 2π with `.rotateZ` turns the layer a whole turn, which
/// interpolating two transforms cannot say.
open class CAValueFunction: NSObject {
    /// Which transform the function makes.
    public let name: CAValueFunctionName

    /// The function named `name` (Objective-C's `+functionWithName:`).
    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }

    /// The transform for the interpolated `value`; nil when the value is not of the function's shape.
    package func transform(for value: AnimatableValue) -> CATransform3D? {
        let numbers: [Double]
        switch value {
        case .scalar(let x): numbers = [x]
        case .numbers(let list): numbers = list
        case .point(let p): numbers = [Double(p.x), Double(p.y)]
        case .size(let s): numbers = [Double(s.width), Double(s.height)]
        default: return nil
        }
        guard let first = numbers.first else { return nil }
        func at(_ i: Int, _ fallback: Double) -> CGFloat { CGFloat(i < numbers.count ? numbers[i] : fallback) }
        let x = CGFloat(first)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale:
            // Core Animation docs: a single value scales every axis alike.
            return numbers.count == 1 ? CATransform3DMakeScale(x, x, x) : CATransform3DMakeScale(x, at(1, 1), at(2, 1))
        case .scaleX: return CATransform3DMakeScale(x, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, x, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, x)
        case .translate: return CATransform3DMakeTranslation(x, at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, x, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, x)
        default: return nil
        }
    }
}
