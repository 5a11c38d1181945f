//  ANSIEncoderTests.swift — FlipbookRenderTests
//  What the encoder writes, byte for byte, and how little.

import FlipbookRender
import Testing

@Suite struct ANSIEncoderTests {
    private static let esc = "\u{1B}["

    private func encodeDiff(from a: CellBuffer, to b: CellBuffer) -> [UInt8] {
        let encoder = ANSIEncoder()
        encoder.encodeDiff(from: a, to: b)
        return encoder.bytes
    }

    @Test func aDiffWithoutChangesWritesNoBytesAtAll() {
        let a = EncodeFixtures.frames()[0]
        let encoder = ANSIEncoder()
        encoder.encodeFrame(a)
        let afterFrame = encoder.bytes.count
        #expect(afterFrame > 0)
        encoder.encodeDiff(from: a, to: a)
        #expect(encoder.bytes.count == afterFrame, "an empty diff must not even write the 2026 wrapper")
        #expect(encodeDiff(from: a, to: a).isEmpty)
    }

    @Test func oneChangedCellIsOneCursorMoveOneSGRAndTheCharacter() {
        let a = CellBuffer(width: 10, height: 4)
        var b = a
        b[4, 2] = Cell("x", foreground: .indexed(1))
        let bytes = encodeDiff(from: a, to: b)
        let e = Self.esc
        #expect(String(decoding: bytes, as: UTF8.self) == "\(e)?2026h\(e)3;5H\(e)0;31mx\(e)0m\(e)?2026l")
        let tokens = ANSIToken.parse(bytes)
        #expect(tokens.filter(\.isCUP).count == 1)
        // One SGR sets the pen for the cell; the only other is the end-of-frame reset.
        let glyph = tokens.firstIndex(of: .text("x"))!
        #expect(tokens[..<glyph].filter(\.isSGR).count == 1)
        #expect(tokens[glyph...].filter(\.isSGR) == [.csi("0", "m")])
    }

    @Test func aChangedCellInDefaultColoursNeedsNoSGROnceThePenIsKnown() {
        let a = CellBuffer(width: 10, height: 4)
        var b = a
        b[4, 2] = Cell("x", foreground: .indexed(1))
        var c = b
        c[7, 3] = Cell("y")
        let encoder = ANSIEncoder()
        encoder.encodeDiff(from: a, to: b) // ends with the pen reset: it is now known to be plain
        encoder.removeAll()
        encoder.encodeDiff(from: b, to: c)
        let e = Self.esc
        #expect(encoder.string == "\(e)?2026h\(e)4;8Hy\(e)?2026l")
    }

    /// The diff skips unchanged cells in blocks; a change anywhere — first or last cell of a
    /// block, or only in the right half of a wide character that ends one — is still written.
    @Test func everyChangeIsFoundWhateverItsPlaceInTheRow() {
        let width = 100
        for column in [0, 1, 30, 31, 32, 33, 63, 64, 98, 99] {
            let a = CellBuffer(width: width, height: 3)
            var b = a
            b[column, 1] = Cell("x", foreground: .indexed(2))
            let tokens = ANSIToken.parse(encodeDiff(from: a, to: b))
            #expect(tokens.filter(\.isCUP) == [.csi("2;\(column + 1)", "H")], "column \(column)")
            #expect(tokens.filter(\.isText) == [.text("x")], "column \(column)")
        }
        for left in [30, 31, 32, 63] {
            var a = CellBuffer(width: width, height: 2)
            a.write("日", x: left, y: 0, foreground: .rgb(1, 2, 3))
            var b = a
            b[left + 1, 0].background = .indexed(4)  // only the right half changes
            let tokens = ANSIToken.parse(encodeDiff(from: a, to: b))
            #expect(tokens.filter(\.isText) == [.text("日")], "wide character at \(left)")
        }
    }

    @Test func adjacentChangedCellsShareOneCursorMove() {
        let a = CellBuffer(width: 20, height: 3)
        var b = a
        b.write("abc日d", x: 3, y: 1, foreground: .rgb(1, 2, 3))
        let tokens = ANSIToken.parse(encodeDiff(from: a, to: b))
        #expect(tokens.filter(\.isCUP) == [.csi("2;4", "H")])
        #expect(tokens.filter(\.isText) == [.text("abc日d")], "the wide character advances the cursor two columns")
    }

    @Test func aGapOrANewRowMovesTheCursorExplicitly() {
        let a = CellBuffer(width: 6, height: 3)
        var b = a
        b.write("a", x: 1, y: 0)
        b.write("b", x: 4, y: 0)
        b.write("c", x: 5, y: 1) // the last column: the cursor would sit in the pending-wrap state
        b.write("d", x: 0, y: 2) // so the next row is reached with a CUP, not by auto-wrap
        let tokens = ANSIToken.parse(encodeDiff(from: a, to: b))
        // The first cell of a frame gets a CUP; from a known position the cheapest move is used
        // (CUF 2 over the gap, CUD 1 straight down); after the last column only a CUP will do.
        let moves = tokens.filter { if case .csi(_, let f) = $0 { return "HABCDG".contains(f) } else { return false } }
        #expect(moves == [.csi("1;2", "H"), .csi("2", "C"), .csi("", "B"), .csi("3;1", "H")])
    }

    @Test func cursorMovesTakeTheFewestBytes() {
        let a = CellBuffer(width: 40, height: 20)
        var b = a
        b.write("a", x: 10, y: 5)
        b.write("b", x: 9, y: 6)   // from (11, 5): CUD then two backspaces, 5 bytes (CUP: 8)
        b.write("c", x: 30, y: 6)  // CUF 20, 5 bytes
        b.write("d", x: 0, y: 7)   // CUD, CHA 1: 6 bytes (CUP "8;1H": 6 bytes, chosen on a tie)
        b.write("e", x: 25, y: 15) // far: CUP
        let e = Self.esc
        let bytes = encodeDiff(from: a, to: b)
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\(e)?2026h\(e)6;11H\(e)0ma\(e)B\u{8}\u{8}b\(e)20Cc\(e)8;1Hd\(e)16;26He\(e)?2026l")
    }

    @Test func colourFormsFollowTheColourKind() {
        let a = CellBuffer(width: 8, height: 1)
        var b = a
        b[0, 0] = Cell("a", foreground: .indexed(2), background: .indexed(4))
        b[1, 0] = Cell("b", foreground: .indexed(9), background: .indexed(12))
        b[2, 0] = Cell("c", foreground: .indexed(196), background: .indexed(16))
        b[3, 0] = Cell("d", foreground: .rgb(255, 0, 7), background: .rgb(0, 10, 200))
        b[4, 0] = Cell("e", foreground: .default, background: .rgb(0, 10, 200))
        b[5, 0] = Cell("f", foreground: .default, background: .default)
        let sgrs = ANSIToken.parse(encodeDiff(from: a, to: b)).filter(\.isSGR)
        #expect(sgrs == [
            .csi("0;32;44", "m"), // the pen is unknown before the first frame: start from a reset
            .csi("91;104", "m"),
            .csi("38;5;196;48;5;16", "m"),
            .csi("38;2;255;0;7;48;2;0;10;200", "m"),
            .csi("39", "m"), // only what changed
            .csi("49", "m"),
        ])
    }

    @Test func attributesAreAddedSinglyAndRemovedWithAFullReset() {
        let a = CellBuffer(width: 8, height: 1)
        var b = a
        b[0, 0] = Cell("a", foreground: .indexed(1), attributes: [.bold])
        b[1, 0] = Cell("b", foreground: .indexed(1), attributes: [.bold, .underline, .italic])
        b[2, 0] = Cell("c", foreground: .indexed(1), attributes: [.inverse, .dim])
        b[3, 0] = Cell("d", foreground: .indexed(1), attributes: [.inverse, .dim])
        b[4, 0] = Cell("e")
        let sgrs = ANSIToken.parse(encodeDiff(from: a, to: b)).filter(\.isSGR)
        #expect(sgrs == [.csi("0;31;1", "m"), .csi("3;4", "m"), .csi("0;31;2;7", "m"), .csi("0", "m")])
    }

    @Test func clearResetsThePenOnlyWhenItIsUnknown() {
        let encoder = ANSIEncoder()
        let e = Self.esc
        encoder.encodeClear()
        #expect(encoder.string == "\(e)0m\(e)H\(e)2J")
        encoder.removeAll()
        encoder.encodeClear()
        #expect(encoder.string == "\(e)H\(e)2J")
    }

    @Test func aFullFrameWritesEveryRowAndEndsPlain() {
        var frame = CellBuffer(width: 3, height: 2)
        frame.write("ab", x: 0, y: 0, foreground: .rgb(9, 8, 7))
        frame.write("日", x: 0, y: 1)
        let encoder = ANSIEncoder()
        encoder.encodeClear()
        encoder.removeAll()
        encoder.encodeFrame(frame)
        let e = Self.esc
        #expect(encoder.string == "\(e)?2026h\(e)1;1H\(e)38;2;9;8;7mab\(e)39m \(e)2;1H日 \(e)?2026l")
    }

    @Test func aMovedRegionCostsLittleMoreThanAHandMinimalEncodingAndFarLessThanARepaint() {
        let (w, h) = (120, 40)
        var before = EncodeFixtures.backdrop(width: w, height: h)
        EncodeFixtures.drawCard(into: &before, x: 30, y: 12)
        var after = EncodeFixtures.backdrop(width: w, height: h)
        EncodeFixtures.drawCard(into: &after, x: 31, y: 13)

        let encoder = ANSIEncoder()
        encoder.encodeFrame(before) // the pen is known from here on, as in a running stream
        encoder.removeAll()
        encoder.encodeDiff(from: before, to: after)
        let diffBytes = encoder.bytes.count
        encoder.removeAll()
        encoder.encodeFrame(after)
        let repaintBytes = encoder.bytes.count

        let minimal = handMinimalBytes(from: before, to: after)
        #expect(diffBytes > 0)
        #expect(Double(diffBytes) <= 1.2 * Double(minimal), "diff \(diffBytes) B vs hand-minimal \(minimal) B")
        #expect(repaintBytes >= 10 * diffBytes, "repaint \(repaintBytes) B vs diff \(diffBytes) B")
    }

    /// The fewest bytes for the change under this stream's rules, counted by hand: the 2026
    /// wrapper; per run of adjacent changed cells one `CSI row;col H`; per pen change one SGR
    /// naming only the parts that changed (turning an attribute off is counted as free, which
    /// makes this a lower bound); the characters' UTF-8; and the closing reset. For the fixture
    /// that is 497 bytes; the encoder writes 525, a full repaint 7 286.
    private func handMinimalBytes(from before: CellBuffer, to after: CellBuffer) -> Int {
        func digits(_ n: Int) -> Int { String(n).count }
        func colorLength(_ c: TerminalColor) -> Int {
            switch c.kind {
            case .default: return 2
            case .indexed(let i) where i < 8: return 2
            case .indexed(let i) where i < 16: return 3
            case .indexed(let i): return 5 + digits(Int(i))
            case .rgb(let r, let g, let b): return 7 + digits(Int(r)) + digits(Int(g)) + digits(Int(b))
            }
        }
        var total = 8 + 8 // CSI ? 2026 h, CSI ? 2026 l
        var expected: (x: Int, y: Int)? = nil
        var pen = Cell.blank
        for (x, y, cell) in after.diff(from: before) {
            if expected == nil || expected! != (x, y) { total += 4 + digits(y + 1) + digits(x + 1) }
            var parameters: [Int] = []
            if cell.foreground != pen.foreground { parameters.append(colorLength(cell.foreground)) }
            if cell.background != pen.background { parameters.append(colorLength(cell.background)) }
            for attribute in [CellAttributes.bold, .dim, .italic, .underline, .inverse]
            where cell.attributes.contains(attribute) && !pen.attributes.contains(attribute) {
                parameters.append(1)
            }
            if !parameters.isEmpty { total += 3 + parameters.reduce(0, +) + parameters.count - 1 }
            pen = cell
            total += String(cell.scalar).utf8.count
            expected = (x + Int(cell.width), y)
        }
        if pen.foreground != .default || pen.background != .default || !pen.attributes.isEmpty { total += 4 }
        return total
    }

    @Test func identicalInputGivesIdenticalBytes() {
        func stream() -> [UInt8] {
            let encoder = ANSIEncoder()
            let frames = EncodeFixtures.frames()
            encoder.encodeClear()
            encoder.encodeFrame(frames[0])
            for (a, b) in zip(frames, frames.dropFirst()) { encoder.encodeDiff(from: a, to: b) }
            return encoder.bytes
        }
        let first = stream()
        #expect(first.count > 1000)
        #expect(first == stream())
    }

    @Test func theBufferIsReusedOnceWarm() {
        let frames = EncodeFixtures.frames()
        let encoder = ANSIEncoder(capacity: 64)
        encoder.encodeFrame(frames[0]) // grows the buffer past every later frame's size
        var addresses: Set<UInt> = []
        var capacities: Set<Int> = []
        for (a, b) in zip(frames, frames.dropFirst()) + [(frames[1], frames[0])] {
            encoder.removeAll()
            encoder.encodeDiff(from: a, to: b)
            addresses.insert(encoder.withBytes { UInt(bitPattern: $0.baseAddress) })
            capacities.insert(encoder.bytes.capacity)
        }
        #expect(addresses.count == 1, "each frame reuses the same storage")
        #expect(capacities.count == 1)
    }
}
