//  RasteriserGradientTests.swift — FlipbookRenderTests
//  Gradients against their definitions: axial along the line between its points, radial out to
//  the ellipse its end point gives, conic around its start; colours mixed in sRGB components.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

private func gradient(_ kind: DisplayGradient.Kind, start: CGPoint, end: CGPoint,
                      colors: [Color] = [.black, .white], locations: [Double] = [0, 1]) -> DisplayItem {
    item(at: .zero, size: CGSize(width: 40, height: 40),
         .gradient(DisplayGradient(kind: kind, colors: colors, locations: locations, startPoint: start, endPoint: end)))
}

@Suite struct RasteriserGradientTests {
    /// A pixel is the gradient at its centre, from a table of 256 steps; pixels hold gamma-encoded
    /// components (as Core Animation blends), so a level is its own value.
    static let tolerance = 1.0 / 255 + 1e-3

    // Core Animation docs, CAGradientLayer: the gradient is drawn from startPoint to endPoint
    // in the unit coordinate space of the layer's bounds; colours before the first stop are the
    // first colour, after the last the last.
    @Test func anAxialGradientRunsAlongItsLineAndHoldsItsEndsBeyond() {
        let (buffer, _) = rasterise([gradient(.axial, start: CGPoint(x: 0.25, y: 0.5), end: CGPoint(x: 0.75, y: 0.5))], side: 40)
        for x in 0..<40 {
            let t = min(max((Double(x) + 0.5 - 10) / 20, 0), 1)
            expectClose(buffer.red(x, 17), t, tolerance: Self.tolerance, "column \(x)")
        }
        #expect(buffer.red(3, 3) == 0 && buffer.red(36, 30) == 1)
    }

    // Core Animation docs, radial: an ellipse centred on startPoint whose half-axes reach endPoint.
    @Test func aRadialGradientGrowsOutToTheEllipseOfItsEndPoint() {
        let (buffer, _) = rasterise([gradient(.radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.75))], side: 40)
        for (x, y) in [(20, 20), (30, 20), (20, 25), (5, 12), (38, 39)] {
            let u = (Double(x) + 0.5 - 20) / 20, v = (Double(y) + 0.5 - 20) / 10
            expectClose(buffer.red(x, y), min((u * u + v * v).squareRoot(), 1), tolerance: Self.tolerance, "(\(x), \(y))")
        }
    }

    // Conic: around startPoint, beginning in endPoint's direction, a whole turn from 0 to 1
    // (increasing angles: clockwise on the y-down screen).
    @Test func aConicGradientTurnsAroundItsStart() {
        let (buffer, _) = rasterise([gradient(.conic, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))], side: 40)
        for (x, y) in [(35, 20), (20, 35), (5, 20), (20, 5), (30, 30)] {
            var turns = atan2(Double(y) + 0.5 - 20, Double(x) + 0.5 - 20) / (2 * Double.pi)
            if turns < 0 { turns += 1 }
            expectClose(buffer.red(x, y), turns, tolerance: Self.tolerance, "(\(x), \(y))")
        }
    }

    // Between two stops a colour mixes the stops' sRGB components; three stops with locations.
    @Test func stopsMixInSRGBComponentsAtTheirLocations() {
        let red = Color(sRGBRed: 1, green: 0, blue: 0), blue = Color(sRGBRed: 0, green: 0, blue: 1)
        let (buffer, _) = rasterise([gradient(.axial, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 0),
                                              colors: [red, blue, red], locations: [0, 0.25, 1])], side: 40)
        // Column 4.5/40 ≈ 0.1125: 0.45 of the way from red to blue.
        let p = buffer[4, 20]
        expectClose(Double(p.x), 1 - 0.45, tolerance: 0.01)
        expectClose(Double(p.z), 0.45, tolerance: 0.01)
        let q = buffer[10, 20]   // 0.2625: just past blue, 0.0167 of the way back
        expectClose(Double(q.z), 1 - (0.2625 - 0.25) / 0.75, tolerance: 0.01)
    }
}
