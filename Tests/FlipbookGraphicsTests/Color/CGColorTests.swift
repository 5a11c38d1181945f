//  CGColorTests.swift — FlipbookGraphicsTests
//  The Linux CGColor: sRGB components, alpha copies, equality by value.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import FlipbookGraphics
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct CGColorTests {
    @Test func componentsAreTheSRGBValuesGiven() throws {
        let c = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4)
        let comps = try #require(c.components)
        #expect(c.numberOfComponents == 4)
        #expect(comps.count == 4)
        for (actual, expected) in zip(comps, [0.25, 0.5, 0.75, 0.4] as [CGFloat]) {
            expectClose(actual, expected, tolerance: 1e-12)
        }
        expectClose(c.alpha, 0.4)
        // The stored colour is linear: sRGB 0.5 is linear 0.214041.
        expectClose(c.color.linearGreen, 0.214041, tolerance: 1e-6)
    }

    @Test func grayAndSRGBInitialisers() throws {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let comps = try #require(gray.components)
        expectClose(comps[0], 0.5, tolerance: 1e-12)
    }

    @Test func copyWithAlpha() throws {
        let c = try #require(CGColor.white.copy(alpha: 0.5))
        #expect(c == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(CGColor.white.alpha == 1)
    }

    @Test func constantsAndEquality() {
        #expect(CGColor.black.color == Color.black)
        #expect(CGColor.white.color == Color.white)
        #expect(CGColor.clear.color == Color.clear)
        #expect(CGColor.black != CGColor.white)
        let a = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let b = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(a == b && a !== b)
        #expect(Set([a, b]).count == 1)
    }

    @Test func wrapsFlipbookColour() {
        let color = Color(sRGB8: 10, 20, 30, 40)
        #expect(CGColor(color).color == color)
    }
}
#endif
