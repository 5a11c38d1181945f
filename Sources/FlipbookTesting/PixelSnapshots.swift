//  PixelSnapshots.swift — FlipbookTesting
//  Pixel goldens: a transition's frames at the device's own pixels against PNG files, within a
//  tolerance, with the actual picture and a difference picture written beside a golden that differs.

import Foundation
import FlipbookGraphics
import FlipbookPlayer
import FlipbookRender
import Testing

/// A snapshot as a picture: the device alone at `scale` pixels per point, as `flipbook export` draws it.
public enum PixelSnapshot: Sendable, Equatable {
    case image(scale: Int)
}

/// How far a picture may be from its golden and still match: a pixel differs when a channel is
/// more than `channel` (0…255) away, and at most `pixels` of all pixels (0…1) may differ.
public struct ImageTolerance: Sendable, Equatable {
    public var channel: Int
    public var pixels: Double

    public init(channel: Int = 2, pixels: Double = 0) {
        self.channel = channel
        self.pixels = pixels
    }

    /// The default: rounding noise only, every pixel within 2 of 255 a channel.
    public static let exact = ImageTolerance()
}

/// The frame of `demo` at `percent` % of `transition` as an 8-bit sRGB picture of the device
/// alone, reached with the keys as `transitionFrame` reaches it.
public func transitionImage(
    _ demo: Demo, transition: Player.SnapshotTransition? = nil, at percent: Double,
    with parameters: [String: any CustomStringConvertible & Sendable] = [:], scale: Int = 1
) throws -> Image {
    var values = demo.defaultValues
    for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
        try values.set(name, to: value.description, demo: demo.name)
    }
    let player = Player(registry: DemoRegistry([demo]), values: values, columns: 100, rows: 30)
    try player.pause(in: transition, atFraction: percent / 100)
    let export = DeviceExport(deviceSize: player.deviceSize, scale: scale)
    export.render(player)
    return try Image(width: export.width, height: export.height, pixels: export.rgba)
}

/// A golden PNG and what comparing a picture with it found.
public struct PixelGolden: Sendable {
    /// `__Snapshots__/<test file>/<name>.png`, and beside it, when a picture differs,
    /// `<name>.actual.png` and `<name>.diff.png` (differing pixels red over the golden, dimmed).
    public let url: URL
    public var actualURL: URL { url.deletingPathExtension().appendingPathExtension("actual.png") }
    public var differenceURL: URL { url.deletingPathExtension().appendingPathExtension("diff.png") }

    public init(named name: String, besideTestFile filePath: String) {
        let text = GoldenFile(named: name, besideTestFile: filePath).url
        url = text.deletingPathExtension().appendingPathExtension("png")
    }

    /// As a text golden's: matches, recorded, missing, differs (how many pixels, or the sizes),
    /// unwritable, unreadable (a file that is not a PNG, or a damaged one).
    public typealias Outcome = GoldenFile.Outcome

    /// Compares `actual` with the golden within `tolerance`, recording as `mode` says. A picture
    /// that differs is written beside the golden with a difference picture; one that matches
    /// removes those two files if an earlier run left them (they are the tests' own).
    public func check(_ actual: Image, tolerance: ImageTolerance = .exact, mode: GoldenRecordMode = .fromEnvironment) -> Outcome {
        let existing: Image?
        do {
            existing = try Image(contentsOfFile: url.path)
        } catch let error as ImageError where error.kind == .fileNotFound {
            existing = nil
        } catch {
            // There, but not a picture: not missing, so only `all` writes over it.
            guard mode == .all else { return .unreadable("\(error)") }
            existing = nil
        }
        if mode == .all || (existing == nil && mode == .missing) {
            do {
                try write(actual, to: url)
                return .recorded
            } catch {
                return .unwritable("\(error)")
            }
        }
        guard let expected = existing else { return .missing }
        guard expected.width == actual.width, expected.height == actual.height else {
            try? write(actual, to: actualURL)
            return .differs("the golden is \(expected.width)×\(expected.height) pixels, the picture \(actual.width)×\(actual.height)")
        }
        var differing = 0
        var difference = [UInt8](repeating: 255, count: expected.pixels.count)
        for p in 0..<(actual.width * actual.height) {
            var worst = 0
            for c in 0..<3 { worst = max(worst, abs(Int(actual.pixels[4 * p + c]) - Int(expected.pixels[4 * p + c]))) }
            if worst > tolerance.channel {
                differing += 1
                (difference[4 * p], difference[4 * p + 1], difference[4 * p + 2]) = (255, 0, 0)
            } else {
                for c in 0..<3 { difference[4 * p + c] = expected.pixels[4 * p + c] / 3 }
            }
        }
        let total = actual.width * actual.height
        guard Double(differing) > tolerance.pixels * Double(total) else {
            Self.removeRegularFile(at: actualURL)
            Self.removeRegularFile(at: differenceURL)
            return .matches
        }
        try? write(actual, to: actualURL)
        if let picture = try? Image(width: actual.width, height: actual.height, pixels: difference) { try? write(picture, to: differenceURL) }
        return .differs("\(differing) of \(total) pixels differ by more than \(tolerance.channel) a channel")
    }

    /// Removes what an earlier check wrote at `url` — a regular file — and nothing else: a folder,
    /// a link or a device of that name is left as it is.
    static func removeRegularFile(at url: URL) {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        unlink(url.path)
    }

    private func write(_ image: Image, to target: URL) throws {
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let file = try OutputFile(path: target.path)
        try image.pngData().withUnsafeBytes { try file.write($0) }
        try file.commit()
    }

    /// A message for a failed check (nil when it matched).
    public func message(for outcome: Outcome) -> String? {
        switch outcome {
        case .matches: return nil
        case .recorded: return "Recorded golden \(url.path). Look at it, then run the tests again without FLIPBOOK_RECORD."
        case .missing: return "No golden at \(url.path). Run with FLIPBOOK_RECORD=missing to record it, then look at it."
        case .differs(let what):
            return "Picture differs from golden \(url.path): \(what). The picture is \(actualURL.path), the difference "
                + "(red) \(differenceURL.path); FLIPBOOK_RECORD=all rewrites the golden (look before committing)."
        case .unwritable(let error): return "Could not write golden \(url.path): \(error)"
        case .unreadable(let why): return GoldenFile.unreadableMessage(url, why)
        }
    }
}

/// Expects each frame of `transition` at `percents`, as a picture of the device at `scale`
/// (`as: .image(scale: 1)`), to match its golden `__Snapshots__/<test file>/<prefix>-<percent>.png`
/// within `tolerance`; recording as `FLIPBOOK_RECORD` says, as the text goldens do. A percent
/// outside 0…100 is refused: an issue names it, and no golden is read or written.
public func expectTransitionSnapshots(
    _ demo: Demo, transition: Player.SnapshotTransition? = nil, at percents: [Int] = [0, 25, 50, 75, 100],
    with parameters: [String: any CustomStringConvertible & Sendable] = [:],
    named prefix: String? = nil, as snapshot: PixelSnapshot, tolerance: ImageTolerance = .exact,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard case .image(let scale) = snapshot, percentsAreInRange(percents, sourceLocation: sourceLocation) else { return }
    let settings = parameters.sorted { $0.key < $1.key }.map { "-\($0.key)=\($0.value)" }.joined()
    let prefix = prefix ?? (transition?.rawValue ?? "transition") + settings
    for percent in percents {
        let name = prefix + "-" + String(format: "%03d", percent) + (scale == 1 ? "" : "@\(scale)x")
        do {
            let image = try transitionImage(demo, transition: transition, at: Double(percent), with: parameters, scale: scale)
            let golden = PixelGolden(named: name, besideTestFile: filePath)
            if let message = golden.message(for: golden.check(image, tolerance: tolerance)) {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }
}
