//  HUDLine.swift — FlipbookPlayer
//  A line of HUD fields fitted to a width by priority: the least important shortened or dropped first.

import FlipbookKit

/// A line of fields, each with what it may give up to fit, and how much it matters.
///
/// Fitting takes one step at a time, always the one that costs least: a field's next shorter
/// form, its text cut with an ellipsis, or the field dropped, each at its own importance
/// (a step of lower importance is taken first; between equals, the rightmost field's). So a
/// flag can be shortened ("transitionWasCancelled no" → "cancelled ✗") long before it is
/// dropped, and a required field is never dropped. A text is never cut without the ellipsis.
///
/// ```swift
/// let line = HUDLine([
///     .init("present"),
///     .init("ImagePresentedAnimator", separator: " · ", elides: 30),
///     .init(["modal .fullScreen", ".fullScreen"], separator: " · ", shortens: 10, drops: 20),
/// ])
/// line.fitted(width: 40, ellipsis: "…").text  // "present · ImagePresentedAnimator"
/// ```
struct HUDLine: Equatable {
    /// One field: its forms, longest first, and the importance of each way it can give room.
    struct Field: Equatable {
        /// The field's texts, longest first; the first is shown when there is room.
        var forms: [String]
        /// Written before the field when a field is shown before it.
        var separator: String
        /// The importance of moving to the next shorter form.
        var shortens: Int
        /// The importance of cutting the last form with an ellipsis; nil: never cut.
        var elides: Int?
        /// The importance of dropping the field; nil: required.
        var drops: Int?
        /// The fewest characters an elided text keeps before its ellipsis.
        var minimumKept: Int

        init(_ forms: [String], separator: String = "", shortens: Int = 0, elides: Int? = nil, drops: Int? = nil,
             minimumKept: Int = 3) {
            precondition(!forms.isEmpty, "a field has at least one form")
            self.forms = forms
            self.separator = separator
            self.shortens = shortens
            self.elides = elides
            self.drops = drops
            self.minimumKept = minimumKept
        }

        init(_ text: String, separator: String = "", elides: Int? = nil, drops: Int? = nil, minimumKept: Int = 3) {
            self.init([text], separator: separator, elides: elides, drops: drops, minimumKept: minimumKept)
        }
    }

    /// What fitting chose: each field's text (nil when dropped) and its separator as shown.
    struct Fitted: Equatable {
        /// Per field: the separator written before it ("" for the first shown) and its text.
        var pieces: [(separator: String, text: String)?]

        /// The whole line.
        var text: String { pieces.compactMap { $0.map { $0.separator + $0.text } }.joined() }

        /// Whether field `index` is shown.
        func shows(_ index: Int) -> Bool { pieces[index] != nil }

        static func == (a: Self, b: Self) -> Bool {
            a.pieces.count == b.pieces.count && zip(a.pieces, b.pieces).allSatisfy { x, y in
                x?.separator == y?.separator && x?.text == y?.text
            }
        }
    }

    var fields: [Field]

    init(_ fields: [Field]) { self.fields = fields }

    /// The fields as they fit in `width` characters. If even every step taken leaves the line
    /// too long (required fields too long for the width), the line's end is cut, with the
    /// ellipsis.
    func fitted(width: Int, ellipsis: String) -> Fitted {
        // Each field's state: which form, whether elided (and to how many characters), or dropped.
        var form = [Int](repeating: 0, count: fields.count)
        var kept = [Int?](repeating: nil, count: fields.count)
        var dropped = [Bool](repeating: false, count: fields.count)
        let ellipsisCount = ellipsis.count

        func pieces() -> [(separator: String, text: String)?] {
            var first = true
            return fields.indices.map { i in
                guard !dropped[i] else { return nil }
                let full = fields[i].forms[form[i]]
                let text = kept[i].map { String(full.prefix($0)) + ellipsis } ?? full
                defer { first = false }
                return (first ? "" : fields[i].separator, text)
            }
        }
        func length() -> Int {
            pieces().reduce(0) { $0 + ($1.map { $0.separator.count + $0.text.count } ?? 0) }
        }

        var overflow = length() - width
        while overflow > 0 {
            // The cheapest step: (importance, field, step).
            enum Step { case shorten, elide, drop }
            var best: (importance: Int, field: Int, step: Step)?
            func consider(_ importance: Int?, _ field: Int, _ step: Step) {
                guard let importance else { return }
                if best == nil || importance <= best!.importance { best = (importance, field, step) }
            }
            for (i, field) in fields.enumerated() where !dropped[i] {
                if form[i] < field.forms.count - 1, kept[i] == nil { consider(field.shortens, i, .shorten) }
                let count = field.forms[form[i]].count
                if form[i] == field.forms.count - 1, (kept[i] ?? count) > field.minimumKept,
                   field.minimumKept + ellipsisCount < count {
                    consider(field.elides, i, .elide)
                }
                consider(field.drops, i, .drop)
            }
            guard let step = best else { break }
            switch step.step {
            case .shorten:
                form[step.field] += 1
            case .elide:
                let count = fields[step.field].forms[form[step.field]].count
                let shown = kept[step.field].map { $0 + ellipsisCount } ?? count
                // Cut just enough, keeping at least the minimum.
                kept[step.field] = max(shown - overflow - ellipsisCount, fields[step.field].minimumKept)
            case .drop:
                dropped[step.field] = true
            }
            overflow = length() - width
        }
        var fitted = Fitted(pieces: pieces())
        if overflow > 0 { fitted = Fitted(pieces: [("", Self.cut(fitted.text, width: width, ellipsis: ellipsis))]) }
        return fitted
    }

    /// `text` in at most `width` characters: itself, or its start and the ellipsis.
    static func cut(_ text: String, width: Int, ellipsis: String) -> String {
        guard text.count > width else { return text }
        guard width > ellipsis.count else { return String(ellipsis.prefix(max(width, 0))) }
        return String(text.prefix(width - ellipsis.count)) + ellipsis
    }

    /// A lane's title in `width`: "view.keyPath" whole when it fits, else the view's name cut so
    /// the key path stays ("ImageCollectionViewC….position"), else the whole title cut.
    static func laneTitle(view: String, keyPath: String, width: Int, ellipsis: String) -> String {
        let whole = view + "." + keyPath
        guard whole.count > width else { return whole }
        let room = width - keyPath.count - 1
        guard room > ellipsis.count + 2 else { return cut(whole, width: width, ellipsis: ellipsis) }
        // Cut before a dot, the dot goes with it: "UIViewController…", not "UIViewController.…".
        var name = String(view.prefix(room - ellipsis.count))
        while name.last == "." { name.removeLast() }
        return name + ellipsis + "." + keyPath
    }

    /// What a lane row says of its values: "y 844 → 0" (the component that changes most, its
    /// start and end), which component the value now follows, and its velocity's unit.
    struct LaneValues {
        var text: String
        var component: Int?
        var unit: String
    }

    /// A lane's `LaneValues`: a colour's ends as hex ("#FF0000FF → #0000FFFF", no component
    /// followed), a lane without values (a transition) nothing, a group of views ("3315 views") its count.
    static func laneValues(of lane: AnimationLane, arrow: String) -> LaneValues {
        if lane.viewCount > 1 { return LaneValues(text: "\(lane.viewCount) views", component: nil, unit: "") }
        guard let sample = lane.to ?? lane.from else { return LaneValues(text: "", component: nil, unit: "") }
        if sample.kind == .color {
            return LaneValues(text: "\(lane.from?.hex ?? "?") \(arrow) \(lane.to?.hex ?? "?")", component: nil, unit: "")
        }
        var component = 0, widest = -1.0
        for c in 0..<sample.count {
            let change = lane.from.flatMap { from in lane.to.map { abs($0[c] - from[c]) } } ?? 0
            if change > widest { (component, widest) = (c, change) }
        }
        // An animation to the value it starts from (a layout pass animating what did not change).
        guard widest > 1e-9 || lane.from == nil || lane.to == nil else { return LaneValues(text: "no change", component: nil, unit: "") }
        let name = sample.kind.componentNames[component]
        let ends = "\(lane.from.map { InspectedValue.number($0[component]) } ?? "?") \(arrow) "
            + (lane.to.map { InspectedValue.number($0[component]) } ?? "?")
        return LaneValues(text: (name.isEmpty ? "" : name + " ") + ends, component: component,
                          unit: sample.kind.rateUnit(ofComponent: component, keyPath: lane.keyPath))
    }
}
