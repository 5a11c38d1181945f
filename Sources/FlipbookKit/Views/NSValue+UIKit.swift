//  NSValue+UIKit.swift — FlipbookKit
//  Mirrors UIKit's NSValue geometry additions (UIGeometry.h). Status: partial (CGRect, CGPoint
//  and CGSize; no CGVector, CGAffineTransform, UIEdgeInsets or UIOffset values).

import Foundation

/// UIKit's boxes for geometry in Foundation's `NSValue`, as keyboard notifications' frames come.
///
/// Foundation on Linux boxes rectangles, points and sizes (`NSValue(rect:)`, `rectValue`) but
/// has not these spellings, which UIKit adds; these box through Foundation's, so a value made
/// either way reads back either way.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
