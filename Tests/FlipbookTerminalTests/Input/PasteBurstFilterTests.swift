//  PasteBurstFilterTests.swift — FlipbookTerminalTests
//  Typing passes; a paste without brackets is dropped to its last key, on an injected clock; the
//  first key typed after it arrives.

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

    /// One read as the screen makes it: decoded through the filter at the time it was read.
    static func read(_ text: String, _ filter: inout PasteBurstFilter, _ decoder: inout InputDecoder, at now: UInt64) -> [PlayerEvent] {
        var events: [PlayerEvent] = []
        Array(text.utf8).withUnsafeBytes { filter.decode($0, with: &decoder, at: now, into: &events) }
        return events
    }

    /// The first key typed after a paste arrives once input has been quiet for `quietNanoseconds`,
    /// however long after: the read that ends the quiet time is decoded as typing. (The screen told
    /// the decoder to skip text from the state before the read, so that read's keys were lost.)
    @Test(arguments: [0, 1, 10_000])
    func theFirstKeyAfterAPasteArrives(waitingLonger milliseconds: UInt64) {
        var filter = PasteBurstFilter(), decoder = InputDecoder()
        #expect(Self.read(String(repeating: "1q", count: 40), &filter, &decoder, at: 0).isEmpty, "the paste is dropped")
        #expect(Self.read("q", &filter, &decoder, at: 100 * Self.ms).isEmpty, "and its tail, close behind")
        let typed = 100 * Self.ms + PasteBurstFilter.quietNanoseconds + milliseconds * Self.ms
        #expect(Self.read("q", &filter, &decoder, at: typed) == Self.keys("q"), "the first key after the quiet time")
        #expect(Self.read("ab", &filter, &decoder, at: typed + 20 * Self.ms) == Self.keys("ab"), "and the keys after it")
    }
}
