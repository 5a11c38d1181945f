//  Rasteriser+ItemCache.swift — FlipbookRender
//  Flipbook's kept paint of items that stay the same from frame to frame. Status: complete.

import Foundation
import FlipbookGraphics

/// What the rasteriser keeps of the items it painted, by display-list index.
///
/// During a transition most of a scene stands still: the screen being covered, a grid under a
/// zooming picture. Core Animation renders such a layer's contents once and composites them
/// every frame; the rasteriser does the same for the items that cost it more to paint than to
/// composite (images, shapes turned or seen in perspective, small shapes; see `isCacheable`):
/// an item found unchanged since the frame before (the same item, under the same viewport) is
/// painted once more onto a clear canvas, and what it left there — its colour times its
/// coverage, per pixel of its box — is kept.
/// While the item stays unchanged, a frame composites those pixels source-over instead of
/// sampling and measuring coverage again. The frame is the same to the bit: a painted pixel is
/// `c + p × (1 − c.a)` for that same `c` (an opaque pixel's store is that sum with `c.a = 1`),
/// and a pixel the item did not touch kept `c = 0`, which leaves `p` as it was.
struct _ItemCache {
    /// The frame geometry the entries were painted for: when it changes, none of them holds.
    var pointsToPixels = ProjectiveTransform.identity
    var width = 0, height = 0
    /// Per index, the cacheable item last seen there, without its clips, and its clips in
    /// storage of the cache's own: a display list's clip lists are refilled in place by the next
    /// build, which would have to copy one still held here.
    var keys: [DisplayItem?] = []
    var keyClips: [[DisplayClip]] = []
    /// Per index, the kept paint of that item, once it was seen twice the same.
    var entries: [_CachedItem?] = []
    /// How many pixels the entries hold. No item is kept once they reach `pixelLimit(…)`.
    var pixelCount = 0
    /// A plane, all zero between uses, where an item is painted to be kept, and one, all 1
    /// between uses, for the transmittance that painting leaves (not read).
    var canvas: [PremultipliedPixel] = []
    var canvasCover: [Float] = []

    /// The kept pixels at most: two frames' worth, so a scene's few costly items fit and a
    /// scene of nothing but images does not double the memory a frame needs many times over.
    static func pixelLimit(width: Int, height: Int) -> Int { 2 * width * height }

    /// Forgets every entry (the frame's size or scale changed).
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        keyClips.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        pixelCount = 0
    }

    /// Whether `item` paints the pixels that the item last seen at `index` painted: equal in
    /// every part, an image being the same bytes in memory (never compared byte by byte: a key
    /// holds its image, so an address that matches is that image's).
    func holds(_ item: DisplayItem, at index: Int) -> Bool {
        guard let key = keys[index], key.transform == item.transform, key.size == item.size,
              key.opacity == item.opacity, key.cornerRadius == item.cornerRadius, keyClips[index] == item.clips
        else { return false }
        switch (key.content, item.content) {
        case let (.image(x, xMode), .image(y, yMode)):
            return xMode == yMode && x.width == y.width && x.height == y.height
                && x.pixels.withUnsafeBufferPointer { xs in y.pixels.withUnsafeBufferPointer { xs.baseAddress == $0.baseAddress } }
        case (.image, _), (_, .image):
            return false
        default:
            return key.content == item.content
        }
    }

    /// Makes `item` the one last seen at `index`, dropping what was kept of the one before.
    mutating func see(_ item: DisplayItem, at index: Int) {
        var key = item
        key.clips = []
        keys[index] = key
        keyClips[index].removeAll(keepingCapacity: true)
        keyClips[index].append(contentsOf: item.clips)
        drop(index)
    }

    /// Forgets the item last seen at `index` and what was kept of it (it is off the buffer, or
    /// not kept now).
    @inline(always)
    mutating func forget(_ index: Int) {
        guard keys[index] != nil else { return }
        keys[index] = nil
        keyClips[index].removeAll(keepingCapacity: true)
        drop(index)
    }

    /// Drops the entry at `index`, if any.
    mutating func drop(_ index: Int) {
        if let entry = entries[index] {
            pixelCount -= entry.pixels.count
            entries[index] = nil
        }
    }
}

/// One item's kept paint: per pixel of `box`, row by row, its colour times its coverage.
struct _CachedItem {
    var box: _PixelBox
    var pixels: [PremultipliedPixel]
}

extension Rasteriser {
    /// Readies the cache for a frame of `count` items on a `width × height` buffer.
    func prepareItemCache(count: Int, pointsToPixels: ProjectiveTransform, width: Int, height: Int) {
        guard fastPaths.contains(.cachedItems) else {
            if !itemCache.keys.isEmpty { itemCache.removeAll() }
            return
        }
        if itemCache.pointsToPixels != pointsToPixels || itemCache.width != width || itemCache.height != height {
            itemCache.removeAll()
            itemCache.pointsToPixels = pointsToPixels
            itemCache.width = width
            itemCache.height = height
        }
        if itemCache.keys.count > count {
            for index in count..<itemCache.keys.count { itemCache.drop(index) }
            itemCache.keys.removeLast(itemCache.keys.count - count)
            itemCache.keyClips.removeLast(itemCache.keyClips.count - count)
            itemCache.entries.removeLast(itemCache.entries.count - count)
        } else if itemCache.keys.count < count {
            itemCache.keys.append(contentsOf: repeatElement(nil, count: count - itemCache.keys.count))
            itemCache.keyClips.append(contentsOf: repeatElement([], count: count - itemCache.keyClips.count))
            itemCache.entries.append(contentsOf: repeatElement(nil, count: count - itemCache.entries.count))
        }
    }

    /// Whether an item is worth keeping: an image; a fill or border that its map does more to
    /// than scale and move (those take the general path); or one that only scales and moves
    /// but is small, `shapeBox` (its box on the buffer) holding fewer than 12 pixels per pixel of
    /// its half-perimeter. The exact-area path sets up every column and row of the box (a
    /// hundred-odd instructions each) and measures its edge pixels one by one, then stores the
    /// inside in bulk: for a small box that costs more than compositing every kept pixel (about
    /// ten instructions each); for a large one, less. (At 24 the demos' renderer instructions
    /// rose 1–5 %; at 12 they fell 1 %.)
    @inline(always)
    static func isCacheable(_ item: UnsafePointer<DisplayItem>, toPixels: ProjectiveTransform, shapeBox: _PixelBox?) -> Bool {
        switch item.pointee.content {
        case .image, .path, .shadow, .gradient: return true
        case .fill, .border:
            guard _AxisClip.onlyScalesAndMoves(toPixels), let box = shapeBox else { return true }
            return box.width * box.height < 12 * (box.width + box.height)
        // A backdrop shows what lies beneath it, which its own key does not hold.
        case .text, .backdrop: return false
        }
    }

    /// Paints a cacheable item: from its kept pixels when it is unchanged and kept; kept first
    /// when it is unchanged since the last frame; else as usual (an item that changes every
    /// frame pays one comparison).
    func drawCacheable(
        _ item: UnsafePointer<DisplayItem>, index: Int, toPixels: ProjectiveTransform, shapeBox: _PixelBox?,
        pointsToPixels: ProjectiveTransform, viewport: Viewport, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        func draw(into target: _RasterTarget) {
            self.draw(item, toPixels: toPixels, shapeBox: shapeBox, pointsToPixels: pointsToPixels,
                      viewport: viewport, bufferBox: bufferBox, target: target)
        }
        guard itemCache.holds(item.pointee, at: index) else {
            itemCache.see(item.pointee, at: index)
            draw(into: target)
            return
        }
        if let entry = itemCache.entries[index] {
            if case .image(let image, _) = item.pointee.content { keepDecoded(image) }
            composite(entry, target: target)
            return
        }
        // Unchanged since the last frame: paint it onto the clear canvas and keep what it left.
        let limit = _ItemCache.pixelLimit(width: bufferBox.width, height: bufferBox.height)
        guard itemCache.pixelCount < limit else {
            draw(into: target)
            return
        }
        let planeCount = bufferBox.width * bufferBox.height
        if itemCache.canvas.count != planeCount {
            itemCache.canvas = Array(repeating: .zero, count: planeCount)
            itemCache.canvasCover = Array(repeating: 1, count: planeCount)
        }
        var kept = _CachedItem(box: _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), pixels: [])
        itemCache.canvas.withUnsafeMutableBufferPointer { canvas in
            itemCache.canvasCover.withUnsafeMutableBufferPointer { canvasCover in
                let canvasTarget = _RasterTarget(pixels: canvas.baseAddress!, cover: canvasCover.baseAddress!,
                                                 width: target.width)
                itemBox = _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
                draw(into: canvasTarget)
                let box = itemBox
                kept.box = box
                kept.pixels.reserveCapacity(box.width * box.height)
                for y in box.y0..<box.y1 {
                    let row = canvas.baseAddress! + y * target.width + box.x0
                    kept.pixels.append(contentsOf: UnsafeBufferPointer(start: row, count: box.width))
                    row.update(repeating: .zero, count: box.width)
                    (canvasCover.baseAddress! + y * target.width + box.x0).update(repeating: 1, count: box.width)
                }
            }
        }
        itemCache.pixelCount += kept.pixels.count
        itemCache.entries[index] = kept
        composite(kept, target: target)
    }

    /// Composites kept pixels source-over, multiplying the transmittance by what they let through, as
    /// `blend` does.
    private func composite(_ kept: _CachedItem, target: _RasterTarget) {
        let box = kept.box
        guard !box.isEmpty else { return }
        paintedBox = paintedBox.union(box)
        kept.pixels.withUnsafeBufferPointer { kept in
            for y in box.y0..<box.y1 {
                let source = kept.baseAddress! + (y - box.y0) * box.width
                let start = y * target.width + box.x0
                let pixels = target.pixels + start, cover = target.cover + start
                for x in 0..<box.width {
                    let c = source[x]
                    pixels[x] = c + pixels[x] * (1 - c.w)
                    cover[x] *= 1 - c.w
                }
            }
        }
    }
}
