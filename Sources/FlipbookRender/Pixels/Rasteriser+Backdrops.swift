//  Rasteriser+Backdrops.swift — FlipbookRender
//  Backdrops (a blur view's): what is painted beneath an item's rounded rectangle, blurred and
//  saturated, put back through the rectangle's coverage. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// From this standard deviation, in pixels, what lies under a backdrop is smeared past
    /// reading: its pixels count as the backdrop's for the text pass, which hides text under them.
    static let backdropHidesTextSigma = 1.0

    /// Paints a backdrop item: the pixels already painted around its rounded rectangle are
    /// copied into a plane (padded by three standard deviations, within the buffer), blurred there
    /// by three box blurs in each direction — a Gaussian to within a few per cent, at a cost that
    /// does not grow with the radius — saturated, and put back where the rectangle covers, cut
    /// by the item's clips, by its coverage times the item's opacity.
    ///
    /// The blur is in pixels, of the standard deviation the plane's greatest stretch gives it
    /// (as a shadow's). When the pixels beneath and the blur are as the last backdrop saw them,
    /// its result is used again (a blur view resting over a still screen costs one compare).
    func drawBackdrop(
        _ item: UnsafePointer<DisplayItem>, _ backdrop: DisplayBackdrop, toPixels: ProjectiveTransform,
        pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        let size = item.pointee.size
        let opacity = Float(min(item.pointee.opacity, 1))
        guard opacity > 0, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let bounds = CGRect(origin: .zero, size: size)
        let stretch = Self.greatestStretch(of: toPixels, at: CGPoint(x: bounds.midX, y: bounds.midY))
        guard stretch > 0, stretch.isFinite else { return }
        pathLines.setRoundedRect(bounds, radius: Double(item.pointee.cornerRadius), tolerance: Self.pathTolerancePixels / stretch)
        buildPathEdges(from: pathLines, toPixels: toPixels)
        guard pathEdgesAreFinite, !pathEdges.isEmpty,
              let box = preparePathBox(item, reach: pathReachBox.intersection(bufferBox), toPixels: toPixels,
                                       pointsToPixels: pointsToPixels) else { return }
        // σ in pixels: the greatest stretch's share of a Frobenius norm is 1/√2 for an even map.
        let sigma = max(backdrop.blurSigma, 0) * stretch / 2.0.squareRoot()
        let radii = Self.boxBlurRadii(sigma: sigma)
        let reach = radii.0 + radii.1 + radii.2
        let plane = box.padded(by: reach).intersection(bufferBox)
        prepareBackdropPlane(plane, radii: radii, target: target)
        notePainting(box)

        let saturation = Float(backdrop.saturation)
        let hidesText = sigma >= Self.backdropHidesTextSigma
        // Clips that are sharp rectangles holding the whole box cut nothing: not tested per pixel.
        let clipped = !clipPlanes.isEmpty && !item.pointee.clips.allSatisfy {
            $0.path == nil && $0.cornerRadius == 0
                && _AxisClip.rectangle($0.rect, under: $0.transform.concatenating(pointsToPixels), holds: box)
        }
        let blurred = backdropPlane.withUnsafeBufferPointer { $0.baseAddress! }  // kept storage, not resized below
        // One row: each pixel's coverage is `rowShare` times its column's in `columns` (the box's
        // width of them), through pointers: this loop is a full-screen blur view's every pixel.
        func composite(row y: Int, rowShare: Float, columns: UnsafePointer<Float>) {
            let rowStart = y &* target.width
            let planeRow = blurred + ((y - plane.y0) * plane.width - plane.x0)
            for x in box.x0..<box.x1 {
                var c = rowShare * columns[x - box.x0]
                guard c > 1e-6 else { continue }
                if clipped { c *= clipCoverage(x: x, y: y) }
                c *= opacity
                guard c > 1e-6 else { continue }
                let source = Self.saturated(planeRow[x], by: saturation)
                let destination = target.pixels + rowStart + x
                destination.pointee += (source - destination.pointee) * c
                if hidesText { target.cover[rowStart + x] *= 1 - c }
            }
        }
        // A sharp rectangle that only scales and moves — a blur view as it mostly is — covers each
        // pixel by its column's overlap times its row's; anything else is covered as a path.
        if item.pointee.cornerRadius == 0, _AxisClip.onlyScalesAndMoves(toPixels) {
            let ax = toPixels.m31, bx = toPixels.m31 + Double(size.width) * toPixels.m11
            let ay = toPixels.m32, by = toPixels.m32 + Double(size.height) * toPixels.m22
            let x0 = min(ax, bx), x1 = max(ax, bx), y0 = min(ay, by), y1 = max(ay, by)
            func overlap(_ p: Int, _ lo: Double, _ hi: Double) -> Float {
                Float(max(0, min(Double(p + 1), hi) - max(Double(p), lo)))
            }
            backdropColumns.removeAll(keepingCapacity: true)
            for x in box.x0..<box.x1 { backdropColumns.append(overlap(x, x0, x1)) }
            backdropColumns.withUnsafeBufferPointer { columns in
                for y in box.y0..<box.y1 { composite(row: y, rowShare: overlap(y, y0, y1), columns: columns.baseAddress!) }
            }
            return
        }
        // (1 × a coverage is that coverage exactly.)
        coverPath(box: box, evenOdd: false) { y in
            pathRowCoverage.withUnsafeBufferPointer { composite(row: y, rowShare: 1, columns: $0.baseAddress!) }
        }
    }

    /// The radii of three box blurs whose sum has the variance of a Gaussian of `sigma` (pixels),
    /// as near as odd widths allow: a box of width w has variance (w² − 1)/12, and the widths are
    /// the two odd ones about √(4σ² + 1), as many of the narrower as brings the variances' sum
    /// nearest σ². All 0 below `shadowSharpSigma`.
    static func boxBlurRadii(sigma: Double) -> (Int, Int, Int) {
        guard sigma >= shadowSharpSigma else { return (0, 0, 0) }
        let sigma = min(sigma, greatestBlurSigma)
        var narrow = Int((4 * sigma * sigma + 1).squareRoot().rounded(.down))
        if narrow % 2 == 0 { narrow -= 1 }
        let vl = Double(narrow * narrow - 1), vu = Double((narrow + 2) * (narrow + 2) - 1)
        // m narrow boxes and 3 − m wide ones: (m·vl + (3 − m)·vu) / 12 = σ².
        let m = min(max(Int(((3 * vu - 12 * sigma * sigma) / (vu - vl)).rounded()), 0), 3)
        func radius(_ i: Int) -> Int { (i < m ? narrow : narrow + 2) / 2 }
        return (radius(0), radius(1), radius(2))
    }

    /// Colour `p` (premultiplied) with its distance from its luminance (Rec. 709)
    /// scaled by `s`, kept within 0…alpha — Core Image's colour controls' saturation.
    @inline(__always)
    static func saturated(_ p: PremultipliedPixel, by s: Float) -> PremultipliedPixel {
        guard s != 1 else { return p }
        let luminance = 0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z
        @inline(__always) func channel(_ c: Float) -> Float { min(max(luminance + (c - luminance) * s, 0), p.w) }
        return PremultipliedPixel(channel(p.x), channel(p.y), channel(p.z), p.w)
    }

    /// Fills `backdropPlane` with `plane`'s pixels blurred by boxes of `radii`, beyond the plane
    /// the edge pixels repeated — or leaves it as it is when the last backdrop blurred the same
    /// pixels of the same plane by the same boxes.
    private func prepareBackdropPlane(_ plane: _PixelBox, radii: (Int, Int, Int), target: _RasterTarget) {
        let count = plane.width * plane.height
        let key = _BackdropKey(plane: plane, r0: radii.0, r1: radii.1, r2: radii.2)
        if backdropKey == key && backdropInput.count == count && sameAsInput(plane, target: target) { return }
        backdropKey = key
        backdropInput.removeAll(keepingCapacity: true)
        for y in plane.y0..<plane.y1 {
            let row = UnsafeBufferPointer(start: target.pixels + y &* target.width + plane.x0, count: plane.width)
            backdropInput.append(contentsOf: row)
        }
        guard radii.0 + radii.1 + radii.2 > 0 else {
            backdropPlane.removeAll(keepingCapacity: true)
            backdropPlane.append(contentsOf: backdropInput)
            return
        }
        // Every pixel of both is written before it is read: they are only sized.
        Self.resize(&backdropPlane, to: count)
        Self.resize(&backdropTemporary, to: count + plane.width)
        let w = plane.width, h = plane.height
        backdropInput.withUnsafeBufferPointer { input in
            backdropPlane.withUnsafeMutableBufferPointer { a in
                backdropTemporary.withUnsafeMutableBufferPointer { b in
                    Self.boxBlur(a.baseAddress!, scratch: b.baseAddress!, width: w, height: h, radii: radii,
                                 from: input.baseAddress!)
                }
            }
        }
    }

    /// `pixels` with `count` elements, kept as they are where it has them already.
    private static func resize(_ pixels: inout [PremultipliedPixel], to count: Int) {
        if pixels.count > count { pixels.removeLast(pixels.count - count) }
        if pixels.count < count { pixels.append(contentsOf: repeatElement(PremultipliedPixel(repeating: 0), count: count - pixels.count)) }
    }

    /// Whether the pixels of `plane` are those `backdropInput` holds.
    private func sameAsInput(_ plane: _PixelBox, target: _RasterTarget) -> Bool {
        backdropInput.withUnsafeBufferPointer { kept in
            for y in plane.y0..<plane.y1 {
                let row = target.pixels + y &* target.width + plane.x0
                let keptRow = kept.baseAddress! + (y - plane.y0) * plane.width
                if memcmp(row, keptRow, plane.width * MemoryLayout<PremultipliedPixel>.stride) != 0 { return false }
            }
            return true
        }
    }

    /// Blurs `plane` (`width × height`, row-major) in place by three boxes of `radii` along the
    /// rows and then the columns, beyond the plane the edge values repeated; `scratch` holds a
    /// plane and a row more (`(height + 1) × width`). The passes along the columns keep a running
    /// sum per column and move down the rows, so every loop reads and writes rows in order
    /// (nothing is transposed); each sum is the one a pass down that column alone would keep.
    /// Backdrops and wide shadows use it. With `source`, the plane's pixels are read from there
    /// (and `plane` is only written).
    static func boxBlur<T: _BoxBlurrable>(_ plane: UnsafeMutablePointer<T>, scratch: UnsafeMutablePointer<T>,
                                          width w: Int, height h: Int, radii: (Int, Int, Int),
                                          from source: UnsafePointer<T>? = nil) {
        let sums = scratch + w * h
        boxPassAlongRows(source ?? UnsafePointer(plane), into: scratch, width: w, height: h, radius: radii.0)
        boxPassAlongRows(scratch, into: plane, width: w, height: h, radius: radii.1)
        boxPassAlongRows(plane, into: scratch, width: w, height: h, radius: radii.2)
        boxPassDownColumns(scratch, into: plane, sums: sums, width: w, height: h, radius: radii.0)
        boxPassDownColumns(plane, into: scratch, sums: sums, width: w, height: h, radius: radii.1)
        boxPassDownColumns(scratch, into: plane, sums: sums, width: w, height: h, radius: radii.2)
    }

    /// One box blur of radius `r` along each row of `source` (`width × height`) into `target`, the
    /// edge values repeated beyond the row, by a running sum. Four rows are summed side by side,
    /// so their four running sums do not wait on one another.
    private static func boxPassAlongRows<T: _BoxBlurrable>(_ source: UnsafePointer<T>, into target: UnsafeMutablePointer<T>,
                                                          width: Int, height: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var y = 0
        while y + 4 <= height {
            let a = source + y * width, b = a + width, c = b + width, d = c + width
            let out = target + y * width
            var sa = T.zero, sb = T.zero, sc = T.zero, sd = T.zero
            for k in -r...r {
                let i = min(max(k, 0), width - 1)
                sa = sa + a[i]; sb = sb + b[i]; sc = sc + c[i]; sd = sd + d[i]
            }
            for x in 0..<width {
                out[x] = sa.scaled(by: scale)
                out[x + width] = sb.scaled(by: scale)
                out[x + 2 * width] = sc.scaled(by: scale)
                out[x + 3 * width] = sd.scaled(by: scale)
                let enter = min(x + r + 1, width - 1), leave = max(x - r, 0)
                sa = sa + (a[enter] - a[leave]); sb = sb + (b[enter] - b[leave])
                sc = sc + (c[enter] - c[leave]); sd = sd + (d[enter] - d[leave])
            }
            y += 4
        }
        while y < height {
            let row = source + y * width, out = target + y * width
            var sum = T.zero
            for k in -r...r { sum = sum + row[min(max(k, 0), width - 1)] }
            for x in 0..<width {
                out[x] = sum.scaled(by: scale)
                sum = sum + (row[min(x + r + 1, width - 1)] - row[max(x - r, 0)])
            }
            y += 1
        }
    }

    /// One box blur of radius `r` down each column of `source` (`width × height`) into `target`,
    /// the edge rows repeated beyond the plane: `sums` (a row) holds every column's running sum,
    /// and each step adds the row entering the box and takes away the one leaving it.
    private static func boxPassDownColumns<T: _BoxBlurrable>(_ source: UnsafeMutablePointer<T>, into target: UnsafeMutablePointer<T>,
                                                            sums: UnsafeMutablePointer<T>, width: Int, height: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        sums.update(repeating: .zero, count: width)
        for k in -r...r {
            let row = source + min(max(k, 0), height - 1) * width
            for x in 0..<width { sums[x] = sums[x] + row[x] }
        }
        for y in 0..<height {
            let out = target + y * width
            for x in 0..<width { out[x] = sums[x].scaled(by: scale) }
            let enter = source + min(y + r + 1, height - 1) * width, leave = source + max(y - r, 0) * width
            for x in 0..<width { sums[x] = sums[x] + (enter[x] - leave[x]) }
        }
    }
}

/// What a box blur sums: a pixel or a coverage.
protocol _BoxBlurrable {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    func scaled(by s: Float) -> Self
}

extension Float: _BoxBlurrable {
    @inline(__always) func scaled(by s: Float) -> Float { self * s }
}

extension SIMD4: _BoxBlurrable where Scalar == Float {
    @inline(__always) func scaled(by s: Float) -> SIMD4<Float> { self * s }
}

/// What the kept backdrop result was made from: the plane and the boxes' radii.
struct _BackdropKey: Equatable {
    var plane: _PixelBox
    var r0, r1, r2: Int
}
