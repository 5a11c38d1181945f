//  CGAffineTransformTests.swift — FlipbookGraphicsTests

import Foundation
import Testing
import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CGAffineTransformTests {
    @Test func zeroArgumentInitIsAllZeros() {
        let t = CGAffineTransform()
        #expect(t.a == 0 && t.b == 0 && t.c == 0 && t.d == 0 && t.tx == 0 && t.ty == 0)
        #expect(!t.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
    }

    @Test func rotatingUnitXByHalfPiGivesUnitY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(p, CGPoint(x: 0, y: 1), tolerance: 1e-15)
        let q = CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(q, CGPoint(x: -1, y: 0), tolerance: 1e-15)
    }

    @Test func rotationEntriesAreCosSinMinusSinCos() {
        let t = CGAffineTransform(rotationAngle: 0.3)
        #expect(t.a == cos(0.3) && t.b == sin(0.3) && t.c == -sin(0.3) && t.d == cos(0.3))
        #expect(t.tx == 0 && t.ty == 0)
    }

    @Test func translationAndScaleMapPoints() {
        expectClose(CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: -5)), CGPoint(x: 12, y: -2))
        expectClose(CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 4, y: -2)), CGPoint(x: 8, y: -6))
    }

    @Test func generalPointFormulaIsRowVector() {
        // x' = a x + c y + tx, y' = b x + d y + ty
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        expectClose(CGPoint(x: 1, y: 10).applying(t), CGPoint(x: 2 + 50 + 11, y: 3 + 70 + 13))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale then move: (1,1) → (2,2) → (12,2).
        expectClose(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        // Move then scale: (1,1) → (11,1) → (22,2).
        expectClose(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    @Test func translatedScaledRotatedPrependTheirOperation() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        // translatedBy: translate first, then base: (1,1) → (6,1) → (12,3).
        expectClose(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 5, y: 0)), CGPoint(x: 12, y: 3))
        // scaledBy: scale first, then base: (1,1) → (10,1) → (20,3).
        expectClose(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 10, y: 1)), CGPoint(x: 20, y: 3))
        // rotated: rotate (π/2) first, then base: (1,0) → (0,1) → (0,3).
        expectClose(CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi / 2)), CGPoint(x: 0, y: 3), tolerance: 1e-15)
        // And the chain equals explicit concatenation in the documented order.
        let chained = CGAffineTransform.identity.translatedBy(x: 4, y: 5).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        let explicit = CGAffineTransform(scaleX: 2, y: 0.5)
            .concatenating(CGAffineTransform(rotationAngle: 0.7))
            .concatenating(CGAffineTransform(translationX: 4, y: 5))
        expectClose(chained, explicit, tolerance: 1e-12)
    }

    @Test func invertedTimesSelfIsIdentityForRandomTransforms() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let t = CGAffineTransform(a: rng.cg(-3...3), b: rng.cg(-3...3), c: rng.cg(-3...3), d: rng.cg(-3...3),
                                      tx: rng.cg(-500...500), ty: rng.cg(-500...500))
            guard abs(t.a * t.d - t.b * t.c) > 0.05 else { continue }
            expectClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-9)
            expectClose(t.inverted().concatenating(t), .identity, tolerance: 1e-9)
            let p = CGPoint(x: rng.cg(-100...100), y: rng.cg(-100...100))
            expectClose(p.applying(t).applying(t.inverted()), p, tolerance: 1e-9)
        }
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let t = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 5)
        #expect(t.inverted() == t)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        let s = CGSize(width: 5, height: 7).applying(t)
        #expect(s == CGSize(width: 10, height: 21))
        let r = CGSize(width: 1, height: 0).applying(CGAffineTransform(rotationAngle: .pi))
        expectClose(r.width, -1)
    }

    @Test func rectApplyingA45DegreeRotationGivesTheKnownBoundingBox() {
        // A 2×2 square centred on the origin rotated 45° spans ±√2 on both axes.
        let rect = CGRect(x: -1, y: -1, width: 2, height: 2)
        let r = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 2.0.squareRoot()
        expectClose(r, CGRect(x: -h, y: -h, width: 2 * h, height: 2 * h), tolerance: 1e-12)
        // A 4×2 rect at the origin: corners (0,0), (4,0), (0,2), (4,2) rotated by 45°.
        let s = 0.5.squareRoot()
        let r2 = CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        // x' = (x − y)·s, y' = (x + y)·s → x ∈ [−2s, 4s], y ∈ [0, 6s].
        expectClose(r2, CGRect(x: -2 * s, y: 0, width: 6 * s, height: 6 * s), tolerance: 1e-12)
    }

    @Test func rectApplyingStandardizesAndKeepsNull() {
        let flipped = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: -1))
        #expect(flipped == CGRect(x: -10, y: -20, width: 10, height: 20))
        let negative = CGRect(x: 10, y: 10, width: -10, height: -10).applying(CGAffineTransform(translationX: 1, y: 2))
        #expect(negative == CGRect(x: 1, y: 2, width: 10, height: 10))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}
