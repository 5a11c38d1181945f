//  _RasterRoundedRect.swift — FlipbookRender
//  The rasteriser's rounded-rectangle inside test (shapes and clips). Status: complete.

import Foundation
import FlipbookGraphics

/// A rounded rectangle tested point by point in the rasteriser's inner loop.
///
/// Same rule as the display list's `RoundedRect` (the radius is limited to half the shorter
/// side; the edge counts as inside), kept here so the test inlines into the loop.
struct _RasterRoundedRect {
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The corner radius, already limited to half the shorter side.
    let radius: Double

    init(_ rect: CGRect, cornerRadius: Double) {
        minX = Double(rect.minX); minY = Double(rect.minY)
        maxX = Double(rect.maxX); maxY = Double(rect.maxY)
        radius = max(0, min(cornerRadius, min(maxX - minX, maxY - minY) / 2))
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    @inline(always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
        let r = radius
        guard r > 0 else { return true }
        // Only the four corner boxes are rounded: find the nearest corner circle's centre.
        let cx = x < minX + r ? minX + r : (x > maxX - r ? maxX - r : x)
        let cy = y < minY + r ? minY + r : (y > maxY - r ? maxY - r : y)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy <= r * r
    }
}
