//  ColorTests.swift — FlipbookGraphicsTests
//  Color against published sRGB values and hand-computed expectations.

import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct ColorTests {
    @Test func sRGBHalfDecodesToKnownLinearValue() {
        // IEC 61966-2-1: ((0.5 + 0.055) / 1.055)^2.4 = 0.214041…
        expectClose(Color.sRGBToLinear(0.5), 0.214041, tolerance: 1e-6)
        expectClose(Color(sRGBRed: 0.5, green: 0.5, blue: 0.5).linearRed, 0.214041, tolerance: 1e-6)
        expectClose(Color(white: 0.5).linearGreen, 0.214041, tolerance: 1e-6)
    }

    @Test func linearHalfEncodesToKnownSRGBValue() {
        expectClose(Color.linearToSRGB(0.5), 0.735357, tolerance: 1e-6)
        expectClose(Color(linearRed: 0.5, green: 0, blue: 0).sRGBComponents.red, 0.735357, tolerance: 1e-6)
    }

    @Test func transferFunctionEndpointsAndLinearSegment() {
        expectClose(Color.sRGBToLinear(0), 0)
        expectClose(Color.sRGBToLinear(1), 1, tolerance: 1e-12)
        expectClose(Color.linearToSRGB(1), 1, tolerance: 1e-12)
        // Below the 0.04045 knee the curve is the straight line x / 12.92.
        expectClose(Color.sRGBToLinear(0.04), 0.04 / 12.92)
        expectClose(Color.linearToSRGB(0.003), 0.003 * 12.92)
    }

    @Test func eightBitRoundTripsForAll256Values() {
        for v in 0...255 {
            let b = UInt8(v)
            let c = Color(sRGB8: b, b, b, b).sRGB8
            #expect(c.r == b && c.g == b && c.b == b && c.a == b, "8-bit value \(v) did not survive")
        }
    }

    @Test func tableHoldsEachByteAsItsComponent() {
        #expect(Color.sRGB8ToComponent.count == 256)
        for v in 0...255 {
            #expect(Color.sRGB8ToComponent[v] == Float(v) / 255, "entry \(v)")
            // The component survives the way back to its byte.
            #expect(Color(sRGBRed: Double(Color.sRGB8ToComponent[v]), green: 0, blue: 0).sRGB8.r == UInt8(v))
        }
    }

    @Test func componentsAreStoredEncodedAndDecodedOnRequest() {
        // Core Animation composites gamma-encoded values, so they are kept as UIColor takes them.
        let c = Color(sRGBRed: 0.5, green: 0.25, blue: 1, alpha: 0.5)
        #expect(c.red == 0.5 && c.green == 0.25 && c.blue == 1 && c.alpha == 0.5)
        expectClose(c.linearRed, 0.214041, tolerance: 1e-6)
        // A colour given in linear light is encoded on the way in.
        expectClose(Color(linearRed: 0.214041, green: 0, blue: 0).red, 0.5, tolerance: 1e-6)
    }

    @Test func sRGB8RoundsAndClamps() {
        let c = Color(sRGBRed: 0.5, green: 1.2, blue: -0.3, alpha: 0.999)
        let b = c.sRGB8
        #expect(b.r == 128)  // 127.5 rounds up
        #expect(b.g == 255)
        #expect(b.b == 0)
        #expect(b.a == 255)
    }

    @Test func hexStrings() throws {
        let orange = try #require(Color(hex: "#FF8000"))
        #expect(orange.sRGB8 == (255, 128, 0, 255))
        let withAlpha = try #require(Color(hex: "#11223344"))
        #expect(withAlpha.sRGB8 == (0x11, 0x22, 0x33, 0x44))
        #expect(try #require(Color(hex: "abcdef")).sRGB8 == (0xAB, 0xCD, 0xEF, 0xFF))
        for bad in ["", "#", "#12345", "#1234567", "#GG0000", "#+12345", "#FF 000", "#123456789"] {
            #expect(Color(hex: bad) == nil, "'\(bad)' should not parse")
        }
    }

    @Test func sRGBInitialiserMatchesEightBitInitialiser() {
        #expect(Color(sRGBRed: 1, green: 0, blue: 0) == Color(sRGB8: 255, 0, 0))
        #expect(Color(white: 1) == Color.white)
        #expect(Color(white: 0, alpha: 0) == Color.clear)
        #expect(Color(sRGB8: 0, 0, 0).alpha == 1)
    }

    @Test func withAlphaKeepsTheColour() {
        let c = Color(linearRed: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlpha(0.25)
        #expect(c == Color(linearRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.25))
    }

    @Test func premultipliedMultipliesByAlpha() {
        let p = Color(sRGBRed: 0.5, green: 0.2, blue: 1, alpha: 0.5).premultiplied
        expectClose(p.r, 0.25)
        expectClose(p.g, 0.1)
        expectClose(p.b, 0.5)
        expectClose(p.a, 0.5)
    }

    @Test func interpolationMidpointOfBlackToWhiteIsSRGBHalfGrey() {
        let mid = Color.black.interpolated(to: .white, fraction: 0.5)
        let s = mid.sRGBComponents
        expectClose(s.red, 0.5, tolerance: 1e-12)
        expectClose(s.green, 0.5, tolerance: 1e-12)
        expectClose(s.blue, 0.5, tolerance: 1e-12)
        expectClose(s.alpha, 1)
        expectClose(mid.linearRed, 0.214041, tolerance: 1e-6)  // not 0.5: sRGB space, not linear
    }

    @Test func interpolationEndpointsAndAlpha() {
        let a = Color(sRGB8: 200, 100, 50, 255), b = Color(sRGB8: 0, 60, 250, 0)
        #expect(a.interpolated(to: b, fraction: 0).sRGB8 == a.sRGB8)
        #expect(a.interpolated(to: b, fraction: 1).sRGB8 == b.sRGB8)
        // A quarter of the way: each byte moves a quarter of the distance.
        #expect(a.interpolated(to: b, fraction: 0.25).sRGB8 == (150, 90, 100, 191))
    }

    @Test func interpolationOutsideUnitRangeClamps() {
        let grey = Color(white: 0.5, alpha: 0.5)
        let over = grey.interpolated(to: .white, fraction: 1.5)
        #expect(over.sRGB8 == (255, 255, 255, 255))
        expectClose(over.linearRed, 1, tolerance: 1e-12)
        let under = grey.interpolated(to: .white, fraction: -1.5)
        #expect(under.sRGB8 == (0, 0, 0, 0))
        expectClose(under.linearRed, 0)
        expectClose(under.alpha, 0)
    }
}
