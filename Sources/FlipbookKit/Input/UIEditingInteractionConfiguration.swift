//  UIEditingInteractionConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIEditingInteractionConfiguration. Status: complete.

import Foundation

/// Whether a responder takes part in the three-finger undo, redo and paste gestures.
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// The responder opts out of the editing gestures.
    case none = 0
    /// The system's editing gestures and their HUD (the default).
    case `default` = 1
}
