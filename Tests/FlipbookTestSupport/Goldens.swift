//  Goldens.swift — FlipbookTestSupport
//  Golden text files: frames people read in diffs.

import Foundation
import Testing

/// Expects `actual` to equal the golden file `__Snapshots__/<test file>/<name>.txt` beside the
/// test file.
///
/// Recording is opt-in: with `FLIPBOOK_RECORD=missing` a missing golden is written, with
/// `FLIPBOOK_RECORD=all` every golden is rewritten — and the test fails once either way, so
/// nothing is accepted unseen. Look at the file before committing it.
public func expectGolden(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let golden = directory.appendingPathComponent("\(name).txt")
    let mode = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] ?? ""
    let existing = try? String(contentsOf: golden, encoding: .utf8)

    if mode == "all" || (existing == nil && mode == "missing") {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Could not write golden \(golden.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        Issue.record("Recorded golden \(golden.path). Look at it, then run the tests again without FLIPBOOK_RECORD.",
                     sourceLocation: sourceLocation)
        return
    }
    guard let expected = existing else {
        Issue.record("""
            No golden at \(golden.path). Run with FLIPBOOK_RECORD=missing to record it, then look at it. Actual:
            \(actual)
            """, sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        Issue.record("""
            Frame differs from golden \(golden.path) (FLIPBOOK_RECORD=all rewrites it; look before committing).
            \(firstDifference(expected, actual))
            --- expected
            \(expected)
            --- actual
            \(actual)
            """, sourceLocation: sourceLocation)
    }
}

/// Where two texts first differ, by line.
private func firstDifference(_ a: String, _ b: String) -> String {
    let la = a.split(separator: "\n", omittingEmptySubsequences: false)
    let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(la.count, lb.count) {
        let x = i < la.count ? String(la[i]) : "<none>"
        let y = i < lb.count ? String(lb[i]) : "<none>"
        if x != y { return "line \(i + 1):\n  expected \(x)\n  actual   \(y)" }
    }
    return "(same lines)"
}
