//  UIBezierPathTests.swift — FlipbookKitTests
//  UIBezierPath over CGPath: UIKit's screen-sense arcs, rounded corners chosen one by one,
//  reversal and bounds, against points worked out by hand.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

private func points(_ path: UIBezierPath) -> [CGPoint] {
    var result: [CGPoint] = []
    path.cgPath.applyWithBlock { element in
        let count: Int
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        for i in 0..<count { result.append(element.pointee.points[i]) }
    }
    return result
}

@Suite struct UIBezierPathTests {
    // UIKit docs, init(arcCenter:radius:startAngle:endAngle:clockwise:): angles in radians from
    // the x axis, and clockwise as drawn on the screen — the circular-progress idiom
    // (start −π/2, end 3π/2, clockwise) starts at 12 o'clock and passes 3 o'clock first.
    @Test func aClockwiseArcTurnsClockwiseOnTheScreen() {
        let ring = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let p = points(ring)
        expectClose(Double(p[0].x), 50, tolerance: 1e-9)
        expectClose(Double(p[0].y), 10, tolerance: 1e-9)
        // The end of the first quarter is 3 o'clock (90, 50).
        expectClose(Double(p[3].x), 90, tolerance: 1e-9)
        expectClose(Double(p[3].y), 50, tolerance: 1e-9)
        // The other way round the first quarter ends at 9 o'clock.
        let back = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
        expectClose(Double(points(back)[3].x), 10, tolerance: 1e-9)
        expectClose(Double(back.currentPoint.x), 10, tolerance: 1e-9)
    }

    // UIKit docs, init(roundedRect:byRoundingCorners:cornerRadii:): only the named corners are rounded.
    @Test func onlyTheNamedCornersAreRounded() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
        #expect(top.contains(CGPoint(x: 0.5, y: 59.5)), "the bottom corners stay square")
        #expect(!top.contains(CGPoint(x: 1, y: 1)), "the top-left corner is cut")
        #expect(top.contains(CGPoint(x: 12, y: 12)))
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 12)
        #expect(!all.contains(CGPoint(x: 99, y: 59)))
        #expect(all.bounds == rect)
    }

    // UIKit docs, reversing(): "the same shape as the original path but whose starting and
    // ending points are reversed"; bounds includes control points.
    @Test func reversingRunsTheSameShapeFromTheOtherEnd() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 20), controlPoint1: CGPoint(x: 15, y: -10), controlPoint2: CGPoint(x: 25, y: 10))
        let reversed = path.reversing()
        #expect(points(reversed) == [CGPoint(x: 20, y: 20), CGPoint(x: 25, y: 10), CGPoint(x: 15, y: -10), CGPoint(x: 10, y: 0),
                                     CGPoint(x: 0, y: 0)])
        #expect(path.bounds == CGRect(x: 0, y: -10, width: 25, height: 30))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 25, y: 25))
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(points(copy).count == points(path).count + 4)
    }

    // A shape layer takes a Bézier path's cgPath, the way views draw rings and reveals.
    @Test func aShapeLayerDrawsABezierPath() {
        let layer = CAShapeLayer()
        layer.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
        #expect(layer.path?.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 30, height: 30))
    }
}
