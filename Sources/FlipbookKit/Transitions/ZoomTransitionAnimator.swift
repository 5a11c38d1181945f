//  ZoomTransitionAnimator.swift — FlipbookKit
//  The animation UIKit runs for a controller whose preferredTransition is .zoom: the pushed or
//  presented view grows out of a source view, and shrinks back into it on pop or dismissal, which
//  a downward drag drives interactively. Status: complete (approximations noted).

import Foundation

/// The zoom transition's animator (iOS 18's `UIViewController.Transition.zoom`).
///
/// Appearing, the zoomed view starts inside the source view's frame — scaled uniformly so the
/// alignment rectangle fills it, clipped to it — and grows to its final frame while the
/// controller under it dims; the source view is hidden meanwhile. Disappearing is the reverse,
/// with the source view asked for again.
///
/// Flipbook: UIKit's zoom curve is a private spring; this uses 0.45 s ease-in-ease-out (linear
/// under a finger). The zoomed view fades in and out as it grows and shrinks, where UIKit
/// morphs it into the source; `dimmingVisualEffect` is not drawn.
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let options: UIViewController.Transition.ZoomOptions?
    let sourceProvider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
    /// True for a push or presentation (zooming in), false for a pop or dismissal.
    let appearing: Bool

    /// Expected: UIKit's zoom takes about 0.45 s (WWDC24 "Enhance your UI animations and transitions").
    static let duration: TimeInterval = 0.45
    /// The dimming over the source controller when `dimmingColor` is nil.
    static let defaultDimming = UIColor(white: 0, alpha: 0.1)

    init(options: UIViewController.Transition.ZoomOptions?,
         source: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?, appearing: Bool) {
        self.options = options
        sourceProvider = source
        self.appearing = appearing
    }

    /// The zoom animator of `transition`, or nil when it is not a zoom.
    static func make(for transition: UIViewController.Transition?, appearing: Bool) -> ZoomTransitionAnimator? {
        guard let transition, case let .zoom(options, source, _) = transition.kind else { return nil }
        return ZoomTransitionAnimator(options: options, source: source, appearing: appearing)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let zoomedKey: UITransitionContextViewControllerKey = appearing ? .to : .from
        let sourceKey: UITransitionContextViewControllerKey = appearing ? .from : .to
        guard let zoomed = context.viewController(forKey: zoomedKey), let sourceController = context.viewController(forKey: sourceKey),
              let zoomedView = context.view(forKey: appearing ? .to : .from) ?? zoomed.viewIfLoaded else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        let expanded = appearing ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
        let full = expanded.isEmpty ? container.bounds : expanded

        // The controller underneath: already there on a push or presentation; put back on a pop or dismissal.
        if !appearing, let underView = context.view(forKey: .to) {
            container.insertSubview(underView, at: 0)
            let frame = context.finalFrame(for: sourceController)
            underView.frame = frame.isEmpty ? container.bounds : frame
        }

        let providerContext = UIViewController.Transition.ZoomSourceViewProviderContext(
            sourceViewController: sourceController, zoomedViewController: zoomed)
        let sourceView = sourceProvider(providerContext)
        let sourceFrame = sourceView.flatMap { view in
            view.window == nil ? nil : container.convert(view.bounds, from: view)
        } ?? CGRect(x: full.midX, y: full.midY, width: 0, height: 0)
        let alignment = sourceView.flatMap { view in
            options?.alignmentRectProvider?(.init(sourceView: view, zoomedViewController: zoomed))
        } ?? CGRect(origin: .zero, size: full.size)
        let sourceWasHidden = sourceView?.isHidden ?? false

        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = options?.dimmingColor ?? Self.defaultDimming
        dimming.isUserInteractionEnabled = false
        let clip = UIView(frame: full)
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        if appearing {
            container.addSubview(dimming)
            container.addSubview(clip)
        } else {
            container.insertSubview(dimming, belowSubview: zoomedView.superview === container ? zoomedView : container.subviews.last ?? zoomedView)
            container.addSubview(clip)
        }
        zoomedView.transform = .identity
        zoomedView.frame = CGRect(origin: .zero, size: full.size)
        clip.addSubview(zoomedView)
        sourceView?.isHidden = true

        // Collapsed, the alignment rectangle fills the source frame (uniformly scaled, the rest clipped).
        let scale = max(sourceFrame.width / max(alignment.width, 1), sourceFrame.height / max(alignment.height, 1))
        let viewCentre = CGPoint(x: full.width / 2, y: full.height / 2)
        let collapse = {
            clip.frame = sourceFrame
            zoomedView.transform = CGAffineTransform(scaleX: max(scale, 0.001), y: max(scale, 0.001))
            zoomedView.center = CGPoint(x: sourceFrame.width / 2 - scale * (alignment.midX - viewCentre.x),
                                        y: sourceFrame.height / 2 - scale * (alignment.midY - viewCentre.y))
            clip.alpha = 0
            dimming.alpha = 0
        }
        let expand = {
            clip.frame = full
            zoomedView.transform = .identity
            zoomedView.center = viewCentre
            clip.alpha = 1
            dimming.alpha = 1
        }
        if appearing { collapse() } else { expand() }

        UIView.animate(withDuration: Self.duration, delay: 0, options: [context.isInteractive ? .curveLinear : .curveEaseInOut],
                       animations: { self.appearing ? expand() : collapse() },
                       completion: { _ in
            let cancelled = context.transitionWasCancelled
            sourceView?.isHidden = sourceWasHidden
            zoomedView.transform = .identity
            // The zoomed view stays in the container where it is on screen after the transition
            // (pushed or presented, or a cancelled pop or dismissal), at its full frame.
            if self.appearing != cancelled {
                container.addSubview(zoomedView)
                zoomedView.frame = full
            } else {
                zoomedView.removeFromSuperview()
                zoomedView.frame = full
            }
            clip.removeFromSuperview()
            dimming.removeFromSuperview()
            context.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// The downward drag that dismisses (or pops) a controller shown with the zoom transition.
///
/// Flipbook: the zoomed view retraces the zoom back into its source by the drag's progress,
/// where UIKit lets it follow the finger freely before it flies back.
final class ZoomDismissalGesture: NSObject, UIGestureRecognizerDelegate {
    private weak var zoomed: UIViewController?
    private let options: UIViewController.Transition.ZoomOptions?
    private let pan: UIPanGestureRecognizer
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// How far, as a fraction of the view's height, a drag goes for the whole transition.
    static let travel: CGFloat = 0.5
    /// A release past this progress, or faster than `flickVelocity` downward, completes.
    static let completionThreshold: CGFloat = 0.3
    static let flickVelocity: CGFloat = 800

    init(zoomed: UIViewController, options: UIViewController.Transition.ZoomOptions?) {
        self.zoomed = zoomed
        self.options = options
        pan = UIPanGestureRecognizer()
        super.init()
        pan.addTarget(self, action: ZoomDismissalGesture.handle)
        pan.delegate = self
    }

    /// Puts the gesture on `zoomed`'s view (once; when the view loads, if it has not yet), kept
    /// alive by the controller.
    static func install(on zoomed: UIViewController, options: UIViewController.Transition.ZoomOptions?) {
        guard zoomed.zoomDismissal == nil else { return }
        let gesture = ZoomDismissalGesture(zoomed: zoomed, options: options)
        zoomed.zoomDismissal = gesture
        gesture.attach()
    }

    /// Adds the pan to the zoomed controller's view, once it is loaded.
    func attach() {
        guard pan.view == nil, let view = zoomed?.viewIfLoaded else { return }
        view.addGestureRecognizer(pan)
    }

    /// Removes the gesture from `zoomed`'s view.
    static func uninstall(from zoomed: UIViewController) {
        guard let gesture = zoomed.zoomDismissal else { return }
        gesture.pan.view?.removeGestureRecognizer(gesture.pan)
        zoomed.zoomDismissal = nil
    }

    /// A drag may begin only downward, and when `interactiveDismissShouldBegin` agrees.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = zoomed?.viewIfLoaded?.window, zoomed.map(Self.canLeave) == true else { return false }
        let velocity = pan.velocity(in: view)
        let translation = pan.translation(in: view)
        let downward = max(velocity.y, translation.y) > 0
            && abs(translation.y) + abs(velocity.y) >= abs(translation.x) + abs(velocity.x)
        guard let ask = options?.interactiveDismissShouldBegin else { return downward }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: pan.location(in: zoomed?.viewIfLoaded), velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: downward)
        return ask(context) && downward
    }

    /// Whether `zoomed` can be popped or dismissed now.
    private static func canLeave(_ zoomed: UIViewController) -> Bool {
        if let navigation = zoomed.parent as? UINavigationController {
            return navigation.viewControllers.count > 1 && navigation.topViewController === zoomed
        }
        return zoomed.presentingThis != nil && !zoomed.isModalInPresentation
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        // Measured in the window: the zoomed view itself shrinks and moves under the finger.
        guard let zoomed, let view = zoomed.viewIfLoaded?.window else { return }
        let height = max(view.bounds.height * Self.travel, 1)
        let progress = min(max(pan.translation(in: view).y / height, 0), 1)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            self.interaction = interaction
            if let navigation = zoomed.parent as? UINavigationController {
                navigation.pendingPopInteraction = interaction
                navigation.popViewController(animated: true)
                navigation.pendingPopInteraction = nil
            } else if let presentation = zoomed.presentationControllerStorage {
                presentation.pendingDismissalInteraction = interaction
                zoomed.dismiss(animated: true)
                presentation.pendingDismissalInteraction = nil
            }
        case .changed:
            interaction?.update(progress)
        case .ended:
            let velocity = pan.velocity(in: view).y
            if progress > Self.completionThreshold || velocity > Self.flickVelocity { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }
}
