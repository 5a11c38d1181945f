//  CALayer+Drawing.swift — FlipbookCore
//  Mirrors CALayer's drawing: setNeedsDisplay, display, draw(in:), render(in:). Status: complete.

import Foundation
import FlipbookGraphics

extension CALayer {
    /// The base implementation of `setNeedsDisplay`, which the class body declares overridable.
    final func _baseSetNeedsDisplay() { _needsDisplay = true }

    /// The base implementation of `setNeedsDisplay`, which the class body declares overridable.
    final func _baseSetNeedsDisplay(_ rect: CGRect) { _needsDisplay = true }

    /// The base implementation of `needsDisplay`, which the class body declares overridable.
    final func _baseNeedsDisplay() -> Bool { _needsDisplay }

    /// The base implementation of `displayIfNeeded`, which the class body declares overridable.
    final func _baseDisplayIfNeeded() {
        guard _needsDisplay else { return }
        _needsDisplay = false
        display()
    }

    /// What `display()` does without a delegate that draws: `draw(in:)` into a new context, its
    /// picture becoming `contents` (Flipbook addition: the default of `CALayerDelegate.display(_:)`).
    public func drawContents() {
        let bounds = self.bounds
        let scale = max(contentsScale, 1e-3)
        // An infinite size was reported when it was set (`acceptsBounds(_:)`); nothing of it is drawn.
        guard bounds.width.isFinite, bounds.height.isFinite else {
            _needsDisplay = true
            return
        }
        let pixelWidth = (Double(bounds.width) * Double(scale)).rounded(.up)
        let pixelHeight = (Double(bounds.height) * Double(scale)).rounded(.up)
        guard pixelWidth <= Self.largestBackingStoreSide, pixelHeight <= Self.largestBackingStoreSide else {
            // Expected: Core Animation's log, "-[<CALayer: 0x…> display]: Ignoring bogus layer size (382.000000,
            // 16777215.000000), contentsScale 2.000000, backing store size (764.000000, 33554430.000000)".
            // A NaN or infinite contentsScale lands here too.
            let numbers = [bounds.width, bounds.height, scale, bounds.width * scale, bounds.height * scale]
                .map { String(format: "%f", Double($0)) }
            reportMisuse("-[<\(type(of: self))> display]: Ignoring bogus layer size (\(numbers[0]), \(numbers[1])), "
                + "contentsScale \(numbers[2]), backing store size (\(numbers[3]), \(numbers[4])); the layer draws nothing.",
                once: true)
            _needsDisplay = true
            return
        }
        // An empty layer is drawn once it has a size.
        let width = Int(saturating: pixelWidth), height = Int(saturating: pixelHeight)
        guard width > 0, height > 0 else {
            _needsDisplay = true
            return
        }
        let context = CGContext(width: width, height: height,
                                baseTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
                                    .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
        delegate?.layerWillDraw(self)
        draw(in: context)
        if !context.items.isEmpty || _contentsAreDrawn {
            contents = context.items.isEmpty ? nil : context.makeImage()
            _contentsAreDrawn = !context.items.isEmpty
        }
    }

    /// The base implementation of `render`, which the class body declares overridable.
    final func _baseRender(in ctx: CGContext) {
        ctx.draw(picture: displayItemsInOwnSpace(atLayerTime: 0, model: true), transform: .identity)
    }

    /// The widest or tallest backing store drawn, in pixels: past it Core Animation ignores the
    /// layer's size as bogus (its log shows a side of 33 554 430 refused), and so does Flipbook.
    static let largestBackingStoreSide = Double(1 << 24)

    /// A contents image's placement: where an image of `pixelSize` lands in the layer's item
    /// plane of `size` by `contentsGravity`, its points being pixels over `contentsScale`.
    func contentsPlacement(forPixelSize pixelSize: CGSize, in size: CGSize) -> CGRect {
        let scale = max(contentsScale, 1e-3)
        return contentsGravity.contentMode.rect(forImageOfSize: CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale),
                                                in: CGRect(origin: .zero, size: size))
    }

    /// The whole of an image in unit coordinates: `contentsRect`'s default.
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The part of `contents` that `contentsRect` selects, as an image (nil when it selects
    /// nothing); the last one made is kept while the contents and the rectangle stay, and found
    /// before the contents are cast (the display list asks for every piece of a shatter in every frame).
    func croppedContents() -> CGImage? {
        if let kept = _croppedContents, kept.rect == contentsRect { return kept.image }
        let source: CGImage
        if let image = _contents as? CGImage { source = image }
        else if let image = _contents as? Image { source = CGImage(image) }
        else { return nil }
        let w = CGFloat(source.width), h = CGFloat(source.height)
        let cut = source.cropping(to: CGRect(x: contentsRect.minX * w, y: contentsRect.minY * h,
                                             width: contentsRect.width * w, height: contentsRect.height * h))
        _croppedContents = (contentsRect, cut)
        return cut
    }
}
