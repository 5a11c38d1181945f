//  RasteriserBookkeepingTests.swift — FlipbookRenderTests
//  The transmittance plane, the background, and items that cost nothing.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserBookkeepingTests {
    // Source-over lets through 1 − coverage × alpha of what is beneath; stacked, the shares multiply.
    @Test func theTransmittancePlaneIsWhatTheItemsLetThrough() {
        let items = [
            item(at: .zero, size: CGSize(width: 20, height: 15), .fill(.white), opacity: 0.5), // 0: rows 0…14
            item(at: .zero, size: CGSize(width: 5.75, height: 20), .fill(.black)),             // 1: opaque, x 0…5.75
            item(at: .zero, size: CGSize(width: 20, height: 20), .fill(.white), opacity: 0.3), // 2: everywhere
        ]
        let (_, r) = rasterise(items)
        #expect(r.transmittanceWidth == 20 && r.transmittanceHeight == 20 && r.transmittance.count == 400)
        #expect(r.transmittance(x: 2, y: 3) == 0, "under the opaque item")
        expectClose(Double(r.transmittance(x: 5, y: 3)), 0.5 * 0.25 * 0.7, tolerance: 1e-6)  // its edge covers 0.75
        expectClose(Double(r.transmittance(x: 6, y: 3)), 0.5 * 0.7, tolerance: 1e-6)
        expectClose(Double(r.transmittance(x: 12, y: 17)), 0.7, tolerance: 1e-6)
        expectClose(Double(r.transmittance(x: 12, y: 14)), 0.5 * 0.7, tolerance: 1e-6)
        #expect(r.transmittance(x: -1, y: 0) == 1 && r.transmittance(x: 20, y: 0) == 1)
    }

    @Test func theBackgroundFillsTheWholeGrid() {
        // A 390×844 scene in 80×24 cells leaves bars either side; they show the background too.
        let bg = Color(sRGBRed: 0.1, green: 0.2, blue: 0.3)
        let viewport = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: 80, rows: 24, blitter: .halfBlock)
        var buffer = PixelBuffer(width: 3, height: 3, fill: PremultipliedPixel(1, 1, 1, 1))
        let r = Rasteriser()
        r.render(DisplayList(size: CGSize(width: 390, height: 844)), viewport: viewport, background: bg, into: &buffer)
        #expect(buffer.width == 80 && buffer.height == 48)
        #expect(buffer.storage.allSatisfy { $0 == PremultipliedPixel(0.1, 0.2, 0.3, 1) })
        #expect(r.transmittance.allSatisfy { $0 == 1 })
    }

    @Test func offScreenAndTransparentItemsCostNoPixelWork() {
        let far = item(at: CGPoint(x: 1000, y: 1000), size: CGSize(width: 50, height: 50), .fill(.white))
        let left = item(at: CGPoint(x: -60, y: 5), size: CGSize(width: 50, height: 5), .fill(.white))
        let invisible = item(at: .zero, size: CGSize(width: 20, height: 20), .fill(.white), opacity: 0)
        let clearPaint = item(at: .zero, size: CGSize(width: 20, height: 20), .fill(.clear))
        let empty = item(at: .zero, size: CGSize(width: 0, height: 20), .fill(.white))
        let clippedAway = item(at: .zero, size: CGSize(width: 20, height: 20), .fill(.white),
                               clips: [DisplayClip(transform: ProjectiveTransform(translationX: 500, y: 0),
                                                   rect: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let edgeOn = DisplayItem(transform: ProjectiveTransform(scaleX: 0, y: 1), size: CGSize(width: 10, height: 10),
                                 content: .fill(.white))
        let (buffer, r) = rasterise([far, left, invisible, clearPaint, empty, clippedAway, edgeOn])
        #expect(buffer.storage.allSatisfy { $0 == PremultipliedPixel(0, 0, 0, 1) })
        #expect(r.pixelsVisitedInLastRender == 0)
        #expect(r.transmittance.allSatisfy { $0 == 1 })
        // By contrast, a 3×3 item on whole pixels visits exactly its 9 pixels.
        let (_, visible) = rasterise([item(at: CGPoint(x: 2, y: 2), size: CGSize(width: 3, height: 3), .fill(.white))])
        #expect(visible.pixelsVisitedInLastRender == 9)
    }

    @Test func aPartlyVisibleItemVisitsOnlyItsOnScreenPart() {
        // 10×10 at (15, −5): on screen x 15…20, y 0…5 → 25 pixels; its clip narrows it to x 15…17.
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 15, y: 0, width: 2, height: 20))
        let (buffer, r) = rasterise([item(at: CGPoint(x: 15, y: -5), size: CGSize(width: 10, height: 10), .fill(.white), clips: [clip])])
        #expect(r.pixelsVisitedInLastRender == 10)
        #expect(buffer.red(16, 4) == 1 && buffer.red(17, 4) == 0 && buffer.red(16, 5) == 0)
    }

    @Test func renderingAgainReusesTheBuffersAndGivesTheSameFrame() {
        let items = [item(at: CGPoint(x: 2.5, y: 3.25), size: CGSize(width: 9, height: 7), .fill(.white), cornerRadius: 2)]
        let r = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        let list = DisplayList(size: CGSize(width: 20, height: 20), items: items)
        r.render(list, viewport: unitViewport(side: 20), background: .black, into: &buffer)
        let first = buffer
        r.render(list, viewport: unitViewport(side: 20), background: .black, into: &buffer)
        #expect(buffer == first)
    }

    /// A frame after a larger one, or on another background, comes out as from a fresh
    /// rasteriser or renderer: what the last frame painted is cleared (only that is, when the
    /// buffer is the renderer's own), and the transmittance plane forgets its painters.
    @Test func aFrameAfterALargerOneShowsNothingOfIt() {
        let large = DisplayList(size: CGSize(width: 20, height: 20), items: [
            item(at: CGPoint(x: 1.5, y: 2.25), size: CGSize(width: 15, height: 12), .fill(.white), cornerRadius: 2),
        ])
        let small = DisplayList(size: CGSize(width: 20, height: 20), items: [
            item(at: CGPoint(x: 6.5, y: 7), size: CGSize(width: 3, height: 4), .fill(.black)),
        ])
        let grey = Color(white: 0.4)
        for background in [Color.black, grey] {
            let reused = Rasteriser(), fresh = Rasteriser()
            var reusedBuffer = PixelBuffer(width: 0, height: 0), freshBuffer = PixelBuffer(width: 0, height: 0)
            reused.render(large, viewport: unitViewport(side: 20), background: .black, into: &reusedBuffer)
            reused.render(small, viewport: unitViewport(side: 20), background: background, into: &reusedBuffer)
            fresh.render(small, viewport: unitViewport(side: 20), background: background, into: &freshBuffer)
            #expect(reusedBuffer == freshBuffer)
            #expect(reused.transmittance == fresh.transmittance)
            #expect(reused.transmittance(x: 3, y: 4) == 1 && reused.transmittance(x: 7, y: 8) == 0)
        }
        let reusedRenderer = Renderer(), freshRenderer = Renderer()
        var cells = CellBuffer(width: 20, height: 10)
        let area = CellRect(column: 0, row: 0, columns: 20, rows: 10)
        reusedRenderer.render(large, into: &cells, area: area, background: .black)
        reusedRenderer.render(small, into: &cells, area: area, background: .black)
        #expect(cells == freshRenderer.render(small, columns: 20, rows: 10))
        reusedRenderer.render(small, into: &cells, area: area, background: grey)
        #expect(cells == freshRenderer.render(small, columns: 20, rows: 10, background: grey))
    }
}
