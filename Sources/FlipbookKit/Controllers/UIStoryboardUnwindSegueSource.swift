//  UIStoryboardUnwindSegueSource.swift — FlipbookKit
//  Mirrors UIKit.UIStoryboardUnwindSegueSource. Status: complete (nothing makes one without storyboards).

import Foundation

/// Where an unwind segue starts: the controller, the action and the sender that triggered it.
///
/// Flipbook: unwind segues come from storyboards, which are not loaded yet; UIKit makes these
/// objects itself, so there is no public initializer.
open class UIStoryboardUnwindSegueSource: NSObject {
    open var source: UIViewController { sourceStorage }
    open var unwindAction: Selector { actionStorage }
    open var sender: Any? { senderStorage }

    private let sourceStorage: UIViewController
    private let actionStorage: Selector
    private let senderStorage: Any?

    package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        sourceStorage = source
        actionStorage = unwindAction
        senderStorage = sender
        super.init()
    }
}
