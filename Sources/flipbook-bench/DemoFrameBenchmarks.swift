//  DemoFrameBenchmarks.swift — flipbook-bench
//  The whole frame of every demo, as the previewer and the recorder make it.

import Foundation
import FlipbookDemos
import FlipbookPlayer
import FlipbookRender
import CMallocCounter

/// One demo's transition in one direction at one terminal size, frame by frame.
struct DemoFrameResult {
    var demo: String
    /// "present", "dismiss", "push", "pop", or "animation" (what the player's take says).
    var direction: String
    var columns: Int
    var rows: Int
    /// Per-frame nanoseconds, sorted.
    var nanoseconds: [Double]
    var bytesPerFrame: Double
    var allocationsPerFrame: Double
    /// Transitions run while sampling (the first, warm-up one not counted).
    var transitions: Int

    var frames: Int { nanoseconds.count }
    var size: String { "\(columns)×\(rows)" }
    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    var p95: Double { Statistics.percentile(95, ofSorted: nanoseconds) }
}

/// The terminal sizes every demo is measured at.
let demoFrameSizes = [(columns: 80, rows: 24), (columns: 160, rows: 48), (columns: 240, rows: 70)]

/// Measures every demo's forward and back transitions at each size.
///
/// A frame is what the recorder does for each frame of media time: `Player.update(.tick(1/60))`
/// (the scene's clock runs on, completions fire), `Player.render()` (layout, layer tree →
/// display list, rasterise, blit, HUD) and the ANSI diff against the frame before. The key
/// that starts a transition — where the player replays the scene to find the take's length —
/// is not part of any frame. Each direction runs once unmeasured (warm-up), then again and
/// again until at least `minimumFrames` frames are in.
func demoFrameBenchmarks(minimumFrames: Int, demos names: [String]? = nil,
                         sizes: [(columns: Int, rows: Int)] = demoFrameSizes) -> [DemoFrameResult] {
    var results: [DemoFrameResult] = []
    for demo in Demos.all() where names?.contains(demo.name) ?? true {
        for size in sizes {
            results += DemoFrameSampler(demo: demo.name, columns: size.columns, rows: size.rows).run(minimumFrames: minimumFrames)
        }
    }
    return results
}

/// Drives one player through a demo's transitions, alternating forward and back.
private final class DemoFrameSampler {
    let player: Player
    let demoName: String
    let encoder = ANSIEncoder()
    var previous: CellBuffer
    static let frameStep = 1.0 / 60

    init(demo: String, columns: Int, rows: Int) {
        demoName = demo
        player = Player(registry: Demos.registry(), demo: demo, columns: columns, rows: rows)
        previous = player.render()
    }

    /// Per direction: the frame times, bytes and allocations gathered so far.
    private struct Samples {
        var direction = ""
        var times: [Double] = []
        var bytes = 0
        var allocations: UInt64 = 0
        var transitions = 0

        mutating func add(_ other: Samples) {
            direction = other.direction
            times += other.times
            bytes += other.bytes
            allocations += other.allocations
            transitions += other.transitions
        }
    }

    func run(minimumFrames: Int) -> [DemoFrameResult] {
        var forward = Samples(), back = Samples()
        var warm = (forward: false, back: false)
        // A demo whose scene animates on appearance already has its first take running.
        if player.take != nil { _ = runToRest(measuring: false) }
        var rounds = 0
        while (forward.times.count < minimumFrames || (back.transitions > 0 && back.times.count < minimumFrames)) && rounds < 1000 {
            rounds += 1
            guard start(.enter) else { break }
            let f = runToRest(measuring: warm.forward)
            if warm.forward { forward.add(f) }
            warm.forward = true
            if start(.escape) {
                let b = runToRest(measuring: warm.back)
                if warm.back { back.add(b) }
                warm.back = true
            }
        }
        return [forward, back].filter { !$0.times.isEmpty }.map { s in
            let frames = Double(s.times.count)
            return DemoFrameResult(demo: demoName, direction: s.direction, columns: player.columns, rows: player.rows,
                                   nanoseconds: s.times.sorted(), bytesPerFrame: Double(s.bytes) / frames,
                                   allocationsPerFrame: Double(s.allocations) / frames, transitions: s.transitions)
        }
    }

    /// Presses `key`; whether it started a take.
    private func start(_ key: KeyCode) -> Bool {
        let before = player.take
        player.update(.key(Key(key)))
        wholeFrame()  // the key's own frame, not measured
        guard let take = player.take, take != before else { return false }
        return true
    }

    /// Steps media time at 60 fps to the end of the current take (and until the scene rests).
    private func runToRest(measuring: Bool) -> Samples {
        var samples = Samples()
        guard let take = player.take else { return samples }
        samples.direction = take.kind
        samples.times.reserveCapacity(Int(take.length * 60) + 8)
        var frames = 0
        while (player.sceneTime < take.end || player.isAnimating) && frames < 60 * 60 {
            frames += 1
            guard measuring else { wholeFrame(); continue }
            let allocationsBefore = flipbook_allocation_count()
            let start = now()
            let bytes = wholeFrame()
            let end = now()
            samples.allocations += flipbook_allocation_count() - allocationsBefore
            samples.times.append(Double(end - start))
            samples.bytes += bytes
        }
        samples.transitions = 1
        return samples
    }

    /// One whole frame: tick, render, ANSI diff. Returns the bytes written.
    /// Never inlined, so a profiler can collect inside it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*wholeFrame*'`).
    @discardableResult @inline(never)
    private func wholeFrame() -> Int {
        player.update(.tick(Self.frameStep))
        let current = player.render()
        encoder.removeAll()
        encoder.encodeDiff(from: previous, to: current)
        previous = current
        return encoder.bytes.count
    }
}
