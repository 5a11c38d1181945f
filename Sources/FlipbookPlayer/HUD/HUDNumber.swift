//  HUDNumber.swift — FlipbookPlayer
//  A number as the inspector shows it, in fixed storage: values that change every frame are
//  written without making a String (so a frame with the inspector open allocates nothing).

import Foundation
import FlipbookKit

/// The characters of a number in `InspectedValue.number(_:)`'s format (844, 212.5, 0.35) or
/// `InspectedValue.rate(_:)`'s (1 850), ASCII, in a fixed buffer.
struct HUDNumber {
    /// The characters, `count` of them used.
    private(set) var bytes = SIMD32<UInt8>()
    private(set) var count = 0

    /// `v` as `InspectedValue.number` writes it; `grouped`: as `InspectedValue.rate` (whole
    /// numbers grouped by thousands from 100 on). Beyond ±1e15 or not finite: "inf", "nan".
    init(_ v: Double, grouped: Bool = false) {
        guard v.isFinite, abs(v) < 1e15 else {
            append(v.isNaN ? "nan" : v > 0 ? "inf" : "-inf")
            return
        }
        let magnitude = abs(v)
        let whole = grouped && magnitude >= 100
        let decimals = whole ? 0 : magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var scaled = Int64((magnitude * scale).rounded())
        var fraction = decimals
        // No trailing zeros after the point.
        while fraction > 0, scaled % 10 == 0 { scaled /= 10; fraction -= 1 }
        if scaled == 0 { append("0"); return }
        if v < 0 { append("-") }
        var divisor: Int64 = 1
        for _ in 0..<fraction { divisor *= 10 }
        appendInteger(scaled / divisor, grouped: whole)
        guard fraction > 0 else { return }
        append(".")
        var rest = scaled % divisor
        for _ in 0..<fraction {
            divisor /= 10
            appendDigit(rest / divisor)
            rest %= divisor
        }
    }

    /// A colour as `#RRGGBBAA`, its sRGB components and alpha (`InspectedValue.hex`).
    init(hexOf color: Color) {
        let c = color.sRGBComponents
        append("#")
        appendHexByte(c.red); appendHexByte(c.green); appendHexByte(c.blue); appendHexByte(c.alpha)
    }

    private mutating func appendHexByte(_ v: Double) {
        let byte = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
        appendHexDigit(byte / 16)
        appendHexDigit(byte % 16)
    }

    private mutating func appendHexDigit(_ d: Int) {
        bytes[count] = UInt8(d < 10 ? 48 + d : 55 + d)
        count += 1
    }

    private mutating func appendInteger(_ n: Int64, grouped: Bool) {
        var digits = SIMD32<UInt8>(), length = 0
        var rest = n
        repeat {
            digits[length] = UInt8(rest % 10)
            length += 1
            rest /= 10
        } while rest > 0
        for i in stride(from: length - 1, through: 0, by: -1) {
            appendDigit(Int64(digits[i]))
            if grouped, i > 0, i % 3 == 0 { append(" ") }
        }
    }

    private mutating func appendDigit(_ d: Int64) {
        bytes[count] = UInt8(48 + d)
        count += 1
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer in
            for byte in buffer where count < 32 {
                bytes[count] = byte
                count += 1
            }
        }
    }

    /// The characters as a String (for tests and texts made once).
    var text: String {
        String(decoding: (0..<count).map { bytes[$0] }, as: UTF8.self)
    }
}
