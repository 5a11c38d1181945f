//  PNGFuzzRegressionTests.swift — FlipbookGraphicsTests
//  The PNGs `make fuzz` found, or that probe what it found, kept in Fuzz/Regressions/png/ and
//  decoded on every test run: each gives an Image or an ImageError, never a trap.

import FlipbookGraphics
import FlipbookTestSupport
import Foundation
import Testing

private let regressions = FuzzRegressions(target: "png", fileExtension: "png")

@Suite struct PNGFuzzRegressionTests {
    /// A moved folder would otherwise leave the parameterised test below with nothing to run.
    @Test func theRegressionsAreFound() {
        #expect(regressions.names.count >= 5)
    }

    @Test(arguments: regressions.names)
    func decodesOrThrowsImageError(name: String) throws {
        let data = try regressions.data(name)
        do {
            let image = try Image(pngData: data)
            #expect(image.pixels.count == image.width * image.height * 4)
        } catch let error as ImageError {
            #expect(error.kind == .malformed || error.kind == .invalidSize)
            #expect(error.message.hasPrefix("Cannot load image from PNG data (\(data.count) bytes): "))
        }
    }

    /// The fuzzer's find: a 92-byte file whose header claims 4096×196611 pixels used to allocate
    /// 3.2 GB before libpng read a row; 1 000 000×1 000 000 (libpng's own limit) trapped outright.
    @Test(arguments: ["fuzz-header-4096x196611.png", "header-1000000x1000000.png", "header-8193x8192.png"])
    func aHeaderClaimingAHugeImageIsRefusedBeforeAllocating(name: String) throws {
        let error = try #require(throws: ImageError.self) { try Image(pngData: regressions.data(name)) }
        #expect(error.kind == .invalidSize)
        #expect(error.message.contains("(8192×8192) Flipbook decodes. Scale it down"))
    }
}
