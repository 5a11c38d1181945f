//  RasteriserImageTests.swift — FlipbookRenderTests
//  Images land where their content mode says and are sampled bilinearly in linear,
//  premultiplied light.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserImageTests {
    /// Where a 4×2 image lands in a 10×10 item at (5, 5), in screen pixels, worked out by hand.
    // aspectFit: s = min(10/4, 10/2) = 2.5 → 10×5 centred (y + 2.5); aspectFill: s = 5 → 20×10 (x − 5),
    // overflowing the item (nothing clips it); the others keep 4×2 at the named edge or centre.
    static let placements: [(ImageContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 5, y: 5, width: 10, height: 10)),
        (.aspectFit, CGRect(x: 5, y: 7.5, width: 10, height: 5)),
        (.aspectFill, CGRect(x: 0, y: 5, width: 20, height: 10)),
        (.center, CGRect(x: 8, y: 9, width: 4, height: 2)),
        (.top, CGRect(x: 8, y: 5, width: 4, height: 2)),
        (.bottom, CGRect(x: 8, y: 13, width: 4, height: 2)),
        (.left, CGRect(x: 5, y: 9, width: 4, height: 2)),
        (.right, CGRect(x: 11, y: 9, width: 4, height: 2)),
        (.topLeft, CGRect(x: 5, y: 5, width: 4, height: 2)),
        (.topRight, CGRect(x: 11, y: 5, width: 4, height: 2)),
        (.bottomLeft, CGRect(x: 5, y: 13, width: 4, height: 2)),
        (.bottomRight, CGRect(x: 11, y: 13, width: 4, height: 2)),
    ]

    @Test(arguments: placements)
    func anImageLandsWhereItsContentModeSays(_ mode: ImageContentMode, _ expected: CGRect) {
        let green = Image(width: 4, height: 2, fill: Color(sRGB8: 0, 255, 0))
        let (buffer, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10), .image(green, mode))])
        for y in 0..<20 {
            for x in 0..<20 {
                // The part of the pixel the image covers (half, on aspectFit's rows 7 and 12; else all or nothing).
                let overlap = expected.intersection(CGRect(x: x, y: y, width: 1, height: 1))
                let area = overlap.isNull ? 0 : Double(overlap.width * overlap.height)
                if area == 0 || area == 1 {
                    #expect(buffer[x, y] == PremultipliedPixel(0, Float(area), 0, 1), "(\(x), \(y)) against \(expected)")
                } else {
                    expectClose(Double(buffer[x, y].y), area, tolerance: 1.0 / 16, "edge pixel (\(x), \(y))")
                }
            }
        }
    }

    @Test func bilinearSamplingAtTheMidpointOfBlackAndWhiteGivesTheLinearMean() throws {
        // A 2×1 image, black | white, stretched over local 0…4; the item starts at x = −0.5, so pixel 1's
        // centre (1.5) is local 2, the midpoint: u = 2·(2/4) − ½ = ½, halfway between the texel centres.
        let image = try Image(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let (buffer, _) = rasterise([item(at: CGPoint(x: -0.5, y: 0), size: CGSize(width: 4, height: 2),
                                          .image(image, .scaleToFill))])
        // Linear light: (0 + 1)/2 = 0.5 (mixing the sRGB codes would give 127.5 → 0.212 linear).
        expectClose(buffer.red(1, 0), 0.5, tolerance: 1e-6)
        // Pixel 0's centre is local 1 = texel 0's centre; pixel 2's is local 3 = texel 1's centre.
        expectClose(buffer.red(0, 0), 0, tolerance: 1e-6)
        expectClose(buffer.red(2, 0), 1, tolerance: 1e-6)
        // Pixel 3 is half covered (the item ends at 3.5); its centre, local 4, is past the last texel
        // centre, where the edge is clamped: white at coverage ½.
        expectClose(buffer.red(3, 1), 0.5, tolerance: 1e-6)
    }

    @Test func bilinearSamplingIsPremultiplied() throws {
        // Transparent red | opaque white. Premultiplied: (0,0,0,0) and (1,1,1,1) → mean (½,½,½,½),
        // over black (½,½,½,1). Straight-alpha mixing would give green ¼ (colour (1,½,½) × alpha ½).
        let image = try Image(width: 2, height: 1, pixels: [255, 0, 0, 0, 255, 255, 255, 255])
        let (buffer, _) = rasterise([item(at: CGPoint(x: -0.5, y: 0), size: CGSize(width: 4, height: 2),
                                          .image(image, .scaleToFill))])
        let p = buffer[1, 0]
        expectClose(Double(p.x), 0.5, tolerance: 1e-6)
        expectClose(Double(p.y), 0.5, tolerance: 1e-6)
        expectClose(Double(p.w), 1, tolerance: 1e-6)
    }

    @Test func anImagesOpacityAndSRGBDecodingApply() throws {
        // sRGB code 188 is the component 188/255 = 0.7373, blended as stored (as Core Animation
        // blends); at opacity 0.5 over black: 0.3686, byte 94.
        let grey = try Image(width: 1, height: 1, pixels: [188, 188, 188, 255])
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 4, height: 4), .image(grey, .scaleToFill), opacity: 0.5)])
        expectClose(buffer.red(1, 1), 188.0 / 255 * 0.5, tolerance: 1e-6)
    }

    @Test func aClipCutsAnOverflowingImage() {
        // aspectFill overflows to x 0…20; the item's own bounds as a clip (masksToBounds) cut it back to 5…15.
        let green = Image(width: 4, height: 2, fill: Color(sRGB8: 0, 255, 0))
        let bounds = DisplayClip(transform: ProjectiveTransform(translationX: 5, y: 5), rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (buffer, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10),
                                          .image(green, .aspectFill), clips: [bounds])])
        #expect(buffer[4, 10] == PremultipliedPixel(0, 0, 0, 1) && buffer[15, 10] == PremultipliedPixel(0, 0, 0, 1))
        #expect(buffer[5, 10] == PremultipliedPixel(0, 1, 0, 1) && buffer[14, 10] == PremultipliedPixel(0, 1, 0, 1))
    }

    // MARK: Drawn small

    @Test func aMinifiedImageIsSampledFromTheHalvingWhoseTexelsAreAboutAPixel() {
        #expect(Rasteriser.mipLevel(footprint: 1, count: 7) == 0)
        #expect(Rasteriser.mipLevel(footprint: 1.99, count: 7) == 0)
        #expect(Rasteriser.mipLevel(footprint: 2, count: 7) == 1)
        #expect(Rasteriser.mipLevel(footprint: 7.9, count: 7) == 2)
        #expect(Rasteriser.mipLevel(footprint: 8, count: 7) == 3)
        #expect(Rasteriser.mipLevel(footprint: 1_000, count: 7) == 6)
        #expect(Rasteriser.mipLevel(footprint: .infinity, count: 7) == 0)
        #expect(Rasteriser.mipLevel(footprint: .nan, count: 7) == 0)
    }

    /// A black-and-white checkerboard of single texels, 60 × 60 drawn over 8 × 8 pixels: each pixel
    /// covers 7.5 × 7.5 texels, about half of them white, and shows their mean, 0.5 in linear
    /// light. One bilinear sample at its centre (texel coordinate 7.5·x + 3.25) would weigh its
    /// four texels ¾ and ¼ a side and show 0.375 or 0.625.
    @Test func aCheckerboardDrawnSmallShowsItsMean() {
        let checker = Image(width: 60, height: 60) { x, y in (x + y) % 2 == 0 ? .black : .white }
        let (buffer, _) = rasterise([item(at: CGPoint(x: 4, y: 4), size: CGSize(width: 8, height: 8), .image(checker, .scaleToFill))])
        for y in 4..<12 {
            for x in 4..<12 { expectClose(buffer.red(x, y), 0.5, tolerance: 1e-6, "pixel (\(x), \(y))") }
        }
    }

    /// A ramp whose texel `i` holds linear value `i / 255` (sRGB codes chosen for it), 256 wide
    /// over 16 pixels: the mean over a pixel of a ramp is the ramp at the pixel's centre, so the
    /// halvings must keep it where it was — pixel `x` (centre `x + ½`) shows texel coordinate
    /// `16x + 8`, between texels `16x + 7` and `16x + 8`. (A halving shifted by half its texel
    /// would be 8 texels off, 8 / 255.)
    @Test func aRampDrawnSmallStaysInPlace() throws {
        var bytes: [UInt8] = []
        var values: [Double] = []
        for i in 0..<256 {
            let code = Color.sRGB8ToComponent.firstIndex { $0 >= Float(i) / 255 } ?? 255
            values.append(Double(Color.sRGB8ToComponent[code]))
            bytes += [UInt8(code), 0, 0, 255]
        }
        let ramp = try Image(width: 256, height: 1, pixels: bytes)
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 16, height: 2), .image(ramp, .scaleToFill))])
        for x in 1..<15 {
            // The box means of the codes' own values, whichever level is taken, average to the
            // values either side of the centre; the codes are within half a step of `i / 255`.
            let expected = (values[16 * x + 7] + values[16 * x + 8]) / 2
            expectClose(buffer.red(x, 0), expected, tolerance: 2.0 / 255, "pixel \(x)")
        }
    }

    /// Drawn at its size or larger, an image is sampled from itself: the bilinear tests above.
    @Test func anImageDrawnLargeIsNotFiltered() {
        let checker = Image(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? .black : .white }
        let (buffer, _) = rasterise([item(at: CGPoint(x: 2, y: 2), size: CGSize(width: 8, height: 8), .image(checker, .scaleToFill))])
        // Pixel (3, 3)'s centre, local 1.5, is texel coordinate 0.75 − ½ = ¼ past texel 0's centre
        // on each axis: ¾·¾ black(0,0) + 2·(¾·¼) white + ¼·¼ black = 0.375.
        expectClose(buffer.red(2, 2), 0, tolerance: 1e-6)
        expectClose(buffer.red(3, 3), 0.375, tolerance: 1e-6)
    }

    @Test(arguments: 0..<8)
    func decodedImagesPaintTheBitsOfDecodingEverySample(seed: Int) {
        // Random scenes hold images among fills and borders, turned or not, at two scales.
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x51_7CC1 &+ 41,
                                                     placement: seed % 2 == 0 ? .affine : .axisAligned, onAPhone: seed % 4 >= 2) {
            expectSameRendering(list, viewport: viewport, comment, names: ("decoded once", "decoded per sample")) {
                $0.usedFastPaths.remove(.decodedImages)
            }
        }
    }

    @Test func anImageNotDrawnForAFewRendersIsDropped() {
        let rasteriser = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        let image = Image(width: 4, height: 4) { x, y in Color(sRGBRed: Double(x) / 3, green: Double(y) / 3, blue: 0.5) }
        let withImage = DisplayList(size: CGSize(width: 8, height: 8),
                                    items: [item(at: .zero, size: CGSize(width: 8, height: 8), .image(image, .scaleToFill))])
        let without = DisplayList(size: CGSize(width: 8, height: 8), items: [])
        rasteriser.render(withImage, viewport: unitViewport(side: 8), background: .black, into: &buffer)
        rasteriser.render(withImage, viewport: unitViewport(side: 8), background: .black, into: &buffer)
        #expect(rasteriser.decodedImageCount == 1)
        for _ in 1..<Rasteriser.decodedImageRenders {
            rasteriser.render(without, viewport: unitViewport(side: 8), background: .black, into: &buffer)
        }
        #expect(rasteriser.decodedImageCount == 1)
        rasteriser.render(without, viewport: unitViewport(side: 8), background: .black, into: &buffer)
        #expect(rasteriser.decodedImageCount == 0)
        // The same picture drawn from a copy of the image's bytes (a scene rebuilt) replaces it.
        let rebuilt = Image(width: 4, height: 4) { x, y in Color(sRGBRed: Double(x) / 3, green: Double(y) / 3, blue: 0.5) }
        for list in [withImage, DisplayList(size: withImage.size, items: [item(at: .zero, size: CGSize(width: 8, height: 8),
                                                                                .image(rebuilt, .scaleToFill))])] {
            for _ in 0...Rasteriser.decodedImageRenders {
                rasteriser.render(list, viewport: unitViewport(side: 8), background: .black, into: &buffer)
            }
            #expect(rasteriser.decodedImageCount == 1)
        }
    }
}
