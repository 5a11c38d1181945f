//  UIBaselineAdjustment.swift — FlipbookKit
//  Mirrors UIKit.UIBaselineAdjustment and UILabelVibrancy. Status: complete (the values).

import Foundation

/// Where a label's text sits vertically once its font has shrunk to fit. Expected: raw values are UIKit's.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}

/// How vibrant a label's text is inside a vibrancy effect (iOS 17). Expected: raw values are UIKit's.
public enum UILabelVibrancy: Int, Sendable {
    case none = 0
    case primary = 1
    case secondary = 2
    case tertiary = 3
    case quaternary = 4
}
