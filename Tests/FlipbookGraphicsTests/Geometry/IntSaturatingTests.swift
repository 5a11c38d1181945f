//  IntSaturatingTests.swift — FlipbookGraphicsTests
//  Int(saturating:rounding:): what Int(_:) traps on (NaN, ±∞, past ±2⁶³) held to Int's range.

import Foundation
import Testing
@testable import FlipbookGraphics

@Suite struct IntSaturatingTests {
    @Test func numbersIntTakesConvertAsIntDoes() {
        #expect(Int(saturating: 2.7) == 2)
        #expect(Int(saturating: -2.7) == -2)
        #expect(Int(saturating: 2.5, rounding: .up) == 3)
        #expect(Int(saturating: 2.5, rounding: .toNearestOrAwayFromZero) == 3)
        #expect(Int(saturating: -0.5, rounding: .down) == -1)
        #expect(Int(saturating: -0x1p63) == .min, "−2⁶³ is Int.min exactly")
        #expect(Int(saturating: 0x1p62) == 1 << 62)
    }

    @Test func whatIntTrapsOnIsHeldToItsRange() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: -.nan, rounding: .up) == 0)
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 0x1p63) == .max, "2⁶³ is one past Int.max")
        #expect(Int(saturating: 1e300, rounding: .down) == .max)
        #expect(Int(saturating: -1e300, rounding: .up) == .min)
    }
}
