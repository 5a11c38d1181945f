//  DemoScriptsTests.swift — FlipbookDemosTests
//  Every script in Demos/Scripts/ runs headless with its expectations met, each demo has one,
//  and a recording of a script is the same bytes every time.

import Foundation
@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookRender
import Testing

private let scriptsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demos/Scripts")

private func scriptNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: scriptsFolder.path)) ?? [])
        .filter { $0.hasSuffix(".flip") }.sorted()
}

private func load(_ name: String) throws -> Script {
    let source = try String(contentsOf: scriptsFolder.appendingPathComponent(name), encoding: .utf8)
    return try ScriptParser(fileName: name, demoNames: Demos.registry().names).parse(source)
}

@Suite struct DemoScriptsTests {
    @Test func everyDemoShipsAScript() {
        #expect(Set(scriptNames()) == Set(Demos.all().map { "\($0.name).flip" }))
    }

    @Test(arguments: scriptNames())
    func theScriptRunsWithItsExpectationsMet(name: String) throws {
        let script = try load(name)
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: name)
        try runner.run(script)
        #expect(runner.expectationsMet >= 2, "a demo's script checks what it shows")
        #expect(runner.player.demo.name + ".flip" == name, "the script shows its own demo")
    }

    @Test func aFailedExpectationNamesItsLine() throws {
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names)
            .parse("demo slide\npresent\nwait 0.25\nexpect percent 90% ± 1%\n")
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip")
        #expect(throws: ScriptRunner.Failure.self) { try runner.run(script) }
        do {
            try runner.run(script)
        } catch {
            #expect(error.position.line == 4 && error.description.hasPrefix("t.flip:4:1: expect percent 90% (± 1%) failed"))
        }
    }

    @Test func aRecordingIsTheSameBytesEveryTime() throws {
        func record() throws -> Data {
            let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 80, rows: 24), fileName: "card.flip", frameRate: 30)
            let writer = AsciicastWriter(title: "card.flip")
            runner.onFrame = { time, paint in
                var frame = CellBuffer(width: 0, height: 0)
                paint(&frame)
                try? writer.append(frame: frame, at: time)
            }
            try runner.run(try load("card.flip"))
            try writer.finish()
            return writer.data
        }
        let first = try record(), second = try record()
        #expect(first == second)
        #expect(first.count > 10_000, "frames were written")
    }

    /// `record` marks each transition's start and end: spring's script presents then dismisses,
    /// each marker at the first frame that shows it, the start where the take began in the script.
    @Test func theMarkersAreEachTransitionsStartAndEnd() throws {
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 80, rows: 24), fileName: "spring.flip", frameRate: 30)
        var markers = TakeMarkers()
        var seen: [(label: String, time: Double, scene: Double)] = []
        runner.onFrame = { time, paint in
            var frame = CellBuffer(width: 0, height: 0)
            paint(&frame)
            for label in markers.labels(seeing: runner.player) { seen.append((label, time, runner.player.sceneTime)) }
        }
        try runner.run(try load("spring.flip"))
        #expect(seen.map(\.label) == ["present began", "present ended", "dismiss began", "dismiss ended"])
        #expect(seen.map(\.time) == seen.map(\.time).sorted())
        // An end is marked once the scene has reached the take's end, within a frame of it.
        let take = try #require(runner.player.take)
        let end = try #require(seen.last)
        #expect(end.scene >= take.end && end.scene < take.end + 1.0 / 30 + 1e-9)
    }

    /// `record --device-only`: the frame is the device alone over the whole terminal, cell for
    /// cell the scene's display list rendered there (no frame, no HUD, no hints).
    @Test func aDeviceOnlyFrameIsTheSceneAlone() throws {
        let player = Player(registry: Demos.registry(), demo: "zoom", columns: 60, rows: 20)
        player.update(.key(Key(.enter)))
        player.update(.tick(0.2))
        var cells = CellBuffer(width: 0, height: 0)
        player.renderDevice(into: &cells)
        let alone = Renderer().render(player.scene.window.displayList(), columns: 60, rows: 20)
        #expect(cells == alone)
        #expect(!TextSnapshot.render(cells, colors: false).contains("Transition"))
    }
}

/// A recording replayed by third-party code — asciinema's loader and the pyte terminal emulator,
/// through Tests/FlipbookRenderTests/Encoders/replay.py — shows the frames the script rendered.
@Suite struct RecordingReplayTests {
    private struct Replay: Decodable {
        struct Screen: Decodable { let lines: [String] }
        let times: [Double]
        let screens: [Screen]
    }

    @Test func pyteShowsTheScriptsFramesAtTheirTimes() throws {
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 80, rows: 24), fileName: "card.flip", frameRate: 30)
        let writer = AsciicastWriter(title: "card.flip")
        var shown: [(time: Double, lines: [String])] = []
        runner.onFrame = { time, paint in
            var frame = CellBuffer(width: 0, height: 0)
            paint(&frame)
            try? writer.append(frame: frame, at: time)
            let lines = TextSnapshot.render(frame, colors: false).split(separator: "\n").map { String($0.dropFirst().dropLast()) }
            if let last = shown.last, last.time == time { shown[shown.count - 1].lines = lines } else { shown.append((time, lines)) }
        }
        try runner.run(try load("card.flip"))
        try writer.finish()

        let replay: Replay = try replayed(writer)

        #expect(shown.count > 50)
        for (index, frame) in shown.enumerated() where index % 7 == 0 || index == shown.count - 1 {
            guard let event = replay.times.lastIndex(where: { $0 <= frame.time + 1e-6 }) else {
                Issue.record("no event by \(frame.time) s")
                continue
            }
            #expect(replay.screens[event].lines == frame.lines, "the screen at \(frame.time) s")
        }
    }

    /// A script's `size` mid-recording: the header states the first frame's size, and asciinema's
    /// loader, replaying the resize event into pyte, shows each frame whole at its own size.
    @Test func aSizeChangeIsAResizeEventThatPlayersFollow() throws {
        struct Header: Decodable { let width: Int, height: Int }
        struct SizedReplay: Decodable {
            struct Screen: Decodable { let lines: [String] }
            let header: Header
            let times: [Double]
            let screens: [Screen]
        }
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names)
            .parse("size 90x28\ndemo card\npresent\nwait 0.2\nsize 60x20\nwait 0.2\n")
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip", frameRate: 30)
        let writer = AsciicastWriter(title: "t.flip")
        var last: (time: Double, lines: [String])?
        runner.onFrame = { time, paint in
            var frame = CellBuffer(width: 0, height: 0)
            paint(&frame)
            try? writer.append(frame: frame, at: time)
            last = (time, TextSnapshot.render(frame, colors: false).split(separator: "\n").map { String($0.dropFirst().dropLast()) })
        }
        try runner.run(script)
        try writer.finish()
        let replay: SizedReplay = try replayed(writer)
        // The player starts at 100x30, but the script's first line, at time 0, makes it 90x28:
        // the first frame shown, and so the header, is 90x28.
        #expect(replay.header.width == 90 && replay.header.height == 28, "the header is the first frame's size")
        let text = String(decoding: writer.data, as: UTF8.self)
        #expect(!text.contains(#", "r", "90x28"]"#) && text.contains(#", "r", "60x20"]"#))
        let final = try #require(replay.screens.last)
        #expect(final.lines.count == 20 && final.lines.allSatisfy { $0.count == 60 })
        #expect(final.lines == last?.lines, "the last screen is the last frame, whole, at 60x20")
    }

    /// The recording, written to a temporary file and loaded by `replay.py cast`.
    private func replayed<T: Decodable>(_ writer: AsciicastWriter) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("t.cast")
        try writer.data.write(to: cast)
        return try runReplayScript(["cast", cast.path])
    }

    /// Runs `python3 replay.py arguments…` and decodes its JSON.
    private func runReplayScript<T: Decodable>(_ arguments: [String]) throws -> T {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FlipbookRenderTests/Encoders/replay.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "replay.py needs python3 with pyte and asciinema (make test checks)")
        return try JSONDecoder().decode(T.self, from: data)
    }
}
