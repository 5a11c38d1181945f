//  UIStatusBarAnimation.swift — FlipbookKit
//  Mirrors UIKit.UIStatusBarAnimation. Status: complete (the previewer draws no status bar, so
//  nothing animates: the value is what a controller or `setStatusBarHidden(_:with:)` passes).

import Foundation

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in and out.
    case fade = 1
    /// The status bar slides in or out.
    case slide = 2
}
