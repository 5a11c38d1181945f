//  KeptItems.swift — FlipbookTestSupport
//  Frames drawn with items kept painted, against the same frames painted item by item.

import FlipbookGraphics
import FlipbookRender
import Testing

// The rasteriser's fast-path switches exist only in debug builds (FLIPBOOK_TEST_HOOKS, Package.swift).
#if FLIPBOOK_TEST_HOOKS
/// Renders `frames` in order with one rasteriser (which keeps unchanged items painted) and each
/// with a rasteriser that paints every item every frame; expects the same bits and transmittance.
/// Returns the most pixels the first rasteriser kept (0: it kept no item).
@discardableResult
public func expectSameFramesAsPaintingEveryItem(_ frames: [(DisplayList, Viewport)], _ comment: Comment) -> Int {
    var mostKept = 0
    let kept = Rasteriser()
    var keptPixels = PixelBuffer(width: 0, height: 0)
    for (n, (list, viewport)) in frames.enumerated() {
        kept.render(list, viewport: viewport, background: .black, into: &keptPixels)
        mostKept = max(mostKept, kept.keptItemPixelCount)
        let painted = Rasteriser()
        painted.usedFastPaths.remove(.cachedItems)
        var paintedPixels = PixelBuffer(width: 0, height: 0)
        painted.render(list, viewport: viewport, background: .black, into: &paintedPixels)
        let a = keptPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        let b = paintedPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        if a.count != b.count {
            Issue.record("\(comment), frame \(n): \(a.count) pixels kept, \(b.count) painted")
        } else if let i = a.indices.first(where: { a[$0] != b[$0] }) {
            Issue.record("\(comment), frame \(n): pixel (\(i % keptPixels.width), \(i / keptPixels.width)) is \(keptPixels.storage[i]) kept, \(paintedPixels.storage[i]) painted")
        }
        if let i = kept.transmittance.indices.first(where: { kept.transmittance[$0].bitPattern != painted.transmittance[$0].bitPattern }) {
            Issue.record("\(comment), frame \(n): transmittance at \(i) is \(kept.transmittance[i]) kept, \(painted.transmittance[i]) painted")
        }
    }
    return mostKept
}
#endif
