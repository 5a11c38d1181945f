//  UIPopoverPresentationController.swift — FlipbookKit
//  Mirrors UIKit.UIPopoverPresentationController. Status: partial (placed beside its source and
//  dismissed by a tap outside; no arrow is drawn; adapts to full screen where the width is compact).

import Foundation

/// The presentation controller of a `.popover` presentation: the content, at its preferred size,
/// beside the view or rectangle it comes from. Where the width is compact (an iPhone) it adapts to
/// full screen unless its delegate returns `.none` from `adaptivePresentationStyle(for:traitCollection:)`.
open class UIPopoverPresentationController: UIPresentationController {
    /// The popover's delegate: the presentation controller's, as a popover delegate (nil when the
    /// delegate is only an adaptive-presentation delegate). Weak, as in UIKit.
    open weak var delegate: UIPopoverPresentationControllerDelegate? {
        get { adaptiveDelegate as? UIPopoverPresentationControllerDelegate }
        set { adaptiveDelegate = newValue }
    }
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    /// What the popover points at: a view (used as `sourceView`) or a bar button item (as `barButtonItem`).
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        get { sourceItemStorage ?? sourceView ?? barButtonItem }
        set {
            sourceItemStorage = newValue
            if let view = newValue as? UIView { sourceView = view } else if let item = newValue as? UIBarButtonItem { barButtonItem = item }
        }
    }
    private var sourceItemStorage: UIPopoverPresentationControllerSourceItem?
    /// The class of the view drawn behind the popover. Flipbook: kept; no backdrop, border or arrow is drawn.
    open var popoverBackgroundViewClass: UIPopoverBackgroundViewMethods.Type?
    /// The sheet the popover becomes when it adapts to `.pageSheet` or `.formSheet` (its delegate's
    /// answer in a compact width); configure its detents before presenting.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presented: presentedViewController, presenting: presentingStorage, style: .pageSheet)
        adaptiveSheet = sheet
        return sheet
    }
    package var adaptiveSheet: UISheetPresentationController?
    /// Flipbook: a bar button item has no view of its own here; the popover comes from the
    /// navigation bar's trailing end.
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points once placed: up when the popover is below its source, down when above.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var backgroundColor: UIColor?
    /// Views a tap outside the popover still reaches without dismissing it.
    open var passthroughViews: [UIView]?
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect = false

    private let outside = UIView()

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    open override var shouldPresentInFullscreen: Bool { false }

    /// UIKit's default content size when the presented controller prefers none. Expected: 320×480 pt.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// Below the source when there is room (else above), centred on it, inside the margins.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(preferred.width > 0 ? preferred.width : Self.defaultContentSize.width, bounds.width),
                          height: min(preferred.height > 0 ? preferred.height : Self.defaultContentSize.height, bounds.height))
        let source = sourceRectInContainer(containerView)
        var y = source.maxY
        if y + size.height > bounds.maxY, source.minY - size.height >= bounds.minY { y = source.minY - size.height }
        y = min(max(y, bounds.minY), bounds.maxY - size.height)
        let x = min(max(source.midX - size.width / 2, bounds.minX), bounds.maxX - size.width)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    private func sourceRectInContainer(_ containerView: UIView) -> CGRect {
        if let sourceView, sourceView.window != nil {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            return containerView.convert(rect, from: sourceView)
        }
        if barButtonItem != nil { return CGRect(x: containerView.bounds.maxX - 44, y: 47, width: 44, height: 44) }
        return CGRect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
    }

    open override func presentationTransitionWillBegin() {
        delegate?.prepareForPopoverPresentation(self)
        guard let containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        arrowDirection = frame.minY >= sourceRectInContainer(containerView).maxY - 0.5 ? .up : .down
        outside.frame = containerView.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(outside, at: 0)
        presentedView?.layer.cornerRadius = 13
        presentedView?.clipsToBounds = true
        if let backgroundColor { presentedView?.backgroundColor = backgroundColor }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return outside.removeFromSuperview() }
        outside.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UIPopoverPresentationController.tappedOutside))
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { outside.removeFromSuperview() }
    }

    /// UIKit docs: a tap outside the popover dismisses it, if the delegate agrees.
    private func tappedOutside() {
        guard !presentedViewController.isModalInPresentation, adaptiveDelegate?.presentationControllerShouldDismiss(self) ?? true else {
            adaptiveDelegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        adaptiveDelegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.adaptiveDelegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// The delegate of a popover.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Something a popover can point at: a view or a bar button item.
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The geometry of a popover's background view class (UIPopoverBackgroundView's class methods).
/// Flipbook: kept; no popover background is drawn.
public protocol UIPopoverBackgroundViewMethods {
    static func arrowBase() -> CGFloat
    static func contentViewInsets() -> UIEdgeInsets
    static func arrowHeight() -> CGFloat
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
