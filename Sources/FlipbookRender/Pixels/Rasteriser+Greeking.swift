//  Rasteriser+Greeking.swift — FlipbookRender
//  Flipbook's greeked text: runs too small, too large or too tilted for terminal characters
//  are painted as one bar per line. Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    // MARK: Constants

    /// Below this on-screen scale (screen points per local point) characters would be
    /// squeezed together: the run is greeked.
    static let greekingMinimumScale = 0.6
    /// Above this on-screen scale characters would be far apart: the run is greeked.
    static let greekingMaximumScale = 1.6
    /// A run tilted by more than this many degrees cannot be drawn on the cell grid.
    static let greekingMaximumRotationDegrees = 10.0
    /// The height of a bar, in font sizes (about the x-height band).
    static let greekedBarHeight: CGFloat = 0.5
    /// Bars are lighter than the text's colour, as ink spread over a line is.
    static let greekedTextOpacity = 0.6

    /// Whether a text item is painted as bars by the rasteriser instead of as characters by
    /// the text pass: its on-screen scale is below 0.6 or above 1.6, or it is rotated by more
    /// than 10°. Always false for items that are not text.
    ///
    /// The scale is the length, in screen points, of the item's local x axis: the step from
    /// the item's centre `c` to `c + (1, 0)` mapped through `item.transform ∘ pointsToPixels`,
    /// with the pixel offset divided by the viewport's pixel scale on each axis (pixels may be
    /// non-square). Probing at the centre judges a flipped (perspective) run where it is seen;
    /// for affine transforms every probe point gives the same answer. A run whose centre maps
    /// behind the eye is greeked.
    public static func isGreeked(_ item: DisplayItem, viewport: Viewport) -> Bool {
        guard case .text = item.content else { return false }
        let sx = viewport.pixelScaleX, sy = viewport.pixelScaleY
        guard sx > 0, sy > 0 else { return false }
        let toPixels = item.transform.concatenating(viewport.pointsToPixels)
        let centre = CGPoint(x: item.size.width / 2, y: item.size.height / 2)
        guard let p0 = toPixels.apply(centre), let p1 = toPixels.apply(CGPoint(x: centre.x + 1, y: centre.y)) else {
            return true
        }
        let dx = Double(p1.x - p0.x) / sx, dy = Double(p1.y - p0.y) / sy
        let scale = (dx * dx + dy * dy).squareRoot()
        guard scale >= greekingMinimumScale, scale <= greekingMaximumScale else { return true }
        let degrees = abs(atan2(dy, dx)) * 180 / Double.pi
        return degrees > greekingMaximumRotationDegrees
    }

    /// Paints a greeked run: one bar per line the device shows, as wide as that line's glyphs
    /// and where they stand (lines broken, limited and cut as the text pass sets them,
    /// `RunLayout`), over the line's x-height band.
    func drawGreeked(
        _ item: DisplayItem, run: TextRun, toPixels: ProjectiveTransform, inverse: _PixelToLocal,
        pixel: PremultipliedPixel, pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox,
        target: _RasterTarget
    ) {
        let bounds = item.localBounds
        let lines = greekLayout.lines(of: run, in: bounds.size)
        guard !lines.isEmpty else { return }
        let lineHeight = run.fontSize * TextMetrics.lineHeightRatio
        let barHeight = run.fontSize * Self.greekedBarHeight

        // The block of lines is centred vertically and may overflow the bounds (clips cut it).
        let blockHeight = CGFloat(lines.count) * lineHeight
        let block = CGRect(x: 0, y: min((bounds.height - blockHeight) / 2, 0), width: bounds.width,
                           height: max(blockHeight, bounds.height))
        let prepared = withUnsafePointer(to: item) { item in
            prepareClips(item, shapeRect: block, toPixels: toPixels, pointsToPixels: pointsToPixels, bufferBox: bufferBox)
        }
        guard let clipBox = prepared else { return }
        let source = _SolidSource(pixel: pixel)
        for k in lines.indices where lines[k].width > 0 {
            let origin = RunLayout.origin(ofLine: k, of: lines, run: run, in: bounds.size)
            let bar = CGRect(x: origin.x, y: origin.y - barHeight / 2, width: lines[k].width, height: barHeight)
            paint(shape: _ItemShape(outer: _RasterRoundedRect(bar, cornerRadius: 0), hole: nil),
                  toPixels: toPixels, inverse: inverse, source: source, clipBox: clipBox, target: target)
        }
    }
}
