//  CATransform3DInterpolationTests.swift — FlipbookGraphicsTests

import Foundation
import Testing
import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CATransform3DInterpolationTests {
    private func rotation(_ angle: Double) -> CATransform3D { CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1) }
    private func lerp(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        CATransform3D.interpolate(from: a, to: b, fraction: f)
    }

    @Test func halfWayToAHalfTurnIsAQuarterTurnPositive() {
        expectClose(lerp(.identity, rotation(.pi), 0.5), rotation(.pi / 2), tolerance: 1e-12)
    }

    @Test func negativeRotationTurnsNegatively() {
        expectClose(lerp(.identity, rotation(-.pi / 2), 0.5), rotation(-.pi / 4), tolerance: 1e-12)
    }

    @Test func anglesMoreThanAHalfTurnApartTakeTheShortWay() {
        // 0.9π → −0.9π is 0.2π the short way, through π.
        expectClose(lerp(rotation(0.9 * .pi), rotation(-0.9 * .pi), 0.5), rotation(.pi), tolerance: 1e-12)
        expectClose(lerp(rotation(0.9 * .pi), rotation(-0.9 * .pi), 0.25), rotation(0.95 * .pi), tolerance: 1e-12)
    }

    @Test func scaleIsInterpolatedLinearly() {
        expectClose(lerp(.identity, CATransform3DMakeScale(3, 3, 1), 0.25), CATransform3DMakeScale(1.5, 1.5, 1),
                    tolerance: 1e-12)
        expectClose(lerp(CATransform3DMakeScale(1, 2, 1), CATransform3DMakeScale(3, 4, 1), 0.5),
                    CATransform3DMakeScale(2, 3, 1), tolerance: 1e-12)
    }

    @Test func translationAndRotationCombined() {
        // Rotate a quarter turn, then move by (100, 50); half way: an eighth turn, then (50, 25).
        let to = CATransform3DConcat(rotation(.pi / 2), CATransform3DMakeTranslation(100, 50, 0))
        let s = 0.5.squareRoot()
        let want = CATransform3D(m11: s, m12: s, m13: 0, m14: 0, m21: -s, m22: s, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 50, m42: 25, m43: 0, m44: 1)
        expectClose(lerp(.identity, to, 0.5), want, tolerance: 1e-12)
    }

    @Test func overshootingFractionsExtrapolate() {
        let to = CATransform3DConcat(rotation(.pi / 2), CATransform3DMakeTranslation(100, 0, 0))
        let want = CATransform3DConcat(rotation(0.6 * .pi), CATransform3DMakeTranslation(120, 0, 0))
        expectClose(lerp(.identity, to, 1.2), want, tolerance: 1e-12)
        expectClose(lerp(.identity, CATransform3DMakeScale(3, 3, 1), -0.2), CATransform3DMakeScale(0.6, 0.6, 1),
                    tolerance: 1e-12)
    }

    @Test func mirrorFlipsThroughZeroScaleInsteadOfRotating() {
        expectClose(lerp(.identity, CATransform3DMakeScale(-1, 1, 1), 0.5), CATransform3DMakeScale(0, 1, 1),
                    tolerance: 1e-12)
        expectClose(lerp(.identity, CATransform3DMakeScale(1, -1, 1), 0.25), CATransform3DMakeScale(1, 0.5, 1),
                    tolerance: 1e-12)
    }

    @Test func threeDimensionalRotationIsSlerped() {
        let half = lerp(.identity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0.5)
        expectClose(half, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), tolerance: 1e-12)
        let third = lerp(.identity, CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 1.0 / 3)
        expectClose(third, CATransform3DMakeRotation(.pi / 6, 1, 0, 0), tolerance: 1e-12)
        let overshoot = lerp(.identity, CATransform3DMakeRotation(1, 1, 2, 2), 1.5)
        expectClose(overshoot, CATransform3DMakeRotation(1.5, 1, 2, 2), tolerance: 1e-12)
    }

    @Test func perspectiveIsKeptWhileTheRotationIsInterpolated() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        let half = lerp(p, CATransform3DRotate(p, .pi / 2, 0, 1, 0), 0.5)
        expectClose(half, CATransform3DRotate(p, .pi / 4, 0, 1, 0), tolerance: 1e-12)
        // A move in x and y leaves m44 at 1, so the unmatrix normalisation by m44 is a no-op.
        let moved = lerp(p, CATransform3DConcat(CATransform3DMakeTranslation(100, -40, 0), p), 0.25)
        expectClose(moved, CATransform3DConcat(CATransform3DMakeTranslation(25, -10, 0), p), tolerance: 1e-12)
    }

    @Test func endpointsAreExactAndSelfInterpolationIsStable() {
        var rng = SeededGenerator(seed: 99)
        for i in 0..<100 {
            let a = randomTransform(&rng, threeD: i % 2 == 0)
            let b = randomTransform(&rng, threeD: i % 3 == 0)
            #expect(lerp(a, b, 0) == a)
            #expect(lerp(a, b, 1) == b)
            // Interpolating a transform with itself recovers it (decompose → recompose round trip),
            // up to the homogeneous scale factor m44.
            let same = lerp(a, a, 0.37)
            let scale = Double(a.m44 / same.m44)
            let rescaled = CATransform3D(
                m11: same.m11 * scale, m12: same.m12 * scale, m13: same.m13 * scale, m14: same.m14 * scale,
                m21: same.m21 * scale, m22: same.m22 * scale, m23: same.m23 * scale, m24: same.m24 * scale,
                m31: same.m31 * scale, m32: same.m32 * scale, m33: same.m33 * scale, m34: same.m34 * scale,
                m41: same.m41 * scale, m42: same.m42 * scale, m43: same.m43 * scale, m44: same.m44 * scale)
            expectClose(rescaled, a, tolerance: 1e-9)
        }
    }

    private func randomTransform(_ rng: inout SeededGenerator, threeD: Bool) -> CATransform3D {
        if !threeD {
            return CATransform3D(CGAffineTransform(a: rng.cg(-3...3), b: rng.cg(-3...3), c: rng.cg(-3...3),
                                                   d: rng.cg(-3...3), tx: rng.cg(-100...100), ty: rng.cg(-100...100)))
        }
        return CATransform3D(
            m11: rng.cg(-2...2), m12: rng.cg(-2...2), m13: rng.cg(-2...2), m14: rng.cg(-0.01...0.01),
            m21: rng.cg(-2...2), m22: rng.cg(-2...2), m23: rng.cg(-2...2), m24: rng.cg(-0.01...0.01),
            m31: rng.cg(-2...2), m32: rng.cg(-2...2), m33: rng.cg(-2...2), m34: rng.cg(-0.01...0.01),
            m41: rng.cg(-100...100), m42: rng.cg(-100...100), m43: rng.cg(-100...100), m44: rng.cg(0.5...2))
    }

    @Test func singularTransformsFallBackToElementWise() {
        // scale(0, 1) cannot be decomposed; half way to a quarter turn is the entry-wise mean.
        let got = lerp(CATransform3DMakeScale(0, 1, 1), rotation(.pi / 2), 0.5)
        let want = CATransform3D(m11: 0, m12: 0.5, m13: 0, m14: 0, m21: -0.5, m22: 0.5, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        expectClose(got, want, tolerance: 1e-12)
        // A non-affine singular one too.
        var p = CATransform3DMakeScale(1, 1, 0)
        p.m34 = -0.002
        let q = lerp(p, CATransform3DIdentity, 0.5)
        expectClose(q.m33, 0.5)
        expectClose(q.m34, -0.001)
    }

    @Test func settingRotationZKeepsScaleAndTranslation() {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 20, 0))
        let r = t.settingComponent(.rotationZ, to: .pi / 2)
        // Scale, then the quarter turn, then the move: (1, 0) → (2, 0) → (0, 2) → (10, 22).
        let p = project(1, 0, 0, r)
        expectClose(p.x, 10, tolerance: 1e-12)
        expectClose(p.y, 22, tolerance: 1e-12)
        // (0, 1) → (0, 3) → (−3, 0) → (7, 20).
        let q = project(0, 1, 0, r)
        expectClose(q.x, 7, tolerance: 1e-12)
        expectClose(q.y, 20, tolerance: 1e-12)
        expectClose(r.rotationZ, .pi / 2, tolerance: 1e-12)
        expectClose(r.scaleXY.x, 2, tolerance: 1e-12)
        expectClose(r.scaleXY.y, 3, tolerance: 1e-12)
        #expect(r.translation == (10, 20, 0))
    }

    @Test func readingComponentsOfKnownTransforms() {
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 5, 1), rotation(0.3)),
                                    CATransform3DMakeTranslation(-4, 6, 0))
        expectClose(t.component(.rotationZ), 0.3, tolerance: 1e-12)
        expectClose(t.component(.scaleX), 2, tolerance: 1e-12)
        expectClose(t.component(.scaleY), 5, tolerance: 1e-12)
        expectClose(t.component(.scale), 3.5, tolerance: 1e-12)
        expectClose(t.component(.translationX), -4, tolerance: 1e-12)
        expectClose(t.component(.translationY), 6, tolerance: 1e-12)
        #expect(t.component(.rotationX) == 0)
        #expect(t.component(.scaleZ) == 1)

        expectClose(CATransform3DMakeRotation(0.4, 1, 0, 0).component(.rotationX), 0.4, tolerance: 1e-12)
        expectClose(CATransform3DMakeRotation(-0.9, 0, 1, 0).component(.rotationY), -0.9, tolerance: 1e-12)
        // x first, then y, then z.
        let euler = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.2, 1, 0, 0),
                                                            CATransform3DMakeRotation(0.3, 0, 1, 0)),
                                        CATransform3DMakeRotation(0.4, 0, 0, 1))
        expectClose(euler.component(.rotationX), 0.2, tolerance: 1e-12)
        expectClose(euler.component(.rotationY), 0.3, tolerance: 1e-12)
        expectClose(euler.component(.rotationZ), 0.4, tolerance: 1e-12)
        #expect(CATransform3DMakeTranslation(1, 2, 3).translation == (1, 2, 3))
        expectClose(CATransform3DMakeScale(1, 1, 4).component(.scaleZ), 4, tolerance: 1e-12)
    }

    @Test func settingOtherComponents() {
        expectClose(CATransform3DIdentity.settingComponent(.scale, to: 2), CATransform3DMakeScale(2, 2, 2), tolerance: 1e-12)
        expectClose(CATransform3DMakeScale(0, 0, 1).settingComponent(.scale, to: 0.5),
                    CATransform3DMakeScale(0.5, 0.5, 0.5), tolerance: 1e-12)
        expectClose(rotation(0.5).settingComponent(.translationX, to: 7),
                    CATransform3DConcat(rotation(0.5), CATransform3DMakeTranslation(7, 0, 0)), tolerance: 1e-12)
        expectClose(CATransform3DIdentity.settingComponent(.translationZ, to: -30),
                    CATransform3DMakeTranslation(0, 0, -30), tolerance: 1e-12)
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        expectClose(p.settingComponent(.rotationY, to: .pi / 3), CATransform3DRotate(p, .pi / 3, 0, 1, 0), tolerance: 1e-12)
        let flipped = CATransform3DMakeRotation(0.3, 1, 0, 0).settingComponent(.rotationX, to: -1)
        expectClose(flipped, CATransform3DMakeRotation(-1, 1, 0, 0), tolerance: 1e-12)
        // Setting a component to its current value is a no-op.
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CATransform3DMakeTranslation(5, 6, 7))
        for name in TransformComponent.allCases where name != .scale {
            expectClose(t.settingComponent(name, to: t.component(name)), t, tolerance: 1e-9)
        }
    }
}
