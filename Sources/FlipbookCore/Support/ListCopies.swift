//  ListCopies.swift — FlipbookCore
//  A test hook: how many references the layer and view trees' child lists copied into new
//  storage. Status: complete.

import Foundation

/// How many element references the sublayer and subview lists changed on this thread have
/// copied into new storage: growing it, or copying a list another reference shared
/// (Flipbook addition, a test hook).
///
/// Appending N children one by one copies fewer than 2N (the storage doubles as it grows: an
/// append costs O(1) amortised); a list copied at every insertion — as one was while a second
/// reference to it was held across the change — about N²/2. Tests bound it; counted per thread,
/// so tests running side by side do not add to each other's count.
package enum ListCopies {
    private static let counter = ThreadLocal<Int>("ListCopies.counter") { 0 }

    /// The references copied on this thread so far.
    package static var count: Int { counter.value }

    /// Runs `change` on `list`, counting the references it copied when it moved the list to new
    /// storage (those the list had before and still has).
    @inline(__always)
    package static func change<Element, Result>(_ list: inout [Element], _ change: (inout [Element]) -> Result) -> Result {
        let countBefore = list.count
        let storageBefore = list.withUnsafeBufferPointer { $0.baseAddress }
        let result = change(&list)
        if countBefore > 0, !list.isEmpty, list.withUnsafeBufferPointer({ $0.baseAddress }) != storageBefore {
            counter.value += min(countBefore, list.count)
        }
        return result
    }
}
