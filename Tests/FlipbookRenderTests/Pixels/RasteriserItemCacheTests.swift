//  RasteriserItemCacheTests.swift — FlipbookRenderTests
//  Items kept painted from frame to frame give the bits that painting them every frame gives.

@testable import FlipbookRender
import FlipbookGraphics
import Foundation
import FlipbookTestSupport
import Testing

@Suite struct RasteriserItemCacheTests {
    /// Random scenes (turned, sheared and mirrored items, images in every content mode, corners
    /// of every size) through a sequence that keeps, reuses and drops entries: unchanged, one item
    /// moved, unchanged again, an item dropped (every later index shifts), a new viewport.
    @Test(arguments: 0..<12)
    func keptItemsGiveTheBitsOfPaintingEveryFrame(seed: Int) {
        let placement: RandomPlacement = seed % 3 == 0 ? .axisAligned : .affine
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x9E37_79B9 &+ 11, placement: placement,
                                                     onAPhone: seed % 2 == 1) {
            var moved = list
            let k = seed % list.items.count
            moved.items[k].transform = moved.items[k].transform.concatenating(ProjectiveTransform(translationX: 0.37, y: -0.21))
            var fewer = moved
            fewer.items.remove(at: (k + 1) % fewer.items.count)
            let other = Viewport(sceneSize: list.size, columns: viewport.columns + 3, rows: viewport.rows + 1,
                                 blitter: .halfBlock)
            expectSameFramesAsPaintingEveryItem(
                [(list, viewport), (list, viewport), (list, viewport), (moved, viewport), (moved, viewport),
                 (moved, viewport), (fewer, viewport), (fewer, viewport), (fewer, viewport), (fewer, other),
                 (fewer, other), (list, other)], comment)
        }
    }

    /// The third frame of an unchanged turned card composites its kept pixels: no pixel is
    /// sampled. The first frame paints it, the second paints it once more to keep it.
    @Test func anUnchangedItemIsPaintedTwiceThenComposited() {
        let card = DisplayItem(transform: rotation(degrees: 30, pivot: CGPoint(x: 5, y: 5), centre: CGPoint(x: 20, y: 20)),
                               size: CGSize(width: 10, height: 10), content: .fill(.white), cornerRadius: 2)
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [card])
        let rasteriser = Rasteriser()
        var pixels = PixelBuffer(width: 0, height: 0)
        var visited: [Int] = []
        for _ in 0..<4 {
            rasteriser.render(list, viewport: unitViewport(side: 40), background: .black, into: &pixels)
            visited.append(rasteriser.pixelsVisitedInLastRender)
        }
        #expect(visited[0] > 100 && visited[1] == visited[0])
        #expect(visited[2] == 0 && visited[3] == 0)
        // Moved, it is painted again.
        var moved = list
        moved.items[0].transform = moved.items[0].transform.concatenating(ProjectiveTransform(translationX: 1, y: 0))
        rasteriser.render(moved, viewport: unitViewport(side: 40), background: .black, into: &pixels)
        #expect(rasteriser.pixelsVisitedInLastRender == visited[0])
    }

    /// A fill that only scales and moves is kept when it is small (its columns' and rows' set-up
    /// costs more than compositing its pixels), not when it is large (its inside is stored in bulk).
    @Test func axisAlignedFillsAreKeptWhenSmall() {
        func keptPixels(width: Double, height: Double) -> Int {
            let list = DisplayList(size: CGSize(width: 200, height: 100), items: [
                DisplayItem(transform: ProjectiveTransform(translationX: 3, y: 4), size: CGSize(width: width, height: height),
                            content: .fill(.white), cornerRadius: 3),
            ])
            let viewport = Viewport(sceneSize: list.size, columns: 200, rows: 50, blitter: .halfBlock)
            let rasteriser = Rasteriser()
            var pixels = PixelBuffer(width: 0, height: 0)
            for _ in 0..<3 { rasteriser.render(list, viewport: viewport, background: .black, into: &pixels) }
            expectSameFramesAsPaintingEveryItem(Array(repeating: (list, viewport), count: 3), "a \(width) × \(height) fill")
            return rasteriser.keptItemPixelCount
        }
        #expect(keptPixels(width: 20, height: 10) == 20 * 10)
        #expect(keptPixels(width: 150, height: 80) == 0)
    }

    /// An index whose item is no longer kept (replaced by text, or moved off the buffer) lets go
    /// of what it remembered: an image replaced on screen is not held on to.
    @Test func anItemReplacedOrGoneIsForgotten() {
        let image = Image(width: 4, height: 4) { x, y in Color(white: Double(x * y) / 9) }
        let picture = DisplayItem(transform: ProjectiveTransform(translationX: 2, y: 2), size: CGSize(width: 10, height: 10),
                                  content: .image(image, .scaleToFill))
        let text = DisplayItem(transform: .identity, size: CGSize(width: 10, height: 10),
                               content: .text(TextRun(string: "Hi", fontSize: 17, color: .white)))
        var offBuffer = picture
        offBuffer.content = .fill(.white)
        offBuffer.transform = ProjectiveTransform(translationX: 500, y: 0)
        let rasteriser = Rasteriser()
        var pixels = PixelBuffer(width: 0, height: 0)
        func render(_ item: DisplayItem) {
            rasteriser.render(DisplayList(size: CGSize(width: 40, height: 40), items: [item]), viewport: unitViewport(side: 40),
                              background: .black, into: &pixels)
        }
        render(picture); render(picture)
        #expect(rasteriser.rememberedItemCount == 1 && rasteriser.keptItemPixelCount > 0)
        render(text)
        #expect(rasteriser.rememberedItemCount == 0 && rasteriser.keptItemPixelCount == 0)
        render(picture); render(picture)
        render(offBuffer)
        #expect(rasteriser.rememberedItemCount == 0 && rasteriser.keptItemPixelCount == 0)
    }

    /// Images larger than the frame are kept only up to two frames' worth of pixels.
    @Test func theKeptPixelsStayWithinTwoFrames() {
        let image = Image(width: 8, height: 8) { x, y in Color(white: Double(x + y) / 14) }
        let items = (0..<5).map { k in
            DisplayItem(transform: ProjectiveTransform(translationX: Double(k), y: 0), size: CGSize(width: 40, height: 40),
                        content: .image(image, .scaleToFill))
        }
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: items)
        let rasteriser = Rasteriser()
        var pixels = PixelBuffer(width: 0, height: 0)
        for _ in 0..<3 { rasteriser.render(list, viewport: unitViewport(side: 40), background: .black, into: &pixels) }
        #expect(rasteriser.keptItemPixelCount > 0)
        #expect(rasteriser.keptItemPixelCount <= 2 * 40 * 40 + 41 * 40)
        expectSameFramesAsPaintingEveryItem(Array(repeating: (list, unitViewport(side: 40)), count: 3), "five images")
    }
}
