//  AsciicastWriterTests.swift — FlipbookRenderTests
//  The asciicast v2 text, line by line.

import FlipbookRender
import Foundation
import Testing

@Suite struct AsciicastWriterTests {
    private func lines(_ writer: AsciicastWriter) -> [String] {
        String(decoding: writer.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHeaderHasItsKeysInAFixedOrder() {
        let plain = AsciicastWriter(width: 80, height: 24)
        #expect(lines(plain) == [#"{"version": 2, "width": 80, "height": 24, "env": {"TERM": "xterm-256color"}}"#, ""])

        let full = AsciicastWriter(width: 4, height: 2, title: "Flip \"quoted\" \\ é\n", timestamp: 1_700_000_000)
        #expect(lines(full)[0] == #"{"version": 2, "width": 4, "height": 2, "timestamp": 1700000000, "title": "Flip \"quoted\" \\ é\n", "env": {"TERM": "xterm-256color"}}"#)
    }

    @Test func eventsAreTheEncodedFramesAsJSONStrings() {
        let writer = AsciicastWriter(width: 4, height: 2, title: "t")
        var a = CellBuffer(width: 4, height: 2)
        a.write("hi", x: 0, y: 0, foreground: .indexed(1))
        var b = a
        b.write("é\"", x: 1, y: 1, foreground: .indexed(2))
        writer.append(frame: a, at: 0)
        writer.append(frame: b, at: 1.0 / 24)
        writer.append(frame: b, at: 2.0 / 24) // unchanged: no event
        writer.append(frame: a, at: 1.5)
        #expect(Array(lines(writer).dropFirst()) == [
            #"[0.000000, "o", "\u001b[0m\u001b[H\u001b[2J\u001b[?2026h\u001b[1;1H\u001b[31mhi\u001b[39m  \u001b[2;1H    \u001b[?2026l"]"#,
            #"[0.041667, "o", "\u001b[?2026h\u001b[2;2H\u001b[32mé\"\u001b[0m\u001b[?2026l"]"#,
            #"[1.500000, "o", "\u001b[?2026h\u001b[2;2H  \u001b[?2026l"]"#,
            "",
        ])
    }

    @Test func timesNeverGoBackwards() {
        let writer = AsciicastWriter(width: 2, height: 1)
        var frame = CellBuffer(width: 2, height: 1)
        writer.append(frame: frame, at: 2.5)
        frame.write("a", x: 0, y: 0)
        writer.append(frame: frame, at: 1.0)
        frame.write("b", x: 0, y: 0)
        writer.append(frame: frame, at: .nan)
        let times = lines(writer).dropFirst().compactMap { $0.split(separator: ",").first?.dropFirst() }
        #expect(times == ["2.500000", "2.500000", "2.500000"])
    }

    @Test func identicalInputGivesIdenticalBytesAndFiles() throws {
        func record() -> AsciicastWriter {
            let writer = AsciicastWriter(width: 64, height: 18, title: "Flipbook")
            for (i, frame) in EncodeFixtures.frames().enumerated() { writer.append(frame: frame, at: Double(i) / 30) }
            return writer
        }
        let first = record()
        #expect(first.data.count > 1000)
        #expect(first.data == record().data)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: url) }
        try first.write(to: url)
        #expect(try Data(contentsOf: url) == first.data)
    }
}
