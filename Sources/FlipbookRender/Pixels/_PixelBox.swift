//  _PixelBox.swift — FlipbookRender
//  A half-open box of whole pixels: the rasteriser's bounds of what an item can touch. Status: complete.

import Foundation
import FlipbookGraphics

/// A half-open box of whole pixels, `x0 ..< x1` × `y0 ..< y1`.
struct _PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(x1 - x0, 0) }
    var height: Int { max(y1 - y0, 0) }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ o: _PixelBox) -> _PixelBox {
        if o.isEmpty { return self }
        if isEmpty { return o }
        return _PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The box grown by `n` pixels on every side (an empty box stays empty).
    func padded(by n: Int) -> _PixelBox {
        isEmpty ? self : _PixelBox(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }

    func intersection(_ o: _PixelBox) -> _PixelBox {
        _PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The whole pixels touched by `rect` (local) under `transform` (local → pixels), limited
    /// to `limit`. When a corner maps to or behind the eye the image is unbounded, so the
    /// whole `limit` is returned and the per-pixel test decides.
    @inline(always)
    static func covering(_ rect: CGRect, under transform: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        if transform.m13 == 0 && transform.m23 == 0 && transform.m33 == 1 {
            return coveringAffine(rect, under: transform, limit: limit)
        }
        return coveringProjective(rect, under: transform, limit: limit)
    }

    /// `covering` for an affine map (W = 1): the same corners without the divides.
    @inline(always)
    static func coveringAffine(_ rect: CGRect, under t: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        let x0 = Double(rect.minX), x1 = Double(rect.maxX), y0 = Double(rect.minY), y1 = Double(rect.maxY)
        // `apply` divides by W = 1, which changes nothing.
        let ax = x0 * t.m11 + y0 * t.m21 + t.m31, ay = x0 * t.m12 + y0 * t.m22 + t.m32
        let bx = x1 * t.m11 + y0 * t.m21 + t.m31, by = x1 * t.m12 + y0 * t.m22 + t.m32
        let cx = x0 * t.m11 + y1 * t.m21 + t.m31, cy = x0 * t.m12 + y1 * t.m22 + t.m32
        let dx = x1 * t.m11 + y1 * t.m21 + t.m31, dy = x1 * t.m12 + y1 * t.m22 + t.m32
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, cx.isFinite, cy.isFinite, dx.isFinite, dy.isFinite
        else { return limit }
        let minX = min(min(ax, bx), min(cx, dx)), maxX = max(max(ax, bx), max(cx, dx))
        let minY = min(min(ay, by), min(cy, dy)), maxY = max(max(ay, by), max(cy, dy))
        // Reject before any rounding: the common case for an item off the buffer.
        if maxX <= Double(limit.x0) || minX >= Double(limit.x1) || maxY <= Double(limit.y0) || minY >= Double(limit.y1) {
            return _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        return rounded(minX: minX, minY: minY, maxX: maxX, maxY: maxY, limit: limit)
    }

    /// The whole pixels holding the box `minX…maxX × minY…maxY`, within `limit`. Clamped before
    /// converting, so that huge coordinates cannot overflow Int.
    @inline(__always)
    private static func rounded(minX: Double, minY: Double, maxX: Double, maxY: Double, limit: _PixelBox) -> _PixelBox {
        let lo = Double(Int32.min), hi = Double(Int32.max)
        let box = _PixelBox(x0: Int(min(max(minX.rounded(.down), lo), hi)),
                            y0: Int(min(max(minY.rounded(.down), lo), hi)),
                            x1: Int(min(max(maxX.rounded(.up), lo), hi)),
                            y1: Int(min(max(maxY.rounded(.up), lo), hi)))
        return box.intersection(limit)
    }

    static func coveringProjective(_ rect: CGRect, under transform: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // Four corners by index (no array, so nothing is allocated per item).
        for corner in 0..<4 {
            let local = CGPoint(x: corner & 1 == 0 ? rect.minX : rect.maxX, y: corner < 2 ? rect.minY : rect.maxY)
            guard let p = transform.apply(local), p.x.isFinite, p.y.isFinite else { return limit }
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        return rounded(minX: minX, minY: minY, maxX: maxX, maxY: maxY, limit: limit)
    }
}
