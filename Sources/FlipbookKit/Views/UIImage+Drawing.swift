//  UIImage+Drawing.swift — FlipbookKit
//  Mirrors UIKit.UIImage's drawing: draw(at:)/draw(in:) into the current context, turned by the image's
//  orientation, tinted by its tint colour, a resizable image nine-sliced; drawAsPattern(in:). Status: complete.

import Foundation

extension UIImage {
    /// How an image's pixels are turned to show them (mirrors `UIImage.Orientation`).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Draws the image into `rect` of the current context: upright as its orientation says, a
    /// resizable image with its caps kept and its middle tiled or stretched.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image with its top-left corner at `point`, at its size in points.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        render(in: context, rect: rect, tint: attributes.tintColor)
        context.restoreGState()
    }

    /// Fills `rect` with the image repeated, at its size, from `rect`'s top-left corner.
    public func drawAsPattern(in rect: CGRect) {
        let rect = rect.standardized
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil, size.width > 0, size.height > 0,
              rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                render(in: context, rect: CGRect(origin: CGPoint(x: x, y: y), size: size), tint: attributes.tintColor)
                x += size.width
            }
            y += size.height
        }
        context.restoreGState()
    }

    // MARK: - Flipbook's rendering for views

    /// What a layer shows for this image at `size` points: its own `cgImage` when that is what it
    /// shows; else a picture of it drawn turned, tinted (`tint`, or its own tint colour) or nine-sliced.
    package func contents(size: CGSize, tint: UIColor?) -> CGImage? {
        let tint = attributes.tintColor ?? tint
        guard imageOrientation != .up || attributes.isResizable || tint != nil else { return cgImage }
        let target = attributes.isResizable ? size : self.size
        let width = Int((target.width * scale).rounded(.up)), height = Int((target.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let context = CGContext(width: width, height: height, baseTransform: CGAffineTransform(scaleX: scale, y: scale))
        render(in: context, rect: CGRect(origin: .zero, size: target), tint: tint)
        return context.makeImage()
    }

    /// Draws the image into `rect` of `context` (user space), as `draw(in:)` does.
    func render(in context: CGContext, rect: CGRect, tint: UIColor?) {
        guard var source = cgImage else { return }
        if let tint { source = source.tinted(tint.color) }
        if attributes.isResizable {
            drawNineSlice(source, in: context, rect: rect.standardized)
            return
        }
        let rect = rect.standardized
        let raw = imageOrientation.swapsWidthAndHeight ? CGSize(width: rect.height, height: rect.width) : rect.size
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.concatenate(imageOrientation.transform(forDrawnSize: raw))
        context.draw(source, in: CGRect(origin: .zero, size: raw), flipped: false)
        context.restoreGState()
    }

    /// A resizable image in `rect`: the caps (`capInsets`, points) at their size, the edges
    /// between them and the middle tiled or stretched (UIKit docs, `resizableImage(withCapInsets:)`).
    /// Caps larger than `rect` shrink in proportion.
    private func drawNineSlice(_ source: CGImage, in context: CGContext, rect: CGRect) {
        let imageSize = CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
        let insets = attributes.capInsets
        func spans(_ low: CGFloat, _ high: CGFloat, image: CGFloat, target: CGFloat) -> [(source: ClosedRange<CGFloat>, target: ClosedRange<CGFloat>)] {
            let low = min(max(low, 0), image), high = min(max(high, 0), image - low)
            let shrink = low + high > target ? target / (low + high) : 1
            let l = low * shrink, h = high * shrink
            return [(0...low, 0...l), (low...(image - high), l...(target - h)), ((image - high)...image, (target - h)...target)]
        }
        let columns = spans(insets.left, insets.right, image: imageSize.width, target: rect.width)
        let rows = spans(insets.top, insets.bottom, image: imageSize.height, target: rect.height)
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let from = CGRect(x: column.source.lowerBound * scale, y: row.source.lowerBound * scale,
                                  width: (column.source.upperBound - column.source.lowerBound) * scale,
                                  height: (row.source.upperBound - row.source.lowerBound) * scale)
                let to = CGRect(x: rect.minX + column.target.lowerBound, y: rect.minY + row.target.lowerBound,
                                width: column.target.upperBound - column.target.lowerBound,
                                height: row.target.upperBound - row.target.lowerBound)
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0,
                      let piece = source.cropping(to: from) else { continue }
                // The corners keep their size; edges and the middle repeat (tile) or stretch.
                let tilesX = columnIndex == 1 && attributes.resizingMode == .tile
                let tilesY = rowIndex == 1 && attributes.resizingMode == .tile
                drawPiece(piece, size: CGSize(width: from.width / scale, height: from.height / scale), in: to,
                          tilesX: tilesX, tilesY: tilesY, context: context)
            }
        }
    }

    /// Draws `piece` (`size` points) over `rect`: repeated along each axis that tiles, stretched along the others.
    /// A piece one pixel across tiles as it stretches, so it is stretched; so is one that would repeat
    /// more than `maximumTiles` times (Flipbook: a bound on the items drawn).
    private func drawPiece(_ piece: CGImage, size: CGSize, in rect: CGRect, tilesX: Bool, tilesY: Bool, context: CGContext) {
        let maximumTiles = 64.0
        let stepX = tilesX && piece.width > 1 && rect.width / size.width <= maximumTiles ? size.width : rect.width
        let stepY = tilesY && piece.height > 1 && rect.height / size.height <= maximumTiles ? size.height : rect.height
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY - 1e-9 {
            var x = rect.minX
            while x < rect.maxX - 1e-9 {
                context.draw(piece, in: CGRect(x: x, y: y, width: stepX, height: stepY), flipped: false)
                x += stepX
            }
            y += stepY
        }
        context.restoreGState()
    }
}

extension UIImage.Orientation {
    /// The transform that shows an image drawn upright in `(0, 0, raw)` turned as this orientation
    /// says, in a rectangle at the origin (EXIF's orientations 1–8: up, down, left = 8, right = 6,
    /// mirrored ones 2, 4, 5, 7).
    func transform(forDrawnSize raw: CGSize) -> CGAffineTransform {
        let w = raw.width, h = raw.height
        switch self {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
    }
}

extension CGImage {
    /// The image's shape filled with `tint`: every pixel the tint's colour, its alpha the pixel's
    /// times the tint's (Core Graphics' tint fill, then the image by `destinationIn`).
    func tinted(_ tint: Color) -> CGImage {
        if let bitmap {
            let c = tint.sRGB8
            var pixels = bitmap.pixels
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = c.r
                pixels[i + 1] = c.g
                pixels[i + 2] = c.b
                pixels[i + 3] = UInt8((UInt16(pixels[i + 3]) * UInt16(c.a) + 127) / 255)
            }
            return (try? Image(width: bitmap.width, height: bitmap.height, pixels: pixels)).map { CGImage($0) } ?? self
        }
        guard let items = pictureItems else { return self }
        return CGImage(picture: items.map { $0.tinted(tint) }, width: width, height: height)
    }
}

extension DisplayItem {
    /// The item painted in `tint` (its shape kept): colours replaced, alpha multiplied.
    func tinted(_ tint: Color) -> DisplayItem {
        func paint(_ color: Color) -> Color { tint.withAlpha(tint.alpha * color.alpha) }
        var item = self
        switch content {
        case .fill(let color): item.content = .fill(paint(color))
        case .border(let width, let color): item.content = .border(width: width, color: paint(color))
        case .text(var run):
            run.color = paint(run.color)
            item.content = .text(run)
        case .path(var path):
            path.color = paint(path.color)
            item.content = .path(path)
        case .gradient(var gradient):
            gradient.colors = gradient.colors.map(paint)
            item.content = .gradient(gradient)
        case .image(let image, let mode):
            if let tinted = CGImage(image).tinted(tint).bitmap { item.content = .image(tinted, mode) }
        case .shadow, .backdrop:
            break
        }
        return item
    }
}
