//  DemoFrameBenchmarks.swift — flipbook-bench
//  The whole frame of every demo, as the previewer and the recorder make it.

import Foundation
import FlipbookDemos
import FlipbookKit
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
    /// Mean heap allocations per frame, and the median frame's (steady state: a transition's
    /// first and last frames, which start animations and run completions, are the exceptions).
    var allocationsPerFrame: Double
    var steadyAllocationsPerFrame: Double
    /// Transitions run while sampling (the first, warm-up one not counted).
    var transitions: Int
    /// The median of every round this row was measured in, in round order; the figures above
    /// are the round with the lowest median's (see `bestRounds`).
    var roundMedians: [Double] = []

    var frames: Int { nanoseconds.count }
    var size: String { "\(columns)×\(rows)" }
    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    var p95: Double { Statistics.percentile(95, ofSorted: nanoseconds) }
}

/// The terminal sizes every demo is measured at.
let demoFrameSizes = [(columns: 80, rows: 24), (columns: 160, rows: 48), (columns: 240, rows: 70)]

/// Of the same rows measured in several rounds, each row's round with the lowest median, with
/// every round's median in `roundMedians` (rows in the first round's order).
///
/// This machine's speed changes by up to 2× for seconds to minutes at a time (other work on
/// the host), the same build and row taking 400 µs in one run and 650 µs in the next. Noise only
/// ever adds time, so the fastest round is the best estimate of the code's own cost; every
/// round's median is printed beside it, so the spread stays visible.
func bestRounds<Row>(_ rounds: [[Row]], key: (Row) -> String, median: (Row) -> Double,
                     withRoundMedians: (Row, [Double]) -> Row) -> [Row] {
    guard let first = rounds.first else { return [] }
    return first.map { row in
        let k = key(row)
        let all = rounds.compactMap { $0.first { key($0) == k } }
        let best = all.min { median($0) < median($1) } ?? row
        return withRoundMedians(best, all.map(median))
    }
}

/// Measures every demo's forward and back transitions at each size.
///
/// A frame is what the recorder does for each frame of media time: `Player.update(.tick(1/60))`
/// (the scene's clock runs on, completions fire), `Player.render(into:)` (layout, layer tree →
/// display list, rasterise, blit, HUD) and the ANSI diff against the frame before. The key
/// that starts a transition — where the player replays the scene to find the take's length —
/// is not part of any frame. Each direction runs once unmeasured (warm-up), then again and
/// again until at least `minimumFrames` frames are in.
///
/// Each demo is measured again with the inspector open at the sizes that show a HUD (rows
/// "DEMO +inspector"): the hierarchy panel closed, the first animating view picked (again when
/// a take has no view of its name) — its values, outline, motion path and value plot drawn, the
/// lanes' velocities watched for jumps.
func demoFrameBenchmarks(minimumFrames: Int, demos names: [String]? = nil,
                         sizes: [(columns: Int, rows: Int)] = demoFrameSizes) -> [DemoFrameResult] {
    var results: [DemoFrameResult] = []
    for demo in Demos.all() where names?.contains(demo.name) ?? true {
        for size in sizes {
            results += DemoFrameSampler(demo: demo.name, columns: size.columns, rows: size.rows).run(minimumFrames: minimumFrames)
        }
        for size in sizes where size.columns >= 160 {
            results += DemoFrameSampler(demo: demo.name, columns: size.columns, rows: size.rows, inspecting: true)
                .run(minimumFrames: minimumFrames)
        }
        for (name, value) in comparedValues where name == demo.name {
            for size in sizes where size.columns >= 160 {
                results += DemoFrameSampler(demo: demo.name, columns: size.columns, rows: size.rows, comparingWith: value)
                    .run(minimumFrames: minimumFrames)
            }
        }
    }
    return results
}

/// The demos measured as comparisons (`flipbook compare DEMO --set-b NAME=VALUE`: two devices at
/// half width, both curves, the lanes paired), each beside itself under another value.
let comparedValues = [("spring", (name: "damping", value: "0.8")), ("zoom", (name: "present", value: "0.9"))]

/// Drives one player through a demo's transitions, alternating forward and back.
private final class DemoFrameSampler {
    /// The player whose takes are followed (a comparison's left one).
    let player: Player
    /// What each frame is drawn from: the player, or the comparison.
    let shown: Previewed
    let comparison: Comparison?
    let demoName: String
    let screen: ScreenPair
    /// Whether the inspector is open, following the first view that animates in each take.
    let inspecting: Bool
    static let frameStep = 1.0 / 60

    init(demo: String, columns: Int, rows: Int, inspecting: Bool = false) {
        demoName = demo
        self.inspecting = inspecting
        player = Player(registry: Demos.registry(), demo: demo, columns: columns, rows: rows)
        shown = player
        comparison = nil
        screen = ScreenPair(showing: player)
        if inspecting {
            player.update(.key(.character("m")))
            inspectFirstAnimatingView()
        }
    }

    /// A comparison of `demo` beside itself with one parameter set (`--set-b NAME=VALUE`).
    init(demo: String, columns: Int, rows: Int, comparingWith setting: (name: String, value: String)) {
        let registry = Demos.registry()
        var values = registry.demo(named: demo)!.defaultValues
        try! values.set(setting.name, to: setting.value, demo: demo)
        let comparison = Comparison(registry: registry, a: demo, bValues: values, columns: columns, rows: rows)
        demoName = "\(demo) compare \(setting.name)=\(setting.value)"
        inspecting = false
        player = comparison.a
        shown = comparison
        self.comparison = comparison
        screen = ScreenPair(showing: comparison)
    }

    /// Selects the first view with a lane (its trace is recorded in the frame that follows, unmeasured).
    private func inspectFirstAnimatingView() {
        let inventory = AnimationInventory(window: player.scene.window, takeStart: player.take?.start ?? player.sceneTime)
        if let layer = inventory.lanes.indices.lazy.compactMap({ inventory.layer(ofLane: $0) }).first { player.select(layer) }
    }

    /// Per direction: the frame times, bytes and allocations gathered so far.
    private struct Samples {
        var direction = ""
        var times: [Double] = []
        var bytes = 0
        var allocations: UInt64 = 0
        var allocationsPerFrame: [Double] = []
        var transitions = 0

        mutating func add(_ other: Samples) {
            direction = other.direction
            times += other.times
            bytes += other.bytes
            allocations += other.allocations
            allocationsPerFrame += other.allocationsPerFrame
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
        if forward.direction == back.direction {
            // Both ways are the same kind of take (a change of tab): named by their keys.
            forward.direction += " enter"
            back.direction += " esc"
        }
        return [forward, back].filter { !$0.times.isEmpty }.map { s in
            let frames = Double(s.times.count)
            return DemoFrameResult(demo: inspecting ? demoName + " +inspector" : demoName, direction: s.direction, columns: player.columns, rows: player.rows,
                                   nanoseconds: s.times.sorted(), bytesPerFrame: Double(s.bytes) / frames,
                                   allocationsPerFrame: Double(s.allocations) / frames,
                                   steadyAllocationsPerFrame: Statistics.median(ofSorted: s.allocationsPerFrame.sorted()),
                                   transitions: s.transitions)
        }
    }

    /// Presses `key`; whether it started a take.
    private func start(_ key: KeyCode) -> Bool {
        let before = player.take
        shown.update(.key(Key(key)))
        // As a user would: the view stays picked from take to take while the demo has one of its
        // name (its trace then comes with the take's measure); else the first that animates now.
        if inspecting, player.selectedLayer == nil { inspectFirstAnimatingView() }
        wholeFrame()  // the key's own frame, not measured
        guard let take = player.take, take != before else { return false }
        return true
    }

    /// Steps media time at 60 fps to the end of the current take (and until the scene rests).
    private func runToRest(measuring: Bool) -> Samples {
        var samples = Samples()
        guard let take = player.take else { return samples }
        samples.direction = take.kind.rawValue
        samples.times.reserveCapacity(Int(take.length * 60) + 8)
        samples.allocationsPerFrame.reserveCapacity(Int(take.length * 60) + 8)
        var frames = 0
        let end = comparison?.span?.end ?? take.end
        while (player.sceneTime < end || (comparison?.isAnimating ?? player.isAnimating)) && frames < 60 * 60 {
            frames += 1
            guard measuring else { wholeFrame(); continue }
            let (nanoseconds, bytes, allocations) = measuredFrame()
            samples.allocations += allocations
            samples.allocationsPerFrame.append(Double(allocations))
            samples.times.append(nanoseconds)
            samples.bytes += bytes
        }
        samples.transitions = 1
        return samples
    }

    /// A whole frame, timed, with its bytes and allocations. Never inlined, so a profiler can
    /// look at measured frames alone (`valgrind --tool=callgrind --toggle-collect='*measuredD0*'`:
    /// Swift's mangling abbreviates the name; on a portable build, `swift build -c release`, as
    /// valgrind cannot decode the one `make bench` makes for this CPU).
    @inline(never)
    private func measuredFrame() -> (nanoseconds: Double, bytes: Int, allocations: UInt64) {
        let allocationsBefore = flipbook_allocation_count()
        let start = now()
        let bytes = wholeFrame()
        let end = now()
        return (Double(end - start), bytes, flipbook_allocation_count() - allocationsBefore)
    }

    /// One whole frame: tick, render, ANSI diff. Returns the bytes written.
    @discardableResult @inline(never)
    private func wholeFrame() -> Int {
        shown.update(.tick(Self.frameStep))
        return screen.draw(shown)
    }
}
