//  ReplayTests.swift — FlipbookRenderTests
//  The encoder's bytes and the asciicast, replayed by third-party implementations: pyte (a
//  VT/xterm screen emulator) and asciinema's own asciicast v2 loader, through replay.py.
//  Needs python3 with pyte and asciinema: `make test` puts its own (.build/test-python) first on PATH.

import FlipbookRender
import Foundation
import Testing

@Suite struct ReplayTests {
    /// What pyte shows after some input.
    struct Screen: Decodable {
        let lines: [String]
        let fg: [[String]]
        let bg: [[String]]
        let flags: [[String]]
    }

    struct ANSIReplay: Decodable {
        let screens: [Screen]
    }

    struct CastReplay: Decodable {
        struct Header: Decodable, Equatable {
            let version: Int
            let width: Int
            let height: Int
            let title: String?
            let env: [String: String]
        }
        let header: Header
        let times: [Double]
        let screens: [Screen]
    }

    @Test func diffsReplayedInPyteShowEveryFrame() throws {
        let frames = EncodeFixtures.frames()
        let chunks = diffStream(frames)
        #expect(chunks.last == [], "the last frame repeats the one before it")

        let replay: ANSIReplay = try replayANSI(chunks, width: frames[0].width, height: frames[0].height)
        try #require(replay.screens.count == frames.count)
        for (index, (screen, frame)) in zip(replay.screens, frames).enumerated() {
            expect(screen, shows: frame, "after frame \(index)")
        }
    }

    /// pyte keeps the stub of a wide character whose left half is overwritten (where xterm erases
    /// it): a half the diff failed to write again shows in its text as a missing column.
    @Test func diffsOfBrokenWideCharactersReplayedInPyteShowEveryFrame() throws {
        let frames = EncodeFixtures.wideCharacterFrames()
        let chunks = diffStream(frames)
        let replay: ANSIReplay = try replayANSI(chunks, width: frames[0].width, height: frames[0].height)
        try #require(replay.screens.count == frames.count)
        for (index, (screen, frame)) in zip(replay.screens, frames).enumerated() {
            expect(screen, shows: frame, "after frame \(index)")
        }
    }

    @Test func fullFramesReplayedInPyteShowEveryFrame() throws {
        let frames = EncodeFixtures.frames()
        let encoder = ANSIEncoder()
        var chunks: [[UInt8]] = []
        for (index, frame) in frames.enumerated() {
            encoder.removeAll()
            if index == 0 { encoder.encodeClear() }
            encoder.encodeFrame(frame)
            chunks.append(encoder.bytes)
        }
        let replay: ANSIReplay = try replayANSI(chunks, width: frames[0].width, height: frames[0].height)
        try #require(replay.screens.count == frames.count)
        for (index, (screen, frame)) in zip(replay.screens, frames).enumerated() {
            expect(screen, shows: frame, "after full frame \(index)")
        }
    }

    @Test func anAsciicastLoadedByAsciinemaReplaysToEveryFrame() throws {
        let frames = EncodeFixtures.frames()
        let writer = AsciicastWriter(title: "Flipbook \"replay\"")
        let times = [0, 0.033333, 0.5, 1.25, 2]
        for (frame, time) in zip(frames, times) { try writer.append(frame: frame, at: time) }
        try writer.finish()

        let replay: CastReplay = try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("replay.cast")
            try writer.data.write(to: url)
            return try runReplay(["cast", url.path])
        }
        #expect(replay.header == .init(version: 2, width: 64, height: 18, title: "Flipbook \"replay\"",
                                       env: ["TERM": "xterm-256color"]))
        // The last frame repeats the one before it, so it adds no event.
        #expect(replay.times == Array(times.prefix(4)))
        try #require(replay.screens.count == 4)
        for (index, (screen, frame)) in zip(replay.screens, frames).enumerated() {
            expect(screen, shows: frame, "after event \(index)")
        }
        expect(replay.screens[3], shows: frames.last!, "at the end")
    }

    /// The bytes of a stream of `frames`: a clear and the first frame whole, then each frame as
    /// a diff from the one before, one chunk per frame.
    private func diffStream(_ frames: [CellBuffer]) -> [[UInt8]] {
        let encoder = ANSIEncoder()
        var chunks: [[UInt8]] = []
        encoder.encodeClear()
        encoder.encodeFrame(frames[0])
        chunks.append(encoder.bytes)
        for (previous, current) in zip(frames, frames.dropFirst()) {
            encoder.removeAll()
            encoder.encodeDiff(from: previous, to: current)
            chunks.append(encoder.bytes)
        }
        return chunks
    }

    // MARK: - Comparing

    /// Expects pyte's screen to hold `frame`: its text (as `TextSnapshot.lines`), and every cell's
    /// colours and the attributes pyte models.
    private func expect(_ screen: Screen, shows frame: CellBuffer, _ context: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(screen.lines == TextSnapshot.lines(frame), "text \(context)", sourceLocation: sourceLocation)
        var wrong: [String] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                let expected = (EncodeFixtures.pyteName(cell.foreground), EncodeFixtures.pyteName(cell.background),
                                EncodeFixtures.pyteFlags(cell.attributes))
                let actual = (screen.fg[y][x], screen.bg[y][x], screen.flags[y][x])
                if expected != actual { wrong.append("(\(x),\(y)) expected \(expected), pyte has \(actual)") }
            }
        }
        #expect(wrong.isEmpty, "colours \(context): \(wrong.prefix(5).joined(separator: "; "))", sourceLocation: sourceLocation)
    }

    // MARK: - Running replay.py

    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("replay.py")

    private func replayANSI<T: Decodable>(_ chunks: [[UInt8]], width: Int, height: Int) throws -> T {
        try withTemporaryDirectory { directory in
            var paths: [String] = []
            for (index, chunk) in chunks.enumerated() {
                let url = directory.appendingPathComponent("frame-\(index).ansi")
                try Data(chunk).write(to: url)
                paths.append(url.path)
            }
            return try runReplay(["ansi", String(width), String(height)] + paths)
        }
    }

    private func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    struct ReplayFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `python3 replay.py arguments…` and decodes its JSON.
    private func runReplay<T: Decodable>(_ arguments: [String]) throws -> T {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ReplayFailed(description: "could not start python3 (\(error)); the replay tests need python3 with pyte and asciinema: run them with make test, which sets them up in .build/test-python")
        }
        // Read before waiting so a large output cannot fill the pipe and stall the script.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: stderr, as: UTF8.self)
            let hint = message.contains("ModuleNotFoundError")
                ? " — run the tests with make test, which sets up pyte and asciinema in .build/test-python" : ""
            throw ReplayFailed(description: "replay.py exited with \(process.terminationStatus)\(hint)\n\(message)")
        }
        return try JSONDecoder().decode(T.self, from: stdout)
    }
}
