//  UIGraphicsRenderer+APITests.swift — FlipbookKitTests
//  The graphics renderer's custom-renderer hooks and the formats' default()/preferred() returning
//  Self, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@MainActor
@Suite struct UIGraphicsRendererAPITests {
    // UIKit docs: runDrawingActions(_:completionActions:), "Performs the specified drawing actions
    // … then performs the completion actions"; the context is current while they run.
    @Test func runDrawingActionsRunsBothInACurrentContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
        var order: [String] = []
        var sawContext: CGContext?
        try renderer.runDrawingActions({ context in
            order.append("draw")
            sawContext = UIGraphicsGetCurrentContext()
            #expect(context is UIGraphicsImageRendererContext)
            #expect(sawContext === context.cgContext)
        }, completionActions: { _ in order.append("complete") })
        #expect(order == ["draw", "complete"])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // UIKit docs: context(with:), "Creates a Core Graphics context from the specified format" —
    // its bounds at the format's scale.
    @Test func contextWithFormatIsTheBoundsAtTheScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
        let context = try #require(UIGraphicsImageRenderer.context(with: format))
        #expect(context.width == 30 && context.height == 12)
        #expect(UIGraphicsImageRenderer.rendererContextClass() == UIGraphicsImageRendererContext.self)
        #expect(UIGraphicsRenderer.rendererContextClass() == UIGraphicsRendererContext.self)
    }

    // UIKit docs: UIGraphicsRendererFormat.default() -> Self: called on the image format, an image format.
    @Test func defaultAndPreferredReturnTheReceiversClass() {
        let image: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat.default()
        #expect(image.scale == UITraitCollection.deviceScale)
        #expect(type(of: UIGraphicsRendererFormat.preferred()) == UIGraphicsRendererFormat.self)
        #expect(type(of: UIGraphicsImageRendererFormat.preferred()) == UIGraphicsImageRendererFormat.self)
    }

    // UIKit docs: prefersExtendedRange — true asks for the extended range.
    @Test func prefersExtendedRangeIsThePreferredRange() {
        let format = UIGraphicsImageRendererFormat()
        format.prefersExtendedRange = true
        #expect(format.preferredRange == .extended)
        format.prefersExtendedRange = false
        #expect(format.preferredRange == .standard)
    }
}

/// What Pillow reads from a PNG or JPEG: its size and every pixel's RGBA.
private struct Decoded: Decodable {
    var size: [Int]
    var pixels: [[Int]]
    subscript(x: Int, y: Int) -> [Int] { pixels[y * size[0] + x] }
}

private func pillowDecode(_ data: Data) throws -> Decoded {
    let program = """
        import io, json, sys
        from PIL import Image
        im = Image.open(io.BytesIO(sys.stdin.buffer.read())).convert("RGBA")
        print(json.dumps({"size": list(im.size), "pixels": [list(p) for p in im.getdata()]}))
        """
    return try JSONDecoder().decode(Decoded.self, from: try runPython(program, input: data, needs: "Pillow"))
}

@MainActor
@Suite struct UIGraphicsImageRendererDataTests {
    /// Red on the left half, a black at half alpha over white on the right top, nothing on the right bottom.
    private func draw(_ context: UIGraphicsImageRendererContext) {
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.white.setFill()
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 5))
        UIColor.black.withAlphaComponent(0.5).setFill()
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 5))
    }

    // UIKit docs, pngData(actions:): "Creates a PNG-encoded image from a set of drawing
    // instructions"; the format's scale sets the pixels per point; what nothing covers stays
    // transparent in a non-opaque format. A black at alpha 0.5 over white is #808080 on iOS
    // (compositing in gamma-encoded sRGB).
    @Test func pngDataIsTheDrawingAtTheFormatsScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let png = try pillowDecode(renderer.pngData(actions: draw))
        #expect(png.size == [40, 20])
        #expect(png[5, 5] == [255, 0, 0, 255] && png[19, 19] == [255, 0, 0, 255])
        #expect(png[30, 4] == [128, 128, 128, 255])
        #expect(png[30, 15][3] == 0 && png[39, 19][3] == 0, "undrawn pixels stay transparent")
        // UIImage's own pngData of the same drawing agrees.
        let image = renderer.image(actions: draw)
        #expect(try pillowDecode(try #require(image.pngData())).pixels == png.pixels)
    }

    // UIKit docs, jpegData(withCompressionQuality:actions:): a JPEG of the drawing; JPEG has no
    // alpha, so the transparent part is black (as UIImage.jpegData docs note for alpha).
    @Test func jpegDataIsTheDrawingWithoutAlpha() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let jpeg = try pillowDecode(renderer.jpegData(withCompressionQuality: 0.95, actions: draw))
        #expect(jpeg.size == [20, 10])
        func near(_ p: [Int], _ q: [Int]) -> Bool { zip(p.prefix(3), q).allSatisfy { abs($0 - $1) <= 12 } }
        #expect(near(jpeg[3, 3], [255, 0, 0]) && near(jpeg[15, 2], [128, 128, 128]) && near(jpeg[15, 8], [0, 0, 0]))
    }

    // A drawn curve is anti-aliased by coverage: a filled circle's pixels sum to its area.
    @Test func aDrawnCirclesPixelsAddUpToItsArea() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format)
        let png = try pillowDecode(renderer.pngData { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 30, height: 30)).fill()
        })
        let coverage = png.pixels.reduce(0.0) { $0 + Double($1[3]) / 255 }
        #expect(abs(coverage - Double.pi * 15 * 15) < 2, "coverage \(coverage) vs π·15²")
    }
}
