//  IdentityTable.swift — FlipbookKit
//  A hash table keyed by object identity, for the solver's lookups of variables and constraints:
//  Dictionary hashes an ObjectIdentifier through the seeded SipHash, which was most of a re-solve.

/// Values keyed by the identity of an object: open addressing with linear probing, the home slot
/// from a multiplicative (Fibonacci) hash of the object's address, deletion by backward shift
/// (no tombstones), at most half full. The table holds its keys.
struct IdentityTable<Key: AnyObject, Value> {
    /// (A struct, not a tuple: an array of tuples is destroyed through the runtime's generic
    /// tuple witnesses, a tenth of a solve when the solver was released.)
    private struct Entry {
        let key: Key
        var value: Value
    }

    private var slots: [Entry?]
    /// 64 − log₂(slots.count): the product's top bits pick the home slot.
    private var shift: Int
    private(set) var count = 0

    init() {
        slots = Array(repeating: nil, count: 16)
        shift = 64 - 4
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Key) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: ObjectIdentifier(key))) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func slot(of key: Key) -> (found: Bool, at: Int) {
        let mask = slots.count - 1
        var i = home(key)
        while let entry = slots[i] {
            if entry.key === key { return (true, i) }
            i = (i + 1) & mask
        }
        return (false, i)
    }

    subscript(key: Key) -> Value? {
        get {
            let (found, at) = slot(of: key)
            return found ? slots[at]!.value : nil
        }
        set {
            if let newValue { insert(newValue, for: key) } else { _ = removeValue(forKey: key) }
        }
    }

    private mutating func insert(_ value: Value, for key: Key) {
        var (found, at) = slot(of: key)
        if !found && (count + 1) * 2 > slots.count {
            grow()
            at = slot(of: key).at
        }
        if !found { count += 1 }
        slots[at] = Entry(key: key, value: value)
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        var (found, hole) = slot(of: key)
        guard found else { return nil }
        let removed = slots[hole]!.value
        slots[hole] = nil
        count -= 1
        // Entries after the hole whose probe from home passed through it move back into it.
        let mask = slots.count - 1
        var j = hole
        while true {
            j = (j + 1) & mask
            guard let entry = slots[j] else { break }
            let h = home(entry.key)
            if (hole &- h) & mask < (j &- h) & mask {
                slots[hole] = entry
                slots[j] = nil
                hole = j
            }
        }
        return removed
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        shift -= 1
        for case let entry? in old { slots[slot(of: entry.key).at] = entry }
    }

    /// Every key and its value, in no particular order.
    func forEach(_ body: (Key, Value) -> Void) {
        for case let entry? in slots { body(entry.key, entry.value) }
    }
}
