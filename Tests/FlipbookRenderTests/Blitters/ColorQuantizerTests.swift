//  ColorQuantizerTests.swift — FlipbookRenderTests
//  Colour quantising against xterm's palette, OKLab references and brute force.

@testable import FlipbookRender
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct ColorQuantizerTests {
    // MARK: Palette values

    @Test(arguments: [
        (16, 0, 0, 0), (21, 0, 0, 255), (196, 255, 0, 0), (231, 255, 255, 255),
        (232, 8, 8, 8), (255, 238, 238, 238),
        // Cube levels mid-axis: index 16 + 36·2 + 6·3 + 4 = 110 is (135, 175, 215).
        (110, 135, 175, 215),
        // System colours at xterm's defaults.
        (1, 205, 0, 0), (4, 0, 0, 238), (8, 127, 127, 127), (12, 92, 92, 255),
    ])
    func xtermPaletteValues(index: Int, r: Int, g: Int, b: Int) {
        // Expected: xterm's 256colres.h and XTerm-col.ad.
        let c = ColorQuantizer.rgb(ofIndexed: UInt8(index))
        #expect(Int(c.r) == r && Int(c.g) == g && Int(c.b) == b, "index \(index) is \(c)")
    }

    @Test func everyIndexMatchesTheGeneratorsRules() {
        for index in 16...255 {
            let c = ColorQuantizer.rgb(ofIndexed: UInt8(index)), e = ColorTruth.xterm256(index)
            #expect(c.r == e.0 && c.g == e.1 && c.b == e.2, "index \(index)")
        }
        for index in 0...15 {
            let c = ColorQuantizer.rgb(ofIndexed: UInt8(index)), e = ColorTruth.xterm16[index]
            #expect(c.r == e.0 && c.g == e.1 && c.b == e.2, "index \(index)")
        }
    }

    // MARK: OKLab

    @Test func whiteIsLightnessOneWithoutChroma() {
        let lab = ColorQuantizer.oklab(red: 255, green: 255, blue: 255)
        expectClose(lab.L, 1, tolerance: 1e-6)
        expectClose(lab.a, 0, tolerance: 1e-6)
        expectClose(lab.b, 0, tolerance: 1e-6)
        let black = ColorQuantizer.oklab(red: 0, green: 0, blue: 0)
        expectClose(black.L, 0, tolerance: 1e-12)
    }

    @Test func sRGBRedMatchesOttossonsValues() {
        // Expected: Ottosson, "A perceptual color space for image processing" — sRGB red is
        // L 0.6279, a 0.2249, b 0.1258 (the conversion's published example values).
        let lab = ColorQuantizer.oklab(red: 255, green: 0, blue: 0)
        expectClose(lab.L, 0.6279, tolerance: 1e-4)
        expectClose(lab.a, 0.2249, tolerance: 1e-4)
        expectClose(lab.b, 0.1258, tolerance: 1e-4)
    }

    @Test func agreesWithTheConversionThroughXYZ() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let r = UInt8.random(in: 0...255, using: &rng), g = UInt8.random(in: 0...255, using: &rng)
            let b = UInt8.random(in: 0...255, using: &rng)
            let lab = ColorQuantizer.oklab(red: r, green: g, blue: b)
            let truth = ColorTruth.oklabThroughXYZ(r, g, b)
            // The two derivations round their matrices differently: about 1e-4 apart.
            expectClose(lab.L, truth[0], tolerance: 5e-4)
            expectClose(lab.a, truth[1], tolerance: 5e-4)
            expectClose(lab.b, truth[2], tolerance: 5e-4)
        }
    }

    // MARK: Nearest colours

    @Test func palette256IsTheBruteForceNearestOfSeededRandomColours() {
        let quantizer = ColorQuantizer(colorMode: .palette256)
        let candidates = (16...255).map { ($0, ColorTruth.xterm256($0)) }
        var rng = SeededGenerator(seed: 0xF11B_B00C)
        for _ in 0..<400 {
            let c = (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
                     UInt8.random(in: 0...255, using: &rng))
            let truth = ColorTruth.nearest(c, among: candidates)
            guard case .indexed(let got) = quantizer.terminalColor(red: c.0, green: c.1, blue: c.2).kind else {
                Issue.record("not an indexed colour for \(c)")
                continue
            }
            // The same distance counts as a match: only a floating-point tie could differ.
            let gap = truth.distances[Int(got)]! - truth.distances[truth.index]!
            #expect(Int(got) == truth.index || gap < 1e-12, "\(c): got \(got), brute force \(truth.index)")
            #expect(got >= 16, "indices 0–15 are themed by terminals and never chosen")
        }
    }

    @Test func palette256MapsItsOwnColoursToThemselves() {
        let quantizer = ColorQuantizer(colorMode: .palette256)
        for index in 16...255 {
            let c = ColorTruth.xterm256(index)
            #expect(quantizer.terminalColor(red: c.0, green: c.1, blue: c.2) == .indexed(UInt8(index)))
        }
    }

    @Test(arguments: [
        // Expected: nearest in OKLab among xterm's defaults (checked by brute force below too).
        (255, 0, 0, 9), (0, 255, 0, 10), (0, 0, 255, 4), (255, 255, 0, 11), (0, 255, 255, 14),
        (255, 0, 255, 13), (0, 0, 0, 0), (255, 255, 255, 15), (200, 0, 0, 1), (128, 128, 128, 8),
    ])
    func palette16NearestForPrimaries(r: Int, g: Int, b: Int, index: Int) {
        let quantizer = ColorQuantizer(colorMode: .palette16)
        let c = (UInt8(r), UInt8(g), UInt8(b))
        let truth = ColorTruth.nearest(c, among: ColorTruth.xterm16.enumerated().map { ($0.offset, $0.element) })
        #expect(truth.index == index, "the test's own search agrees with the table")
        #expect(quantizer.terminalColor(red: c.0, green: c.1, blue: c.2) == .indexed(UInt8(index)))
    }

    @Test func trueColorKeepsTheColourAndNoneUsesTheDefault() {
        #expect(ColorQuantizer(colorMode: .trueColor).terminalColor(red: 12, green: 34, blue: 56) == .rgb(12, 34, 56))
        #expect(ColorQuantizer(colorMode: .none).terminalColor(red: 12, green: 34, blue: 56) == .default)
    }

    // MARK: The cache

    @Test(arguments: [ColorMode.palette256, .palette16])
    func theCacheAnswersAsTheSearchDoes(mode: ColorMode) {
        let quantizer = ColorQuantizer(colorMode: mode)
        var rng = SeededGenerator(seed: 42)
        // More colours than slots, so slots are shared and overwritten.
        let colours = (0..<(3 * ColorQuantizer.cacheSlotCount)).map { _ in
            (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
             UInt8.random(in: 0...255, using: &rng))
        }
        for pass in 0..<2 {
            for c in colours {
                let cached = quantizer.terminalColor(red: c.0, green: c.1, blue: c.2)
                #expect(cached == quantizer.uncachedTerminalColor(red: c.0, green: c.1, blue: c.2),
                        "pass \(pass), \(c)")
            }
        }
        #expect(quantizer.cacheMisses > 0)
    }

    @Test func aRepeatedColourIsAnsweredFromTheCache() {
        let quantizer = ColorQuantizer(colorMode: .palette256)
        let first = quantizer.terminalColor(red: 10, green: 200, blue: 30)
        #expect(quantizer.cacheMisses == 1 && quantizer.cacheHits == 0)
        let second = quantizer.terminalColor(red: 10, green: 200, blue: 30)
        #expect(quantizer.cacheHits == 1 && quantizer.cacheMisses == 1)
        #expect(first == second)
        // Black hashes to slot 0 like an empty slot's key would; it must still be searched once.
        #expect(quantizer.terminalColor(red: 0, green: 0, blue: 0) == .indexed(16))
        #expect(quantizer.terminalColor(red: 0, green: 0, blue: 0) == .indexed(16))
    }

    // MARK: Pixel → sRGB8

    @Test func everyByteLevelRoundTrips() {
        let quantizer = ColorQuantizer(colorMode: .trueColor)
        for level in 0...255 {
            let component = Float(level) / 255
            let c = quantizer.sRGB8(PremultipliedPixel(component, component, component, 1))
            #expect(Int(c.r) == level && c.g == c.r && c.b == c.r, "level \(level) came back as \(c.r)")
        }
    }

    @Test func pixelsRoundAsColorRoundsThem() {
        // Pixels are gamma-encoded: a byte is the component × 255, rounded half away from zero,
        // exactly as Color.sRGB8 rounds (checked on either side of every rounding boundary).
        let quantizer = ColorQuantizer(colorMode: .trueColor)
        var mismatches: [Float] = []
        for byte in 0..<255 {
            var x = (Float(byte) + 0.5) / 255
            for _ in 0..<4 { x = x.nextDown }
            for _ in 0..<9 {
                let exact = Color(sRGBRed: Double(x), green: 0, blue: 0).sRGB8.r
                if quantizer.sRGB8(PremultipliedPixel(x, 0, 0, 1)).r != exact { mismatches.append(x) }
                x = x.nextUp
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func outOfRangeComponentsClampAndPartialCoverageIsOverBlack() {
        let quantizer = ColorQuantizer(colorMode: .trueColor)
        let clamped = quantizer.sRGB8(PremultipliedPixel(-0.5, 1.5, .nan, 1))
        #expect(clamped.r == 0 && clamped.g == 255 && clamped.b == 0)
        // White at half coverage over black is half the encoded value, as Core Animation blends:
        // byte 128 (blending light would give 188).
        let half = quantizer.sRGB8(PremultipliedPixel(0.5, 0.5, 0.5, 0.5))
        #expect(half.r == 128)
    }
}
