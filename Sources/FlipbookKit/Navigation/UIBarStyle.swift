//  UIBarStyle.swift — FlipbookKit
//  Mirrors UIKit.UIBarStyle. Status: complete.

import Foundation

/// The look of a bar: the system's light bar, or a black one with white text.
///
/// Expected: raw values are UIKit's (`.blackOpaque` is `.black`'s deprecated alias).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use .black and set isTranslucent to false")
    case blackTranslucent = 2

    @available(*, deprecated, message: "Use .black")
    public static var blackOpaque: UIBarStyle { .black }
}
