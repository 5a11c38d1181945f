//  UICollectionView+Selection.swift — FlipbookKit
//  Mirrors UICollectionView's selection and scrolling to items. Status: partial (no selection-follows-focus; animated scrolling jumps).

import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
    /// an item: one vertical and/or one horizontal position. Empty means do not scroll.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Selection

    /// The selected items (oldest selection first); empty when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPathsStorage }

    /// Selects the item at `indexPath` (nil deselects every item) and, with a scroll position,
    /// scrolls it into view. Other items are deselected unless `allowsMultipleSelection`.
    ///
    /// As in UIKit, the delegate is not told: this is the app selecting, not the user.
    /// Flipbook: an index path outside the data (UIKit throws) is reported as a diagnostic and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPathsStorage { setSelected(false, at: selected) }
            return
        }
        guard allowsSelection else { return }
        guard isValid(indexPath) else {
            Diagnostics.report("UICollectionView: selectItem(at:) was given \(indexPath), which is not an item "
                               + "(there are \(numberOfSections) sections); nothing was selected.", near: self)
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPathsStorage where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; as in UIKit, the delegate is not told. Animated, the
    /// cell's changes are made in an animation block.
    // Flipbook: the selected background view is hidden at once (`isHidden` does not animate), where UIKit fades it.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        UIView.change(animated: animated, duration: Self.deselectionAnimationDuration) {
            self.setSelected(false, at: indexPath)
        }
    }

    /// How long an animated deselection takes.
    // Flipbook: UIKit does not document it; a quarter second, like a table view's.
    static let deselectionAnimationDuration: TimeInterval = 0.25

    /// Adds or removes `indexPath` from the selection and updates its cell if it is on screen.
    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedIndexPathsStorage.contains(indexPath) { selectedIndexPathsStorage.append(indexPath) }
        } else {
            selectedIndexPathsStorage.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }

    // MARK: Scrolling to an item

    /// Scrolls so the item at `indexPath` sits at `scrollPosition`, within the content's range.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            Diagnostics.report("UICollectionView: scrollToItem(at:) was given \(indexPath), which the layout has "
                               + "no attributes for; nothing scrolled.", near: self)
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY + inset.bottom - bounds.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - (bounds.width - inset.left - inset.right) / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX + inset.right - bounds.width
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    // MARK: - Flipbook addition

    /// Does what a user's tap on the item at `indexPath` does in UIKit, for demos, scripts and tests.
    ///
    /// In order: `shouldHighlightItemAt` (false ends the tap), highlight and `didHighlightItemAt`,
    /// unhighlight and `didUnhighlightItemAt`; then, for an item already selected when multiple
    /// selection is on, `shouldDeselectItemAt` → deselect → `didDeselectItemAt`; otherwise
    /// `shouldSelectItemAt` (false ends the tap), the other selected items are deselected with
    /// `didDeselectItemAt` each (unless `allowsMultipleSelection`), the item is selected, and
    /// `didSelectItemAt` is called, then — outside editing mode, when `canPerformPrimaryActionForItemAt`
    /// agrees — `performPrimaryActionForItemAt`. Nothing happens when `allowsSelection` (while
    /// editing, `allowsSelectionDuringEditing`) is false; while editing, several items may be
    /// selected when `allowsMultipleSelectionDuringEditing` is true. A pending layout pass runs
    /// first, since the user could only tap a screen already laid out.
    ///
    /// A finger taps only a cell on screen: an item whose cell is not is scrolled to the middle
    /// first (what a person scrolls to before tapping — a small device shows few cells, and a
    /// delegate may rightly count on `cellForItem(at:)` for the tapped item). An item no scroll
    /// brings on screen is reported, and not tapped.
    public func userDidTapItem(at indexPath: IndexPath) {
        layoutIfNeeded()
        let allowsSelection = isEditing ? allowsSelectionDuringEditing : self.allowsSelection
        let allowsMultipleSelection = isEditing ? allowsMultipleSelectionDuringEditing : self.allowsMultipleSelection
        guard allowsSelection else { return }
        guard isValid(indexPath) else {
            Diagnostics.report("UICollectionView: userDidTapItem(at:) was given \(indexPath), which is not an item; "
                               + "nothing was tapped.", near: self)
            return
        }
        if visibleCellsByIndexPath[indexPath] == nil, layoutAttributesForItem(at: indexPath) != nil {
            scrollToItem(at: indexPath, at: [.centeredVertically, .centeredHorizontally], animated: false)
            layoutIfNeeded()
        }
        guard visibleCellsByIndexPath[indexPath] != nil else {
            Diagnostics.report("UICollectionView: userDidTapItem(at:) was given \(indexPath), whose cell is not on screen "
                + "even scrolled to (the collection view is \(CALayer.diagnosticNumber(Double(bounds.width)))×"
                + "\(CALayer.diagnosticNumber(Double(bounds.height))) pt); a finger cannot tap it, so nothing was tapped.",
                near: self)
            return
        }
        let delegate = self.delegate as? UICollectionViewDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        visibleCellsByIndexPath[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        visibleCellsByIndexPath[indexPath]?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)

        if allowsMultipleSelection, selectedIndexPathsStorage.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPathsStorage where selected != indexPath {
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        if !isEditing, let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }
}
