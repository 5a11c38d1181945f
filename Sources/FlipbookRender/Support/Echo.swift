//  Echo.swift — FlipbookRender
//  User input quoted back in a message: short, and with nothing a terminal would act on or hide.
//  In Render, below every module that writes a message, so paths in file errors go through it too.

/// Quotes what a user typed (an argument, a path, a script's word) for an error message.
///
/// Control characters (C0, DEL, C1, the escape character) and the invisible ones — format
/// characters such as the zero-width joiner and the bidirectional overrides and isolates, line
/// and paragraph separators — are shown as `\u{1B}`-style escapes, so a message never moves the
/// cursor, changes colours or reorders what it shows, and `pre\u{200D}sent` does not pass for
/// `present`; text longer than `limit`
/// characters keeps its start and end around a `…`, so a 1 MB argument yields one line.
///
/// ```swift
/// Echo.quoted("x\u{1B}[2J")   // "'x\u{1B}[2J'"
/// ```
public enum Echo {
    /// The most characters of input a message repeats.
    public static let limit = 60

    public static func quoted(_ text: String, limit: Int = Echo.limit) -> String {
        "'" + escaped(text, limit: limit) + "'"
    }

    /// `text` with control characters escaped and cut to `limit` characters (counted after escaping).
    public static func escaped(_ text: String, limit: Int = Echo.limit) -> String {
        var pieces: [String] = []
        var count = 0
        var tail: [String] = []
        var tailCount = 0
        var total = 0
        let headLimit = max(limit * 2 / 3, 1)
        let tailLimit = max(limit - headLimit - 1, 0)
        for scalar in text.unicodeScalars {
            let piece = isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
            total += piece.count
            if count < headLimit {
                pieces.append(piece)
                count += piece.count
            } else {
                tail.append(piece)
                tailCount += piece.count
                while tailCount > tailLimit + 32, !tail.isEmpty { tailCount -= tail.removeFirst().count }
            }
        }
        guard total > limit else { return (pieces + tail).joined() }
        var kept: [String] = []
        var keptCount = 0
        for piece in tail.reversed() {
            guard keptCount + piece.count <= tailLimit else { break }
            kept.append(piece)
            keptCount += piece.count
        }
        return pieces.joined() + "…" + kept.reversed().joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }
}
