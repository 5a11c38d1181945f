//  UIDynamicBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIDynamicBehavior. Status: complete.

import Foundation

/// A physical behaviour, or a composite of child behaviours; subclass it to combine several
/// (seed 004's transition does).
///
/// Any change to a behaviour attached to an animator takes effect from that moment: the
/// animator re-simulates from the state its items are in.
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    private weak var parent: UIDynamicBehavior?
    private weak var animatorStorage: UIDynamicAnimator?

    /// Run after every simulation step (UIKit docs: "The dynamic animator calls the action block
    /// on every animation step"), as the clock passes that step's media time, with the items'
    /// model values where the step puts them and the animator's `elapsedTime` at the step.
    ///
    /// Flipbook: the trajectory is simulated ahead without the blocks; a block that changes the
    /// behaviours (an item leaving the screen removes them) re-simulates from its step.
    open var action: (() -> Void)? {
        didSet { changed() }
    }

    public override init() {
        super.init()
    }

    /// The animator this behaviour (or its outermost parent) is in.
    open var dynamicAnimator: UIDynamicAnimator? { parent?.dynamicAnimator ?? animatorStorage }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        changed()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        changed()
    }

    /// Called when the behaviour is added to an animator, or removed (nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - Flipbook plumbing

    package func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        for child in childBehaviors { child.willMove(to: animator) }
        animatorStorage = animator
    }

    /// Something about the behaviour changed: the animator re-simulates from now.
    package func changed() {
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Adds this behaviour's effects to a simulation being set up (subclasses add theirs),
    /// then its children's.
    package func contribute(to setup: DynamicsSetup) {
        if let action { setup.actions.append(action) }
        for child in childBehaviors { child.contribute(to: setup) }
    }
}
