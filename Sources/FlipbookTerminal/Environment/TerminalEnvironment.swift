//  TerminalEnvironment.swift — FlipbookTerminal
//  What the process knows about its terminal before opening it. Status: complete.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The environment variables and standard streams the terminal backend decides from.
///
/// Everything is a stored value so tests build any environment they need; `current()` is
/// the one place that reads the real process.
public struct TerminalEnvironment: Equatable, Sendable {
    /// The process environment (`TERM`, `COLORTERM`, `NO_COLOR`, …).
    public var variables: [String: String]
    /// Whether standard input is a terminal (`isatty(0)`).
    public var stdinIsTerminal: Bool
    /// Whether standard output is a terminal (`isatty(1)`).
    public var stdoutIsTerminal: Bool

    public init(variables: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool) {
        self.variables = variables
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// The running process's environment and streams.
    public static func current() -> TerminalEnvironment {
        TerminalEnvironment(
            variables: ProcessInfo.processInfo.environment,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1
        )
    }

    /// Both streams are terminals: the interactive previewer can run.
    public var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }

    /// Throws the error a user sees when the previewer cannot run here; returns when both
    /// standard output and standard input are terminals.
    public func checkInteractive() throws {
        if !stdoutIsTerminal { throw TerminalError(.notATerminal(stream: "stdout")) }
        if !stdinIsTerminal { throw TerminalError(.notATerminal(stream: "stdin")) }
    }
}
