//  GoldenFile.swift — FlipbookTesting
//  Golden text files: compare a frame with the file, or record it when asked.

import Foundation
import FlipbookRender

/// When a golden file may be written instead of compared.
public enum GoldenRecordMode: String, Sendable {
    /// Compare only (the default: nothing is accepted unseen).
    case none
    /// Write goldens that do not exist yet.
    case missing
    /// Rewrite every golden.
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
    }

    /// Compares `actual` with the file, writing it first where `mode` says so.
    public func check(_ actual: String, mode: GoldenRecordMode = .fromEnvironment) -> Outcome {
        let existing = try? String(contentsOf: url, encoding: .utf8)
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
        }
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
