//  UIMenuBuilder.swift — FlipbookKit
//  Mirrors UIKit.UIMenuBuilder. Status: partial (named only: the previewer has no main menu,
//  so no builder is ever handed to `UIResponder.buildMenu(with:)`).

import Foundation

/// What a responder's `buildMenu(with:)` edits the app's main menu through.
public protocol UIMenuBuilder: AnyObject {}
