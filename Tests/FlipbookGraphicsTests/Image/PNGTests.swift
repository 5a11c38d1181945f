//  PNGTests.swift — FlipbookGraphicsTests
//  Decoding PNGs from an independent encoder, round trips, and readable failures.

import FlipbookGraphics
import Foundation
import Testing

@Suite struct PNGTests {
    @Test func decodesEightBitRGBA() throws {
        let image = try Image(pngData: Data(PNGFixtures.rgba8))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels == PNGFixtures.rgba8Pixels)
        #expect(image[1, 0] == (0, 255, 0, 128))
    }

    @Test func decodesPaletteWithTransparency() throws {
        let image = try Image(pngData: Data(PNGFixtures.palette))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels == PNGFixtures.palettePixels)
    }

    @Test func decodesSixteenBitAsSRGB() throws {
        let image = try Image(pngData: Data(PNGFixtures.rgba16))
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixels == PNGFixtures.rgba16Pixels)
    }

    @Test func decodesGreyscale() throws {
        let image = try Image(pngData: Data(PNGFixtures.gray8))
        #expect(image.pixels == PNGFixtures.gray8Pixels)
    }

    @Test func loadsFromFile() throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("fixture.png")
            try Data(PNGFixtures.rgba8).write(to: url)
            let image = try Image(contentsOfFile: url.path)
            #expect(image.pixels == PNGFixtures.rgba8Pixels)
        }
    }

    @Test func roundTripsThroughPNGData() throws {
        let original = Image(width: 17, height: 9) { x, y in
            Color(sRGB8: UInt8(x * 15), UInt8(y * 28), UInt8((x * y) % 256), UInt8(255 - x * 7 - y))
        }
        let data = try original.pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try Image(pngData: data) == original)

        try PNGFixtures.withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("round trip.png")
            try data.write(to: url)
            #expect(try Image(contentsOfFile: url.path) == original)
        }
    }

    /// Noise deflate cannot shrink, so the PNG is larger than its pixels: it still comes out whole
    /// from the one encode into a buffer of libpng's worst-case size.
    @Test func roundTripsIncompressibleNoise() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let original = Image(width: 257, height: 131) { _, _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Color(sRGB8: UInt8(truncatingIfNeeded: seed >> 56), UInt8(truncatingIfNeeded: seed >> 48),
                         UInt8(truncatingIfNeeded: seed >> 40), UInt8(truncatingIfNeeded: seed >> 32))
        }
        let data = try original.pngData()
        #expect(data.count > 257 * 131 * 4, "noise does not compress")
        #expect(try Image(pngData: data) == original)
    }

    @Test func reencodesDecodedFixture() throws {
        let image = try Image(pngData: Data(PNGFixtures.palette))
        #expect(try Image(pngData: image.pngData()) == image)
    }

    @Test func missingFileNamesThePath() throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("nowhere.png").path
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: path) }
            #expect(error.kind == .fileNotFound)
            #expect(error.message.contains("'\(path)'"))
            #expect(error.message.contains("does not exist"))
        }
    }

    @Test func directoryIsUnreadable() throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: dir.path) }
            #expect(error.kind == .unreadable)
            #expect(error.message.contains("directory"))
        }
    }

    /// A FIFO with no writer would block a plain open (and fopen) forever; /dev/zero would never end.
    @Test func aFIFOOrADeviceIsRefusedAtOnceNotWaitedOn() throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let fifo = dir.appendingPathComponent("picture.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: fifo) }
            #expect(error.kind == .unreadable && error.message.contains("named pipe (FIFO), not a file"))
        }
        let device = try #require(throws: ImageError.self) { try Image(contentsOfFile: "/dev/zero") }
        #expect(device.kind == .unreadable && device.message.contains("'/dev/zero': it is a device, not a file"))
    }

    @Test func anEmptyFileIsMalformed() throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("empty.png")
            try Data().write(to: url)
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: url.path) }
            #expect(error.kind == .malformed && error.message.contains("the file is empty"))
        }
    }

    @Test(arguments: [20, 40, PNGFixtures.rgba8.count - 30])
    func truncatedFileIsMalformed(length: Int) throws {
        try PNGFixtures.withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("cut.png")
            try Data(PNGFixtures.rgba8.prefix(length)).write(to: url)
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: url.path) }
            #expect(error.kind == .malformed)
            #expect(error.message.contains("'\(url.path)'"))
            #expect(error.message.contains("libpng: "))
            #expect(error.message.contains("Re-export it as PNG"))
        }
    }

    @Test func truncatedDataIsMalformed() throws {
        let error = try #require(throws: ImageError.self) {
            try Image(pngData: Data(PNGFixtures.rgba8.prefix(PNGFixtures.rgba8.count - 30)))
        }
        #expect(error.kind == .malformed)
        #expect(error.message.contains("PNG data"))
    }

    @Test func randomBytesAreNotAPNG() throws {
        let junk = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        try PNGFixtures.withTemporaryDirectory { dir in
            let url = dir.appendingPathComponent("bad.png")
            try Data(junk).write(to: url)
            let error = try #require(throws: ImageError.self) { try Image(contentsOfFile: url.path) }
            #expect(error.kind == .malformed)
            #expect(error.message.contains("'\(url.path)'"))
            #expect(error.message.contains("not a valid PNG (libpng: "))
        }
        let dataError = try #require(throws: ImageError.self) { try Image(pngData: Data(junk)) }
        #expect(dataError.kind == .malformed)
        #expect(dataError.message.contains("not a valid PNG"))
    }

    @Test func emptyDataIsMalformed() throws {
        let error = try #require(throws: ImageError.self) { try Image(pngData: Data()) }
        #expect(error.kind == .malformed && error.message.contains("empty"))
    }
}
