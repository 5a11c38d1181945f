//  CoreGraphicsGeometry+APITests.swift — FlipbookGraphicsTests
//  The Core Graphics members the inventory found missing: CGAffineTransform's components, the
//  geometry structs' equalTo and dictionary representations, and CGPath's rectangle test, applier
//  function and derived paths — against values worked out by hand.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CGAffineTransformComponentsTests {
    // CoreGraphics docs: CGAffineTransformComponents, "scale * shear * rotation * translation"
    // (CGAffineTransform.h): a = sx cos t, b = sx sin t, c = sy (sh cos t − sin t), d = sy (sh sin t + cos t).
    @Test func composingFollowsTheHeaderMatrixProduct() {
        let t = CGAffineTransform(CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.5,
                                                              rotation: .pi / 2, translation: CGVector(dx: 7, dy: -4)))
        expectClose(t.a, 0, tolerance: 1e-12)
        expectClose(t.b, 2, tolerance: 1e-12)
        expectClose(t.c, -3, tolerance: 1e-12)   // 3 × (0.5 × 0 − 1)
        expectClose(t.d, 1.5, tolerance: 1e-12)  // 3 × (0.5 × 1 + 0)
        #expect(t.tx == 7 && t.ty == -4)
    }

    // CoreGraphics docs: CGAffineTransformDecompose, "the product of which is the CGAffineTransform".
    @Test func decomposingAndComposingRoundTrips() {
        let original = CGAffineTransform(scaleX: 1.5, y: 0.25).concatenating(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
            .rotated(by: 0.7).translatedBy(x: 12, y: -3)
        let parts = original.decomposed()
        let rebuilt = CGAffineTransform(parts)
        for (x, y) in [(original.a, rebuilt.a), (original.b, rebuilt.b), (original.c, rebuilt.c),
                       (original.d, rebuilt.d), (original.tx, rebuilt.tx), (original.ty, rebuilt.ty)] {
            expectClose(x, y, tolerance: 1e-12)
        }
    }

    @Test func aRotationDecomposesToItsAngle() {
        let parts = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 0, y: 0).decomposed()
        expectClose(parts.rotation, 0.4, tolerance: 1e-12)
        expectClose(parts.scale.width, 1, tolerance: 1e-12)
        expectClose(parts.scale.height, 1, tolerance: 1e-12)
        expectClose(parts.horizontalShear, 0, tolerance: 1e-12)
    }

    // The default components are the identity's (docs: init(scale: = (1, 1), horizontalShear: = 0, …)).
    @Test func defaultComponentsMakeTheIdentity() {
        #expect(CGAffineTransform(CGAffineTransformComponents()) == .identity)
        #expect(CGAffineTransform.identity.decomposed() == CGAffineTransformComponents())
    }
}

@Suite struct CGGeometryTests {
    // CoreGraphics docs: CGRectEqualToRect, "Returns whether two rectangles are equal in size and
    // position" — a rectangle with negative width describes the same area as its standardized form.
    @Test func rectEqualityComparesTheArea() {
        #expect(CGRect(x: 10, y: 10, width: -10, height: -5).equalTo(CGRect(x: 0, y: 5, width: 10, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 2)))
        #expect(CGRect.null.equalTo(.null))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    }

    // CoreGraphics docs: CGRectCreateDictionaryRepresentation / CGRectMakeWithDictionaryRepresentation
    // (keys X, Y, Width, Height); "false if the dictionary cannot be converted".
    @Test func dictionaryRepresentationsRoundTrip() throws {
        let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40)
        #expect(rect.dictionaryRepresentation["Width"] as? NSNumber == 30)
        #expect(CGRect(dictionaryRepresentation: rect.dictionaryRepresentation) == rect)
        #expect(CGPoint(dictionaryRepresentation: CGPoint(x: 3, y: 4).dictionaryRepresentation) == CGPoint(x: 3, y: 4))
        #expect(CGSize(dictionaryRepresentation: CGSize(width: 5, height: 6).dictionaryRepresentation) == CGSize(width: 5, height: 6))
        #expect(CGPoint(dictionaryRepresentation: ["X": 1] as NSDictionary) == nil)
    }
}

@Suite struct CGPathExaminingTests {
    // CoreGraphics docs: CGPathIsRect, "true if the path represents a rectangle".
    @Test func isRectRecognisesRectanglesOnly() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let skewed = CGMutablePath()
        skewed.addLines(between: [.zero, CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)])
        skewed.closeSubpath()
        #expect(!skewed.isRect(nil))
    }

    // CoreGraphics docs: CGPathApply, "For each element in the graphics path, Core Graphics calls
    // the custom applier function".
    @Test func applyCallsTheFunctionForEachElementWithInfo() {
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
                .apply(info: counter) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 5)  // move, three lines, close
    }

    // CoreGraphics docs: flattened(threshold:), "curves … replaced by straight line segments"
    // within the threshold: a circle of radius 10 flattened within 0.1 has chords whose
    // sagitta r(1 − cos(θ/2)) ≤ 0.1, and no curve elements.
    @Test func flattenedHasOnlyLinesWithinTheThreshold() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil).flattened(threshold: 0.1)
        var points: [CGPoint] = []
        var curves = 0
        circle.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: points.append(element.pointee.points[0])
            case .addQuadCurveToPoint, .addCurveToPoint: curves += 1
            case .closeSubpath: break
            }
        }
        #expect(curves == 0)
        for (p, q) in zip(points, points.dropFirst()) {
            let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            #expect(10 - (mid.x * mid.x + mid.y * mid.y).squareRoot() <= 0.1 + 1e-9)
        }
    }

    @Test func componentsAreTheSubpaths() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        path.addEllipse(in: CGRect(x: 10, y: 0, width: 2, height: 2))
        let parts = path.componentsSeparated()
        #expect(parts.count == 2)
        #expect(parts[0].boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(parts[1].boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
    }

    // CoreGraphics docs: intersects(_:using:), "Returns true if the two paths overlap".
    @Test func intersectsWhenTheInsidesOverlap() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(a.intersects(CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)))
        #expect(a.intersects(CGPath(rect: CGRect(x: 2, y: 2, width: 1, height: 1), transform: nil)))  // inside
        #expect(!a.intersects(CGPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5), transform: nil)))
        // A plus sign: the two bars cross with no corner of one inside the other.
        #expect(CGPath(rect: CGRect(x: -5, y: -1, width: 10, height: 2), transform: nil)
            .intersects(CGPath(rect: CGRect(x: -1, y: -5, width: 2, height: 10), transform: nil)))
    }
}
