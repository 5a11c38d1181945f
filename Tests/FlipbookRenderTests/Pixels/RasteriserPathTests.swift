//  RasteriserPathTests.swift — FlipbookRenderTests
//  Filled and stroked paths against exact areas: each pixel against a brute-force count of the
//  true shape, totals against the shapes' analytic areas.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A path item with an empty rectangle, as a shape layer without bounds draws it.
private func pathItem(_ path: CGPath, _ paint: PathPaint, color: Color = .white,
                      transform: ProjectiveTransform = .identity, clips: [DisplayClip] = []) -> DisplayItem {
    DisplayItem(transform: transform, size: .zero, content: .path(DisplayPath(path: path.data, color: color, paint: paint)),
                clips: clips)
}

@Suite struct RasteriserPathTests {
    /// Sixteen sub-scanlines: a pixel is exact across and within 1/16 down; the four cubics of a
    /// circle stray from it by under 0.03 % of the radius.
    static let pixelTolerance = 1.0 / 16 + 0.01

    @Test func aFilledCircleCoversEachPixelByItsArea() {
        let circle = CGPath(ellipseIn: CGRect(x: 5.3, y: 4.6, width: 30, height: 30), transform: nil)
        let (buffer, _) = rasterise([pathItem(circle, .fill(.winding))], side: 40)
        let worst = worstCoverageError(buffer, side: 40) { px, py in
            let dx = px - 20.3, dy = py - 19.6
            return dx * dx + dy * dy <= 225
        }
        #expect(worst <= Self.pixelTolerance, "worst pixel off by \(worst)")
        expectClose(buffer.totalRed, Double.pi * 225, tolerance: Double.pi * 225 * 2e-3)
    }

    // CG docs, CGPathFillRule.evenOdd: a point is inside when a ray from it crosses the path an
    // odd number of times — a square within a square is a frame.
    @Test func evenOddLeavesTheInnerSquareEmptyAndWindingFillsIt() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 4, y: 4, width: 32, height: 32))
        path.addRect(CGRect(x: 12, y: 12, width: 16, height: 16))
        let (evenOdd, _) = rasterise([pathItem(path, .fill(.evenOdd))], side: 40)
        let (winding, _) = rasterise([pathItem(path, .fill(.winding))], side: 40)
        #expect(evenOdd.red(20, 20) == 0 && evenOdd.red(6, 20) == 1)
        #expect(winding.red(20, 20) == 1)
        expectClose(evenOdd.totalRed, 32 * 32 - 16 * 16, tolerance: 1e-3)
        expectClose(winding.totalRed, 32 * 32, tolerance: 1e-3)
    }

    // A stroke is the set of points within half the line width of the path: a straight line with
    // round caps is a rectangle and two half discs, w·L + π(w/2)².
    @Test func aStrokedLineCoversItsRectangleAndCaps() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 6, y: 10.3))
        line.addLine(to: CGPoint(x: 34, y: 10.3))
        let butt = StrokeStyle(lineWidth: 4, lineCap: .butt)
        let round = StrokeStyle(lineWidth: 4, lineCap: .round)
        let (flat, _) = rasterise([pathItem(line, .stroke(butt))], side: 40)
        let (capped, _) = rasterise([pathItem(line, .stroke(round))], side: 40)
        expectClose(flat.totalRed, 28 * 4, tolerance: 1e-3)
        expectClose(capped.totalRed, 28 * 4 + Double.pi * 4, tolerance: 0.05)
        for y in 6..<15 {
            for x in 2..<38 {
                let exact = bruteForceCoverage(x: x, y: y) { px, py in
                    let dx = max(6 - px, 0, px - 34), dy = py - 10.3
                    return dx * dx + dy * dy <= 4
                }
                expectClose(capped.red(x, y), exact, tolerance: Self.pixelTolerance)
            }
        }
        // strokeEnd 0.5: half the line, one cap at the start and one at the middle.
        var half = round
        half.end = 0.5
        let (halfway, _) = rasterise([pathItem(line, .stroke(half))], side: 40)
        expectClose(halfway.totalRed, 14 * 4 + Double.pi * 4, tolerance: 0.05)
        #expect(halfway.red(30, 10) == 0)
    }

    // Overlapping pieces of a stroke (a polyline folding back on itself) are painted once: the
    // non-zero union, not a sum, so translucent strokes do not darken at their joins.
    @Test func aStrokeThatCrossesItselfIsPaintedOnce() {
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 35, y: 35), CGPoint(x: 35, y: 5), CGPoint(x: 5, y: 35)])
        let style = StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .round)
        let (buffer, _) = rasterise([pathItem(zigzag, .stroke(style), color: .white.withAlpha(0.5))], side: 40)
        #expect(buffer.storage.allSatisfy { $0.x <= 0.5 + 1e-6 })
        expectClose(buffer.red(20, 20), 0.5, tolerance: 1e-6, "where the two diagonals cross")
    }

    // The path lives in the item's plane: under a rotation and a scale by 1.5 its area grows
    // by 1.5², and the clip cuts what falls outside it.
    @Test func aPathFollowsItsItemsTransformAndClips() {
        let square = CGPath(rect: CGRect(x: -6, y: -6, width: 12, height: 12), transform: nil)
        let turned = rotation(degrees: 30, pivot: .zero, centre: CGPoint(x: 20, y: 20))
            .concatenating(.identity)
        let scale = ProjectiveTransform(scaleX: 1.5, y: 1.5)
        let (buffer, _) = rasterise([pathItem(square, .fill(.winding), transform: scale.concatenating(turned))], side: 40)
        expectClose(buffer.totalRed, 144 * 2.25, tolerance: 0.5)
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 20, height: 40))
        let (clipped, _) = rasterise([pathItem(square, .fill(.winding), transform: scale.concatenating(turned), clips: [clip])], side: 40)
        expectClose(clipped.totalRed, 144 * 2.25 / 2, tolerance: 1)
        #expect((21..<40).allSatisfy { x in (0..<40).allSatisfy { clipped.red(x, $0) == 0 } })
    }

    // An item unchanged from frame to frame is composited from its kept paint: the same pixels.
    @Test func aPathKeptFromFrameToFrameDrawsTheSamePixels() {
        let circle = CGPath(ellipseIn: CGRect(x: 3, y: 3, width: 30, height: 20), transform: nil)
        let style = StrokeStyle(lineWidth: 3, lineDashPattern: [6, 3])
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [pathItem(circle, .stroke(style), color: .white.withAlpha(0.8))])
        let rasteriser = Rasteriser()
        var first = PixelBuffer(width: 0, height: 0)
        rasteriser.render(list, viewport: unitViewport(side: 40), background: .black, into: &first)
        var later = PixelBuffer(width: 0, height: 0)
        for _ in 0..<3 { rasteriser.render(list, viewport: unitViewport(side: 40), background: .black, into: &later) }
        #expect(first.storage == later.storage)
        // The dashes paint two thirds of the ellipse's length, 3 points wide.
        let (solid, _) = rasterise([pathItem(circle, .stroke(StrokeStyle(lineWidth: 3)))], side: 40)
        expectClose(first.totalRed / 0.8, solid.totalRed * 2 / 3, tolerance: solid.totalRed * 0.05)
    }
}

private extension StrokeStyle {
    init(lineWidth: Double, lineDashPattern: [Double]) {
        self.init(lineWidth: lineWidth, dashPattern: lineDashPattern)
    }
}
