//  UITimingCurveProvider.swift — FlipbookKit
//  Mirrors UIKit.UITimingCurveProvider and UITimingCurveType. Status: complete.

import Foundation

/// The kind of timing a provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing information for an animator: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
