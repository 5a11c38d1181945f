//  NSLayoutConstraint.swift — FlipbookKit
//  Mirrors UIKit's NSLayoutConstraint and UILayoutPriority. Status: partial (baselines are the
//  bottom edge; layout is left to right).

import Foundation

/// How important a constraint is: 1000 is required, anything less may be broken.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    // UIKit docs, UILayoutPriority: required 1000, defaultHigh 750, dragThatCanResizeScene 510,
    // sceneSizeStayPut 500, dragThatCannotResizeScene 490, defaultLow 250, fittingSizeLevel 50.
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    /// The solver's weight for an optional priority: 10^(8p/1000), so 750 weighs as Kiwi's
    /// `strong` (10⁶) and each step of 250 is a hundredfold.
    // Flipbook: UIKit satisfies priorities "from highest to lowest"; weights this far apart
    // behave so unless a hundred lower constraints outweigh one higher by as much.
    var solverStrength: Double {
        rawValue >= 1000 ? LayoutStrength.required : pow(10, 8 * Double(max(rawValue, 0)) / 1000)
    }
}

/// A relation between two views' attributes: `item1.attribute1 = multiplier × item2.attribute2 +
/// constant` (or ≤, ≥), held by the layout engine while active.
open class NSLayoutConstraint: NSObject {
    /// Called after the object is loaded from a nib or storyboard (UIKit's NSObject addition,
    /// declared here because swift-corelibs' NSObject cannot take an overridable one).
    /// Flipbook: not called yet, as nothing is loaded from a storyboard.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable object. Flipbook: never called.
    open func prepareForInterfaceBuilder() {}

    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it re-solves the layout at the next pass (inside an animation block, with
    /// `layoutIfNeeded()`, the views move there animated).
    open var constant: CGFloat {
        didSet { if constant != oldValue, isActive { LayoutEngine.constantDidChange(self) } }
    }
    /// A priority may change between optional levels while active; to or from required it cannot
    /// (UIKit raises), and here the change is refused with UIKit's message.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                Diagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue).",
                                   near: firstItem as? UIView)
                priority = oldValue
                return
            }
            if isActive { LayoutEngine.constantDidChange(self) }
        }
    }
    open var identifier: String?
    open var shouldBeArchived = false

    /// Whether the engine holds the constraint: activating installs it on the items' nearest
    /// common ancestor, deactivating takes it off.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }
    /// The view whose `constraints` hold this one while active.
    package weak var installedOn: UIView?
    /// What made it: the API, an autoresizing mask, or a view's content size.
    package var origin: Origin = .api
    /// Whether it only settles what every priority leaves open (a stack view's index rule): it
    /// weighs less than any priority's difference, whatever its `priority` says.
    // Flipbook: UIKit does not say how it breaks such ties; a weight under every priority does it here.
    package var onlyBreaksTies = false

    package enum Origin { case api, autoresizingMask(String), contentSize }

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    package init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates every constraint in `constraints` (UIKit docs: more efficient than one by one).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The items as views (layout guides stand for their owning views' rectangles).
    var firstAnchorItem: LayoutItem? { (firstItem as? LayoutItem) }

    /// The first item's anchor for `firstAttribute`.
    ///
    /// Flipbook: the anchor of an `NSNull` once the (weakly held) first item is gone.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem ?? NSNull(), attribute: firstAttribute)
    }

    /// The second item's anchor for `secondAttribute`, nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Items the constraint keeps alive: the distances `anchorWithOffset(to:)` makes, which
    /// nothing else holds.
    package var retainedItems: [AnyObject] = []
    var secondAnchorItem: LayoutItem? { (secondItem as? LayoutItem) }

    private func install() {
        guard let first = firstAnchorItem?.owningView else {
            Diagnostics.report("NSLayoutConstraint for \(String(describing: firstItem)): Constraint items must each be a view or layout guide.")
            return
        }
        var host = first
        if let second = secondAnchorItem {
            guard let secondView = second.owningView, let common = first.nearestCommonAncestor(with: secondView) else {
                Diagnostics.report("Unable to activate constraint with anchors \(description) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.",
                                   near: first)
                return
            }
            host = common
        }
        installedOn = host
        host.constraintStorage.append(self)
        LayoutEngine.structureDidChange(near: host)
    }

    private func uninstall() {
        guard let host = installedOn else { return }
        host.constraintStorage.removeAll { $0 === self }
        installedOn = nil
        LayoutEngine.structureDidChange(near: host)
    }

    open override var description: String {
        let address = LayoutEngine.address(of: self)
        let kind: String
        var name = identifier.map { "'\($0)' " } ?? ""
        switch origin {
        case .api: kind = "NSLayoutConstraint"
        case .autoresizingMask(let mask): kind = "NSAutoresizingMaskLayoutConstraint"; name = mask + " "
        case .contentSize: kind = "NSContentSizeLayoutConstraint"
        }
        func term(_ item: AnyObject?, _ attribute: Attribute) -> String {
            "\(LayoutEngine.describe(item)).\(attribute.name)"
        }
        var rhs = ""
        if secondItem != nil {
            rhs = (multiplier == 1 ? "" : "\(LayoutEngine.number(multiplier))*") + term(secondItem, secondAttribute)
            if constant != 0 { rhs += (constant > 0 ? " + " : " - ") + LayoutEngine.number(abs(constant)) }
        } else {
            rhs = LayoutEngine.number(constant)
        }
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let priorityText = priority == .required ? "" : " (priority \(LayoutEngine.number(CGFloat(priority.rawValue))))"
        return "<\(kind):\(address) \(name)\(term(firstItem, firstAttribute)) \(relationText) \(rhs)\(priorityText)   (\(isActive ? "active" : "inactive"))>"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as UIKit's descriptions spell it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
