//  _ByteWriter.swift — FlipbookRender
//  The ANSI encoder's byte buffer: raw-pointer appends of bytes, CSI, decimals and UTF-8. Status: complete.

/// A growable byte buffer written through a raw pointer: callers `reserve` room for a
/// sequence, then write it without bounds checks. Its storage is kept from frame to frame.
struct _ByteWriter {
    var base: UnsafeMutablePointer<UInt8>? = nil
    var count = 0
    var capacity = 0
    /// `semicolonDecimalTable`, held here: a static's every read checks that it is made.
    let semicolonDecimals = Self.semicolonDecimalTable

    /// Makes room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(to: count + n) }
    }

    mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2, 4096)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let base {
            newBase.update(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    func deallocate() { base?.deallocate() }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base.unsafelyUnwrapped[count] = byte
        count &+= 1
    }

    /// ESC [
    @inline(__always)
    mutating func appendCSI() {
        append(0x1B)
        append(0x5B)
    }

    /// A non-negative integer in decimal.
    @inline(__always)
    mutating func appendDecimal(_ value: Int) {
        let n = max(value, 0)
        if n < 10 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n))
        } else if n < 100 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 10))
            append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
        } else if n < 1000 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 100))
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 10 % 10))
            append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
        } else {
            appendLongDecimal(n)
        }
    }

    mutating func appendLongDecimal(_ value: Int) {
        var n = value
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        repeat {
            append(0x30 + UInt8(n / divisor))
            n %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// `;` and a byte's value in decimal (`;0` … `;255`): one store of the four bytes kept for
    /// it (`semicolonDecimals`), of which the first two to four are the sequence. Needs 4 bytes of room.
    @inline(__always)
    mutating func appendSemicolonAndByte(_ value: UInt8) {
        let entry = semicolonDecimals[Int(value)]
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).storeBytes(of: UInt32(truncatingIfNeeded: entry), as: UInt32.self)
        count &+= Int(truncatingIfNeeded: entry >> 32)
    }

    /// Per byte value: `;` and its decimal digits, first byte lowest, in the low 32 bits, and how
    /// many of those bytes the sequence has above them.
    /// Made once and kept for the program's life.
    static let semicolonDecimalTable: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        for value in 0...255 {
            let bytes = Array(";\(value)".utf8)
            var packed: UInt64 = 0
            for (i, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * i) }
            (table + value).initialize(to: packed | UInt64(bytes.count) << 32)
        }
        return UnsafePointer(table)
    }()

    /// Four bytes, the first lowest, in one store. Needs 4 bytes of room.
    @inline(__always)
    mutating func appendFour(_ bytes: UInt32) {
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).storeBytes(of: bytes, as: UInt32.self)
        count &+= 4
    }

    /// How many digits `appendDecimal` writes.
    @inline(__always)
    static func digits(_ value: Int) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        var n = value / 1000, d = 4
        while n >= 10 { n /= 10; d += 1 }
        return d
    }

    /// A scalar's UTF-8 bytes.
    @inline(__always)
    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            append(UInt8(v))
        case ..<0x800:
            append(0xC0 | UInt8(v >> 6))
            append(0x80 | UInt8(v & 0x3F))
        case ..<0x10000:
            append(0xE0 | UInt8(v >> 12))
            append(0x80 | UInt8((v >> 6) & 0x3F))
            append(0x80 | UInt8(v & 0x3F))
        default:
            append(0xF0 | UInt8(v >> 18))
            append(0x80 | UInt8((v >> 12) & 0x3F))
            append(0x80 | UInt8((v >> 6) & 0x3F))
            append(0x80 | UInt8(v & 0x3F))
        }
    }
}
