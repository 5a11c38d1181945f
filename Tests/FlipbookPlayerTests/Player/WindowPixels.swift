//  WindowPixels.swift — FlipbookPlayerTests
//  A window's frame rasterised at one pixel per point, for tests that measure pixels.

import Foundation
import FlipbookKit
import FlipbookRender

/// The window's frame rasterised at one pixel per point (a half-block viewport of its size) over black.
func pixelsAtOnePerPoint(_ window: UIWindow) -> PixelBuffer {
    let size = window.bounds.size
    var buffer = PixelBuffer(width: 0, height: 0)
    Rasteriser().render(window.displayList(),
                        viewport: Viewport(sceneSize: size, columns: Int(size.width), rows: Int(size.height) / 2, blitter: .halfBlock),
                        background: .black, into: &buffer)
    return buffer
}
