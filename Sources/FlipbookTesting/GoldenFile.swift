//  GoldenFile.swift — FlipbookTesting
//  Golden text files: compare a frame with the file, or record it when asked.

import Foundation
import FlipbookRender

/// When a golden file may be written instead of compared.
public enum GoldenRecordMode: String, Sendable {
    /// Compare only (the default: nothing is accepted unseen).
    case none
    /// Write goldens that do not exist yet (a golden that is there but cannot be read is an
    /// error, never written over).
    case missing
    /// Rewrite every golden, readable or not.
    case all

    /// From the environment variable `FLIPBOOK_RECORD` (`missing` or `all`; anything else: none).
    public static var fromEnvironment: GoldenRecordMode {
        GoldenRecordMode(rawValue: ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] ?? "") ?? .none
    }
}

/// A golden text file and what comparing with it found.
public struct GoldenFile: Sendable {
    public let url: URL

    /// The golden `<name>.txt` in `__Snapshots__/<test file name>/` beside the test file.
    public init(named name: String, besideTestFile filePath: String) {
        let testFile = URL(fileURLWithPath: filePath)
        url = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(name).txt")
    }

    public enum Outcome: Equatable, Sendable {
        case matches
        /// Written because the mode asked for it: a test should still fail once, so it is looked at.
        case recorded
        case missing
        /// The first differing line, then both texts.
        case differs(String)
        case unwritable(String)
        /// There is a golden, but it cannot be read (why): not missing, so only `all` writes over it.
        case unreadable(String)
    }

    /// Compares `actual` with the file, writing it first where `mode` says so.
    public func check(_ actual: String, mode: GoldenRecordMode = .fromEnvironment) -> Outcome {
        let existing: String?
        switch contents() {
        case .absent: existing = nil
        case .text(let text): existing = text
        case .unreadable(let why):
            guard mode == .all else { return .unreadable(why) }
            existing = nil
        }
        if mode == .all || (existing == nil && mode == .missing) {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Through OutputFile: a golden replaced is a regular file written whole; a link stays a link.
                let file = try OutputFile(path: url.path)
                try file.write(actual)
                try file.commit()
                return .recorded
            } catch {
                return .unwritable("\(error)")
            }
        }
        guard let expected = existing else { return .missing }
        return actual == expected ? .matches : .differs(Self.firstDifference(expected, actual))
    }

    /// A message for a failed check (nil when it matched).
    public func message(for outcome: Outcome, actual: String) -> String? {
        switch outcome {
        case .matches:
            return nil
        case .recorded:
            return "Recorded golden \(url.path). Look at it, then run the tests again without FLIPBOOK_RECORD."
        case .missing:
            return "No golden at \(url.path). Run with FLIPBOOK_RECORD=missing to record it, then look at it. Actual:\n\(actual)"
        case .differs(let difference):
            let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return """
                Frame differs from golden \(url.path) (FLIPBOOK_RECORD=all rewrites it; look before committing).
                \(difference)
                --- expected
                \(expected)
                --- actual
                \(actual)
                """
        case .unwritable(let error):
            return "Could not write golden \(url.path): \(error)"
        case .unreadable(let why):
            return Self.unreadableMessage(url, why)
        }
    }

    /// What is at a golden's place: nothing (the only missing golden), its text, or why it cannot be read.
    enum Contents: Equatable {
        case absent
        case text(String)
        case unreadable(String)
    }

    /// The golden's text, read only from a regular file (a FIFO is not waited on).
    func contents() -> Contents {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            // Nothing there, or a link to nothing: missing.
            if code == ENOENT || code == ENOTDIR { return .absent }
            return .unreadable(String(cString: strerror(code)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable("it is not a regular file") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .unreadable(error.localizedDescription)
        }
        if let offset = Self.firstNonUTF8Byte(in: data) {
            return .unreadable("it is not UTF-8 text (byte \(offset), 0x\(String(data[data.startIndex + offset], radix: 16, uppercase: true)))")
        }
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// The offset of the first byte of `data` that does not decode as UTF-8, or nil when all do.
    static func firstNonUTF8Byte(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// The message for a golden, text or picture, that is there but cannot be read.
    static func unreadableMessage(_ url: URL, _ why: String) -> String {
        "Golden \(url.path) cannot be read (\(why.hasSuffix(".") ? String(why.dropLast()) : why)). It is not missing, so "
            + "FLIPBOOK_RECORD=missing leaves it: mend or remove it, or rewrite it with FLIPBOOK_RECORD=all (look before committing)."
    }

    /// Where two texts first differ, by line.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? String(la[i]) : "<none>"
            let y = i < lb.count ? String(lb[i]) : "<none>"
            if x != y { return "line \(i + 1):\n  expected \(x)\n  actual   \(y)" }
        }
        return "(same lines)"
    }
}
