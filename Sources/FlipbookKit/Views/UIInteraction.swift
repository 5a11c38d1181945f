//  UIInteraction.swift — FlipbookKit
//  Mirrors UIKit.UIInteraction. Status: complete.

import Foundation

/// A behaviour attached to a view with `addInteraction(_:)`, told when it moves on or off one.
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (nil: before it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction is attached to `view` (nil: after it is removed).
    func didMove(to view: UIView?)
}
