//  ColorPairCache.swift — FlipbookTerminal
//  Colour pairs allocated on demand and remembered. Status: complete.

/// The colour pairs a screen has allocated, keyed by (foreground, background) colour numbers.
///
/// ncurses' `alloc_pair` finds or makes a pair, but when the table is full it silently
/// redefines the least recently used one — and every cell already on screen with that pair
/// changes colour. So the cache counts what it has allocated and, at `capacity`, answers
/// `.full` instead: the screen then resets all pairs and repaints the frame whole. Pure: the
/// allocation is a closure.
struct ColorPairCache {
    enum Lookup: Equatable {
        /// Use this pair number.
        case pair(Int32)
        /// Every pair is taken: reset the pairs (and the cache), then repaint.
        case full
    }

    /// Pairs that may be allocated (ncurses' `COLOR_PAIRS` less pair 0).
    let capacity: Int
    private(set) var pairs: [UInt64: Int32] = [:]

    init(capacity: Int) { self.capacity = max(capacity, 0) }

    /// The pair for `foreground` on `background`, allocating it through `allocate` (which returns
    /// a pair number or −1 on failure) when new. The terminal's default colours on both sides is
    /// pair 0, never allocated; a failed allocation also answers pair 0 (default colours beat
    /// a stopped frame).
    mutating func pair(foreground: Int32, background: Int32, allocate: (Int32, Int32) -> Int32) -> Lookup {
        if foreground == -1, background == -1 { return .pair(0) }
        let key = UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
        if let known = pairs[key] { return .pair(known) }
        guard pairs.count < capacity else { return .full }
        let number = allocate(foreground, background)
        guard number > 0 else { return .pair(0) }
        pairs[key] = number
        return .pair(number)
    }

    /// Forgets every pair (after ncurses' `reset_color_pairs`).
    mutating func removeAll() { pairs.removeAll(keepingCapacity: true) }
}
