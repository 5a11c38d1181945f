//  LayoutEngine.swift — FlipbookKit
//  Flipbook's Auto Layout engine: a view tree's constraints in one `LayoutSolver`, solved at the
//  layout pass and applied as each placed view's bounds and centre, on device pixels; and solves
//  apart for `systemLayoutSizeFitting`. Status: complete.

import Foundation

/// The engine of one view tree, kept on its root view (a window, or a tree not yet in one).
///
/// Every view a constraint names takes part, with its ancestors up to the root. Each has four
/// variables — the left and top edges of its untransformed frame in the root's bounds
/// coordinates, its width and height — so a constraint between views in different superviews
/// is one equation. A taking-part view that translates its autoresizing mask holds its frame
/// by required constraints of that mask (its flexible parts follow its superview's size), as
/// UIKit's `NSAutoresizingMaskLayoutConstraint`s do; the root is held at its bounds. A view
/// placed by constraints also gets its content size's constraints: `width ≤ intrinsic` at its
/// hugging priority and `width ≥ intrinsic` at its compression resistance, and the same down.
///
/// Changing a constraint's constant re-solves incrementally; anything else that changes what
/// takes part (activation, the tree, a mask, a content size) rebuilds the solver at the next pass.
package final class LayoutEngine {
    private struct Rect { let left, top, width, height: LayoutVariable }

    private unowned let root: UIView
    private var solver = LayoutSolver()
    private var structureIsStale = true
    /// Constraints whose constant or priority changed since the last solve.
    private var changed: [NSLayoutConstraint] = []
    /// Each taking-part view's and guide's variables, by identity.
    private var rects: [ObjectIdentifier: Rect] = [:]
    /// The views taking part, parents before children; held weakly, since the root (which
    /// keeps the engine) is one of them.
    private var views: [WeakView] = []
    private struct WeakView { weak var view: UIView? }
    /// The equation the solver holds for each constraint (the broken ones have none).
    private var equations: [ObjectIdentifier: LayoutEquation] = [:]
    /// Every constraint the solver was given, in order (the API's, masks', content sizes').
    private var held: [NSLayoutConstraint] = []
    /// Each placed view's content-size constraints (hugging and resistance, width then height).
    private var contentSizes: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    /// Set for a fitting solve (`fittingSize`): the size wished for the root and how strongly,
    /// along each axis. Such an engine places nothing and leaves the views' state alone.
    private var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    init(root: UIView) { self.root = root }

    /// The size `view`'s own constraints and its subtree's give it nearest `target`, the root
    /// wished to the target's width and height at the two priorities (UIKit's
    /// `systemLayoutSizeFitting`): solved apart from the tree's engine, rounded to device pixels.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority,
                            vertical: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: view)
        engine.fitting = (target, horizontal, vertical)
        engine.rebuild()
        engine.solver.updateVariables()
        guard let r = engine.rects[ObjectIdentifier(view)] else { return target }
        let scale = Double(UITraitCollection.deviceScale)
        func pixel(_ x: Double) -> CGFloat { CGFloat((x * scale).rounded()) / CGFloat(scale) }
        return CGSize(width: pixel(r.width.value), height: pixel(r.height.value))
    }

    // MARK: Telling the engine

    /// Something that decides which constraints the tree holds changed near `view`.
    package static func structureDidChange(near view: UIView) {
        let host = view.layoutEngineHost
        if host.layoutEngine == nil { host.layoutEngine = LayoutEngine(root: host) }
        host.layoutEngine!.structureIsStale = true
        host.setNeedsLayout()
    }

    /// `view`'s frame, bounds or centre changed: when its mask's constraints hold that frame,
    /// they are made again.
    package static func translatedFrameDidChange(of view: UIView) {
        guard let state = view.layoutStateIfMade, state.takesPart, state.translatesMask else { return }
        structureDidChange(near: view)
    }

    /// `view`'s intrinsic content size changed: its content-size constraints take the new size
    /// as constants (re-solved incrementally), or are made again when an axis came or went.
    package static func contentSizeDidChange(of view: UIView) {
        guard let engine = view.layoutEngineHost.layoutEngine, view.layoutStateIfMade?.takesPart == true,
              let kept = engine.contentSizes[ObjectIdentifier(view)] else { return structureDidChange(near: view) }
        let size = view.intrinsicContentSize
        let values = [size.width, size.height].filter { $0 != UIView.noIntrinsicMetric }
        guard values.count * 2 == kept.count else { return structureDidChange(near: view) }
        for (i, constraint) in kept.enumerated() where constraint.constant != values[i / 2] {
            constraint.constant = values[i / 2]
            engine.changed.append(constraint)
        }
        view.layoutEngineHost.setNeedsLayout()
    }

    /// `constraint`'s constant or priority changed.
    static func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedOn?.layoutEngineHost else { return }
        guard let engine = host.layoutEngine else { return structureDidChange(near: host) }
        engine.changed.append(constraint)
        host.setNeedsLayout()
    }

    /// A tree was split or joined at `view` (it left `oldRoot`'s tree, or joined one): its
    /// constraints to views now in another tree are deactivated, and both trees re-solved.
    package static func treeDidChange(at view: UIView, oldRoot: UIView?) {
        if let oldRoot, oldRoot.layoutEngine != nil {
            // UIKit removes the constraints between the moved subtree and views outside it.
            func visit(_ host: UIView) {
                for constraint in host.constraintStorage {
                    let first = constraint.firstAnchorItem?.owningView?.isDescendant(of: view) ?? false
                    let second = constraint.secondAnchorItem?.owningView?.isDescendant(of: view) ?? first
                    if first != second { constraint.isActive = false }
                }
                host.subviewStorage.forEach(visit)
            }
            visit(oldRoot)
            structureDidChange(near: oldRoot)
        }
        if view.layoutEngine != nil || view.hasConstraintsInSubtree {
            view.layoutEngine = nil
            structureDidChange(near: view)
        }
    }

    // MARK: Solving

    /// Whether a pass has constraints to solve (structure or constants changed since the last).
    package var hasPendingWork: Bool { structureIsStale || !changed.isEmpty }

    /// Solves what changed since the last pass and marks the views the solution moves for layout.
    package func updateIfNeeded() {
        if structureIsStale {
            rebuild()
        } else if !changed.isEmpty {
            let constraints = changed
            changed = []
            for constraint in constraints {
                let key = ObjectIdentifier(constraint)
                guard let old = equations[key] else { continue }
                try? solver.remove(old)
                equations[key] = nil
                add(constraint, again: true)
            }
        } else {
            return
        }
        solver.updateVariables()
        placeViews()
    }

    private func rebuild() {
        // UIKit runs the `updateConstraints` asked for before it solves; what they change is
        // in this build.
        root.updateConstraintsIfNeeded()
        structureIsStale = false
        changed = []
        for entry in views where fitting == nil {
            guard let view = entry.view else { continue }
            view.layoutState.engineFrame = nil
            view.layoutState.takesPart = false
        }
        solver = LayoutSolver()
        rects = [:]; views = []; equations = [:]; held = []; contentSizes = [:]
        var taken: [UIView] = []
        defer { views = taken.map { WeakView(view: $0) } }
        // The constraints, and the views they name with their ancestors.
        var constraints: [NSLayoutConstraint] = []
        var taking = Set<ObjectIdentifier>()
        func visit(_ view: UIView) {
            constraints.append(contentsOf: view.constraintStorage)
            view.subviewStorage.forEach(visit)
        }
        visit(root)
        guard !constraints.isEmpty || fitting != nil else { return }
        func take(_ view: UIView) {
            var chain: [UIView] = []
            var v: UIView? = view
            while let current = v, !taking.contains(ObjectIdentifier(current)) {
                chain.append(current)
                taking.insert(ObjectIdentifier(current))
                v = current.superviewStorage
            }
            taken.append(contentsOf: chain.reversed())
        }
        if fitting != nil { take(root) }
        for constraint in constraints {
            if let view = constraint.firstAnchorItem?.owningView { take(view) }
            if let view = constraint.secondAnchorItem?.owningView { take(view) }
        }
        // Parents before children: by depth.
        taken.sort { $0.depth < $1.depth }
        for view in taken {
            rects[ObjectIdentifier(view)] = makeRect()
            if fitting == nil { view.layoutState.takesPart = true }
        }

        for view in taken {
            if let fitting, view === root {
                wish(view, toFit: fitting)
            } else if view === root || view.superviewStorage == nil {
                pin(view)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                translateMask(of: view)
            } else {
                addContentSize(of: view)
            }
            for guide in [view.layoutState.marginsGuide, view.layoutState.safeAreaGuide].compactMap({ $0 }) {
                addGuide(guide, of: view)
            }
            for guide in view.layoutState.guides { _ = rect(of: guide) }
        }
        for constraint in constraints { add(constraint) }
    }

    /// Writes each placed view's size and centre, and marks the superviews whose subviews move.
    private func placeViews() {
        for entry in views {
            guard let view = entry.view, !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superviewStorage,
                  let r = rects[ObjectIdentifier(view)], let p = rects[ObjectIdentifier(parent)] else { continue }
            // UIKit puts each edge on a device pixel, so a width is a whole number of pixels.
            func pixel(_ x: Double) -> CGFloat { CGFloat((x * Double(UITraitCollection.deviceScale)).rounded()) / UITraitCollection.deviceScale }
            let left = pixel(r.left.value), right = pixel(r.left.value + r.width.value)
            let top = pixel(r.top.value), bottom = pixel(r.top.value + r.height.value)
            let size = CGSize(width: right - left, height: bottom - top)
            let center = CGPoint(x: left - pixel(p.left.value) + parent.bounds.minX + size.width / 2,
                                 y: top - pixel(p.top.value) + parent.bounds.minY + size.height / 2)
            let old = view.layoutState.engineFrame
            view.layoutState.engineFrame = (size, center)
            if old?.size != size || old?.center != center || view.bounds.size != size || view.center != center {
                parent.setNeedsLayout()
            }
        }
    }

    /// Whether the constraints leave some edge of `view` free: nudged by a wish weaker than any
    /// constraint, it moves. Probed on a second solver of the same equations, so the layout
    /// itself stays as it was.
    func isAmbiguous(_ item: LayoutItem, axis: NSLayoutConstraint.Axis? = nil) -> Bool {
        updateIfNeeded()
        guard let r = rects[ObjectIdentifier(item)] else { return false }
        let probe = LayoutSolver()
        for constraint in held {
            if let equation = equations[ObjectIdentifier(constraint)] { try? probe.add(equation) }
        }
        probe.updateVariables()
        // The variables are shared: the real solution is written back afterwards.
        defer { solver.updateVariables() }
        let variables = switch axis {
        case nil: [r.left, r.top, r.width, r.height]
        case .horizontal?: [r.left, r.width]
        case .vertical?: [r.top, r.height]
        }
        for variable in variables {
            let before = variable.value
            guard (try? probe.addEditVariable(variable, strength: Self.probeStrength)) != nil else { continue }
            try? probe.suggest(variable, before + 1)
            probe.updateVariables()
            let moved = abs(variable.value - before) > 0.5
            try? probe.removeEditVariable(variable)
            probe.updateVariables()
            if moved { return true }
        }
        return false
    }

    /// The constraints the engine holds that name `item`, on `axis` (both when nil).
    func constraints(naming item: LayoutItem, axis: NSLayoutConstraint.Axis?) -> [NSLayoutConstraint] {
        updateIfNeeded()
        func names(_ other: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
            guard let other else { return false }
            if let distance = other as? _AnchorDistance {
                return (distance.from.item === item || distance.to.item === item) && (axis == nil || distance.axis == axis)
            }
            return other === item && (axis == nil || attribute.axis == axis)
        }
        return held.filter { names($0.firstItem, $0.firstAttribute) || names($0.secondItem, $0.secondAttribute) }
    }

    /// The probe's weight: a thousandth of the weakest priority's (10^(8/1000) for priority 1).
    private static let probeStrength = 1e-3
    /// A tie-breaker's weight: a quarter of the step between the two weakest whole priorities
    /// (10^(16/1000) − 10^(8/1000) ≈ 0.019), so it never outweighs a difference of priority, and
    /// five times the probe's, so a layout it settles is not ambiguous.
    private static let tieBreakStrength = 5e-3

    /// `guide`'s rectangle in `view`'s bounds coordinates, as last solved.
    func frame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
        guard let r = rects[ObjectIdentifier(guide)], let v = rects[ObjectIdentifier(view)] else { return nil }
        return CGRect(x: r.left.value - v.left.value + view.bounds.minX, y: r.top.value - v.top.value + view.bounds.minY,
                      width: r.width.value, height: r.height.value)
    }

    // MARK: Equations

    /// Four variables for a view or guide. They are unnamed: naming them by the item (its
    /// address, formatted) cost more than the rest of a rebuild, and only a debugger reads them;
    /// the engine's messages describe constraints by their items.
    private func makeRect() -> Rect {
        Rect(left: LayoutVariable(), top: LayoutVariable(), width: LayoutVariable(), height: LayoutVariable())
    }

    private func rect(of item: LayoutItem) -> Rect? {
        if let r = rects[ObjectIdentifier(item)] { return r }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, rects[ObjectIdentifier(owner)] != nil else { return nil }
        let r = makeRect()
        rects[ObjectIdentifier(guide)] = r
        return r
    }

    /// The expression for `attribute` of `item`.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LayoutExpression? {
        if let distance = item as? _AnchorDistance {
            // anchorWithOffset(to:): the second anchor's position less the first's.
            guard let from = distance.from.item as? LayoutItem, let to = distance.to.item as? LayoutItem,
                  let a = expression(from, distance.from.attribute), let b = expression(to, distance.to.attribute) else { return nil }
            return b + a * -1
        }
        guard let r = rect(of: item) else { return nil }
        let view = item as? UIView
        let margins = view?.layoutMargins ?? .zero
        let (left, top, width, height) = (LayoutExpression(r.left), LayoutExpression(r.top),
                                          LayoutExpression(r.width), LayoutExpression(r.height))
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .firstBaseline, .lastBaseline:
            if let offset = view?.baselineOffsetFromCenter { return top + height * 0.5 + Double(offset) }
            return top + height
        case .leftMargin, .leadingMargin: return left + Double(margins.left)
        case .rightMargin, .trailingMargin: return left + width + -Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return top + height + -Double(margins.bottom)
        case .centerXWithinMargins: return left + width * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return top + height * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    /// Gives the solver `constraint`; a required one that cannot hold is broken, as UIKit reports.
    /// (`again`: the solver held it before, with another constant or priority.)
    private func add(_ constraint: NSLayoutConstraint, again: Bool = false) {
        guard let first = constraint.firstAnchorItem, let lhs = expression(first, constraint.firstAttribute) else { return }
        var rhs = LayoutExpression(constant: Double(constraint.constant))
        if let second = constraint.secondAnchorItem {
            guard let e = expression(second, constraint.secondAttribute) else { return }
            rhs = e * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: LayoutEquation.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let strength = constraint.onlyBreaksTies ? Self.tieBreakStrength : constraint.priority.solverStrength
        let equation = LayoutEquation(lhs, relation, rhs, strength: strength)
        if !again { held.append(constraint) }
        do {
            try solver.add(equation)
            equations[ObjectIdentifier(constraint)] = equation
        } catch {
            reportUnsatisfiable(breaking: constraint, equation: equation)
        }
    }

    /// Adds a required constraint the engine made (a mask's, a guide's, the root's).
    private func require(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, equals rhs: LayoutExpression,
                         origin: NSLayoutConstraint.Origin, described constant: CGFloat) {
        guard let lhs = expression(item, attribute) else { return }
        let constraint = NSLayoutConstraint(first: item, attribute, .equal, second: nil, .notAnAttribute,
                                            multiplier: 1, constant: constant)
        constraint.origin = origin
        held.append(constraint)
        let equation = LayoutEquation(lhs, .equal, rhs, strength: LayoutStrength.required)
        do {
            try solver.add(equation)
            equations[ObjectIdentifier(constraint)] = equation
        } catch {
            reportUnsatisfiable(breaking: constraint, equation: equation)
        }
    }

    /// A fitting solve's root: at the origin, its content size kept as a constraint-placed view's,
    /// and wished to the target size at the fitting priorities.
    private func wish(_ view: UIView, toFit fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)) {
        for attribute in [NSLayoutConstraint.Attribute.left, .top] {
            require(view, attribute, equals: LayoutExpression(constant: 0), origin: .autoresizingMask("fitting"), described: 0)
        }
        addContentSize(of: view)
        for (attribute, value, priority) in [(NSLayoutConstraint.Attribute.width, fitting.target.width, fitting.horizontal),
                                             (.height, fitting.target.height, fitting.vertical)] {
            let target = NSLayoutConstraint(first: view, attribute, .equal, second: nil, .notAnAttribute, multiplier: 1, constant: value)
            target.priority = priority
            target.identifier = "UIView-Encapsulated-Layout-Fitting"
            add(target)
        }
    }

    /// The root (or a view whose superview is outside the tree) stays where it is.
    private func pin(_ view: UIView) {
        let b = view.bounds
        for (attribute, value) in [(NSLayoutConstraint.Attribute.left, b.minX), (.top, b.minY), (.width, b.width), (.height, b.height)] {
            require(view, attribute, equals: LayoutExpression(constant: Double(value)), origin: .autoresizingMask("root"),
                    described: value)
        }
    }

    /// UIKit's translation of a view's frame and autoresizing mask: along each axis, the
    /// superview's growth from its current size shared among the flexible parts (as `autoresize`).
    private func translateMask(of view: UIView) {
        guard let parent = view.superviewStorage, let p = rects[ObjectIdentifier(parent)] else { return }
        let m = view.autoresizingMask
        // The untransformed frame, in the superview's bounds.
        let size = view.bounds.size
        let minX = view.center.x - size.width / 2 - parent.bounds.minX, minY = view.center.y - size.height / 2 - parent.bounds.minY
        let flags = { (a: Bool, b: Bool, c: Bool) in (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
        let h = flags(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
        let v = flags(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
        let mask = "h=\(h) v=\(v)"
        func shares(_ lengths: [CGFloat], _ flexible: [Bool]) -> [Double] {
            let total = zip(lengths, flexible).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            return zip(lengths, flexible).map { length, isFlexible in
                guard isFlexible else { return 0 }
                return total > 0 ? Double(max(length, 0) / total) : 1 / count
            }
        }
        let parentSize = parent.bounds.size
        let sx = shares([minX, size.width, parentSize.width - minX - size.width],
                        [m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)])
        let sy = shares([minY, size.height, parentSize.height - minY - size.height],
                        [m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)])
        let growX = LayoutExpression(p.width) + -Double(parentSize.width), growY = LayoutExpression(p.height) + -Double(parentSize.height)
        let origin = NSLayoutConstraint.Origin.autoresizingMask(mask)
        require(view, .left, equals: LayoutExpression(p.left) + Double(minX) + growX * sx[0], origin: origin, described: minX)
        require(view, .top, equals: LayoutExpression(p.top) + Double(minY) + growY * sy[0], origin: origin, described: minY)
        require(view, .width, equals: LayoutExpression(constant: Double(size.width)) + growX * sx[1], origin: origin, described: size.width)
        require(view, .height, equals: LayoutExpression(constant: Double(size.height)) + growY * sy[1], origin: origin, described: size.height)
    }

    /// The content size's hugging (≤) and compression resistance (≥) along each axis it has.
    private func addContentSize(of view: UIView) {
        let size = view.intrinsicContentSize
        for (axis, value) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] where value != UIView.noIntrinsicMetric {
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hug = NSLayoutConstraint(first: view, attribute, .lessThanOrEqual, second: nil, .notAnAttribute, multiplier: 1, constant: value)
            hug.priority = view.contentHuggingPriority(for: axis)
            let resist = NSLayoutConstraint(first: view, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute, multiplier: 1, constant: value)
            resist.priority = view.contentCompressionResistancePriority(for: axis)
            for constraint in [hug, resist] {
                constraint.origin = .contentSize
                add(constraint)
                contentSizes[ObjectIdentifier(view), default: []].append(constraint)
            }
        }
    }

    /// A margins or safe-area guide: its view's rectangle inset.
    private func addGuide(_ guide: UILayoutGuide, of view: UIView) {
        guard let v = rects[ObjectIdentifier(view)], rect(of: guide) != nil else { return }
        let insets = guide.kind == .margins ? view.layoutMargins : view.safeAreaInsets
        let origin = NSLayoutConstraint.Origin.autoresizingMask(guide.identifier)
        require(guide, .left, equals: LayoutExpression(v.left) + Double(insets.left), origin: origin, described: insets.left)
        require(guide, .top, equals: LayoutExpression(v.top) + Double(insets.top), origin: origin, described: insets.top)
        require(guide, .width, equals: LayoutExpression(v.width) + -Double(insets.left + insets.right), origin: origin,
                described: insets.left + insets.right)
        require(guide, .height, equals: LayoutExpression(v.height) + -Double(insets.top + insets.bottom), origin: origin,
                described: insets.top + insets.bottom)
    }

    // MARK: Reporting

    /// UIKit's message for a required constraint that contradicts the ones held: the smallest
    /// set of held required constraints it contradicts (each needed for the contradiction), then
    /// the one broken — the one being added, as UIKit breaks it.
    private func reportUnsatisfiable(breaking constraint: NSLayoutConstraint, equation: LayoutEquation) {
        var conflict = held.filter { $0 !== constraint && $0.priority == .required && equations[ObjectIdentifier($0)] != nil }
        if conflict.count <= 200 {
            // Deletion: drop each constraint the contradiction holds without.
            var i = 0
            while i < conflict.count {
                let trial = LayoutSolver()
                var fails = false
                for (j, other) in conflict.enumerated() where j != i {
                    try? trial.add(equations[ObjectIdentifier(other)]!)
                }
                do { try trial.add(equation) } catch { fails = true }
                if fails { conflict.remove(at: i) } else { i += 1 }
            }
        }
        let list = (conflict + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        let masks = (conflict + [constraint]).contains { if case .autoresizingMask = $0.origin { true } else { false } }
        var message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.

            """
        if masks {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n"
        }
        message += "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint \n\(constraint)\n\n"
        message += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        Diagnostics.report(message, near: constraint.firstAnchorItem?.owningView ?? root)
    }

    /// A view or guide as UIKit's constraint descriptions name it: `UILabel:0x…'text'`.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let address = Self.address(of: item)
        if let guide = item as? UILayoutGuide {
            return "'\(guide.identifier)'"
        }
        var name = "\(type(of: item)):\(address)"
        if let label = item as? UILabel, let text = label.text { name += "'\(text)'" }
        if let view = item as? UIView, let identifier = view.accessibilityIdentifier { name += "'\(identifier)'" }
        return name
    }

    /// An object's address, as UIKit's descriptions show it (so it differs from run to run).
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// A number as UIKit prints it in a constraint: no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", v)
    }
}

extension UIView {
    /// The root of the view's tree, which keeps the tree's layout engine.
    package var layoutEngineHost: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    /// The nearest view that is both this one or above it and `other` or above it.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var view: UIView? = self
        while let candidate = view {
            if other.isDescendant(of: candidate) { return candidate }
            view = candidate.superviewStorage
        }
        return nil
    }

    /// How deep the view lies below its root.
    var depth: Int {
        var n = 0
        var view = self
        while let parent = view.superviewStorage { view = parent; n += 1 }
        return n
    }

    /// Whether the view or any view below it holds constraints.
    var hasConstraintsInSubtree: Bool {
        !constraintStorage.isEmpty || subviewStorage.contains { $0.hasConstraintsInSubtree }
    }

    /// Puts the subviews the engine places where it placed them (a superview's layout pass does
    /// this before its `layoutSubviews`, as UIView's own `layoutSubviews` does on iOS).
    // Flipbook: done whether or not an override of `layoutSubviews` calls super.
    package func applyEngineFrames() {
        for view in subviewStorage {
            guard let frame = view.layoutStateIfMade?.engineFrame, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if view.bounds.size != frame.size { view.bounds.size = frame.size }
            if view.center != frame.center { view.center = frame.center }
        }
    }
}
