//  Rasteriser+StraightEdges.swift — FlipbookRender
//  Flipbook's exact area for pixels of turned and perspective items crossed by straight edges.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// A half-plane of pixel space, `a·x + b·y + c ≥ 0`, and what the area of a pixel inside it needs.
///
/// A projective map takes lines to lines, so each side of an item's rectangle (and of each clip)
/// is such a half-plane in pixel space, turned or in perspective alike: `lx ≥ k` is
/// `X − k·W ≥ 0` where `lx = X / W`, which holds as the local test does wherever `W > 0`. So is
/// the part of the plane in front of the eye, `W > minimumW`.
struct _PixelLine {
    let a: Double, b: Double, c: Double
    /// The least and the most the line's value grows from a pixel's top-left corner over the pixel.
    let lowest: Double, highest: Double
    /// `|a|` and `|b|`, the smaller first.
    let p: Double, q: Double

    init(a: Double, b: Double, c: Double) {
        self.a = a; self.b = b; self.c = c
        lowest = min(a, 0) + min(b, 0)
        highest = max(a, 0) + max(b, 0)
        q = max(abs(a), abs(b))
        // A line within 10⁻¹² of an axis is taken as on it (the area moves by less than 10⁻¹²).
        p = min(abs(a), abs(b)) > 1e-12 * q ? min(abs(a), abs(b)) : 0
    }

    /// `coordinate ≥ k` (`sign` 1) or `coordinate ≤ k` (`sign` −1) of the local plane, where the
    /// coordinate is `(x·n1 + y·n2 + n3) / (x·w1 + y·w2 + w3)` at pixel `(x, y)`.
    init(_ n1: Double, _ n2: Double, _ n3: Double, over w1: Double, _ w2: Double, _ w3: Double, atLeast k: Double, sign: Double) {
        self.init(a: sign * (n1 - k * w1), b: sign * (n2 - k * w2), c: sign * (n3 - k * w3))
    }

    /// The line's value at pixel `(x, y)`'s top-left corner.
    @inline(always)
    func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

    /// The area of the unit pixel on the line's inside, from the line's largest value over the
    /// pixel, `t` (between 0 and `p + q`, exclusive: the line crosses the pixel). Measured from
    /// the corner where the value is largest, `u` and `v` along the axes (`p` and `q` in either
    /// order), the value there is `t − p·u − q·v`, so the inside is `p·u + q·v ≤ t`: as `t`
    /// grows, a triangle, then a trapezoid, then all but a triangle.
    @inline(always)
    func area(largest t: Double) -> Double {
        if t <= p { return t * t / (2 * p * q) }
        if t <= q { return (t - 0.5 * p) / q }
        let s = p + q - t
        return s > 0 ? 1 - s * s / (2 * p * q) : 1
    }
}

/// The half-planes that cross one pixel (indices into an item's lines), and the area of the
/// pixel inside all of them.
///
/// Of two parallel lines facing the same way only the tighter is kept (an item's side and its
/// clip's often lie on one line); lines within 10⁻⁹ radians of parallel count as parallel:
/// across a pixel they part by less than 10⁻⁹ of it.
struct _PixelCut {
    /// At most this many lines cut one pixel here; a pixel crossed by more is sampled.
    static let capacity = 8
    var lines = SIMD8<Int32>()
    /// Each line's largest value over the pixel (see `_PixelLine.area`).
    var largest = SIMD8<Double>()
    var count = 0

    /// Adds line `k` of `all`, whose largest value over the pixel is `t`; false when there is no room.
    @inline(always)
    mutating func add(_ k: Int, largest t: Double, of all: UnsafeBufferPointer<_PixelLine>) -> Bool {
        let line = all[k]
        for j in 0..<count {
            let other = all[Int(lines[j])]
            guard abs(other.a * line.b - other.b * line.a) <= 1e-9 * (other.p + other.q) * (line.p + line.q),
                  other.a * line.a + other.b * line.b > 0 else { continue }
            // The same normal, scaled: the smaller largest value per unit of it is the tighter line.
            if t * (other.p + other.q) < largest[j] * (line.p + line.q) {
                lines[j] = Int32(k)
                largest[j] = t
            }
            return true
        }
        guard count < Self.capacity else { return false }
        lines[count] = Int32(k)
        largest[count] = t
        count += 1
        return true
    }

    /// The area of pixel `(x, y)` inside every line added, of `all` (1 with none). One line's is
    /// closed-form (`_PixelLine.area`), and so is a strip's between two parallel lines (the two
    /// areas less the whole). Others cut the square one line at a time (each cut adds at most
    /// one vertex to a convex polygon, so 4 + `capacity` vertices suffice) and take the
    /// polygon's area by the shoelace formula, in the pixel's own coordinates (0…1).
    @inline(always)
    func area(_ x: Double, _ y: Double, of all: UnsafeBufferPointer<_PixelLine>) -> Double {
        if count == 0 { return 1 }
        let first = all[Int(lines[0])]
        if count == 1 { return first.area(largest: largest[0]) }
        if count == 2 {
            let second = all[Int(lines[1])]
            if abs(first.a * second.b - first.b * second.a) <= 1e-9 * (first.p + first.q) * (second.p + second.q) {
                return max(first.area(largest: largest[0]) + second.area(largest: largest[1]) - 1, 0)
            }
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * (4 + Self.capacity)) { buffer in
            polygonArea(x, y, of: all, scratch: buffer.baseAddress!)
        }
    }

    /// The area of the pixel square cut by every line, by Sutherland–Hodgman clipping; `scratch`
    /// holds two polygons' u and v coordinates, `4 + capacity` each.
    func polygonArea(_ x: Double, _ y: Double, of all: UnsafeBufferPointer<_PixelLine>,
                     scratch: UnsafeMutablePointer<Double>) -> Double {
        let room = 4 + Self.capacity
        var us = scratch, vs = scratch + room, cutUs = scratch + 2 * room, cutVs = scratch + 3 * room
        us[0] = 0; us[1] = 1; us[2] = 1; us[3] = 0
        vs[0] = 0; vs[1] = 0; vs[2] = 1; vs[3] = 1
        var n = 4
        for j in 0..<count {
            let line = all[Int(lines[j])]
            let base = line.value(x, y)
            var m = 0
            var pu = us[n - 1], pv = vs[n - 1]
            var pValue = base + line.a * pu + line.b * pv
            for i in 0..<n {
                let u = us[i], v = vs[i]
                let value = base + line.a * u + line.b * v
                if (value >= 0) != (pValue >= 0) {
                    // The side crosses the line: its crossing point is a vertex of the cut.
                    let t = pValue / (pValue - value)
                    cutUs[m] = pu + t * (u - pu); cutVs[m] = pv + t * (v - pv)
                    m += 1
                }
                if value >= 0 {
                    cutUs[m] = u; cutVs[m] = v
                    m += 1
                }
                pu = u; pv = v; pValue = value
            }
            guard m > 0 else { return 0 }
            swap(&us, &cutUs); swap(&vs, &cutVs)
            n = m
        }
        var twice = 0.0
        for i in 0..<n {
            let k = i + 1 == n ? 0 : i + 1
            twice += us[i] * vs[k] - us[k] * vs[i]
        }
        return min(abs(twice) / 2, 1)
    }
}

/// One item's straight edges in pixel space, for the exact area of pixels that only straight
/// edges cross (see `coverage`): all edge pixels of a turned or flipped rectangle but those
/// that reach into a rounded corner.
///
/// `lines` holds, in order: the half-planes every point must be in (the outer rectangle's four
/// sides, each clip's four and, in perspective, each plane's `W > minimumW`; `required`), then
/// per rounded rectangle among the outer one and the clips the four lines that bound its
/// straight parts (`bands`: `y ≥ minY + r`, `y ≤ maxY − r`, `x ≥ minX + r`, `x ≤ maxX − r`),
/// then a hole's four sides, then its four band lines when it is rounded. `cornerBoxes` holds
/// per rounded rectangle, in the same order, its four corner squares' boxes in pixel space.
struct _StraightEdges {
    let lines: UnsafeBufferPointer<_PixelLine>
    let cornerBoxes: UnsafeBufferPointer<SIMD4<Double>>
    let required: Int, bands: Int
    let hasHole: Bool, holeIsRounded: Bool

    /// The lines and boxes `appendLines` wrote for `shape` (the counts it returned).
    init(lines: UnsafeBufferPointer<_PixelLine>, cornerBoxes: UnsafeBufferPointer<SIMD4<Double>>,
         counts: (required: Int, bands: Int), shape: _ItemShape) {
        self.lines = lines
        self.cornerBoxes = cornerBoxes
        required = counts.required
        bands = counts.bands
        hasHole = shape.hole != nil
        holeIsRounded = (shape.hole?.radius ?? 0) > 0
    }

    /// No lines: every pixel is sampled.
    init() {
        lines = UnsafeBufferPointer(start: nil, count: 0)
        cornerBoxes = UnsafeBufferPointer(start: nil, count: 0)
        required = 0; bands = 0; hasHole = false; holeIsRounded = false
    }

    /// Writes the lines and corner boxes of `shape` under `inverse` (`toPixels` the other way),
    /// and of each clip (`clipsToPixels` their maps the other way), into `lines` and `boxes`;
    /// returns the counts `init` needs, or nil when a line is not finite (a map too close to
    /// singular): then every pixel is sampled.
    static func appendLines(of shape: _ItemShape, inverse: _PixelToLocal, toPixels: ProjectiveTransform,
                            clips: UnsafeBufferPointer<_ClipPlane>, clipsToPixels: [ProjectiveTransform],
                            to lines: inout [_PixelLine], boxes: inout [SIMD4<Double>]) -> (required: Int, bands: Int)? {
        lines.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        appendSides(of: shape.outer, under: inverse, to: &lines)
        for clip in clips { appendSides(of: clip.shape, under: clip.toLocal, to: &lines) }
        let required = lines.count
        var bands = 0
        if shape.outer.radius > 0 {
            appendBands(of: shape.outer, under: inverse, toPixels: toPixels, to: &lines, boxes: &boxes)
            bands += 1
        }
        for (clip, clipToPixels) in zip(clips, clipsToPixels) where clip.shape.radius > 0 {
            appendBands(of: clip.shape, under: clip.toLocal, toPixels: clipToPixels, to: &lines, boxes: &boxes)
            bands += 1
        }
        if let hole = shape.hole {
            appendSides(of: hole, under: inverse, to: &lines, includingFront: false)
            if hole.radius > 0 { appendBands(of: hole, under: inverse, toPixels: toPixels, to: &lines, boxes: &boxes) }
        }
        for line in lines where !(line.a.isFinite && line.b.isFinite && line.c.isFinite) { return nil }
        return (required, bands)
    }

    /// The four sides of `rect` and, for a perspective map, the front of the eye.
    private static func appendSides(of rect: _RasterRoundedRect, under m: _PixelToLocal, to lines: inout [_PixelLine],
                                    includingFront: Bool = true) {
        if includingFront && !m.isAffine {
            lines.append(_PixelLine(a: m.m13, b: m.m23, c: m.m33 - ProjectiveTransform.minimumW))
        }
        appendBounds(x: (rect.minX, rect.maxX), y: (rect.minY, rect.maxY), under: m, to: &lines)
    }

    /// The lines that bound `rect`'s straight parts (inside both y ones, or both x ones, a point
    /// is in no corner square), and the pixel-space boxes of its corner squares: corner `c` spans
    /// the low x end for even `c`, the low y end for `c < 2`. A box is unbounded when a corner of
    /// its square maps to or behind the eye.
    private static func appendBands(of rect: _RasterRoundedRect, under m: _PixelToLocal, toPixels: ProjectiveTransform,
                                    to lines: inout [_PixelLine], boxes: inout [SIMD4<Double>]) {
        let r = rect.radius
        appendBounds(x: (rect.minX + r, rect.maxX - r), y: (rect.minY + r, rect.maxY - r), under: m, to: &lines)
        let t = toPixels
        let isAffine = t.m13 == 0 && t.m23 == 0 && t.m33 == 1
        // Under an affine map a square's image is a parallelogram: its box is its first corner's
        // image plus the edges' extents.
        let low = SIMD2(min(t.m11, 0) + min(t.m21, 0), min(t.m12, 0) + min(t.m22, 0)) * r
        let high = SIMD2(max(t.m11, 0) + max(t.m21, 0), max(t.m12, 0) + max(t.m22, 0)) * r
        for c in 0..<4 {
            let x0 = c & 1 == 0 ? rect.minX : rect.maxX - r, y0 = c < 2 ? rect.minY : rect.maxY - r
            if isAffine {
                let origin = SIMD2(x0 * t.m11 + y0 * t.m21 + t.m31, x0 * t.m12 + y0 * t.m22 + t.m32)
                let lo = origin + low, hi = origin + high
                boxes.append(SIMD4(lo.x, lo.y, hi.x, hi.y))
                continue
            }
            var box = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
            for k in 0..<4 {
                guard let p = toPixels.apply(CGPoint(x: x0 + (k & 1 == 0 ? 0 : r), y: y0 + (k < 2 ? 0 : r))),
                      p.x.isFinite, p.y.isFinite else {
                    box = SIMD4(-.infinity, -.infinity, .infinity, .infinity)
                    break
                }
                box = SIMD4(min(box[0], Double(p.x)), min(box[1], Double(p.y)), max(box[2], Double(p.x)), max(box[3], Double(p.y)))
            }
            boxes.append(box)
        }
    }

    /// `y ≥ y.0`, `y ≤ y.1`, `x ≥ x.0`, `x ≤ x.1` in the local plane of `m`.
    private static func appendBounds(x: (Double, Double), y: (Double, Double), under m: _PixelToLocal,
                                     to lines: inout [_PixelLine]) {
        lines.append(_PixelLine(m.m12, m.m22, m.m32, over: m.m13, m.m23, m.m33, atLeast: y.0, sign: 1))
        lines.append(_PixelLine(m.m12, m.m22, m.m32, over: m.m13, m.m23, m.m33, atLeast: y.1, sign: -1))
        lines.append(_PixelLine(m.m11, m.m21, m.m31, over: m.m13, m.m23, m.m33, atLeast: x.0, sign: 1))
        lines.append(_PixelLine(m.m11, m.m21, m.m31, over: m.m13, m.m23, m.m33, atLeast: x.1, sign: -1))
    }

    /// Whether every point of pixel `(x, y)` lies inside the line.
    @inline(always)
    static func holds(_ line: _PixelLine, _ x: Double, _ y: Double) -> Bool {
        line.value(x, y) + line.lowest >= 0
    }

    /// Whether pixel `(x, y)` meets no corner square of the rounded rectangle whose band lines
    /// start at `first` and corner boxes at `box`. A pixel and a square (each convex) are apart
    /// when a side of one has the other wholly beyond it: for the square's sides, the pixel
    /// inside a band line (or outside a side, which `coverage` has ruled out); for the pixel's,
    /// the square's box clear of the pixel.
    @inline(always)
    func avoidsCorners(_ first: Int, box: Int, _ x: Double, _ y: Double) -> Bool {
        let yLow = Self.holds(lines[first], x, y), yHigh = Self.holds(lines[first + 1], x, y)
        let xLow = Self.holds(lines[first + 2], x, y), xHigh = Self.holds(lines[first + 3], x, y)
        if (yLow && yHigh) || (xLow && xHigh) { return true }
        @inline(always) func clear(_ c: Int) -> Bool {
            let b = cornerBoxes[box + c]
            return b[2] <= x || b[0] >= x + 1 || b[3] <= y || b[1] >= y + 1
        }
        return (xLow || yLow || clear(0)) && (xHigh || yLow || clear(1))
            && (xLow || yHigh || clear(2)) && (xHigh || yHigh || clear(3))
    }

    /// Adds the lines of `range` that cross pixel `(x, y)` to `cut`: false when one leaves the
    /// pixel wholly outside (`outside` set) or there is no room.
    @inline(always)
    func add(_ range: Range<Int>, _ x: Double, _ y: Double, to cut: inout _PixelCut, outside: inout Bool) -> Bool {
        for k in range {
            let line = lines[k]
            let v = line.value(x, y)
            if v + line.lowest >= 0 { continue }
            let t = v + line.highest
            if t <= 0 { outside = true; return false }
            if !cut.add(k, largest: t, of: lines) { return false }
        }
        return true
    }

    /// The exact fraction of pixel `(x, y)` on the item, when it reaches into no rounded corner
    /// square (and at most `_PixelCut.capacity` lines cross it); nil otherwise (the caller
    /// samples it).
    ///
    /// A ring is its outer part less the hole: the area in the required half-planes, less the
    /// area in those and the hole's together.
    @inline(always)
    func coverage(x: Int, y: Int) -> Float? {
        let fx = Double(x), fy = Double(y)
        // Corners first: near rounded ones (most edge pixels of a small item) nothing else is needed.
        var k = required
        for band in 0..<bands {
            guard avoidsCorners(k, box: 4 * band, fx, fy) else { return nil }
            k += 4
        }
        var cut = _PixelCut(), outside = false
        guard add(0..<required, fx, fy, to: &cut, outside: &outside) else { return outside ? 0 : nil }
        let area = cut.area(fx, fy, of: lines)
        guard hasHole, area > 0 else { return Float(area) }
        outside = false
        guard add(k..<(k + 4), fx, fy, to: &cut, outside: &outside) else { return outside ? Float(area) : nil }
        if holeIsRounded && !avoidsCorners(k + 4, box: 4 * bands, fx, fy) { return nil }
        return Float(max(area - cut.area(fx, fy, of: lines), 0))
    }
}
