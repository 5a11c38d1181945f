//  Player+Inspection.swift — FlipbookPlayer
//  What the inspector knows at the playhead, for machines: `flipbook snapshot --format json` and
//  the `.json` files of `play --snapshots`. The schema is in README.md ("Snapshots as JSON").

import Foundation
import FlipbookKit
import FlipbookRender

extension Player {
    /// The version of the JSON below; it changes when a field changes meaning or goes away
    /// (fields may be added within one version).
    public static let inspectionSchema = "flipbook.snapshot/1"

    /// What the inspector knows now, as JSON: the take (kind, animator, presentation style,
    /// progress), the state flags, every animating view's name and values, the lanes, and the
    /// diagnostics. Keys are sorted and numbers rounded to 1e-6, so the same moment prints the
    /// same text. `velocityJumps` are those a caller found frame by frame (a script's run).
    public func inspectionJSON(velocityJumps: [VelocityJump] = []) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: inspectionObject(velocityJumps: velocityJumps),
                                                options: [.sortedKeys, .prettyPrinted])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The JSON's object tree (Foundation types, as JSONSerialization takes them).
    package func inspectionObject(velocityJumps: [VelocityJump] = []) -> [String: Any] {
        let window = scene.window
        let t = sceneTime
        let inventory = AnimationInventory(window: window, takeStart: take?.start ?? t)
        var object: [String: Any] = [
            "schema": Self.inspectionSchema,
            "demo": demo.name,
            "mode": mode.rawValue,
            "time": Self.json(t),
            "device": ["width": Self.json(Double(deviceSize.width)), "height": Self.json(Double(deviceSize.height))],
            "take": take.map { take -> Any in
                [
                    "kind": take.kind.rawValue,
                    "animator": take.animatorName,
                    "presentationStyle": take.style ?? NSNull(),
                    "start": Self.json(take.start),
                    "length": Self.json(take.length),
                    "elapsed": Self.json(min(max(t - take.start, 0), take.length)),
                    "progress": Self.json(takeFraction),
                ] as [String: Any]
            } ?? NSNull(),
            "curve": inventory.pacing?.name ?? NSNull(),
            "diagnostics": diagnostics,
            "velocityJumps": velocityJumps.map { jump -> [String: Any] in
                ["view": jump.view, "property": jump.property, "from": Self.json(jump.from), "to": Self.json(jump.to),
                 "unit": jump.unit, "time": Self.json(jump.time), "cause": jump.cause.rawValue, "message": jump.message]
            },
        ]
        var state: [String: Any] = ["transition": NSNull(), "animator": NSNull()]
        if let transition = window.activeTransition {
            state["transition"] = ["isInteractive": transition.isInteractive,
                                   "transitionWasCancelled": transition.transitionWasCancelled]
        }
        if let animator = window.firstPropertyAnimator(where: { $0.state != .inactive }) {
            state["animator"] = ["state": "\(animator.state)", "isRunning": animator.isRunning, "isReversed": animator.isReversed,
                                 "fractionComplete": Self.json(Double(animator.fractionComplete))]
        }
        object["state"] = state
        object["views"] = inventory.views.indices.map { i -> [String: Any] in
            var view: [String: Any] = ["name": inventory.views[i]]
            if let inspection = inventory.inspection(ofView: i, at: t) {
                view["presentation"] = Self.json(inspection.presentation)
                view["model"] = Self.json(inspection.model)
            }
            return view
        }
        object["lanes"] = inventory.lanes.indices.map { i -> [String: Any] in
            let lane = inventory.lanes[i]
            let motion = inventory.motion(ofLane: i, at: t)
            return [
                "title": lane.title,
                "view": lane.view,
                "keyPath": lane.keyPath,
                "begin": Self.json(lane.delay),
                "duration": Self.json(lane.duration),
                "curve": lane.curve ?? NSNull(),
                "animations": lane.animationCount,
                "viewCount": lane.viewCount,
                "from": lane.from.map(Self.json) ?? NSNull(),
                "to": lane.to.map(Self.json) ?? NSNull(),
                "now": motion.map { Self.json($0.value) } ?? NSNull(),
                "velocity": motion.map { Self.json($0.velocity) } ?? NSNull(),
                "text": InspectedValue.describe(from: lane.from, to: lane.to, now: motion?.value),
            ]
        }
        return object
    }

    /// A number rounded to 1e-6 (stable text; no float noise in the last digits).
    private static func json(_ v: Double) -> Any {
        guard v.isFinite else { return NSNull() }
        let rounded = (v * 1e6).rounded() / 1e6
        return rounded == 0 ? 0.0 : rounded  // no "-0"
    }

    /// `{"kind": "point", "x": 10, "y": 844}`: the value's kind and its named components
    /// (a number's one component is `value`; a colour also has `hex`).
    private static func json(_ value: InspectedValue) -> [String: Any] {
        var object: [String: Any] = ["kind": value.kind.rawValue]
        for (name, v) in value.components { object[name.isEmpty ? "value" : name] = json(v) }
        if value.kind == .color { object["hex"] = value.hex }
        return object
    }

    private static func json(_ values: ViewInspection.Values) -> [String: Any] {
        let t = values.transform
        func rect(_ r: CGRect) -> [String: Any] {
            ["x": json(Double(r.minX)), "y": json(Double(r.minY)), "width": json(Double(r.width)), "height": json(Double(r.height))]
        }
        return [
            "frame": rect(values.frame),
            "center": ["x": json(Double(values.center.x)), "y": json(Double(values.center.y))],
            "bounds": rect(values.bounds),
            "alpha": json(values.alpha),
            "transform": [
                "translation": ["x": json(t.translation.x), "y": json(t.translation.y), "z": json(t.translation.z)],
                "scale": ["x": json(t.scale.x), "y": json(t.scale.y)],
                "rotation": ["x": json(t.rotation.x), "y": json(t.rotation.y), "z": json(t.rotation.z)],
                "perspective": json(t.perspective),
            ] as [String: Any],
            "cornerRadius": json(values.cornerRadius),
            "backgroundColor": values.backgroundColor.map { InspectedValue(color: $0).hex } ?? NSNull(),
        ]
    }
}

extension Player {
    /// The views that animate now, each with the inspector's rows whose presentation value
    /// differs from the model (frame always), as text for a golden file to follow the picture:
    ///
    ///     UIView in containerView[2]
    ///       frame         0.858, 8.58, 274.1 × 533.3    model 0, 0, 390 × 844
    ///       center        137.9, 275.2                  model 195, 422
    ///
    /// "no view animates" when none does.
    public func animatingViewsText() -> String {
        let inventory = AnimationInventory(window: scene.window, takeStart: take?.start ?? sceneTime)
        var lines: [String] = []
        for i in inventory.views.indices {
            guard let inspection = inventory.inspection(ofView: i, at: sceneTime) else { continue }
            lines.append(inventory.views[i])
            for row in InspectorRow.allCases where row == .frame || !row.sameValue(inspection.presentation, inspection.model) {
                let shown = row.text(of: inspection.presentation), model = row.text(of: inspection.model)
                lines.append("  " + row.label.padding(toLength: 14, withPad: " ", startingAt: 0)
                             + shown.padding(toLength: max(shown.count + 2, 32), withPad: " ", startingAt: 0) + "model " + model)
            }
        }
        return lines.isEmpty ? "no view animates" : lines.joined(separator: "\n")
    }
}

extension InspectorRow {
    /// The row's value as the HUD writes it, as text.
    func text(of values: ViewInspection.Values) -> String {
        var cells = CellBuffer(width: 160, height: 1)
        var writer = FieldWriter(column: 0, row: 0, budget: 160, color: .default, background: .default)
        write(values, into: &writer, cells: &cells, glyphs: .unicode)
        return String(TextSnapshot.lines(cells)[0].reversed().drop { $0 == " " }.reversed())
    }
}
