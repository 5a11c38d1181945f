//  UIFloatRange.swift — FlipbookKit
//  Mirrors UIKit.UIFloatRange. Status: complete.

import Foundation

/// A range of motion for attachments: points along a sliding attachment's axis, radians of a
/// pin attachment's rotation (`UIAttachmentBehavior.attachmentRange`).
public struct UIFloatRange: Equatable, Hashable, Sendable, Codable {
    /// How far the motion may go in the negative direction (≤ 0).
    public var minimum: CGFloat
    /// How far the motion may go in the positive direction (≥ 0).
    public var maximum: CGFloat

    /// A range from 0 to 0.
    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Minimum and maximum both 0.
    public static let zero = UIFloatRange()
    /// From minus infinity to infinity.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range runs from minus infinity to infinity.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Whether two float ranges have the same minimum and maximum.
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool {
    range == otherRange
}
