//  UICollectionViewController.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewController. Status: partial (no interactive movement, no
//  transition-coordinated deselection: the selection is cleared at once in viewWillAppear).

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

    /// Whether a long press reorders items (default true). Flipbook: stored only; there is no
    /// interactive movement.
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

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
