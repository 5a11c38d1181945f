//  _GradientSource.swift — FlipbookRender
//  The rasteriser's paint of a gradient: a point's place along it, looked up in a table of
//  premultiplied colours. Status: complete.

import Foundation
import FlipbookGraphics

/// A gradient over a local rectangle: axial (along start → end), radial (out to the ellipse
/// whose half-axes reach the end point) or conic (around the start, from the end's direction).
/// The table holds `tableSize` colours from t = 0 to t = 1; it is only valid inside the scope
/// that made the source.
struct _GradientSource: _PixelSource {
    static let tableSize = 256

    let table: UnsafePointer<PremultipliedPixel>
    let kind: DisplayGradient.Kind
    let startX: Double, startY: Double
    let endX: Double, endY: Double

    static var needsLocalPoint: Bool { true }
    var isOpaqueSolid: Bool { false }

    @inline(always)
    func color(atLocalX x: Double, y: Double) -> PremultipliedPixel {
        let t = DisplayGradient.position(kind, x: x, y: y, startX: startX, startY: startY, endX: endX, endY: endY)
        return table[Int(t * Double(Self.tableSize - 1) + 0.5)]
    }

    /// Fills `table` with the gradient's colours at evenly spaced t, each stop's colour mixed
    /// with the next in sRGB components (as Core Animation mixes them), in premultiplied
    /// gamma-encoded sRGB, times `opacity`.
    static func fill(_ table: inout [PremultipliedPixel], from gradient: DisplayGradient, opacity: Double) {
        guard !gradient.colors.isEmpty, gradient.locations.count == gradient.colors.count else {
            table.removeAll(keepingCapacity: true)
            table.append(contentsOf: repeatElement(.zero, count: tableSize))
            return
        }
        table.removeAll(keepingCapacity: true)
        for i in 0..<tableSize {
            let color = gradient.color(at: Double(i) / Double(tableSize - 1))
            table.append(PremultipliedPixel(color, opacity: opacity))
        }
    }
}
