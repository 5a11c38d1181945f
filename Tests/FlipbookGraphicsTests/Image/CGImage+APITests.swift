//  CGImage+APITests.swift — FlipbookGraphicsTests
//  CGImage made from a data provider's bytes in Core Graphics' layouts, CGDataProvider, and
//  CGColor's other initialisers and conversion — against hand-worked pixels.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CGImageBitmapTests {
    // CoreGraphics docs: CGImageCreate reads pixels laid out as bitmapInfo says. One pixel
    // premultiplied-first in 32-bit little-endian order is the bytes B G R A in memory:
    // (B 0, G 64, R 128, A 128) is straight red 255, green 128.
    @Test func readsPremultipliedFirstLittleEndian() throws {
        let provider = try #require(CGDataProvider(data: Data([0, 64, 128, 128]) as NSData))
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        let image = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider,
                                         decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let pixel = try #require(image.bitmap)[0, 0]
        #expect(pixel.r == 255 && pixel.g == 128 && pixel.b == 0 && pixel.a == 128)
    }

    // Rows are bytesPerRow apart (padding skipped); a gray image without alpha is opaque.
    @Test func readsGrayRowsWithPadding() throws {
        let provider = try #require(CGDataProvider(data: Data([10, 20, 0, 0, 30, 40, 0, 0]) as NSData))
        let image = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                         provider: provider, decode: nil, shouldInterpolate: false, intent: .perceptual))
        let bitmap = try #require(image.bitmap)
        #expect(bitmap[1, 0].r == 20 && bitmap[0, 1].g == 30 && bitmap[1, 1].b == 40 && bitmap[1, 1].a == 255)
    }

    // A layout Flipbook does not read (16 bits per component) gives nil rather than garbage.
    @Test func unreadableLayoutsAreNil() throws {
        let provider = try #require(CGDataProvider(data: Data(count: 8) as NSData))
        #expect(CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1), provider: provider,
                        decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    // CoreGraphics docs: dataProvider, "the data provider for a bitmap image": RGBA bytes here.
    @Test func dataProviderGivesThePixels() throws {
        let image = CGImage(Image(width: 2, height: 1, fill: Color(sRGBRed: 1, green: 0, blue: 0)))
        let data = try #require(image.dataProvider?.data) as Data
        #expect([UInt8](data) == [255, 0, 0, 255, 255, 0, 0, 255])
        #expect(image.alphaInfo == .last && !image.isMask)
    }
}

@Suite struct CGDataProviderTests {
    // CoreGraphics docs: CGDataProviderCreateWithData, "releaseData … called when Core Graphics
    // no longer needs the data".
    @Test func releaseCallbackRunsWhenTheProviderGoes() {
        final class Flag { var released = false }
        let flag = Flag()
        let bytes: [UInt8] = [1, 2, 3]
        bytes.withUnsafeBytes { buffer in
            var provider = CGDataProvider(dataInfo: Unmanaged.passUnretained(flag).toOpaque(), data: buffer.baseAddress!,
                                          size: 3, releaseData: { info, _, _ in
                Unmanaged<Flag>.fromOpaque(info!).takeUnretainedValue().released = true
            })
            #expect([UInt8](provider!.data! as Data) == [1, 2, 3])
            #expect(!flag.released)
            provider = nil
        }
        #expect(flag.released)
    }
}

@Suite struct CGColorSpacesTests {
    // CMYK with no ink is white; black ink alone is black; cyan takes away red.
    @Test func cmykConvertsToRGB() {
        #expect(CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1) == .white)
        #expect(CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 1, alpha: 1) == .black)
        #expect(CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1).components == [0, 1, 1, 1])
    }

    // CoreGraphics docs: CGColorCreate, "components … followed by alpha" in the space's model.
    @Test func componentsFollowTheSpace() {
        var gray: [CGFloat] = [0.5, 0.25]
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: &gray) == CGColor(gray: 0.5, alpha: 0.25))
        var rgba: [CGFloat] = [0.1, 0.2, 0.3, 1]
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &rgba) == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }

    // A gray conversion keeps white white and black black.
    @Test func convertingToGrayKeepsTheExtremes() {
        let gray = CGColorSpaceCreateDeviceGray()
        #expect(CGColor.white.converted(to: gray, intent: .defaultIntent, options: nil) == CGColor(gray: 1, alpha: 1))
        #expect(CGColor.black.converted(to: gray, intent: .defaultIntent, options: nil) == CGColor(gray: 0, alpha: 1))
    }
}
