//  Rasteriser+Shadows.swift — FlipbookRender
//  Layer shadows: the shape's coverage, blurred by a Gaussian (three boxes when wide) in pixel
//  space, or in the layer's plane and kept there when it is seen in perspective, composited in
//  the shadow's colour. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Below this standard deviation, in pixels, a shadow is drawn sharp (its blur is under a
    /// pixel's width either way).
    static let shadowSharpSigma = 0.25
    /// The widest reach, in pixels, blurred by the exact (pixel-integrated) Gaussian; beyond it,
    /// a shadow is blurred by three boxes of the same variance, within a per cent of it.
    static let shadowGaussianReach = 5
    /// The widest blur drawn, in pixels (a standard deviation): a shadow or backdrop blurred more
    /// is blurred this much, which already spreads it over any screen. (An infinite shadow blur
    /// spreads the shadow to nothing, and draws none.)
    static let greatestBlurSigma = 1024.0

    /// Paints a shadow item: its shape (the item's rounded rectangle, or its path) covered as a
    /// path is, into a plane padded by three standard deviations, blurred there by a separable
    /// Gaussian, and composited in the shadow's colour under the item's clips.
    ///
    /// Core Animation blurs in the layer's plane. A layer seen in perspective is drawn so
    /// (`drawShadowInItsPlane`); any other is blurred in pixels, of the standard deviation the
    /// plane's greatest stretch gives it, which is the same for a layer that is only moved,
    /// scaled evenly or turned.
    func drawShadow(
        _ item: UnsafePointer<DisplayItem>, _ shadow: DisplayShadow, toPixels: ProjectiveTransform,
        pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        let pixel = PremultipliedPixel(shadow.color, opacity: min(item.pointee.opacity, 1))
        // An infinite blur (the user's shadowRadius) spreads the shadow's light over an endless
        // plane: nothing of it is left anywhere.
        guard pixel.w > 0, !shadow.blurSigma.isInfinite else { return }
        let shapeBounds = shadow.path?.controlPointBounds ?? CGRect(origin: .zero, size: item.pointee.size)
        guard !shapeBounds.isNull, shapeBounds.width.isFinite, shapeBounds.height.isFinite else { return }
        if toPixels.m13 != 0 || toPixels.m23 != 0 {
            drawShadowInItsPlane(item, shadow, pixel: pixel, shapeBounds: shapeBounds, toPixels: toPixels,
                                 pointsToPixels: pointsToPixels, bufferBox: bufferBox, target: target)
            return
        }
        let stretch = Self.greatestStretch(of: toPixels, at: CGPoint(x: shapeBounds.midX, y: shapeBounds.midY))
        guard stretch > 0, stretch.isFinite else { return }
        if let path = shadow.path {
            pathLines.flatten(path, tolerance: Self.pathTolerancePixels / stretch)
        } else {
            guard shapeBounds.width > 0, shapeBounds.height > 0 else { return }
            pathLines.setRoundedRect(shapeBounds, radius: Double(item.pointee.cornerRadius), tolerance: Self.pathTolerancePixels / stretch)
        }
        buildPathEdges(from: pathLines, toPixels: toPixels)
        guard pathEdgesAreFinite, !pathEdges.isEmpty else { return }

        // σ in pixels: the greatest stretch's share of a Frobenius norm is 1/√2 for an even map.
        let sigma = shadow.blurSigma * stretch / 2.0.squareRoot()
        let (reach, boxes) = Self.shadowReach(sigma: sigma)
        let blurred = pathReachBox.padded(by: reach)
        guard let box = preparePathBox(item, reach: blurred.intersection(bufferBox), toPixels: toPixels,
                                       pointsToPixels: pointsToPixels) else { return }
        // The plane: the box grown by the blur's reach, so the shape beyond the box blurs into it.
        let plane = box.padded(by: reach).intersection(blurred)
        fillShadowPlane(plane, sigma: sigma, reach: reach, boxes: boxes)
        notePainting(box)
        let clipped = !clipPlanes.isEmpty
        shadowPlane.withUnsafeBufferPointer { planePixels in
            for y in box.y0..<box.y1 {
                let planeRow = planePixels.baseAddress! + (y - plane.y0) * plane.width - plane.x0
                for x in box.x0..<box.x1 {
                    compositeShadow(pixel, coverage: planeRow[x], x: x, y: y, clipped: clipped, target: target)
                }
            }
        }
    }

    /// Puts the shadow's colour `pixel` over pixel `(x, y)` by `coverage` (clamped to 0…1),
    /// cut by the item's clips when `clipped`.
    @inline(__always)
    private func compositeShadow(_ pixel: PremultipliedPixel, coverage: Float, x: Int, y: Int, clipped: Bool, target: _RasterTarget) {
        var coverage = min(max(coverage, 0), 1)
        guard coverage > 1e-5 else { return }
        if clipped { coverage *= clipCoverage(x: x, y: y) }
        let source = pixel * coverage
        let index = y &* target.width &+ x
        let destination = target.pixels + index
        destination.pointee = source + destination.pointee * (1 - source.w)
        target.cover[index] *= 1 - source.w
    }

    /// Paints the shadow of an item seen in perspective as Core Animation does: its shape is
    /// covered and blurred in the item's own plane, at the device's pixels per point (so the blur
    /// is foreshortened with the layer, and a far edge's shadow is tighter than a near one's), and
    /// that plane is seen through the item's transform, each pixel reading it between its four
    /// nearest samples. The blurred plane depends only on the shape, the blur and the scale: it is
    /// kept (`planeShadows`) and a card turning over its shadow pays only for the reading.
    ///
    /// Flipbook: one bilinear read per pixel, which softens a blur narrower than a sample a little.
    private func drawShadowInItsPlane(
        _ item: UnsafePointer<DisplayItem>, _ shadow: DisplayShadow, pixel: PremultipliedPixel, shapeBounds: CGRect,
        toPixels: ProjectiveTransform, pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        // The device's pixels per point along its finer axis (the frame's map only scales and moves).
        let scale = max(abs(pointsToPixels.m11), abs(pointsToPixels.m22))
        guard scale > 0, scale.isFinite, let index = planeShadowIndex(item, shadow, shapeBounds: shapeBounds, scale: scale)
        else { return }
        let (origin, width, height) = (planeShadows[index].origin, planeShadows[index].width, planeShadows[index].height)
        let planeRect = CGRect(x: origin.x, y: origin.y, width: Double(width) / scale, height: Double(height) / scale)
        let reach = _PixelBox.covering(planeRect, under: toPixels, limit: bufferBox)
        guard let inverse = toPixels.inverted(),
              let box = preparePathBox(item, reach: reach, toPixels: toPixels, pointsToPixels: pointsToPixels) else { return }
        let toLocal = _PixelToLocal(inverse)
        notePainting(box)
        let clipped = !clipPlanes.isEmpty
        let (ox, oy) = (Double(origin.x), Double(origin.y))
        // The last sample a bilinear read may start from, each way (the plane's outer ring is 0).
        let (lastU, lastV) = (Double(width - 1), Double(height - 1))
        planeShadows[index].coverage.withUnsafeBufferPointer { samples in
            let plane = samples.baseAddress!
            for y in box.y0..<box.y1 {
                rowMap.fill(toLocal, x0: box.x0, count: box.width, y: y)
                let (xs, ys, inFront) = (rowMap.xs, rowMap.ys, rowMap.inFront)
                for x in box.x0..<box.x1 {
                    let k = x &- box.x0
                    guard inFront[k] else { continue }
                    // Sample (i, j) is centred ½ a sample in from the plane's corner.
                    let u = (xs[k] - ox) * scale - 0.5, v = (ys[k] - oy) * scale - 0.5
                    guard u >= 0, v >= 0, u < lastU, v < lastV else { continue }
                    let i = Int(u), j = Int(v)
                    let fu = Float(u - Double(i)), fv = Float(v - Double(j))
                    let p = plane + (j &* width &+ i)
                    let top = p[0] + (p[1] - p[0]) * fu
                    let bottom = p[width] + (p[width &+ 1] - p[width]) * fu
                    compositeShadow(pixel, coverage: top + (bottom - top) * fv, x: x, y: y, clipped: clipped, target: target)
                }
            }
        }
    }

    /// The kept plane for this shadow (see `drawShadowInItsPlane`), made now if none is kept;
    /// nil when the shape covers nothing or its plane would be too large to keep.
    private func planeShadowIndex(_ item: UnsafePointer<DisplayItem>, _ shadow: DisplayShadow, shapeBounds: CGRect,
                                  scale: Double) -> Int? {
        let size = item.pointee.size, cornerRadius = item.pointee.cornerRadius
        if let kept = planeShadows.firstIndex(where: {
            $0.path == shadow.path && $0.blurSigma == shadow.blurSigma && $0.scale == scale
                && (shadow.path != nil || ($0.size == size && $0.cornerRadius == cornerRadius))
        }) { return kept }

        let sigma = shadow.blurSigma * scale
        let (reach, boxes) = Self.shadowReach(sigma: sigma)
        // One sample more each side, all 0, so a read at the plane's edge fades to nothing.
        let pad = reach + 1
        let spanX = (Double(shapeBounds.width) * scale).rounded(.up), spanY = (Double(shapeBounds.height) * scale).rounded(.up)
        guard spanX >= 0, spanY >= 0, (spanX + Double(2 * pad)) * (spanY + Double(2 * pad)) <= Double(Self.planeShadowSampleLimit)
        else { return nil }
        let width = Int(spanX) + 2 * pad, height = Int(spanY) + 2 * pad
        let origin = CGPoint(x: Double(shapeBounds.minX) - Double(pad) / scale, y: Double(shapeBounds.minY) - Double(pad) / scale)
        let toPlane = ProjectiveTransform(translationX: -Double(origin.x), y: -Double(origin.y))
            .concatenating(ProjectiveTransform(scaleX: scale, y: scale))
        if let path = shadow.path {
            pathLines.flatten(path, tolerance: Self.pathTolerancePixels / scale)
        } else {
            guard size.width > 0, size.height > 0 else { return nil }
            pathLines.setRoundedRect(shapeBounds, radius: Double(cornerRadius), tolerance: Self.pathTolerancePixels / scale)
        }
        buildPathEdges(from: pathLines, toPixels: toPlane)
        guard pathEdgesAreFinite, !pathEdges.isEmpty else { return nil }
        fillShadowPlane(_PixelBox(x0: 0, y0: 0, x1: width, y1: height), sigma: sigma, reach: reach, boxes: boxes)
        shadowPlanesMade += 1

        let index: Int
        if planeShadows.count < Self.planeShadowLimit {
            index = planeShadows.count
            planeShadows.append(_PlaneShadow())
        } else {
            index = shadowPlanesMade % Self.planeShadowLimit
        }
        planeShadows[index].path = shadow.path
        planeShadows[index].size = size
        planeShadows[index].cornerRadius = cornerRadius
        planeShadows[index].blurSigma = shadow.blurSigma
        planeShadows[index].scale = scale
        planeShadows[index].origin = origin
        planeShadows[index].width = width
        planeShadows[index].height = height
        planeShadows[index].coverage.removeAll(keepingCapacity: true)
        planeShadows[index].coverage.append(contentsOf: shadowPlane)
        return index
    }

    /// How many shadow planes are kept at most (the oldest made goes first), and how many samples
    /// one may hold (a 2048 × 2048 plane; a larger shadow in perspective is not drawn).
    static let planeShadowLimit = 4
    static let planeShadowSampleLimit = 1 << 22

    /// Fills `shadowPlane` with the coverage of `pathEdges` over `plane` (pixels), blurred by
    /// `boxes` when given, else by the exact Gaussian of `sigma` cut at `reach` (none at 0).
    private func fillShadowPlane(_ plane: _PixelBox, sigma: Double, reach: Int, boxes: (Int, Int, Int)?) {
        shadowPlane.removeAll(keepingCapacity: true)
        shadowPlane.append(contentsOf: repeatElement(0, count: plane.width * plane.height))
        coverPath(box: plane, evenOdd: false) { y in
            let start = (y - plane.y0) * plane.width
            shadowPlane.withUnsafeMutableBufferPointer { planePixels in
                pathRowCoverage.withUnsafeBufferPointer { row in
                    (planePixels.baseAddress! + start).update(from: row.baseAddress!, count: plane.width)
                }
            }
        }
        if let boxes {
            shadowTemporary.removeAll(keepingCapacity: true)
            shadowTemporary.append(contentsOf: repeatElement(0, count: plane.width * (plane.height + 1)))
            shadowPlane.withUnsafeMutableBufferPointer { a in
                shadowTemporary.withUnsafeMutableBufferPointer { b in
                    Self.boxBlur(a.baseAddress!, scratch: b.baseAddress!, width: plane.width, height: plane.height, radii: boxes)
                }
            }
        } else if reach > 0 {
            blurShadowPlane(width: plane.width, height: plane.height, sigma: sigma, reach: reach)
        }
    }

    /// The blur's reach in pixels for a standard deviation of `sigma` pixels, and the three
    /// boxes that stand for the Gaussian when it reaches past `shadowGaussianReach`.
    private static func shadowReach(sigma: Double) -> (reach: Int, boxes: (Int, Int, Int)?) {
        // A huge radius blurs as the widest blur does (see `greatestBlurSigma`).
        let sigma = min(sigma, greatestBlurSigma)
        let reach = sigma >= shadowSharpSigma ? Int((3 * sigma).rounded(.up)) : 0
        // A wide blur is three boxes (see `boxBlurRadii`), whose cost does not grow with it.
        guard reach > shadowGaussianReach else { return (reach, nil) }
        let boxes = boxBlurRadii(sigma: sigma)
        return (max(reach, boxes.0 + boxes.1 + boxes.2), boxes)
    }

    /// Blurs `shadowPlane` (`width × height`) by a Gaussian of `sigma` pixels, cut at `reach`:
    /// across each row into `shadowTemporary`, then down each column back. Beyond the plane is 0.
    private func blurShadowPlane(width: Int, height: Int, sigma: Double, reach: Int) {
        // The kernel: a pixel's box integral of the Gaussian, for each offset, normalised.
        shadowKernel.removeAll(keepingCapacity: true)
        var total: Float = 0
        for k in -reach...reach {
            let a = (Double(k) - 0.5) / (sigma * 2.0.squareRoot()), b = (Double(k) + 0.5) / (sigma * 2.0.squareRoot())
            let w = Float((erf(b) - erf(a)) / 2)
            shadowKernel.append(w)
            total += w
        }
        for k in shadowKernel.indices { shadowKernel[k] /= total }
        shadowTemporary.removeAll(keepingCapacity: true)
        shadowTemporary.append(contentsOf: repeatElement(0, count: width * height))
        shadowKernel.withUnsafeBufferPointer { kernelBuffer in
            shadowPlane.withUnsafeMutableBufferPointer { planeBuffer in
                shadowTemporary.withUnsafeMutableBufferPointer { temporaryBuffer in
                    let kernel = kernelBuffer.baseAddress! + reach
                    let plane = planeBuffer.baseAddress!, temporary = temporaryBuffer.baseAddress!
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            var sum: Float = 0
                            for k in max(-reach, -x)...min(reach, width - 1 - x) { sum += kernel[k] * plane[row + x + k] }
                            temporary[row + x] = sum
                        }
                    }
                    for y in 0..<height {
                        for x in 0..<width {
                            var sum: Float = 0
                            for k in max(-reach, -y)...min(reach, height - 1 - y) { sum += kernel[k] * temporary[(y + k) * width + x] }
                            plane[y * width + x] = sum
                        }
                    }
                }
            }
        }
    }
}

/// A shadow's coverage in its item's plane, blurred there (see `drawShadowInItsPlane`), with
/// what it was made from.
struct _PlaneShadow {
    /// The shape: the shadow's path, or (without one) the item's size and corner radius.
    var path: PathData?
    var size = CGSize.zero
    var cornerRadius: CGFloat = 0
    /// The blur's standard deviation in points, and the samples per point.
    var blurSigma = 0.0
    var scale = 0.0
    /// The plane's top-left corner in the item's plane; `width × height` samples, `1 / scale`
    /// points apart, row-major.
    var origin = CGPoint.zero
    var width = 0, height = 0
    var coverage: [Float] = []
}
