//  UIViewControllerPreviewing.swift — FlipbookKit
//  Mirrors UIKit's 3D Touch previewing protocols (deprecated in iOS 13): UIViewControllerPreviewing,
//  UIViewControllerPreviewingDelegate and UIPreviewActionItem. Status: complete (never triggered:
//  the previewer has no 3D Touch, as a device without it).

import Foundation

/// The context of a view registered for 3D Touch previews.
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    var delegate: UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

/// Supplies the preview (peek) and commits it (pop).
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// An action shown under a 3D Touch preview.
public protocol UIPreviewActionItem: NSObjectProtocol {
    var title: String { get }
}

/// The context `registerForPreviewing(with:sourceView:)` returns.
final class ViewControllerPreviewingContext: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()
    let delegate: UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
        // Flipbook: the recognizer is never added to a view; it never recognizes (no 3D Touch).
        previewingGestureRecognizerForFailureRelationship.isEnabled = false
    }
}
