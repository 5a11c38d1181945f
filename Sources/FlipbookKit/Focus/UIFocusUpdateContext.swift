//  UIFocusUpdateContext.swift — FlipbookKit
//  Mirrors UIKit.UIFocusUpdateContext and UIFocusAnimationCoordinator. Status: partial (the
//  previewer has no focus engine: no focus update ever happens, so none is handed out).

import Foundation

/// What a focus update moves focus from and to.
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus.
    open var previouslyFocusedView: UIView? { nil }
    /// The view that gets focus.
    open var nextFocusedView: UIView? { nil }
}

/// Runs animations alongside a focus update.
open class UIFocusAnimationCoordinator: NSObject {
    /// Adds animations to run with the focus change, and what to run when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
