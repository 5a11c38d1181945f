//  CAFrameRateRange.swift — FlipbookCore
//  Mirrors QuartzCore.CAFrameRateRange. Status: complete.

import Foundation

/// The range of frame rates a display link or animation accepts.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Any rate the screen offers: the link follows the screen.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether `range` has the same minimum, maximum and preferred rate (CAFrameRateRangeIsEqualToRange).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
