//  Flipbook.swift — Flipbook
//  The whole `flipbook` command line over the demos it is given: the interactive previewer,
//  scripts played and recorded, one-frame snapshots, the demo list, help and version. A package
//  of your own calls `Flipbook.main(demos:)` from its executable; the shipped `flipbook` is that
//  call over Flipbook's own demos.
//
//  Exit statuses (sysexits): 0 done; 1 an `expect` failed or the terminal cannot be used;
//  64 a usage mistake; 65 a malformed script; 66 a script that cannot be read; 73 an output
//  that cannot be created; 74 an output that could not be written.

import Foundation
@_exported import FlipbookKit
@_exported import FlipbookPlayer
import FlipbookCommandLine
import FlipbookRender
import FlipbookTerminal

/// Flipbook as a program: `Flipbook.main(demos: [MyTransitionDemo()])` in your executable's
/// `main.swift` is `flipbook` — previewer, `list`, `play`, `record`, `snapshot`, `--help`,
/// `--version`, every option and exit status — over your demos.
public enum Flipbook {
    /// Runs the command line (`CommandLine.arguments`) over `demos`, in the order `n`/`p` and
    /// `1`…`9` step through them, and exits with its status.
    ///
    /// `resources` names the resource bundles the demos' pictures and colours come from, as
    /// SwiftPM names them beside the executable (`Package_Target`, e.g. `Preview_Preview` for
    /// the target `Preview` of the package `Preview`): one that is missing — a binary copied
    /// without its `.resources` folder — is said on standard error at start, since the demos
    /// then run without their pictures.
    public static func main(demos: [Demo], resources: [String] = []) -> Never {
        guard !demos.isEmpty else {
            Run.complain("flipbook: no demos to show: pass Flipbook.main(demos:) at least one.")
            exit(64)
        }
        StandardStreams.openMissingDescriptors()
        if let problem = LaunchOptions.problem(withDemoNames: demos.map(\.name)) {
            Run.complain("flipbook: Flipbook.main(demos:): \(problem)")
            exit(64)
        }
        for bundle in resources where !Run.resourceBundleIsBesideExecutable(bundle) {
            Run.complain("flipbook: \(bundle).resources is not beside this program (\(Run.executableFolder)), so the demos' pictures "
                + "and colours are missing; copy the folder with the program. The demos run without them.")
        }
        let registry = DemoRegistry(demos)
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), demoNames: registry.names)
        } catch {
            Run.complain("flipbook: \(error)")
            exit(64)  // EX_USAGE
        }

        switch options.command {
        case .help:
            StandardStreams.output(LaunchOptions.usage(demos: registry.demos.map { ($0.name, Echo.escaped($0.summary, limit: 200)) }) + "\n")
            exit(0)
        case .version:
            StandardStreams.output(LaunchOptions.version + "\n")
            exit(0)
        case let .createPackage(directory, link):
            PackageInit.run(directory: directory, link: link)
        case .list:
            StandardStreams.output(LaunchOptions.demoList(registry.demos.map {
                ($0.name, Echo.escaped($0.summary, limit: 200) + ($0.seed.isEmpty ? "" : "  — seed \($0.seed)"))
            }) + "\n")
            exit(0)
        case let .play(path, headless):
            let (script, fileName) = Run.loadScript(path, registry: registry)
            Run.checkParameterSettings(options, for: script, registry: registry)
            let folder = Run.snapshotFolder(options, script: path)
            Interruption.install()
            if headless {
                let runner = Run.scriptRunner(options, registry: registry, fileName: fileName, blitter: options.blitter ?? .halfBlock,
                                              colorMode: options.colorMode ?? .trueColor, size: options.snapshotSize)
                Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
                let progress = Progress("playing \(Echo.escaped(fileName))")
                var frame = CellBuffer(width: 0, height: 0)
                runner.onFrame = { time, paint in
                    paint(&frame)
                    progress.update(time: time, frames: runner.frameCount)
                }
                Run.runScript(runner, script, cleanUp: progress.finish)
                progress.finish()
                let count = runner.snapshotCount
                let written = folder == nil ? (count == 0 ? "" : " (not written: add --snapshots DIR)") : " written to \(Echo.quoted(folder!.path))"
                StandardStreams.output("\(Echo.escaped(fileName)): ok — \(runner.frameCount) frames, \(String(format: "%.2f", runner.time)) s of media time, "
                    + "\(runner.expectationsMet) expectation\(runner.expectationsMet == 1 ? "" : "s") met, "
                    + "\(count) snapshot\(count == 1 ? "" : "s")\(written)\n")
                exit(0)
            }
            let screen = Run.startScreen(options)
            let size = screen.size
            let runner = Run.scriptRunner(options, registry: registry, fileName: fileName,
                                          blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock, colorMode: screen.colorMode,
                                          glyphs: screen.glyphs, size: size)
            runner.player.isScripted = true  // the pacer takes space and q; the script has the other keys
            runner.player.colorDowngrade = screen.colorDowngrade  // A's in a comparison, whose header it is
            Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
            // Each frame shows at its media time (over --speed); q and space work while it waits, and a resize redraws.
            let pacer = FrameLoop().scriptPacer(for: screen)
            runner.onFrame = { time, paint in
                let goOn = pacer.show(at: time / options.speed, render: paint) { event in
                    guard case .resize = event else { return .ignore }
                    if let comparison = runner.comparison { comparison.update(event) } else { runner.player.update(event) }
                    return .redraw
                }
                if !goOn { runner.isStopped = true }
            }
            do {
                try runner.run(script)
            } catch {
                screen.stop()
                Run.complain("\(error)")
                exit(Run.snapshotFailureStatus ?? 1)
            }
            screen.stop()
            exit(0)
        case let .record(path, output):
            let (script, fileName) = Run.loadScript(path, registry: registry)
            Run.checkParameterSettings(options, for: script, registry: registry)
            let folder = Run.snapshotFolder(options, script: path)
            // The cast is checked and its temporary file made before anything renders; it is streamed
            // there frame by frame and renamed over the target only once the recording is whole.
            Interruption.install()
            let file = Run.outputFile(output, inputs: [path])
            let runner = Run.scriptRunner(options, registry: registry, fileName: fileName, blitter: options.blitter ?? .halfBlock,
                                          colorMode: options.colorMode ?? .trueColor, size: options.snapshotSize, frameRate: options.frameRate)
            Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
            runner.deviceOnly = options.recordsDeviceOnly
            let writer = AsciicastWriter(title: fileName, sink: { bytes in try file.write(bytes) })
            var writeFailure: Error?
            let progress = Progress("recording \(Echo.escaped(fileName))")
            var frame = CellBuffer(width: 0, height: 0)
            var markers = TakeMarkers()
            runner.onFrame = { time, paint in
                paint(&frame)
                for label in markers.labels(seeing: runner.player) { writer.appendMarker(label, at: time) }
                do {
                    try writer.append(frame: frame, at: time)
                } catch {
                    writeFailure = error
                    runner.isStopped = true
                }
                progress.update(time: time, frames: runner.frameCount)
            }
            func abandon() {
                progress.finish()
                file.discard()
                Interruption.unwatch(slot: 0)
            }
            Run.runScript(runner, script, cleanUp: abandon)
            progress.finish()
            do {
                if let writeFailure { throw writeFailure }
                try writer.finish()
                try file.commit()
            } catch {
                abandon()
                Run.complain("flipbook: \(error is OutputFileError ? "" : "could not record to \(Echo.quoted(output)): ")\(error)")
                exit((error as? OutputFileError)?.exitStatus ?? 74)
            }
            Interruption.unwatch(slot: 0)
            Run.complain("flipbook: recorded \(runner.frameCount) frames (\(String(format: "%.2f", runner.time)) s) to \(Echo.quoted(output))")
            exit(0)
        case .snapshot(let name) where options.compares:
            let comparison = Run.comparison(options, registry: registry, a: name, blitter: options.blitter ?? .halfBlock,
                                            colorMode: options.colorMode ?? .trueColor, size: options.snapshotSize)
            do {
                try comparison.pause(in: options.snapshotTransition, atFraction: options.snapshotFraction ?? 1)
            } catch {
                Run.complain("flipbook: \(error)")
                exit(1)
            }
            Run.printSnapshot(options.snapshotFormat, json: { "{\"a\": \(comparison.a.inspectionJSON()), \"b\": \(comparison.b.inspectionJSON())}" },
                              frame: comparison.render)
        case .snapshot(let name):
            let format = options.snapshotFormat
            let values = Run.parameterValues(options.parameterSettings, of: name.flatMap(registry.demo(named:)) ?? registry.demos[0])
            let player = Player(registry: registry, demo: name, values: values, deviceSize: options.deviceSize,
                                blitter: options.blitter ?? .halfBlock,
                                colorMode: options.colorMode ?? .trueColor,
                                columns: options.snapshotSize.columns, rows: options.snapshotSize.rows)
            do {
                try player.pause(in: options.snapshotTransition, atFraction: options.snapshotFraction ?? 1)
            } catch {
                Run.complain("flipbook: \(error)")
                exit(1)
            }
            Run.printSnapshot(format, json: { player.inspectionJSON() }, frame: player.render)
        case let .export(name, scriptPath, output):
            Run.export(options, registry: registry, demo: name, script: scriptPath, output: output)
        case let .compare(a, _):
            let screen = Run.startScreen(options)
            let comparison = Run.comparison(options, registry: registry, a: a, blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                                            colorMode: screen.colorMode, glyphs: screen.glyphs, size: screen.size)
            comparison.a.colorDowngrade = screen.colorDowngrade  // A's header is the comparison's
            FrameLoop().run(screen: screen, initial: .init(redraw: true, animating: comparison.isAnimating),
                            render: comparison.render(into:)) { event in
                if comparison.update(event) == .quit { return .init(quit: true) }
                return .init(redraw: true, animating: comparison.isAnimating)
            }
            screen.stop()
            exit(0)
        case .preview(let name):
            let values = Run.parameterValues(options.parameterSettings, of: name.flatMap(registry.demo(named:)) ?? registry.demos[0])
            let screen = Run.startScreen(options)
            let size = screen.size
            let player = Player(registry: registry, demo: name, values: values, speed: options.speed, deviceSize: options.deviceSize,
                                blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                                colorMode: screen.colorMode, glyphs: screen.glyphs, columns: size.columns, rows: size.rows)
            player.colorDowngrade = screen.colorDowngrade
            FrameLoop().run(screen: screen, initial: .init(redraw: true, animating: player.isAnimating, working: player.hasBackgroundWork),
                            render: player.render(into:)) { event in
                if player.update(event) == .quit { return .init(quit: true) }
                // A tick that moves nothing only does the player's background work: nothing new to draw.
                return .init(redraw: event != .tick(0), animating: player.isAnimating, working: player.hasBackgroundWork)
            }
            screen.stop()
            Run.printTunedValues(of: player)
            exit(0)
        }
    }
}

/// The command line's steps, each exiting with its status when the run cannot go on.
private enum Run {
    /// The folder the running program is in.
    static var executableFolder: String {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path ?? "?"
    }

    /// Whether `NAME.resources` (SwiftPM's resource bundle) is beside the running program.
    static func resourceBundleIsBesideExecutable(_ name: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: executableFolder + "/" + name + ".resources", isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// Writes a line to standard error (never traps, whatever stderr is).
    static func complain(_ message: String) {
        StandardStreams.error(message)
    }

    /// Reads and parses a script, or explains why not and exits (65: bad data, 66: no file).
    static func loadScript(_ path: String, registry: DemoRegistry) -> (Script, String) {
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let source: String
        do {
            source = try ScriptFile.read(path)
        } catch {
            complain("flipbook: \(error.message)")
            exit(error.status)
        }
        do {
            return (try ScriptParser(fileName: fileName, demoNames: registry.names).parse(source), fileName)
        } catch {
            complain("\(error)")
            exit(65)
        }
    }

    /// `--set`'s values applied to `demo`'s parameters, or why not and exit (64).
    static func parameterValues(_ settings: [LaunchOptions.ParameterSetting], of demo: Demo, option: String = "--set") -> ParameterValues {
        var values = demo.defaultValues
        for setting in settings {
            do {
                try values.set(setting.name, to: setting.value, demo: demo.name)
            } catch {
                complain("flipbook: \(option) \(Echo.escaped(setting.name + "=" + setting.value)): \(error.description).")
                exit(64)
            }
        }
        return values
    }

    /// A comparison of demo `a` (nil: the first) under `--set` beside `--compare`'s demo (nil: `a`)
    /// under `--set-b`, its values checked (exit 64 with why).
    static func comparison(_ options: LaunchOptions, registry: DemoRegistry, a: String?, blitter: BlitterKind, colorMode: ColorMode,
                           glyphs: GlyphSet = .unicode, size: (columns: Int, rows: Int)) -> Comparison {
        let left = a.flatMap(registry.demo(named:)) ?? registry.demos[0]
        let right = options.comparedDemo.flatMap(registry.demo(named:)) ?? left
        return Comparison(registry: registry, a: left.name, aValues: parameterValues(options.parameterSettings, of: left),
                          b: right.name, bValues: parameterValues(options.parameterSettingsB, of: right, option: "--set-b"),
                          speed: options.speed, deviceSize: options.deviceSize, blitter: blitter, colorMode: colorMode, glyphs: glyphs,
                          columns: size.columns, rows: size.rows)
    }

    /// The runner of a script: on a player, or on a comparison with `--compare` or `--set-b`.
    static func scriptRunner(_ options: LaunchOptions, registry: DemoRegistry, fileName: String, blitter: BlitterKind,
                             colorMode: ColorMode, glyphs: GlyphSet = .unicode, size: (columns: Int, rows: Int),
                             frameRate: Double = 60) -> ScriptRunner {
        let runner: ScriptRunner
        if options.compares {
            // Each side starts on the first demo (a script names the ones it shows); B on --compare's.
            let comparison = Comparison(registry: registry, a: nil, b: options.comparedDemo, deviceSize: options.deviceSize,
                                        blitter: blitter, colorMode: colorMode, glyphs: glyphs, columns: size.columns, rows: size.rows)
            runner = ScriptRunner(comparison: comparison, fileName: fileName, frameRate: frameRate)
        } else {
            let player = Player(registry: registry, deviceSize: options.deviceSize, blitter: blitter, colorMode: colorMode, glyphs: glyphs,
                                columns: size.columns, rows: size.rows)
            runner = ScriptRunner(player: player, fileName: fileName, frameRate: frameRate)
        }
        runner.parameterSettings = options.parameterSettings.map { ($0.name, $0.value) }
        runner.parameterSettingsB = options.parameterSettingsB.map { ($0.name, $0.value) }
        return runner
    }

    /// `flipbook export`: the device alone through a demo's transition (or a script's run) into a
    /// GIF, a contact sheet or a folder of PNG frames, each file written to a temporary file
    /// renamed over its target once whole.
    static func export(_ options: LaunchOptions, registry: DemoRegistry, demo name: String?, script path: String?,
                       output: String) -> Never {
        let loaded = path.map { loadScript($0, registry: registry) }
        if let loaded { checkParameterSettings(options, for: loaded.0, registry: registry) }
        let values = parameterValues(options.parameterSettings, of: name.flatMap(registry.demo(named:)) ?? registry.demos[0])
        let player = Player(registry: registry, demo: name, values: loaded == nil ? values : nil, deviceSize: options.deviceSize,
                            columns: 100, rows: 30)
        let started = Date()
        Interruption.install()
        // Runs the frames — the script's, or the transition's at --fps — calling `frame` with each
        // one's time in the output once the player shows it. --speed is slow (or fast) motion: the
        // scene is sampled --speed / --fps seconds apart, each frame shown 1 / --fps.
        let mediaRate = options.frameRate / options.speed
        func runFrames(_ outputFrame: @escaping (Double) throws -> Void) throws {
            let frame = { (time: Double) in try outputFrame(time / options.speed) }
            if let (script, fileName) = loaded {
                let runner = ScriptRunner(player: player, fileName: fileName, frameRate: mediaRate)
                runner.parameterSettings = options.parameterSettings.map { ($0.name, $0.value) }
                var failure: Error?
                runner.onFrame = { time, _ in
                    do { try frame(time) } catch { failure = error; runner.isStopped = true }
                }
                try runner.run(script)
                if let failure { throw failure }
            } else {
                try DeviceExport.forEachFrame(of: player, options.snapshotTransition, fps: mediaRate, frame)
            }
        }
        func failed(_ error: Error, cleanUp: () -> Void) -> Never {
            cleanUp()
            switch error {
            case let error as ScriptRunner.Failure: complain("\(error)"); exit(1)
            case let error as Player.SnapshotError: complain("flipbook: \(error)"); exit(1)
            default:
                complain("flipbook: could not export to \(Echo.quoted(output)): \(error)")
                exit((error as? OutputFileError)?.exitStatus ?? 74)
            }
        }
        // One file at `output`: `make` writes it and says what it wrote; committed once whole.
        func writeFile(_ make: (OutputFile) throws -> String) -> String {
            let file = outputFile(output, inputs: path.map { [$0] } ?? [])
            defer { Interruption.unwatch(slot: 0) }
            do {
                let what = try make(file)
                try file.commit()
                return what
            } catch {
                failed(error) { file.discard() }
            }
        }
        let written: String
        switch options.exportFormat {
        case .gif:
            written = writeFile { file in
                let gif = try DeviceGIF(deviceSize: options.deviceSize, scale: options.exportScale, loops: options.exportLoops) { bytes in
                    try bytes.withUnsafeBytes { try file.write($0) }
                }
                try runFrames { try gif.add(player, at: $0) }
                try gif.finish(hold: options.exportHold)
                return "\(gif.frameCount) frames (\(gif.export.width)×\(gif.export.height))"
            }
        case .contactSheet:
            written = writeFile { file in
                let percents = options.exportPercents ?? ContactSheet.defaultPercents
                let sheet = try ContactSheet(of: player, options.snapshotTransition, at: percents, scale: options.exportScale)
                let png = try Image(width: sheet.width, height: sheet.height, pixels: sheet.rgba).pngData()
                try png.withUnsafeBytes { try file.write($0) }
                return "a contact sheet of \(percents.count) frames (\(sheet.width)×\(sheet.height))"
            }
        case .frames:
            let folder = framesFolder(output)
            Interruption.watch(folder)
            defer { Interruption.unwatchFolder() }
            let export = DeviceExport(deviceSize: options.deviceSize, scale: options.exportScale)
            var last: Double?
            do {
                try runFrames { time in
                    // A frame at the instant of the one before (a key's frame) replaces it.
                    if let last, DeviceExport.centiseconds(from: last, to: time) <= 0, !folder.names.isEmpty { folder.removeLast() }
                    last = time
                    export.render(player)
                    let name = String(format: "frame-%04d.png", folder.names.count + 1)
                    Interruption.watchStaged(name)
                    let png = try Image(width: export.width, height: export.height, pixels: export.rgba).pngData()
                    try png.withUnsafeBytes { try folder.write($0, named: name) }
                }
                let count = folder.names.count
                try Interruption.withSignalsBlocked { try folder.commit() }
                written = "\(count) frames (\(export.width)×\(export.height)) as PNGs"
            } catch {
                // Only what this run made goes: its staged frames, and the folder if it made it.
                failed(error) { folder.discard() }
            }
        }
        complain("flipbook: exported \(written) to \(Echo.quoted(output)) in " + String(format: "%.2f s", Date().timeIntervalSince(started)))
        exit(0)
    }

    /// The file `-o` names, checked (never one of `inputs`, the files the run reads), its
    /// temporary file watched for an interruption; or why not, and exit.
    static func outputFile(_ path: String, inputs: [String]) -> OutputFile {
        do {
            let file = try OutputFile(path: path, inputs: inputs)
            Interruption.watch(file.temporaryPath ?? "", slot: 0)
            return file
        } catch {
            complain("flipbook: -o: \(error)")
            exit(error.exitStatus)
        }
    }

    /// The folder `-o` names for frames, claimed for this run: made if new (only its last part
    /// missing), or empty; a folder with anything in it is refused (73), so no file of the user's
    /// is replaced and two runs never mix their frames.
    static func framesFolder(_ path: String) -> FrameFolder {
        do {
            return try FrameFolder(path: path)
        } catch {
            complain("flipbook: -o: \(error)")
            exit(error.exitStatus)
        }
    }

    /// Prints a snapshot in `format`: the golden text or ANSI of `frame()`, or `json()`.
    static func printSnapshot(_ format: LaunchOptions.SnapshotFormat, json: () -> String, frame: () -> CellBuffer) -> Never {
        switch format {
        case .json:
            StandardStreams.output(json() + "\n")
        case .text:
            StandardStreams.output(TextSnapshot.render(frame(), colors: true) + "\n")
        case .ansi:
            let encoder = ANSIEncoder()
            encoder.encodeFrame(frame())
            StandardStreams.output(bytes: encoder.bytes + Array("\u{1B}[0m\n".utf8))
        }
        exit(0)
    }

    /// Checks `--set` (and `--set-b`, against the right side's demos) for a script.
    static func checkParameterSettings(_ options: LaunchOptions, for script: Script, registry: DemoRegistry) {
        checkParameterSettings(options.parameterSettings, for: script, registry: registry)
        let right = options.comparedDemo.flatMap(registry.demo(named:))
        checkParameterSettings(options.parameterSettingsB, for: script, registry: registry, option: "--set-b", only: right)
    }

    /// Checks each `--set` against the demos a script shows (the first demo until it names one;
    /// just `only` when given): some demo must declare it, and each that does must take its value;
    /// otherwise says why and exits (64) before anything runs.
    static func checkParameterSettings(_ settings: [LaunchOptions.ParameterSetting], for script: Script, registry: DemoRegistry,
                                       option: String = "--set", only: Demo? = nil) {
        guard !settings.isEmpty else { return }
        var shown: [Demo] = [only ?? registry.demos[0]]
        func collect(_ commands: [ScriptCommand]) {
            for command in commands {
                switch command.kind {
                case .demo(let name) where only == nil:
                    if let demo = registry.demo(named: name), !shown.contains(where: { $0 === demo }) { shown.append(demo) }
                case .loop(_, let body): collect(body)
                default: break
                }
            }
        }
        collect(script.commands)
        for setting in settings {
            let declaring = shown.filter { ParameterValues($0.parameters).index(of: setting.name) != nil }
            guard !declaring.isEmpty else {
                let offered = shown.map { "\($0.name): \($0.parameters.isEmpty ? "none" : $0.parameters.map(\.name).joined(separator: ", "))" }
                complain("flipbook: \(option) \(Echo.escaped(setting.name + "=" + setting.value)): no demo the script shows has a parameter "
                    + "\(Echo.quoted(setting.name)) (\(offered.joined(separator: "; "))).")
                exit(64)
            }
            for demo in declaring { _ = parameterValues([setting], of: demo, option: option) }
        }
    }

    /// After the previewer: the parameters tuned in it, as the Swift lines to paste into the app.
    static func printTunedValues(of player: Player) {
        let lines = player.parameterValues.changedSwiftLines
        guard !lines.isEmpty else { return }
        StandardStreams.output("\(player.demo.name), as tuned (\(player.parameterValues.summary)):\n"
            + lines.map { "    \($0)\n" }.joined())
    }

    /// The `--snapshots` folder, checked (and made, when only its last part is missing) before the
    /// script runs; nil without the option.
    static func snapshotFolder(_ options: LaunchOptions, script: String) -> OutputFolder? {
        guard let path = options.snapshotDirectory else { return nil }
        do {
            return try OutputFolder(path: path, inputs: [script])
        } catch {
            complain("flipbook: --snapshots: \(error)")
            exit(error.exitStatus)
        }
    }

    /// The exit status of a snapshot that could not be written (the run stops at its line).
    nonisolated(unsafe) static var snapshotFailureStatus: Int32?

    /// Makes `runner` write each `snapshot NAME` line's frame to `NAME.txt` in `folder`, and/or what
    /// the inspector knows to `NAME.json` (`--snapshot-format`), as the line runs, each through a
    /// temporary file and a rename; without a folder, snapshot lines only count.
    static func writeSnapshots(of runner: ScriptRunner, to folder: OutputFolder?, files: LaunchOptions.SnapshotFiles) {
        guard let folder else { return }
        func write(_ text: String, to name: String) throws {
            do throws(OutputFileError) {
                let file = try folder.file(named: name)
                Interruption.watch(file.temporaryPath ?? "", slot: 1)
                defer { Interruption.unwatch(slot: 1) }
                try file.write(text)
                try file.commit()
            } catch {
                snapshotFailureStatus = error.exitStatus
                throw error
            }
        }
        if files.writesText { runner.onSnapshot = { name, text in try write(text, to: name + ".txt") } }
        if files.writesJSON { runner.onInspection = { name, json in try write(json + "\n", to: name + ".json") } }
    }

    /// Runs a script headless; a failed expectation (or snapshot) ends the program with its line,
    /// after `cleanUp` (which removes what the run had begun to write).
    static func runScript(_ runner: ScriptRunner, _ script: Script, cleanUp: () -> Void = {}) {
        do {
            try runner.run(script)
        } catch {
            cleanUp()
            complain("\(error)")
            exit(snapshotFailureStatus ?? 1)
        }
    }

    /// Takes over the terminal, or explains why it cannot and exits.
    static func startScreen(_ options: LaunchOptions) -> TerminalScreen {
        do {
            let screen = try TerminalScreen(requestedColorMode: options.colorMode)
            try screen.start()
            return screen
        } catch {
            complain("flipbook: \(error)")
            exit(1)
        }
    }
}
