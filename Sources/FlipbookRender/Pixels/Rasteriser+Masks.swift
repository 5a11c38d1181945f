//  Rasteriser+Masks.swift — FlipbookRender
//  Items cut by a path (a layer's mask): painted onto a clear canvas, then composited through the
//  path's coverage. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Whether any of the item's clips is a path.
    @inline(__always)
    static func hasPathClip(_ item: UnsafePointer<DisplayItem>) -> Bool {
        guard !item.pointee.clips.isEmpty else { return false }
        for clip in item.pointee.clips where clip.path != nil { return true }
        return false
    }

    /// Paints an item cut by path clips: the item as usual (its other clips applied) onto the
    /// item cache's clear canvas, then each painted pixel composited onto the target times the
    /// share of it inside every path — exact for premultiplied colour, which a mask scales.
    func drawMasked(
        _ item: UnsafePointer<DisplayItem>, toPixels: ProjectiveTransform, shapeBox: _PixelBox?,
        pointsToPixels: ProjectiveTransform, viewport: Viewport, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        let planeCount = bufferBox.width * bufferBox.height
        if itemCache.canvas.count != planeCount {
            itemCache.canvas = Array(repeating: .zero, count: planeCount)
            itemCache.canvasCover = Array(repeating: 1, count: planeCount)
        }
        itemCache.canvas.withUnsafeMutableBufferPointer { canvas in
            itemCache.canvasCover.withUnsafeMutableBufferPointer { canvasCover in
                let canvasTarget = _RasterTarget(pixels: canvas.baseAddress!, cover: canvasCover.baseAddress!, width: target.width)
                let outerBox = itemBox
                itemBox = _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
                draw(item, toPixels: toPixels, shapeBox: shapeBox, pointsToPixels: pointsToPixels,
                     viewport: viewport, bufferBox: bufferBox, target: canvasTarget)
                let box = itemBox.intersection(bufferBox)
                itemBox = outerBox.union(box)
                guard !box.isEmpty else { return }
                coverMaskPaths(of: item, box: box, pointsToPixels: pointsToPixels)
                for y in box.y0..<box.y1 {
                    let start = y * target.width + box.x0
                    let painted = canvas.baseAddress! + start
                    let pixels = target.pixels + start, cover = target.cover + start
                    let maskRow = (y - box.y0) * box.width
                    for x in 0..<box.width {
                        let c = painted[x] * maskPlane[maskRow + x]
                        painted[x] = .zero
                        canvasCover[start + x] = 1
                        guard c.w > 0 else { continue }
                        pixels[x] = c + pixels[x] * (1 - c.w)
                        cover[x] *= 1 - c.w
                    }
                }
            }
        }
    }

    /// Fills `maskPlane` over `box` with the share of each pixel inside every path clip of the item.
    private func coverMaskPaths(of item: UnsafePointer<DisplayItem>, box: _PixelBox, pointsToPixels: ProjectiveTransform) {
        let count = box.width * box.height
        maskPlane.removeAll(keepingCapacity: true)
        maskPlane.append(contentsOf: repeatElement(1, count: count))
        for clip in item.pointee.clips {
            guard let path = clip.path else { continue }
            let clipToPixels = clip.transform.concatenating(pointsToPixels)
            let bounds = path.controlPointBounds
            let stretch = bounds.isNull ? 0 : Self.greatestStretch(of: clipToPixels, at: CGPoint(x: bounds.midX, y: bounds.midY))
            guard stretch > 0, stretch.isFinite else {
                for i in 0..<count { maskPlane[i] = 0 }
                return
            }
            pathLines.flatten(path, tolerance: Self.pathTolerancePixels / stretch)
            buildPathEdges(from: pathLines, toPixels: clipToPixels)
            guard pathEdgesAreFinite, !pathEdges.isEmpty else {
                for i in 0..<count { maskPlane[i] = 0 }
                return
            }
            // Rows the path does not reach are outside it.
            maskRows.removeAll(keepingCapacity: true)
            maskRows.append(contentsOf: repeatElement(0, count: count))
            coverPath(box: box, evenOdd: clip.evenOdd) { y in
                let start = (y - box.y0) * box.width
                for i in 0..<box.width { maskRows[start + i] = pathRowCoverage[i] }
            }
            for i in 0..<count { maskPlane[i] *= maskRows[i] }
        }
    }
}
