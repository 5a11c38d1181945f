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
            let writer = AsciicastWriter(width: 80, height: 24, title: "card.flip")
            runner.onFrame = { frame, time in writer.append(frame: frame, at: time) }
            try runner.run(try load("card.flip"))
            return writer.data
        }
        let first = try record(), second = try record()
        #expect(first == second)
        #expect(first.count > 10_000, "frames were written")
    }
}

/// A recording replayed by third-party code — asciinema's loader and the pyte terminal emulator,
/// through Tests/FlipbookRenderTests/Encode/replay.py — shows the frames the script rendered.
@Suite struct RecordingReplayTests {
    private struct Replay: Decodable {
        struct Screen: Decodable { let lines: [String] }
        let times: [Double]
        let screens: [Screen]
    }

    @Test func pyteShowsTheScriptsFramesAtTheirTimes() throws {
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 80, rows: 24), fileName: "card.flip", frameRate: 30)
        let writer = AsciicastWriter(width: 80, height: 24, title: "card.flip")
        var shown: [(time: Double, lines: [String])] = []
        runner.onFrame = { frame, time in
            writer.append(frame: frame, at: time)
            let lines = TextSnapshot.render(frame, colors: false).split(separator: "\n").map { String($0.dropFirst().dropLast()) }
            if let last = shown.last, last.time == time { shown[shown.count - 1].lines = lines } else { shown.append((time, lines)) }
        }
        try runner.run(try load("card.flip"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("card.cast")
        try writer.write(to: cast)
        let replay: Replay = try runReplayScript(["cast", cast.path])

        #expect(shown.count > 50)
        for (index, frame) in shown.enumerated() where index % 7 == 0 || index == shown.count - 1 {
            guard let event = replay.times.lastIndex(where: { $0 <= frame.time + 1e-6 }) else {
                Issue.record("no event by \(frame.time) s")
                continue
            }
            #expect(replay.screens[event].lines == frame.lines, "the screen at \(frame.time) s")
        }
    }

    /// Runs `python3 replay.py arguments…` and decodes its JSON.
    private func runReplayScript<T: Decodable>(_ arguments: [String]) throws -> T {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FlipbookRenderTests/Encode/replay.py")
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
