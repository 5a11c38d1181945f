//  PlayerView+Inspector.swift — FlipbookPlayer
//  The inspector's parts of the frame: the selected view's values, the view-hierarchy panel, and
//  on the device the selection's outline and motion path.

import Foundation
import FlipbookKit
import FlipbookRender

extension PlayerView {
    /// The selection's outline and its motion path (magenta, as no UIKit default colour is).
    static let selectionColor = Color(sRGBRed: 1, green: 0.25, blue: 0.8)
    /// A tick of the motion path, one per frame.
    static let pathTickColor = Color(sRGBRed: 1, green: 0.85, blue: 0.2)

    // MARK: On the device

    /// Adds the selected layer's outline (its bounds as they show, through every transform) and,
    /// with `m`, its motion path — a tick at the centre of its bounds at each frame of the take,
    /// so the spacing shows the easing — over the scene's items, in scene points.
    func appendInspectorOverlay(to list: inout DisplayList, viewport: Viewport) {
        guard let layer = player.selectedLayer else { return }
        // One pixel of the blitter, in scene points (the thinnest line that shows).
        let pixel = max(1 / max(viewport.pixelScaleX, 1e-9), 1 / max(viewport.pixelScaleY, 1e-9))
        if player.inspector.showsMotionPath, let trace = player.selectionTrace {
            // A dot a frame and no line between: the dots are the path, and their spacing is the
            // speed (an axis-aligned square each, which the rasteriser fills fastest). A dot less
            // than a pixel from the last one drawn would merge with it (a dot is a pixel and a
            // half): it is left out, so a view at rest for a second adds no sixty items.
            let tick = pixel * 1.5
            var last: CGPoint?
            for center in trace.centers {
                guard let center else { continue }
                if let last, hypot(Double(center.x - last.x), Double(center.y - last.y)) < pixel { continue }
                last = center
                list.items.append(DisplayItem(
                    transform: ProjectiveTransform(translationX: Double(center.x) - tick / 2, y: Double(center.y) - tick / 2),
                    size: CGSize(width: tick, height: tick), content: .fill(Self.pathTickColor)))
            }
        }
        guard let shown = layer.presentationGeometry(), shown.bounds.width > 0, shown.bounds.height > 0 else { return }
        // Four straight edges through the corners as they show (a 3D flip's outline is a trapezoid).
        // Flipbook: square corners even for a rounded view — a border item the size of the view
        // would cost the rasteriser the view's whole area every frame; four thin edges cost their own.
        let b = shown.bounds
        guard let topLeft = shown.toRoot.apply(CGPoint(x: b.minX, y: b.minY)), let topRight = shown.toRoot.apply(CGPoint(x: b.maxX, y: b.minY)),
              let bottomRight = shown.toRoot.apply(CGPoint(x: b.maxX, y: b.maxY)), let bottomLeft = shown.toRoot.apply(CGPoint(x: b.minX, y: b.maxY))
        else { return }
        list.items.append(Self.segment(from: topLeft, to: topRight, width: pixel))
        list.items.append(Self.segment(from: topRight, to: bottomRight, width: pixel))
        list.items.append(Self.segment(from: bottomRight, to: bottomLeft, width: pixel))
        list.items.append(Self.segment(from: bottomLeft, to: topLeft, width: pixel))
    }

    /// A straight line of `width` points from `a` to `b`, as a thin filled rectangle (a plain
    /// rectangle when the line is level or upright: the rasteriser's fastest kind of item).
    private static func segment(from a: CGPoint, to b: CGPoint, width: Double) -> DisplayItem {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        if abs(dx) < 1e-9 || abs(dy) < 1e-9 {
            let w = abs(dx) < 1e-9 ? width : abs(dx), h = abs(dx) < 1e-9 ? abs(dy) : width
            let x = abs(dx) < 1e-9 ? Double(a.x) - width / 2 : min(Double(a.x), Double(b.x))
            let y = abs(dx) < 1e-9 ? min(Double(a.y), Double(b.y)) : Double(a.y) - width / 2
            return DisplayItem(transform: ProjectiveTransform(translationX: x, y: y), size: CGSize(width: w, height: h),
                               content: .fill(selectionColor))
        }
        let length = max(hypot(dx, dy), 1e-9)
        let (c, s) = (dx / length, dy / length)
        // Local x runs along the line, local y across it, centred on it.
        let transform = CGAffineTransform(a: c, b: s, c: -s, d: c, tx: Double(a.x) + s * width / 2, ty: Double(a.y) - c * width / 2)
        return DisplayItem(transform: ProjectiveTransform(transform), size: CGSize(width: length, height: width),
                           content: .fill(selectionColor))
    }

    // MARK: The values

    /// The rows of the inspector panel: a label, then the title and its two columns, then one row a value.
    static let inspectorRows = 13

    /// "Inspector  DetailViewController.imageView", then presentation and model values side by
    /// side: frame, center, bounds, alpha, the transform decomposed, corner radius, background.
    /// A presentation value that differs from the model (it is animating) is in the accent colour.
    /// Returns the row below it.
    func drawInspector(_ layer: CALayer, in hud: CellRect, from top: Int, into cells: inout CellBuffer) -> Int {
        let x = hud.column, width = hud.columns
        var y = top
        writeLabel("Inspector", x, y, into: &cells)
        var name = FieldWriter(column: x + 12, row: y, budget: max(width - 12, 0), color: palette.accent, background: palette.background,
                               clip: clip)
        name.write(player.inspector.selectedName ?? "", into: &cells)
        y += 1
        let labelWidth = 14  // " cornerRadius "
        let column = max((width - labelWidth) / 2, 1)
        write("presentation", at: x + labelWidth, y, into: &cells, color: palette.dim)
        write("model", at: x + labelWidth + column, y, into: &cells, color: palette.dim)
        y += 1
        let inspection = ViewInspection(layer: layer, at: player.sceneTime)
        let p = inspection.presentation, m = inspection.model
        for row in InspectorRow.allCases where y < hud.maxRow {
            writeLabel(row.label, x + 1, y, into: &cells)
            let differs = !row.sameValue(p, m)
            var left = FieldWriter(column: x + labelWidth, row: y, budget: column - 1,
                                   color: differs ? palette.accent : palette.ink, background: palette.background, clip: clip)
            row.write(p, into: &left, cells: &cells, glyphs: glyphs)
            var right = FieldWriter(column: x + labelWidth + column, row: y, budget: max(width - labelWidth - column, 0),
                                    color: palette.ink, background: palette.background, clip: clip)
            row.write(m, into: &right, cells: &cells, glyphs: glyphs)
            y += 1
        }
        return y + 1
    }

    // MARK: The hierarchy

    /// The view-hierarchy panel from `top` to `bottom` (exclusive): the window's views in tree
    /// order, indented by depth, the selection highlighted and kept in sight, a dot by each view
    /// that animates, hidden views dimmed. A click on a row selects it. Returns the row below.
    func drawViews(in hud: CellRect, from top: Int, to bottom: Int, animates: (CALayer) -> Bool,
                   into cells: inout CellBuffer) -> Int {
        let x = hud.column, width = hud.columns
        var y = top
        guard y < bottom else { return y }
        writeLabel("Views", x, y, into: &cells)
        var hint = FieldWriter(column: x + 12, row: y, budget: max(width - 12, 0), color: palette.dim, background: palette.background,
                               clip: clip)
        hint.write(glyphs.upDown, into: &cells)
        hint.write(" select", into: &cells)
        hint.write(glyphs.separator, into: &cells)
        hint.write("click the device", into: &cells)
        hint.write(glyphs.separator, into: &cells)
        hint.write("esc close", into: &cells)
        y += 1
        let rows = player.hierarchy
        let visible = max(bottom - y, 0)
        let selected = player.selectedLayer
        let selectedIndex = selected.flatMap { layer in rows.firstIndex { $0.view.layer === layer } }
        let first = min(max((selectedIndex ?? 0) - visible / 2, 0), max(rows.count - visible, 0))
        for i in first..<min(first + visible, rows.count) {
            let row = rows[i]
            let isSelected = i == selectedIndex
            if animates(row.view.layer) { put(glyphs.curvePoint, at: x + 1, y, into: &cells, color: palette.accent) }
            let indent = min(row.depth, 12)
            var name = FieldWriter(column: x + 3 + indent, row: y, budget: max(width - 3 - indent, 0),
                                   color: isSelected ? palette.accent : row.view.isHidden ? palette.dim : palette.ink,
                                   background: isSelected ? palette.helpBackground : palette.background, clip: clip)
            name.write(row.name, into: &cells)
            cache.targets.append(.init(row: y, columns: x..<(x + width), layer: row.view.layer, keyPath: nil))
            y += 1
        }
        return y + 1
    }
}

/// One row of the inspector panel: which of a view's values, and how it is written.
enum InspectorRow: CaseIterable {
    case frame, center, bounds, alpha, translation, scale, rotation, perspective, cornerRadius, background

    /// UIKit's names (`layer.cornerRadius` as the inspector in Xcode shows it: cornerRadius).
    var label: String {
        switch self {
        case .frame: return "frame"
        case .center: return "center"
        case .bounds: return "bounds"
        case .alpha: return "alpha"
        case .translation: return "translation"
        case .scale: return "scale"
        case .rotation: return "rotation"
        case .perspective: return "perspective"
        case .cornerRadius: return "cornerRadius"
        case .background: return "background"
        }
    }

    func sameValue(_ a: ViewInspection.Values, _ b: ViewInspection.Values) -> Bool {
        switch self {
        case .frame: return a.frame == b.frame
        case .center: return a.center == b.center
        case .bounds: return a.bounds == b.bounds
        case .alpha: return a.alpha == b.alpha
        case .translation: return a.transform.translation == b.transform.translation
        case .scale: return a.transform.scale == b.transform.scale
        case .rotation: return a.transform.rotation == b.transform.rotation
        case .perspective: return a.transform.perspective == b.transform.perspective
        case .cornerRadius: return a.cornerRadius == b.cornerRadius
        case .background: return a.backgroundColor == b.backgroundColor
        }
    }

    /// "10, 120, 176 × 240" (a rect: origin, then size), "195, 422", "0.35", "0°, 0°, 90°",
    /// "#FF0000FF" — written a piece at a time (no String made for a value that changes).
    func write(_ v: ViewInspection.Values, into w: inout FieldWriter, cells: inout CellBuffer, glyphs g: HUDGlyphs) {
        func number(_ value: Double, after separator: String? = ", ", suffix: String = "") {
            if let separator { w.write(separator, into: &cells) }
            w.write(HUDNumber(value), into: &cells)
            w.write(suffix, into: &cells)
        }
        func rect(_ r: CGRect) {
            number(Double(r.minX), after: nil)
            number(Double(r.minY))
            number(Double(r.width))
            w.write(" ", into: &cells)
            w.write(g.times, into: &cells)
            number(Double(r.height), after: " ")
        }
        let t = v.transform
        switch self {
        case .frame: rect(v.frame)
        case .center: number(Double(v.center.x), after: nil); number(Double(v.center.y))
        case .bounds: rect(v.bounds)
        case .alpha: number(v.alpha, after: nil)
        case .translation: number(t.translation.x, after: nil); number(t.translation.y); number(t.translation.z)
        case .scale: number(t.scale.x, after: nil); number(t.scale.y)
        case .rotation:
            number(t.rotation.x, after: nil, suffix: g.degree); number(t.rotation.y, suffix: g.degree); number(t.rotation.z, suffix: g.degree)
        case .perspective: number(t.perspective, after: nil)
        case .cornerRadius: number(v.cornerRadius, after: nil)
        case .background:
            guard let color = v.backgroundColor else { return w.write("nil", into: &cells) }
            w.write(HUDNumber(hexOf: color), into: &cells)
        }
    }
}
