//  CGLayer.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGLayer: drawing kept offscreen, drawn into a context later, scaled to a
//  rectangle. Status: complete.

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// An offscreen drawing destination to draw again and again, mirroring `CoreGraphics.CGLayer`.
///
/// Its context has Core Graphics' own space — origin at the bottom-left, y up, `size` across —
/// and records what is drawn; `CGContext.draw(_:in:)` maps that space onto a rectangle, as it
/// maps an image's. What is recorded is drawn at the resolution it is shown at.
public final class CGLayer: @unchecked Sendable {
    /// The layer's size, in the default user space units of the context it was made for.
    public let size: CGSize
    /// The context to draw the layer's content into.
    public let context: CGContext?

    /// A layer of `size` for drawing into `context`; nil when a side is not positive.
    // Flipbook: the auxiliary dictionary is ignored (Core Graphics reserves it).
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        self.size = size
        self.context = CGContext(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                                 baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height))
    }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of layers.
    public class var typeID: CFTypeID { 0x4347_4C79 }  // "CGLy"
}

extension CGContext {
    /// Draws `layer`'s content into `rect` (user space), its space's origin at the rectangle's
    /// least corner and scaled to fill it, as an image's would be; nothing outside the layer shows.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        let rect = rect.standardized
        guard let content = layer.context, rect.width > 0, rect.height > 0, isPaintable else { return }
        // The layer's pixels (y down) → its space (y up) → the rectangle → this context's pixels.
        let placement = CGAffineTransform(a: rect.width / layer.size.width, b: 0, c: 0, d: -rect.height / layer.size.height,
                                          tx: rect.minX, ty: rect.maxY)
        draw(picture: content.items, size: layer.size, toPixels: ProjectiveTransform(placement.concatenating(state.ctm)))
    }

    /// Draws `layer`'s content at its own size with its origin at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}

#endif
