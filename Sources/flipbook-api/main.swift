//  main.swift — flipbook-api
//  The UIKit inventory's two uses (API/README.md):
//    flipbook-api report [--absent] FOLDER       coverage per type (make api-coverage)
//    flipbook-api generate FOLDER BASE OUTPUT     the compile check's Swift, one file per inventory
//  (BASE is the folder the inventory's paths are written relative to: the package's.)

import FlipbookAPIInventory
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("flipbook-api: \(message)\n".utf8))
    exit(1)
}

/// Writes `text` to `url` through a temporary file and a rename, and only when it changed, so the
/// compiler sees an unchanged inventory as unchanged.
func write(_ text: String, to url: URL) throws {
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
}

let usage = "usage: flipbook-api report [--absent] FOLDER | flipbook-api generate FOLDER BASE OUTPUT"
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()
do {
    switch command {
    case "report":
        let absent = arguments.contains("--absent")
        let folders = arguments.filter { $0 != "--absent" }
        guard folders.count == 1 else { fail(usage) }
        let folder = URL(fileURLWithPath: folders[0])
        let inventories = try Inventory.load(folder: folder, relativeTo: folder.deletingLastPathComponent())
        if inventories.isEmpty { fail("no .api files under \(folders[0])") }
        print(CoverageReport.text(for: inventories, absent: absent), terminator: "")
    case "generate":
        guard arguments.count == 3 else { fail(usage) }
        let inventories = try Inventory.load(folder: URL(fileURLWithPath: arguments[0]), relativeTo: URL(fileURLWithPath: arguments[1]))
        let output = URL(fileURLWithPath: arguments[2])
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try write(CheckGenerator.support, to: output.appendingPathComponent("_Support.swift"))
        for inventory in inventories {
            try write(try CheckGenerator.source(for: inventory), to: output.appendingPathComponent(CheckGenerator.fileName(for: inventory)))
        }
    default:
        fail(usage)
    }
} catch let error as InventoryError {
    fail("\n\(error)")
} catch {
    fail("\(error.localizedDescription)")
}
