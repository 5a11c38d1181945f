//  UIStoryboard.swift — FlipbookKit
//  Mirrors UIKit.UIStoryboard. Status: partial (declared so that `UIViewController.storyboard`
//  type-checks; Flipbook cannot load storyboards yet, so no controller has one).

import Foundation

/// An Interface Builder storyboard.
///
/// Flipbook: storyboards are not loaded yet; controllers are built in code and their
/// `storyboard` is nil.
open class UIStoryboard: NSObject {}
