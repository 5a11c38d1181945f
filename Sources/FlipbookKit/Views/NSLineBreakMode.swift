//  NSLineBreakMode.swift — FlipbookKit
//  Mirrors UIKit.NSLineBreakMode (missing from Foundation on Linux). Status: complete.

import Foundation

/// What happens to text that does not fit its line. Expected: raw values are iOS's.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
