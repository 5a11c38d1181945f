//  TerminalEnvironmentTests.swift — FlipbookTerminalTests
//  The interactive check and the messages a user sees.

@testable import FlipbookTerminal
import Testing

@Suite struct TerminalEnvironmentTests {
    private func environment(stdin: Bool, stdout: Bool) -> TerminalEnvironment {
        TerminalEnvironment(variables: ["TERM": "xterm-256color"], stdinIsTerminal: stdin, stdoutIsTerminal: stdout)
    }

    @Test func aPipedStdoutIsRefusedWithAReadableMessage() {
        #expect(throws: TerminalError(.notATerminal(stream: "stdout"))) {
            try environment(stdin: true, stdout: false).checkInteractive()
        }
        #expect(TerminalError(.notATerminal(stream: "stdout")).description ==
            "the previewer needs an interactive terminal (stdout is not a TTY). Run it in a terminal window; without one, `flipbook snapshot`, `play --headless` and `record` work.")
    }

    @Test func aPipedStdinIsRefusedNamingStdin() {
        #expect(throws: TerminalError(.notATerminal(stream: "stdin"))) {
            try environment(stdin: false, stdout: true).checkInteractive()
        }
        #expect(TerminalError(.notATerminal(stream: "stdin")).description.contains("(stdin is not a TTY)"))
    }

    @Test func stdoutIsReportedFirstWhenNeitherIsATerminal() {
        #expect(throws: TerminalError(.notATerminal(stream: "stdout"))) {
            try environment(stdin: false, stdout: false).checkInteractive()
        }
    }

    @Test func twoTerminalsPass() throws {
        let both = environment(stdin: true, stdout: true)
        try both.checkInteractive()
        #expect(both.isInteractive)
    }

    @Test func theScreenRefusesANonTerminalBeforeTouchingIt() {
        // Injected, so this holds whether or not `swift test` runs in a terminal.
        #expect(throws: TerminalError(.notATerminal(stream: "stdout"))) {
            _ = try TerminalScreen(environment: environment(stdin: true, stdout: false))
        }
    }

    @Test func anUnknownTerminalSaysHowToFixTERM() {
        let message = TerminalError(.unknownTerminal(term: "xterm-nonesuch")).description
        #expect(message.contains("TERM=xterm-nonesuch has no terminfo description"))
        #expect(message.contains("export TERM=xterm-256color"))
        #expect(TerminalError(.unknownTerminal(term: "")).description.contains("TERM is not set"))
    }

    /// TERM=dumb cannot show a screen: the message names TERM and what to run instead.
    @Test func aTerminalThatCannotMoveTheCursorSaysWhereToRun() {
        let message = TerminalError(.cannotAddressCursor(term: "dumb")).description
        #expect(message.hasPrefix("this terminal (TERM=dumb) cannot move the cursor; run it in a terminal such as xterm-256color"))
        #expect(message.contains("`flipbook snapshot`"))
    }

    @Test func theRealProcessEnvironmentIsRead() {
        let current = TerminalEnvironment.current()
        #expect(current.variables["PATH"] != nil, "the process environment, not an empty dictionary")
    }
}
