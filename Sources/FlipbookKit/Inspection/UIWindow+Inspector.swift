//  UIWindow+Inspector.swift — FlipbookKit
//  Flipbook addition: what the inspector needs of a window's views — the hierarchy in tree order
//  with names, where a view shows on screen now, which view shows under a point, a layer's value
//  of an animatable key path as it shows.

import Foundation

/// One row of the view-hierarchy panel: a view, how deep it sits below the window, and its name.
public struct InspectableView {
    public let view: UIView
    /// 0 for the window's own subviews.
    public let depth: Int
    /// Its name by `ViewNames`' rules (an accessibilityIdentifier, the property that holds it, or
    /// its class and place).
    public let name: String
}

extension UIWindow {
    /// The window's views below it, depth first in subview order (back to front, as Xcode's view
    /// debugger lists them), each named. Reflection names them: made when the tree changes, not
    /// every frame (`hierarchySignature` says when).
    public func inspectableViews() -> [InspectableView] {
        let names = ViewNames(window: self)
        var rows: [InspectableView] = []
        func visit(_ view: UIView, depth: Int) {
            rows.append(InspectableView(view: view, depth: depth, name: names.name(of: view)))
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        for subview in subviewStorage { visit(subview, depth: 0) }
        return rows
    }

    /// A number that changes when a view joins, leaves or moves in the tree (equal numbers for
    /// equal trees; a walk of the tree, no allocation).
    public var hierarchySignature: Int {
        var hasher = Hasher()
        func visit(_ view: UIView, depth: Int) {
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(depth)
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        for subview in subviewStorage { visit(subview, depth: 0) }
        return hasher.finalize()
    }

    /// The name the inspector gives `layer` now (see `ViewNames`); reflection, not for every frame.
    public func inspectorName(of layer: CALayer) -> String {
        ViewNames(window: self).name(of: layer)
    }

    /// The first layer in tree order (views' layers and bare ones) the inspector calls `name`.
    public func layer(inspectorNamed name: String) -> CALayer? {
        let names = ViewNames(window: self)
        func find(in layer: CALayer) -> CALayer? {
            if names.name(of: layer) == name { return layer }
            for sublayer in layer.sublayerStorage {
                if let found = find(in: sublayer) { return found }
            }
            return nil
        }
        for sublayer in layer.sublayerStorage {
            if let found = find(in: sublayer) { return found }
        }
        return nil
    }

    /// The front-most, deepest view whose shape as it shows now (presentation values, every
    /// animation applied) contains `point`, in window points. Unlike `hitTest(_:with:)` — UIKit's,
    /// which reads model values and skips views that take no touches — this finds what the eye
    /// sees there, as Xcode's view debugger picks: views that take no touches count, hidden and
    /// fully transparent ones (and what they hold) do not.
    public func inspectableView(at point: CGPoint) -> UIView? {
        func find(in view: UIView) -> UIView? {
            guard let presented = view.layer.presentation(), !presented.isHidden, presented.opacity > 0 else { return nil }
            for subview in view.subviewStorage.reversed() {
                if let found = find(in: subview) { return found }
            }
            guard let shown = view.layer.presentationGeometry(), let local = shown.toRoot.inverted()?.apply(point) else { return nil }
            return shown.bounds.contains(local) ? view : nil
        }
        for subview in subviewStorage.reversed() {
            if let found = find(in: subview) { return found }
        }
        return nil
    }
}

extension CALayer {
    /// Where the layer shows at its clock's time, every animation of it and its ancestors applied:
    /// the map from its bounds space to its root layer's (a window's points), its bounds, and its
    /// corner radius. Nil for a layer in no clocked tree. Allocates nothing.
    public func presentationGeometry() -> (toRoot: ProjectiveTransform, bounds: CGRect, cornerRadius: Double)? {
        guard let time = clock?.time else { return nil }
        let p = presentationProperties(atLayerTime: localTime(fromRootTime: time))
        return (presentationToRoot(atRootTime: time, properties: p), p.bounds, Double(p.cornerRadius))
    }

    /// The value of an animatable key path ("position", "opacity", "transform.scale") as it
    /// shows now; nil for a key path that is not animatable (a transition's; "dynamics" moves
    /// `position`).
    public func inspectedValue(forKeyPath keyPath: String) -> InspectedValue? {
        presentationValue(forKey: keyPath == "dynamics" ? "position" : keyPath).map(InspectedValue.init)
    }
}
