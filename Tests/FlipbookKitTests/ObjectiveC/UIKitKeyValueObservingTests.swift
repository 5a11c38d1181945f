//  UIKitKeyValueObservingTests.swift — FlipbookKitTests
//  The UIKit and Core Animation properties real code observes notify their observers: a view's
//  frame, bounds and centre, a scroll view's offset and content size, a controller's preferred
//  content size, a layer's bounds and position, and a presentation controller's presented view,
//  which `"presentedView.frame"` follows.

import Foundation
@testable import FlipbookKit
import Testing

/// Records the new values a block observation is given.
private final class Values<Value> {
    var new: [Value?] = []
    var old: [Value?] = []
}

/// Observes `keyPath` (named `name`) of `object` for old and new values.
private func record<Object: NSObject, Value>(_ object: Object, _ keyPath: KeyPath<Object, Value>, _ name: String)
    -> (Values<Value>, NSKeyValueObservation) {
    let values = Values<Value>()
    let observation = object.observe(keyPath, _kvcKeyPath: name, options: [.old, .new]) { _, change in
        values.new.append(change.newValue)
        values.old.append(change.oldValue)
    }
    return (values, observation)
}

/// A card presentation as Apple's custom-presentation sample writes it: `presentedView` is a
/// wrapping view made in `presentationTransitionWillBegin` and dropped when the dismissal ends.
/// It observes `\.presentedView?.frame` from its initialiser, as the plugin compiles that.
private final class WrappingPresentationController: UIPresentationController {
    var wrapper: UIView?
    var frames: [CGRect?] = []
    var observation: NSKeyValueObservation?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        observation = observe(\.presentedView?.frame, _kvcKeyPath: "presentedView.frame", options: [.new]) { controller, change in
            controller.frames.append(change.newValue ?? nil)
        }
    }

    override var presentedView: UIView? { wrapper }

    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 0, y: 400, width: 390, height: 444) }

    override func presentationTransitionWillBegin() {
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.addSubview(presentedViewController.view)
        self.wrapper = wrapper
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { wrapper = nil }
    }
}

private final class WrappingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: WrappingPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = WrappingPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

@Suite struct UIKitKeyValueObservingTests {
    @Test func aViewsFrameBoundsAndCentreEachNotifyWhenSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (frames, frameObservation) = record(view, \.frame, "frame")
        let (bounds, boundsObservation) = record(view, \.bounds, "bounds")
        let (centres, centreObservation) = record(view, \.center, "center")
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.center = CGPoint(x: 200, y: 200)
        #expect(frames.new == [CGRect(x: 10, y: 10, width: 50, height: 50)])
        #expect(frames.old == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        #expect(bounds.new == [CGRect(x: 0, y: 0, width: 20, height: 20)] && bounds.old == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(centres.new == [CGPoint(x: 200, y: 200)] && centres.old == [CGPoint(x: 35, y: 35)])
        for observation in [frameObservation, boundsObservation, centreObservation] { observation.invalidate() }
        #expect(view.keyValueObservers == nil)
    }

    // The offset notifies however it moves: set, scrolled to, or by the bounds.
    @Test func aScrollViewsContentOffsetAndContentSizeNotify() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (offsets, offsetObservation) = record(scrollView, \.contentOffset, "contentOffset")
        let (sizes, sizeObservation) = record(scrollView, \.contentSize, "contentSize")
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
        scrollView.bounds.origin.y = 120
        scrollView.contentOffset = CGPoint(x: 0, y: 120)   // to itself: no change
        #expect(sizes.new == [CGSize(width: 100, height: 500)] && sizes.old == [.zero])
        #expect(offsets.new == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 80), CGPoint(x: 0, y: 120)])
        #expect(offsets.old == [.zero, CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 80)])
        offsetObservation.invalidate()
        sizeObservation.invalidate()
    }

    @Test func anAnimatedScrollNotifiesAtEachFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        let (offsets, observation) = record(scrollView, \.contentOffset, "contentOffset")
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        for step in 1...20 { window.clock.tick(to: Double(step) / 20) }
        #expect(offsets.new.count > 2, "heard along the way, not only at the end")
        #expect(offsets.new.last == CGPoint(x: 0, y: 600))
        observation.invalidate()
    }

    @Test func aControllersPreferredContentSizeNotifies() {
        let controller = UIViewController()
        let (sizes, observation) = record(controller, \.preferredContentSize, "preferredContentSize")
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        controller.preferredContentSize = CGSize(width: 320, height: 240)   // set again: KVO says so again
        #expect(sizes.new == [CGSize(width: 320, height: 240), CGSize(width: 320, height: 240)])
        #expect(sizes.old == [.zero, CGSize(width: 320, height: 240)])
        observation.invalidate()
        #expect(controller.keyValueObservers == nil)
    }

    @Test func aLayersBoundsAndPositionNotifyAndItsFrameSetsBoth() {
        let layer = CALayer()
        let (bounds, boundsObservation) = record(layer, \.bounds, "bounds")
        let (positions, positionObservation) = record(layer, \.position, "position")
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(bounds.new == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(positions.new == [CGPoint(x: 50, y: 50), CGPoint(x: 5, y: 5)])
        #expect(positions.old == [.zero, CGPoint(x: 50, y: 50)])
        boundsObservation.invalidate()
        positionObservation.invalidate()
        #expect(layer.keyValueObservers == nil)
    }

    @Test func aViewsLayerIsObservableThroughTheViewsChanges() {
        let view = UIView(frame: .zero)
        let watcher = Watcher()
        view.layer.addObserver(watcher, forKeyPath: "position", options: [.new], context: nil)
        view.center = CGPoint(x: 12, y: 34)
        #expect(watcher.heard.map { $0.new as? CGPoint } == [CGPoint(x: 12, y: 34)])
        #expect(watcher.heard.first?.object as? CALayer === view.layer)
        view.layer.removeObserver(watcher, forKeyPath: "position")
    }

    // `"presentedView.frame"`: the presented view's frame, followed to the view the presentation
    // controller presents once its begin callback made it, and let go when the dismissal dropped it.
    @Test func presentedViewFrameFollowsTheViewThePresentationControllerPresents() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = WrappingDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        root.present(content, animated: false)
        window.clock.tick(to: 1)
        let controller = try #require(delegate.made)
        let wrapper = try #require(controller.wrapper)
        // Registered with no presented view (nil); the begin callback made the wrapper.
        #expect(controller.frames.first == CGRect(x: 0, y: 400, width: 390, height: 444))
        wrapper.frame = CGRect(x: 0, y: 300, width: 390, height: 544)
        #expect(controller.frames.last == CGRect(x: 0, y: 300, width: 390, height: 544))

        root.dismiss(animated: false)
        window.clock.tick(to: 2)
        #expect(controller.wrapper == nil && controller.frames.last == .some(nil))
        let heard = controller.frames.count
        wrapper.frame = .zero   // no longer the presented view
        #expect(controller.frames.count == heard)
        #expect(window.clock.diagnostics.isEmpty)
    }

    @Test func presentedViewFrameOfAPlainPresentationIsThePresentedControllersView() {
        let content = UIViewController()
        let presentation = UIPresentationController(presentedViewController: content, presenting: nil)
        var frames: [CGRect?] = []
        let observation = presentation.observe(\.presentedView?.frame, _kvcKeyPath: "presentedView.frame", options: [.initial, .new]) { _, change in
            frames.append(change.newValue ?? nil)
        }
        content.view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(frames.count == 2 && frames.last == CGRect(x: 1, y: 2, width: 3, height: 4))
        observation.invalidate()
    }
}
