//  AsciicastWriter.swift — FlipbookRender
//  Flipbook's asciicast v2 recorder (https://docs.asciinema.org/manual/asciicast/v2/). Status: complete.

import Foundation

/// Records frames as an asciicast v2 file that `asciinema play` and the web player replay.
///
/// The first line is the header, written with the first frame so that it states the size that
/// frame is drawn at; its keys always in this order, `timestamp` and `title` left out when not
/// given so a recording is byte-for-byte reproducible:
///
/// ```
/// {"version": 2, "width": 80, "height": 24, "title": "Flip", "env": {"TERM": "xterm-256color"}}
/// ```
///
/// then one output event a frame, its time in seconds with six decimals and its data the
/// `ANSIEncoder` bytes — the first frame a clear screen plus the whole frame, each later one
/// only its changes against the frame before:
///
/// ```
/// [0.000000, "o", "\u001b[?2026h\u001b[1;1H..."]
/// ```
///
/// Of frames given the same time only the last is recorded (it is the one a player would show).
/// A frame of another size is a resize event, `[t, "r", "100x40"]`, then a clear screen and the
/// whole frame. A frame identical to the one before adds no event. Identical input gives
/// identical bytes.
///
/// Memory: with a `sink`, the text is handed over in pieces of about `flushThreshold` bytes as
/// it is made, so a recording of any length costs the same; without one it is kept (`data`).
public final class AsciicastWriter {
    /// Receives the recording's bytes in order; a throw stops the recording (the disk is full).
    public typealias Sink = (UnsafeRawBufferPointer) throws -> Void

    /// The size of the frames recorded so far (0×0 before the first).
    public private(set) var width = 0
    public private(set) var height = 0
    /// How many bytes the writer gathers before it hands them to its sink.
    public static let flushThreshold = 1 << 16

    private let title: String?
    private let timestamp: Int?
    private let sink: Sink?
    private var output: [UInt8] = []
    private let encoder = ANSIEncoder()
    /// The frame last recorded (what the next one is diffed against).
    private var previous: CellBuffer?
    /// The frame last given, not yet recorded: a later one at the same time replaces it.
    private var pending: (frame: CellBuffer, time: Double)?
    private var lastTime = 0.0
    /// Markers given and not yet written: each goes after the frame shown when it happens.
    private var markers: [(label: String, time: Double)] = []

    /// Starts a recording; the header is written with the first frame.
    ///
    /// - Parameters:
    ///   - title: shown by players; left out of the header when nil.
    ///   - timestamp: the recording's start in Unix seconds; left out when nil (the default), so
    ///     tests and goldens do not depend on the wall clock.
    ///   - sink: where the bytes go as they are made; nil keeps them in `data`.
    public init(title: String? = nil, timestamp: Int? = nil, sink: Sink? = nil) {
        self.title = title
        self.timestamp = timestamp
        self.sink = sink
        output.reserveCapacity(sink == nil ? 0 : Self.flushThreshold + 4096)
    }

    /// Adds `frame` as shown from `time` seconds after the start.
    ///
    /// Times must not go backwards (asciicast players rely on it): a time earlier than the last
    /// frame's, or one that is not finite, is taken as the last frame's time. Of frames given the
    /// same time only the last is recorded — it is the one that shows — so a script's opening
    /// `size` and `demo` lines, run at time 0, make the header's size and the first event.
    ///
    /// - Throws: what the sink throws.
    public func append(frame: CellBuffer, at time: Double) throws {
        let t = time.isFinite ? max(time, lastTime) : lastTime
        if let pending, t > pending.time {
            try emit(pending.frame, at: pending.time)
            try emitMarkers()
        }
        pending = (frame, t)
        lastTime = t
    }

    /// Adds an asciicast v2 marker (`[t, "m", "present began"]`), which players list as chapters,
    /// at `time` seconds (not before the last frame's time).
    public func appendMarker(_ label: String, at time: Double) {
        markers.append((label, time.isFinite ? max(time, lastTime) : lastTime))
    }

    private func emitMarkers() throws {
        for marker in markers {
            append("[")
            appendTime(marker.time)
            append(", \"m\", ")
            appendJSONString(Array(marker.label.utf8))
            append("]\n")
        }
        markers.removeAll()
    }

    /// Records the last frame given and hands every byte not yet handed over to the sink (call
    /// once the last frame is in).
    public func finish() throws {
        if let pending { try emit(pending.frame, at: pending.time) }
        try emitMarkers()
        pending = nil
        try flush()
    }

    private func emit(_ frame: CellBuffer, at t: Double) throws {
        encoder.removeAll()
        if let previous, previous.width == frame.width, previous.height == frame.height {
            encoder.encodeDiff(from: previous, to: frame)
        } else {
            if previous == nil {
                appendHeader(width: frame.width, height: frame.height)
            } else {
                // asciicast v2 resize event: data "COLSxROWS".
                append("[")
                appendTime(t)
                append(", \"r\", \"")
                appendInteger(frame.width)
                append("x")
                appendInteger(frame.height)
                append("\"]\n")
            }
            width = frame.width
            height = frame.height
            encoder.encodeClear()
            encoder.encodeFrame(frame)
        }
        previous = frame
        if !encoder.bytes.isEmpty {
            append("[")
            appendTime(t)
            append(", \"o\", ")
            appendJSONString(encoder.bytes)
            append("]\n")
        }
        if sink != nil, output.count >= Self.flushThreshold { try flush() }
    }

    /// The recording so far, when there is no sink: the header line and one line an event.
    public var data: Data { Data(output) }

    private func flush() throws {
        guard let sink, !output.isEmpty else { return }
        try output.withUnsafeBytes { try sink($0) }
        output.removeAll(keepingCapacity: true)
    }

    private func appendHeader(width: Int, height: Int) {
        append("{\"version\": 2, \"width\": ")
        appendInteger(width)
        append(", \"height\": ")
        appendInteger(height)
        if let timestamp {
            append(", \"timestamp\": ")
            appendInteger(timestamp)
        }
        if let title {
            append(", \"title\": ")
            appendJSONString(Array(title.utf8))
        }
        append(", \"env\": {\"TERM\": \"xterm-256color\"}}\n")
    }

    // MARK: - JSON

    private func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private func appendInteger(_ value: Int) {
        output.append(contentsOf: String(value).utf8)
    }

    /// Seconds with exactly six decimals, rounded to the nearest microsecond, no exponent and no
    /// locale — the same text on every machine.
    private func appendTime(_ seconds: Double) {
        let micros = Int64((seconds * 1_000_000).rounded())
        output.append(contentsOf: String(micros / 1_000_000).utf8)
        output.append(0x2E) // .
        let fraction = String(micros % 1_000_000)
        output.append(contentsOf: repeatElement(0x30, count: 6 - fraction.utf8.count))
        output.append(contentsOf: fraction.utf8)
    }

    /// A JSON string of UTF-8 `bytes`: quotes and backslashes escaped, control characters
    /// (and DEL) as `\n`, `\r`, `\t` or `\u00XX`; everything else, non-ASCII included, raw.
    private func appendJSONString(_ bytes: [UInt8]) {
        output.append(0x22)
        for byte in bytes {
            switch byte {
            case 0x22: output.append(0x5C); output.append(0x22)
            case 0x5C: output.append(0x5C); output.append(0x5C)
            case 0x0A: output.append(0x5C); output.append(0x6E)
            case 0x0D: output.append(0x5C); output.append(0x72)
            case 0x09: output.append(0x5C); output.append(0x74)
            case ..<0x20, 0x7F:
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30]) // \u00
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(0x22)
    }
}
