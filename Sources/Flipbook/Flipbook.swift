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
    public static func main(demos: [Demo]) -> Never {
        guard !demos.isEmpty else {
            Run.complain("flipbook: no demos to show: pass Flipbook.main(demos:) at least one.")
            exit(64)
        }
        StandardStreams.openMissingDescriptors()
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
            StandardStreams.output(LaunchOptions.usage(demos: registry.demos.map { ($0.name, $0.summary) }) + "\n")
            exit(0)
        case .version:
            StandardStreams.output(LaunchOptions.version + "\n")
            exit(0)
        case let .createPackage(directory, link):
            PackageInit.run(directory: directory, link: link)
        case .list:
            StandardStreams.output(registry.demos.map {
                "\($0.name.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)\($0.seed.isEmpty ? "" : "  — seed \($0.seed)")\n"
            }.joined())
            exit(0)
        case let .play(path, headless):
            let (script, fileName) = Run.loadScript(path, registry: registry)
            Run.checkParameterSettings(options.parameterSettings, for: script, registry: registry)
            let folder = Run.snapshotFolder(options)
            if headless {
                Interruption.install()
                let player = Player(registry: registry, deviceSize: options.deviceSize, blitter: options.blitter ?? .halfBlock,
                                    colorMode: options.colorMode ?? .trueColor,
                                    columns: options.snapshotSize.columns, rows: options.snapshotSize.rows)
                let runner = ScriptRunner(player: player, fileName: fileName)
                runner.parameterSettings = options.parameterSettings.map { ($0.name, $0.value) }
                Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
                let progress = Progress("playing \(fileName)")
                var frame = CellBuffer(width: 0, height: 0)
                runner.onFrame = { time, paint in
                    paint(&frame)
                    progress.update(time: time, frames: runner.frameCount)
                }
                Run.runScript(runner, script, cleanUp: progress.finish)
                progress.finish()
                let count = runner.snapshotCount
                let written = folder == nil ? (count == 0 ? "" : " (not written: add --snapshots DIR)") : " written to \(folder!.path)"
                StandardStreams.output("\(fileName): ok — \(runner.frameCount) frames, \(String(format: "%.2f", runner.time)) s of media time, "
                    + "\(runner.expectationsMet) expectation\(runner.expectationsMet == 1 ? "" : "s") met, "
                    + "\(count) snapshot\(count == 1 ? "" : "s")\(written)\n")
                exit(0)
            }
            let screen = Run.startScreen(options)
            let size = screen.size
            let player = Player(registry: registry, deviceSize: options.deviceSize, blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                                colorMode: screen.colorMode, glyphs: screen.glyphs, columns: size.columns, rows: size.rows)
            player.isScripted = true  // the pacer takes space and q; the script has the other keys
            let runner = ScriptRunner(player: player, fileName: fileName)
            runner.parameterSettings = options.parameterSettings.map { ($0.name, $0.value) }
            Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
            // Each frame shows at its media time; q and space work while it waits, and a resize redraws.
            let pacer = FrameLoop().scriptPacer(for: screen)
            runner.onFrame = { time, paint in
                let goOn = pacer.show(at: time, render: paint) { event in
                    guard case .resize = event else { return .ignore }
                    player.update(event)
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
            Run.checkParameterSettings(options.parameterSettings, for: script, registry: registry)
            let folder = Run.snapshotFolder(options)
            // The cast is checked and its temporary file made before anything renders; it is streamed
            // there frame by frame and renamed over the target only once the recording is whole.
            let file: OutputFile
            do {
                file = try OutputFile(path: output)
            } catch {
                Run.complain("flipbook: -o: \(error)")
                exit(error.exitStatus)
            }
            var scriptInfo = stat(), targetInfo = stat()
            if stat(path, &scriptInfo) == 0, stat(file.target, &targetInfo) == 0,
               scriptInfo.st_dev == targetInfo.st_dev, scriptInfo.st_ino == targetInfo.st_ino {
                file.discard()
                Run.complain("flipbook: -o: \(Echo.quoted(output)) is the script being recorded; name another file for the recording.")
                exit(OutputFileError.cannotCreate)
            }
            Interruption.install()
            Interruption.watch(file.temporaryPath ?? "", slot: 0)
            let (columns, rows) = options.snapshotSize
            let player = Player(registry: registry, deviceSize: options.deviceSize, colorMode: options.colorMode ?? .trueColor,
                                columns: columns, rows: rows)
            let runner = ScriptRunner(player: player, fileName: fileName, frameRate: options.frameRate)
            runner.parameterSettings = options.parameterSettings.map { ($0.name, $0.value) }
            Run.writeSnapshots(of: runner, to: folder, files: options.snapshotFiles)
            let writer = AsciicastWriter(title: fileName, sink: { bytes in try file.write(bytes) })
            var writeFailure: Error?
            let progress = Progress("recording \(fileName)")
            var frame = CellBuffer(width: 0, height: 0)
            runner.onFrame = { time, paint in
                paint(&frame)
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
            Run.complain("flipbook: recorded \(runner.frameCount) frames (\(String(format: "%.2f", runner.time)) s) to \(output)")
            exit(0)
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
            if format == .json {
                StandardStreams.output(player.inspectionJSON() + "\n")
                exit(0)
            }
            let frame = player.render()
            switch format {
            case .json:
                break  // printed above, without drawing a frame
            case .text:
                StandardStreams.output(TextSnapshot.render(frame, colors: true) + "\n")
            case .ansi:
                let encoder = ANSIEncoder()
                encoder.encodeFrame(frame)
                StandardStreams.output(bytes: encoder.bytes + Array("\u{1B}[0m\n".utf8))
            }
            exit(0)
        case .preview(let name):
            let values = Run.parameterValues(options.parameterSettings, of: name.flatMap(registry.demo(named:)) ?? registry.demos[0])
            let screen = Run.startScreen(options)
            let size = screen.size
            let player = Player(registry: registry, demo: name, values: values, speed: options.speed, deviceSize: options.deviceSize,
                                blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                                colorMode: screen.colorMode, glyphs: screen.glyphs, columns: size.columns, rows: size.rows)
            FrameLoop().run(screen: screen, initial: .init(redraw: true, animating: player.isAnimating), render: player.render(into:)) { event in
                if player.update(event) == .quit { return .init(quit: true) }
                return .init(redraw: true, animating: player.isAnimating)
            }
            screen.stop()
            Run.printTunedValues(of: player)
            exit(0)
        }
    }
}

/// The command line's steps, each exiting with its status when the run cannot go on.
private enum Run {
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
    static func parameterValues(_ settings: [LaunchOptions.ParameterSetting], of demo: Demo) -> ParameterValues {
        var values = demo.defaultValues
        for setting in settings {
            do {
                try values.set(setting.name, to: setting.value, demo: demo.name)
            } catch {
                complain("flipbook: --set \(setting.name)=\(setting.value): \(error.description).")
                exit(64)
            }
        }
        return values
    }

    /// Checks each `--set` against the demos a script shows (the first demo until it names one):
    /// some demo must declare it, and each that does must take its value; otherwise says why and
    /// exits (64) before anything runs.
    static func checkParameterSettings(_ settings: [LaunchOptions.ParameterSetting], for script: Script, registry: DemoRegistry) {
        guard !settings.isEmpty else { return }
        var shown: [Demo] = [registry.demos[0]]
        func collect(_ commands: [ScriptCommand]) {
            for command in commands {
                switch command.kind {
                case .demo(let name): if let demo = registry.demo(named: name), !shown.contains(where: { $0 === demo }) { shown.append(demo) }
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
                complain("flipbook: --set \(setting.name)=\(setting.value): no demo the script shows has a parameter "
                    + "'\(setting.name)' (\(offered.joined(separator: "; "))).")
                exit(64)
            }
            for demo in declaring { _ = parameterValues([setting], of: demo) }
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
    static func snapshotFolder(_ options: LaunchOptions) -> OutputFolder? {
        guard let path = options.snapshotDirectory else { return nil }
        do {
            return try OutputFolder(path: path)
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
                let file = try OutputFile(path: folder.path(of: name))
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
