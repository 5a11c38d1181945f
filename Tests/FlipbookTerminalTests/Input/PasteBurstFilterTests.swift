//  PasteBurstFilterTests.swift — FlipbookTerminalTests
//  Typing passes; a paste without brackets is dropped to its last key, on an injected clock.

import FlipbookPlayer
@testable import FlipbookTerminal
import Testing

@Suite struct PasteBurstFilterTests {
    static let ms: UInt64 = 1_000_000
    static func keys(_ text: String) -> [PlayerEvent] { text.map { .key(.character($0)) } }
    let click = PlayerEvent.mouse(MouseEvent(.press, column: 3, row: 4))

    @Test func typingPasses() {
        var filter = PasteBurstFilter()
        for (i, text) in ["q", "ab", String(repeating: "x", count: PasteBurstFilter.burstKeys)].enumerated() {
            var events = Self.keys(text)
            filter.filter(&events, at: UInt64(i) * 20 * Self.ms)
            #expect(events == Self.keys(text))
        }
    }

    @Test func aBurstIsDroppedUntilInputGoesQuiet() {
        var filter = PasteBurstFilter()
        var burst = Self.keys(String(repeating: "1q", count: 40)) + [click]
        filter.filter(&burst, at: 0)
        #expect(burst == [click], "keys dropped, the mouse kept")
        // The paste's tail, in later drains close behind, goes too; even a single key.
        var tail = Self.keys("q")
        filter.filter(&tail, at: 100 * Self.ms)
        #expect(tail.isEmpty)
        // Quiet for longer than quietNanoseconds: typing again.
        var typed = Self.keys("q")
        filter.filter(&typed, at: 100 * Self.ms + PasteBurstFilter.quietNanoseconds)
        #expect(typed == Self.keys("q"))
        #expect(!filter.isDropping)
    }
}
