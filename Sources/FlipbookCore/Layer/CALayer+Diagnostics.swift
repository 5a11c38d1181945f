//  CALayer+Diagnostics.swift — FlipbookCore
//  Flipbook's channel for the layer misuse Core Animation raises or logs (a NaN position, a
//  layer too large to draw), and the checks of the values set. Status: complete.

import Foundation
import FlipbookGraphics

/// A layer's delegate that puts the layer's diagnostics where its scene shows them and names
/// the layer there: a view (FlipbookKit), whose layer may have no clock yet — a view not yet in
/// a window reports to the key window's.
package protocol LayerDiagnosticsDelegate: AnyObject {
    /// Reports `message` about `layer` (the delegate's own layer or one below it); with `once`,
    /// not again if the scene has shown it already.
    func report(_ message: String, about layer: CALayer, once: Bool)
}

extension CALayer {
    /// Reports misuse of this layer that Core Animation raises or logs: through the nearest layer
    /// up the tree whose delegate reports (a view names itself in the message), else on the tree's
    /// clock, else kept for `takeUnattributedReports()`. With `once`, a message already shown is
    /// not repeated (for what is met again on every frame drawn, or on every layout pass that
    /// sets the same NaN frame).
    package func reportMisuse(_ message: String, once: Bool = false) {
        var layer: CALayer? = self
        while let current = layer {
            if let delegate = current.delegate as? LayerDiagnosticsDelegate {
                delegate.report(message, about: self, once: once)
                return
            }
            layer = current.superlayerStorage
        }
        if let clock {
            if once { clock.reportOnce(message) } else { clock.report(message) }
        } else {
            Self.unattributedReports.value.append(message)
        }
    }

    /// Messages about layers in no clocked tree and under no view (for tests), then forgets them.
    package static func takeUnattributedReports() -> [String] {
        defer { unattributedReports.value = [] }
        return unattributedReports.value
    }

    private static let unattributedReports = ThreadLocal<[String]>("CALayer.unattributedReports") { [] }

    // MARK: Checks of the values set

    /// Whether `frame` may be set. A NaN anywhere makes Core Animation raise (for the bounds or
    /// the position it would set) and nothing changes; Flipbook reports the exception's text.
    func acceptsFrame(_ frame: CGRect) -> Bool {
        let (x, y, w, h) = (frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
        guard x.isNaN || y.isNaN || w.isNaN || h.isNaN else { return true }
        let anchor = _model.anchorPoint
        if w.isNaN || h.isNaN {
            let bounds = CGRect(origin: _model.bounds.origin, size: CGSize(width: abs(w), height: abs(h)))
            reportNaN(in: "bounds", Self.diagnosticText(bounds), keeping: Self.diagnosticText(_model.bounds))
        } else {
            let position = CGPoint(x: x + anchor.x * abs(w), y: y + anchor.y * abs(h))
            reportNaN(in: "position", Self.diagnosticText(position), keeping: Self.diagnosticText(_model.position))
        }
        return false
    }

    /// Whether `bounds` may be set: not with a NaN (Core Animation raises; the layer keeps its
    /// bounds). An infinite one is taken, as Core Animation takes it, and reported: nothing of
    /// such a layer can be drawn.
    func acceptsBounds(_ bounds: CGRect) -> Bool {
        let (x, y, w, h) = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        if x.isFinite && y.isFinite && w.isFinite && h.isFinite { return true }
        if x.isNaN || y.isNaN || w.isNaN || h.isNaN {
            reportNaN(in: "bounds", Self.diagnosticText(bounds), keeping: Self.diagnosticText(_model.bounds))
            return false
        }
        reportMisuse("CALayer bounds is not finite: \(Self.diagnosticText(bounds)); it is kept, and nothing of the layer "
            + "or its sublayers can be drawn.", once: true)
        return true
    }

    /// Whether `position` may be set: not with a NaN (Core Animation raises; the layer stays).
    /// An infinite one is taken and reported.
    func acceptsPosition(_ position: CGPoint) -> Bool {
        if position.x.isFinite && position.y.isFinite { return true }
        if position.x.isNaN || position.y.isNaN {
            reportNaN(in: "position", Self.diagnosticText(position), keeping: Self.diagnosticText(_model.position))
            return false
        }
        reportMisuse("CALayer position is not finite: \(Self.diagnosticText(position)); it is kept, and nothing of the "
            + "layer or its sublayers can be drawn.", once: true)
        return true
    }

    private func reportNaN(in property: String, _ value: String, keeping kept: String) {
        // Expected: Core Animation's CALayerInvalidGeometry text, "CALayer position contains NaN: [240 nan]"
        // and "CALayer bounds contains NaN: [nan 0; nan 15]".
        reportMisuse("CALayer \(property) contains NaN: \(value); the layer keeps its \(property) \(kept).", once: true)
    }

    /// `opacity` as stored: a NaN is reported and taken as 0 — what a clamp to 0…1 (Core
    /// Animation's documented rule for opacity) made with fmin/fmax makes of it; the layer shows nothing.
    func checkedOpacity(_ opacity: Float) -> Float {
        guard opacity.isNaN else { return opacity }
        reportMisuse("CALayer opacity is nan; treated as 0, so the layer and its sublayers do not show.", once: true)
        return 0
    }

    /// Reports a `transform` or `sublayerTransform` with an entry that is NaN or infinite (an
    /// infinite scale): it is kept, and what it places cannot be drawn.
    func checkTransform(_ transform: CATransform3D, named property: String) {
        guard let entry = Self.nonFiniteEntry(of: transform) else { return }
        let placed = property == "transform" ? "the layer and its sublayers" : "the layer's sublayers"
        reportMisuse("CALayer \(property) is not finite (\(entry.name) = \(Self.diagnosticNumber(entry.value))); it is kept, "
            + "and \(placed) cannot be drawn while it is.", once: true)
    }

    /// The first entry of `t` that is NaN or infinite, by name, if any.
    static func nonFiniteEntry(of t: CATransform3D) -> (name: String, value: Double)? {
        // Every transform set passes here: the common case allocates nothing.
        let row1 = t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
        let row2 = t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
        let row3 = t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
        let row4 = t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
        if row1 && row2 && row3 && row4 { return nil }
        let rows: [[CGFloat]] = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                                 [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        for (i, row) in rows.enumerated() {
            for (j, value) in row.enumerated() where !value.isFinite {
                return ("m\(i + 1)\(j + 1)", Double(value))
            }
        }
        return nil
    }

    // MARK: Numbers as Core Animation prints them

    /// `240`, `0.5`, `nan`, `inf`, `1e+09`: a number in a diagnostic (C's `%g`, as Core Animation prints).
    package static func diagnosticNumber(_ v: Double) -> String {
        String(format: "%g", v)
    }

    /// `[240 nan]`: a point as Core Animation prints it.
    package static func diagnosticText(_ p: CGPoint) -> String {
        "[\(diagnosticNumber(Double(p.x))) \(diagnosticNumber(Double(p.y)))]"
    }

    /// `[0 0; nan 15]`: a rectangle as Core Animation prints it (origin; size, as given).
    package static func diagnosticText(_ r: CGRect) -> String {
        "[\(diagnosticNumber(Double(r.origin.x))) \(diagnosticNumber(Double(r.origin.y))); "
            + "\(diagnosticNumber(Double(r.size.width))) \(diagnosticNumber(Double(r.size.height)))]"
    }
}
