//  ScriptParserTests.swift — FlipbookPlayerTests
//  The `.flip` parser (issue 9): every command to its value, every mistake to its exact
//  message and place, and the lexical details (comments, blank lines, CRLF, tabs).

@testable import FlipbookPlayer
import Foundation
import Testing

private let parser = ScriptParser(fileName: "demo.flip", demoNames: ["fade", "square", "Slide"])

/// The error `source` gives, or nil when it parses.
private func failure(_ source: String) -> ScriptError? {
    do {
        _ = try parser.parse(source)
        return nil
    } catch {
        return error
    }
}

/// The last command of `source` after a prelude that makes every command statically valid (for
/// `device`, which comes before the first action, lines that set the run up).
private func lastCommand(_ line: String) throws -> ScriptCommand {
    let prelude = line.hasPrefix("device ") ? "demo fade\nsize 100x30\nset damping 0.8\n" : "present\npush\ninteractive\n"
    let script = try parser.parse(prelude + line)
    return try #require(script.commands.last)
}

@Suite struct ScriptParserTests {
    // MARK: Commands

    static let commands: [(String, ScriptCommand.Kind)] = [
        ("demo fade", .demo("fade")),
        ("demo slide", .demo("Slide")),
        ("demo SQUARE", .demo("square")),
        ("size 120x36", .size(columns: 120, rows: 36)),
        ("size 80×24", .size(columns: 80, rows: 24)),
        ("device 390x844", .device(width: 390, height: 844)),
        ("device 500.5X700", .device(width: 500.5, height: 700)),
        ("device iphone", .device(width: 390, height: 844)),
        ("device iPad", .device(width: 820, height: 1180)),
        ("speed 0.5", .speed(0.5)),
        ("speed 4", .speed(4)),
        ("speed 0.1", .speed(0.1)),
        ("speed x2", .speed(2)),
        ("speed ×0.25", .speed(0.25)),
        ("select 0", .select(0)),
        ("select 12", .select(12)),
        ("present", .present),
        ("dismiss", .dismiss),
        ("push", .push),
        ("pop", .pop),
        ("tap 195 420.5", .tap(x: 195, y: 420.5)),
        ("tap 0 0", .tap(x: 0, y: 0)),
        ("key enter", .key(Key(.enter))),
        ("key return", .key(Key(.enter))),
        ("key escape", .key(Key(.escape))),
        ("key esc", .key(Key(.escape))),
        ("key Escape", .key(Key(.escape))),
        ("key space", .key(.character(" "))),
        ("key left", .key(Key(.left))),
        ("key right", .key(Key(.right))),
        ("key up", .key(Key(.up))),
        ("key down", .key(Key(.down))),
        ("key home", .key(Key(.home))),
        ("key end", .key(Key(.end))),
        ("key pageup", .key(Key(.pageUp))),
        ("key PageDown", .key(Key(.pageDown))),
        ("key pgup", .key(Key(.pageUp))),
        ("key pgdn", .key(Key(.pageDown))),
        ("key tab", .key(Key(.tab))),
        ("key shift+tab", .key(Key(.backTab))),
        ("key backspace", .key(Key(.backspace))),
        ("key a", .key(.character("a"))),
        ("key A", .key(.character("A"))),
        ("key ,", .key(.character(","))),
        ("key +", .key(.character("+"))),
        ("key é", .key(.character("é"))),
        ("key shift+left", .key(Key(.left, modifiers: .shift))),
        ("key ctrl+c", .key(.character("c", modifiers: .control))),
        ("key alt+shift+x", .key(.character("x", modifiers: [.alt, .shift]))),
        ("key Ctrl+Alt+right", .key(Key(.right, modifiers: [.control, .alt]))),
        ("key ctrl++", .key(.character("+", modifiers: .control))),
        ("wait 0.6", .wait(0.6)),
        ("wait 0.6s", .wait(0.6)),
        ("wait 600ms", .wait(0.6)),
        ("wait 0", .wait(0)),
        ("wait 2", .wait(2)),
        ("wait .5", .wait(0.5)),
        ("pause", .pause),
        ("resume", .resume),
        ("scrub 40%", .scrub(percent: 40)),
        ("scrub 0%", .scrub(percent: 0)),
        ("scrub 100%", .scrub(percent: 100)),
        ("scrub 12.5%", .scrub(percent: 12.5)),
        ("scrub 0% -> 100% in 1.5", .scrubRamp(from: 0, to: 100, duration: 1.5)),
        ("scrub 80% → 20% in 250ms", .scrubRamp(from: 80, to: 20, duration: 0.25)),
        ("interactive", .interactive),
        ("drag 30%", .drag(percent: 30)),
        ("release", .release(velocity: nil)),
        ("release velocity 1.5", .release(velocity: 1.5)),
        ("release velocity -800", .release(velocity: -800)),
        ("reverse", .reverse),
        ("step 1", .step(1)),
        ("step -3", .step(-3)),
        ("step +2", .step(2)),
        ("expect percent 50%", .expectPercent(50, tolerance: nil)),
        ("expect percent 50% ± 2%", .expectPercent(50, tolerance: 2)),
        ("expect percent 50% +- 0.5%", .expectPercent(50, tolerance: 0.5)),
        ("expect percent 50% ±2%", .expectPercent(50, tolerance: 2)),
        ("snapshot presented-40_a.b", .snapshot("presented-40_a.b")),
        ("snapshot 01", .snapshot("01")),
        ("touch down 195 420", .touch(.down, x: 195, y: 420, finger: 0)),
        ("touch move 100.5 30 finger 1", .touch(.move, x: 100.5, y: 30, finger: 1)),
        ("touch up 0 844", .touch(.up, x: 0, y: 844, finger: 0)),
        ("touch cancel 1 2", .touch(.cancel, x: 1, y: 2, finger: 0)),
        ("pan 195 300 -> 195 700 in 0.4", .pan(fromX: 195, fromY: 300, toX: 195, toY: 700, duration: 0.4, releaseSpeed: nil)),
        ("pan 0 400 → 300 400 in 250ms", .pan(fromX: 0, fromY: 400, toX: 300, toY: 400, duration: 0.25, releaseSpeed: nil)),
        ("pan 195 300 -> 195 700 in 0.4 velocity 1500", .pan(fromX: 195, fromY: 300, toX: 195, toY: 700, duration: 0.4, releaseSpeed: 1500)),
        ("longpress 195 420", .longPress(x: 195, y: 420, duration: 1)),
        ("longpress 195 420 for 600ms", .longPress(x: 195, y: 420, duration: 0.6)),
        ("swipe left 300 400", .swipe(.left, x: 300, y: 400)),
        ("pinch 195 420 80 -> 240 in 0.5", .pinch(x: 195, y: 420, fromDistance: 80, toDistance: 240, duration: 0.5)),
        ("rotate 195 420 -90 in 0.6", .rotate(x: 195, y: 420, degrees: -90, duration: 0.6)),
    ]

    @Test(arguments: commands)
    func commandParsesToItsValue(_ line: String, _ expected: ScriptCommand.Kind) throws {
        let command = try lastCommand(line)
        #expect(command.kind == expected)
        #expect(command.position == SourcePosition(line: 4, column: 1))
    }

    @Test(arguments: ScriptState.allCases)
    func everyStateParses(_ state: ScriptState) throws {
        #expect(try lastCommand("expect state \(state.rawValue)").kind == .expectState(state))
    }

    @Test func loopsNestWithTheirBodiesAndPositions() throws {
        let script = try parser.parse("""
        present
        loop 3 {
          wait 0.1
          loop 2{
            step 1
          }
        }
        snapshot done
        """)
        let p = { (line: Int, column: Int) in SourcePosition(line: line, column: column) }
        let inner = ScriptCommand(.loop(count: 2, body: [ScriptCommand(.step(1), at: p(5, 5))]), at: p(4, 3))
        let outer = ScriptCommand(.loop(count: 3, body: [ScriptCommand(.wait(0.1), at: p(3, 3)), inner]), at: p(2, 1))
        #expect(script.commands == [
            ScriptCommand(.present, at: p(1, 1)), outer, ScriptCommand(.snapshot("done"), at: p(8, 1)),
        ])
    }

    /// A script's words are quoted back short and inert (Echo), as the command line's are.
    @Test func echoedWordsAreShortAndCannotDriveTheTerminal() throws {
        let message = try #require(failure("pres\u{1B}[2Jent\n")).description
        #expect(message.contains("unknown command 'pres\\u{1B}[2Jent'") && !message.unicodeScalars.contains { $0.value == 0x1B })
        let long = try #require(failure("wait " + String(repeating: "9", count: 5000) + "x\n")).description
        #expect(long.count < 200 && long.contains("…"))
    }

    /// A script's file name is user text too: the `file:LINE:COL:` prefix of the parser's and the
    /// runner's errors shows it through Echo — an escape sequence and a zero-width joiner as
    /// escapes, a 300-character name cut — and so does every number a message repeats.
    @Test func theFileNameAndEveryRepeatedWordAreEchoedInertAndShort() throws {
        let name = "a\u{1B}[2Jb\u{200D}c.flip"
        let shown = #"a\u{1B}[2Jb\u{200D}c.flip"#
        var parserError: ScriptError?
        do {
            _ = try ScriptParser(fileName: name, demoNames: ["fade"]).parse("presnt")
        } catch {
            parserError = error
        }
        let parsed = try #require(parserError).description
        let ran = ScriptRunner.Failure(fileName: name, position: SourcePosition(line: 3, column: 1), message: "expect state paused failed")
            .description
        #expect(parsed == shown + ":1:1: unknown command 'presnt' — did you mean 'present'?")
        #expect(ran == shown + ":3:1: expect state paused failed")
        #expect(!(parsed + ran).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x200D })
        do {
            _ = try ScriptParser(fileName: String(repeating: "n", count: 300) + ".flip", demoNames: ["fade"]).parse("presnt")
            Issue.record("parsed")
        } catch {
            #expect(error.description.count < 160 && error.description.contains("…") && error.description.contains("n.flip:1:1: "))
        }
        // Numbers too long for their range are repeated short.
        let wait = try #require(failure("wait " + String(repeating: "9", count: 300))).description
        #expect(wait.count < 200 && wait.contains("…") && wait.hasSuffix("is outside 0…3600s"), "\(wait)")
        let size = try #require(failure("size " + String(repeating: "9", count: 300) + "x30")).description
        #expect(size.count < 200 && size.contains("…"), "\(size)")
    }

    @Test func anEmptyLoopAndAnEmptyScriptParse() throws {
        #expect(try parser.parse("").commands.isEmpty)
        #expect(try parser.parse("# nothing\n\n").commands.isEmpty)
        #expect(try parser.parse("loop 1 {\n}").commands == [ScriptCommand(.loop(count: 1, body: []), at: SourcePosition(line: 1, column: 1))])
    }

    // MARK: Lexical details

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let script = try parser.parse("# a header\n\n   \n  present   # trailing words\n#wait 1\n")
        #expect(script.commands.map(\.kind) == [.present])
        #expect(script.commands.first?.position == SourcePosition(line: 4, column: 3))
        // `1#not` is one word, so the wait line is an error, not a comment.
        #expect(failure("wait 1#x")?.message == "invalid argument '1#x': 'wait' needs a duration in seconds, e.g. 'wait 0.5'")
        #expect(try parser.parse("wait 1 #x").commands.map(\.kind) == [.wait(1)])
    }

    @Test func crlfAndLoneCRLineEndingsCountLinesOnce() throws {
        let script = try parser.parse("present\r\n\r\nwait 1\r\n")
        #expect(script.commands.map(\.position) == [SourcePosition(line: 1, column: 1), SourcePosition(line: 3, column: 1)])
        #expect(failure("present\r\nwait 1\r\nzzz\r\n")?.description == "demo.flip:3:1: unknown command 'zzz'")
        #expect(failure("present\rwait 1\rfoo")?.position == SourcePosition(line: 3, column: 1))
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let script = try parser.parse("\u{FEFF}present\nwait 1")
        #expect(script.commands.map(\.kind) == [.present, .wait(1)])
        #expect(script.commands.first?.position == SourcePosition(line: 1, column: 1))
    }

    @Test func tabsSeparateWordsAndCountAsOneColumn() throws {
        let script = try parser.parse("\tpresent\t# c\n\twait\t\t2")
        #expect(script.commands.map(\.kind) == [.present, .wait(2)])
        #expect(script.commands.map(\.position) == [SourcePosition(line: 1, column: 2), SourcePosition(line: 2, column: 2)])
        #expect(failure("\twait\tx")?.description
            == "demo.flip:1:7: invalid argument 'x': 'wait' needs a duration in seconds, e.g. 'wait 0.5'")
    }

    // MARK: Errors (message and position)

    static let errors: [(source: String, description: String)] = [
        // The issue's examples.
        ("present\ndismiss\npresnt", "demo.flip:3:1: unknown command 'presnt' — did you mean 'present'?"),
        ("wait", "demo.flip:1:1: missing argument: 'wait' needs a duration in seconds, e.g. 'wait 0.5'"),
        ("speed 9", "demo.flip:1:7: value out of range: speed 9 is outside 0.1…4"),
        ("present\n  }", "demo.flip:2:3: unexpected '}' — there is no open 'loop {' to close"),
        ("present\n\n\nloop 2 {\n  present\n", "demo.flip:4:1: unclosed 'loop {' opened at line 4 — add a line with '}' after its body"),
        ("present x", "demo.flip:1:9: extra argument 'x' after 'present'"),
        // Unknown words.
        ("Present", "demo.flip:1:1: unknown command 'Present' — did you mean 'present'?"),
        ("x", "demo.flip:1:1: unknown command 'x'"),
        ("  tp 1 2", "demo.flip:1:3: unknown command 'tp' — did you mean 'tap'?"),
        ("demo fad", "demo.flip:1:6: unknown demo 'fad' — did you mean 'fade'?"),
        ("demo zzzzzz", "demo.flip:1:6: unknown demo 'zzzzzz' — the demos are: fade, square, Slide"),
        ("key entr", "demo.flip:1:5: unknown key 'entr' — did you mean 'enter'?"),
        ("key shift+pagedwn", "demo.flip:1:5: unknown key 'shift+pagedwn' — did you mean 'shift+pagedown'?"),
        ("key hello", "demo.flip:1:5: unknown key 'hello' — keys are enter, escape, space, left, right, up, down, home, end, "
            + "pageup, pagedown, tab, backspace or one character, after optional shift+, ctrl+ or alt+"),
        ("expect state pasued", "demo.flip:1:14: unknown state 'pasued' — did you mean 'paused'?"),
        ("expect state gone", "demo.flip:1:14: unknown state 'gone' — the states are: live, scrub, interactive, presented, "
            + "dismissed, running, paused, finished, cancelled"),
        ("expect stat live", "demo.flip:1:8: unknown expectation 'stat' — did you mean 'state'?"),
        // Missing arguments.
        ("demo", "demo.flip:1:1: missing argument: 'demo' needs a demo name, e.g. 'demo fade'"),
        ("tap 3", "demo.flip:1:1: missing argument: 'tap' needs a point's x and y, e.g. 'tap 195 420'"),
        ("touch dwn 1 2", "demo.flip:1:7: unknown touch phase 'dwn' — did you mean 'down'?"),
        ("touch down 1", "demo.flip:1:1: missing argument: 'touch' needs 'down', 'move', 'up' or 'cancel', a point's x and y, "
            + "optionally 'finger' and a number, e.g. 'touch down 195 420'"),
        ("touch down 1 2 finger 12", "demo.flip:1:23: value out of range: finger 12 is outside 0…9"),
        ("pan 1 2 3 4 in 1", "demo.flip:1:9: invalid argument '3': 'pan' needs a point's x and y, '->', another point, 'in' and "
            + "seconds, optionally 'velocity' and pt/s, e.g. 'pan 195 300 -> 195 700 in 0.4'"),
        ("swipe sideways 1 2", "demo.flip:1:7: unknown swipe direction 'sideways' — a swipe goes 'left', 'right', 'up' or 'down', "
            + "e.g. 'swipe left 300 400'"),
        ("swipe lfet 1 2", "demo.flip:1:7: unknown swipe direction 'lfet' — did you mean 'left'?"),
        ("pinch 1 2 80 240 in 1", "demo.flip:1:14: invalid argument '240': 'pinch' needs a point's x and y, a distance, '->', "
            + "another distance, 'in' and seconds, e.g. 'pinch 195 420 80 -> 240 in 0.5'"),
        ("rotate 1 2 90", "demo.flip:1:1: missing argument: 'rotate' needs a point's x and y, an angle in degrees, 'in' and seconds, "
            + "e.g. 'rotate 195 420 90 in 0.6'"),
        ("loop 3", "demo.flip:1:1: missing argument: 'loop' needs a count and '{', e.g. 'loop 3 {'"),
        ("loop {\n}", "demo.flip:1:1: missing argument: 'loop' needs a count and '{', e.g. 'loop 3 {'"),
        ("scrub 10% ->", "demo.flip:1:1: missing argument: 'scrub' needs a percentage, '->', a percentage, 'in' and seconds, "
            + "e.g. 'scrub 0% -> 100% in 2'"),
        ("expect", "demo.flip:1:1: missing argument: 'expect' needs 'state' or 'percent', e.g. 'expect state presented'"),
        ("expect state", "demo.flip:1:1: missing argument: 'expect state' needs a state, e.g. 'expect state paused'"),
        ("interactive\nrelease velocity", "demo.flip:2:1: missing argument: 'release' needs a velocity after 'velocity', "
            + "e.g. 'release velocity 1.5'"),
        // Invalid arguments.
        ("wait soon", "demo.flip:1:6: invalid argument 'soon': 'wait' needs a duration in seconds, e.g. 'wait 0.5'"),
        ("wait 2h", "demo.flip:1:6: invalid argument '2h': 'wait' needs a duration in seconds, e.g. 'wait 0.5'"),
        ("speed nan", "demo.flip:1:7: invalid argument 'nan': 'speed' needs a speed from 0.1 to 4, e.g. 'speed 0.5'"),
        ("speed inf", "demo.flip:1:7: invalid argument 'inf': 'speed' needs a speed from 0.1 to 4, e.g. 'speed 0.5'"),
        ("scrub 40", "demo.flip:1:7: invalid argument '40': 'scrub' needs a percentage, e.g. 'scrub 40%'"),
        ("scrub 1% -> 2% at 3", "demo.flip:1:16: invalid argument 'at': 'scrub' needs a percentage, '->', a percentage, "
            + "'in' and seconds, e.g. 'scrub 0% -> 100% in 2'"),
        ("size 120xx36", "demo.flip:1:6: invalid argument '120xx36': 'size' needs a terminal size in cells, COLUMNSxROWS, e.g. 'size 120x36'"),
        ("device 390x", "demo.flip:1:8: invalid argument '390x': 'device' needs a screen size in points, WIDTHxHEIGHT, or iphone or ipad, "
            + "e.g. 'device 390x844'"),
        ("select 1.5", "demo.flip:1:8: invalid argument '1.5': 'select' needs an item index, 0 for the first, e.g. 'select 2'"),
        ("loop 3 x", "demo.flip:1:8: invalid argument 'x': 'loop' needs a count and '{', e.g. 'loop 3 {'"),
        ("snapshot a/b", "demo.flip:1:10: invalid argument 'a/b': 'snapshot' needs a name of letters, digits, '-', '_' and '.' "
            + "(not starting with '.'), e.g. 'snapshot presented-40'"),
        ("snapshot ..", "demo.flip:1:10: invalid argument '..': 'snapshot' needs a name of letters, digits, '-', '_' and '.' "
            + "(not starting with '.'), e.g. 'snapshot presented-40'"),
        // Out of range.
        ("speed 0.09", "demo.flip:1:7: value out of range: speed 0.09 is outside 0.1…4"),
        ("scrub 140%", "demo.flip:1:7: value out of range: scrub 140% is outside 0…100%"),
        ("present\nscrub 10% -> 101% in 1", "demo.flip:2:14: value out of range: scrub 101% is outside 0…100%"),
        ("wait -1", "demo.flip:1:6: value out of range: wait -1 is outside 0…3600s"),
        ("wait 1e400", "demo.flip:1:6: value out of range: wait 1e400 is outside 0…3600s"),
        ("wait 4000000ms", "demo.flip:1:6: value out of range: wait 4000000ms is outside 0…3600s"),
        ("loop 0 {\n}", "demo.flip:1:6: value out of range: loop 0 is outside 1…10000"),
        ("select -1", "demo.flip:1:8: value out of range: select -1 is outside 0…9999"),
        ("step 99999999999999999999", "demo.flip:1:6: value out of range: step 99999999999999999999 is outside -100000…100000"),
        ("size 5000x36", "demo.flip:1:6: value out of range: size columns 5000 is outside 40…1000"),
        // The same bounds as --size (a script used to take 1000x1000, which --size refuses).
        ("size 1000x1000", "demo.flip:1:6: value out of range: size rows 1000 is outside 12…500"),
        ("size 100xx30", "demo.flip:1:6: invalid argument '100xx30': 'size' needs a terminal size in cells, COLUMNSxROWS, e.g. 'size 120x36'"),
        ("size 80x0", "demo.flip:1:6: value out of range: size rows 0 is outside 12…500"),
        ("device 50x50", "demo.flip:1:8: value out of range: device 50x50 is outside 100…4000 points a side"),
        ("tap 10 -1", "demo.flip:1:8: value out of range: tap y -1 is outside 0…4000"),
        ("expect percent 50% ± 200%", "demo.flip:1:22: value out of range: expect percent tolerance 200% is outside 0…100%"),
        // Extra arguments and stray braces.
        ("interactive\nrelease now", "demo.flip:2:9: extra argument 'now' after 'release'"),
        ("scrub 10% 20%", "demo.flip:1:11: extra argument '20%' after 'scrub'"),
        ("expect percent 5% ~ 1%", "demo.flip:1:19: extra argument '~' after 'expect percent'"),
        ("loop 2 { present\n}", "demo.flip:1:10: extra argument 'present' after 'loop'"),
        ("loop 2 {\n} x", "demo.flip:2:3: extra argument 'x' after '}'"),
        ("present }", "demo.flip:1:9: extra argument '}' after 'present'"),
        ("pan 1 2 -> 3 4 in 0.4 junk", "demo.flip:1:23: extra argument 'junk' after 'pan … in 0.4'"),
        ("{", "demo.flip:1:1: unexpected '{' — a block opens at the end of a 'loop' line, e.g. 'loop 3 {'"),
        // The static check.
        ("dismiss", "demo.flip:1:1: nothing to dismiss: no 'present' comes before this 'dismiss' — add 'present' earlier in the script"),
        ("present\nloop 2 {\n  pop\n  push\n}", "demo.flip:3:3: nothing to pop: no 'push' comes before this 'pop' — add 'push' earlier in the script"),
        ("present\nrelease", "demo.flip:2:1: nothing to release: no 'interactive' or 'drag' comes before this 'release' — "
            + "start an interactive transition first, e.g. 'interactive' then 'present'"),
        // `device` rebuilds the demo for the device: only lines that set the run up come before it.
        ("demo fade\npresent\ndevice ipad", "demo.flip:3:1: device must come before the first action: it sets the device "
            + "the demo is built for — move it above line 2, or pass --device"),
        ("size 100x30\n# a comment\nwait 0.5\nspeed 2\ndevice 500x900", "demo.flip:5:1: device must come before the first action: "
            + "it sets the device the demo is built for — move it above line 3, or pass --device"),
        ("loop 2 {\n  device iphone\n}", "demo.flip:2:3: device must come before the first action: it sets the device "
            + "the demo is built for — move it above line 1, or pass --device"),
        ("snapshot first\ndevice ipad", "demo.flip:2:1: device must come before the first action: it sets the device "
            + "the demo is built for — move it above line 1, or pass --device"),
        // Syntax is checked before the static pass, so a later syntax error wins over an earlier static one.
        ("dismiss\npresnt", "demo.flip:2:1: unknown command 'presnt' — did you mean 'present'?"),
    ]

    @Test(arguments: errors)
    func errorHasItsExactMessageAndPosition(_ source: String, _ description: String) {
        let error = failure(source)
        #expect(error?.description == description, "\(source.debugDescription)")
    }

    @Test func positionFieldsAndHintAreSeparate() throws {
        let error = try #require(failure("present\n\n   presnt now"))
        #expect(error.fileName == "demo.flip")
        #expect(error.line == 3 && error.column == 4)
        #expect(error.message == "unknown command 'presnt'")
        #expect(error.hint == "did you mean 'present'?")
    }

    @Test func loopsNestedTooDeeplyAreRefusedAtTheLoopThatGoesTooDeep() throws {
        let depth = ScriptLimits.loopDepth
        let ok = String(repeating: "loop 1 {\n", count: depth) + "present\n" + String(repeating: "}\n", count: depth)
        #expect(failure(ok) == nil)
        let tooDeep = String(repeating: "loop 1 {\n", count: depth + 1)
        #expect(failure(tooDeep)?.description == "demo.flip:\(depth + 1):1: loops nested too deeply: at most \(depth) levels")
    }

    /// `demo`, `size`, `speed` and `set` set the run up, so `device` may follow them (and itself).
    @Test func deviceMayFollowTheLinesThatSetTheRunUp() throws {
        let script = try parser.parse("size 120x36\ndemo fade\nset damping 0.8\nspeed 2\ndevice iphone\ndevice 500x900\npresent\n")
        #expect(script.commands.count == 7 && script.commands[5].kind == .device(width: 500, height: 900))
    }

    @Test func aKeyOrATapMayPresentPushOrStartAnInteractiveTransition() throws {
        #expect(failure("key enter\ndismiss\npop\nrelease") == nil)
        #expect(failure("tap 10 10\npop") == nil)
        #expect(failure("drag 30%\nrelease") == nil)
        // Straight-line order walks loop bodies once, in place.
        #expect(failure("push\nloop 2 {\n  present\n}\nloop 2 {\n  pop\n  dismiss\n}") == nil)
    }

    @Test func unknownDemoWithNoDemosSaysSo() {
        let bare = ScriptParser(fileName: "x.flip", demoNames: [])
        do {
            _ = try bare.parse("demo fade")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "x.flip:1:6: unknown demo 'fade' — no demos are known")
        }
    }

    // MARK: Did-you-mean

    @Test func didYouMeanIsWithinTwoEditsAndShorterThanTheWord() {
        #expect(DidYouMean.distance(Array("presnt"), Array("present")) == 1)
        #expect(DidYouMean.distance(Array(""), Array("abc")) == 3)
        #expect(DidYouMean.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(DidYouMean.suggestion(for: "presnt", in: ScriptParser.commandNames) == "present")
        #expect(DidYouMean.suggestion(for: "wiat", in: ScriptParser.commandNames) == "wait")
        #expect(DidYouMean.suggestion(for: "xyzzy", in: ScriptParser.commandNames) == nil)
        #expect(DidYouMean.suggestion(for: "p", in: ScriptParser.commandNames) == nil)
    }
}
