//  ScriptParserFuzzTests.swift — FlipbookPlayerTests
//  The `.flip` parser never traps or hangs: random bytes and mutated valid scripts always give
//  either a program or an error that points inside the input. Seeded, so every run is the same.
//  The inputs `make fuzz` (libFuzzer) kept in Fuzz/Regressions/script/ are replayed too.

@testable import FlipbookPlayer
import FlipbookTestSupport
import Testing

private let regressions = FuzzRegressions(target: "script", fileExtension: "flip")

/// The lines of `source` as the lexer counts them (LF, CRLF, lone CR), as characters.
private func sourceLines(_ source: String) -> [[Character]] {
    var lines: [[Character]] = [[]]
    for c in source {
        if c == "\n" || c == "\r\n" || c == "\r" { lines.append([]) } else { lines[lines.count - 1].append(c) }
    }
    return lines
}

/// Whether a position names a character of `lines` (1-based).
private func isInside(_ position: SourcePosition, _ lines: [[Character]]) -> Bool {
    position.line >= 1 && position.line <= lines.count
        && position.column >= 1 && position.column <= lines[position.line - 1].count
}

/// Every command position in a program, loops included.
private func positions(_ commands: [ScriptCommand]) -> [SourcePosition] {
    commands.flatMap { command -> [SourcePosition] in
        if case .loop(_, let body) = command.kind { return [command.position] + positions(body) }
        return [command.position]
    }
}

/// Parses `source` and checks the outcome lies within it; returns whether it parsed.
@discardableResult
private func check(_ parser: ScriptParser, _ source: String) -> Bool {
    let lines = sourceLines(source)
    do {
        let script = try parser.parse(source)
        for position in positions(script.commands) where !isInside(position, lines) {
            Issue.record("command at \(position) outside \(source.debugDescription)")
        }
        return true
    } catch {
        if !isInside(error.position, lines) {
            Issue.record("error \(error) outside \(source.debugDescription)")
        }
        if !error.description.hasPrefix("fuzz.flip:\(error.line):\(error.column): ") || error.message.isEmpty {
            Issue.record("badly formed error \(error.description.debugDescription)")
        }
        return false
    }
}

@Suite struct ScriptParserFuzzTests {
    let parser = ScriptParser(fileName: "fuzz.flip", demoNames: ["fade", "square", "slide"])

    /// Valid scripts the mutations start from.
    static let seeds = [
        """
        # a walk through everything
        demo fade
        size 120x36
        device iphone
        speed 0.5
        select 1
        present
        wait 600ms
        pause
        scrub 40%
        expect percent 40% ± 1%
        scrub 0% -> 100% in 1.5s
        resume
        expect state finished
        snapshot presented-40
        dismiss
        """,
        """
        demo slide\r
        interactive\r
        loop 3 {\r
          push\r
          drag 30%\r
          release velocity 1.5\r
          loop 2 {\r
            step -1\r
            key shift+left\r
          }\r
          pop\r
        }\r
        reverse\r
        """,
        "present\n\ttap 195 420 # trailing\n\tkey ctrl+c\n\tkey esc\n\twait 0.25\n",
    ]

    /// Words the mutations insert: commands, edge-case numbers, punctuation, whitespace.
    static let vocabulary = ScriptParser.commandNames + [
        "{", "}", "%", "->", "→", "in", "±", "+-", "#", "state", "percent", "velocity", "x", "×",
        "1e400", "-1e400", "nan", "NaN", "inf", "-0", "0", "1", "-1", "0.5", ".", "1.", ".5", "1e", "e5", "0x10",
        "99999999999999999999", "9223372036854775808", "-9223372036854775809", "100%", "101%", "1e400%", "50%%",
        "600ms", "0.6s", "ms", "s", "390x844", "x844", "1x", "iphone", "enter", "shift+", "ctrl++", "é", "🙂",
        "\t", " ", "\r", "\n", "\r\n", "\u{0}", "\u{7}", "\u{200B}", "\u{0301}", "a/b", "..",
    ]

    @Test func randomBytesAlwaysGiveAProgramOrAnErrorInside() {
        var rng = SeededGenerator(seed: 0xF11B_00C5)
        let alphabet = Array("present loop{}#%->0123456789.eE+-x\n\r\t wait scrub 1e400 ms".utf8)
        for _ in 0..<2000 {
            let count = Int.random(in: 0..<120, using: &rng)
            let bytes: [UInt8] = (0..<count).map { _ in
                Bool.random(using: &rng) ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
            }
            check(parser, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func mutatedScriptsAlwaysGiveAProgramOrAnErrorInside() {
        var rng = SeededGenerator(seed: 9)
        var parsed = 0
        let total = 3000
        for _ in 0..<total {
            var lines = Self.seeds.randomElement(using: &rng)!.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let l = Int.random(in: 0..<lines.count, using: &rng)
                let w = Int.random(in: 0...lines[l].count, using: &rng)
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: lines[l].insert(Self.vocabulary.randomElement(using: &rng)!, at: w)
                case 1: if w < lines[l].count { lines[l].remove(at: w) }
                case 2: if w < lines[l].count { lines[l][w] = Self.vocabulary.randomElement(using: &rng)! }
                case 3: lines.insert(["loop", "\(Int.random(in: -1...3, using: &rng))", "{"], at: l)
                case 4: lines.insert(["}"], at: l)
                case 5: if lines.count > 1 { lines.remove(at: l) }
                default: lines.insert(lines[l], at: l)
                }
            }
            if check(parser, lines.map { $0.joined(separator: " ") }.joined(separator: "\n")) { parsed += 1 }
        }
        // Both outcomes are exercised: the mutations are neither all harmless nor all fatal.
        #expect(parsed > 0 && parsed < total)
    }

    @Test func pathologicalScriptsAreRefusedCleanly() {
        let deep = 5000
        let cases = [
            String(repeating: "loop 2 {\n", count: deep) + String(repeating: "}\n", count: deep),
            String(repeating: "}\n", count: 100),
            String(repeating: "{", count: 10_000),
            "wait " + String(repeating: "9", count: 5000),
            "step -" + String(repeating: "9", count: 5000),
            "scrub " + String(repeating: "1", count: 400) + "%",
            "present " + String(repeating: "x ", count: 10_000),
            String(repeating: "present\n", count: 10_000) + "presnt",
            String(repeating: "a", count: 100_000),
            "wait 1e400\nwait nan\nwait -0",
            "\u{FEFF}present",
            "",
        ]
        for source in cases { check(parser, source) }
        // A script that is long but fine still parses.
        #expect(check(parser, String(repeating: "present\nwait 0.01\ndismiss\n", count: 3000)))
    }

    /// A moved folder would otherwise leave the parameterised test below with nothing to run.
    @Test func libFuzzerRegressionsAreFound() {
        #expect(regressions.names.count >= 5)
    }

    /// Read as the fuzzer read them: bytes decoded as UTF-8, bad sequences replaced.
    @Test(arguments: regressions.names)
    func libFuzzerRegressionGivesAProgramOrAnErrorInside(name: String) throws {
        let bytes = try regressions.data(name)
        check(parser, String(decoding: bytes, as: UTF8.self))
    }
}
