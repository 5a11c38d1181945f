//  HUDGlyphs.swift — FlipbookPlayer
//  The characters the HUD draws with: Unicode's boxes, bars and symbols, or ASCII stand-ins.

import FlipbookRender

/// What the HUD draws its frame, timeline, curve, lanes and key symbols with, for a glyph set.
///
/// `.unicode` gives the HUD as it always was (the golden frames are drawn in it); `.ascii`
/// is for a terminal whose locale shows nothing else: `+-|` boxes, a `=` timeline with an `O`
/// playhead, `#` lanes, a curve of `' . :`, and key names spelled out.
struct HUDGlyphs {
    let set: GlyphSet
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Unicode.Scalar
    /// The timeline: played, not yet played, the playhead.
    let played, unplayed, playhead: Unicode.Scalar
    /// A lane's bar, and the current point on the curve.
    let lane, curvePoint: Unicode.Scalar
    /// Between the parts of a line: " · ".
    let separator: String
    /// Between a demo's name and its summary: " — ".
    let dash: String
    /// The multiplication sign of "40×12" and "×1".
    let times: String
    /// The end of a cut text.
    let ellipsis: String
    /// A short flag's yes and no ("cancelled ✗").
    let check, cross: String
    /// The keys' symbols in the hints.
    let enter, space, arrows, leftRight, shiftLeftRight, upDown: String
    /// After an angle: "°" (" deg" in ASCII).
    let degree: String
    /// From a start value to an end value: "844 → 0".
    let arrow: String
    /// The help box, one string a line.
    let help: [String]

    static func forSet(_ set: GlyphSet) -> HUDGlyphs {
        switch set {
        case .unicode: return unicode
        case .ascii: return ascii
        }
    }

    static let unicode = HUDGlyphs(
        set: .unicode, topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│",
        played: "━", unplayed: "─", playhead: "●", lane: "█", curvePoint: "●",
        separator: " · ", dash: " — ", times: "×", ellipsis: "…", check: "✓", cross: "✗",
        enter: "⏎", space: "␣", arrows: "←↑→↓", leftRight: "←/→", shiftLeftRight: "⇧←/→", upDown: "↑/↓", degree: "°", arrow: "→",
        help: [
            "Keys",
            "⏎        tap the selection / present / push (interactive: start, let go)",
            "esc ⌫    dismiss / pop",
            "↑↓←→     move the selection; scrub when paused; drag when interactive",
            "⇧←/→     10 % steps (PgUp/PgDn too)      home/end  start/end",
            ", .      one frame back / forward       ␣  pause and scrub / play",
            "i        interactive mode               r  reverse",
            "[ ]      slower / faster (×0.1 … ×4)    l  loop the last transition",
            "n p tab  next / previous demo           1…9  pick a demo",
            "b        blitter                        c  colour mode",
            "h        hide the HUD: the device alone, full height (h again to show it)",
            "v        views: ↑↓ or a click picks one to inspect; v hides the list, esc ends it",
            "m        the picked view's motion path, a tick a frame; right click picks any time",
            "t        parameters: ↑↓ pick, ←/→ change (⇧ ten steps); a change re-runs in place",
            "mouse    click the device to tap, a lane to inspect its view; click or drag the timeline",
            "?        close this help                q  quit",
        ])

    static let ascii = HUDGlyphs(
        set: .ascii, topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        played: "=", unplayed: "-", playhead: "O", lane: "#", curvePoint: "o",
        separator: " | ", dash: " - ", times: "x", ellipsis: "~", check: "yes", cross: "no",
        enter: "Enter", space: "Space", arrows: "arrows", leftRight: "<-/->", shiftLeftRight: "Shift <-/->", upDown: "up/down",
        degree: " deg", arrow: "->",
        help: [
            "Keys",
            "Enter     tap the selection / present / push (interactive: start, let go)",
            "Esc Bksp  dismiss / pop",
            "arrows    move the selection; scrub when paused; drag when interactive",
            "Shift <-  10 % steps (PgUp/PgDn too)     home/end  start/end",
            ", .       one frame back / forward      Space  pause and scrub / play",
            "i         interactive mode              r  reverse",
            "[ ]       slower / faster (x0.1 - x4)   l  loop the last transition",
            "n p Tab   next / previous demo          1-9  pick a demo",
            "b         blitter                       c  colour mode",
            "h         hide the HUD: the device alone, full height (h again to show it)",
            "v         views: up/down or a click picks one to inspect; v hides the list, Esc ends it",
            "m         the picked view's motion path, a tick a frame; right click picks any time",
            "t         parameters: up/down pick, <-/-> change (Shift: ten steps); re-runs in place",
            "mouse     click the device to tap, a lane to inspect its view; click or drag the timeline",
            "?         close this help               q  quit",
        ])

    /// A braille plot cell (U+2800 + dot bits) in these glyphs: itself in Unicode; in ASCII `'`
    /// for dots in the upper half, `.` in the lower, `:` in both.
    func curveCell(_ braille: Unicode.Scalar) -> Unicode.Scalar {
        guard set == .ascii else { return braille }
        let bits = braille.value &- 0x2800
        let upper = bits & 0x1B != 0  // dots 1, 2, 4, 5 (rows 1 and 2)
        let lower = bits & 0xE4 != 0  // dots 3, 6, 7, 8 (rows 3 and 4)
        switch (upper, lower) {
        case (true, true): return ":"
        case (true, false): return "'"
        case (false, true): return "."
        case (false, false): return " "
        }
    }

    /// Folds every cell `cells` holds to ASCII (the scene's own text, a demo's summary, a
    /// diagnostic): common punctuation to its ASCII look-alike, anything else to `?`; a wide
    /// character to `?` and a space, keeping the columns.
    static func foldToASCII(_ cells: inout CellBuffer) {
        for y in 0..<cells.height {
            for x in 0..<cells.width {
                var cell = cells[x, y]
                guard cell.scalar.value >= 0x80 || cell.width != 1 else { continue }
                if cell.width == 0 {
                    cell.scalar = " "
                } else {
                    cell.scalar = asciiLookAlike(cell.scalar)
                }
                cell.width = 1
                cells[x, y] = cell
            }
        }
    }

    static func asciiLookAlike(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 { return scalar }
        switch scalar {
        case "—", "–", "−", "─", "━": return "-"
        case "×": return "x"
        case "·", "•", "…": return "."
        case "←": return "<"
        case "→": return ">"
        case "‘", "’": return "'"
        case "“", "”": return "\""
        case "\u{A0}": return " "
        default: return "?"
        }
    }
}
