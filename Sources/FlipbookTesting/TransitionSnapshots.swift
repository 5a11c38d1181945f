//  TransitionSnapshots.swift — FlipbookTesting
//  Snapshot tests of your own transitions: each frame at the given percentages against a golden
//  text file, as `flipbook snapshot` prints it.

import Foundation
import FlipbookPlayer
import FlipbookRender
import Testing

/// What a snapshot holds.
public enum SnapshotContent: Sendable {
    /// The device's screen alone — what your transition draws, and nothing of Flipbook's own, so
    /// rewording the previewer's HUD never breaks your goldens — followed by the inspector's
    /// values of the views that animate at that moment (presentation against model), so a diff
    /// says what moved and by how much.
    case device
    /// The whole previewer — the device in its frame, the HUD, the key hints — as `flipbook
    /// snapshot` prints it (Flipbook's own goldens).
    case previewer
}

/// The frame of `demo` at `percent` % of `transition`, as golden text (characters, then colours).
///
/// The frame is reached as a user reaches it: the demo's keys start the transition (for
/// dismiss and pop, the way there runs to its end first), then the playhead is put at `percent`.
/// `.device` draws the screen `rows` cells tall and as wide as its aspect asks (an iPhone in 30
/// rows: 28 columns); `.previewer` draws the whole terminal, `columns × rows`. `parameters` set
/// the demo's parameters by name (`["damping": 0.8]`), as `--set damping=0.8` does.
public func transitionFrame(
    _ demo: Demo, transition: Player.SnapshotTransition? = nil, at percent: Double,
    with parameters: [String: any CustomStringConvertible & Sendable] = [:],
    showing content: SnapshotContent = .device, columns: Int = 100, rows: Int = 30
) throws -> String {
    var values = demo.defaultValues
    for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
        try values.set(name, to: value.description, demo: demo.name)
    }
    let player = Player(registry: DemoRegistry([demo]), values: values, columns: columns, rows: rows)
    try player.pause(in: transition, atFraction: percent / 100)
    switch content {
    case .previewer:
        return TextSnapshot.render(player.render(), colors: true)
    case .device:
        let list = player.scene.window.displayList()
        let size = list.size
        let width = size.height > 0 ? Int((Double(rows) * Viewport.defaultCellAspect * Double(size.width / size.height)).rounded()) : 0
        let picture = TextSnapshot.render(player.renderer.render(list, columns: max(width, 1), rows: rows), colors: true)
        return picture + "\nAnimating views at \(String(format: "%g", percent)) %:\n" + player.animatingViewsText() + "\n"
    }
}

/// Expects each frame of `transition` at `percents` to equal its golden file
/// `__Snapshots__/<test file>/<prefix>-<percent>.txt` beside the test (`present-050.txt`).
/// With `parameters`, the default prefix names them too (`present-damping=0.8-050.txt`).
///
/// `FLIPBOOK_RECORD=missing` writes goldens that do not exist, `FLIPBOOK_RECORD=all` rewrites
/// them; the test fails once either way, so each new golden is looked at before it counts.
/// A percent outside 0…100 is refused, as `--at` refuses it: an issue names it, and no golden is
/// read or written.
public func expectTransitionSnapshots(
    _ demo: Demo, transition: Player.SnapshotTransition? = nil, at percents: [Int] = [0, 25, 50, 75, 100],
    with parameters: [String: any CustomStringConvertible & Sendable] = [:],
    named prefix: String? = nil, showing content: SnapshotContent = .device, columns: Int = 100, rows: Int = 30,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard percentsAreInRange(percents, sourceLocation: sourceLocation) else { return }
    let settings = parameters.sorted { $0.key < $1.key }.map { "-\($0.key)=\($0.value)" }.joined()
    let prefix = prefix ?? (transition?.rawValue ?? "transition") + settings
    for percent in percents {
        let name = prefix + "-" + String(format: "%03d", percent)
        do {
            let frame = try transitionFrame(demo, transition: transition, at: Double(percent), with: parameters, showing: content,
                                            columns: columns, rows: rows)
            expectGolden(frame, named: name, filePath: filePath, sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }
}

/// Whether every percent is within 0…100 (`--at`'s range); an issue names each that is not.
func percentsAreInRange(_ percents: [Int], sourceLocation: SourceLocation) -> Bool {
    let outside = percents.filter { !ScriptLimits.percent.contains(Double($0)) }
    for percent in outside {
        let message = "expectTransitionSnapshots takes percentages from 0 to 100, as --at does (got \(percent)); "
            + "no golden was read or written."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return outside.isEmpty
}

/// Expects `actual` to equal the golden file `__Snapshots__/<test file>/<name>.txt` beside the
/// test file (recording as `FLIPBOOK_RECORD` says).
public func expectGolden(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let golden = GoldenFile(named: name, besideTestFile: filePath)
    if let message = golden.message(for: golden.check(actual), actual: actual) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
