//  _ItemShape.swift — FlipbookRender
//  An item's own shape as the rasteriser tests it: a rounded rectangle, maybe with a hole. Status: complete.

/// An item's own shape: a rounded rectangle, optionally with a rounded-rectangle hole (a border).
struct _ItemShape {
    let outer: _RasterRoundedRect
    let hole: _RasterRoundedRect?

    /// Whether the local point is inside the shape (on the ring, for a border).
    @inline(always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard outer.contains(x, y) else { return false }
        return !holeContains(x, y)
    }

    /// Whether the local point is strictly inside the hole (false without one): the hole's own
    /// edge belongs to the ring.
    @inline(always)
    func holeContains(_ x: Double, _ y: Double) -> Bool {
        guard let hole else { return false }
        return x > hole.minX && x < hole.maxX && y > hole.minY && y < hole.maxY && hole.contains(x, y)
    }

    /// The thinnest local extent of the shape's convex parts: the outer rectangle's shorter side,
    /// or the hole's. (A ring is tested as the outer rectangle less the hole, each convex, so its
    /// own width does not matter.)
    var thinnestExtent: Double {
        let side = min(outer.width, outer.height)
        guard let hole else { return side }
        return min(side, min(hole.width, hole.height))
    }
}
