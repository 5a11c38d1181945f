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
