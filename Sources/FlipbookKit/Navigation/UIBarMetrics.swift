//  UIBarMetrics.swift — FlipbookKit
//  Mirrors UIKit.UIBarMetrics. Status: complete.

import Foundation

/// The height a bar has when a customisation applies: standard or compact (a landscape
/// iPhone's), with or without a prompt. Expected: raw values are UIKit's.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102

    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }
    @available(*, deprecated, renamed: "compactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}
