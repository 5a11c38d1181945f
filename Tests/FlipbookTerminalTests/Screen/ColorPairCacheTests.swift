//  ColorPairCacheTests.swift — FlipbookTerminalTests
//  Pairs are allocated once, remembered, and never silently reused when the table fills.

@testable import FlipbookTerminal
import Testing

@Suite struct ColorPairCacheTests {
    /// A stand-in for `alloc_pair` that counts its calls and numbers pairs from 1.
    final class Allocator {
        var calls: [(Int32, Int32)] = []
        var fails = false
        func allocate(_ foreground: Int32, _ background: Int32) -> Int32 {
            calls.append((foreground, background))
            return fails ? -1 : Int32(calls.count)
        }
    }

    @Test func aPairIsAllocatedOnceAndThenRemembered() {
        var cache = ColorPairCache(capacity: 10)
        let allocator = Allocator()
        #expect(cache.pair(foreground: 1, background: 4, allocate: allocator.allocate) == .pair(1))
        #expect(cache.pair(foreground: 1, background: 4, allocate: allocator.allocate) == .pair(1))
        #expect(cache.pair(foreground: 4, background: 1, allocate: allocator.allocate) == .pair(2), "order matters")
        #expect(allocator.calls.count == 2)
    }

    @Test func defaultOnDefaultIsPairZeroWithoutAllocating() {
        var cache = ColorPairCache(capacity: 10)
        let allocator = Allocator()
        #expect(cache.pair(foreground: -1, background: -1, allocate: allocator.allocate) == .pair(0))
        #expect(allocator.calls.isEmpty)
        #expect(cache.pair(foreground: -1, background: 3, allocate: allocator.allocate) == .pair(1), "one default side is a real pair")
    }

    @Test func directColourNumbersDoNotCollide() {
        var cache = ColorPairCache(capacity: 10)
        let allocator = Allocator()
        _ = cache.pair(foreground: 0xFFFFFF, background: -1, allocate: allocator.allocate)
        _ = cache.pair(foreground: -1, background: 0xFFFFFF, allocate: allocator.allocate)
        #expect(cache.pairs.count == 2)
    }

    @Test func aFullTableAsksForAResetInsteadOfReusing() {
        var cache = ColorPairCache(capacity: 2)
        let allocator = Allocator()
        _ = cache.pair(foreground: 1, background: 2, allocate: allocator.allocate)
        _ = cache.pair(foreground: 2, background: 3, allocate: allocator.allocate)
        #expect(cache.pair(foreground: 3, background: 4, allocate: allocator.allocate) == .full)
        #expect(cache.pair(foreground: 1, background: 2, allocate: allocator.allocate) == .pair(1), "known pairs still answer")
        #expect(allocator.calls.count == 2, "nothing allocated past capacity")
        cache.removeAll()
        #expect(cache.pair(foreground: 3, background: 4, allocate: allocator.allocate) == .pair(3))
    }

    @Test func aFailedAllocationFallsBackToDefaultsAndIsNotRemembered() {
        var cache = ColorPairCache(capacity: 4)
        let allocator = Allocator()
        allocator.fails = true
        #expect(cache.pair(foreground: 5, background: 6, allocate: allocator.allocate) == .pair(0))
        allocator.fails = false
        #expect(cache.pair(foreground: 5, background: 6, allocate: allocator.allocate) == .pair(2), "tried again")
    }
}
