//  NSParagraphStyle+LineBreakStrategy.swift — FlipbookKit
//  Mirrors NSParagraphStyle.LineBreakStrategy (iOS 14). Status: partial (the values only: the
//  renderer breaks lines by word whatever the strategy).

import Foundation

extension NSParagraphStyle {
    /// How lines are broken beyond the line break mode. Expected: raw values are UIKit's.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No strategy: break as the line break mode says.
        public static let none = LineBreakStrategy([])
        /// Push out individual lines to avoid a single word on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Keep Hangul words whole.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The system's strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
