//  UICollectionView+LayoutTransition.swift — FlipbookKit
//  Mirrors UICollectionView's changes of layout, animated and interactive. Status: complete.

import Foundation

extension UICollectionView {
    /// What an interactive change of layout calls when it ends: whether it completed (went to
    /// the new layout) and whether its animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Replaces the layout; animated, every cell slides from where the old layout put it to
    /// where the new one does.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, then calls `completion` (with whether the animation finished).
    ///
    /// As on iOS: the old layout hears `prepareForTransition(to:)`, the new one
    /// `prepareForTransition(from:)`; every view on screen hears `willTransition(from:to:)`;
    /// the new layout's `targetContentOffset(forProposedContentOffset:)` (then the delegate's)
    /// says where the content goes; both layouts hear `finalizeLayoutTransition()` inside the
    /// animation, and the views `didTransition(from:to:)` at its end.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        interactiveLayoutTransition = nil
        changeLayout(to: layout, animated: animated, announce: true, completion: completion)
    }

    /// Starts an interactive change to `layout`: the collection view uses the transition layout
    /// the delegate gives (a plain `UICollectionViewTransitionLayout` by default), whose
    /// `transitionProgress` you drive; end it with `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`.
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        if interactiveLayoutTransition != nil { cancelInteractiveTransition() }
        layoutIfNeeded()
        let old = collectionViewLayout
        let transition = (delegate as? UICollectionViewDelegate)?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for view in viewsOnScreen { view.willTransition(from: old, to: layout) }
        interactiveLayoutTransition = _InteractiveLayoutTransition(from: old, to: layout, completion: completion)
        collectionViewLayout = transition
        return transition
    }

    /// Ends an interactive change of layout by animating to the new layout.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends an interactive change of layout by animating back to the old layout.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    // MARK: - Implementation

    private func endInteractiveTransition(completed: Bool) {
        guard let transition = interactiveLayoutTransition else { return }
        interactiveLayoutTransition = nil
        layoutIfNeeded()
        let target = completed ? transition.to : transition.from
        changeLayout(to: target, animated: true, announce: false) { finished in
            for view in self.viewsOnScreen { view.didTransition(from: transition.from, to: transition.to) }
            transition.completion?(completed, finished)
        }
    }

    /// Every cell, supplementary and decoration view on screen.
    var viewsOnScreen: [UICollectionReusableView] {
        visibleDecorationViews.sorted { $0.key < $1.key }.map(\.value)
            + visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
            + visibleSupplementaryViews.sorted { $0.key < $1.key }.map(\.value)
    }

    private func changeLayout(to layout: UICollectionViewLayout, animated: Bool, announce: Bool, completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        guard lastLayoutBoundsIfLaidOut != nil else {
            // Nothing on screen yet: the next layout pass uses the new layout.
            if announce {
                old.prepareForTransition(to: layout)
                layout.prepareForTransition(from: old)
            }
            collectionViewLayout = layout
            if announce {
                old.finalizeLayoutTransition()
                layout.finalizeLayoutTransition()
            }
            completion?(true)
            return
        }
        layoutIfNeeded()
        let views = viewsOnScreen
        if announce {
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
            for view in views { view.willTransition(from: old, to: layout) }
        }
        collectionViewLayout = layout
        prepareLayoutIfNeeded()
        var offset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        offset = (delegate as? UICollectionViewDelegate)?.collectionView(self, targetContentOffsetForProposedContentOffset: offset) ?? offset
        animateToCurrentLayout(contentOffset: clampedContentOffset(offset), update: nil, animated: animated,
                               alongside: {
                                   old.finalizeLayoutTransition()
                                   layout.finalizeLayoutTransition()
                               },
                               completion: { finished in
                                   if announce { for view in views { view.didTransition(from: old, to: layout) } }
                                   completion?(finished)
                               })
    }
}

/// An interactive change of layout in progress: the layouts it goes between, and what to call at its end.
struct _InteractiveLayoutTransition {
    let from: UICollectionViewLayout
    let to: UICollectionViewLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}
