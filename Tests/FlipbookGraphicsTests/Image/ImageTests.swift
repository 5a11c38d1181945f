//  ImageTests.swift — FlipbookGraphicsTests
//  Image construction, pixel access and size validation.

import FlipbookGraphics
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct ImageTests {
    @Test func createsFromPixels() throws {
        let image = try Image(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.width == 2 && image.height == 1)
        #expect(image[0, 0] == (1, 2, 3, 4))
        #expect(image[1, 0] == (5, 6, 7, 8))
        #expect(image.size == CGSize(width: 2, height: 1))
    }

    @Test(arguments: [(0, 1, 0), (1, 0, 0), (-1, 2, 8), (2, -1, 8), (2, 2, 15), (2, 2, 17), (1, 1, 0)])
    func invalidSizesThrow(width: Int, height: Int, count: Int) {
        #expect {
            try Image(width: width, height: height, pixels: [UInt8](repeating: 0, count: count))
        } throws: { error in
            guard let e = error as? ImageError else { return false }
            return e.kind == .invalidSize && e.message.contains("\(width)×\(height)")
        }
    }

    @Test func mismatchedCountMessageSaysWhatIsNeeded() {
        do {
            _ = try Image(width: 3, height: 2, pixels: [0, 0, 0])
            Issue.record("expected an error")
        } catch let error as ImageError {
            #expect(error.message.contains("3 bytes"))
            #expect(error.message.contains("24"))
            #expect(error.localizedDescription == error.message)
            #expect("\(error)" == error.message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func overflowingSizeThrows() {
        #expect(throws: ImageError.self) {
            try Image(width: Int.max / 2, height: 3, pixels: [])
        }
    }

    @Test func fillSetsEveryPixel() {
        let image = Image(width: 3, height: 2, fill: Color(sRGB8: 9, 99, 199, 128))
        #expect(image.pixels.count == 24)
        #expect(image.pixels == Array([[UInt8]](repeating: [9, 99, 199, 128], count: 6).joined()))
    }

    @Test func generatorRunsRowMajorFromTheTop() {
        let image = Image(width: 3, height: 2) { x, y in Color(sRGB8: UInt8(x), UInt8(y), 7, 200) }
        #expect(image.pixels == [0, 0, 7, 200, 1, 0, 7, 200, 2, 0, 7, 200,
                                 0, 1, 7, 200, 1, 1, 7, 200, 2, 1, 7, 200])
        #expect(image[2, 1] == (2, 1, 7, 200))
        #expect(image.color(x: 2, y: 1) == Color(sRGB8: 2, 1, 7, 200))
    }
}
