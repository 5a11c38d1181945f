//  UICollectionView+Registration.swift — FlipbookKit
//  Mirrors UICollectionView's cell and supplementary registrations (iOS 14). Status: partial (no nibs).

import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, no identifier needed.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
    ///     cell.imageView.image = photo.image
    /// }
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let reuseIdentifier = "Flipbook.CellRegistration.\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class for one kind and the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures the view of the element kind at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let reuseIdentifier = "Flipbook.SupplementaryRegistration.\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item`
    /// (not configured when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell where Cell: UICollectionViewCell {
        registerIfNeeded(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let typed = cell as? Cell else {
            // Only a reconfigured item's own cell of another class gets here.
            return Cell(frame: cell.frame)
        }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary
    where Supplementary: UICollectionReusableView {
        let key = SupplementaryKey(category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                    for: indexPath)
        let typed = (view as? Supplementary) ?? Supplementary(frame: view.frame)
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
