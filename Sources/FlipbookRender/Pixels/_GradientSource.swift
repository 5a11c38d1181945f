//  _GradientSource.swift — FlipbookRender
//  The rasteriser's paint of a gradient: a point's place along it, looked up in a table of
//  premultiplied linear colours. Status: complete.

import Foundation
import FlipbookGraphics

/// A gradient over a local rectangle: axial (along start → end), radial (out to the ellipse
/// whose half-axes reach the end point) or conic (around the start, from the end's direction).
/// The table holds `tableSize` colours from t = 0 to t = 1; it is only valid inside the scope
/// that made the source.
struct _GradientSource: _PixelSource {
    static let tableSize = 256

    let table: UnsafePointer<LinearPixel>
    let kind: DisplayGradient.Kind
    let startX: Double, startY: Double
    let endX: Double, endY: Double

    static var needsLocalPoint: Bool { true }
    var isOpaqueSolid: Bool { false }

    @inline(always)
    func color(atLocalX x: Double, y: Double) -> LinearPixel {
        let t: Double
        switch kind {
        case .axial:
            let dx = endX - startX, dy = endY - startY
            let length = dx * dx + dy * dy
            t = length > 0 ? ((x - startX) * dx + (y - startY) * dy) / length : 0
        case .radial:
            let rx = abs(endX - startX), ry = abs(endY - startY)
            let u = rx > 0 ? (x - startX) / rx : (x == startX ? 0 : .infinity)
            let v = ry > 0 ? (y - startY) / ry : (y == startY ? 0 : .infinity)
            t = (u * u + v * v).squareRoot()
        case .conic:
            let a = atan2(y - startY, x - startX) - atan2(endY - startY, endX - startX)
            let turns = a / (2 * Double.pi)
            t = turns - turns.rounded(.down)
        }
        let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
        return table[Int(clamped * Double(Self.tableSize - 1) + 0.5)]
    }

    /// Fills `table` with the gradient's colours at evenly spaced t, each stop's colour mixed
    /// with the next in sRGB components (as Core Animation mixes them), in premultiplied
    /// linear light, times `opacity`.
    static func fill(_ table: inout [LinearPixel], from gradient: DisplayGradient, opacity: Double) {
        guard !gradient.colors.isEmpty, gradient.locations.count == gradient.colors.count else {
            table.removeAll(keepingCapacity: true)
            table.append(contentsOf: repeatElement(.zero, count: tableSize))
            return
        }
        table.removeAll(keepingCapacity: true)
        let colors = gradient.colors, stops = gradient.locations
        var stop = 0
        for i in 0..<tableSize {
            let t = Double(i) / Double(tableSize - 1)
            let color: Color
            if t <= stops[0] {
                color = colors[0]
            } else if t >= stops[stops.count - 1] {
                color = colors[colors.count - 1]
            } else {
                while stop + 1 < stops.count - 1 && t > stops[stop + 1] { stop += 1 }
                let a = stops[stop], b = stops[stop + 1]
                color = b > a ? colors[stop].interpolated(to: colors[stop + 1], fraction: (t - a) / (b - a)) : colors[stop + 1]
            }
            table.append(LinearPixel(color, opacity: opacity))
        }
    }
}
