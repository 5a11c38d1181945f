//  ValueGrammar.swift — FlipbookPlayer
//  The one grammar for the numbers and sizes that `.flip` scripts and the command line take.

import Foundation
import FlipbookKit

/// How numbers, cell sizes and device sizes are written, everywhere Flipbook reads them: a
/// script's `size 100x30` and `--size 100x30`, `wait 0.5` and `--speed 0.5`, `expect percent 40%`
/// and `--at 40%` accept exactly the same texts.
///
/// - A decimal is an optional sign, digits with at most one `.` (`1.5`, `.5`, `2.`), and an
///   optional exponent (`2e3`). No hex (`0x1p-2`), no `inf`, `nan` or `_`, which `Double(_:)`
///   would take.
/// - A whole number is digits only.
/// - A size is two parts joined by one `x` or `×` (`100x30`); `100xx30` is three parts, not two.
/// - A device is a size in points or one of the named devices (`iphone`, `ipad`, any case).
public enum ValueGrammar {
    /// A decimal number, or nil when `text` is not one (`1e400` is infinity: callers check ranges).
    public static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let mantissaEnd = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) ?? rest.endIndex
        let mantissa = rest[..<mantissaEnd]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        if mantissaEnd != rest.endIndex {
            var exponent = rest[rest.index(after: mantissaEnd)...]
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard isInteger(exponent) else { return nil }
        }
        return Double(String(text))
    }

    /// Digits only (no sign), at least one.
    public static func isInteger<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.allSatisfy(\.isASCIIDigit)
    }

    /// `120x36` / `390×844` split at the `x` (empty parts kept, so `120xx36` is three parts).
    public static func dimensions(_ text: String) -> [Substring] {
        text.lowercased().split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
            .map { Substring($0) }
    }

    /// `COLUMNSxROWS` of whole numbers, or nil when `text` is not written so (ranges unchecked;
    /// a number too long for `Int` is `Int.max`, so it fails every range).
    public static func cellSize(_ text: String) -> (columns: Int, rows: Int)? {
        let parts = dimensions(text)
        guard parts.count == 2, parts.allSatisfy({ isInteger($0) }) else { return nil }
        return (Int(parts[0]) ?? .max, Int(parts[1]) ?? .max)
    }

    /// `WIDTHxHEIGHT` of decimals, or nil.
    public static func pointSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = dimensions(text)
        guard parts.count == 2, let width = decimal(parts[0]), let height = decimal(parts[1]) else { return nil }
        return (width, height)
    }

    /// The devices named on the command line and in scripts: an iPhone 14/15 and an iPad Air
    /// (11-inch) screen, in points.
    public static let namedDevices: [(name: String, size: CGSize)] = [
        ("iphone", UIWindow.iPhoneScreenSize), ("ipad", CGSize(width: 820, height: 1180)),
    ]

    /// The named device's screen size (case-insensitive), or nil.
    public static func namedDevice(_ text: String) -> CGSize? {
        let name = text.lowercased()
        return namedDevices.first { $0.name == name }?.size
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
