//  AttributeBitsTests.swift — FlipbookTerminalTests
//  Cell attributes become ncurses' attribute bits.

import CNcurses
import FlipbookRender
@testable import FlipbookTerminal
import Testing

@Suite struct AttributeBitsTests {
    let bits = AttributeBits.ncurses

    @Test func eachAttributeHasItsOwnBit() {
        #expect(bits.bits(for: []) == 0)
        #expect(bits.bits(for: .bold) == flipbook_a_bold())
        #expect(bits.bits(for: .dim) == flipbook_a_dim())
        #expect(bits.bits(for: .italic) == flipbook_a_italic())
        #expect(bits.bits(for: .underline) == flipbook_a_underline())
        #expect(bits.bits(for: .inverse) == flipbook_a_reverse())
        #expect(bits.bits(for: [.bold, .underline]) == flipbook_a_bold() | flipbook_a_underline())
        let all = [bits.bold, bits.dim, bits.italic, bits.underline, bits.reverse]
        #expect(Set(all).count == 5 && !all.contains(0), "five distinct, non-zero bits")
    }
}
