//  NSTextAlignment.swift — FlipbookKit
//  Mirrors UIKit.NSTextAlignment (missing from Foundation on Linux). Status: complete.

import Foundation

/// How lines of text are aligned horizontally. Expected: raw values are iOS's (left 0, center 1, right 2).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's natural alignment (left for left-to-right text).
    case natural = 4
}

extension NSTextAlignment {
    /// The text layer's alignment with the same meaning.
    package var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    /// The display list's alignment with the same meaning.
    package var textAlignment: TextAlignment { alignmentMode.textAlignment }
}
