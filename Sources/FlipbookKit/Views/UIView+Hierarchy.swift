//  UIView+Hierarchy.swift — FlipbookKit
//  Mirrors UIView's view-tree management. Status: complete.

import Foundation

extension UIView {
    /// The base implementation of `superview`, which the class body declares overridable.
    final var _baseSuperview: UIView? { superviewStorage }
    /// The base implementation of `subviews`, which the class body declares overridable.
    final var _baseSubviews: [UIView] { subviewStorage }

    /// The base implementation of `window`, which the class body declares overridable.
    final var _baseWindow: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superviewStorage
        }
        return nil
    }

    /// The base implementation of `addSubview`, which the class body declares overridable.
    final func _baseAddSubview(_ view: UIView) {
        insert(view, at: view.superviewStorage === self ? subviewStorage.count - 1 : subviewStorage.count)
    }

    /// The base implementation of `insertSubview`, which the class body declares overridable.
    final func _baseInsertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// The base implementation of `insertSubview`, which the class body declares overridable.
    final func _baseInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let current = subviewStorage.firstIndex { $0 === view }
        insert(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// The base implementation of `insertSubview`, which the class body declares overridable.
    final func _baseInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let current = subviewStorage.firstIndex { $0 === view }
        insert(view, at: current.map { $0 <= i ? i : i + 1 } ?? i + 1)
    }

    /// The base implementation of `bringSubviewToFront`, which the class body declares overridable.
    final func _baseBringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insert(view, at: subviewStorage.count - 1)
    }

    /// The base implementation of `sendSubviewToBack`, which the class body declares overridable.
    final func _baseSendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        insert(view, at: 0)
    }

    /// The base implementation of `exchangeSubview`, which the class body declares overridable.
    final func _baseExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2), index1 != index2 else { return }
        let a = subviewStorage[index1], b = subviewStorage[index2]
        insert(a, at: index2)
        insert(b, at: index1)
    }

    /// The base implementation of `removeFromSuperview`, which the class body declares overridable.
    final func _baseRemoveFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        let oldRoot = parent.layoutEngineHost
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        // A view leaving its window stops animating: its animations are removed and their
        // completions hear finished == false, as in UIKit.
        if oldWindow != nil { layer.forEachLayerInSubtree { $0.removeAllAnimations() } }
        parent.removeFromSubviewStorage(self)
        superviewStorage = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
        LayoutEngine.treeDidChange(at: self, oldRoot: oldRoot)
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// The base implementation of `isDescendant`, which the class body declares overridable.
    final func _baseIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The base implementation of `viewWithTag`, which the class body declares overridable.
    final func _baseViewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviewStorage {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Puts `view` at `index` among the subviews (moving it if it is already one), keeping
    /// the layer tree in the same order and telling the views of the move as UIKit does.
    private func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superviewStorage === self {
            removeFromSubviewStorage(view)
            let i = min(max(index, 0), subviewStorage.count)
            ListCopies.change(&subviewStorage) { $0.insert(view, at: i) }
            placeLayer(of: view, at: i)
            return
        }
        // iOS's order, as logged on devices: the superview callbacks, the new superview's
        // didAddSubview, then the window callbacks down the moved subtree.
        let oldWindow = view.window, newWindow = window
        let windowChanges = oldWindow !== newWindow
        let oldInheritedTint = view.hasOwnTintColor ? nil : view.tintColor
        view.willMove(toSuperview: self)
        let oldRoot = view.superviewStorage?.layoutEngineHost
        if let old = view.superviewStorage {
            old.willRemoveSubview(view)
            old.removeFromSubviewStorage(view)
            old.setNeedsLayout()
        }
        let i = min(max(index, 0), subviewStorage.count)
        ListCopies.change(&subviewStorage) { $0.insert(view, at: i) }
        view.superviewStorage = self
        placeLayer(of: view, at: i)
        LayoutEngine.treeDidChange(at: view, oldRoot: oldRoot)
        view.didMoveToSuperview()
        didAddSubview(view)
        if windowChanges {
            view.notifyWillMove(toWindow: newWindow)
            view.notifyDidMoveToWindow()
        }
        // Adding a view lays out both it and its new superview at the next pass.
        view.setNeedsLayout()
        setNeedsLayout()
        // A view that inherits its tint is told when its new superview's tint differs.
        if let oldInheritedTint, view.tintColor != oldInheritedTint { view.notifyTintColorDidChange() }
    }

    /// Takes `view` out of the subview list (where it is once), found from whichever end it is
    /// nearer: taking out the view just added, or emptying a view in order, walks no siblings.
    private func removeFromSubviewStorage(_ view: UIView) {
        guard let i = subviewStorage.indexFromBothEnds(of: view) else { return }
        ListCopies.change(&subviewStorage) { _ = $0.remove(at: i) }
    }

    /// Puts the subview's layer just below the next subview's layer, or on top of every
    /// sublayer when the view is the front-most subview (as iOS's addSubview does, so a
    /// view added after a layer the app added itself draws over it).
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviewStorage.count {
            layer.insertSublayer(view.layer, below: subviewStorage[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Tells this view, and every descendant that inherits its tint from it, that the tint changed.
    package func notifyTintColorDidChange() {
        tintColorDidChange()
        for view in subviewStorage where !view.hasOwnTintColor { view.notifyTintColorDidChange() }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        // UIKit: a first responder leaving its window resigns, whatever it would say.
        if newWindow !== window { resignFirstResponderForcibly() }
        willMove(toWindow: newWindow)
        for view in subviewStorage { view.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for view in subviewStorage { view.notifyDidMoveToWindow() }
    }
}
