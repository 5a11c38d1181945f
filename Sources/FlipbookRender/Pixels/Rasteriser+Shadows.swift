//  Rasteriser+Shadows.swift — FlipbookRender
//  Layer shadows: the shape's coverage, blurred by a Gaussian in pixel space (three boxes when
//  wide), composited in the shadow's colour. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// Below this standard deviation, in pixels, a shadow is drawn sharp (its blur is under a
    /// pixel's width either way).
    static let shadowSharpSigma = 0.25
    /// The widest reach, in pixels, blurred by the exact (pixel-integrated) Gaussian; beyond it,
    /// a shadow is blurred by three boxes of the same variance, within a per cent of it.
    static let shadowGaussianReach = 5

    /// Paints a shadow item: its shape (the item's rounded rectangle, or its path) covered as a
    /// path is, into a plane padded by three standard deviations, blurred there by a separable
    /// Gaussian, and composited in the shadow's colour under the item's clips.
    ///
    /// Core Animation blurs in the layer's plane; here the blur is in pixels, of the standard
    /// deviation the plane's greatest stretch gives it (the same for a layer that is only moved,
    /// scaled evenly or turned).
    func drawShadow(
        _ item: UnsafePointer<DisplayItem>, _ shadow: DisplayShadow, toPixels: ProjectiveTransform,
        pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        let pixel = LinearPixel(shadow.color, opacity: min(item.pointee.opacity, 1))
        guard pixel.w > 0 else { return }
        let shapeBounds = shadow.path?.controlPointBounds ?? CGRect(origin: .zero, size: item.pointee.size)
        guard !shapeBounds.isNull, shapeBounds.width.isFinite, shapeBounds.height.isFinite else { return }
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
        var reach = sigma >= Self.shadowSharpSigma ? Int((3 * sigma).rounded(.up)) : 0
        // A wide blur is three boxes (see `boxBlurRadii`), whose cost does not grow with it.
        let boxes = reach > Self.shadowGaussianReach ? Self.boxBlurRadii(sigma: sigma) : nil
        if let boxes { reach = max(reach, boxes.0 + boxes.1 + boxes.2) }
        let blurred = pathReachBox.padded(by: reach)
        guard let box = preparePathBox(item, reach: blurred.intersection(bufferBox), toPixels: toPixels,
                                       pointsToPixels: pointsToPixels) else { return }
        // The plane: the box grown by the blur's reach, so the shape beyond the box blurs into it.
        let plane = box.padded(by: reach).intersection(blurred)
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
        #if FLIPBOOK_TEST_HOOKS
        visitedPixelCount += box.width * box.height
        #endif
        paintedBox = paintedBox.union(box)
        itemBox = itemBox.union(box)
        let clipped = !clipPlanes.isEmpty
        shadowPlane.withUnsafeBufferPointer { planePixels in
            for y in box.y0..<box.y1 {
                let rowStart = y &* target.width
                let planeRow = planePixels.baseAddress! + (y - plane.y0) * plane.width - plane.x0
                for x in box.x0..<box.x1 {
                    var coverage = min(max(planeRow[x], 0), 1)
                    guard coverage > 1e-5 else { continue }
                    if clipped { coverage *= clipCoverage(x: x, y: y) }
                    let source = pixel * coverage
                    let destination = target.pixels + rowStart + x
                    destination.pointee = source + destination.pointee * (1 - source.w)
                    target.cover[rowStart + x] *= 1 - source.w
                }
            }
        }
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
