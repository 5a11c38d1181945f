//  ContextMaskTests.swift — FlipbookRenderTests
//  Image masks and clipping to an image, rasterised, pixel by pixel against the mask's bytes.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A bitmap context (Core Graphics' space: y up) `side` pixels square.
private func bitmapContext(side: Int) -> CGContext {
    CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

private func pixels(of context: CGContext) -> PixelBuffer {
    rasterise(context.makeImage()?.pictureItems ?? [], side: context.width).buffer
}

/// A gray image (DeviceGray, no alpha) of `bytes`, `width` a row.
private func grayImage(_ bytes: [UInt8], width: Int) -> CGImage {
    CGImage(width: width, height: bytes.count / width, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
            provider: CGDataProvider(data: Data(bytes) as NSData)!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)!
}

/// An image mask of `bits`-bit samples packed in `bytes`, `bytesPerRow` a row.
private func imageMask(_ bytes: [UInt8], width: Int, height: Int, bits: Int, bytesPerRow: Int,
                       decode: [CGFloat]? = nil) -> CGImage? {
    let provider = CGDataProvider(data: Data(bytes) as NSData)!
    guard var decode else {
        return CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits, bytesPerRow: bytesPerRow,
                       provider: provider, decode: nil, shouldInterpolate: false)
    }
    return CGImage(maskWidth: width, height: height, bitsPerComponent: bits, bitsPerPixel: bits, bytesPerRow: bytesPerRow,
                   provider: provider, decode: &decode, shouldInterpolate: false)
}

@Suite struct ContextMaskTests {
    // Core Graphics docs, clip(to:mask:): an image (DeviceGray, no alpha) is an alpha mask mapped
    // into the rectangle as an image is drawn there — in a context with y up its first row on top.
    // One mask sample per pixel: each pixel of a white fill is that sample's share.
    @Test func clippingToAGrayImageLetsThroughEachSamplesShare() {
        let bytes: [UInt8] = (0..<(32 * 32)).map { (i: Int) -> UInt8 in UInt8((i % 32 * 7 + i / 32 * 13) % 256) }
        let context = bitmapContext(side: 40)
        context.clip(to: CGRect(x: 4, y: 4, width: 32, height: 32), mask: grayImage(bytes, width: 32))
        context.setFillColor(CGColor.white)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        let buffer = pixels(of: context)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (4..<36).contains(x) && (4..<36).contains(y)
                let expected = inside ? Double(bytes[(y - 4) * 32 + (x - 4)]) / 255 : 0
                expectClose(buffer.red(x, y), expected, tolerance: 1e-4, "(\(x), \(y))")
            }
        }
    }

    // Core Graphics docs, init(maskWidth:…): an image mask's samples act as an "inverse alpha": 1
    // masks out, 0 lets paint through; the decode array maps them first. Drawing a mask paints the
    // fill colour where it lets paint through. 1-bit samples, most significant bit first.
    @Test func anImageMaskPaintsTheFillColourWhereItsSamplesAreZero() throws {
        let rows: [UInt8] = [0b1010_0110, 0b0000_1111, 0b1111_0000, 0b0110_1001]  // 8 × 4 samples
        func sample(_ x: Int, _ y: Int) -> Int { Int(rows[y] >> (7 - x)) & 1 }
        for inverted in [false, true] {
            let mask = try #require(imageMask(rows, width: 8, height: 4, bits: 1, bytesPerRow: 1, decode: inverted ? [1, 0] : nil))
            #expect(mask.isMask)
            let context = bitmapContext(side: 20)
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.draw(mask, in: CGRect(x: 2, y: 10, width: 8, height: 4))   // device rows 6…9
            let buffer = pixels(of: context)
            for y in 0..<4 {
                for x in 0..<8 {
                    let paints = (sample(x, y) == 0) != inverted
                    expectClose(buffer.red(x + 2, y + 6), paints ? 1 : 0, tolerance: 1e-4, "(\(x), \(y))")
                    expectClose(Double(buffer[x + 2, y + 6].y), paints ? 0.5 : 0, tolerance: 1e-4)
                }
            }
            #expect(buffer.totalRed < 33)
        }
    }

    // 4-bit samples: the share let through is 1 − s / 15.
    @Test func fourBitMaskSamplesAreFractions() throws {
        let mask = try #require(imageMask([0x0F, 0x5A], width: 4, height: 1, bits: 4, bytesPerRow: 2))
        let context = bitmapContext(side: 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask)   // one sample per column
        context.setFillColor(CGColor.white)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let buffer = pixels(of: context)
        for (x, s) in [0, 15, 5, 10].enumerated() {
            // Straight down one sample's column (the 1-row mask is stretched, not mixed, down).
            expectClose(buffer.red(x, 1), 1 - Double(s) / 15, tolerance: 1.0 / 255)
        }
        #expect(imageMask([0], width: 1, height: 1, bits: 3, bytesPerRow: 1) == nil)
    }

    // Core Graphics docs, masking(_:): "the source samples of the image mask act as an inverse
    // alpha value"; of an image, as an alpha value. Both bitmaps: each pixel's alpha times the share.
    @Test func maskingABitmapScalesItsAlphaByTheMask() throws {
        let image = CGImage(Image(width: 4, height: 2, fill: Color(sRGBRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
        let mask = try #require(imageMask([0b1010_0000, 0b0101_0000], width: 4, height: 2, bits: 1, bytesPerRow: 1))
        let masked = try #require(image.masking(mask)?.bitmap)
        for y in 0..<2 {
            for x in 0..<4 { #expect(masked[x, y].a == ((x + y) % 2 == 0 ? 0 : 255), "(\(x), \(y))") }
        }
        #expect(masked[1, 0].r == image.bitmap![1, 0].r)
        let gray = try #require(image.masking(grayImage([0, 51, 102, 255, 255, 0, 0, 0], width: 4))?.bitmap)
        #expect([gray[0, 0].a, gray[1, 0].a, gray[2, 0].a, gray[3, 0].a, gray[0, 1].a] == [0, 51, 102, 255, 255])
        #expect(mask.masking(image) == nil)   // a mask cannot be masked
    }

    // A picture (what a context drew) masked by a gray image: its drawing cut by the mask's share.
    @Test func maskingAPictureCutsItsDrawing() throws {
        let source = bitmapContext(side: 4)
        source.setFillColor(CGColor.white)
        source.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let picture = try #require(source.makeImage())
        let shares: [UInt8] = [0, 64, 128, 255]
        let masked = try #require(picture.masking(grayImage(shares, width: 4)))
        let buffer = rasterise(try #require(masked.pictureItems), side: 4).buffer
        for x in 0..<4 { expectClose(buffer.red(x, 2), Double(shares[x]) / 255, tolerance: 1e-4, "column \(x)") }
    }

    // Core Graphics docs, copy(maskingColorComponents:): pixels whose components all lie in the
    // ranges (least, greatest per component, 0…255 for 8-bit samples) are masked out.
    @Test func maskingColoursClearsPixelsInTheirRanges() throws {
        let image = CGImage(Image(width: 3, height: 1) { x, _ in
            [Color(sRGB8: 250, 10, 10, 255), Color(sRGB8: 200, 10, 10, 255), Color(sRGB8: 250, 100, 10, 255)][x]
        })
        let copy = try #require(image.copy(maskingColorComponents: [240, 255, 0, 20, 0, 20])?.bitmap)
        #expect([copy[0, 0].a, copy[1, 0].a, copy[2, 0].a] == [0, 255, 255])
        #expect(image.copy(maskingColorComponents: [1, 2, 3]) == nil)
    }
}
