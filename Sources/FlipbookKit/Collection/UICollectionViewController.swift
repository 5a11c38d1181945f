//  UICollectionViewController.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewController. Status: partial (no long press installed for
//  reordering; no transition-coordinated deselection: the selection is cleared at once in viewWillAppear).

import Foundation

/// A view controller whose view is a collection view, and which is that collection view's
/// data source and delegate.
///
/// ```swift
/// class PhotosViewController: UICollectionViewController {
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 15 }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { … }
///     override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { … }
/// }
/// let controller = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
/// ```
///
/// Flipbook: Swift on Linux cannot override a protocol extension's default in a subclass, so
/// every data-source and delegate method a subclass may override is declared here, in the
/// class, with UIKit's behaviour when the method is missing; subclasses write `override`, as
/// they do on iOS.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given at initialisation (nil for `init()`/`init(nibName:bundle:)`).
    private var initialLayout: UICollectionViewLayout?

    /// Whether `viewWillAppear(_:)` deselects the selected items (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press reorders items (default true). Flipbook: stored only; no long press is
    /// installed (UIKit installs it only when `collectionView(_:moveItemAt:to:)` is implemented,
    /// which Swift cannot see). Drive `beginInteractiveMovementForItem(at:)` and its kin yourself.
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Flipbook: UIKit refuses to make the collection view without a layout ("UICollectionView
    /// must be initialized with a non-nil layout parameter"); here `loadView` reports it and
    /// uses a `UICollectionViewFlowLayout`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Flipbook: there are no nibs to decode; the collection view gets a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    // MARK: The view

    /// The controller's view, a collection view. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (before the view loads, the one given at initialisation).
    open var collectionViewLayout: UICollectionViewLayout {
        if let collectionView = viewIfLoaded as? UICollectionView { return collectionView.collectionViewLayout }
        if let initialLayout { return initialLayout }
        let layout = UICollectionViewFlowLayout()
        initialLayout = layout
        return layout
    }

    /// Makes a screen-sized collection view with the layout, whose data source and delegate are this controller.
    open override func loadView() {
        if initialLayout == nil {
            Diagnostics.report("\(debugName): UICollectionView must be initialized with a non-nil layout parameter "
                + "(UIKit throws here). Use init(collectionViewLayout:); a UICollectionViewFlowLayout stands in.")
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is true, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// One section, as UIKit assumes when the method is missing.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override it. Flipbook: UIKit raises "unrecognized selector" when a controller with items
    /// does not; here a diagnostic is reported and a plain cell stands in.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        Diagnostics.report("\(debugName) says it has items but does not override "
            + "collectionView(_:cellForItemAt:); showing a plain UICollectionViewCell for \(indexPath).", near: collectionView)
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifierStorage = Self.placeholderReuseIdentifier
        return cell
    }

    /// The reuse identifier of the stand-in cells (so the collection view does not report them again).
    static let placeholderReuseIdentifier = "Flipbook.UICollectionViewController.placeholder"

    /// Override it when the layout shows headers, footers or other supplementary views.
    /// Flipbook: UIKit throws when it is missing; here a diagnostic is reported and an empty view stands in.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report("\(debugName): the layout shows a supplementary view of kind \"\(kind)\" at \(indexPath) but the "
            + "controller does not override collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view.",
            near: collectionView)
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifierStorage = "Flipbook.placeholder.\(kind)"
        return view
    }

    /// Whether the item can be reordered (default true; Flipbook: UIKit's default depends on
    /// whether `collectionView(_:moveItemAt:to:)` is overridden, which Swift cannot see).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }

    // MARK: UICollectionViewDelegate (UIKit's behaviour when a method is missing)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                             with coordinator: UIFocusAnimationCoordinator) {}
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                             with context: any UISpringLoadedInteractionContext) -> Bool { true }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
