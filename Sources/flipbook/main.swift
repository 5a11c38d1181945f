//  main.swift — flipbook
//  The command line: the interactive previewer, the demo list, help and version.

import Foundation
import FlipbookDemos
import FlipbookKit
import FlipbookPlayer
import FlipbookRender
import FlipbookTerminal

/// Writes to standard error.
func complain(_ message: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((message + (newline ? "\n" : "")).utf8))
}

/// Reads and parses a script, or explains why not and exits (65: bad data, 66: no file).
func loadScript(_ path: String) -> (Script, String) {
    let fileName = URL(fileURLWithPath: path).lastPathComponent
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        complain("flipbook: cannot read the script '\(path)'. Check the path (the demos' scripts are in Demos/Scripts/).")
        exit(66)
    }
    do {
        return (try ScriptParser(fileName: fileName, demoNames: registry.names).parse(source), fileName)
    } catch {
        complain("\(error)")
        exit(65)
    }
}

/// Runs a script headless; a failed expectation ends the program with its line.
func runScript(_ runner: ScriptRunner, _ script: Script) {
    do {
        try runner.run(script)
    } catch {
        complain("\(error)")
        exit(1)
    }
}

/// Writes the script's `snapshot` frames as NAME.txt into `directory`.
func writeSnapshots(_ runner: ScriptRunner, to directory: String?) {
    guard let directory else { return }
    let folder = URL(fileURLWithPath: directory)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in runner.snapshots {
            try text.write(to: folder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
        }
    } catch {
        complain("flipbook: could not write snapshots to \(directory): \(error.localizedDescription)")
        exit(1)
    }
}

/// Takes over the terminal, or explains why it cannot and exits.
func startScreen(_ options: LaunchOptions) -> TerminalScreen {
    do {
        let screen = try TerminalScreen(requestedColorMode: options.colorMode)
        try screen.start()
        return screen
    } catch {
        complain("flipbook: \(error)")
        exit(1)
    }
}

let registry = Demos.registry()
let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), demoNames: registry.names)
} catch {
    complain("flipbook: \(error)")
    exit(64)  // EX_USAGE
}

switch options.command {
case .help:
    print(LaunchOptions.usage(demos: registry.demos.map { ($0.name, $0.summary) }))
    exit(0)
case .version:
    print(LaunchOptions.version)
    exit(0)
case .list:
    for demo in registry.demos {
        print("\(demo.name.padding(toLength: 12, withPad: " ", startingAt: 0))\(demo.summary)  — seed \(demo.seed)")
    }
    exit(0)
case let .play(path, headless):
    let (script, fileName) = loadScript(path)
    if headless {
        let player = Player(registry: registry, blitter: options.blitter ?? .halfBlock, colorMode: options.colorMode ?? .trueColor,
                            columns: options.snapshotSize.columns, rows: options.snapshotSize.rows)
        let runner = ScriptRunner(player: player, fileName: fileName)
        runScript(runner, script)
        writeSnapshots(runner, to: options.snapshotDirectory)
        print("\(fileName): ok — \(runner.frameCount) frames, \(String(format: "%.2f", runner.time)) s of media time, "
            + "\(runner.expectationsMet) expectation\(runner.expectationsMet == 1 ? "" : "s") met, \(runner.snapshots.count) snapshot\(runner.snapshots.count == 1 ? "" : "s")")
        exit(0)
    }
    let screen = startScreen(options)
    let size = screen.size
    let player = Player(registry: registry, blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                        colorMode: screen.colorMode, glyphs: screen.glyphs, columns: size.columns, rows: size.rows)
    let runner = ScriptRunner(player: player, fileName: fileName)
    func now() -> Double { Double(MonotonicClock.nanoseconds()) / 1e9 }
    // Wall time at which the script's time 0 shows; a pause moves it on by the time paused.
    var origin = now()
    // Frames are paced to the script's media time; reading keys while waiting keeps q and space alive.
    runner.onFrame = { frame, time in
        screen.draw(frame)
        var pausedAt: Double?
        while true {
            let wait = pausedAt != nil ? 100 : Int32(max(0, (origin + time - now()) * 1000))
            guard pausedAt != nil || wait > 0 else { break }
            switch screen.readEvent(timeout: wait) {
            case .key(let key) where key.code == .character("q"):
                runner.isStopped = true
                return
            case .key(let key) where key.code == .character(" "):
                if let start = pausedAt { origin += now() - start; pausedAt = nil } else { pausedAt = now() }
            case .resize(let columns, let rows):
                _ = player.update(.resize(columns: columns, rows: rows))
                screen.draw(player.render())
            default:
                break
            }
        }
    }
    do {
        try runner.run(script)
    } catch {
        screen.stop()
        complain("\(error)")
        exit(1)
    }
    screen.stop()
    exit(0)
case let .record(path, output):
    let (script, fileName) = loadScript(path)
    let (columns, rows) = options.snapshotSize
    let player = Player(registry: registry, colorMode: options.colorMode ?? .trueColor, columns: columns, rows: rows)
    let runner = ScriptRunner(player: player, fileName: fileName, frameRate: options.frameRate)
    let writer = AsciicastWriter(width: columns, height: rows, title: fileName)
    runner.onFrame = { frame, time in
        writer.append(frame: frame, at: time)
        if isatty(2) == 1, runner.frameCount % 30 == 0 { complain("\rflipbook: recording \(fileName): \(String(format: "%.1f", time)) s", newline: false) }
    }
    runScript(runner, script)
    if isatty(2) == 1 { complain("") }
    // Written beside the target and renamed at the end: an interrupted recording leaves no half file.
    let target = URL(fileURLWithPath: output)
    let partial = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).partial")
    do {
        try writer.write(to: partial)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        try FileManager.default.moveItem(at: partial, to: target)
    } catch {
        try? FileManager.default.removeItem(at: partial)
        complain("flipbook: could not write \(output): \(error.localizedDescription)")
        exit(1)
    }
    complain("flipbook: recorded \(runner.frameCount) frames (\(String(format: "%.2f", runner.time)) s) to \(output)")
    exit(0)
case .snapshot(let name):
    UIWindow.defaultScreenSize = options.deviceSize
    let format = options.snapshotFormat
    let player = Player(registry: registry, demo: name, blitter: options.blitter ?? .halfBlock,
                        colorMode: options.colorMode ?? .trueColor,
                        columns: options.snapshotSize.columns, rows: options.snapshotSize.rows)
    do {
        try player.pause(in: options.snapshotTransition, atFraction: options.snapshotFraction ?? 1)
    } catch {
        complain("flipbook: \(error)")
        exit(1)
    }
    let frame = player.render()
    switch format {
    case .text:
        print(TextSnapshot.render(frame, colors: true))
    case .ansi:
        let encoder = ANSIEncoder()
        encoder.encodeFrame(frame)
        FileHandle.standardOutput.write(Data(encoder.bytes))
        print("\u{1B}[0m")
    }
    exit(0)
case .preview(let name):
    UIWindow.defaultScreenSize = options.deviceSize
    let screen = startScreen(options)
    let size = screen.size
    let player = Player(registry: registry, demo: name, speed: options.speed,
                        blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                        colorMode: screen.colorMode, glyphs: screen.glyphs, columns: size.columns, rows: size.rows)
    FrameLoop().run(screen: screen, initial: .init(cells: player.render(), animating: player.isAnimating)) { event in
        if player.update(event) == .quit { return .init(quit: true) }
        return .init(cells: player.render(), animating: player.isAnimating)
    }
    screen.stop()
    exit(0)
}
