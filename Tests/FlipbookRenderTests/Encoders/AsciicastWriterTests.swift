//  AsciicastWriterTests.swift — FlipbookRenderTests
//  The asciicast v2 text, line by line.

import FlipbookRender
import Foundation
import Testing

@Suite struct AsciicastWriterTests {
    private func lines(_ writer: AsciicastWriter) -> [String] {
        String(decoding: writer.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHeaderHasItsKeysInAFixedOrderAndTheFirstFramesSize() throws {
        let plain = AsciicastWriter()
        #expect(lines(plain) == [""], "no frame, no header")
        try plain.append(frame: CellBuffer(width: 80, height: 24), at: 0)
        try plain.finish()
        #expect(lines(plain)[0] == #"{"version": 2, "width": 80, "height": 24, "env": {"TERM": "xterm-256color"}}"#)

        let full = AsciicastWriter(title: "Flip \"quoted\" \\ é\n", timestamp: 1_700_000_000)
        try full.append(frame: CellBuffer(width: 4, height: 2), at: 0)
        try full.finish()
        #expect(lines(full)[0] == #"{"version": 2, "width": 4, "height": 2, "timestamp": 1700000000, "title": "Flip \"quoted\" \\ é\n", "env": {"TERM": "xterm-256color"}}"#)
    }

    // asciicast v2 (docs.asciinema.org/manual/asciicast/v2/): a marker is the event `[t, "m", "label"]`;
    // events are in time order. A marker goes after the frame that shows when it happens.
    @Test func markersGoInTimeOrderAfterTheirFrame() throws {
        let writer = AsciicastWriter()
        var frame = CellBuffer(width: 3, height: 1)
        try writer.append(frame: frame, at: 0)
        writer.appendMarker("present began", at: 0.25)
        frame.write("a", x: 0, y: 0)
        try writer.append(frame: frame, at: 0.5)
        frame.write("b", x: 0, y: 0)
        try writer.append(frame: frame, at: 1)
        writer.appendMarker("present \"ended\"", at: 1)
        try writer.finish()
        let events = Array(lines(writer).dropFirst().dropLast())
        #expect(events.count == 5)
        #expect(events[1] == #"[0.250000, "m", "present began"]"#)
        #expect(events[4] == #"[1.000000, "m", "present \"ended\""]"#)
        // Each line is JSON, read by Foundation's own parser: times never go back.
        let times = try events.map { line -> Double in
            let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return try #require(array[0] as? Double)
        }
        #expect(times == times.sorted())
    }

    // asciicast v2 (docs.asciinema.org/manual/asciicast/v2/): a resize is the event `[t, "r", "COLSxROWS"]`.
    @Test func aFrameOfAnotherSizeIsAResizeEventThenTheWholeFrame() throws {
        let writer = AsciicastWriter()
        var small = CellBuffer(width: 3, height: 1)
        small.write("ab", x: 0, y: 0)
        var large = CellBuffer(width: 5, height: 2)
        large.write("ab", x: 0, y: 0)
        try writer.append(frame: small, at: 0)
        try writer.append(frame: large, at: 0.5)
        try writer.finish()
        let events = Array(lines(writer).dropFirst())
        #expect(lines(writer)[0].hasPrefix(#"{"version": 2, "width": 3, "height": 1,"#))
        #expect(events[1] == #"[0.500000, "r", "5x2"]"#)
        #expect(events[2].hasPrefix(#"[0.500000, "o", "\u001b[H\u001b[2J"#), "a clear screen, then the whole frame")
        #expect(writer.width == 5 && writer.height == 2)
    }

    @Test func aSinkGetsTheBytesInPiecesAndTheWriterKeepsNone() throws {
        var received: [UInt8] = []
        var pieces = 0
        let streamed = AsciicastWriter(title: "t", sink: { bytes in received.append(contentsOf: bytes); pieces += 1 })
        let kept = AsciicastWriter(title: "t")
        for (i, frame) in (0..<40).flatMap({ _ in EncodeFixtures.frames() }).enumerated() {
            try streamed.append(frame: frame, at: Double(i) / 30)
            try kept.append(frame: frame, at: Double(i) / 30)
        }
        try kept.finish()
        #expect(streamed.data.count < AsciicastWriter.flushThreshold + 65_536, "the writer holds at most a piece")
        try streamed.finish()
        #expect(streamed.data.isEmpty)
        #expect(pieces > 1 && Data(received) == kept.data, "the pieces are the recording, in order")
        // A sink that fails stops the recording with its error.
        struct Full: Error {}
        let failing = AsciicastWriter(sink: { _ in throw Full() })
        try failing.append(frame: CellBuffer(width: 2, height: 1), at: 0)
        #expect(throws: Full.self) { try failing.finish() }
    }

    @Test func eventsAreTheEncodedFramesAsJSONStrings() throws {
        let writer = AsciicastWriter(title: "t")
        var a = CellBuffer(width: 4, height: 2)
        a.write("hi", x: 0, y: 0, foreground: .indexed(1))
        var b = a
        b.write("é\"", x: 1, y: 1, foreground: .indexed(2))
        try writer.append(frame: a, at: 0)
        try writer.append(frame: b, at: 1.0 / 24)
        try writer.append(frame: b, at: 2.0 / 24) // unchanged: no event
        try writer.append(frame: a, at: 1.5)
        try writer.finish()
        #expect(Array(lines(writer).dropFirst()) == [
            #"[0.000000, "o", "\u001b[0m\u001b[H\u001b[2J\u001b[?2026h\u001b[1;1H\u001b[31mhi\u001b[39m  \u001b[2;1H    \u001b[?2026l"]"#,
            #"[0.041667, "o", "\u001b[?2026h\u001b[2;2H\u001b[32mé\"\u001b[0m\u001b[?2026l"]"#,
            #"[1.500000, "o", "\u001b[?2026h\u001b[2;2H  \u001b[?2026l"]"#,
            "",
        ])
    }

    @Test func timesNeverGoBackwardsAndOnlyTheLastFrameOfATimeIsRecorded() throws {
        let writer = AsciicastWriter()
        var frame = CellBuffer(width: 2, height: 1)
        try writer.append(frame: frame, at: 2.5)
        frame.write("a", x: 0, y: 0)
        try writer.append(frame: frame, at: 1.0)
        frame.write("b", x: 0, y: 0)
        try writer.append(frame: frame, at: .nan)
        try writer.append(frame: frame, at: 3)
        frame.write("c", x: 1, y: 0)
        try writer.append(frame: frame, at: 2)
        try writer.finish()
        let events = Array(lines(writer).dropFirst().dropLast())
        let times = events.compactMap { $0.split(separator: ",").first?.dropFirst() }
        #expect(times == ["2.500000", "3.000000"], "1.0, NaN and 2 are taken as the time before; one event a time")
        #expect(events[0].contains("b") && !events[0].contains("a"), "the frame shown at 2.5 s is the last one given for it")
        #expect(events[1].contains("c"))
    }

    /// A script's opening `size`, run at time 0, is the header's size: no resize at the start.
    @Test func framesReplacedAtTimeZeroDoNotReachTheHeader() throws {
        let writer = AsciicastWriter()
        try writer.append(frame: CellBuffer(width: 100, height: 30), at: 0)
        try writer.append(frame: CellBuffer(width: 100, height: 40), at: 0)
        try writer.append(frame: CellBuffer(width: 100, height: 40), at: 0.1)
        try writer.finish()
        #expect(lines(writer)[0].hasPrefix(#"{"version": 2, "width": 100, "height": 40,"#))
        #expect(!lines(writer).contains { $0.contains(#""r""#) })
    }

    @Test func identicalInputGivesIdenticalBytesAndFiles() throws {
        func record() -> AsciicastWriter {
            let writer = AsciicastWriter(title: "Flipbook")
            for (i, frame) in EncodeFixtures.frames().enumerated() { try? writer.append(frame: frame, at: Double(i) / 30) }
            try? writer.finish()
            return writer
        }
        let first = record()
        #expect(first.data.count > 1000)
        #expect(first.data == record().data)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: url) }
        try first.data.write(to: url)
        #expect(try Data(contentsOf: url) == first.data)
    }
}
