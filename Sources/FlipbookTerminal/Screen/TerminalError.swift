//  TerminalError.swift — FlipbookTerminal
//  Why the interactive terminal could not be used, in words a user can act on. Status: complete.

/// The interactive terminal could not be used. `description` says why and what to do next.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        /// `stream` ("stdout" or "stdin") is a pipe or a file.
        case notATerminal(stream: String)
        /// ncurses found no terminfo description for `term`.
        case unknownTerminal(term: String)
        /// `term`'s terminfo description cannot move the cursor to a cell (no `cup`: TERM=dumb).
        case cannotAddressCursor(term: String)
    }

    let reason: Reason

    init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .notATerminal(let stream):
            return "the previewer needs an interactive terminal (\(stream) is not a TTY). "
                + "Run it in a terminal window; without one, `flipbook snapshot`, `play --headless` and `record` work."
        case .unknownTerminal(let term):
            let name = term.isEmpty ? "TERM is not set" : "TERM=\(term) has no terminfo description"
            return "could not open the terminal (\(name)). "
                + "Set TERM to your terminal's name, for example `export TERM=xterm-256color`, and try again."
        case .cannotAddressCursor(let term):
            return "this terminal (TERM=\(term)) cannot move the cursor; run it in a terminal such as xterm-256color "
                + "(without one, `flipbook snapshot`, `play --headless` and `record` work)."
        }
    }
}
