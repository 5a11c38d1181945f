//  CATransform3DTests.swift — FlipbookGraphicsTests

import Foundation
import Testing
import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CATransform3DTests {
    @Test func zeroArgumentInitIsAllZerosAndIdentityIsDiagonal() {
        #expect(entries(CATransform3D()).allSatisfy { $0 == 0 })
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D.identity == CATransform3DIdentity)
        #expect(CATransform3D.identity.isIdentity)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 4)))
    }

    @Test func translationAndScaleMapPoints() {
        let p = project(1, 2, 3, CATransform3DMakeTranslation(10, 20, 30))
        #expect(p == (11, 22, 33))
        let q = project(1, 2, 3, CATransform3DMakeScale(2, -1, 0.5))
        #expect(q == (2, -2, 1.5))
    }

    @Test func rotationAboutXMatchesHandFormula() {
        let a = 0.7
        let t = CATransform3DMakeRotation(CGFloat(a), 1, 0, 0)
        expectClose(t, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                     m21: 0, m22: cos(a), m23: sin(a), m24: 0,
                                     m31: 0, m32: -sin(a), m33: cos(a), m34: 0,
                                     m41: 0, m42: 0, m43: 0, m44: 1), tolerance: 1e-15)
        // y turns towards z.
        let p = project(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0))
        expectClose(p.y, 0, tolerance: 1e-15)
        expectClose(p.z, 1, tolerance: 1e-15)
    }

    @Test func rotationAboutYMatchesHandFormula() {
        let a = -1.1
        let t = CATransform3DMakeRotation(CGFloat(a), 0, 1, 0)
        expectClose(t, CATransform3D(m11: cos(a), m12: 0, m13: -sin(a), m14: 0,
                                     m21: 0, m22: 1, m23: 0, m24: 0,
                                     m31: sin(a), m32: 0, m33: cos(a), m34: 0,
                                     m41: 0, m42: 0, m43: 0, m44: 1), tolerance: 1e-15)
        // z turns towards x.
        let p = project(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        expectClose(p.x, 1, tolerance: 1e-15)
        expectClose(p.z, 0, tolerance: 1e-15)
    }

    @Test func rotationAboutZEqualsTheAffineRotation() {
        for a in [0.0, 0.3, -2.0, Double.pi, 4.0] {
            let t = CATransform3DMakeRotation(CGFloat(a), 0, 0, 1)
            expectClose(t, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: CGFloat(a))), tolerance: 1e-15)
            // The axis length does not matter.
            expectClose(CATransform3DMakeRotation(CGFloat(a), 0, 0, 7), t, tolerance: 1e-15)
        }
        let p = project(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        expectClose(p.x, 0, tolerance: 1e-15)
        expectClose(p.y, 1, tolerance: 1e-15)
    }

    @Test func rotationAboutTheDiagonalPermutesTheAxes() {
        // A third of a turn about (1,1,1) takes x → y → z → x.
        let t = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let p = project(1, 0, 0, t), q = project(0, 1, 0, t), r = project(0, 0, 1, t)
        for (got, want) in [(p, (0.0, 1.0, 0.0)), (q, (0, 0, 1)), (r, (1, 0, 0))] {
            expectClose(got.x, want.0, tolerance: 1e-12)
            expectClose(got.y, want.1, tolerance: 1e-12)
            expectClose(got.z, want.2, tolerance: 1e-12)
        }
    }

    @Test func rotationAboutAZeroAxisIsIdentity() {
        #expect(CATransform3DMakeRotation(1.0, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 2)
        #expect(project(1, 0, 0, CATransform3DConcat(move, scale)).x == 22)
        #expect(project(1, 0, 0, CATransform3DConcat(scale, move)).x == 12)
        #expect(project(1, 0, 0, move.concatenating(scale)).x == 22)
    }

    @Test func translateScaleRotatePrependTheirOperation() {
        let base = CATransform3DMakeScale(2, 3, 4)
        // Translate first, then scale: (1,1,1) → (6,1,1) → (12,3,4).
        #expect(project(1, 1, 1, CATransform3DTranslate(base, 5, 0, 0)) == (12, 3, 4))
        // Scale first, then base: (1,1,1) → (10,1,1) → (20,3,4).
        #expect(project(1, 1, 1, CATransform3DScale(base, 10, 1, 1)) == (20, 3, 4))
        // Rotate (π/2 about z) first, then base: (1,0,0) → (0,1,0) → (0,3,0).
        let r = project(1, 0, 0, CATransform3DRotate(base, .pi / 2, 0, 0, 1))
        expectClose(r.x, 0, tolerance: 1e-15)
        expectClose(r.y, 3, tolerance: 1e-15)
    }

    @Test func invertTimesSelfIsIdentityForRandomTransforms() {
        var rng = SeededGenerator(seed: 7)
        var tested = 0
        for _ in 0..<200 {
            var t = CATransform3D()
            t.m11 = rng.cg(-2...2); t.m12 = rng.cg(-2...2); t.m13 = rng.cg(-2...2); t.m14 = rng.cg(-0.01...0.01)
            t.m21 = rng.cg(-2...2); t.m22 = rng.cg(-2...2); t.m23 = rng.cg(-2...2); t.m24 = rng.cg(-0.01...0.01)
            t.m31 = rng.cg(-2...2); t.m32 = rng.cg(-2...2); t.m33 = rng.cg(-2...2); t.m34 = rng.cg(-0.01...0.01)
            t.m41 = rng.cg(-300...300); t.m42 = rng.cg(-300...300); t.m43 = rng.cg(-300...300); t.m44 = rng.cg(0.5...2)
            let lin = t.m11 * (t.m22 * t.m33 - t.m23 * t.m32) - t.m12 * (t.m21 * t.m33 - t.m23 * t.m31)
                + t.m13 * (t.m21 * t.m32 - t.m22 * t.m31)
            guard abs(lin) > 0.2 else { continue }
            tested += 1
            let inv = CATransform3DInvert(t)
            expectClose(CATransform3DConcat(t, inv), CATransform3DIdentity, tolerance: 1e-8)
            expectClose(CATransform3DConcat(inv, t), CATransform3DIdentity, tolerance: 1e-8)
        }
        #expect(tested > 50)
    }

    @Test func invertKnownTransforms() {
        let t = CATransform3DInvert(CATransform3DMakeTranslation(1e6, -2, 3))
        #expect(t == CATransform3DMakeTranslation(-1e6, 2, -3))
        let s = CATransform3DInvert(CATransform3DMakeScale(2, 4, 0.5))
        #expect(s == CATransform3DMakeScale(0.5, 0.25, 2))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(singular.invertedIfPossible == nil)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
    }

    @Test func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(CATransform3D(a) == t)
        #expect(CATransform3DIsAffine(t))
        #expect(t.isAffine)
        // Concatenation commutes with the embedding.
        let b = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: -1)
        expectClose(CATransform3DGetAffineTransform(CATransform3DConcat(t, CATransform3D(b))), a.concatenating(b),
                    tolerance: 1e-12)
    }

    @Test func isAffineIsFalseForPerspectiveAndDepth() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(p))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
    }

    @Test func perspectiveLeavesThePlaneZZeroAndShrinksDistantPoints() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        #expect(project(123, -45, 0, p) == (123, -45, 0))
        // z = −100 (away from the viewer): w = 1 + 100/500 = 1.2.
        let q = project(60, 30, -100, p)
        expectClose(q.x, 50, tolerance: 1e-12)
        expectClose(q.y, 25, tolerance: 1e-12)
    }

    @Test func rotatedPlaneUnderPerspectiveProjectsToHandComputedPoint() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        let t = CATransform3DRotate(p, .pi / 6, 0, 1, 0)
        // (100, 50, 0) → rotate: (100·cos30°, 50, −100·sin30°) = (86.6025…, 50, −50); w = 1 + 50/500 = 1.1.
        let screen = ProjectiveTransform(t).apply(CGPoint(x: 100, y: 50))
        #expect(screen != nil)
        expectClose(screen ?? .zero, CGPoint(x: 78.729582162221, y: 45.454545454545), tolerance: 1e-9)
        // The left edge comes towards the viewer and grows: w = 1 − 50/500 = 0.9.
        let left = ProjectiveTransform(t).apply(CGPoint(x: -100, y: 50))
        expectClose(left ?? .zero, CGPoint(x: -96.225044864938, y: 55.555555555556), tolerance: 1e-9)
    }
}
