//  LaunchOptions.swift — FlipbookCommandLine
//  The `flipbook` command line, parsed without side effects so it can be tested.

import Foundation
import FlipbookKit
import FlipbookPlayer
import FlipbookRender

/// What `flipbook` was asked to do.
public struct LaunchOptions: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        /// The interactive previewer on a demo (nil: the first).
        case preview(demo: String?)
        /// Two transitions side by side on one playhead: demo `a` (nil: the first) and demo `b`
        /// (nil: `a` again, under `--set-b`'s values).
        case compare(a: String?, b: String?)
        /// One frame of a transition on stdout (nil demo: the first).
        case snapshot(demo: String?)
        /// Play a `.flip` script: in the terminal, or headless as fast as possible.
        case play(script: String, headless: Bool)
        /// Render a script headless into an asciicast file.
        case record(script: String, output: String)
        /// The device alone at its own pixels into a GIF: a demo's transition (nil: the first
        /// demo's), or a script's whole run.
        case export(demo: String?, script: String?, output: String)
        /// Write a new package in `directory` that previews its own transitions (`flipbook init`),
        /// its target linked to `link`, a folder of the app's files, if given.
        case createPackage(directory: String, link: String?)
        case list
        case help
        case version
    }

    public var command: Command = .preview(demo: nil)
    public var speed: Double = 1
    public var blitter: BlitterKind?
    /// nil: detect from the terminal ("auto").
    public var colorMode: ColorMode?
    public var deviceSize = UIWindow.iPhoneScreenSize
    /// `snapshot`: which transition (nil: whatever Enter starts), where in it, how big, as what.
    public var snapshotTransition: Player.SnapshotTransition?
    public var snapshotFraction: Double?
    /// `snapshot`, `record`, `play --headless`: the frame's size in cells.
    public var snapshotSize = (columns: 100, rows: 30)
    /// `record`: frames per second of media time.
    public var frameRate = 30.0
    /// `play --headless`: where `snapshot <name>` lines write `<name>.txt` (nil: nowhere).
    public var snapshotDirectory: String?
    public var snapshotFormat = SnapshotFormat.text
    /// `play`, `record` with `--snapshots`: which files each `snapshot` line writes.
    public var snapshotFiles = SnapshotFiles.text
    /// `record --device-only`: the cast shows the device alone, no HUD.
    public var recordsDeviceOnly = false
    /// `export`: pixels per point (1…3), whether the GIF loops, how long its last frame holds.
    public var exportScale = 1
    public var exportLoops = true
    public var exportHold = 1.0
    /// `export … -o OUT.png --at 0,25,…`: the contact sheet's moments, percent of the take.
    public var exportPercents: [Double]?
    /// What `export -o` names: a GIF, a contact sheet, or a folder of frames.
    public enum ExportFormat: Equatable, Sendable { case gif, contactSheet, frames }

    /// The export format `-o` named (set by `parse`).
    public var exportFormat = ExportFormat.gif

    /// The export format `output`'s name asks for: `.gif`, `.png`, a folder (a name ending in
    /// `/`, or without an extension); nil for another extension (`out.jpg`), which export does
    /// not write.
    public static func exportFormat(of output: String) -> ExportFormat? {
        let lower = output.lowercased()
        if lower.hasSuffix(".gif") { return .gif }
        if lower.hasSuffix(".png") { return .contactSheet }
        if lower.hasSuffix("/") { return .frames }
        let name = lower.split(separator: "/").last ?? ""
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name[name.index(after: dot)...].allSatisfy(\.isLetter) {
            return nil
        }
        return .frames
    }

    /// `--set NAME=VALUE`, in order: the demo's parameters to start with.
    public var parameterSettings: [ParameterSetting] = []
    /// `compare`, `snapshot`, `play`, `record`: the demo shown beside the first (`compare A B`,
    /// `--compare B`); with `--set-b` alone, the first demo again.
    public var comparedDemo: String?
    /// `--set-b NAME=VALUE`: the right side's parameters, in a comparison.
    public var parameterSettingsB: [ParameterSetting] = []

    /// Whether a comparison runs: a second demo, or values for the right side, given.
    public var compares: Bool { comparedDemo != nil || !parameterSettingsB.isEmpty }

    /// One `--set NAME=VALUE`.
    public struct ParameterSetting: Equatable, Sendable {
        public var name: String
        public var value: String
    }

    /// `--format`: the golden-file text (characters, then a colour plane), the ANSI a terminal
    /// shows, or what the inspector knows as JSON (schema in README.md).
    public enum SnapshotFormat: String, Sendable { case text, ansi, json }

    /// `--snapshot-format`: NAME.txt (the frame), NAME.json (the inspector's values), or both.
    public enum SnapshotFiles: String, Sendable {
        case text, json, both

        public var writesText: Bool { self != .json }
        public var writesJSON: Bool { self != .text }
    }

    public init() {}

    public static func == (a: LaunchOptions, b: LaunchOptions) -> Bool {
        a.command == b.command && a.speed == b.speed && a.blitter == b.blitter && a.colorMode == b.colorMode
            && a.deviceSize == b.deviceSize && a.snapshotTransition == b.snapshotTransition
            && a.snapshotFraction == b.snapshotFraction && a.snapshotSize == b.snapshotSize && a.snapshotFormat == b.snapshotFormat
            && a.frameRate == b.frameRate && a.snapshotDirectory == b.snapshotDirectory && a.snapshotFiles == b.snapshotFiles
            && a.parameterSettings == b.parameterSettings && a.comparedDemo == b.comparedDemo
            && a.parameterSettingsB == b.parameterSettingsB && a.exportScale == b.exportScale && a.exportLoops == b.exportLoops
            && a.exportHold == b.exportHold && a.exportPercents == b.exportPercents && a.exportFormat == b.exportFormat && a.recordsDeviceOnly == b.recordsDeviceOnly
    }

    /// A command-line mistake: says what is wrong and what to do.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String], demoNames: [String]) throws -> LaunchOptions {
        var parsed = Parsed(demoNames: demoNames)
        var words = arguments[...]
        while let word = words.popFirst() {
            // `--option=value` is the same as `--option value`.
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                words.insert(String(word[word.index(after: equals)...]), at: words.startIndex)
                words.insert(String(word[..<equals]), at: words.startIndex)
                continue
            }
            if let option = valueOptions[word] {
                guard let value = words.first, !value.hasPrefix("--") else {
                    throw Error(description: "\(word) needs a value. See `flipbook --help`.")
                }
                words = words.dropFirst()
                parsed.given.append(word)
                if option.snapshotOnly { parsed.snapshotOption = parsed.snapshotOption ?? word }
                try option.apply(&parsed, word, value)
                continue
            }
            switch word {
            case "-h", "--help", "help":
                parsed.options.command = .help
                return parsed.options
            case "--version", "version":
                parsed.options.command = .version
                return parsed.options
            case "list":
                parsed.options.command = .list
            case "init":
                guard let path = words.first, !path.hasPrefix("-") else {
                    throw Error(description: "init needs the folder to write the package in, e.g. `flipbook init Preview` "
                        + "(add --link ../MyApp/Transitions to compile your app's files in place).")
                }
                words = words.dropFirst()
                parsed.options.command = .createPackage(directory: path, link: nil)
            case "snapshot":
                parsed.options.command = .snapshot(demo: nil)
            case "compare":
                parsed.options.command = .compare(a: nil, b: nil)
            case "export":
                parsed.options.command = .export(demo: nil, script: nil, output: "")
                if let next = words.first, next.hasSuffix(".flip") {
                    words = words.dropFirst()
                    parsed.scriptPath = next
                }
            case "--no-loop":
                parsed.noLoop = true
            case "--device-only":
                parsed.options.recordsDeviceOnly = true
            case "play", "record":
                parsed.options.command = word == "play" ? .play(script: "", headless: false) : .record(script: "", output: "")
                guard let path = words.first, !path.hasPrefix("-") else {
                    throw Error(description: "\(word) needs a script file, e.g. `flipbook \(word) Demos/Scripts/zoom.flip`.")
                }
                words = words.dropFirst()
                parsed.scriptPath = path
            case "--headless":
                parsed.headless = true
            default:
                try parsed.name(demo: word, among: demoNames)
            }
        }
        return try parsed.finish(demoNames: demoNames)
    }

    /// What the words said so far, before the command is put together.
    private struct Parsed {
        let demoNames: [String]
        var options = LaunchOptions()
        var demo: String?
        var scriptPath: String?
        var headless = false
        var output: String?
        var link: String?
        /// The first option that only `snapshot` takes.
        var snapshotOption: String?
        var snapshotFilesGiven = false
        var noLoop = false
        /// The first option that only `export` takes (`--scale`, `--hold`).
        var exportOption: String?
        /// Every option with a value given, in order, as spelled.
        var given: [String] = []

        /// The options that act in some commands only, and those commands: given to another, an
        /// option would change nothing, so it is refused. (`--speed` paces what a terminal shows;
        /// `--fps` is the frame rate of what is written; `--blitter` and `--color` make cells,
        /// which export's pixels do not use; `list` shows no device.)
        static let commandsActedOn: [(options: Set<String>, commands: Set<String>, does: String)] = [
            (["--speed"], ["preview", "compare", "play", "export"],
             "sets the pace of what is shown (the previewer, compare, play; export's slow motion)"),
            (["--fps"], ["record", "export"], "sets the frame rate of what is written (record, export)"),
            (["--blitter"], ["preview", "compare", "play", "play --headless", "record", "snapshot"],
             "picks the characters cells are drawn with (the previewer, compare, play, record, snapshot)"),
            (["--color", "--colour"], ["preview", "compare", "play", "play --headless", "record", "snapshot"],
             "picks the colours cells are drawn in (the previewer, compare, play, record, snapshot)"),
            (["--device"], ["preview", "compare", "play", "play --headless", "record", "snapshot", "export"],
             "sets the device's size in points"),
        ]

        /// The command's name in `commandsActedOn`.
        static func name(of command: Command) -> String {
            switch command {
            case .preview: return "preview"
            case .compare: return "compare"
            case .play(_, let headless): return headless ? "play --headless" : "play"
            case .record: return "record"
            case .export: return "export"
            case .snapshot: return "snapshot"
            case .list: return "list"
            case .createPackage: return "init"
            case .help: return "help"
            case .version: return "version"
            }
        }

        mutating func name(demo word: String, among demoNames: [String]) throws {
            if word.hasPrefix("-") {
                throw Error(description: "Unknown option \(Echo.quoted(word)). See `flipbook --help` for the options.")
            }
            try Self.check(demo: word, among: demoNames)
            if demo != nil, case .compare = options.command, options.comparedDemo == nil {
                options.comparedDemo = word
                return
            }
            guard demo == nil else {
                throw Error(description: "One demo at a time: got \(Echo.quoted(demo!)) and \(Echo.quoted(word)). See `flipbook list`"
                    + " (`flipbook compare \(demo!) \(word)` shows two side by side).")
            }
            demo = word
        }

        static func check(demo word: String, among demoNames: [String]) throws {
            guard DemoRegistry.index(of: word, in: demoNames) != nil else {
                throw Error(description: "There is no demo called \(Echo.quoted(word)). The demos are: "
                    + demoNames.joined(separator: ", ") + ". (`flipbook list` describes them.)")
            }
        }

        /// The options with their command put together; an option that would do nothing is a
        /// mistake to point out, not to ignore.
        func finish(demoNames: [String]) throws -> LaunchOptions {
            var options = options
            let runsScript: Bool, records: Bool, createsPackage: Bool
            switch options.command {
            case .play: (runsScript, records, createsPackage) = (true, false, false)
            case .record: (runsScript, records, createsPackage) = (true, true, false)
            case .export: (runsScript, records, createsPackage) = (false, true, false)
            case .createPackage: (runsScript, records, createsPackage) = (false, false, true)
            default: (runsScript, records, createsPackage) = (false, false, false)
            }
            if snapshotFilesGiven, options.snapshotDirectory == nil {
                throw Error(description: "--snapshot-format says which files --snapshots DIR writes; add --snapshots DIR "
                    + "(e.g. `flipbook play SCRIPT.flip --headless --snapshots out/ --snapshot-format json`).")
            }
            if options.snapshotDirectory != nil, !runsScript {
                throw Error(description: "--snapshots belongs to `flipbook play SCRIPT.flip` and `flipbook record SCRIPT.flip`, "
                    + "whose `snapshot` lines it writes. See `flipbook --help`.")
            }
            if link != nil, !createsPackage {
                throw Error(description: "--link belongs to `flipbook init DIR --link PATH`, whose target it links to your app's files. "
                    + "See `flipbook --help`.")
            }
            if output != nil, !records {
                throw Error(description: "-o belongs to `flipbook record SCRIPT.flip -o OUT.cast` and `flipbook export`. See `flipbook --help`.")
            }
            var isRecord = false
            if case .record = options.command { isRecord = true }
            if options.recordsDeviceOnly, !isRecord {
                throw Error(description: "--device-only belongs to `flipbook record SCRIPT.flip -o OUT.cast --device-only`. See `flipbook --help`.")
            }
            if options.compares, case .export = options.command {
                throw Error(description: "export draws one device; --compare and --set-b belong to `flipbook compare`, `snapshot`, "
                    + "`play` and `record`. Export each side on its own (with --set).")
            }
            if options.recordsDeviceOnly, options.compares {
                throw Error(description: "--device-only records one device; a comparison shows two. Drop --device-only or --compare/--set-b.")
            }
            let exports: Bool
            if case .export = options.command { exports = true } else { exports = false }
            if !exports, noLoop || exportOption != nil {
                throw Error(description: "\(noLoop ? "--no-loop" : exportOption!) belongs to `flipbook export DEMO -o OUT.gif`. See `flipbook --help`.")
            }
            if options.compares, createsPackage {
                throw Error(description: "--compare and --set-b belong to `flipbook compare`, `snapshot`, `play` and `record`. "
                    + "See `flipbook --help`.")
            }
            if case .preview = options.command, options.compares {
                options.command = .compare(a: nil, b: nil)  // `flipbook spring --set-b damping=0.8` compares
            }
            var command = options.command
            if case .play = command { command = .play(script: "", headless: headless) }
            let commandName = Self.name(of: command)
            for option in given {
                guard let rule = Self.commandsActedOn.first(where: { $0.options.contains(option) }),
                      !rule.commands.contains(commandName) else { continue }
                let shown = commandName == "preview" ? "the previewer" : "`flipbook \(commandName)`"
                throw Error(description: "\(option) \(rule.does); \(shown) would not use it. Drop \(option). See `flipbook --help`.")
            }
            switch options.command {
            case .compare:
                guard options.compares else {
                    throw Error(description: "compare needs a second side: another demo (`flipbook compare \(demo ?? demoNames[0]) "
                        + "\(demoNames.count > 1 ? demoNames[1] : "DEMO")`) or the same demo under other values "
                        + "(`--set-b NAME=VALUE`, e.g. `flipbook compare spring --set damping=0.3 --set-b damping=0.8`).")
                }
                options.command = .compare(a: demo, b: options.comparedDemo)
                if let option = snapshotOption {
                    throw Error(description: "\(option) belongs to `flipbook snapshot DEMO --at P%` (add --compare or --set-b "
                        + "there for a comparison's frame). See `flipbook --help`.")
                }
            case .preview:
                options.command = .preview(demo: demo)
                if let option = snapshotOption {
                    throw Error(description: "\(option) belongs to `flipbook snapshot DEMO --at P%`. See `flipbook --help`.")
                }
            case .play:
                options.command = .play(script: scriptPath ?? "", headless: headless)
            case .record:
                guard let output else {
                    throw Error(description: "record needs -o FILE.cast, where the recording goes.")
                }
                options.command = .record(script: scriptPath ?? "", output: output)
            case .export:
                guard let output else {
                    throw Error(description: "export needs -o OUT.gif, where the GIF goes (e.g. `flipbook export "
                        + "\(demo ?? demoNames[0]) -o \(demo ?? demoNames[0]).gif`).")
                }
                guard let format = LaunchOptions.exportFormat(of: output) else {
                    throw Error(description: "export writes OUT.gif (an animated GIF), OUT.png (a contact sheet) or a folder of PNG "
                        + "frames; \(Echo.quoted(output)) is none of these. Name a .gif, a .png, or a folder (end it with / to be sure).")
                }
                options.exportFormat = format
                if format == .contactSheet, given.contains("--speed") {
                    throw Error(description: "--speed paces a GIF or a folder of frames; a contact sheet shows moments by percent, "
                        + "where it would change nothing. Drop --speed.")
                }
                if format == .contactSheet, scriptPath != nil {
                    throw Error(description: "a contact sheet is of one transition: export a demo to OUT.png, or the script to OUT.gif or a folder.")
                }
                if format != .contactSheet, options.exportPercents != nil {
                    throw Error(description: "--at picks a contact sheet's moments: name the output OUT.png "
                        + "(e.g. `-o sheet.png --at 0,25,50,75,100`).")
                }
                if scriptPath != nil, demo != nil {
                    throw Error(description: "export takes a demo or a script, not both: the script names its demos.")
                }
                if scriptPath != nil, options.snapshotTransition != nil {
                    throw Error(description: "--transition picks a demo's transition; a script's keys start its own. Drop --transition.")
                }
                if let option = snapshotOption, option != "--transition", option != "--at" {
                    throw Error(description: "\(option) belongs to `flipbook snapshot DEMO --at P%`. See `flipbook --help`.")
                }
                options.exportLoops = !noLoop
                options.command = .export(demo: demo, script: scriptPath, output: output)
            case .createPackage(let directory, _):
                if let demo {
                    throw Error(description: "init writes a package and previews no demo: drop \(Echo.quoted(demo)) "
                        + "(`flipbook init DIR [--link PATH]`).")
                }
                options.command = .createPackage(directory: directory, link: link)
            case .snapshot:
                options.command = .snapshot(demo: demo)
                if let percents = options.exportPercents, percents.count > 1 {
                    throw Error(description: "snapshot shows one moment: give --at one percentage (a list makes a contact sheet: "
                        + "`flipbook export \(demo ?? demoNames[0]) -o sheet.png --at 0,25,50,75,100`).")
                }
                guard options.snapshotFraction != nil else {
                    throw Error(description: "snapshot needs --at, the point of the transition to show, e.g. `flipbook snapshot "
                        + "\(demo ?? demoNames.first ?? "DEMO") --at 50%`.")
                }
            default:
                break
            }
            return options
        }
    }

    /// An option followed by a value: what it sets, and whether only `snapshot` takes it.
    private struct ValueOption {
        var snapshotOnly = false
        /// Sets the option from its value (the option's own spelling given for messages).
        let apply: (inout Parsed, _ option: String, _ value: String) throws -> Void
    }

    /// Every option that takes a value, by each of its spellings.
    private static let valueOptions: [String: ValueOption] = {
        let table: [([String], ValueOption)] = [
            (["-o", "--output"], ValueOption { parsed, option, text in
                guard !text.isEmpty else {
                    throw Error(description: "\(option) needs a file name, e.g. `-o zoom.cast` (got an empty one).")
                }
                parsed.output = text
            }),
            (["--link"], ValueOption { parsed, _, text in
                guard !text.isEmpty else {
                    throw Error(description: "--link needs your app's folder of transition files, e.g. `--link ../MyApp/Transitions`.")
                }
                parsed.link = text
            }),
            (["--snapshots"], ValueOption { parsed, _, text in
                guard !text.isEmpty else {
                    throw Error(description: "--snapshots needs a folder, e.g. `--snapshots out/` (got an empty name).")
                }
                parsed.options.snapshotDirectory = text
            }),
            (["--snapshot-format"], ValueOption { parsed, _, text in
                guard let files = SnapshotFiles(rawValue: text.lowercased()) else {
                    throw Error(description: "--snapshot-format takes text, json or both (got \(Echo.quoted(text))).")
                }
                parsed.options.snapshotFiles = files
                parsed.snapshotFilesGiven = true
            }),
            (["--scale"], ValueOption { parsed, option, text in
                guard let scale = Int(text), (1...3).contains(scale) else {
                    throw Error(description: "--scale takes 1, 2 or 3 pixels per point (got \(Echo.quoted(text))).")
                }
                parsed.exportOption = parsed.exportOption ?? option
                parsed.options.exportScale = scale
            }),
            (["--hold"], ValueOption { parsed, option, text in
                guard let seconds = ValueGrammar.decimal(text.hasSuffix("s") ? String(text.dropLast()) : text), (0...60).contains(seconds) else {
                    throw Error(description: "--hold takes the seconds the last frame shows, 0 to 60 (got \(Echo.quoted(text))).")
                }
                parsed.exportOption = parsed.exportOption ?? option
                parsed.options.exportHold = seconds
            }),
            (["--fps"], ValueOption { parsed, _, text in
                guard let fps = ValueGrammar.decimal(text), fps >= 1, fps <= 120 else {
                    throw Error(description: "--fps takes frames per second from 1 to 120 (got \(Echo.quoted(text))).")
                }
                parsed.options.frameRate = fps
            }),
            (["--transition"], ValueOption(snapshotOnly: true) { parsed, _, text in
                guard let transition = Player.SnapshotTransition(rawValue: text.lowercased()) else {
                    throw Error(description: "--transition takes present, dismiss, push or pop (got \(Echo.quoted(text))).")
                }
                parsed.options.snapshotTransition = transition
            }),
            (["--at"], ValueOption(snapshotOnly: true) { parsed, _, text in
                // One percentage for a snapshot; a list for an export's contact sheet (0,25,50,75,100).
                let percents = try text.split(separator: ",", omittingEmptySubsequences: false).map { part -> Double in
                    let number = part.hasSuffix("%") ? String(part.dropLast()) : String(part)
                    guard let percent = ValueGrammar.decimal(number), ScriptLimits.percent.contains(percent) else {
                        throw Error(description: "--at takes a percentage from 0% to 100%, or for `export … -o OUT.png` a list "
                            + "such as 0,25,50,75,100 (got \(Echo.quoted(text))).")
                    }
                    return percent
                }
                parsed.options.snapshotFraction = percents.count == 1 ? percents[0] / 100 : nil
                parsed.options.exportPercents = percents
            }),
            (["--size"], ValueOption(snapshotOnly: true) { parsed, _, text in
                guard let (columns, rows) = ValueGrammar.cellSize(text),
                      ScriptLimits.terminalColumns.contains(columns), ScriptLimits.terminalRows.contains(rows) else {
                    throw Error(description: "--size takes COLUMNSxROWS from \(ScriptLimits.terminalColumns.lowerBound)x"
                        + "\(ScriptLimits.terminalRows.lowerBound) to \(ScriptLimits.terminalColumns.upperBound)x"
                        + "\(ScriptLimits.terminalRows.upperBound) (got \(Echo.quoted(text))).")
                }
                parsed.options.snapshotSize = (columns, rows)
            }),
            (["--format"], ValueOption(snapshotOnly: true) { parsed, _, text in
                guard let format = SnapshotFormat(rawValue: text.lowercased()) else {
                    throw Error(description: "--format takes text, ansi or json (got \(Echo.quoted(text))).")
                }
                parsed.options.snapshotFormat = format
            }),
            (["--speed"], ValueOption { parsed, _, text in
                guard let speed = ValueGrammar.decimal(text.hasPrefix("x") || text.hasPrefix("×") ? String(text.dropFirst()) : text),
                      ScriptLimits.speed.contains(speed) else {
                    throw Error(description: "--speed takes a number from 0.1 to 4 (got \(Echo.quoted(text))).")
                }
                parsed.options.speed = speed
            }),
            (["--blitter"], ValueOption { parsed, _, text in
                guard let blitter = blitters[text] else {
                    throw Error(description: "--blitter takes half, quad, braille or ascii (got \(Echo.quoted(text))).")
                }
                parsed.options.blitter = blitter
            }),
            (["--color", "--colour"], ValueOption { parsed, _, text in
                guard let mode = colorModes[text] else {
                    throw Error(description: "--color takes auto, truecolor, 256, 16 or none (got \(Echo.quoted(text))).")
                }
                parsed.options.colorMode = mode
            }),
            (["--set"], ValueOption { parsed, option, text in
                parsed.options.parameterSettings.append(try setting(option, text))
            }),
            (["--set-b"], ValueOption { parsed, option, text in
                parsed.options.parameterSettingsB.append(try setting(option, text))
            }),
            (["--compare"], ValueOption { parsed, _, text in
                try Parsed.check(demo: text, among: parsed.demoNames)
                parsed.options.comparedDemo = text
            }),
            (["--device"], ValueOption { parsed, _, text in
                parsed.options.deviceSize = try device(text)
            }),
        ]
        var options: [String: ValueOption] = [:]
        for (names, option) in table { for name in names { options[name] = option } }
        return options
    }()

    /// One `--set` or `--set-b`'s NAME=VALUE.
    private static func setting(_ option: String, _ text: String) throws -> ParameterSetting {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw Error(description: "\(option) takes NAME=VALUE, a parameter of the demo and its value, e.g. `\(option) damping=0.8` "
                + "(got \(Echo.quoted(text))). The previewer's parameters panel (t) lists them.")
        }
        return ParameterSetting(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }

    /// `--blitter`'s words.
    private static let blitters: [String: BlitterKind] = [
        "half": .halfBlock, "half-block": .halfBlock, "halfblock": .halfBlock,
        "quad": .quadrant, "quadrant": .quadrant, "quadrants": .quadrant,
        "braille": .braille, "ascii": .ascii,
    ]

    /// `--color`'s words (`auto`: nil, detect from the terminal).
    private static let colorModes: [String: ColorMode?] = [
        "auto": nil, "truecolor": .trueColor, "24bit": .trueColor, "24-bit": .trueColor,
        "256": .palette256, "16": .palette16, "none": ColorMode.none, "no": ColorMode.none,
    ]

    /// "390x844", "ipad", "iphone" or "WxH".
    static func device(_ text: String) throws -> CGSize {
        if let named = ValueGrammar.namedDevice(text) { return named }
        guard let (w, h) = ValueGrammar.pointSize(text), ScriptLimits.deviceSide.contains(w), ScriptLimits.deviceSide.contains(h) else {
            throw Error(description: "--device takes WIDTHxHEIGHT in points (e.g. 390x844), iphone or ipad (got \(Echo.quoted(text))).")
        }
        return CGSize(width: w, height: h)
    }

    /// The words the command line takes as commands: no demo may be called so.
    public static let commandWords = ["list", "init", "play", "record", "snapshot", "compare", "export", "help", "version"]

    /// Why demos named `names` cannot be told apart on the command line (nil: they can): a name
    /// that is empty, starts with `-`, is a command, or equals another ignoring case (demos are
    /// picked case-insensitively).
    public static func problem(withDemoNames names: [String]) -> String? {
        var seen: [String: String] = [:]
        for name in names {
            if name.isEmpty { return "a demo has an empty name; give every demo a name to pick it by." }
            if name.hasPrefix("-") { return "the demo \(Echo.quoted(name)) starts with '-', which reads as an option; rename it." }
            if commandWords.contains(name.lowercased()) {
                return "the demo \(Echo.quoted(name)) has the name of the command `flipbook \(name.lowercased())`; rename the demo."
            }
            if let other = seen[name.lowercased()] {
                return "two demos are called \(Echo.quoted(other)) and \(Echo.quoted(name)) (names are picked ignoring case); "
                    + "give each its own name."
            }
            seen[name.lowercased()] = name
        }
        return nil
    }

    /// The demos a line each, names in a column as wide as the longest (`list`, `--help`).
    public static func demoList(_ demos: [(name: String, summary: String)], indent: String = "") -> String {
        let width = (demos.map(\.name.count).max() ?? 0) + 2
        return demos.map { indent + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }

    /// `flipbook --help`.
    public static func usage(demos: [(name: String, summary: String)]) -> String {
        """
        flipbook — preview iOS view-controller transitions in the terminal

        Usage:
          flipbook [DEMO] [options]   open the previewer (the first demo unless named)
          flipbook list               the demos, with the seed each comes from
          flipbook init DIR [--link PATH]
                                      write a package in DIR (new or empty) that previews
                                      transitions of your own: an example, a picture, a test;
                                      --link: PATH, your app's folder of transition files,
                                      linked as Sources/Preview/App/NAME and compiled
                                      in place, translated for Swift on Linux
          flipbook play SCRIPT.flip [--headless] [--snapshots DIR [--snapshot-format text|json|both]]
                                      play a script (Demos/Scripts/); --headless: no terminal,
                                      as fast as possible, then a summary; DIR: where its
                                      `snapshot` lines write NAME.txt (the frame), NAME.json
                                      (the inspector's values), or both
          flipbook record SCRIPT.flip -o OUT.cast [--size 100x30] [--fps 30] [--snapshots DIR] [--device-only]
                                      render a script into an asciicast v2 file (media time),
                                      with a marker at each transition's start and end;
                                      --device-only: the device alone, no HUD; OUT.cast is
                                      replaced only once the recording is whole
          flipbook snapshot DEMO --at P% [--transition present|dismiss|push|pop]
                   [--size 100x30] [--format text|ansi|json]
                                      print one frame of a transition, headless
                                      (text: the golden-file form; ansi: as a terminal shows it;
                                      json: what the inspector knows, schema in README.md)
          flipbook compare A [B] [--set NAME=VALUE] [--set-b NAME=VALUE]
                                      two transitions side by side on one playhead: demo A
                                      beside demo B, or A beside itself under --set-b's
                                      values; the HUD overlays both curves, pairs the lanes
                                      and says where their values differ most. snapshot,
                                      play and record take --compare B and --set-b too
          flipbook export DEMO|SCRIPT.flip -o OUT.gif|OUT.png|DIR [--transition present|dismiss|push|pop]
                   [--scale 1|2|3] [--fps 30] [--hold 1] [--no-loop] [--at 0,25,50,75,100] [--set NAME=VALUE]
                                      the device alone, at its own pixels (scale 1: one pixel
                                      a point): OUT.gif an animated GIF (the last frame held
                                      --hold seconds); OUT.png a contact sheet of a demo's
                                      transition at the --at percents; DIR (new or empty)
                                      frame-0001.png, … A demo's transition, or a script's run
          flipbook --help             this help
          flipbook --version          the version

        Options:
          --speed X                   playback speed, 0.1 … 4 (default 1); for export, slow (or fast)
                                      motion: the scene sampled X / --fps apart
          --blitter half|quad|braille|ascii
                                      how pixels become characters (default half)
          --color auto|truecolor|256|16|none
                                      colours (default auto: from TERM, COLORTERM, NO_COLOR)
          --device 390x844|iphone|ipad|WxH
                                      the device's screen in points (default 390x844)
          --set NAME=VALUE            start with a parameter of the demo set (repeatable;
                                      `set NAME VALUE` in a script; the previewer's t panel
                                      lists a demo's parameters), e.g. --set damping=0.8

        Demos:
        \(demoList(demos, indent: "  "))

        Keys in the previewer:
          ⏎            tap the selection / present / push (interactive: start, let go)
          esc ⌫        dismiss / pop
          ↑↓←→         move the selection; when paused, ←/→ scrub 1 %
          ⇧←/→ PgUp/Dn scrub 10 %           home/end  start/end
          , .          one frame back / forward
          space        pause and scrub / play
          i            interactive mode: ←/→ drag the transition, ⏎ let go
          r            reverse a running property animator, or an interactive transition let go of
          [ ]          slower / faster (×0.1 … ×4)
          l            loop the last transition
          n p tab      next / previous demo;  1…9 the first nine demos (n, p reach the rest)
          b  c         cycle the blitter / the colour mode
          v            the view hierarchy: ↑↓ or a click picks a view to inspect
          m            the inspected view's motion path on the device
          h            hide the HUD: the device alone, full height (h again shows it)
          t            parameters: ↑↓ pick, ←/→ change (⇧ ten steps); the transition
                       re-runs with the new value at the same moment; on quit, the
                       changed values are printed as Swift to paste into the app
          mouse        a finger on the device (press, drag, release; a click taps);
                       on the timeline it scrubs; a right click inspects the view there
          ?            help overlay         q  quit
          mouse        click the device to tap; click or drag the timeline to scrub

        The previewer and `play` need an interactive terminal; `play --headless`, `record`
        and `snapshot` need none.
        """
    }

    public static let version = "flipbook 0.1.0"
}
