//  _ClipPlane.swift — FlipbookRender
//  One clip of an item as the rasteriser tests it: its pixel → local map and shape. Status: complete.

/// A clip shape prepared for one item: its pixel → local map and its rounded rectangle.
struct _ClipPlane {
    let toLocal: _PixelToLocal
    let shape: _RasterRoundedRect

    @inline(always)
    func contains(_ px: Double, _ py: Double) -> Bool {
        var x = 0.0, y = 0.0
        return toLocal.map(px, py, &x, &y) && shape.contains(x, y)
    }
}
