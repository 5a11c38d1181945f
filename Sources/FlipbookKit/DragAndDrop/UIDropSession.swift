//  UIDropSession.swift — FlipbookKit
//  Mirrors UIKit.UIDropSession and UIDropOperation. Status: partial (declared so that delegate
//  protocols taking them compile; the previewer has no drag and drop, so no session ever exists).

import Foundation

/// A drag that the user is dropping onto the app.
// Flipbook: no drag and drop — nothing conforms, and no drop is ever delivered.
public protocol UIDropSession: AnyObject {
    /// Whether the drop may move items rather than copy them.
    var allowsMoveOperation: Bool { get }
}

/// What a drop does with its items. Expected: raw values are UIKit's.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}
