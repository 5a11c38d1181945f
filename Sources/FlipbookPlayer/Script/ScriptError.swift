//  ScriptError.swift — FlipbookPlayer
//  Why a `.flip` script was refused, in the compiler's `file:line:col: message` shape, so
//  editors and terminals can jump to the place; and the did-you-mean helper its hints use.

import FlipbookRender

/// A script mistake: where (1-based line and column of the offending word), what, and what to do.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public var fileName: String
    public var line: Int
    public var column: Int
    public var message: String
    /// A suggestion ("did you mean 'present'?"), shown after a dash.
    public var hint: String?

    public init(fileName: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// `file.flip:LINE:COL: message` and ` — hint` when there is one; the file's name as `Echo`
    /// shows it (a name is user text: it may hold an escape sequence, or be 300 characters long).
    public var description: String {
        "\(Echo.escaped(fileName)):\(line):\(column): \(message)" + (hint.map { " — \($0)" } ?? "")
    }
}

/// Suggestions for misspelt words, by edit distance.
enum DidYouMean {
    /// The candidate closest to `word` (case-insensitively), if it is at most two edits away and
    /// fewer edits than the word is long (so "x" suggests nothing). Ties go to the earlier candidate.
    static func suggestion(for word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        // Words much longer than any candidate cannot be within two edits; skip the work.
        guard lowered.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lowered, Array(candidate.lowercased()))
            if d <= 2, d < lowered.count, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// "did you mean 'x'?" for the closest candidate, or nil.
    static func hint(for word: String, in candidates: [String]) -> String? {
        suggestion(for: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance (insert, delete, replace each cost one).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
