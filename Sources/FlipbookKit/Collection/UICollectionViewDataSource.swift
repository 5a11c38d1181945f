//  UICollectionViewDataSource.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewDataSource. Status: partial (index titles are never asked: no index bar is drawn).

import Foundation

/// Supplies a collection view's items: how many, the cell for each, the supplementary views
/// (headers and footers) the layout asks for, and whether items can be reordered.
///
/// Flipbook: Swift on Linux has no optional protocol members, so the optional methods have
/// default implementations with UIKit's behaviour when they are missing (one section, no
/// index titles).
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a header, footer or other supplementary element the layout shows, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the user may start reordering the item (default true).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the data to match.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Flipbook: never asked — no index bar is drawn.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// Flipbook: never asked — no index bar is drawn.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Flipbook: UIKit throws when a layout shows a supplementary view and the data source has no
    /// view for it; this reports it and a plain `UICollectionReusableView` stands in.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report("UICollectionView: the layout shows a supplementary view of kind \"\(kind)\" at \(indexPath), "
            + "but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); "
            + "showing an empty view.", near: collectionView)
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifierStorage = "Flipbook.placeholder.\(kind)"
        return view
    }

    // Flipbook: UIKit answers true only when collectionView(_:moveItemAt:to:) is implemented, which
    // Swift cannot see; here items can always start to move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }
}
