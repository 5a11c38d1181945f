//  ColorMode.swift — FlipbookRender
//  Flipbook's terminal colour capability. Status: complete.

import Foundation

/// How many colours the terminal shows; the caller (the terminal layer) decides.
public enum ColorMode: String, CaseIterable, Sendable {
    /// 24-bit RGB.
    case trueColor
    /// xterm's 256 colours: 16 system, the 6×6×6 cube, 24 greys.
    case palette256
    /// The 16 system colours.
    case palette16
    /// No colour at all (`NO_COLOR`, a terminal without colour such as `TERM=vt100`): shading characters only.
    case none
}

/// How pixels become cells.
public enum BlitterKind: String, CaseIterable, Sendable {
    /// `▀` with the upper pixel as foreground and the lower as background: 1×2 pixels a cell.
    case halfBlock
    /// Quadrant blocks `▘▝▖▗▌▐▀▄▚▞▙▛▜▟█`: 2×2 pixels, two colours a cell.
    case quadrant
    /// Braille dots: 2×4 pixels, one colour a cell (for plots).
    case braille
    /// Shading characters or an ASCII ramp by brightness: 1×2 pixels, no colour needed.
    case ascii

    /// Pixels per cell, across and down.
    public var pixelsPerCell: (x: Int, y: Int) {
        switch self {
        case .halfBlock: return (1, 2)
        case .quadrant: return (2, 2)
        case .braille: return (2, 4)
        case .ascii: return (1, 2)
        }
    }
}
