//  UIStackView.swift — FlipbookKit
//  Mirrors UIKit's UIStackView: a row or column of arranged views, laid out by the constraints it
//  makes for them (named as UIKit names its own, `UISV-…`), and a hidden arranged view collapsed —
//  smoothly when hidden inside an animation.

import Foundation

/// Lays out its arranged subviews in a line, along `axis`, by Auto Layout constraints it keeps.
///
/// The constraints, as UIKit makes them (their identifiers show in the unsatisfiable-constraints
/// message):
/// - `UISV-canvas-connection`: the first and last arranged views' edges to the stack's (or its
///   margins', with `isLayoutMarginsRelativeArrangement`), and, across the axis, each view's
///   edges as `alignment` asks;
/// - `UISV-spacing`: each view from the one before by `spacing` (or the custom spacing after it);
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`: sizes and gaps as
///   `distribution` asks;
/// - `UISV-fill-index` (Flipbook's name; UIKit does not show how it does this): in `fill`, each
///   view after the first held at its content size more weakly than any priority, so where the
///   priorities tie, the first view takes up the slack;
/// - `UISV-alignment`: baselines aligned with the first view's;
/// - `UISV-spanning-boundary`: views that are not stretched across the axis kept inside it;
/// - `UISV-hiding`: a hidden arranged view's size along the axis is 0, and the spacing after it
///   is dropped, so the rest close up over it — the view stays in the chain, so an animation
///   collapses it in place.
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    // UIKit docs: spacingUseDefault and spacingUseSystem are sentinels passed to
    // setCustomSpacing(_:after:): the stack's `spacing`, and the system's (8 points here).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The standard spacing between siblings, as the visual format language's `-`.
    static let systemSpacing: CGFloat = 8

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    // UIKit docs: the defaults are horizontal, fill, fill, 0.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Vertical stacks only: spacing measured from the last baseline of a view to the first
    /// baseline of the next.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the views are laid out within the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// The constraints the stack made for the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    /// The guides between views that `equalSpacing` and `equalCentering` size alike.
    private var spacers: [UILayoutGuide] = []
    /// The `UISV-fill-index` holds, by view: their constants follow the views' content sizes.
    private var indexHolds: [(view: UIView, hold: NSLayoutConstraint)] = []
    /// Spacing after particular views, by identity (`setCustomSpacing`).
    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view decoded from a storyboard or nib; non-failable, as UIKit declares it.
    // Flipbook: UIView's init?(coder:) decodes nothing (the loader sets properties afterwards),
    // so this starts from a zero frame as it does.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arranged views (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`; a view already arranged moves there.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
        }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying out `view`; it stays a subview (UIKit docs: remove it from its superview to
    /// take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings.removeAll { $0.view === view }
        arrangementDidChange()
    }

    /// A view taken out of the stack's subviews is taken out of the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the spacing after `arrangedSubview` (`spacingUseDefault` returns it to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    // MARK: Hiding

    /// An arranged view's `isHidden` was set. Hidden inside an animation, it collapses there and
    /// its layer is hidden when the collapse ends; shown, it grows from nothing. (UIKit's stack
    /// view lays itself out inside the animation block: no `layoutIfNeeded()` is needed.)
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        guard hidden != view.isHidden else { return }
        arrangementDidChange()
        let recorder = ViewAnimationStack.top
        if hidden {
            view.hidesWhenCollapsed = true
            let waits = recorder?.whenAnimationsEnd { [weak view] in
                guard let view, view.hidesWhenCollapsed else { return }
                view.hidesWhenCollapsed = false
                view.layer.isHidden = true
            } ?? false
            if !waits {
                view.hidesWhenCollapsed = false
                view.layer.isHidden = true
            }
        } else {
            view.hidesWhenCollapsed = false
            view.layer.isHidden = false
        }
        // Laid out inside the caller's animation block, once its code has made all its changes
        // (several rows hidden in one block are one layout pass, each row from where it showed).
        if recorder != nil {
            let root = rootView
            ViewAnimationStack.atEndOfBlock(id: ObjectIdentifier(root)) { root.layoutIfNeeded() }
        }
    }

    /// The top of the view tree the stack is in (whose pass lays out the whole tree).
    private var rootView: UIView {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view
    }

    // MARK: Constraints

    /// An arranged view's content size changed: proportional shares are worked out again.
    /// (The index rule's holds follow it in place: a changed constant is a quick re-solve.)
    func arrangedSubviewContentSizeDidChange() {
        if distribution == .fillProportionally { arrangementDidChange() }
        for (view, hold) in indexHolds { hold.constant = contentLength(of: view) }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
        LayoutEngine.structureDidChange(near: self)
    }

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        indexHolds = []
        arrangement = makeArrangement()
        NSLayoutConstraint.activate(arrangement)
        super.updateConstraints()
    }

    /// The attributes along the axis (leading, trailing, size, centre) and across it.
    private var along: (lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute,
                        size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute) {
        axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    private var across: (lead: NSLayoutConstraint.Attribute, trail: NSLayoutConstraint.Attribute,
                         size: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute) {
        axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private func makeArrangement() -> [NSLayoutConstraint] {
        let views = arrangedSubviews
        guard !views.isEmpty else { return [] }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [NSLayoutConstraint] = []
        @discardableResult
        func relate(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute,
                    relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
                    priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(first: a, attrA, relation, second: b, attrB,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
            return constraint
        }
        let (lead, trail, size, center) = along
        let shown = views.filter { !$0.isHidden }

        // Along the axis: the chain from the canvas's leading edge to its trailing one. A hidden
        // view keeps its place in it at size 0, and the spacing after it is dropped; so is the
        // spacing after the last shown view, when only hidden views follow it.
        relate(views[0], lead, canvas, lead, "UISV-canvas-connection")
        relate(views[views.count - 1], trail, canvas, trail, "UISV-canvas-connection")
        let gapsAreMinimums = distribution == .equalSpacing || distribution == .equalCentering
        for (i, view) in views.enumerated() {
            if view.isHidden { relate(view, size, nil, .notAnAttribute, "UISV-hiding") }
            guard i + 1 < views.count else { continue }
            let next = views[i + 1]
            let spaced = !view.isHidden && views[(i + 1)...].contains { !$0.isHidden }
            let gap = spaced ? gapAfter(view) : 0
            if spaced && isBaselineRelativeArrangement && axis == .vertical {
                relate(next, .firstBaseline, view, .lastBaseline, relation: gapsAreMinimums ? .greaterThanOrEqual : .equal,
                       constant: gap, "UISV-spacing")
            } else {
                relate(next, lead, view, trail, relation: spaced && gapsAreMinimums ? .greaterThanOrEqual : .equal,
                       constant: gap, "UISV-spacing")
            }
        }

        switch distribution {
        case .fill:
            // UIKit docs: "If there's any ambiguity, the stack view resizes the arranged views
            // based on their index"; the first takes the slack, as public examples show.
            // Flipbook: the first also takes a shortfall that equal compression resistances leave.
            for view in shown.dropFirst() {
                let hold = relate(view, size, nil, .notAnAttribute, constant: contentLength(of: view),
                                  priority: UILayoutPriority(1), "UISV-fill-index")
                hold.onlyBreaksTies = true
                indexHolds.append((view, hold))
            }
        case .fillEqually:
            for view in shown.dropFirst() { relate(view, size, shown[0], size, "UISV-fill-equally") }
        case .fillProportionally:
            // Each view's share of the length left after the gaps is its share of the shown
            // views' content sizes: size = share × (length − gaps).
            let lengths = shown.map(contentLength(of:))
            let total = lengths.reduce(0, +)
            let gaps = zip(shown, shown.dropFirst()).reduce(CGFloat(0)) { $0 + gapAfter($1.0) }
            if total > 0 {
                // UIKit gives them 999, 998, … in order (seen in its view debugger).
                for (i, (view, length)) in zip(shown, lengths).enumerated() {
                    let share = length / total
                    relate(view, size, canvas, size, multiplier: share, constant: -share * gaps,
                           priority: UILayoutPriority(max(999 - Float(i), 1)), "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // A guide spans each gap (or each pair of centres); the guides are sized alike, and as
            // small as the minimum spacing lets them when nothing stretches the stack.
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (trail, lead) : (center, center)
            for (a, b) in zip(shown, shown.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacers.append(guide)
                relate(guide, lead, a, edges.0, "UISV-distributing-edge")
                relate(guide, trail, b, edges.1, "UISV-distributing-edge")
            }
            // UIKit docs: equal spacing shrinks the views (by compression resistance) before the
            // gaps; equal centring gives up equal centres first. Flipbook's priority for the
            // latter: 149, under the default content priorities.
            let priority: UILayoutPriority = distribution == .equalSpacing ? .required : UILayoutPriority(149)
            for guide in spacers.dropFirst() {
                relate(guide, size, spacers[0], size, priority: priority, "UISV-fill-equally")
            }
            if let first = spacers.first {
                relate(first, size, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-canvas-fit")
            }
        }

        // Across the axis.
        let (crossLead, crossTrail, crossSize, crossCenter) = across
        let baseline: NSLayoutConstraint.Attribute? = axis == .horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil) : nil
        for view in views {
            switch alignment {
            case .fill:
                relate(view, crossLead, canvas, crossLead, "UISV-canvas-connection")
                relate(view, crossTrail, canvas, crossTrail, "UISV-canvas-connection")
            case .leading, .trailing, .center, .firstBaseline, .lastBaseline:
                if let baseline {
                    if view !== views[0] { relate(view, baseline, views[0], baseline, "UISV-alignment") }
                } else if alignment == .center {
                    relate(view, crossCenter, canvas, crossCenter, "UISV-canvas-connection")
                } else if alignment == .trailing {
                    relate(view, crossTrail, canvas, crossTrail, "UISV-canvas-connection")
                } else {
                    // Leading, and baselines in a vertical stack (which UIKit lays out as leading).
                    relate(view, crossLead, canvas, crossLead, "UISV-canvas-connection")
                }
                relate(view, crossLead, canvas, crossLead, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
                relate(view, crossTrail, canvas, crossTrail, relation: .lessThanOrEqual, "UISV-spanning-boundary")
                // A view with no content size across the axis would be free: held to nothing,
                // weakly. The stack hugs its largest view, more weakly still.
                relate(view, crossSize, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill {
            relate(canvas, crossSize, nil, .notAnAttribute, priority: UILayoutPriority(24), "UISV-canvas-fit")
        }
        return made
    }

    /// The spacing after `view`: its custom spacing, else `spacing`.
    private func gapAfter(_ view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing }
        return custom == Self.spacingUseSystem ? Self.systemSpacing : custom
    }

    /// `view`'s content length along the axis (0 when it has none).
    private func contentLength(of view: UIView) -> CGFloat {
        max(axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height, 0)
    }
}
