//  UICollectionView+Supplementary.swift — FlipbookKit
//  Mirrors UICollectionView's supplementary views (headers, footers) and decoration views.
//  Status: complete (no nibs).

import Foundation

extension UICollectionView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: Registering and dequeuing

    /// Says which class to make supplementary views of `elementKind` from for `identifier` (nil forgets it).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[SupplementaryKey(category: .supplementaryView, kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A supplementary view of `elementKind` for `indexPath`: one waiting in the reuse queue (after
    /// its `prepareForReuse()`), else a new one of the registered class made with `init(frame:)`
    /// of the element's frame; either way placed and sized for the element.
    ///
    /// Flipbook: a kind and identifier with no registered class (UIKit throws) is reported as a
    /// diagnostic, and a plain `UICollectionReusableView` stands in.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = SupplementaryKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
        let view: UICollectionReusableView
        if var queue = reusableViewQueues[key], !queue.isEmpty {
            view = queue.removeLast()
            reusableViewQueues[key] = queue
            view.prepareForReuse()
        } else if let type = supplementaryClasses[key] as? UICollectionReusableView.Type {
            view = type.init(frame: attributes?.frame ?? .zero)
        } else {
            Diagnostics.report(
                "UICollectionView: could not dequeue a view of kind \"\(elementKind)\" with identifier \"\(identifier)\": "
                    + "no UICollectionReusableView subclass is registered for it. Call "
                    + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first; showing a plain UICollectionReusableView instead.",
                near: self)
            view = UICollectionReusableView(frame: attributes?.frame ?? .zero)
        }
        view.reuseIdentifierStorage = identifier
        view.reuseKey = key
        if let attributes {
            ViewAnimationStack.with(NoAnimationRecorder()) { applyGeometry(of: attributes, to: view) }
        }
        return view
    }

    // MARK: Locating supplementary views

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen (in index-path order).
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen (in order).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Showing them (the layout pass)

    @discardableResult
    func bringSupplementaryOnScreen(at key: ElementKey, with attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        ViewAnimationStack.with(NoAnimationRecorder()) { applyGeometry(of: attributes, to: view) }
        view.apply(attributes)
        visibleSupplementaryViews[key] = view
        if view.superview !== self { addSubview(view) }
        (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplaySupplementaryView: view,
                                                                 forElementKind: key.kind, at: key.indexPath)
        return view
    }

    func takeSupplementaryOffScreen(at key: ElementKey) {
        guard let view = visibleSupplementaryViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        enqueue(view)
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didEndDisplayingSupplementaryView: view,
                                                                 forElementOfKind: key.kind, at: key.indexPath)
    }

    /// Decoration views are the layout's own: the collection view makes them from the class the
    /// layout registered for their kind, without asking the data source.
    @discardableResult
    func bringDecorationOnScreen(at key: ElementKey, with attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
        let reuse = SupplementaryKey(category: .decorationView, kind: key.kind, identifier: key.kind)
        let view: UICollectionReusableView
        if var queue = reusableViewQueues[reuse], !queue.isEmpty {
            view = queue.removeLast()
            reusableViewQueues[reuse] = queue
            view.prepareForReuse()
        } else {
            if let type = collectionViewLayout.decorationClasses[key.kind] as? UICollectionReusableView.Type {
                view = type.init(frame: attributes.frame)
            } else {
                Diagnostics.report(
                    "UICollectionView: the layout has a decoration view of kind \"\(key.kind)\" but no class registered for it "
                        + "(register(_:forDecorationViewOfKind:) on the layout); showing a plain UICollectionReusableView instead.",
                    near: self)
                view = UICollectionReusableView(frame: attributes.frame)
            }
            view.reuseIdentifierStorage = key.kind
            view.reuseKey = reuse
        }
        ViewAnimationStack.with(NoAnimationRecorder()) { applyGeometry(of: attributes, to: view) }
        view.apply(attributes)
        visibleDecorationViews[key] = view
        if view.superview !== self { insertSubview(view, at: backgroundView?.superview === self ? 1 : 0) }
        return view
    }

    func takeDecorationOffScreen(at key: ElementKey) {
        guard let view = visibleDecorationViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        enqueue(view)
    }
}
