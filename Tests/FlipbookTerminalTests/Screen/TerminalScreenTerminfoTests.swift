//  TerminalScreenTerminfoTests.swift — FlipbookTerminalTests
//  The screen refuses a terminal that cannot move the cursor (TERM=dumb), from terminfo's own
//  database, before it is opened.

import CNcurses
@testable import FlipbookTerminal
import Testing

// In InputDecoderTerminfoTests' suite, which is serialized: the check swaps ncurses' one current
// terminal for a moment, which those tests read.
extension InputDecoderTerminfoTests {
    @Test func onlyATerminalThatMovesTheCursorIsOpened() throws {
        #expect(TerminalScreen.addressesCursor(term: "dumb") == false, "dumb has no cup: refused")
        for term in Self.terminals {
            #expect(TerminalScreen.addressesCursor(term: term) == true, "\(term) can be drawn on (vt100 in ASCII)")
        }
        #expect(TerminalScreen.addressesCursor(term: "xterm-nonesuch") == nil, "no entry: newterm's own message")
        // The check leaves the current terminal as it found it.
        try #require(flipbook_load_terminfo("xterm") == flipbook_ok())
        let up = Self.sequence("kcuu1")
        _ = TerminalScreen.addressesCursor(term: "dumb")
        #expect(Self.sequence("kcuu1") == up && up != nil)
    }
}
