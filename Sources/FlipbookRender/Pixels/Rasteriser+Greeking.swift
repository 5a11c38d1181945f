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
    /// The width of one glyph, in font sizes (a typical proportional font's mean advance).
    static let greekedGlyphWidth: CGFloat = 0.6
    /// The distance between lines, in font sizes.
    static let greekedLineSpacing: CGFloat = 1.2
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

    /// Lays out a greeked run and paints its bars.
    func drawGreeked(
        _ item: DisplayItem, run: TextRun, toPixels: ProjectiveTransform, inverse: _PixelToLocal,
        pixel: LinearPixel, pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox,
        target: _RasterTarget
    ) {
        let bounds = item.localBounds
        let glyph = run.fontSize * Self.greekedGlyphWidth
        let lineHeight = run.fontSize * Self.greekedLineSpacing
        let barHeight = run.fontSize * Self.greekedBarHeight
        layOutGreekedLines(run.string, charactersPerLine: max(Int((bounds.width / glyph).rounded(.down)), 1))
        let lineCount = run.numberOfLines > 0 ? min(greekLines.count, run.numberOfLines) : greekLines.count
        guard lineCount > 0 else { return }

        // The block of lines is centred vertically and may overflow the bounds (clips cut it).
        let blockTop = (bounds.height - CGFloat(lineCount) * lineHeight) / 2
        let block = CGRect(x: 0, y: min(blockTop, 0), width: bounds.width,
                           height: max(CGFloat(lineCount) * lineHeight, bounds.height))
        let prepared = withUnsafePointer(to: item) { item in
            prepareClips(item, shapeRect: block, toPixels: toPixels, pointsToPixels: pointsToPixels, bufferBox: bufferBox)
        }
        guard let clipBox = prepared else { return }
        let source = _SolidSource(pixel: pixel)
        for line in 0..<lineCount where greekLines[line] > 0 {
            let barWidth = min(CGFloat(greekLines[line]) * glyph, bounds.width)
            let x: CGFloat
            switch run.alignment {
            case .center: x = (bounds.width - barWidth) / 2
            case .right: x = bounds.width - barWidth
            case .left, .natural, .justified: x = 0  // Flipbook: left-to-right text only
            }
            let y = blockTop + CGFloat(line) * lineHeight + (lineHeight - barHeight) / 2
            let bar = CGRect(x: x, y: y, width: barWidth, height: barHeight)
            paint(shape: _ItemShape(outer: _RasterRoundedRect(bar, cornerRadius: 0), hole: nil),
                  toPixels: toPixels, inverse: inverse, source: source, clipBox: clipBox, target: target)
        }
    }

    /// Wraps `string` into lines of at most `charactersPerLine` characters (Unicode scalars),
    /// breaking at spaces, and stores each line's length in `greekLines`.
    ///
    /// Greedy, like a label's word wrapping: words join a line while they fit; a word longer
    /// than a line is cut; a newline ends a line (an empty line keeps its place). Walks the
    /// string's scalars without allocating.
    func layOutGreekedLines(_ string: String, charactersPerLine limit: Int) {
        greekLines.removeAll(keepingCapacity: true)
        var lineLength = 0, wordLength = 0
        for scalar in string.unicodeScalars {
            if scalar == "\n" || scalar == "\u{2028}" {
                placeWord(&wordLength, line: &lineLength, limit: limit)
                greekLines.append(lineLength)
                lineLength = 0
            } else if scalar.properties.isWhitespace {
                placeWord(&wordLength, line: &lineLength, limit: limit)
            } else {
                wordLength += 1
            }
        }
        placeWord(&wordLength, line: &lineLength, limit: limit)
        if lineLength > 0 { greekLines.append(lineLength) }
    }

    /// Puts a finished word on the current line, or on new lines when it does not fit.
    private func placeWord(_ word: inout Int, line: inout Int, limit: Int) {
        guard word > 0 else { return }
        if line > 0 {
            if line + 1 + word <= limit {
                line += 1 + word
                word = 0
                return
            }
            greekLines.append(line)
            line = 0
        }
        while word > limit {
            greekLines.append(limit)
            word -= limit
        }
        line = word
        word = 0
    }
}
