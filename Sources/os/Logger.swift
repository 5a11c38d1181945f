//  Logger.swift — os
//  Mirrors os.Logger, OSLog, OSLogType and os_log (Apple's unified logging, as transition code
//  calls it). Status: partial (messages are formatted and written; no log store, no signposts).

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The level of a log message (os's `OSLogType`).
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The word the unified log's compact style shows for the level.
    var name: String {
        switch self {
        case .info: return "Info"
        case .debug: return "Debug"
        case .error: return "Error"
        case .fault: return "Fault"
        default: return "Default"
        }
    }
}

/// A log: a subsystem and a category (os's `OSLog`).
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The log of no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log whose messages are dropped.
    public static let disabled = OSLog(disabled: ())
}

/// Writes messages to a log (os's `Logger`, iOS 14).
///
/// Flipbook: there is no unified log. A message goes to standard error, in the log's compact
/// style, when standard error is not a terminal (a headless run, a test, a pipe); in the
/// previewer, which owns the terminal, it is dropped, as an iOS app's log never reaches its
/// screen. Values are shown whatever their privacy, as Xcode's console shows them while debugging.
public struct Logger: @unchecked Sendable {
    public let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { write(message, .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level) }
    public func trace(_ message: OSLogMessage) { write(message, .debug) }
    public func debug(_ message: OSLogMessage) { write(message, .debug) }
    public func info(_ message: OSLogMessage) { write(message, .info) }
    public func notice(_ message: OSLogMessage) { write(message, .default) }
    public func warning(_ message: OSLogMessage) { write(message, .error) }
    public func error(_ message: OSLogMessage) { write(message, .error) }
    public func critical(_ message: OSLogMessage) { write(message, .fault) }
    public func fault(_ message: OSLogMessage) { write(message, .fault) }

    private func write(_ message: OSLogMessage, _ level: OSLogType) {
        LogOutput.write(message.text, level: level, log: log)
    }
}

/// `os_log("format %d", log: log, type: .info, value)`: a printf-style message (os's `os_log`).
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: CVarArg...) {
    // `%{public}@`-style privacy annotations are os's, not printf's.
    let format = message.description.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    LogOutput.write(String(format: format, arguments: arguments), level: type, log: log)
}

/// `os_log(.info, "message \(value)")`: the Logger-style message with a level (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    LogOutput.write(message.text, level: type, log: log)
}

/// Where formatted messages go.
enum LogOutput {
    /// Receives every message instead of standard error (tests set it).
    nonisolated(unsafe) static var sink: ((String) -> Void)?

    static func write(_ text: String, level: OSLogType, log: OSLog) {
        guard log.isEnabled else { return }
        let place = log.subsystem.isEmpty && log.category.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
        let line = "\(level.name): \(place)\(text)"
        if let sink { sink(line); return }
        guard isatty(2) == 0 else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
