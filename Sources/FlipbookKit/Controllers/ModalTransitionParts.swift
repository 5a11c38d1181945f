//  ModalTransitionParts.swift — FlipbookKit
//  Flipbook's plumbing behind present and dismiss: what one modal transition is made of, and
//  the transition context it starts, with what UIKit does at its edges.

import Foundation

/// The parts of one modal presentation or dismissal, once `present` or `dismiss` has chosen
/// them, and the `ViewControllerTransition` (the animator's context) they make with an animator.
///
/// The context's hooks are UIKit's edges of the transition: how the hierarchy and the
/// controllers' links are left after it completes or is cancelled, and the appearance
/// callbacks in UIKit's order. They hold these parts, never the animator, which the context
/// alone holds (and lets go of when it is abandoned).
struct ModalTransitionParts {
    /// The controller that presents (the presentation-context provider) and the one it presents.
    let presenter: UIViewController
    let presented: UIViewController
    let presentation: UIPresentationController
    /// The transition view over the window.
    let container: UIView
    /// Whether the presenter's view leaves the screen while the other is presented (full-screen
    /// styles): it is then one of the transition's views, and its controller appears and disappears.
    let removesPresenter: Bool
    let presenterView: UIView
    let animated: Bool

    /// The presentation controller's `presentedView`, else the presented controller's view, read
    /// when needed: a presentation controller may wrap the view in `presentationTransitionWillBegin()`.
    var presentedView: UIView { presentation.presentedView ?? presented.view! }

    // MARK: Presentation

    /// The context of a presentation that puts the presented view at `finalFrame`; a cancelled
    /// one puts the presenter's view back in `presenterHome`.
    func presentationContext(style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
                             interaction: UIViewControllerInteractiveTransitioning?,
                             finalFrame: CGRect, presenterHome: ViewHome,
                             completion: (() -> Void)?) -> ViewControllerTransition {
        var initial: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presenter): container.convert(presenterView.frame, from: presenterView.superview)]
        var final: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presented): finalFrame]
        if !removesPresenter { final[ObjectIdentifier(presenter)] = initial[ObjectIdentifier(presenter)] }
        initial[ObjectIdentifier(presented)] = .zero

        return ViewControllerTransition(
            operation: .present, from: presenter, to: presented, container: container,
            fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            initialFrames: initial, finalFrames: final, animated: animated, style: style,
            animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { completed in
                    if completed {
                        settlePresentation(finalFrame: finalFrame)
                    } else {
                        undoPresentation(presenterHome: presenterHome)
                    }
                    presentation.notifyingPresentedViewChanges { presentation.presentationTransitionDidEnd(completed) }
                },
                appearanceStart: {
                    if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
                    presented.beginAppearanceTransition(true, animated: animated)
                },
                appearanceEnd: { completed in endPresentationAppearance(completed: completed) },
                completion: { completed in
                    // As in UIKit, isBeingPresented holds through viewDidAppear.
                    presented.isBeingPresented = false
                    if completed { completion?() }
                }))
    }

    /// A completed presentation: the presented view in the container (where UIKit would show a
    /// blank screen if the animator left it out, which is reported), the presenter's view gone.
    private func settlePresentation(finalFrame: CGRect) {
        if !presentedView.isDescendant(of: container) {
            if animated {
                Diagnostics.report("The presented view was not in the transition's container view when "
                    + "the presentation completed; UIKit would show a blank screen. Add it with "
                    + "transitionContext.containerView.addSubview(toView).", near: container)
            }
            container.addSubview(presentedView)
            presentedView.frame = finalFrame
        }
        if removesPresenter { presenterView.removeFromSuperview() }
    }

    /// A cancelled presentation: the hierarchy and the controllers as they were before it.
    private func undoPresentation(presenterHome: ViewHome) {
        presentedView.removeFromSuperview()
        if removesPresenter { presenterHome.restore(presenterView) }
        container.removeFromSuperview()
        presented.unlinkPresentation(from: presenter)
    }

    private func endPresentationAppearance(completed: Bool) {
        if completed {
            presented.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
        } else {
            // A cancelled presentation: the presented controller disappears again, the presenter reappears.
            presented.beginAppearanceTransition(false, animated: animated)
            presented.endAppearanceTransition()
            if removesPresenter {
                presenter.beginAppearanceTransition(true, animated: animated)
                presenter.endAppearanceTransition()
            }
        }
    }

    // MARK: Dismissal

    /// The context of a dismissal that gives the presenter `presenterFrame`; a completed one
    /// puts the presenter's view back in `window`.
    func dismissalContext(style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
                          interaction: UIViewControllerInteractiveTransitioning?,
                          presenterFrame: CGRect, window: UIWindow,
                          completion: (() -> Void)?) -> ViewControllerTransition {
        let initial: [ObjectIdentifier: CGRect] = [
            ObjectIdentifier(presented): container.convert(presentedView.frame, from: presentedView.superview),
        ]
        var final: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presented): .zero]
        final[ObjectIdentifier(presenter)] = presenterFrame

        return ViewControllerTransition(
            operation: .dismiss, from: presented, to: presenter, container: container,
            fromView: presentedView, toView: removesPresenter ? presenterView : nil,
            initialFrames: initial, finalFrames: final, animated: animated, style: style,
            animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { completed in
                    if completed {
                        settleDismissal(in: window)
                    } else if removesPresenter {
                        presenterView.removeFromSuperview()
                    }
                    presentation.notifyingPresentedViewChanges { presentation.dismissalTransitionDidEnd(completed) }
                },
                appearanceStart: {
                    presented.beginAppearanceTransition(false, animated: animated)
                    if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
                },
                appearanceEnd: { completed in endDismissalAppearance(completed: completed) },
                completion: { completed in
                    presented.isBeingDismissed = false
                    if completed { completion?() }
                }))
    }

    /// A completed dismissal: the presented view and the container gone, the presenter's view
    /// back where it lives (wherever the animator put it), the controllers unlinked.
    private func settleDismissal(in window: UIWindow) {
        presentedView.removeFromSuperview()
        container.removeFromSuperview()
        if removesPresenter { window.restorePresenterView(presenterView, of: presenter) }
        presented.unlinkPresentation(from: presenter)
    }

    private func endDismissalAppearance(completed: Bool) {
        if completed {
            if removesPresenter { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
        } else {
            if removesPresenter {
                presenter.beginAppearanceTransition(false, animated: animated)
                presenter.endAppearanceTransition()
            }
            presented.beginAppearanceTransition(true, animated: animated)
            presented.endAppearanceTransition()
        }
    }
}
