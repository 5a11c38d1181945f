//  IdentityTableTests.swift — FlipbookKitTests
//  The solver's identity-keyed table against Swift's Dictionary keyed by ObjectIdentifier, on
//  seeded random runs of inserts, overwrites, removals and lookups long enough to grow the table
//  many times and to shift entries back over every kind of hole.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

private final class Key {}

@Suite struct IdentityTableTests {
    @Test(arguments: 1...20) func randomRunsAgreeWithADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let keys = (0..<Int.random(in: 10...600, using: &random)).map { _ in Key() }
        var table = IdentityTable<Key, Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<5_000 {
            let key = keys.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                table[key] = step
                model[ObjectIdentifier(key)] = step
            case 5..<8:
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: ObjectIdentifier(key)))
            default:
                table[key] = nil
                model[ObjectIdentifier(key)] = nil
            }
            #expect(table.count == model.count)
        }
        for key in keys { #expect(table[key] == model[ObjectIdentifier(key)]) }
        var seen: [ObjectIdentifier: Int] = [:]
        table.forEach { key, value in seen[ObjectIdentifier(key)] = value }
        #expect(seen == model)
        #expect(table.isEmpty == model.isEmpty)
    }

    @Test func theTableHoldsItsKeys() {
        var table = IdentityTable<Key, Int>()
        weak var held: Key?
        do {
            let key = Key()
            held = key
            table[key] = 1
        }
        #expect(held != nil)
        table[held!] = nil
        #expect(held == nil && table.isEmpty)
    }
}
