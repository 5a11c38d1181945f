//  Renderer.swift — FlipbookRender
//  Flipbook's frame pipeline in one object: display list → pixels → cells (+ text). Status: complete.

import Foundation
import FlipbookGraphics

/// Turns display lists into cells: rasterises, blits, then writes text runs as characters.
///
/// One renderer reuses its pixel buffer, scratch planes and colour cache from frame to frame,
/// so drawing a frame allocates nothing once warm (text layouts are cached by content).
public final class Renderer {
    /// How pixels become cells.
    public var blitter: BlitterKind {
        didSet { if blitter != oldValue { rebuild() } }
    }
    /// How many colours the terminal shows.
    public var colorMode: ColorMode {
        didSet { if colorMode != oldValue { rebuild() } }
    }
    /// The characters the cells may use (`.ascii`: the ASCII blitter keeps to its ASCII ramp).
    public var glyphs: GlyphSet = .unicode {
        didSet { if glyphs != oldValue { rebuild() } }
    }

    private let rasteriser = Rasteriser()
    private var pixels = PixelBuffer(width: 0, height: 0)
    private var cellBlitter: Blitter
    private let layout = RunLayout()

    public init(blitter: BlitterKind = .halfBlock, colorMode: ColorMode = .trueColor) {
        self.blitter = blitter
        self.colorMode = colorMode
        cellBlitter = Blitter(kind: blitter, colorMode: colorMode)
    }

    private func rebuild() {
        cellBlitter = Blitter(kind: blitter, colorMode: colorMode, glyphs: glyphs)
    }

    /// Draws `list` into the cells of `area`, its scene fitted and centred (aspect kept), the
    /// rest of the area in `background`.
    public func render(_ list: DisplayList, into cells: inout CellBuffer, area: CellRect, background: Color) {
        render(list, in: Viewport(sceneSize: list.size, area: area, blitter: blitter), into: &cells, background: background)
    }

    /// Draws `list` into the viewport's cells, the rest of its cell rectangle in `background`.
    /// The viewport is the one this renderer's blitter fits the list's scene into its rectangle
    /// with (`Viewport(sceneSize:area:blitter:)`), made once by a caller that needs it too.
    public func render(_ list: DisplayList, in viewport: Viewport, into cells: inout CellBuffer, background: Color) {
        guard viewport.columns > 0, viewport.rows > 0 else { return }
        // Only this renderer writes `pixels`, and only through the rasteriser.
        rasteriser.render(list, viewport: viewport, background: background, into: &pixels, holdsLastFrame: true)
        let painted = rasteriser.paintedBox
        cellBlitter.blit(pixels, into: &cells, at: (column: viewport.originColumn, row: viewport.originRow),
                         background: PremultipliedPixel(background),
                         paintedBox: (x0: painted.x0, y0: painted.y0, x1: painted.x1, y1: painted.y1))
        drawText(list, viewport: viewport, into: &cells)
    }

    /// A frame of `columns × rows` cells showing `list` alone (headless rendering, snapshots).
    public func render(_ list: DisplayList, columns: Int, rows: Int, background: Color = .black) -> CellBuffer {
        var cells = CellBuffer(width: columns, height: rows)
        render(list, into: &cells, area: CellRect(column: 0, row: 0, columns: columns, rows: rows), background: background)
        return cells
    }

    /// A colour as this renderer's colour mode shows it.
    public func terminalColor(_ color: Color) -> TerminalColor {
        guard colorMode != .none else { return .default }
        let c = color.sRGB8
        return cellBlitter.quantizer.terminalColor(red: c.r, green: c.g, blue: c.b)
    }

    // MARK: Text

    /// Writes every readable text run as characters over the blitted cells (see `_TextPass`).
    private func drawText(_ list: DisplayList, viewport: Viewport, into cells: inout CellBuffer) {
        // The pixels and the text marks are read through pointers (a property's every access
        // would be checked for exclusivity).
        let marks = rasteriser.textMarks, cover = rasteriser.textMarkCover, under = rasteriser.textMarkUnder
        pixels.storage.withUnsafeBufferPointer { pixelStorage in
            marks.withUnsafeBufferPointer { marks in
                cover.withUnsafeBufferPointer { cover in
                    under.withUnsafeBufferPointer { under in
                        let planes = _TextPlanes(pixels: pixelStorage, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                                 marks: _TextMarks(marks: marks, cover: cover, under: under))
                        _TextPass(viewport: viewport, pixelsPerCell: blitter.pixelsPerCell, colorMode: colorMode,
                                  quantizer: cellBlitter.quantizer, layout: layout, planes: planes)
                            .draw(list, into: &cells)
                    }
                }
            }
        }
    }
}
