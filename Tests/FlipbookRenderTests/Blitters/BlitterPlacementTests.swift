//  BlitterPlacementTests.swift — FlipbookRenderTests
//  Where a blit lands: origin offsets, clipping at the buffer's edges, and wide characters.

@testable import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct BlitterPlacementTests {
    typealias F = BlitFixture
    static let marker = Cell("x")

    /// 3×4 pixels of half blocks (3×2 cells), each cell red over a blue whose level names it.
    static func labelled() -> PixelBuffer {
        F.pixels(width: 3, height: 4) { x, y in y % 2 == 0 ? F.red : (0, 0, UInt8(100 + 10 * x + 50 * (y / 2))) }
    }

    static func label(_ cell: Cell) -> (Int, Int)? {
        guard cell.scalar == "▀", case .rgb(_, _, let b) = cell.background.kind else { return nil }
        return ((Int(b) - 100) % 50 / 10, (Int(b) - 100) / 50)
    }

    @Test func aBlitLandsAtItsOriginAndLeavesTheRest() {
        var cells = CellBuffer(width: 6, height: 4, fill: Self.marker)
        Blitter(kind: .halfBlock, colorMode: .trueColor).blit(Self.labelled(), into: &cells, at: (column: 2, row: 1))
        for y in 0..<4 {
            for x in 0..<6 {
                if (2..<5).contains(x), (1..<3).contains(y) {
                    let label = Self.label(cells[x, y])
                    #expect(label?.0 == x - 2 && label?.1 == y - 1, "cell (\(x), \(y))")
                } else {
                    #expect(cells[x, y] == Self.marker, "cell (\(x), \(y)) untouched")
                }
            }
        }
    }

    @Test func aBlitIsClippedAtTheRightAndBottom() {
        var cells = CellBuffer(width: 4, height: 3, fill: Self.marker)
        Blitter(kind: .halfBlock, colorMode: .trueColor).blit(Self.labelled(), into: &cells, at: (column: 2, row: 2))
        #expect(Self.label(cells[2, 2])! == (0, 0))
        #expect(Self.label(cells[3, 2])! == (1, 0))
        let written = cells.cells.filter { $0 != Self.marker }.count
        #expect(written == 2)
    }

    @Test func aNegativeOriginClipsTheTopAndLeft() {
        var cells = CellBuffer(width: 4, height: 3, fill: Self.marker)
        Blitter(kind: .halfBlock, colorMode: .trueColor).blit(Self.labelled(), into: &cells, at: (column: -1, row: -1))
        #expect(Self.label(cells[0, 0])! == (1, 1))
        #expect(Self.label(cells[1, 0])! == (2, 1))
        #expect(cells.cells.filter { $0 != Self.marker }.count == 2)
    }

    @Test func aBlitEntirelyOutsideWritesNothing() {
        var cells = CellBuffer(width: 4, height: 3, fill: Self.marker)
        let blitter = Blitter(kind: .halfBlock, colorMode: .trueColor)
        blitter.blit(Self.labelled(), into: &cells, at: (column: 4, row: 0))
        blitter.blit(Self.labelled(), into: &cells, at: (column: 0, row: -2))
        #expect(cells == CellBuffer(width: 4, height: 3, fill: Self.marker))
    }

    @Test(arguments: BlitterKind.allCases)
    func aPartialCellIsDropped(kind: BlitterKind) {
        let ppc = kind.pixelsPerCell
        let pixels = F.pixels(width: 2 * ppc.x + ppc.x - 1, height: ppc.y + ppc.y - 1) { _, _ in F.white }
        var cells = CellBuffer(width: 5, height: 5, fill: Self.marker)
        Blitter(kind: kind, colorMode: .trueColor).blit(pixels, into: &cells)
        #expect(cells.cells.filter { $0 != Self.marker }.count == 2, "2 × 1 whole cells")
        #expect(cells[2, 0] == Self.marker && cells[0, 1] == Self.marker)
    }

    @Test func wideCharactersCutByTheBlitAreBlanked() {
        var cells = CellBuffer(width: 6, height: 1)
        cells.write("日x本", x: 0, y: 0, background: .indexed(3))  // 日 at 0–1, x at 2, 本 at 3–4
        let pixels = F.pixels(width: 2, height: 2) { _, _ in F.red }
        Blitter(kind: .halfBlock, colorMode: .trueColor).blit(pixels, into: &cells, at: (column: 1, row: 0))
        // Columns 1–2 were written: 日 lost its right half, 本 is untouched.
        #expect(cells[0, 0] == Cell(" ", background: .indexed(3)))
        #expect(cells[1, 0] == Cell(" ", background: .rgb(255, 0, 0)))
        #expect(cells[3, 0].scalar == "本" && cells[3, 0].width == 2 && cells[4, 0].isContinuation)

        Blitter(kind: .halfBlock, colorMode: .trueColor).blit(F.pixels([[F.blue], [F.blue]]), into: &cells, at: (column: 3, row: 0))
        // Column 3 was written: 本's orphaned right half becomes a blank.
        #expect(cells[3, 0] == Cell(" ", background: .rgb(0, 0, 255)))
        #expect(cells[4, 0] == Cell(" ", background: .indexed(3)))
        #expect(cells.cells.allSatisfy { $0.width == 1 })
    }

    @Test func blittingTheSameFrameTwiceGivesTheSameCells() {
        var rng = SeededGenerator(seed: 99)
        let pixels = F.pixels(width: 16, height: 16) { _, _ in
            (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
        }
        for kind in BlitterKind.allCases {
            for mode in ColorMode.allCases {
                let blitter = Blitter(kind: kind, colorMode: mode)
                let ppc = kind.pixelsPerCell
                var first = CellBuffer(width: 16 / ppc.x, height: 16 / ppc.y), second = first
                blitter.blit(pixels, into: &first)
                blitter.blit(pixels, into: &second)
                // Compared cell by cell so a failure names the cell instead of printing buffers.
                let fresh = F.blit(pixels, kind: kind, mode: mode)
                let warmDiffers = zip(first.cells, second.cells).filter { $0 != $1 }.count
                let coldDiffers = zip(first.cells, fresh.cells).filter { $0 != $1 }.count
                #expect(warmDiffers == 0 && coldDiffers == 0, "\(kind) in \(mode): a warm cache answers as a cold one")
            }
        }
    }
}
