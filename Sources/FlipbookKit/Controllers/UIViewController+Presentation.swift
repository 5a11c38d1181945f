//  UIViewController+Presentation.swift — FlipbookKit
//  Mirrors UIViewController's modal presentation: present, dismiss and their transitions. Status: complete.

import Foundation

extension UIViewController {
    /// Presents `viewControllerToPresent` modally, with its transitioning delegate's animator
    /// (or the system's for its `modalTransitionStyle`), and runs `completion` when it is on screen.
    ///
    /// As in UIKit, a controller that is already presenting, or a presentation while another
    /// transition is in flight, is refused with UIKit's message on the diagnostics.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContextProvider
        let presented = viewControllerToPresent
        if let current = presenter.presentedViewController {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(presenter.debugName) which is already "
                + "presenting \(current.debugName).", near: current.viewIfLoaded)
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(presenter.debugName) whose view is not "
                + "in the window hierarchy.", near: nil)
            return
        }
        if window.activeTransition != nil {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(presenter.debugName) while a presentation "
                + "is in progress!", near: window)
            return
        }
        if presented.presentingViewController != nil || presented === presenter {
            Diagnostics.report("Application tried to present modally a view controller \(presented.debugName) that is "
                + "already being presented.", near: window)
            return
        }

        let style = presented.modalPresentationStyle.resolved
        let delegate = presented.transitioningDelegate
        let presentation = (style == .custom
            ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
            : nil) ?? SystemPresentationController(presented: presented, presenting: presenter, style: style)
        let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
            ?? SystemModalAnimator(style: presented.modalTransitionStyle, presenting: true)
        let interaction = flag ? delegate?.interactionControllerForPresentation(using: animator) : nil

        // The container: a transition view over the whole window, as UIKit adds.
        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        presentation.containerView = container

        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.presentationController = presentation
        presented.presentationContainer = container
        presented.isBeingPresented = true

        let removesPresenter = presentation.shouldRemovePresentersView
        let presenterView = presenter.view!
        let home = ViewHome(of: presenterView)
        if removesPresenter {
            // The presenter's view moves into the container for the transition, keeping its place on screen.
            let frame = container.convert(presenterView.frame, from: presenterView.superview)
            container.addSubview(presenterView)
            presenterView.frame = frame
        }
        let presentedView = presentation.presentedView ?? presented.view!
        let finalFrame = presentation.frameOfPresentedViewInContainerView

        var initial: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presenter): container.convert(presenterView.frame, from: presenterView.superview)]
        var final: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presented): finalFrame]
        if !removesPresenter { final[ObjectIdentifier(presenter)] = initial[ObjectIdentifier(presenter)] }
        initial[ObjectIdentifier(presented)] = .zero

        let transition = ViewControllerTransition(
            operation: .present, from: presenter, to: presented, container: container,
            fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            initialFrames: initial, finalFrames: final, animated: flag, style: style,
            animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { completed in
                    if completed {
                        if !presentedView.isDescendant(of: container) {
                            if flag {
                                Diagnostics.report("The presented view was not in the transition's container view when "
                                    + "the presentation completed; UIKit would show a blank screen. Add it with "
                                    + "transitionContext.containerView.addSubview(toView).", near: container)
                            }
                            container.addSubview(presentedView)
                            presentedView.frame = finalFrame
                        }
                        if removesPresenter { presenterView.removeFromSuperview() }
                    } else {
                        presentedView.removeFromSuperview()
                        if removesPresenter { home.restore(presenterView) }
                        container.removeFromSuperview()
                        presenter.presentedViewController = nil
                        presented.presentingViewController = nil
                        presented.presentationController = nil
                        presented.presentationContainer = nil
                    }
                    presentation.presentationTransitionDidEnd(completed)
                },
                appearanceStart: {
                    if removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
                    presented.beginAppearanceTransition(true, animated: flag)
                },
                appearanceEnd: { completed in
                    if completed {
                        presented.endAppearanceTransition()
                        if removesPresenter { presenter.endAppearanceTransition() }
                    } else {
                        // A cancelled presentation: the presented controller disappears again, the presenter reappears.
                        presented.beginAppearanceTransition(false, animated: flag)
                        presented.endAppearanceTransition()
                        if removesPresenter {
                            presenter.beginAppearanceTransition(true, animated: flag)
                            presenter.endAppearanceTransition()
                        }
                    }
                },
                completion: { completed in
                    // As in UIKit, isBeingPresented holds through viewDidAppear.
                    presented.isBeingPresented = false
                    if completed { completion?() }
                }))
        presentation.presentationTransitionWillBegin()
        transition.start()
    }

    /// Dismisses the controller this one presents (or, if it presents none, this controller),
    /// with the transitioning delegate's animator or the system's, then runs `completion`.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController
        if let child = presentedViewController {
            presented = child
        } else if presentingViewController != nil {
            presented = self
        } else if let ancestor = presentationContextProvider.presentingViewController != nil ? presentationContextProvider : nil {
            presented = ancestor
        } else {
            Diagnostics.report("dismiss(animated:completion:) on \(debugName), which neither presents nor is presented; "
                + "nothing to dismiss.", near: viewIfLoaded)
            completion?()
            return
        }
        if let above = presented.presentedViewController {
            // UIKit dismisses everything above without animation first.
            above.dismissUnanimated()
        }
        guard let presenter = presented.presentingViewController, let container = presented.presentationContainer,
              let window = container.window else { return }
        if window.activeTransition != nil {
            Diagnostics.report("Attempt to dismiss from view controller \(presenter.debugName) while a presentation or "
                + "dismiss is in progress!", near: window)
            return
        }
        let presentation = presented.presentationController
            ?? SystemPresentationController(presented: presented, presenting: presenter, style: .fullScreen)
        let style = presented.modalPresentationStyle.resolved
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? SystemModalAnimator(style: presented.modalTransitionStyle, presenting: false)
        let interaction = flag ? delegate?.interactionControllerForDismissal(using: animator) : nil

        let removedPresenter = presentation.shouldRemovePresentersView
        let presenterView = presenter.view!
        let presentedView = presentation.presentedView ?? presented.view!
        let presenterFrame = container.bounds
        presented.isBeingDismissed = true

        let initial: [ObjectIdentifier: CGRect] = [
            ObjectIdentifier(presented): container.convert(presentedView.frame, from: presentedView.superview),
        ]
        var final: [ObjectIdentifier: CGRect] = [ObjectIdentifier(presented): .zero]
        final[ObjectIdentifier(presenter)] = presenterFrame

        let transition = ViewControllerTransition(
            operation: .dismiss, from: presented, to: presenter, container: container,
            fromView: presentedView, toView: removedPresenter ? presenterView : nil,
            initialFrames: initial, finalFrames: final, animated: flag, style: style,
            animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { completed in
                    if completed {
                        presentedView.removeFromSuperview()
                        container.removeFromSuperview()
                        if removedPresenter {
                            // UIKit puts the presenter's view back where it lives, wherever the animator put it.
                            window.restorePresenterView(presenterView, of: presenter)
                        }
                        presenter.presentedViewController = nil
                        presented.presentingViewController = nil
                        presented.presentationController = nil
                        presented.presentationContainer = nil
                    } else if removedPresenter {
                        presenterView.removeFromSuperview()
                    }
                    presentation.dismissalTransitionDidEnd(completed)
                },
                appearanceStart: {
                    presented.beginAppearanceTransition(false, animated: flag)
                    if removedPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
                },
                appearanceEnd: { completed in
                    if completed {
                        if removedPresenter { presenter.endAppearanceTransition() }
                        presented.endAppearanceTransition()
                    } else {
                        if removedPresenter {
                            presenter.beginAppearanceTransition(false, animated: flag)
                            presenter.endAppearanceTransition()
                        }
                        presented.beginAppearanceTransition(true, animated: flag)
                        presented.endAppearanceTransition()
                    }
                },
                completion: { completed in
                    presented.isBeingDismissed = false
                    if completed { completion?() }
                }))
        presentation.dismissalTransitionWillBegin()
        transition.start()
    }

    /// Takes a presentation down at once, with no transition or callbacks beyond appearance.
    private func dismissUnanimated() {
        if let above = presentedViewController { above.dismissUnanimated() }
        guard let presenter = presentingViewController else { return }
        let window = presentationContainer?.window
        beginAppearanceTransition(false, animated: false)
        viewIfLoaded?.removeFromSuperview()
        presentationContainer?.removeFromSuperview()
        if presentationController?.shouldRemovePresentersView == true, let window {
            window.restorePresenterView(presenter.view, of: presenter)
        }
        endAppearanceTransition()
        presenter.presentedViewController = nil
        presentingViewController = nil
        presentationController = nil
        presentationContainer = nil
    }

    /// The controller that presents on this one's behalf: its outermost parent (UIKit
    /// presents from the controller that defines the presentation context; the root one here).
    var presentationContextProvider: UIViewController {
        var current: UIViewController = self
        while let parent = current.parent, !current.definesPresentationContext { current = parent }
        return current
    }

    /// A short name for messages: the class name, and the title when there is one.
    package var debugName: String {
        "<\(type(of: self))\(title.map { ": \"\($0)\"" } ?? "")>"
    }
}

/// Where a view lived (superview and index), so it can be put back.
struct ViewHome {
    weak var superview: UIView?
    let index: Int
    let frame: CGRect

    init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
    }

    func restore(_ view: UIView) {
        guard let superview else { view.removeFromSuperview(); return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        view.frame = frame
    }
}

extension UIWindow {
    /// Puts a presenter's view back in the window after a full-screen presentation ends:
    /// the root controller's view fills the window under any remaining presentation; a
    /// presented controller's view goes back into its own presentation's container.
    func restorePresenterView(_ view: UIView, of controller: UIViewController) {
        if let container = controller.presentationContainer {
            container.insertSubview(view, at: 0)
            view.frame = controller.presentationController?.frameOfPresentedViewInContainerView ?? container.bounds
        } else {
            insertSubview(view, at: 0)
            view.frame = bounds
        }
    }
}
