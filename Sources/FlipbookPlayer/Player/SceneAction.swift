//  SceneAction.swift — FlipbookPlayer
//  What the user did to a scene, logged with its time so the scene can be rebuilt and replayed.

import Foundation
import FlipbookKit

/// Something the user did to the scene (as opposed to the player's own view settings).
package enum SceneAction: Equatable, Sendable {
    /// Enter in live mode: the demo's main action.
    case primary
    /// Esc/Backspace: the demo's back action.
    case back
    /// Arrow keys in live mode: move the selection.
    case moveSelection(dx: Int, dy: Int)
    /// A script's `select <n>`: put the selection on item `n`.
    case selectItem(Int)
    /// A tap at a point of the device, in scene points: a finger down and up there.
    case tap(x: Double, y: Double)
    /// A finger down, moving or up on the device, in scene points.
    case touch(TouchPhase, x: Double, y: Double, finger: Int)
    /// Interactive mode on or off: transitions start under the player's hand.
    case forceInteractive(Bool)
    /// Interactive mode: the transition's progress, as a pan gesture would set it.
    case interactiveUpdate(Double)
    /// Interactive mode: let go — finish or cancel.
    case interactiveRelease(finish: Bool)
    /// `r`: reverse what can be reversed (a released interactive transition, property animators),
    /// or say in the Diagnostics why nothing turns (`DemoScene.reverseTarget`).
    case reverse
    /// Keys typed while a text field or text view is the first responder: characters inserted
    /// ("\n" is Return), the delete key, the insertion point moved (← →, Home/End), editing
    /// ended (Esc: the keyboard dismissed).
    case insertText(String)
    case deleteBackward
    case moveInsertionPoint(by: Int)
    case moveInsertionPointToEnd(Bool)
    case endEditing
}

/// A scene action at a scene-clock time.
package struct LoggedAction: Equatable, Sendable {
    package var time: Double
    package var action: SceneAction
    /// What performing it costs, in animations it added to the live scene's clock: a spare scene
    /// replays a heavy action only in an update that shows no animation (`SpareScenes.heavyWeight`).
    package var weight = 0
}

extension DemoScene {
    /// Performs `action` on this scene now, then ends the run-loop turn (the layout pass and the
    /// commit), as iOS does after handling an event: what is drawn next and what the inspector
    /// reads now are the same model.
    package func perform(_ action: SceneAction) {
        defer { window.clock.commit() }
        switch action {
        case .primary:
            primaryAction?()
        case .back:
            backAction?()
        case let .moveSelection(dx, dy):
            moveSelection?(dx, dy)
        case .selectItem(let item):
            selectItem?(item)
        case let .tap(x, y):
            touch(.down, at: CGPoint(x: x, y: y), finger: 0)
            touch(.up, at: CGPoint(x: x, y: y), finger: 0)
        case let .touch(phase, x, y, finger):
            touch(phase, at: CGPoint(x: x, y: y), finger: finger)
        case .forceInteractive(let on):
            window.forcesInteractiveTransitions = on
        case .interactiveUpdate(let p):
            percentDriver?.update(CGFloat(p))
        case .interactiveRelease(let finish):
            if finish { percentDriver?.finish() } else { percentDriver?.cancel() }
        case .reverse:
            reverse()
        case .insertText(let text):
            textEditor?.insertText(text)
        case .deleteBackward:
            textEditor?.deleteBackward()
        case .moveInsertionPoint(let n):
            textEditor?.moveInsertionPoint(by: n)
        case .moveInsertionPointToEnd(let end):
            textEditor?.moveInsertionPoint(toEnd: end)
        case .endEditing:
            window.endEditing(true)
        }
    }

    /// What `r` turns round now, or why it turns nothing.
    package enum ReverseTarget: Equatable, Sendable {
        /// A transition let go of (running on after `finish()` or `cancel()`) whose interaction
        /// controller is percent-driven: it is sent the other way.
        case releasedTransition
        /// No transition: the window's active property animators (`isReversed` toggled).
        case propertyAnimators
        /// A transition still under the hand: it moves with the hand, not with the clock.
        case transitionUnderTheHand
        /// A transition with no percent-driven interaction controller: UIKit has no way to turn it.
        case transitionWithoutPercentDriver
        /// Block animations, Core Animation or dynamics: none has a reverse.
        case irreversibleAnimations
        /// Nothing runs.
        case nothing
    }

    /// What `r` would turn round now. Allocates nothing: the key hints ask every frame.
    package var reverseTarget: ReverseTarget {
        if let transition = window.activeTransition {
            if transition.isInteractive { return .transitionUnderTheHand }
            return percentDriver == nil ? .transitionWithoutPercentDriver : .releasedTransition
        }
        if window.firstPropertyAnimator(where: { $0.state == .active }) != nil { return .propertyAnimators }
        return window.clock.hasRunningAnimations ? .irreversibleAnimations : .nothing
    }

    /// Whether `r` turns something round now (the key hints offer it only then).
    package var canReverse: Bool {
        switch reverseTarget {
        case .releasedTransition, .propertyAnimators:
            return true
        case .transitionUnderTheHand, .transitionWithoutPercentDriver, .irreversibleAnimations, .nothing:
            return false
        }
    }

    /// `r`, as UIKit allows it; what cannot turn is said in the Diagnostics.
    ///
    /// A view-controller transition turns round only through its interaction controller, as in
    /// UIKit: let go of, it is paused and sent the other way (`pause()`, then `cancel()` or
    /// `finish()`), so its context knows whether it was cancelled and its animator completes it
    /// so. A transition's own animators are never reversed behind its context's back: back at
    /// their start, their completion would still complete the transition as finished (the slide
    /// seed's calls `completeTransition(true)`), the presented screen left off the device: black
    /// frames. With no transition, the window's active property animators are reversed (UIKit
    /// docs, `isReversed`: a running animator runs back to its start, `fractionComplete` falling,
    /// and its completions get `.start`).
    private func reverse() {
        let operation = window.activeTransition?.operation.rawValue ?? ""
        switch reverseTarget {
        case .releasedTransition:
            guard let driver = percentDriver, let transition = window.activeTransition else { return }
            let back = !transition.transitionWasCancelled
            driver.pause()
            if back { driver.cancel() } else { driver.finish() }
        case .propertyAnimators:
            for animator in window.propertyAnimators where animator.state == .active {
                animator.isReversed.toggle()
            }
        case .transitionUnderTheHand:
            Diagnostics.report("r: the \(operation) is under the hand, where only the hand moves it. Let go (⏎) first; "
                + "then r sends it the other way.", near: window)
        case .transitionWithoutPercentDriver:
            Diagnostics.report("r: the \(operation) has no UIPercentDrivenInteractiveTransition, and UIKit turns a transition "
                + "round only through its interaction controller. Press i before starting it, let go (⏎), then r.", near: window)
        case .irreversibleAnimations:
            Diagnostics.report("r: UIView.animate, Core Animation and UIKit Dynamics animations have no reverse; r turns a "
                + "UIViewPropertyAnimator, or an interactive transition let go of.", near: window)
        case .nothing:
            Diagnostics.report("r: nothing is running to reverse.", near: window)
        }
    }

    /// The text field or text view being edited, if any: where typed keys go.
    package var textEditor: (any TextEditingResponder)? {
        window.firstResponder as? any TextEditingResponder
    }

    /// The percent-driven controller of the transition running now, if any.
    package var percentDriver: UIPercentDrivenInteractiveTransition? {
        window.activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition
    }

    /// A finger on the window, delivered as UIKit delivers touches (gesture recognizers, then
    /// the view: a control tracks its touch). A finger lifted where it touched down (within
    /// 10 pt), whose touch no recognizer took, also selects the collection view cell under it:
    /// Flipbook's collection views act on taps, not on touch tracking.
    private func touch(_ phase: TouchPhase, at point: CGPoint, finger: Int) {
        let uiPhase: UITouch.Phase = switch phase {
        case .down: .began
        case .move: .moved
        case .up: .ended
        case .cancel: .cancelled
        }
        let touch = window.touchesByFinger[finger]
        window.sendTouch(uiPhase, at: point, finger: finger)
        if phase == .up, let touch, !touch.isCancelledInView,
           hypot(point.x - touch.startWindowLocation.x, point.y - touch.startWindowLocation.y) <= UITapGestureRecognizer.allowableMovement {
            tap(at: point)
        }
    }

    /// A tap at a point of the window: the collection or table view cell under it is selected
    /// as a tap would (a control under it has tracked the touch itself).
    private func tap(at point: CGPoint) {
        window.layoutIfNeeded()
        guard let hit = window.hitTest(point, with: nil) else { return }
        var view: UIView? = hit
        while let current = view {
            if current is UIControl { return }
            if let cell = current as? UICollectionViewCell {
                var ancestor = cell.superview
                while let candidate = ancestor, !(candidate is UICollectionView) { ancestor = candidate.superview }
                if let collection = ancestor as? UICollectionView, let indexPath = collection.indexPath(for: cell) {
                    collection.userDidTapItem(at: indexPath)
                }
                return
            }
            if let cell = current as? UITableViewCell {
                if let table = cell.superview as? UITableView, let indexPath = table.indexPath(for: cell) {
                    table.userDidTapRow(at: indexPath)
                }
                return
            }
            view = current.superview
        }
    }
}
