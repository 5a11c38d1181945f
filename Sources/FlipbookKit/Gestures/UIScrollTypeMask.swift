//  UIScrollTypeMask.swift — FlipbookKit
//  Mirrors UIKit.UIScrollTypeMask. Status: complete (no scroll events reach recognizers here).

import Foundation

/// The kinds of scroll events (mouse wheel, trackpad) a pan recognizer accepts.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A continuous scroll, from a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 0)
    /// A discrete scroll, from a mouse wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.continuous, .discrete]
}
