//  OSLogTests.swift — FlipbookKitTests
//  `import os` as transition code logs: Logger's interpolations, os_log's printf formats.

import CoreGraphics
import Foundation
@testable import os
import Testing

@Suite(.serialized) struct OSLogTests {
    private struct Failure: Error, CustomStringConvertible { var description: String { "the card had no superview" } }

    /// The lines `body` logs.
    private func lines(_ body: () -> Void) -> [String] {
        var written: [String] = []
        LogOutput.sink = { written.append($0) }
        defer { LogOutput.sink = nil }
        body()
        return written
    }

    @Test func aLoggerWritesItsLevelPlaceAndMessage() {
        // Apple docs (Logger): messages take interpolated values with a privacy option;
        // `debug`, `info`, `notice`, `error`, `fault` pick the level.
        let logger = Logger(subsystem: "com.example.app", category: "transitions")
        let progress: CGFloat = 0.25, name = "zoom", count = 3
        let written = lines {
            logger.debug("began \(name, privacy: .public) at \(progress, format: .fixed(precision: 2))")
            logger.info("\(count) views, hidden \(true)")
            logger.error("failed: \(Failure())")
            logger.notice("id \(255, format: .hex(includePrefix: true)) [\(name, align: .right(columns: 6))]")
        }
        #expect(written == [
            "Debug: [com.example.app:transitions] began zoom at 0.25",
            "Info: [com.example.app:transitions] 3 views, hidden true",
            "Error: [com.example.app:transitions] failed: the card had no superview",
            "Default: [com.example.app:transitions] id 0xff [  zoom]",
        ])
    }

    @Test func osLogFormatsAsPrintfDoes() {
        // Apple docs (os_log): a StaticString format with printf's specifiers; `{public}` marks privacy.
        let log = OSLog(subsystem: "com.example.app", category: "ui")
        let written = lines {
            os_log("dismissed %{public}@ after %.2f s", log: log, type: .info, "sheet", 0.5)
            os_log("plain %d", 7)
            os_log("dropped", log: .disabled)
        }
        #expect(written == ["Info: [com.example.app:ui] dismissed sheet after 0.50 s", "Default: plain 7"])
    }
}
