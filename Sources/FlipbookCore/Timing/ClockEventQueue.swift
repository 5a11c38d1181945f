//  ClockEventQueue.swift — FlipbookCore
//  Flipbook's priority queue of a MediaClock's pending events (a binary min-heap). Status: complete.

import Foundation

/// A clock's pending animation starts and finishes and scheduled blocks, earliest first: the
/// next one is found in O(1) and each is added or taken in O(log n) comparisons, so a tick
/// through the events of N animations costs O(N log N), not the O(N²) of scanning every
/// animation for each event.
///
/// An entry is never changed in place: an animation whose times change (its layer re-timed,
/// moved, paused) gets a new entry under a new generation, and the clock drops the old one
/// when it comes to the top (`isCurrent`). So entries may be stale; `compact(keeping:)` clears
/// them out when they outnumber the current ones.
struct ClockEventQueue {
    struct Entry {
        var time: CFTimeInterval
        /// At the same instant: blocks scheduled earlier (-1), then starts (0), then stops (1).
        var order: Int
        /// At the same instant and order: a block's scheduling sequence, an animation's
        /// registration serial (so earlier-registered animations go first, as they always have).
        var sequence: Int
        /// The animation the entry is for (nil: the scheduled block `sequence`), and its
        /// generation when the entry was made.
        var record: AnimationRecord?
        var generation: Int

        func precedes(_ other: Entry) -> Bool {
            (time, order, sequence) < (other.time, other.order, other.sequence)
        }
    }

    private var heap: [Entry] = []
    /// Comparisons made between entries since the queue was made: the work a test bounds.
    private(set) var comparisons = 0

    var count: Int { heap.count }
    var first: Entry? { heap.first }

    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        siftUp(heap.count - 1)
    }

    @discardableResult
    mutating func removeFirst() -> Entry {
        let first = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return first
    }

    /// Keeps only the entries `isCurrent` accepts, in heap order again, in O(n). Returns the old
    /// storage, for the caller to let go of once the queue is no longer being changed (a release
    /// can run a deinit that re-times an animation, which changes the queue).
    mutating func compact(keeping isCurrent: (Entry) -> Bool) -> [Entry] {
        var old = heap.filter(isCurrent)
        swap(&old, &heap)
        var i = heap.count / 2
        while i > 0 {
            i -= 1
            siftDown(i)
        }
        return old
    }

    private mutating func less(_ a: Int, _ b: Int) -> Bool {
        comparisons += 1
        return heap[a].precedes(heap[b])
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(child, parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var smallest = parent
            if less(left, smallest) { smallest = left }
            if left + 1 < heap.count, less(left + 1, smallest) { smallest = left + 1 }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
