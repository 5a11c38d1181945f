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
        guard let window = presenter.windowForPresenting(viewControllerToPresent) else { return }

        // The presentation controller for the style asked for, and the style it adapts to here
        // (a sheet goes full screen where the height is compact, or as its delegate says).
        let asked = viewControllerToPresent.presentationControllerForPresenting(by: presenter, source: self)
        // UIKit routes the presentation to the presentation-context provider (a navigation or tab
        // bar controller when a child presents): a custom presentation controller made with the
        // child reports the provider as its presentingViewController, as Apple's samples compare.
        asked.presentingStorage = presenter
        let adapted = asked.adaptivePresentationStyle(for: presenter.traitCollection)
        var presented = viewControllerToPresent
        var presentation = asked
        if adapted != asked.presentationStyle {
            if let replacement = asked.delegate?.presentationController(asked, viewControllerForAdaptivePresentationStyle: adapted),
               replacement !== viewControllerToPresent {
                presented = replacement
            }
            if let popover = asked as? UIPopoverPresentationController, adapted == .pageSheet || adapted == .formSheet,
               presented === viewControllerToPresent {
                // A popover adapting to a sheet becomes its adaptive sheet (UIKit docs, iOS 17).
                let sheet = popover.adaptiveSheetPresentationController
                sheet.presentingStorage = presenter
                presentation = sheet
            } else {
                presentation = SystemPresentationController(presented: presented, presenting: presenter, style: adapted)
            }
            presentation.delegate = asked.delegate
            presented.presentationControllerStorage = presentation
            // UIKit docs: the delegate may prepare the presentation controller adapted to.
            asked.delegate?.presentationController(asked, prepare: presentation)
        }
        let style = presentation.presentationStyle

        let delegate = presented.transitioningDelegate
        // Without the delegate's animator: the preferred transition (a zoom, or a standard one), else
        // the context provider's transition style when it provides one, else the presented controller's.
        let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
            ?? ZoomTransitionAnimator.make(for: presented.preferredTransition, appearing: true)
            ?? SystemModalAnimator(style: presented.systemTransitionStyle(presentedBy: presenter), presenting: true)
        if presented.preferredTransition?.isZoom == true {
            ZoomDismissalGesture.install(on: presented, options: presented.preferredTransition?.zoomOptions)
        }
        let interaction = flag ? delegate?.interactionControllerForPresentation(using: animator) : nil

        let container = Self.addContainerView(to: window, for: presentation)
        presented.linkPresentation(to: presenter, through: presentation, in: container)
        presented.isBeingPresented = true

        let removesPresenter = presentation.shouldRemovePresentersView
        let presenterView = presenter.view!
        let presenterHome = ViewHome(of: presenterView)
        if removesPresenter {
            // The presenter's view moves into the container for the transition, keeping its place on screen.
            let frame = container.convert(presenterView.frame, from: presenterView.superview)
            container.addSubview(presenterView)
            presenterView.frame = frame
        }
        let parts = ModalTransitionParts(
            presenter: presenter, presented: presented, presentation: presentation, container: container,
            removesPresenter: removesPresenter, presenterView: presenterView, animated: flag)
        let transition = parts.presentationContext(
            style: style, animator: animator, interaction: interaction,
            finalFrame: presentation.frameOfPresentedViewInContainerView, presenterHome: presenterHome, completion: completion)
        transition.hooks.willBegin = { [unowned presented, unowned transition] in
            presentation.notifyingPresentedViewChanges { presentation.presentationTransitionWillBegin() }
            // View Controller Programming Guide: a presentation controller may wrap the presented
            // view in presentationTransitionWillBegin(); presentedView, read after it, is the to-view.
            transition.setView(parts.presentedView, forKey: .to)
            asked.delegate?.presentationController(asked, willPresentWithAdaptiveStyle: adapted == asked.presentationStyle ? .none : adapted,
                                                   transitionCoordinator: presented.transitionCoordinator)
        }
        transition.start()
    }

    /// The presentation controller a presentation of this controller by `presenter` uses: the one
    /// made before (when `presentationController` was asked for) if it is for the same style, or
    /// a new one — the transitioning delegate's for `.custom`, a sheet for the sheet styles, a
    /// popover's, or the system's — which keeps the earlier one's delegate.
    func presentationControllerForPresenting(by presenter: UIViewController?, source: UIViewController?) -> UIPresentationController {
        let style = resolvedPresentationStyle
        // `.custom` asks the transitioning delegate each time it presents, as UIKit does.
        let custom = style == .custom
            ? transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source ?? presenter ?? self)
            : nil
        if custom == nil, let made = presentationControllerStorage, made.presentationStyle == style, presentingThis == nil {
            made.presentingStorage = presenter ?? made.presentingStorage
            return made
        }
        let made: UIPresentationController
        switch style {
        case .custom:
            made = custom ?? UIPresentationController(presentedViewController: self, presenting: presenter)
        case .pageSheet, .formSheet:
            made = UISheetPresentationController(presented: self, presenting: presenter, style: style)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
        default:
            made = SystemPresentationController(presented: self, presenting: presenter, style: style)
        }
        if made.delegate == nil { made.delegate = presentationControllerStorage?.delegate }
        presentationControllerStorage = made
        return made
    }

    /// Dismisses the controller this one presents (or, if it presents none, this controller),
    /// with the transitioning delegate's animator or the system's, then runs `completion`.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = controllerToDismiss else {
            Diagnostics.report("dismiss(animated:completion:) on \(debugName), which neither presents nor is presented; "
                + "nothing to dismiss.", near: viewIfLoaded)
            completion?()
            return
        }
        if let above = presented.presentedByThis {
            // UIKit dismisses everything above without animation first.
            above.dismissUnanimated()
        }
        guard let presenter = presented.presentingThis, let container = presented.presentationContainer,
              let window = container.window else { return }
        // UIKit's rule concerns presentations only: a child navigation controller may be pushing.
        if window.activeTransitions.contains(where: { $0.operation == .present || $0.operation == .dismiss }) {
            Diagnostics.report("Attempt to dismiss from view controller \(presenter.debugName) while a presentation or "
                + "dismiss is in progress!", near: window)
            return
        }

        // The presentation controller the presentation kept, and the animator: the transitioning delegate's, or the system's.
        let presentation = presented.presentationControllerStorage
            ?? SystemPresentationController(presented: presented, presenting: presenter, style: .fullScreen)
        let style = presentation.presentationStyle
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? ZoomTransitionAnimator.make(for: presented.preferredTransition, appearing: false)
            ?? SystemModalAnimator(style: presented.systemTransitionStyle(presentedBy: presenter), presenting: false)
        let interaction = flag ? (delegate?.interactionControllerForDismissal(using: animator) ?? presentation.pendingDismissalInteraction) : nil

        let parts = ModalTransitionParts(
            presenter: presenter, presented: presented, presentation: presentation, container: container,
            removesPresenter: presentation.shouldRemovePresentersView, presenterView: presenter.view!, animated: flag)
        let presenterFrame = container.bounds
        presented.isBeingDismissed = true
        let transition = parts.dismissalContext(
            style: style, animator: animator, interaction: interaction,
            presenterFrame: presenterFrame, window: window, completion: completion)
        transition.hooks.willBegin = { presentation.notifyingPresentedViewChanges { presentation.dismissalTransitionWillBegin() } }
        transition.start()
    }

    /// The window a presentation by this controller goes into, or nil, with UIKit's message,
    /// when UIKit refuses it: this controller already presents, its view is off screen, a
    /// transition is in flight, or `presented` is presented already.
    private func windowForPresenting(_ presented: UIViewController) -> UIWindow? {
        if let current = presentedViewController {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(debugName) which is already "
                + "presenting \(current.debugName).", near: current.viewIfLoaded)
            return nil
        }
        guard let window = viewIfLoaded?.window else {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(debugName) whose view is not "
                + "in the window hierarchy.", near: nil)
            return nil
        }
        if window.activeTransition != nil {
            Diagnostics.report("Attempt to present \(presented.debugName) on \(debugName) while a presentation "
                + "is in progress!", near: window)
            return nil
        }
        if presented.presentingThis != nil || presented === self {
            Diagnostics.report("Application tried to present modally a view controller \(presented.debugName) that is "
                + "already being presented.", near: window)
            return nil
        }
        return window
    }

    /// The container: a transition view over the whole window, as UIKit adds, given to the
    /// presentation controller.
    private static func addContainerView(to window: UIWindow, for presentation: UIPresentationController) -> UIView {
        let container = UITransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        presentation.containerView = container
        return container
    }

    /// Links this controller, being presented, and its presenter, as UIKit's properties show it.
    private func linkPresentation(to presenter: UIViewController, through presentation: UIPresentationController,
                                  in container: UIView) {
        presenter.presentedByThis = self
        presentingThis = presenter
        presentationControllerStorage = presentation
        presentationContainer = container
    }

    /// Undoes `linkPresentation`: this controller is presented no more.
    func unlinkPresentation(from presenter: UIViewController) {
        presenter.presentedByThis = nil
        presentingThis = nil
        presentationContainer = nil
    }

    /// What `dismiss` takes down: the controller this one or an ancestor presents; else this one,
    /// if it is presented; else the controller presenting on its behalf, if that one is presented.
    private var controllerToDismiss: UIViewController? {
        if let child = presentedViewController { return child }
        if presentingThis != nil { return self }
        let provider = presentationContextProvider
        return provider.presentingThis != nil ? provider : nil
    }

    /// Takes a presentation down at once, with no transition or callbacks beyond appearance.
    private func dismissUnanimated() {
        if let above = presentedByThis { above.dismissUnanimated() }
        guard let presenter = presentingThis else { return }
        let window = presentationContainer?.window
        beginAppearanceTransition(false, animated: false)
        viewIfLoaded?.removeFromSuperview()
        presentationContainer?.removeFromSuperview()
        if presentationControllerStorage?.shouldRemovePresentersView == true, let window {
            window.restorePresenterView(presenter.view, of: presenter)
        }
        endAppearanceTransition()
        unlinkPresentation(from: presenter)
    }

    /// The system transition style of this controller's presentation by `presenter`: its
    /// preferred standard transition, else the style of a presentation-context provider that
    /// provides one (`providesPresentationContextTransitionStyle`), else its own.
    func systemTransitionStyle(presentedBy presenter: UIViewController) -> UIModalTransitionStyle {
        if let style = preferredTransition?.modalTransitionStyle { return style }
        if presenter.definesPresentationContext, presenter.providesPresentationContextTransitionStyle {
            return presenter.modalTransitionStyle
        }
        return modalTransitionStyle
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
