//  Cell.swift — FlipbookRender
//  Flipbook's terminal cell and colour. Status: complete.

import Foundation

/// A colour as a terminal shows it: the terminal's default, one of 256 indexed colours, or
/// 24-bit RGB. Packed in 32 bits so cells stay small and compare fast.
public struct TerminalColor: Hashable, Sendable {
    /// Tag in the top byte (0 default, 1 indexed, 2 RGB); payload below.
    package let raw: UInt32

    package init(raw: UInt32) { self.raw = raw }

    /// The terminal's own foreground or background.
    public static let `default` = TerminalColor(raw: 0)

    /// An indexed colour (0–15 the system colours, 16–231 the 6×6×6 cube, 232–255 greys).
    public static func indexed(_ index: UInt8) -> TerminalColor {
        TerminalColor(raw: 1 << 24 | UInt32(index))
    }

    /// A 24-bit sRGB colour.
    public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> TerminalColor {
        TerminalColor(raw: 2 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    }

    public enum Kind: Sendable, Equatable {
        case `default`
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    public var kind: Kind {
        switch raw >> 24 {
        case 1: return .indexed(UInt8(raw & 0xFF))
        case 2: return .rgb(UInt8((raw >> 16) & 0xFF), UInt8((raw >> 8) & 0xFF), UInt8(raw & 0xFF))
        default: return .default
        }
    }
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let italic = CellAttributes(rawValue: 1 << 2)
    public static let underline = CellAttributes(rawValue: 1 << 3)
    public static let inverse = CellAttributes(rawValue: 1 << 4)
}

/// One character cell of a terminal: a character, its colours and attributes.
///
/// The wide-character rule: a character that takes two columns (CJK, most emoji) is stored in
/// its left cell with `width` 2; the cell to its right has `width` 0 (a continuation) and is
/// never written on its own. Everything else has `width` 1.
public struct Cell: Hashable, Sendable {
    public var scalar: Unicode.Scalar
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: CellAttributes
    /// 1 for a normal cell, 2 for the left half of a wide character, 0 for its right half.
    public var width: UInt8

    public init(_ scalar: Unicode.Scalar = " ", foreground: TerminalColor = .default,
                background: TerminalColor = .default, attributes: CellAttributes = [], width: UInt8 = 1) {
        self.scalar = scalar
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.width = width
    }

    /// A blank cell in the terminal's default colours.
    public static let blank = Cell()

    /// The right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
