//  Rasteriser+Masks.swift — FlipbookRender
//  Items cut by a mask (a layer's mask: a path, or a gradient's alpha; an image, CGContext's
//  clip(to:mask:)): painted onto a clear canvas, then composited through the mask's share of each
//  pixel. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Whether any of the item's clips is a mask (a path or a gradient).
    @inline(__always)
    static func hasMaskClip(_ item: UnsafePointer<DisplayItem>) -> Bool {
        guard !item.pointee.clips.isEmpty else { return false }
        for clip in item.pointee.clips where clip.isMask { return true }
        return false
    }

    /// Paints an item cut by masks: the item as usual (its other clips applied) onto the item
    /// cache's clear canvas, then each painted pixel composited onto the target times the share
    /// of it inside every path and the alpha of every gradient mask at its centre — exact for
    /// premultiplied colour, which a mask scales.
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
                coverMasks(of: item, box: box, pointsToPixels: pointsToPixels)
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

    /// Fills `maskPlane` over `box` with the share of each pixel inside every path clip of the
    /// item, times every gradient mask's alpha and every image mask's share.
    private func coverMasks(of item: UnsafePointer<DisplayItem>, box: _PixelBox, pointsToPixels: ProjectiveTransform) {
        let count = box.width * box.height
        maskPlane.removeAll(keepingCapacity: true)
        maskPlane.append(contentsOf: repeatElement(1, count: count))
        for clip in item.pointee.clips {
            let clipToPixels = clip.transform.concatenating(pointsToPixels)
            if let ramp = clip.alphaRamp {
                // Its rectangle is cut as any clip's is; within it the gradient's alpha scales.
                guard let toLocal = clipToPixels.inverted() else {
                    for i in 0..<count { maskPlane[i] = 0 }
                    return
                }
                multiplyMaskPlane(by: ramp, over: clip.rect, toLocal: toLocal, box: box)
            }
            if let mask = clip.imageMask {
                guard let toLocal = clipToPixels.inverted() else {
                    for i in 0..<count { maskPlane[i] = 0 }
                    return
                }
                multiplyMaskPlane(by: mask, toLocal: toLocal, box: box)
            }
            guard let path = clip.path else { continue }
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

    /// Multiplies `maskPlane` over `box` by the share `mask` lets through at each pixel's centre,
    /// `toLocal` mapping pixels into the mask's pixel space.
    private func multiplyMaskPlane(by mask: DisplayImageMask, toLocal: ProjectiveTransform, box: _PixelBox) {
        let coverage = mask.coverage ?? pictureCoverage(of: mask)
        coverage.withUnsafeBufferPointer { coverage in
            for y in box.y0..<box.y1 {
                let row = (y - box.y0) * box.width
                for x in box.x0..<box.x1 {
                    let share = toLocal.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)).map {
                        DisplayImageMask.share(coverage, width: mask.width, height: mask.height, at: $0)
                    }
                    maskPlane[row + x - box.x0] *= Float(share ?? 0)
                }
            }
        }
    }

    /// A picture mask's share per pixel: the picture drawn at its own pixels by a rasteriser of
    /// its own, read as a bitmap's would be (its alpha, or its gray level where it is opaque);
    /// kept while the same mask is drawn.
    private func pictureCoverage(of mask: DisplayImageMask) -> [UInt8] {
        if let kept = pictureMask, kept.mask === mask { return kept.coverage }
        var buffer = PixelBuffer(width: 0, height: 0)
        let viewport = Viewport(sceneSize: CGSize(width: mask.width, height: mask.height), columns: mask.width,
                                rows: mask.height, cellAspect: 1, pixelsPerCell: (x: 1, y: 1))
        Rasteriser().render(DisplayList(size: viewport.sceneSize, items: mask.picture), viewport: viewport,
                            background: .clear, into: &buffer)
        var rgba = [UInt8]()
        rgba.reserveCapacity(buffer.storage.count * 4)
        for p in buffer.storage {
            // Straight colour from premultiplied; the mask's rule reads alpha or gray.
            let a = min(max(p.w, 0), 1)
            for c in [p.x, p.y, p.z] { rgba.append(UInt8((a > 0 ? min(max(c / a, 0), 1) : 0) * 255 + 0.5)) }
            rgba.append(UInt8(a * 255 + 0.5))
        }
        let coverage = DisplayImageMask.coverage(rgba: rgba)
        pictureMask = (mask, coverage)
        return coverage
    }

    /// Multiplies `maskPlane` over `box` by the alpha of `ramp` (spread over `rect`) at each
    /// pixel's centre, `toLocal` mapping pixels into the gradient's plane.
    private func multiplyMaskPlane(by ramp: DisplayGradient, over rect: CGRect, toLocal: ProjectiveTransform, box: _PixelBox) {
        _GradientSource.fill(&gradientTable, from: ramp, opacity: 1)
        let (startX, startY, endX, endY) = ramp.endpoints(over: rect)
        let last = Double(_GradientSource.tableSize - 1)
        gradientTable.withUnsafeBufferPointer { table in
            for y in box.y0..<box.y1 {
                let row = (y - box.y0) * box.width
                for x in box.x0..<box.x1 {
                    guard let local = toLocal.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else {
                        maskPlane[row + x - box.x0] = 0
                        continue
                    }
                    let t = DisplayGradient.position(ramp.kind, x: Double(local.x), y: Double(local.y),
                                                     startX: startX, startY: startY, endX: endX, endY: endY)
                    // Premultiplied with opacity 1: the table's w is the gradient's alpha.
                    maskPlane[row + x - box.x0] *= table[Int(t * last + 0.5)].w
                }
            }
        }
    }
}
