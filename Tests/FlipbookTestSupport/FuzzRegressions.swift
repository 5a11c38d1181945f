//  FuzzRegressions.swift — FlipbookTestSupport
//  The inputs `make fuzz` kept in Fuzz/Regressions/<target>/, for the tests that replay them.

import Foundation

/// The regression inputs of one fuzz target, read from the source tree (found through #filePath).
public struct FuzzRegressions: Sendable {
    /// Fuzz/Regressions/<target>/.
    public let folder: URL
    /// The extension the inputs end with, e.g. `png`.
    public let fileExtension: String

    public init(target: String, fileExtension: String) {
        folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/\(target)")
        self.fileExtension = fileExtension
    }

    /// The inputs' file names, sorted; empty if the folder is missing.
    public var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
    }

    /// The bytes of the input called `name`.
    public func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
