//  CoverageReport.swift — FlipbookAPIInventory
//  `make api-coverage`: per type, its members present or approximated over all it documents.

import Foundation

public enum CoverageReport {
    /// The goal every type is held to, as a fraction of its members.
    public static let goal = 0.95

    /// One line per type (`UIView  212/220  96.4 %`), aligned, types below the goal marked, then
    /// the totals. With `absent`, each type's absent members follow it with their reasons.
    public static func text(for inventories: [Inventory], absent: Bool = false) -> String {
        let width = max(5, inventories.map(\.name.count).max() ?? 0)
        var lines: [String] = []
        func line(_ name: String, _ covered: Int, _ total: Int, mark: Bool) -> String {
            let percent = total == 0 ? 100 : Double(covered) / Double(total) * 100
            let figures = "\(covered)/\(total)"
            let below = mark && Double(covered) < goal * Double(total) ? "  below \(Int(goal * 100)) %" : ""
            return name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + String(repeating: " ", count: max(0, 9 - figures.count)) + figures + "  "
                + String(format: "%5.1f %%", percent) + below
        }
        for inventory in inventories.sorted(by: { $0.name < $1.name }) {
            lines.append(line(inventory.name, inventory.covered, inventory.members.count, mark: true))
            if absent {
                for member in inventory.members where member.mark == .absent {
                    lines.append("    - \(member.declaration) -- \(member.note ?? "")")
                }
            }
        }
        let covered = inventories.reduce(0) { $0 + $1.covered }
        let total = inventories.reduce(0) { $0 + $1.members.count }
        let below = inventories.filter { Double($0.covered) < goal * Double($0.members.count) }.count
        lines.append(line("total", covered, total, mark: false)
                     + "  (\(inventories.count) types, \(below) below \(Int(goal * 100)) %)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Inventory {
    /// Every `.api` file under `folder`, read and sorted by path; paths are given relative to `base`.
    public static func load(folder: URL, relativeTo base: URL) throws -> [Inventory] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "api" }
            .sorted { $0.path < $1.path } ?? []
        return try files.map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let basePath = base.standardizedFileURL.path
            var path = file.standardizedFileURL.path
            if path.hasPrefix(basePath + "/") { path = String(path.dropFirst(basePath.count + 1)) }
            return try parse(text, path: path)
        }
    }
}
