//  AsciicastWriter.swift — FlipbookRender
//  Flipbook's asciicast v2 recorder (https://docs.asciinema.org/manual/asciicast/v2/). Status: complete.

import Foundation

/// Records frames as an asciicast v2 file that `asciinema play` and the web player replay.
///
/// The first line is the header, its keys always in this order, `timestamp` and `title` left
/// out when not given so a recording is byte-for-byte reproducible:
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
/// A frame identical to the one before adds no event. Identical input gives identical bytes.
public final class AsciicastWriter {
    public let width: Int
    public let height: Int

    private var output: [UInt8] = []
    private let encoder = ANSIEncoder()
    private var previous: CellBuffer?
    private var lastTime = 0.0

    /// Starts a recording of a `width`×`height` terminal.
    ///
    /// - Parameters:
    ///   - title: shown by players; left out of the header when nil.
    ///   - timestamp: the recording's start in Unix seconds; left out when nil (the default), so
    ///     tests and goldens do not depend on the wall clock.
    public init(width: Int, height: Int, title: String? = nil, timestamp: Int? = nil) {
        self.width = width
        self.height = height
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

    /// Adds `frame` as shown from `time` seconds after the start.
    ///
    /// Times must not go backwards (asciicast players rely on it): a time earlier than the last
    /// event's, or one that is not finite, is recorded as the last event's time.
    public func append(frame: CellBuffer, at time: Double) {
        encoder.removeAll()
        if let previous, previous.width == frame.width, previous.height == frame.height {
            encoder.encodeDiff(from: previous, to: frame)
        } else {
            // The first frame, or a resize: start from a clear screen.
            encoder.encodeClear()
            encoder.encodeFrame(frame)
        }
        previous = frame
        guard !encoder.bytes.isEmpty else { return }

        let t = time.isFinite ? max(time, lastTime) : lastTime
        lastTime = t
        append("[")
        appendTime(t)
        append(", \"o\", ")
        appendJSONString(encoder.bytes)
        append("]\n")
    }

    /// The recording so far: the header line and one line an event.
    public var data: Data { Data(output) }

    /// Writes the recording to `url`, replacing any file there.
    public func write(to url: URL) throws {
        try data.write(to: url, options: .atomic)
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
