//  Blitter.swift — FlipbookRender
//  Flipbook's pixels-to-cells converter: half blocks, quadrants, braille, ASCII. Status: complete.

import Foundation
import FlipbookGraphics

/// Turns a `PixelBuffer` into terminal cells, `kind.pixelsPerCell` pixels a cell.
///
/// Each kind keeps as much of the picture as its characters and the colour mode allow:
///
/// | kind | pixels a cell | with colour | with `ColorMode.none` |
/// |---|---|---|---|
/// | `.halfBlock` | 1×2 | `▀`, foreground upper, background lower | `▀ ▄ █` or a space by ink |
/// | `.quadrant` | 2×2 | best two-colour split, `▘ … ▟` | quadrant of the ink pixels |
/// | `.braille` | 2×4 | dots brighter than the cell's mean | dots on the ink pixels |
/// | `.ascii` | 1×2 | shading ` ░▒▓█` in the cell's hue | ASCII ramp ` .:-=+*#%@` |
///
/// With `ColorMode.none` every cell keeps the terminal's default colours; a pixel is *ink*
/// (drawn in the default foreground) when its relative luminance reaches `inkThreshold`,
/// which assumes light text on a dark terminal.
///
/// Pixels are premultiplied, gamma-encoded sRGB; a pixel with alpha below 1 is composited over
/// black (see `ColorQuantizer.sRGB8(_:)`). Colours are averaged as encoded, as Core Animation
/// filters a layer drawn smaller than its pixels.
///
/// ```swift
/// let blitter = Blitter(kind: .halfBlock, colorMode: .palette256)
/// blitter.blit(pixels, into: &cells, at: (column: 0, row: 1))
/// ```
///
/// A blitter owns its quantiser and its cache; after the first frames warm that cache, a blit
/// allocates nothing. It is not thread-safe.
public final class Blitter {
    /// How pixels become cells.
    public let kind: BlitterKind
    /// The colours the cells may use.
    public let colorMode: ColorMode
    /// The quantiser every colour goes through (its cache is this blitter's).
    public let quantizer: ColorQuantizer
    /// The characters cells may use: with `.ascii`, the ASCII blitter draws its ASCII ramp in colour too.
    public let glyphs: GlyphSet

    // MARK: Constants

    /// Relative luminance weights of linear sRGB primaries (Rec. ITU-R BT.709, as sRGB uses).
    static let luminanceWeights = PremultipliedPixel(0.2126, 0.7152, 0.0722, 0)
    /// The luminance at which a pixel is ink in `ColorMode.none`: sRGB mid-grey (0.5 encoded,
    /// ≈ 0.214 linear), so the split sits halfway in lightness, not in light.
    static let inkThreshold = Float(Color.sRGBToLinear(0.5))
    /// Linear light of each encoded component, in 1/1023 steps: pixels are gamma-encoded, and
    /// luminance is a sum of light. 1024 entries keep the decoded value within 0.2 % of exact.
    static let decodeSteps = 1023
    static let linearLight: [Float] = (0...decodeSteps).map { Float(Color.sRGBToLinear(Double($0) / Double(decodeSteps))) }

    /// Creates a blitter of `kind` for cells in `colorMode`, drawn in `glyphs`.
    public init(kind: BlitterKind = .halfBlock, colorMode: ColorMode, glyphs: GlyphSet = .unicode) {
        self.kind = kind
        self.colorMode = colorMode
        self.glyphs = glyphs
        quantizer = ColorQuantizer(colorMode: colorMode)
    }

    /// Writes `pixels` into `cells` with its top-left cell at `origin`.
    ///
    /// The pixels cover `pixels.width / pixelsPerCell.x` × `pixels.height / pixelsPerCell.y`
    /// cells (a partial cell at the right or bottom edge is dropped); cells falling outside
    /// `cells` — including at a negative origin — are clipped. Cells outside that area are
    /// left as they were.
    ///
    /// The wide-character rule (see `Cell`): a wide character cut by the written area's left
    /// or right edge would keep half of itself, so that half becomes a blank in its colours.
    public func blit(_ pixels: PixelBuffer, into cells: inout CellBuffer,
                     at origin: (column: Int, row: Int) = (0, 0)) {
        blit(pixels, into: &cells, at: origin, background: .zero, paintedBox: (0, 0, pixels.width, pixels.height))
    }

    /// `blit`, told that every pixel outside `paintedBox` (half-open, in pixels) is `background`:
    /// the cells whose pixels all lie outside it are one cell, computed once and stored
    /// without reading the pixels (most of a frame whose scene is narrower than the terminal).
    func blit(_ pixels: PixelBuffer, into cells: inout CellBuffer, at origin: (column: Int, row: Int),
              background: PremultipliedPixel, paintedBox box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        let ppc = kind.pixelsPerCell
        let columns = pixels.width / ppc.x, rows = pixels.height / ppc.y
        let firstColumn = max(origin.column, 0), endColumn = min(origin.column + columns, cells.width)
        let firstRow = max(origin.row, 0), endRow = min(origin.row + rows, cells.height)
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let bufferWidth = cells.width, pixelWidth = pixels.width
        // The cells touching the painted box (as cell columns and rows of `cells`); the others
        // all show the background. An empty box leaves no painted cells.
        let paintedColumns: Range<Int>, paintedRows: Range<Int>
        if box.x0 < box.x1 && box.y0 < box.y1 {
            paintedColumns = clamp(origin.column + box.x0 / ppc.x, origin.column + (box.x1 + ppc.x - 1) / ppc.x,
                                   to: firstColumn..<endColumn)
            paintedRows = clamp(origin.row + box.y0 / ppc.y, origin.row + (box.y1 + ppc.y - 1) / ppc.y,
                                to: firstRow..<endRow)
        } else {
            paintedColumns = firstColumn..<firstColumn
            paintedRows = firstRow..<firstRow
        }
        // The cell of a block of background pixels, from a block on the stack (nothing allocated).
        let backgroundCell = withUnsafeTemporaryAllocation(of: PremultipliedPixel.self, capacity: ppc.x * ppc.y) { block in
            block.initialize(repeating: background)
            return cell(at: UnsafePointer(block.baseAddress!), stride: ppc.x)
        }

        pixels.storage.withUnsafeBufferPointer { source in
            let source = source.baseAddress!
            cells.cells.withUnsafeMutableBufferPointer { target in
                for row in firstRow..<endRow {
                    let rowStart = row * bufferWidth
                    let computed = paintedRows.contains(row) ? paintedColumns : firstColumn..<firstColumn
                    // The background runs are stored in bulk (no per-cell index arithmetic or checks).
                    let rowBase = target.baseAddress! + rowStart
                    (rowBase + firstColumn).update(repeating: backgroundCell, count: computed.lowerBound - firstColumn)
                    if !computed.isEmpty {
                        if kind == .halfBlock && colorMode != .none {
                            blitHalfBlocks(source, pixelWidth: pixelWidth, origin: origin, row: row,
                                           columns: computed, into: &target, bufferWidth: bufferWidth)
                        } else {
                            let pixelRow = source + (row - origin.row) * ppc.y * pixelWidth
                            for column in computed {
                                let block = pixelRow + (column - origin.column) * ppc.x
                                target[rowStart + column] = cell(at: block, stride: pixelWidth)
                            }
                        }
                    }
                    let restStart = computed.isEmpty ? firstColumn : computed.upperBound
                    (rowBase + restStart).update(repeating: backgroundCell, count: endColumn - restStart)
                    Self.repairWideCharacters(&target, rowStart: rowStart, first: firstColumn,
                                              end: endColumn, width: bufferWidth)
                }
            }
        }
    }

    /// `lower..<upper` limited to `range` (empty, at the range's start, when they do not meet).
    private func clamp(_ lower: Int, _ upper: Int, to range: Range<Int>) -> Range<Int> {
        let l = min(max(lower, range.lowerBound), range.upperBound)
        return l..<max(min(upper, range.upperBound), l)
    }

    /// `halfBlockCell` over columns of one row with colour, remembering the last pixel quantised:
    /// runs of equal pixels (flat areas) are quantised once.
    @inline(__always)
    private func blitHalfBlocks(_ source: UnsafePointer<PremultipliedPixel>, pixelWidth: Int, origin: (column: Int, row: Int),
                                row: Int, columns: Range<Int>, into target: inout UnsafeMutableBufferPointer<Cell>,
                                bufferWidth: Int) {
        var lastPixel = SIMD4<UInt32>(repeating: 0xFFFF_FFFF)  // a NaN pattern no pixel compares equal to
        var lastColor = TerminalColor.default
        @inline(__always) func color(_ p: PremultipliedPixel) -> TerminalColor {
            let bits = unsafeBitCast(p, to: SIMD4<UInt32>.self)
            if bits == lastPixel { return lastColor }
            lastPixel = bits
            lastColor = quantizer.terminalColor(for: p)
            return lastColor
        }
        let rowStart = row * bufferWidth
        let pixelRow = source + (row - origin.row) * 2 * pixelWidth
        // A cell whose two pixels are the last cell's (as bits) is the last cell: flat areas,
        // most of a frame, cost two comparisons a cell.
        var lastPair = (lastPixel, lastPixel), lastCell = Cell.blank, hasLastCell = false
        for column in columns {
            let block = pixelRow + (column - origin.column)
            let pair = (unsafeBitCast(block[0], to: SIMD4<UInt32>.self),
                        unsafeBitCast(block[pixelWidth], to: SIMD4<UInt32>.self))
            if hasLastCell && pair.0 == lastPair.0 && pair.1 == lastPair.1 {
                target[rowStart + column] = lastCell
                continue
            }
            let top = color(block[0])
            let bottom = color(block[pixelWidth])
            lastCell = top == bottom ? Self.solid(bottom) : Cell(Self.upperHalfBlock, foreground: top, background: bottom)
            lastPair = pair
            hasLastCell = true
            target[rowStart + column] = lastCell
        }
    }

    /// The cell for the block of pixels whose top-left pixel is `block`, rows `stride` apart.
    @inline(__always)
    func cell(at block: UnsafePointer<PremultipliedPixel>, stride: Int) -> Cell {
        switch kind {
        case .halfBlock: return halfBlockCell(block, stride: stride)
        case .quadrant: return quadrantCell(block, stride: stride)
        case .braille: return brailleCell(block, stride: stride)
        case .ascii: return asciiCell(block, stride: stride)
        }
    }

    /// Blanks the halves of wide characters that the written columns `first..<end` cut off.
    private static func repairWideCharacters(_ cells: inout UnsafeMutableBufferPointer<Cell>, rowStart: Int,
                                             first: Int, end: Int, width: Int) {
        if first > 0, cells[rowStart + first - 1].width == 2 {
            cells[rowStart + first - 1] = blank(like: cells[rowStart + first - 1])
        }
        if end < width, cells[rowStart + end].width == 0 {
            cells[rowStart + end] = blank(like: cells[rowStart + end])
        }
    }

    private static func blank(like cell: Cell) -> Cell {
        Cell(" ", foreground: cell.foreground, background: cell.background)
    }

    // MARK: Shared helpers

    /// Relative luminance (linear light) of a pixel: its encoded components decoded, then weighed.
    @inline(__always)
    static func luminance(_ pixel: PremultipliedPixel) -> Float {
        // NaN reads as 0, as the quantiser reads it.
        let finite = pixel.replacing(with: 0, where: pixel .!= pixel)
        let scaled = (finite.clamped(lowerBound: .zero, upperBound: .one) * Float(decodeSteps)).rounded(.toNearestOrAwayFromZero)
        return linearLight.withUnsafeBufferPointer { table in
            (PremultipliedPixel(table[Int(scaled.x)], table[Int(scaled.y)], table[Int(scaled.z)], 0) * luminanceWeights).sum()
        }
    }

    /// A cell with no foreground marks: a space in `background`.
    @inline(__always)
    static func solid(_ background: TerminalColor) -> Cell {
        Cell(" ", foreground: .default, background: background)
    }
}
