//  NSLayoutAnchor.swift — FlipbookKit
//  Mirrors UIKit's layout anchors and UILayoutGuide. Status: complete.

import Foundation

/// What a constraint can hold: a view or a layout guide.
package protocol LayoutItem: AnyObject {
    /// The view the item belongs to (itself for a view).
    var owningView: UIView? { get }
}

/// One attribute of a view or layout guide, from which constraints are made.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide (for `anchorWithOffset(to:)`'s dimension, the distance it measures).
    package let itemObject: AnyObject
    package let attribute: NSLayoutConstraint.Attribute

    /// The view or layout guide the anchor belongs to.
    ///
    /// Flipbook: nil for a dimension made by `anchorWithOffset(to:)`, which belongs to no item.
    open var item: AnyObject? { itemObject is _AnchorDistance ? nil : itemObject }

    /// The anchor's name for debugging, as UIKit prints it: `"<item class>:<address>.<attribute>"`.
    open var name: String {
        if let distance = itemObject as? _AnchorDistance {
            return "[\(distance.from.name)-\(distance.to.name)]"
        }
        return "\(type(of: itemObject)):\(LayoutEngine.address(of: itemObject)).\(attribute.name)"
    }

    /// Whether the constraints leave this anchor's axis of its item free to move.
    ///
    /// Flipbook: probes the item's whole axis (position and size), not this anchor alone.
    open var hasAmbiguousLayout: Bool {
        guard let item = itemObject as? LayoutItem, let view = item.owningView,
              let engine = view.layoutEngineHost.layoutEngine else { return false }
        return engine.isAmbiguous(item, axis: attribute.axis)
    }

    /// The active constraints that name this anchor's item on its axis.
    ///
    /// Flipbook: only constraints naming the item directly, not those acting through other items.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let item = itemObject as? LayoutItem, let view = item.owningView,
              let engine = view.layoutEngineHost.layoutEngine else { return [] }
        return engine.constraints(naming: item, axis: attribute.axis)
    }

    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.itemObject = item
        self.attribute = attribute
        super.init()
    }

    /// A new, inactive constraint `self relation anchor × multiplier + constant`.
    package func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                      multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: itemObject, attribute, relation, second: anchor?.itemObject,
                                            anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        constraint.retainedItems = [itemObject, anchor?.itemObject].compactMap { $0 as? _AnchorDistance }
        return constraint
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard spacing between sibling views, and between a view and its superview's edge.
// UIKit docs, "Visual Format Language": the standard space is 8 points; Flipbook uses it for
// the system-spacing anchors too.
let standardSpacing: CGFloat = 8

open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring from this anchor across to `otherAnchor`, for constraints such as
    /// equal gaps (`a.anchorWithOffset(to: b).constraint(equalTo: b.anchorWithOffset(to: c))`).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _AnchorDistance(from: self, to: otherAnchor, axis: .horizontal), attribute: .width)
    }

    /// `self = anchor + multiplier × the system spacing` (this anchor after that one).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * standardSpacing)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
}

open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring from this anchor down to `otherAnchor`, for constraints such as
    /// equal gaps (`a.anchorWithOffset(to: b).constraint(equalTo: b.anchorWithOffset(to: c))`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: _AnchorDistance(from: self, to: otherAnchor, axis: .vertical), attribute: .height)
    }

    /// `self = anchor + multiplier × the system spacing` (this anchor below that one).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * standardSpacing)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * standardSpacing)
    }
}

open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors every view and layout guide has (the same ten on both).
public protocol _LayoutAnchors: AnyObject {}

extension _LayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, or
/// a view's margins or safe area (`layoutMarginsGuide`, `safeAreaLayoutGuide`).
open class UILayoutGuide: NSObject, LayoutItem, _LayoutAnchors {
    /// The view the guide belongs to (`addLayoutGuide(_:)` sets it; setting it adds the guide
    /// to that view).
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            if let old = owningViewStorage, old.layoutGuides.contains(where: { $0 === self }) { old.removeLayoutGuide(self) }
            if let newValue, !newValue.layoutGuides.contains(where: { $0 === self }) { newValue.addLayoutGuide(self) }
            owningViewStorage = newValue
        }
    }
    package weak var owningViewStorage: UIView?

    /// Whether the constraints leave the guide's rectangle free to move.
    open var hasAmbiguousLayout: Bool {
        guard let view = owningView, let engine = view.layoutEngineHost.layoutEngine else { return false }
        return engine.isAmbiguous(self)
    }

    /// The active constraints that name the guide on `axis`.
    ///
    /// Flipbook: only constraints naming the guide directly, not those acting through other items.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let view = owningView, let engine = view.layoutEngineHost.layoutEngine else { return [] }
        return engine.constraints(naming: self, axis: axis)
    }
    open var identifier = ""
    /// What the guide's rectangle is: free (placed by constraints), or its view's bounds inset.
    package enum Kind { case free, margins, safeArea }
    package var kind = Kind.free

    public override init() { super.init() }

    package init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningViewStorage = owningView
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .margins: return view.bounds.inset(by: view.layoutMargins)
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .free: return view.layoutEngineHost.layoutEngine?.frame(of: self, in: view) ?? .zero
        }
    }
}

// UIView declares its anchors in its class body, overridable as in UIKit.
extension UIView: LayoutItem, _LayoutAnchors {
    package var owningView: UIView? { self }
}

/// The distance between two anchors on one axis, standing as the item of the dimension
/// `anchorWithOffset(to:)` makes; the layout engine reads it as `to − from`.
final class _AnchorDistance: NSObject, LayoutItem {
    let from: NSLayoutAnchor<AnyObject>
    let to: NSLayoutAnchor<AnyObject>
    let axis: NSLayoutConstraint.Axis

    init<T>(from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>, axis: NSLayoutConstraint.Axis) {
        self.from = NSLayoutAnchor<AnyObject>(item: from.itemObject, attribute: from.attribute)
        self.to = NSLayoutAnchor<AnyObject>(item: to.itemObject, attribute: to.attribute)
        self.axis = axis
        super.init()
    }

    /// The nearest view holding both anchors' items, where a constraint on the distance lives.
    var owningView: UIView? {
        guard let a = (from.itemObject as? LayoutItem)?.owningView, let b = (to.itemObject as? LayoutItem)?.owningView else { return nil }
        return a.nearestCommonAncestor(with: b)
    }
}
