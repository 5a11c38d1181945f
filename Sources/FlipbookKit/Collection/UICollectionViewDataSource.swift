//  UICollectionViewDataSource.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewDataSource. Status: partial (no supplementary views, reordering or index titles).

import Foundation

/// Supplies a collection view's items: how many, and the cell for each.
///
/// Flipbook: Swift on Linux has no optional protocol members, so `numberOfSections(in:)` has a
/// default implementation returning 1, which is UIKit's behaviour when it is not implemented.
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
