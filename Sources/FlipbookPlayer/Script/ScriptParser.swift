//  ScriptParser.swift — FlipbookPlayer
//  `.flip` source → `Script` (issue 9). Pure: no terminal, no clock, no player. The first
//  mistake stops parsing (a script with an error does not start) and is reported as
//  `file.flip:LINE:COL: message — hint`, pointing at the offending word.

import Foundation
import FlipbookRender

/// Parses and statically checks `.flip` scripts.
///
/// One command per line; `#` comments; `loop <n> {` … `}` blocks may nest. After a
/// successful parse, `ScriptValidator` rejects what is nonsense whatever the player's state
/// (a `dismiss` before any `present`, …).
public struct ScriptParser: Sendable {
    /// Named in every error (`demo.flip:3:1: …`).
    public var fileName: String
    /// The demos `demo <name>` may name (matched case-insensitively, stored as spelt here).
    public var demoNames: [String]

    public init(fileName: String, demoNames: [String]) {
        self.fileName = fileName
        self.demoNames = demoNames
    }

    /// Every command word, for did-you-mean.
    static let commandNames = verbs.map(\.name)

    /// The program in `source`, or the first error in it.
    public func parse(_ source: String) throws(ScriptError) -> Script {
        /// An open `loop {`: its line, its count, and the commands before it at its level.
        struct OpenLoop { var opener: ScriptToken; var count: Int; var outer: [ScriptCommand] }
        var open: [OpenLoop] = []
        var commands: [ScriptCommand] = []

        for line in ScriptLexer.lines(source) {
            let first = line.tokens[0]
            switch first.text {
            case "}":
                guard let loop = open.popLast() else {
                    throw error(at: first, "unexpected '}'", hint: "there is no open 'loop {' to close")
                }
                if line.tokens.count > 1 { throw extra(line.tokens[1], after: "}") }
                let body = commands
                commands = loop.outer
                commands.append(ScriptCommand(.loop(count: loop.count, body: body), at: loop.opener.position))
            case "{":
                throw error(at: first, "unexpected '{'", hint: "a block opens at the end of a 'loop' line, e.g. 'loop 3 {'")
            default:
                switch try self.line(line.tokens) {
                case .command(let kind):
                    commands.append(ScriptCommand(kind, at: first.position))
                case .loopOpener(let count):
                    guard open.count < ScriptLimits.loopDepth else {
                        throw error(at: first, "loops nested too deeply: at most \(ScriptLimits.loopDepth) levels")
                    }
                    open.append(OpenLoop(opener: first, count: count, outer: commands))
                    commands = []
                }
            }
        }
        if let loop = open.last {
            throw error(at: loop.opener, "unclosed 'loop {' opened at line \(loop.opener.position.line)",
                        hint: "add a line with '}' after its body")
        }
        let script = Script(commands: commands)
        if let problem = ScriptValidator.firstProblem(in: script) {
            throw ScriptError(fileName: fileName, line: problem.position.line, column: problem.position.column,
                              message: problem.message, hint: problem.hint)
        }
        return script
    }

    // MARK: - Commands

    /// What may follow a command word, and how its words become a command: a row of `verbs`.
    private enum Grammar: Sendable {
        /// Nothing: `present`.
        case bare(ScriptCommand.Kind)
        /// Exactly one word, read once a missing or an extra word has been ruled out: `wait 0.5`.
        /// The closure is given the command's usage for its "invalid argument" messages.
        case single(Usage, @Sendable (ScriptParser, ScriptToken, Usage) throws(ScriptError) -> ScriptCommand.Kind)
        /// Words the command reads itself, in its own order (several, optional or keywords):
        /// `scrub 0% -> 100% in 2`.
        case phrase(@Sendable (ScriptParser, [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind)
        /// `loop <n> {`: opens a block, which `parse` keeps until its `}`.
        case block
    }

    /// Every command word and its grammar, in did-you-mean's order (a tie goes to the earlier word).
    /// (The closures spell out `throws(ScriptError)`: Swift would infer `any Error`.)
    private static let verbs: [(name: String, grammar: Grammar)] = [
        // Its usage names this parser's demos, so it reads its own word.
        ("demo", .phrase { parser, tokens throws(ScriptError) in try parser.demo(tokens) }),
        ("size", .single(Usage.size) { parser, word, usage throws(ScriptError) in try parser.size(word, usage: usage) }),
        ("device", .single(Usage.device) { parser, word, usage throws(ScriptError) in try parser.device(word, usage: usage) }),
        ("speed", .single(Usage.speed) { parser, word, usage throws(ScriptError) in try parser.speed(word, usage: usage) }),
        ("select", .single(Usage.select) { parser, word, usage throws(ScriptError) in
            .select(try parser.integer(word, label: "select", in: ScriptLimits.select, usage: usage))
        }),
        ("present", .bare(.present)),
        ("dismiss", .bare(.dismiss)),
        ("push", .bare(.push)),
        ("pop", .bare(.pop)),
        ("tap", .phrase { parser, tokens throws(ScriptError) in try parser.tap(tokens) }),
        ("touch", .phrase { parser, tokens throws(ScriptError) in try parser.touch(tokens) }),
        ("pan", .phrase { parser, tokens throws(ScriptError) in try parser.pan(tokens) }),
        ("longpress", .phrase { parser, tokens throws(ScriptError) in try parser.longPress(tokens) }),
        ("swipe", .phrase { parser, tokens throws(ScriptError) in try parser.swipe(tokens) }),
        ("pinch", .phrase { parser, tokens throws(ScriptError) in try parser.pinch(tokens) }),
        ("rotate", .phrase { parser, tokens throws(ScriptError) in try parser.rotate(tokens) }),
        ("key", .single(Usage.key) { parser, word, _ throws(ScriptError) in try parser.key(word) }),
        ("type", .phrase { parser, tokens throws(ScriptError) in
            guard tokens.count > 1 else { throw Arguments(parser: parser, tokens: tokens, usage: Usage.type).missing() }
            return .type(tokens.dropFirst().map(\.text).joined(separator: " "))
        }),
        ("wait", .single(Usage.wait) { parser, word, usage throws(ScriptError) in
            .wait(try parser.duration(word, label: "wait", usage: usage))
        }),
        ("pause", .bare(.pause)),
        ("resume", .bare(.resume)),
        ("scrub", .phrase { parser, tokens throws(ScriptError) in try parser.scrub(tokens) }),
        ("interactive", .bare(.interactive)),
        ("drag", .single(Usage.drag) { parser, word, usage throws(ScriptError) in
            .drag(percent: try parser.percent(word, label: "drag", usage: usage))
        }),
        ("release", .phrase { parser, tokens throws(ScriptError) in try parser.release(tokens) }),
        ("reverse", .bare(.reverse)),
        ("step", .single(Usage.step) { parser, word, usage throws(ScriptError) in
            .step(try parser.integer(word, label: "step", in: ScriptLimits.step, usage: usage))
        }),
        ("loop", .block),
        ("expect", .phrase { parser, tokens throws(ScriptError) in try parser.expectation(tokens) }),
        ("snapshot", .single(Usage.snapshot) { parser, word, usage throws(ScriptError) in
            try parser.snapshot(word, usage: usage)
        }),
        // The demo's parameters are checked as the line runs: the demo shown then declares them.
        ("set", .phrase { parser, tokens throws(ScriptError) in
            var args = Arguments(parser: parser, tokens: tokens, usage: Usage.set)
            let name = try args.take()
            let value = try args.take()
            try args.finish()
            return .set(name: name.text, value: value.text)
        }),
    ]

    /// `verbs` by name.
    private static let grammars = Dictionary(uniqueKeysWithValues: verbs.map { ($0.name, $0.grammar) })

    /// What one line (other than a brace) turned out to be.
    private enum Line {
        case command(ScriptCommand.Kind)
        /// `loop <n> {`, its count read.
        case loopOpener(count: Int)
    }

    /// One line that starts with a command word, read by that word's grammar.
    private func line(_ tokens: [ScriptToken]) throws(ScriptError) -> Line {
        let name = tokens[0]
        guard let grammar = Self.grammars[name.text] else {
            throw error(at: name, "unknown command \(Echo.quoted(name.text))", hint: DidYouMean.hint(for: name.text, in: Self.commandNames))
        }
        switch grammar {
        case .bare(let kind):
            if tokens.count > 1 { throw extra(tokens[1], after: name.text) }
            return .command(kind)
        case let .single(usage, read):
            var args = Arguments(parser: self, tokens: tokens, usage: usage)
            let word = try args.take()
            try args.finish()
            return .command(try read(self, word, usage))
        case .phrase(let read):
            return .command(try read(self, tokens))
        case .block:
            return .loopOpener(count: try loopCount(tokens))
        }
    }

    /// `loop <n> {`: the count.
    private func loopCount(_ tokens: [ScriptToken]) throws(ScriptError) -> Int {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.loop)
        let countToken = try args.take()
        if countToken.text == "{" { throw args.missing() }
        let count = try integer(countToken, label: "loop", in: ScriptLimits.loopCount, usage: Usage.loop)
        let brace = try args.take()
        guard brace.text == "{" else { throw invalid(brace, usage: Usage.loop) }
        try args.finish()
        return count
    }

    /// `demo <name>`, matched case-insensitively against `demoNames`.
    private func demo(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.demo(demoNames))
        let word = try args.take()
        try args.finish()
        guard let known = DemoRegistry.index(of: word.text, in: demoNames).map({ demoNames[$0] }) else {
            let hint = DidYouMean.hint(for: word.text, in: demoNames)
                ?? (demoNames.isEmpty ? "no demos are known" : "the demos are: " + demoNames.joined(separator: ", "))
            throw error(at: word, "unknown demo \(Echo.quoted(word.text))", hint: hint)
        }
        return .demo(known)
    }

    /// `size <cols>x<rows>`, each within the terminal's limits.
    private func size(_ token: ScriptToken, usage: Usage) throws(ScriptError) -> ScriptCommand.Kind {
        guard let (columns, rows) = ValueGrammar.cellSize(token.text) else { throw invalid(token, usage: usage) }
        let parts = ValueGrammar.dimensions(token.text)
        guard ScriptLimits.terminalColumns.contains(columns) else {
            let limits = ScriptLimits.terminalColumns
            throw outOfRange(token, "size columns \(Echo.escaped(String(parts[0])))", Double(limits.lowerBound), Double(limits.upperBound))
        }
        guard ScriptLimits.terminalRows.contains(rows) else {
            let limits = ScriptLimits.terminalRows
            throw outOfRange(token, "size rows \(Echo.escaped(String(parts[1])))", Double(limits.lowerBound), Double(limits.upperBound))
        }
        return .size(columns: columns, rows: rows)
    }

    /// `device <W>x<H>`, or a named device (`iphone`, `ipad`), as `--device`.
    private func device(_ token: ScriptToken, usage: Usage) throws(ScriptError) -> ScriptCommand.Kind {
        if let named = ValueGrammar.namedDevice(token.text) {
            return .device(width: Double(named.width), height: Double(named.height))
        }
        guard let (w, h) = ValueGrammar.pointSize(token.text) else {
            throw invalid(token, usage: usage)
        }
        let limits = ScriptLimits.deviceSide
        guard limits.contains(w), limits.contains(h) else {
            throw outOfRange(token, "device \(Echo.escaped(token.text))", limits.lowerBound, limits.upperBound, unit: " points a side")
        }
        return .device(width: w, height: h)
    }

    /// `speed <x>`, as `--speed`: `x2` and `×2` mean 2.
    private func speed(_ token: ScriptToken, usage: Usage) throws(ScriptError) -> ScriptCommand.Kind {
        var text = Substring(token.text)
        if text.hasPrefix("x") || text.hasPrefix("×") { text = text.dropFirst() }
        return .speed(try number(token, text: text, label: "speed", in: ScriptLimits.speed, usage: usage))
    }

    /// `tap <x> <y>`: both words are there before either is read.
    private func tap(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.tap)
        let xToken = try args.take()
        let yToken = try args.take()
        try args.finish()
        let x = try number(xToken, text: Substring(xToken.text), label: "tap x", in: ScriptLimits.tapCoordinate, usage: Usage.tap)
        let y = try number(yToken, text: Substring(yToken.text), label: "tap y", in: ScriptLimits.tapCoordinate, usage: Usage.tap)
        return .tap(x: x, y: y)
    }

    /// `touch <phase> <x> <y>`, optionally `finger <n>`.
    private func touch(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.touch)
        let phaseToken = try args.take()
        guard let phase = TouchPhase(rawValue: phaseToken.text) else {
            let names = TouchPhase.allCases.map(\.rawValue)
            let suggestion = DidYouMean.suggestion(for: phaseToken.text, in: names).map { "did you mean '\($0)'?" }
            throw error(at: phaseToken, "unknown touch phase \(Echo.quoted(phaseToken.text))",
                        hint: suggestion ?? "a touch is 'down', 'move', 'up' or 'cancel', e.g. 'touch down 195 420'")
        }
        let point = try self.point(&args, label: "touch", usage: Usage.touch)
        var finger = 0
        if let word = args.peek() {
            guard word.text == "finger" else { throw extra(word, after: "touch \(phase.rawValue) x y") }
            args.next += 1
            finger = try integer(try args.take(), label: "finger", in: ScriptLimits.finger, usage: Usage.touch)
        }
        try args.finish()
        return .touch(phase, x: point.x, y: point.y, finger: finger)
    }

    /// `pan <x> <y> -> <x> <y> in <seconds>`.
    private func pan(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.pan)
        let from = try point(&args, label: "pan", usage: Usage.pan)
        let arrow = try args.take()
        guard arrow.text == "->" || arrow.text == "→" else { throw invalid(arrow, usage: Usage.pan) }
        let to = try point(&args, label: "pan", usage: Usage.pan)
        let seconds = try secondsAfterIn(&args, label: "pan", usage: Usage.pan)
        var releaseSpeed: Double?
        if let word = args.peek() {
            guard word.text == "velocity" else { throw extra(word, after: "pan … in \(Echo.escaped(tokens[args.next - 1].text))") }
            args.next += 1
            let token = try args.take()
            releaseSpeed = try number(token, text: Substring(token.text), label: "pan velocity", in: ScriptLimits.releaseSpeed, usage: Usage.pan)
        }
        try args.finish()
        return .pan(fromX: from.x, fromY: from.y, toX: to.x, toY: to.y, duration: seconds, releaseSpeed: releaseSpeed)
    }

    /// `longpress <x> <y> [for <seconds>]`.
    private func longPress(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.longPress)
        let at = try point(&args, label: "longpress", usage: Usage.longPress)
        var seconds = 1.0
        if let word = args.peek() {
            guard word.text == "for" else { throw extra(word, after: "longpress x y") }
            args.next += 1
            seconds = try duration(try args.take(), label: "longpress … for", usage: Usage.longPress)
        }
        try args.finish()
        return .longPress(x: at.x, y: at.y, duration: seconds)
    }

    /// `swipe left|right|up|down <x> <y>`.
    private func swipe(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.swipe)
        let directionToken = try args.take()
        guard let direction = ScriptSwipe(rawValue: directionToken.text) else {
            let suggestion = DidYouMean.suggestion(for: directionToken.text, in: ScriptSwipe.allCases.map(\.rawValue)).map { "did you mean '\($0)'?" }
            throw error(at: directionToken, "unknown swipe direction \(Echo.quoted(directionToken.text))",
                        hint: suggestion ?? "a swipe goes 'left', 'right', 'up' or 'down', e.g. 'swipe left 300 400'")
        }
        let at = try point(&args, label: "swipe", usage: Usage.swipe)
        try args.finish()
        return .swipe(direction, x: at.x, y: at.y)
    }

    /// `pinch <x> <y> <d> -> <d> in <seconds>`.
    private func pinch(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.pinch)
        let at = try point(&args, label: "pinch", usage: Usage.pinch)
        let fromToken = try args.take()
        let from = try number(fromToken, text: Substring(fromToken.text), label: "pinch distance", in: ScriptLimits.fingerDistance, usage: Usage.pinch)
        let arrow = try args.take()
        guard arrow.text == "->" || arrow.text == "→" else { throw invalid(arrow, usage: Usage.pinch) }
        let toToken = try args.take()
        let to = try number(toToken, text: Substring(toToken.text), label: "pinch distance", in: ScriptLimits.fingerDistance, usage: Usage.pinch)
        let seconds = try secondsAfterIn(&args, label: "pinch", usage: Usage.pinch)
        try args.finish()
        return .pinch(x: at.x, y: at.y, fromDistance: from, toDistance: to, duration: seconds)
    }

    /// `rotate <x> <y> <degrees> in <seconds>`.
    private func rotate(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.rotate)
        let at = try point(&args, label: "rotate", usage: Usage.rotate)
        let angleToken = try args.take()
        let degrees = try number(angleToken, text: Substring(angleToken.text), label: "rotate angle", in: ScriptLimits.rotation, usage: Usage.rotate)
        let seconds = try secondsAfterIn(&args, label: "rotate", usage: Usage.rotate)
        try args.finish()
        return .rotate(x: at.x, y: at.y, degrees: degrees, duration: seconds)
    }

    /// `in <seconds>`, the end of a command that takes time (`pan … in 0.4`).
    private func secondsAfterIn(_ args: inout Arguments, label: String, usage: Usage) throws(ScriptError) -> TimeInterval {
        let inToken = try args.take()
        guard inToken.text == "in" else { throw invalid(inToken, usage: usage) }
        return try duration(try args.take(), label: "\(label) … in", usage: usage)
    }

    /// Two words, a point's x and y on the device's screen.
    private func point(_ args: inout Arguments, label: String, usage: Usage) throws(ScriptError) -> (x: Double, y: Double) {
        let xToken = try args.take()
        let yToken = try args.take()
        let x = try number(xToken, text: Substring(xToken.text), label: "\(label) x", in: ScriptLimits.tapCoordinate, usage: usage)
        let y = try number(yToken, text: Substring(yToken.text), label: "\(label) y", in: ScriptLimits.tapCoordinate, usage: usage)
        return (x, y)
    }

    /// `key <name>`, with modifiers: `shift+pagedown`.
    private func key(_ token: ScriptToken) throws(ScriptError) -> ScriptCommand.Kind {
        guard let key = ScriptKeys.key(named: token.text) else {
            // Suggest with the modifiers as written: `shift+pagedwn` → `shift+pagedown`.
            let base = ScriptKeys.baseName(of: token.text)
            let modifiers = token.text.dropLast(base.count)
            let suggestion = DidYouMean.suggestion(for: base, in: ScriptKeys.names)
                .map { "did you mean \(Echo.quoted(String(modifiers) + $0))?" }
            throw error(at: token, "unknown key \(Echo.quoted(token.text))", hint: suggestion ?? ScriptKeys.summary)
        }
        return .key(key)
    }

    /// `scrub <p>%`, or a ramp: `scrub <p>% -> <q>% in <seconds>`.
    private func scrub(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.scrub)
        let fromToken = try args.take()
        let from = try percent(fromToken, label: "scrub", usage: Usage.scrub)
        guard let arrow = args.peek() else { return .scrub(percent: from) }
        guard arrow.text == "->" || arrow.text == "→" else { throw extra(arrow, after: tokens[0].text) }
        args.usage = Usage.scrubRamp
        args.next += 1
        let to = try percent(try args.take(), label: "scrub", usage: Usage.scrubRamp)
        let seconds = try secondsAfterIn(&args, label: "scrub", usage: Usage.scrubRamp)
        try args.finish()
        return .scrubRamp(from: from, to: to, duration: seconds)
    }

    /// `release`, or `release velocity <v>`.
    private func release(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.release)
        guard let word = args.peek() else { return .release(velocity: nil) }
        guard word.text == "velocity" else { throw extra(word, after: tokens[0].text) }
        args.next += 1
        let token = try args.take()
        try args.finish()
        return .release(velocity: try number(token, text: Substring(token.text), label: "release velocity",
                                             in: ScriptLimits.velocity, usage: Usage.release))
    }

    /// `snapshot <name>`: a file name that stays inside the snapshot folder.
    private func snapshot(_ token: ScriptToken, usage: Usage) throws(ScriptError) -> ScriptCommand.Kind {
        let allowed = token.text.unicodeScalars.allSatisfy { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".")
        }
        // A leading dot would make a hidden file, or `..` a path out of the snapshot folder.
        guard allowed, !token.text.hasPrefix(".") else { throw invalid(token, usage: usage) }
        return .snapshot(token.text)
    }

    /// `expect state <word>` or `expect percent <p>% [± <tol>%]`.
    private func expectation(_ tokens: [ScriptToken]) throws(ScriptError) -> ScriptCommand.Kind {
        var args = Arguments(parser: self, tokens: tokens, usage: Usage.expect)
        let what = try args.take()
        switch what.text {
        case "state":
            args.usage = Usage.expectState
            let word = try args.take()
            try args.finish()
            guard let state = ScriptState(rawValue: word.text) else {
                let names = ScriptState.allCases.map(\.rawValue)
                throw error(at: word, "unknown state \(Echo.quoted(word.text))",
                            hint: DidYouMean.hint(for: word.text, in: names) ?? "the states are: " + names.joined(separator: ", "))
            }
            return .expectState(state)
        case "percent":
            args.usage = Usage.expectPercent
            let p = try percent(try args.take(), label: "expect percent", usage: Usage.expectPercent)
            guard let sign = args.peek() else { return .expectPercent(p, tolerance: nil) }
            args.next += 1
            // `± 2%`, `+- 2%`, or written together: `±2%`, `+-2%`.
            let tolerance: Double
            if sign.text == "±" || sign.text == "+-" {
                tolerance = try percent(try args.take(), label: "expect percent tolerance", usage: Usage.expectPercent)
            } else if let rest = Self.dropPrefix(["±", "+-"], from: sign.text) {
                var glued = sign
                glued.text = rest
                tolerance = try percent(glued, label: "expect percent tolerance", usage: Usage.expectPercent)
            } else {
                throw extra(sign, after: "expect percent")
            }
            try args.finish()
            return .expectPercent(p, tolerance: tolerance)
        default:
            throw error(at: what, "unknown expectation \(Echo.quoted(what.text))",
                        hint: DidYouMean.hint(for: what.text, in: ["state", "percent"]) ?? "expect 'state' or 'percent'")
        }
    }

    // MARK: - Values

    static func dropPrefix(_ prefixes: [String], from text: String) -> String? {
        for prefix in prefixes where text.hasPrefix(prefix) && text.count > prefix.count {
            return String(text.dropFirst(prefix.count))
        }
        return nil
    }

    /// A decimal number within `limits`.
    private func number(_ token: ScriptToken, text: Substring, label: String, in limits: ClosedRange<Double>,
                        usage: Usage, unit: String = "") throws(ScriptError) -> Double {
        guard let value = ValueGrammar.decimal(text) else { throw invalid(token, usage: usage) }
        // 1e400 parses to infinity, outside every range.
        guard limits.contains(value) else {
            throw outOfRange(token, "\(label) \(Echo.escaped(token.text))", limits.lowerBound, limits.upperBound, unit: unit)
        }
        return value
    }

    /// A whole number within `limits` (a leading `-` or `+` allowed; too many digits is out of range).
    private func integer(_ token: ScriptToken, label: String, in limits: ClosedRange<Int>, usage: Usage) throws(ScriptError) -> Int {
        var digits = Substring(token.text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard ValueGrammar.isInteger(digits) else { throw invalid(token, usage: usage) }
        guard let value = Int(token.text.hasPrefix("+") ? String(token.text.dropFirst()) : token.text),
              limits.contains(value) else {
            throw outOfRange(token, "\(label) \(Echo.escaped(token.text))", Double(limits.lowerBound), Double(limits.upperBound))
        }
        return value
    }

    /// `40%`, within 0…100.
    private func percent(_ token: ScriptToken, label: String, usage: Usage) throws(ScriptError) -> Double {
        guard token.text.hasSuffix("%") else { throw invalid(token, usage: usage) }
        return try number(token, text: token.text.dropLast(), label: label, in: ScriptLimits.percent, usage: usage, unit: "%")
    }

    /// `0.6`, `0.6s` or `600ms`, in seconds, within `ScriptLimits.duration`.
    private func duration(_ token: ScriptToken, label: String, usage: Usage) throws(ScriptError) -> TimeInterval {
        let text = token.text
        let (digits, scale): (Substring, Double) =
            text.hasSuffix("ms") ? (text.dropLast(2), 0.001) : text.hasSuffix("s") ? (text.dropLast(), 1) : (Substring(text), 1)
        guard let value = ValueGrammar.decimal(digits) else { throw invalid(token, usage: usage) }
        let seconds = value * scale
        let limits = ScriptLimits.duration
        guard limits.contains(seconds) else {
            throw outOfRange(token, "\(label) \(Echo.escaped(text))", limits.lowerBound, limits.upperBound, unit: "s")
        }
        return seconds
    }

    // MARK: - Errors

    func error(at token: ScriptToken, _ message: String, hint: String? = nil) -> ScriptError {
        ScriptError(fileName: fileName, line: token.position.line, column: token.position.column, message: message, hint: hint)
    }

    func extra(_ token: ScriptToken, after command: String) -> ScriptError {
        error(at: token, "extra argument \(Echo.quoted(token.text)) after '\(command)'")
    }

    func invalid(_ token: ScriptToken, usage: Usage) -> ScriptError {
        error(at: token, "invalid argument \(Echo.quoted(token.text)): \(usage.sentence)")
    }

    func outOfRange(_ token: ScriptToken, _ what: String, _ low: Double, _ high: Double, unit: String = "") -> ScriptError {
        error(at: token, "value out of range: \(what) is outside \(Self.format(low))…\(Self.format(high))\(unit)")
    }

    /// `4`, `0.1`, `-100000`: whole numbers without a decimal point.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// What a command needs, for "missing argument" and "invalid argument" messages.
struct Usage: Sendable {
    var command: String
    var needs: String
    var example: String

    /// `'wait' needs a duration in seconds, e.g. 'wait 0.5'`.
    var sentence: String { "'\(command)' needs \(needs), e.g. '\(example)'" }

    static func demo(_ names: [String]) -> Usage { Usage(command: "demo", needs: "a demo name", example: "demo \(names.first ?? "fade")") }
    static let size = Usage(command: "size", needs: "a terminal size in cells, COLUMNSxROWS", example: "size 120x36")
    static let device = Usage(command: "device", needs: "a screen size in points, WIDTHxHEIGHT, or iphone or ipad", example: "device 390x844")
    static let set = Usage(command: "set", needs: "a parameter's name and its value", example: "set damping 0.8")
    static let speed = Usage(command: "speed", needs: "a speed from 0.1 to 4", example: "speed 0.5")
    static let select = Usage(command: "select", needs: "an item index, 0 for the first", example: "select 2")
    static let tap = Usage(command: "tap", needs: "a point's x and y", example: "tap 195 420")
    static let key = Usage(command: "key", needs: "a key name", example: "key enter")
    static let type = Usage(command: "type", needs: "the words to type into the field being edited", example: "type hello world")
    static let touch = Usage(command: "touch", needs: "'down', 'move', 'up' or 'cancel', a point's x and y, optionally 'finger' and a number",
                             example: "touch down 195 420")
    static let pan = Usage(command: "pan", needs: "a point's x and y, '->', another point, 'in' and seconds, optionally 'velocity' and pt/s",
                           example: "pan 195 300 -> 195 700 in 0.4")
    static let longPress = Usage(command: "longpress", needs: "a point's x and y, optionally 'for' and seconds", example: "longpress 195 420 for 0.8")
    static let swipe = Usage(command: "swipe", needs: "'left', 'right', 'up' or 'down' and a point's x and y", example: "swipe left 300 400")
    static let pinch = Usage(command: "pinch", needs: "a point's x and y, a distance, '->', another distance, 'in' and seconds",
                             example: "pinch 195 420 80 -> 240 in 0.5")
    static let rotate = Usage(command: "rotate", needs: "a point's x and y, an angle in degrees, 'in' and seconds", example: "rotate 195 420 90 in 0.6")
    static let wait = Usage(command: "wait", needs: "a duration in seconds", example: "wait 0.5")
    static let scrub = Usage(command: "scrub", needs: "a percentage", example: "scrub 40%")
    static let scrubRamp = Usage(command: "scrub", needs: "a percentage, '->', a percentage, 'in' and seconds", example: "scrub 0% -> 100% in 2")
    static let drag = Usage(command: "drag", needs: "a percentage", example: "drag 30%")
    static let release = Usage(command: "release", needs: "a velocity after 'velocity'", example: "release velocity 1.5")
    static let step = Usage(command: "step", needs: "a number of frames, negative for back", example: "step -1")
    static let loop = Usage(command: "loop", needs: "a count and '{'", example: "loop 3 {")
    static let expect = Usage(command: "expect", needs: "'state' or 'percent'", example: "expect state presented")
    static let expectState = Usage(command: "expect state", needs: "a state", example: "expect state paused")
    static let expectPercent = Usage(command: "expect percent", needs: "a percentage, optionally '± <tolerance>%'", example: "expect percent 50% ± 1%")
    static let snapshot = Usage(command: "snapshot", needs: "a name of letters, digits, '-', '_' and '.' (not starting with '.')", example: "snapshot presented-40")
}

/// The words after a command, taken in order.
struct Arguments {
    let parser: ScriptParser
    let tokens: [ScriptToken]
    var usage: Usage
    var next = 1

    init(parser: ScriptParser, tokens: [ScriptToken], usage: Usage) {
        self.parser = parser
        self.tokens = tokens
        self.usage = usage
    }

    func peek() -> ScriptToken? { next < tokens.count ? tokens[next] : nil }

    /// The next word, or "missing argument" pointing at the command.
    mutating func take() throws(ScriptError) -> ScriptToken {
        guard let token = peek() else { throw missing() }
        next += 1
        return token
    }

    func missing() -> ScriptError {
        parser.error(at: tokens[0], "missing argument: \(usage.sentence)")
    }

    /// Nothing may follow.
    func finish() throws(ScriptError) {
        if let token = peek() { throw parser.extra(token, after: tokens[0].text) }
    }
}

