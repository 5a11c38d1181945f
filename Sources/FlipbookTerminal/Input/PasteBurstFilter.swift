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
/// arriving in later reads, goes too (and the screen lets the decoder skip its text unread).
/// Mouse events always pass. Pure: time is a parameter.
struct PasteBurstFilter {
    /// More keys than this in one drain are not typing.
    static let burstKeys = 32
    /// A paste has ended after this long without input.
    static let quietNanoseconds: UInt64 = 150_000_000

    /// A paste is being dropped.
    private(set) var isDropping = false
    private var lastInput: UInt64 = 0

    /// Removes the keys of `events` (one drain, read at `now`, monotonic nanoseconds) when
    /// they are, or continue, a paste.
    mutating func filter(_ events: inout [PlayerEvent], at now: UInt64) {
        if isDropping, now &- lastInput >= Self.quietNanoseconds { isDropping = false }
        lastInput = now
        if !isDropping {
            var keys = 0
            for case .key in events { keys += 1 }
            isDropping = keys > Self.burstKeys
        }
        guard isDropping else { return }
        events.removeAll { if case .key = $0 { return true } else { return false } }
    }
}
