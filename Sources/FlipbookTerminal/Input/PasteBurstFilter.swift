//  PasteBurstFilter.swift — FlipbookTerminal
//  Text pasted into a terminal without bracketed paste, told from typing and dropped. Status: complete.

import FlipbookPlayer

/// Drops the keys of a paste that came without bracketed paste (a terminal that does not
/// support it, or tmux's `paste-buffer` without `-p`), so pasted text never turns into
/// commands — and a megabyte of it does not queue a million frames in front of `q`.
///
/// The screen hands over the events of each read — bytes that were waiting together — with
/// the time it read them. Typing gives a read a key or two (a held key repeats at ~30 a
/// second); a read with more than `burstKeys` keys is a paste. From then on every key is
/// dropped until input has been quiet for `quietNanoseconds`, so the tail of the paste,
/// arriving in later reads, goes too (and `decode(_:with:at:into:)` lets the decoder skip its text unread).
/// Mouse events always pass. Pure: time is a parameter.
struct PasteBurstFilter {
    /// More keys than this in one drain are not typing.
    static let burstKeys = 32
    /// A paste has ended after this long without input.
    static let quietNanoseconds: UInt64 = 150_000_000

    /// A paste is being dropped.
    private(set) var isDropping = false
    private var lastInput: UInt64 = 0

    /// Whether input read at `now` continues the paste being dropped: one is, and input has
    /// not been quiet for `quietNanoseconds` since.
    func continuesPaste(at now: UInt64) -> Bool {
        isDropping && now &- lastInput < Self.quietNanoseconds
    }

    /// Removes the keys of `events` (one drain, read at `now`, monotonic nanoseconds) when
    /// they are, or continue, a paste.
    mutating func filter(_ events: inout [PlayerEvent], at now: UInt64) {
        if !continuesPaste(at: now) { isDropping = false }
        lastInput = now
        if !isDropping {
            var keys = 0
            for case .key in events { keys += 1 }
            isDropping = keys > Self.burstKeys
        }
        guard isDropping else { return }
        events.removeAll { if case .key = $0 { return true } else { return false } }
    }

    /// One read: `bytes`, read at `now`, decoded by `decoder` into `events` (emptied first), less
    /// the keys of a paste. The decoder skips text only when the read continues a paste, decided
    /// before it decodes (deciding after, the first read past the quiet time lost its keys).
    mutating func decode(_ bytes: UnsafeRawBufferPointer, with decoder: inout InputDecoder, at now: UInt64,
                         into events: inout [PlayerEvent]) {
        events.removeAll(keepingCapacity: true)
        decoder.skipsText = continuesPaste(at: now)
        decoder.decode(bytes, into: &events)
        filter(&events, at: now)
    }
}
