//  ProjectiveTransformTests.swift — FlipbookGraphicsTests

import Foundation
import Testing
import FlipbookGraphics
import FlipbookTestSupport

@Suite struct ProjectiveTransformTests {
    @Test func identityAndBasicConstructors() {
        let p = CGPoint(x: 3, y: -4)
        #expect(ProjectiveTransform.identity.apply(p) == p)
        #expect(ProjectiveTransform(translationX: 10, y: 20).apply(p) == CGPoint(x: 13, y: 16))
        #expect(ProjectiveTransform(scaleX: 2, y: 0.5).apply(p) == CGPoint(x: 6, y: -2))
        #expect(ProjectiveTransform(CATransform3DIdentity) == .identity)
        #expect(ProjectiveTransform.identity.isAffine)
    }

    @Test func affineInitMatchesCGPointApplying() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<50 {
            let a = CGAffineTransform(a: rng.cg(-3...3), b: rng.cg(-3...3), c: rng.cg(-3...3), d: rng.cg(-3...3),
                                      tx: rng.cg(-100...100), ty: rng.cg(-100...100))
            let p = CGPoint(x: rng.cg(-50...50), y: rng.cg(-50...50))
            expectClose(ProjectiveTransform(a).apply(p) ?? .zero, p.applying(a), tolerance: 1e-12)
            expectClose(ProjectiveTransform(CATransform3D(a)).apply(p) ?? .zero, p.applying(a), tolerance: 1e-12)
            #expect(ProjectiveTransform(a).isAffine)
        }
    }

    @Test func initFromCATransform3DDropsTheZRowAndColumn() {
        let t = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                              m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let p = ProjectiveTransform(t)
        #expect(p == ProjectiveTransform(m11: 1, m12: 2, m13: 4, m21: 5, m22: 6, m23: 8, m31: 13, m32: 14, m33: 16))
        #expect(!p.isAffine)
    }

    @Test func concatenatingAppliesSelfFirst() {
        let move = ProjectiveTransform(translationX: 10, y: 0)
        let scale = ProjectiveTransform(scaleX: 2, y: 2)
        #expect(move.concatenating(scale).apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        #expect(scale.concatenating(move).apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
    }

    @Test func determinantOfKnownMatrices() {
        #expect(ProjectiveTransform(scaleX: 2, y: 3).determinant == 6)
        #expect(ProjectiveTransform(translationX: 50, y: -7).determinant == 1)
        let m = ProjectiveTransform(m11: 2, m12: 0, m13: 1, m21: 1, m22: 3, m23: 0, m31: 0, m32: 1, m33: 4)
        // 2·(12 − 0) − 0 + 1·(1 − 0) = 25
        #expect(m.determinant == 25)
    }

    @Test func invertedRoundTripsRandomProjectiveTransforms() {
        var rng = SeededGenerator(seed: 11)
        var tested = 0
        for _ in 0..<200 {
            let t = ProjectiveTransform(m11: rng.value(-2...2), m12: rng.value(-2...2), m13: rng.value(-0.003...0.003),
                                        m21: rng.value(-2...2), m22: rng.value(-2...2), m23: rng.value(-0.003...0.003),
                                        m31: rng.value(-200...200), m32: rng.value(-200...200), m33: rng.value(0.5...2))
            guard abs(t.m11 * t.m22 - t.m12 * t.m21) > 0.2, let inv = t.inverted() else { continue }
            tested += 1
            let product = t.concatenating(inv)
            for (x, y) in [(product.m11, 1.0), (product.m12, 0), (product.m13, 0), (product.m21, 0), (product.m22, 1),
                           (product.m23, 0), (product.m31, 0), (product.m32, 0), (product.m33, 1)] {
                expectClose(x, y, tolerance: 1e-9)
            }
            let p = CGPoint(x: rng.cg(-50...50), y: rng.cg(-50...50))
            if let q = t.apply(p), let back = inv.apply(q) {
                expectClose(back, p, tolerance: 1e-8)
            }
        }
        #expect(tested > 50)
    }

    @Test func invertedIsNilWhenSingularButNotForSmallScales() {
        #expect(ProjectiveTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(ProjectiveTransform(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 5, m32: 6, m33: 1).inverted() == nil)
        let tiny = ProjectiveTransform(scaleX: 1e-4, y: 1e-4)
        #expect(tiny.inverted()?.apply(CGPoint(x: 1e-4, y: 2e-4)).map { abs($0.x - 1) < 1e-9 && abs($0.y - 2) < 1e-9 } == true)
    }

    @Test func applyReturnsNilBehindTheEye() {
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        // Moved 600 towards the viewer, past the eye at z = 500: w = 1 − 600/500 < 0.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), p)
        #expect(ProjectiveTransform(t).apply(CGPoint(x: 0, y: 0)) == nil)
        // Exactly at the eye: w = 0.
        let u = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 500), p)
        #expect(ProjectiveTransform(u).apply(CGPoint(x: 1, y: 1)) == nil)
        // In front: w = 1 − 250/500 = 0.5 doubles the coordinates.
        let v = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 250), p)
        expectClose(ProjectiveTransform(v).apply(CGPoint(x: 3, y: 4)) ?? .zero, CGPoint(x: 6, y: 8), tolerance: 1e-12)
    }
}
