//  _ByteWriter.swift — FlipbookRender
//  The ANSI encoder's byte buffer: raw-pointer appends of bytes, CSI, decimals and UTF-8. Status: complete.

/// A growable byte buffer written through a raw pointer: callers `reserve` room for a
/// sequence, then write it without bounds checks. Its storage is kept from frame to frame.
struct _ByteWriter {
    var base: UnsafeMutablePointer<UInt8>? = nil
    var count = 0
    var capacity = 0

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

    /// How many digits `appendDecimal` writes.
    @inline(__always)
    static func digits(_ value: Int) -> Int {
        var n = max(value, 0), d = 1
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
