//  NSLayoutAnchor.swift — FlipbookKit
//  Mirrors UIKit's layout anchors and UILayoutGuide. Status: complete for constraints between
//  anchors; `anchorWithOffset(to:)` is not provided.

import Foundation

/// What a constraint can hold: a view or a layout guide.
package protocol LayoutItem: AnyObject {
    /// The view the item belongs to (itself for a view).
    var owningView: UIView? { get }
}

/// One attribute of a view or layout guide, from which constraints are made.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide.
    package let item: AnyObject
    package let attribute: NSLayoutConstraint.Attribute

    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A new, inactive constraint `self relation anchor × multiplier + constant`.
    package func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                      multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
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
    /// The view the guide belongs to (`addLayoutGuide(_:)`).
    open package(set) weak var owningView: UIView?
    open var identifier = ""
    /// What the guide's rectangle is: free (placed by constraints), or its view's bounds inset.
    package enum Kind { case free, margins, safeArea }
    package var kind = Kind.free

    public override init() { super.init() }

    package init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
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
