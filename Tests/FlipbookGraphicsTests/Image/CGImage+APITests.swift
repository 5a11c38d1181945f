//  CGImage+APITests.swift — FlipbookGraphicsTests
//  CGImage made from a data provider's bytes in Core Graphics' layouts, CGDataProvider, a
//  picture's cut, and CGColor's other initialisers and conversion — against hand-worked pixels.

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

@Suite struct CGImagePictureCutTests {
    // Core Graphics docs, cropping(to:): "a new image … the intersection of the image and rect". A
    // picture's cut keeps only the items that can show in it (a screen cut into squares would draw
    // every item once per square): those its rectangle or its clips keep away are left out, text
    // and paths are kept where they may reach, and what is kept draws as before.
    @Test func aPicturesCutKeepsOnlyWhatMayShowInIt() throws {
        let red = Color(sRGBRed: 1, green: 0, blue: 0)
        func fill(_ r: CGRect, clips: [DisplayClip] = []) -> DisplayItem {
            DisplayItem(transform: ProjectiveTransform(translationX: Double(r.minX), y: Double(r.minY)), size: r.size,
                        content: .fill(red), clips: clips)
        }
        let run = TextRun(string: "Hills", fontSize: 17, isBold: false, color: red, alignment: .left, numberOfLines: 1)
        let farClip = DisplayClip(transform: .identity, rect: CGRect(x: 80, y: 80, width: 20, height: 20))
        let items = [
            fill(CGRect(x: 0, y: 0, width: 100, height: 100)),              // the background: kept
            fill(CGRect(x: 60, y: 60, width: 10, height: 10)),              // far from the cut: left out
            fill(CGRect(x: 20, y: 0, width: 10, height: 10)),               // touching the cut's edge: kept
            fill(CGRect(x: 0, y: 0, width: 100, height: 100), clips: [farClip]),  // clipped away: left out
            DisplayItem(transform: ProjectiveTransform(translationX: 0, y: 30), size: CGSize(width: 100, height: 2),
                        content: .text(run)),                               // text a line below: kept (it may reach)
            DisplayItem(transform: ProjectiveTransform(translationX: 0, y: 90), size: CGSize(width: 100, height: 10),
                        content: .text(run)),                               // text far below: left out
        ]
        let picture = CGImage(picture: items, width: 100, height: 100)
        let cut = try #require(picture.cropping(to: CGRect(x: 0, y: 0, width: 20, height: 20)))
        let kept = try #require(cut.pictureItems)
        // The background is cut to the square; the fill that touches its edge keeps an empty part.
        #expect(kept.count == 3 && kept[2] == items[4] && !cut.itemsLieWithin)
        #expect(kept[0].transform == ProjectiveTransform(translationX: 0, y: 0) && kept[0].size == CGSize(width: 20, height: 20))
        #expect(kept[1].transform == ProjectiveTransform(translationX: 20, y: 0) && kept[1].size == CGSize(width: 0, height: 10))

        // A cut of plain fills alone: each is its part of the square, moved to the cut's corner,
        // and the picture says its items lie within (drawing it needs no clip to the square).
        let fills = CGImage(picture: [items[0], fill(CGRect(x: 45, y: 38, width: 30, height: 4))], width: 100, height: 100)
        let square = try #require(fills.cropping(to: CGRect(x: 40, y: 40, width: 10, height: 10)))
        let parts = try #require(square.pictureItems)
        #expect(square.itemsLieWithin && parts.count == 2)
        #expect(parts[0].transform == ProjectiveTransform(translationX: 0, y: 0) && parts[0].size == CGSize(width: 10, height: 10))
        #expect(parts[1].transform == ProjectiveTransform(translationX: 5, y: 0) && parts[1].size == CGSize(width: 5, height: 2))
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

@Suite struct CGDataProviderCallbackTests {
    /// The bytes callbacks serve, reached through the provider's info pointer.
    final class Source {
        let bytes: [UInt8] = (0..<200).map { UInt8($0) }
        var position = 0
        var infoReleased = false
        var pointerReleased = false
        var info: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
        static func of(_ info: UnsafeMutableRawPointer?) -> Source { Unmanaged<Source>.fromOpaque(info!).takeUnretainedValue() }
    }

    // CoreGraphics docs, CGDataProviderGetBytesAtPositionCallback: "copies data from the provider
    // into a buffer… returns the number of bytes copied"; releaseInfo: called when the provider is freed.
    @Test func aDirectProviderReadsByPositionAndReleasesItsInfo() throws {
        let source = Source()
        var callbacks = CGDataProviderDirectCallbacks(version: 0, getBytePointer: nil, releaseBytePointer: nil, getBytesAtPosition: { info, buffer, position, count in
            // Serve at most 64 bytes a call, as a file-backed provider might.
            let source = Source.of(info), start = Int(position)
            let n = min(count, 64, source.bytes.count - start)
            source.bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + start, byteCount: n) }
            return n
        }, releaseInfo: { info in Source.of(info).infoReleased = true })
        var provider = CGDataProvider(directInfo: source.info, size: 150, callbacks: &callbacks)
        #expect([UInt8](try #require(provider?.data) as Data) == Array(source.bytes.prefix(150)))
        #expect(!source.infoReleased)
        provider = nil
        #expect(source.infoReleased)
    }

    // CoreGraphics docs, CGDataProviderGetBytePointerCallback: "returns a generic pointer to the
    // provider data"; releaseBytePointer: "releases a pointer" the first returned.
    @Test func aDirectProviderReadsThroughItsBytePointer() throws {
        let source = Source()
        var callbacks = CGDataProviderDirectCallbacks()
        callbacks.getBytePointer = { info in Source.of(info).bytes.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) } }
        callbacks.releaseBytePointer = { info, _ in Source.of(info).pointerReleased = true }
        let provider = try #require(CGDataProvider(directInfo: source.info, size: 10, callbacks: &callbacks))
        #expect([UInt8](try #require(provider.data) as Data) == Array(0..<10))
        #expect(source.pointerReleased)
        var none = CGDataProviderDirectCallbacks()
        #expect(CGDataProvider(directInfo: nil, size: 10, callbacks: &none) == nil, "no way to read")
    }

    // CoreGraphics docs, CGDataProviderSequentialCallbacks: getBytes "copies data from a
    // sequential-access data provider"; rewind "moves the current position to the beginning".
    @Test func aSequentialProviderIsReadFromTheStartToTheEnd() throws {
        let source = Source()
        source.position = 120
        var callbacks = CGDataProviderSequentialCallbacks(version: 0, getBytes: { info, buffer, count in
            let source = Source.of(info)
            let n = min(count, 7, source.bytes.count - source.position)
            source.bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + source.position, byteCount: n) }
            source.position += n
            return n
        }, skipForward: nil, rewind: { info in Source.of(info).position = 0 }, releaseInfo: nil)
        let provider = try #require(CGDataProvider(sequentialInfo: source.info, callbacks: &callbacks))
        #expect([UInt8](try #require(provider.data) as Data) == source.bytes)
    }

    // CoreGraphics docs, init(jpegDataProviderSource:…): "Creates a bitmap image using
    // JPEG-encoded data"; the pixels agree with Pillow's decoding of the same file.
    @Test func aJPEGFileBecomesAnImage() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cgimage-\(UUID().uuidString).jpg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let program = """
            import json, sys
            from PIL import Image
            path = sys.stdin.read()
            im = Image.new("RGB", (8, 4))
            for y in range(4):
                for x in range(8):
                    im.putpixel((x, y), (x * 32, y * 64, 128))
            im.save(path, "JPEG", quality=95, subsampling=0)
            print(json.dumps([list(p) for p in Image.open(path).convert("RGB").getdata()]))
            """
        let decoded = try JSONDecoder().decode([[Int]].self, from: try runPython(program, input: Data(path.utf8), needs: "Pillow"))
        let provider = try #require(CGDataProvider(url: URL(fileURLWithPath: path) as NSURL))
        let image = try #require(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let bitmap = try #require(image.bitmap)
        #expect(image.width == 8 && image.height == 4)
        for (i, truth) in decoded.enumerated() {
            let p = bitmap[i % 8, i / 8]
            #expect(zip([Int(p.r), Int(p.g), Int(p.b)], truth).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(i) vs Pillow's \(truth)")
        }
        #expect(image.utType == "public.jpeg")
        #expect(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(Image(width: 1, height: 1, fill: .black)).utType == nil)
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
