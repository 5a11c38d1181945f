//  CGPathTests.swift — FlipbookGraphicsTests
//  CGPath's builders, bounds and containment, and the flattening, trimming, dashing and stroking
//  behind shape layers, against areas, lengths and distances worked out analytically.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

private func flattened(_ path: CGPath, tolerance: Double = 0.001) -> Polylines {
    var lines = Polylines()
    lines.flatten(path.data, tolerance: tolerance)
    return lines
}

private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
    var types: [CGPathElementType] = []
    path.applyWithBlock { types.append($0.pointee.type) }
    return types
}

/// The distance from `p` to the segment `a`–`b` (an independent measure for strokes).
private func distance(_ p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
    let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
    let t = max(0, min(1, (Double(p.x - a.x) * dx + Double(p.y - a.y) * dy) / (dx * dx + dy * dy)))
    let x = Double(a.x) + t * dx - Double(p.x), y = Double(a.y) + t * dy - Double(p.y)
    return (x * x + y * y).squareRoot()
}

/// A deterministic pseudo-random sequence in 0..<1.
private struct Lcg {
    var state: UInt64
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
}

@Suite struct CGPathTests {
    // CG docs, CGPath(ellipseIn:transform:): "an ellipse that fits inside the specified
    // rectangle", approximated by Bézier curves. Four cubics keep within 0.03 % of the radius,
    // so the area is π·a·b to about 0.06 %.
    @Test func anEllipseIsFourCubicsWithTheEllipsesAreaAndBounds() {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 120)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(elementTypes(path) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        let area = flattened(path).signedArea
        expectClose(area, Double.pi * 100 * 60, tolerance: Double.pi * 100 * 60 * 6e-4)
        #expect(area > 0, "clockwise on a y-down screen")
        let box = path.boundingBoxOfPath
        expectClose(Double(box.minX), 10, tolerance: 1e-9)
        expectClose(Double(box.maxX), 210, tolerance: 1e-9)
        expectClose(Double(box.minY), 20, tolerance: 1e-9)
        expectClose(Double(box.maxY), 140, tolerance: 1e-9)
    }

    // CG docs: boundingBox "includes control points"; boundingBoxOfPath "does not include control
    // points". The tight box is checked against the curve sampled densely.
    @Test func theTightBoxHoldsTheCurveAndTheLooseOneItsControlPoints() {
        let path = CGMutablePath()
        let p0 = CGPoint(x: 0, y: 0), c1 = CGPoint(x: 30, y: -80), c2 = CGPoint(x: 120, y: 90), p1 = CGPoint(x: 100, y: 10)
        path.move(to: p0)
        path.addCurve(to: p1, control1: c1, control2: c2)
        var minY = Double.infinity, maxY = -Double.infinity, maxX = -Double.infinity
        for i in 0...100_000 {
            let p = PathData.cubicPoint(p0, c1, c2, p1, Double(i) / 100_000)
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y)); maxX = max(maxX, Double(p.x))
        }
        let tight = path.boundingBoxOfPath
        expectClose(Double(tight.minY), minY, tolerance: 1e-6)
        expectClose(Double(tight.maxY), maxY, tolerance: 1e-6)
        expectClose(Double(tight.maxX), maxX, tolerance: 1e-6)
        #expect(path.boundingBox == CGRect(x: 0, y: -80, width: 120, height: 170))
        #expect(path.currentPoint == p1)
    }

    // CG docs, addArc(center:radius:startAngle:endAngle:clockwise:): `clockwise` is in the y-up
    // sense of Core Graphics, so false runs towards increasing angles.
    @Test func arcsSweepTheWayCoreGraphicsSays() {
        let c = CGPoint(x: 50, y: 50)
        let quarter = CGMutablePath()
        quarter.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expectClose(Double(quarter.currentPoint.x), 50, tolerance: 1e-9)
        expectClose(Double(quarter.currentPoint.y), 60, tolerance: 1e-9)
        #expect(quarter.boundingBoxOfPath.minX >= 50 - 1e-9, "a quarter turn stays in one quadrant")
        let threeQuarters = CGMutablePath()
        threeQuarters.addArc(center: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectClose(Double(threeQuarters.boundingBoxOfPath.minX), 40, tolerance: 1e-9)
        expectClose(Double(threeQuarters.boundingBoxOfPath.minY), 40, tolerance: 1e-9)
        // A whole turn (or more) is a circle: the area of a disc once closed.
        let disc = CGMutablePath()
        disc.addArc(center: c, radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        disc.closeSubpath()
        expectClose(flattened(disc).signedArea, Double.pi * 100, tolerance: Double.pi * 100 * 6e-4)
        // Every point the arc's curves pass through is on the circle, to Bézier accuracy.
        let lines = flattened(threeQuarters)
        for p in lines.points { expectClose(Double(hypot(p.x - 50, p.y - 50)), 10, tolerance: 10 * 3e-4) }
    }

    // CG docs, addArc(tangent1End:tangent2End:radius:): the arc is tangent to the line from the
    // current point to tangent1End and to the line from tangent1End to tangent2End.
    @Test func anArcToATangentRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type == .addLineToPoint { points.append(element.pointee.points[0]) }
        }
        #expect(points.first.map { abs($0.x - 80) < 1e-9 && abs($0.y) < 1e-9 } == true, "the line stops where the arc begins")
        expectClose(Double(path.currentPoint.x), 100, tolerance: 1e-9)
        expectClose(Double(path.currentPoint.y), 20, tolerance: 1e-9)
        for p in flattened(path).points.dropFirst(2) { expectClose(Double(hypot(p.x - 80, p.y - 20)), 20, tolerance: 20 * 3e-4) }
    }

    // A rounded rectangle is the rectangle less four corners of (1 − π/4)·r² each.
    @Test func aRoundedRectangleHasTheAreaOfItsShape() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerWidth: 16, cornerHeight: 16, transform: nil)
        let exact = 120.0 * 80 - (4 - Double.pi) * 256
        expectClose(flattened(path).signedArea, exact, tolerance: exact * 1e-4)
        let sharp = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 0, cornerHeight: 0, transform: nil)
        #expect(elementTypes(sharp).filter { $0 == .addCurveToPoint }.isEmpty)
    }

    // CG docs, CGPathFillRule: winding "non-zero" and even-odd; two nested squares turning the
    // same way are one filled square by winding and a frame by even-odd.
    @Test func containmentFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        let moved = CGAffineTransform(translationX: 200, y: 0)
        #expect(path.contains(CGPoint(x: 250, y: 50), transform: moved))
    }

    // A line or curve with no current point is dropped (CG logs "no current point"); one after
    // a close starts a new subpath at the closed one's start.
    @Test func elementsWithoutACurrentPointAreDroppedAndAfterACloseANewSubpathBegins() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 9, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint, .closeSubpath, .moveToPoint, .addLineToPoint])
        #expect(path.currentPoint == CGPoint(x: 1, y: 9))
    }

    // Core Animation's strokeStart/strokeEnd are fractions of the path's length; dashes draw the
    // pattern's odd entries and skip its even ones.
    @Test func trimmingAndDashingKeepTheLengthsAsked() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)])
        let lines = flattened(path)
        expectClose(lines.length, 150)
        var trimmed = Polylines()
        trimmed.trim(lines, start: 0.2, end: 0.9)
        expectClose(trimmed.length, 105, tolerance: 1e-9)
        #expect(trimmed.points.first == CGPoint(x: 30, y: 0))
        expectClose(Double(trimmed.points.last!.y), 35, tolerance: 1e-9)
        var dashes = Polylines()
        dashes.dash(lines, pattern: [10, 5], phase: 0)
        // 150 = 10 periods of 15: ten dashes of 10.
        #expect(dashes.subpathCount == 10)
        expectClose(dashes.length, 100, tolerance: 1e-9)
        var shifted = Polylines()
        shifted.dash(lines, pattern: [10, 5], phase: 12)
        // From 12 into the pattern: a gap of 3, then dashes at 3–13, 18–28, … 138–148.
        #expect(shifted.points.first == CGPoint(x: 3, y: 0))
        expectClose(shifted.length, 100, tolerance: 1e-9)
        let whole = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        expectClose(flattened(whole).length, 20 * Double.pi, tolerance: 0.02)
    }

    // A stroke is every point within half the line width of the path (round joins and caps), or
    // of each segment cut square at its ends (butt caps): checked at seeded random points against
    // the distance to the segments, computed independently.
    @Test func aStrokesOutlineHoldsExactlyThePointsWithinHalfTheWidth() {
        let corners = [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 20), CGPoint(x: 40, y: 70), CGPoint(x: 95, y: 90)]
        let path = CGMutablePath()
        path.addLines(between: corners)
        let outline = path.copy(strokingWithWidth: 12, lineCap: .round, lineJoin: .round, miterLimit: 10)
        var lines = Polylines()
        lines.flatten(outline.data, tolerance: 0.001)
        var random = Lcg(state: 7)
        var checked = 0
        for _ in 0..<4000 {
            let p = CGPoint(x: random.next() * 110 - 5, y: random.next() * 110 - 5)
            let d = zip(corners, corners.dropFirst()).map { distance(p, toSegment: $0, $1) }.min()!
            guard abs(d - 6) > 0.02 else { continue }   // too near the edge for a polygonal circle
            #expect(lines.contains(p, evenOdd: false) == (d < 6), "\(p) at \(d) from the path")
            checked += 1
        }
        #expect(checked > 3800)
        // Each piece turns the same way, so the non-zero rule fills their union.
        for i in 0..<lines.subpathCount { #expect(Polylines.signedArea(lines.points[lines.range(of: i)]) > 0) }
    }

    // CG docs, miterLimit: "If the length of the miter divided by the line width is greater than
    // the miter limit, the join is beveled." For two lines meeting at θ the ratio is 1 / sin(θ/2).
    @Test func aSharpCornerIsMiteredUpToTheLimitThenBeveled() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 40)])
        // θ = atan(40 / 100) ≈ 21.8°: the miter is 1 / sin(10.9°) ≈ 5.29 line widths long.
        let theta = atan(40.0 / 100)
        let tip = CGPoint(x: 100 + 5 / sin(theta / 2) * cos(theta / 2), y: -5 / sin(theta / 2) * sin(theta / 2))
        let inward = CGPoint(x: Double(tip.x) - 0.5 * cos(theta / 2), y: Double(tip.y) + 0.5 * sin(theta / 2))
        let mitered = CGMutablePath(), beveled = CGMutablePath()
        mitered.addPath(path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 6))
        beveled.addPath(path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 5))
        #expect(mitered.contains(inward))
        #expect(!beveled.contains(inward))
        #expect(!mitered.contains(CGPoint(x: Double(tip.x) + 1, y: Double(tip.y))))
    }

    // Core Animation animates `path` "if the two paths have the same number of control points";
    // point by point, so the middle of two circles is the circle between them.
    @Test func pathsOfTheSameShapeInterpolatePointByPoint() {
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let middle = small.data.interpolated(to: large.data, fraction: 0.5)
        #expect(middle == CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil).data)
        #expect(small.data.interpolated(to: CGPath(rect: .zero, transform: nil).data, fraction: 0.5) == nil)
    }
}
