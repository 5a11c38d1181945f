//  CGImage+Rendered.swift — FlipbookRender
//  A drawn image's pixels: its recorded picture drawn by the rasteriser at the image's own size,
//  for UIKit's PNG and JPEG data. Status: complete but for text (drawn as the rasteriser's marks).

import Foundation
import FlipbookGraphics

extension CGImage {
    /// The image as a bitmap (Flipbook addition): a bitmap image's own pixels; a picture drawn by
    /// the rasteriser at the image's size, one pixel per pixel of it, over transparent black —
    /// anti-aliased by exact coverage, as every frame is.
    // Flipbook: text drawn into a picture comes out as the rasteriser's marks, not as glyphs.
    package func renderedBitmap() -> Image? {
        if let bitmap { return bitmap }
        guard let items = pictureItems, width > 0, height > 0 else { return nil }
        let size = CGSize(width: width, height: height)
        let viewport = Viewport(sceneSize: size, columns: width, rows: height, cellAspect: 1, pixelsPerCell: (1, 1))
        var buffer = PixelBuffer(width: width, height: height)
        Rasteriser().render(DisplayList(size: size, items: items), viewport: viewport, background: .clear, into: &buffer)
        var rgba = [UInt8]()
        rgba.reserveCapacity(width * height * 4)
        for pixel in buffer.storage {
            // Premultiplied in the buffer, straight in an Image.
            let alpha = pixel.w
            let straight = alpha > 0 ? pixel / alpha : .zero
            rgba += [ColorQuantizer.byte(straight.x), ColorQuantizer.byte(straight.y), ColorQuantizer.byte(straight.z),
                     ColorQuantizer.byte(alpha)]
        }
        return try? Image(width: width, height: height, pixels: rgba)
    }
}
