//  LongRunBenchmarks.swift — flipbook-bench
//  A long session: what a frame, a transition's key and a seek back cost after 10, 100 and
//  1 000 transitions (issue 18: a long run must not get slower).

import Foundation
import FlipbookDemos
import FlipbookPlayer
import FlipbookRender

/// What one player costs after `transitions` transitions of a session.
struct LongRunResult {
    var demo: String
    var columns: Int
    var rows: Int
    /// Transitions the session had run (presentations and dismissals) before these were measured.
    var transitions: Int
    /// Whole frames (tick, render, ANSI diff) of the next transitions, nanoseconds, sorted.
    var frames: [Double]
    /// The keys that started those transitions (Enter, Esc), nanoseconds, sorted.
    var keys: [Double]
    /// The same of a fresh session after `referenceTransitions`, measured transition by transition
    /// in turn with these (so a slow spell of the machine slows both): what growth is measured against.
    var referenceFrames: [Double]
    var referenceKeys: [Double]
    /// Seeks back inside the current take, paused at its end: the key or jump and the frame it
    /// shows, nanoseconds, sorted.
    var seeks: [Double]

    var size: String { "\(columns)×\(rows)" }
    var frameMedian: Double { Statistics.median(ofSorted: frames) }
    var keyMedian: Double { Statistics.median(ofSorted: keys) }
    var frameGrowth: Double { frameMedian / Statistics.median(ofSorted: referenceFrames) }
    var keyGrowth: Double { keyMedian / Statistics.median(ofSorted: referenceKeys) }
    var seekMedian: Double { Statistics.median(ofSorted: seeks) }
    var seekMax: Double { seeks.last ?? 0 }
}

/// The session points measured.
let longRunCheckpoints = [10, 100, 1_000]
/// Where the fresh session each point is compared with stands.
let referenceTransitions = 10

/// Runs one `zoom` session at 160×48, alternating present and dismiss, each played out in 60 fps
/// frames, and at each checkpoint measures: the whole frames of the next four transitions and
/// the keys that start them, in turn with those of a fresh session after `referenceTransitions`;
/// then, paused at the end of a fifth, seeks back inside it — `←` key by key from 100 % to 0 %
/// in 1 % steps, and jumps from the end (End, then to 90 %, 75 %, 50 %, 25 %, 10 %, 0 %) — each
/// with the frame it shows. `quick` leaves out drawing the frames between checkpoints (the
/// scene's clock still runs every one).
func longRunBenchmarks(quick: Bool) -> [LongRunResult] {
    let demo = "zoom", columns = 160, rows = 48
    let session = LongRunSampler(demo: demo, columns: columns, rows: rows)
    var results: [LongRunResult] = []
    for checkpoint in longRunCheckpoints {
        guard session.run(to: checkpoint, drawing: !quick) else { break }
        progress("flipbook-bench: long run, after \(checkpoint) transitions…")
        let reference = LongRunSampler(demo: demo, columns: columns, rows: rows)
        guard reference.run(to: referenceTransitions, drawing: !quick) else { break }
        for _ in 0..<4 {
            guard reference.measureTransition(), session.measureTransition() else { break }
        }
        let seeks = session.measureSeeks()
        results.append(LongRunResult(demo: demo, columns: columns, rows: rows, transitions: checkpoint,
                                     frames: session.frameTimes.sorted(), keys: session.keyTimes.sorted(),
                                     referenceFrames: reference.frameTimes.sorted(), referenceKeys: reference.keyTimes.sorted(),
                                     seeks: seeks.sorted()))
        session.frameTimes.removeAll(keepingCapacity: true)
        session.keyTimes.removeAll(keepingCapacity: true)
    }
    return results
}

/// Drives one player through a long session and times its frames, keys and seeks.
private final class LongRunSampler {
    let player: Player
    let demo: String
    let screen: ScreenPair
    /// Transitions started so far.
    private(set) var transitions = 0
    /// The frames and keys measured so far.
    var frameTimes: [Double] = []
    var keyTimes: [Double] = []

    init(demo: String, columns: Int, rows: Int) {
        self.demo = demo
        player = Player(registry: Demos.registry(), demo: demo, columns: columns, rows: rows)
        screen = ScreenPair(showing: player)
        frameTimes.reserveCapacity(2_000)
    }

    /// Plays transitions, unmeasured, until `count` have started; whether they did.
    func run(to count: Int, drawing: Bool) -> Bool {
        while transitions < count {
            guard startNext(timed: false) else { return false }
            playOut(drawing: drawing, timed: false)
        }
        return true
    }

    /// Plays one transition, timing its key and every frame; whether it started.
    func measureTransition() -> Bool {
        guard startNext(timed: true) else { return false }
        playOut(drawing: true, timed: true)
        return true
    }

    /// Plays a transition to its end, pauses, and times seeks back inside it, each with its frame.
    func measureSeeks() -> [Double] {
        var seeks: [Double] = []
        guard startNext(timed: false), let take = player.take else { return seeks }
        playOut(drawing: true, timed: false)
        player.update(.key(.character(" ")))  // pause at the end
        frame()
        for _ in 0..<100 {
            seeks.append(clocked { player.update(.key(Key(.left))); frame() })
        }
        for p in [0.9, 0.75, 0.5, 0.25, 0.1, 0] {
            player.update(.key(Key(.end)))
            frame()
            seeks.append(clocked { player.seek(to: take.time(at: p)); frame() })
        }
        player.update(.key(Key(.end)))
        player.update(.key(.character(" ")))  // play on
        playOut(drawing: true, timed: false)
        return seeks
    }

    /// Starts the next transition (Enter when the grid shows, else Esc); whether one started.
    func startNext(timed: Bool) -> Bool {
        let before = player.take
        let key = Key(before?.kind == .present ? .escape : .enter)
        let elapsed = clocked { player.update(.key(key)) }
        frame()
        guard let take = player.take, take != before else { return false }
        transitions += 1
        if timed { keyTimes.append(elapsed) }
        return true
    }

    /// Steps media time at 60 fps to the end of the take and until the scene rests.
    func playOut(drawing: Bool, timed: Bool) {
        guard let take = player.take else { return }
        var frames = 0
        while (player.sceneTime < take.end || player.isAnimating) && frames < 60 * 60 {
            frames += 1
            if !drawing {
                player.update(.tick(1.0 / 60))
            } else if timed {
                frameTimes.append(clocked { player.update(.tick(1.0 / 60)); frame() })
            } else {
                player.update(.tick(1.0 / 60))
                frame()
            }
        }
    }

    /// Draws the frame and diffs it against the one before, as the previewer does.
    private func frame() {
        screen.draw(player)
    }

    private func clocked(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start)
    }
}
