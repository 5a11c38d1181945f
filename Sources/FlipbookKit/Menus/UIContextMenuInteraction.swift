//  UIContextMenuInteraction.swift — FlipbookKit
//  Mirrors UIKit.UIContextMenuInteraction (iOS 13) and its delegate and animator protocols.
//  Status: partial (kept, never triggered: the previewer has no long press menus or previews).

import Foundation

/// The long press that shows a view's context menu.
// Flipbook: no context menu is shown, so the delegate is never asked.
open class UIContextMenuInteraction: NSObject {
    /// The object that makes the menu.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open internal(set) weak var view: UIView?

    /// An interaction whose menus `delegate` makes.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// The location of the interaction's touch in `view` (Flipbook: there is none; zero).
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Closes the menu shown (Flipbook: none is shown).
    open func dismissMenu() {}
}

/// What a context menu interaction asks: the menu to show.
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// The animator handed to the delegate when the user commits to a preview.
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {}

/// The animator handed to the delegate as a menu shows or hides.
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the preview shows.
    var previewViewController: UIViewController? { get }
    /// Animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// A block to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
