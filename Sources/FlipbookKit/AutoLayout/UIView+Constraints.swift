//  UIView+Constraints.swift — FlipbookKit
//  Mirrors UIView's Auto Layout API: constraints, autoresizing translation, margins, safe area,
//  intrinsic content size, hugging and compression resistance, fitting sizes. Status: partial
//  (the safe area is the window's, overlapped).

import Foundation

extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on (nil for `.notAnAttribute`).
    package var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }
}

extension UIView {
    /// `intrinsicContentSize`'s value along an axis the view has no natural size in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The base implementation of `translatesAutoresizingMaskIntoConstraints`, which the class body declares overridable.
    final var _baseTranslatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateIfMade?.translatesMask ?? true }
        set {
            guard newValue != layoutState.translatesMask else { return }
            layoutState.translatesMask = newValue
            LayoutEngine.structureDidChange(near: self)
        }
    }

    /// The base implementation of `constraints`, which the class body declares overridable.
    final var _baseConstraints: [NSLayoutConstraint] { constraintStorage }

    /// The base implementation of `addConstraint`, which the class body declares overridable.
    final func _baseAddConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// The base implementation of `addConstraints`, which the class body declares overridable.
    final func _baseAddConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// The base implementation of `removeConstraint`, which the class body declares overridable.
    final func _baseRemoveConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.isActive = false }
    }
    /// The base implementation of `removeConstraints`, which the class body declares overridable.
    final func _baseRemoveConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: Layout guides

    /// The base implementation of `layoutGuides`, which the class body declares overridable.
    final var _baseLayoutGuides: [UILayoutGuide] { layoutState.guides }

    /// The base implementation of `addLayoutGuide`, which the class body declares overridable.
    final func _baseAddLayoutGuide(_ guide: UILayoutGuide) {
        guard !layoutState.guides.contains(where: { $0 === guide }) else { return }
        guide.owningViewStorage?.removeLayoutGuide(guide)
        guide.owningViewStorage = self
        layoutState.guides.append(guide)
    }

    /// The base implementation of `removeLayoutGuide`, which the class body declares overridable.
    final func _baseRemoveLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        if guide.owningViewStorage === self { guide.owningViewStorage = nil }
        LayoutEngine.structureDidChange(near: self)
    }

    /// The base implementation of `layoutMarginsGuide`, which the class body declares overridable.
    final var _baseLayoutMarginsGuide: UILayoutGuide { builtInGuide(.margins, "UIViewLayoutMarginsGuide", \.marginsGuide) }

    /// The base implementation of `safeAreaLayoutGuide`, which the class body declares overridable.
    final var _baseSafeAreaLayoutGuide: UILayoutGuide { builtInGuide(.safeArea, "UIViewSafeAreaLayoutGuide", \.safeAreaGuide) }

    /// The base implementation of `readableContentGuide`, which the class body declares overridable.
    final var _baseReadableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        layoutState.readableGuide = guide
        let margins = layoutMarginsGuide
        let fullWidth = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fullWidth.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableWidth),
            fullWidth,
        ])
        return guide
    }

    /// The widest a readable column gets (UIKit's at the default content size category).
    package static let readableWidth: CGFloat = 672

    /// The base implementation of `constraintsAffectingLayout`, which the class body declares overridable.
    final func _baseConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraintStorage where constraint.isActive {
                if constraint.firstItem === self, constraint.firstAttribute.axis == axis { found.append(constraint) }
                else if constraint.secondItem === self, constraint.secondAttribute.axis == axis { found.append(constraint) }
            }
            view = current.superviewStorage
        }
        return found
    }

    /// The base implementation of `exerciseAmbiguityInLayout`, which the class body declares overridable.
    final func _baseExerciseAmbiguityInLayout() {
        if hasAmbiguousLayout {
            Diagnostics.report("exerciseAmbiguityInLayout(): Flipbook's solver keeps one layout; \(type(of: self))'s stays where it is.",
                               about: self, once: true)
        }
    }

    /// The guide kept in `slot`, made on first use.
    private func builtInGuide(_ kind: UILayoutGuide.Kind, _ identifier: String,
                              _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>) -> UILayoutGuide {
        if let guide = layoutState[keyPath: slot] { return guide }
        let guide = UILayoutGuide(kind: kind, owningView: self)
        guide.identifier = identifier
        layoutState[keyPath: slot] = guide
        return guide
    }

    /// The base implementation of `layoutMargins`, which the class body declares overridable.
    final var _baseLayoutMargins: UIEdgeInsets {
        get { layoutState.margins ?? (owningViewController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                                                                   : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) }
        set {
            layoutState.margins = newValue
            LayoutEngine.structureDidChange(near: self)
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }

    /// The base implementation of `directionalLayoutMargins`, which the class body declares overridable.
    final var _baseDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// The base implementation of `safeAreaInsets`, which the class body declares overridable:
    /// how far each edge lies outside the region the device's status bar, sensor housing and
    /// home indicator, the bars of the containers the view is in and its controllers'
    /// additional insets leave clear (see `safeRegion(in:)`).
    final var _baseSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        return UIView.insets(of: convert(bounds, to: window), outside: safeRegion(in: window))
    }

    // MARK: Content size

    /// The base implementation of `invalidateIntrinsicContentSize`, which the class body declares overridable.
    final func _baseInvalidateIntrinsicContentSize() {
        // Only a view placed by constraints has its content size in the engine.
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        LayoutEngine.contentSizeDidChange(of: self)
        setNeedsLayout()
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.arrangedSubviewContentSizeDidChange()
        }
    }

    /// The base implementation of `contentHuggingPriority`, which the class body declares overridable.
    final func _baseContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.hugging[axis.rawValue]
    }

    /// The base implementation of `setContentHuggingPriority`, which the class body declares overridable.
    final func _baseSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis.rawValue] = priority
        LayoutEngine.structureDidChange(near: self)
    }

    /// The base implementation of `contentCompressionResistancePriority`, which the class body declares overridable.
    final func _baseContentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState.compression[axis.rawValue]
    }

    /// The base implementation of `setContentCompressionResistancePriority`, which the class body declares overridable.
    final func _baseSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compression[axis.rawValue] = priority
        LayoutEngine.structureDidChange(near: self)
    }

    /// The base implementation of `hasAmbiguousLayout`, which the class body declares overridable.
    final var _baseHasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = layoutEngineHost.layoutEngine else { return false }
        return engine.isAmbiguous(self)
    }

    // MARK: Fitting size

    /// The smallest size the constraints allow (UIKit docs: "the smallest possible size").
    public static let layoutFittingCompressedSize = CGSize.zero
    // Flipbook: UIKit does not document its value; any size larger than a layout reaches acts alike.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The base implementation of `systemLayoutSizeFitting`, which the class body declares overridable.
    final func _baseSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The base implementation of `systemLayoutSizeFitting`, which the class body declares overridable.
    final func _baseSystemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                 vertical: verticalFittingPriority)
    }

    // MARK: Updating constraints

    /// The base implementation of `setNeedsUpdateConstraints`, which the class body declares overridable.
    final func _baseSetNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        LayoutEngine.structureDidChange(near: self)
    }

    /// The base implementation of `needsUpdateConstraints`, which the class body declares overridable.
    final func _baseNeedsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// The base implementation of `updateConstraintsIfNeeded`, which the class body declares overridable.
    final func _baseUpdateConstraintsIfNeeded() {
        for view in subviewStorage { view.updateConstraintsIfNeeded() }
        if layoutStateIfMade?.needsUpdateConstraints == true { updateConstraints() }
    }
}

/// Insets by leading and trailing edge.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// A view's Auto Layout state (kept in one place, made when first needed).
package final class ViewLayoutState {
    var translatesMask = true
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var margins: UIEdgeInsets?
    // UIKit docs: content hugging defaults to 250 (defaultLow), compression resistance to 750 (defaultHigh).
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    /// Where the engine last placed the view (its bounds size and centre in its superview), while it
    /// is placed by constraints.
    var engineFrame: (size: CGSize, center: CGPoint)?
    /// Whether the engine's last build took the view in (its frame then is in the engine's
    /// equations when it translates its mask).
    var takesPart = false
}
