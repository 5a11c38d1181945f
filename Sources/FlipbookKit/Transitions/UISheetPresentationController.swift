//  UISheetPresentationController.swift — FlipbookKit
//  Mirrors UIKit.UISheetPresentationController: the system sheet of `.pageSheet`, `.formSheet`
//  and `.automatic` presentations. Status: partial (detents, dimming, the presenter pushed back,
//  the grabber, dragging between detents and swiping down to dismiss; no scroll-view handoff,
//  no stacked sheets pushing each other back).

import Foundation

/// The card a sheet presentation shows: it rises from the bottom to a detent, dims and (at the
/// large detent, on a phone) pushes the presenter back, and follows a drag — to another detent, or
/// down and away, which dismisses the presented controller interactively.
///
///     if let sheet = controller.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.prefersGrabberVisible = true
///     }
///     present(controller, animated: true)
///
/// Flipbook: UIKit's sheet geometry is private. Measured from iOS 17 screenshots of a 390×844 pt
/// iPhone: the large detent's card starts 10 pt under the 47 pt top safe area; the pushed-back
/// presenter shrinks to leave 16 pt each side, its top at the safe area, corners rounded 10 pt,
/// on black. The medium detent is half the container's height, as UIKit's docs put it
/// ("approximately half the height of the screen").
open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet rests at.
    public final class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// A visual effect behind the sheet at this detent. Flipbook: kept, not drawn.
        public var backgroundEffect: UIVisualEffect?
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the screen.
        public class func medium() -> Detent {
            // Half the container: the largest detent's height and the gap above it, halved.
            Detent(identifier: .medium) { context in (context.maximumDetentValue + UISheetPresentationController.largeDetentTopInset) / 2 }
        }

        /// The full height a sheet may have.
        public class func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A height of your own, from the context (nil leaves the detent out).
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, no more than the largest a sheet may be.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }

    /// The heights the sheet may rest at (UIKit's default: large only).
    open var detents: [Detent] = [.large()] {
        didSet { if detents.isEmpty { detents = [.large()] } }
    }
    /// The detent the sheet rests at; nil is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which what lies behind is not dimmed; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// The radius of the sheet's top corners; nil is the system's (10 pt).
    open var preferredCornerRadius: CGFloat?
    /// Kept; Flipbook: sheets have no scroll-view handoff yet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether the sheet takes a page's size in a regular-width environment. Flipbook: kept; the
    /// previewer's width is compact, where a sheet spans the width anyway.
    open var prefersPageSizing = true
    /// The view the sheet is anchored to when it shows as a popover in a regular-width environment.
    /// Flipbook: kept; the previewer's width is compact, where the sheet is never a popover.
    open var sourceView: UIView?

    /// The sheet's delegate: the presentation controller's, as a sheet delegate (nil when the
    /// delegate is only an adaptive-presentation delegate). Weak, as in UIKit.
    open weak var delegate: UISheetPresentationControllerDelegate? {
        get { adaptiveDelegate as? UISheetPresentationControllerDelegate }
        set { adaptiveDelegate = newValue }
    }

    let style: UIModalPresentationStyle
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        view.isUserInteractionEnabled = false
        return view
    }()
    private let grabber: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.55, alpha: 0.6)
        view.layer.cornerRadius = 2.5
        view.accessibilityIdentifier = "sheet grabber"
        return view
    }()
    /// The presenter's clipping before it was pushed back.
    private var savedPresenterClips: Bool?
    private var savedWindowBackground: UIColor??
    private var pan: UIPanGestureRecognizer?
    /// While a drag moves the sheet: the height it started from (from the container's bottom to its top).
    private var dragStart: CGFloat?
    /// The dismissal the drag drives, once it went below the smallest detent.
    private var dragDismissal: UIPercentDrivenInteractiveTransition?
    /// Whether this drag may dismiss the sheet, asked once per drag when it first goes below the smallest detent.
    private var dragMayDismiss: Bool?

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        style = .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    open override var presentationStyle: UIModalPresentationStyle { style }
    open override var shouldRemovePresentersView: Bool { false }
    open override var shouldPresentInFullscreen: Bool { false }

    /// Makes changes to the detents or the selected one, and moves the sheet to where they put it, animated.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: Self.settleDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: { self.applyRestingLayout() })
    }

    /// Asks the detents for their heights again (a custom resolver's answer changed).
    open func invalidateDetents() {
        guard dragStart == nil else { return }
        applyRestingLayout()
    }

    // MARK: Geometry

    /// The sheet's frame at its selected detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return frame(height: height(of: currentDetent), in: containerView.bounds)
    }

    /// Points between the container's top and a sheet at the large detent.
    static let largeDetentTopInset: CGFloat = 57
    /// The pushed-back presenter's margin each side, its top, and its corners.
    static let pushedBackMargin: CGFloat = 16
    static let pushedBackTop: CGFloat = 47
    static let cornerRadius: CGFloat = 10
    /// The dimming's opacity at a dimmed detent. Flipbook: chosen to match iOS screenshots by eye.
    static let dimmedAlpha: CGFloat = 0.2
    /// How long the sheet takes to settle at a detent after a drag, critically damped.
    static let settleDuration: TimeInterval = 0.4
    /// How far ahead a release's velocity is projected when choosing where the sheet goes, seconds.
    static let projection: TimeInterval = 0.2

    private var context: DetentContext {
        let bounds = containerView?.bounds ?? CGRect(origin: .zero, size: UIScreen.main.bounds.size)
        return DetentContext(containerTraitCollection: traitCollection, maximumDetentValue: bounds.height - Self.largeDetentTopInset)
    }

    /// The detents with their heights, smallest first (those whose resolver gives nil left out).
    private var resolvedDetents: [(detent: Detent, height: CGFloat)] {
        let context = self.context
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
        return (resolved.isEmpty ? [(Detent.large(), context.maximumDetentValue)] : resolved).sorted { $0.1 < $1.1 }
    }

    private var currentDetent: Detent {
        let resolved = resolvedDetents
        return resolved.first { $0.detent.identifier == selectedDetentIdentifier }?.detent ?? resolved[0].detent
    }

    private func height(of detent: Detent) -> CGFloat {
        resolvedDetents.first { $0.detent.identifier == detent.identifier }?.height ?? context.maximumDetentValue
    }

    /// A sheet of `height` in `bounds`: full width on a phone; centred, of UIKit's form-sheet
    /// width (540 pt) or page width (704 pt), where the width is regular.
    private func frame(height: CGFloat, in bounds: CGRect) -> CGRect {
        if traitCollection.horizontalSizeClass == .regular {
            let width = min(bounds.width, style == .formSheet ? 540 : 704)
            if style == .formSheet {
                let formHeight = min(620, bounds.height - 2 * Self.largeDetentTopInset)
                return CGRect(x: bounds.midX - width / 2, y: bounds.midY - formHeight / 2, width: width, height: formHeight)
            }
            return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
        }
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Whether the detent dims what lies behind the sheet.
    private func dims(_ detent: Detent) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents.first(where: { $0.detent.identifier == undimmed })?.height else { return true }
        return height(of: detent) > limit
    }

    /// Whether the presenter is pushed back when the sheet is at `detent`: the large one, on a
    /// phone, over a presenter that fills the screen.
    private func pushesBack(at detent: Detent) -> Bool {
        guard traitCollection.horizontalSizeClass == .compact, dims(detent),
              height(of: detent) >= context.maximumDetentValue - 0.5,
              let view = presentingViewController.viewIfLoaded, let window = view.window else { return false }
        return view.superview === window && view.bounds.size == window.bounds.size
            && view.center == CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    }

    /// The pushed-back presenter's transform: scaled about its centre to leave the margins, its
    /// top moved to `pushedBackTop`.
    private func pushedBackTransform(for view: UIView) -> CGAffineTransform {
        let size = view.bounds.size
        guard size.width > 2 * Self.pushedBackMargin else { return .identity }
        let scale = (size.width - 2 * Self.pushedBackMargin) / size.width
        let ty = Self.pushedBackTop - size.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: ty).scaledBy(x: scale, y: scale)
    }

    /// The sheet, the dimming and the presenter as they are at the selected detent (animatable).
    private func applyRestingLayout() {
        guard let containerView, let sheet = presentedView else { return }
        sheet.frame = frame(height: height(of: currentDetent), in: containerView.bounds)
        applyBackdrop(for: currentDetent)
    }

    private func applyBackdrop(for detent: Detent?) {
        let alpha = detent.map { dims($0) } == true ? Self.dimmedAlpha : 0
        if abs(dimmingView.alpha - alpha) > 1e-6 { dimmingView.alpha = alpha }
        guard let presenter = presentingViewController.viewIfLoaded else { return }
        let pushed = detent.map(pushesBack) ?? false
        if pushed, savedWindowBackground == nil, let window = presenter.window {
            // Pushed back, the presenter is a rounded card on black.
            savedWindowBackground = .some(window.backgroundColor)
            savedPresenterClips = presenter.clipsToBounds
            UIView.performWithoutAnimation {   // there at once, under what animates
                window.backgroundColor = .black
                presenter.clipsToBounds = true
            }
        }
        // Only what changes, so an unchanged presenter has no animation in the transition.
        let transform = pushed ? pushedBackTransform(for: presenter) : .identity
        if presenter.transform != transform { presenter.transform = transform }
        let radius = pushed ? Self.cornerRadius : 0
        if presenter.layer.cornerRadius != radius { presenter.layer.cornerRadius = radius }
    }

    // MARK: Transitions

    open override func presentationTransitionWillBegin() {
        guard let containerView, let sheet = presentedView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        sheet.layer.cornerRadius = preferredCornerRadius ?? Self.cornerRadius
        sheet.clipsToBounds = true
        let detent = currentDetent
        alongsideTransition { $0.applyBackdrop(for: detent) }
    }

    /// Runs `change` in the transition's animation, or at once when there is no transition.
    private func alongsideTransition(_ change: @escaping (UISheetPresentationController) -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in self.map(change) }, completion: nil)
        } else {
            change(self)
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed, let sheet = presentedView else { return restore() }
        if prefersGrabberVisible {
            grabber.frame = CGRect(x: sheet.bounds.midX - 18, y: 5, width: 36, height: 5)
            grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            sheet.addSubview(grabber)
        }
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handlePan)
        sheet.addGestureRecognizer(pan)
        self.pan = pan
    }

    open override func dismissalTransitionWillBegin() {
        alongsideTransition { $0.applyBackdrop(for: nil) }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        let swiped = dragDismissal != nil
        dragDismissal = nil
        if completed {
            restore()
            if swiped { adaptiveDelegate?.presentationControllerDidDismiss(self) }
        } else {
            applyRestingLayout()
        }
    }

    /// Takes the sheet's chrome away and gives the presenter and window back their looks.
    private func restore() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        if let presenter = presentingViewController.viewIfLoaded {
            presenter.transform = .identity
            presenter.layer.cornerRadius = 0
            if let clips = savedPresenterClips { presenter.clipsToBounds = clips }
        }
        savedPresenterClips = nil
        if let saved = savedWindowBackground {
            presentingViewController.viewIfLoaded?.window?.backgroundColor = saved
            savedWindowBackground = nil
        }
    }

    // MARK: Dragging

    /// A drag moves the sheet between its detents and, below the smallest, dismisses it
    /// interactively — unless the presented controller is modal in presentation or the delegate
    /// says no, when the sheet gives a little and springs back.
    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView, let sheet = presentedView else { return }
        let translation = pan.translation(in: containerView).y
        switch pan.state {
        case .began:
            dragMayDismiss = nil
            let top = (sheet.layer.presentation()?.frame ?? sheet.frame).minY
            // A centred form sheet does not move between detents: it is at its detent.
            dragStart = isCentredFormSheet ? height(of: currentDetent) : containerView.bounds.maxY - top
            sheet.layer.removeAllAnimations()
        case .changed:
            guard let start = dragStart else { return }
            follow(translation: translation, from: start, in: containerView)
        case .ended, .cancelled, .failed:
            guard let start = dragStart else { return }
            dragStart = nil
            release(translation: pan.state == .ended ? translation : 0, velocity: pan.state == .ended ? pan.velocity(in: containerView).y : 0,
                    from: start, in: containerView)
        case .possible:
            break
        }
    }

    private func follow(translation: CGFloat, from start: CGFloat, in containerView: UIView) {
        guard let sheet = presentedView else { return }
        let detents = resolvedDetents
        let smallest = detents[0].height, largest = detents[detents.count - 1].height
        let bounds = containerView.bounds
        var height = start - translation
        if height > largest { height = largest + Self.rubberBand(height - largest) }
        if dragDismissal == nil, height < smallest {
            if dragMayDismiss == nil { dragMayDismiss = canDismissByDragging && presentedViewController.presentedViewController == nil }
            if dragMayDismiss == true { beginDragDismissal() }
            if dragDismissal == nil { height = smallest - Self.rubberBand(smallest - height) }
        }
        if let dismissal = dragDismissal {
            // Under way, the dismissal has the sheet: the system slide moves it by the container's
            // height, so its percent is the drag below the smallest detent over that height.
            dismissal.update(min(max((smallest - height) / max(bounds.height, 1), 0), 1))
            return
        }
        UIView.performWithoutAnimation { sheet.frame = frame(height: height, in: bounds) }
    }

    /// UIKit's rubber band, as scroll views give past their edge: √ of the overshoot, scaled.
    private static func rubberBand(_ overshoot: CGFloat) -> CGFloat {
        overshoot <= 0 ? 0 : 4 * overshoot.squareRoot()
    }

    private func release(translation: CGFloat, velocity: CGFloat, from start: CGFloat, in containerView: UIView) {
        let detents = resolvedDetents
        if let dismissal = dragDismissal {
            // Past half the sheet's height, counting where its velocity takes it: away.
            let bounds = containerView.bounds
            let travel = dismissal.percentComplete * bounds.height + velocity * CGFloat(Self.projection)
            if travel > detents[0].height / 2 {
                dismissal.finish()
            } else {
                dismissal.cancel()
            }
            return
        }
        let projectedHeight = start - translation - velocity * CGFloat(Self.projection)
        if projectedHeight < detents[0].height - 44, dragMayDismiss == false {
            adaptiveDelegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let target = detents.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) }!.detent
        let changed = target.identifier != currentDetent.identifier
        selectedDetentIdentifier = target.identifier
        UIView.animate(withDuration: Self.settleDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { self.applyRestingLayout() })
        if changed { delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    /// Whether a drag may take the sheet away: not modal in presentation, and the delegate agrees.
    private var canDismissByDragging: Bool {
        !presentedViewController.isModalInPresentation && (adaptiveDelegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    /// Starts the dismissal the drag drives, the sheet first put at its smallest detent (where the
    /// dismissal's slide begins, so the sheet stays under the finger).
    private func beginDragDismissal() {
        guard let containerView, let sheet = presentedView else { return }
        let smallest = resolvedDetents[0]
        selectedDetentIdentifier = smallest.detent.identifier
        UIView.performWithoutAnimation { sheet.frame = frame(height: smallest.height, in: containerView.bounds) }
        let dismissal = UIPercentDrivenInteractiveTransition()
        dismissal.completionCurve = .linear
        dragDismissal = dismissal
        pendingDismissalInteraction = dismissal
        adaptiveDelegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true)
        pendingDismissalInteraction = nil
        if !presentedViewController.isBeingDismissed {
            // UIKit refused it (another transition is running): the drag goes on as a rubber band.
            dragDismissal = nil
            dragMayDismiss = false
        }
    }

    private var isCentredFormSheet: Bool { style == .formSheet && traitCollection.horizontalSizeClass == .regular }

    /// Whether a touch on the container outside the sheet reaches what lies behind: at a detent
    /// that does not dim (UIKit docs, largestUndimmedDetentIdentifier: the view behind stays usable).
    var passesTouchesThrough: Bool { dragDismissal == nil && !dims(currentDetent) }
}

/// Delegate of a sheet: also told when a drag moves it to another detent.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a detent's resolver is given.
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a sheet may have in the container.
    var maximumDetentValue: CGFloat { get }
}

private struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}
