//  Goals.swift — flipbook-bench
//  The targets issues 10, 18, 26 and 55 set, and whether a measurement meets them.

import Foundation

/// The 60 fps frame budget, nanoseconds.
let frameBudget = 1e9 / 60

/// One goal checked against one measured figure.
struct GoalCheck {
    /// Which goal ("frame-160x48", "allocations", …).
    var goal: String
    /// What was measured, in words ("pinterest present 160×48, median").
    var subject: String
    /// The figure and its limit in the goal's unit.
    var measured: Double
    var limit: Double
    var unit: String

    var passes: Bool { measured <= limit }
}

/// The goals, each with its limit.
enum Goal {
    /// Whole frame at 160×48, median: ≤ 0.5 ms for every demo.
    static let frameAt160x48 = (id: "frame-160x48", limit: 500_000.0, text: "whole frame ≤ 0.5 ms at 160×48")
    /// Whole frame at 240×70, median: ≤ 2 % of the 60 fps budget (0.333 ms).
    static let frameAt240x70 = (id: "frame-240x70", limit: frameBudget * 0.02, text: "whole frame ≤ 2% of 16.7 ms (0.333 ms) at 240×70")
    /// Heap allocations per frame in steady state: none.
    static let allocations = (id: "allocations", limit: 0.0, text: "0 heap allocations per frame (steady state)")
    /// Startup to the first frame written, median: ≤ 100 ms.
    static let startup = (id: "startup", limit: 100_000_000.0, text: "startup to first frame ≤ 100 ms")
    /// Display-list build with 10 000 views, mostly off screen: ≤ 1 ms.
    static let offscreenDisplayList = (id: "display-list-offscreen", limit: 1_000_000.0,
                                       text: "display list of 10 000 mostly off-screen views ≤ 1 ms")

    /// Issue 18: after 1 000 transitions a frame, and the key that starts a transition, cost at
    /// most 1.25× what they cost after 10 (medians; a fresh session after 10 measured in turn with
    /// it, so the machine's slow spells cancel); the limit is a ratio.
    static let longRunGrowth = (id: "long-run-growth", limit: 1.25, text: "frame and key after 1 000 transitions ≤ 1.25× after 10")
    /// Issue 18: a seek back inside the current take, with the frame it shows, ≤ 5 ms (the slowest).
    static let seekBack = (id: "seek-back", limit: 5_000_000.0, text: "seek back in the current take ≤ 5 ms (slowest)")

    /// Issue 26: a transition exported as a GIF at scale 1 in less time than it plays (per
    /// second of media time; the limit is a ratio).
    static let export = (id: "export", limit: 1_000_000_000.0, text: "GIF export at scale 1 ≤ 1 s per 1 s of transition")
    /// Issue 55: an exported GIF at most 1.3× the bytes of ffmpeg's (palettegen, paletteuse) for
    /// the same frames (checked when ffmpeg is on PATH; the limit is a ratio).
    static let gifSize = (id: "gif-size", limit: 1.3, text: "exported GIF ≤ 1.3× ffmpeg's bytes for the same frames")

    /// Issue 55: 3 400 views each animated with its own delay in one turn (`ManyAnimationsBenchmark`):
    /// the scene built and the transition started ≤ 50 ms; a frame while they fly ≤ 16 ms.
    static let manyAnimationsStart = (id: "many-animations-start", limit: 50_000_000.0,
                                      text: "3 400 pieces: scene build + transition start ≤ 50 ms")
    static let manyAnimationsFrame = (id: "many-animations-frame", limit: 16_000_000.0,
                                      text: "3 400 pieces: frame at 160×48 ≤ 16 ms")

    /// Issue 55: 100 000 subviews added one by one to one view in ≤ 1 s (the whole run, median round).
    static let subviews = (id: "subviews-100k", limit: 1_000_000_000.0, text: "100 000 subviews added one by one ≤ 1 s")
    /// Issue 55: 16 000 characters typed one by one into a text view in ≤ 100 ms (the whole run,
    /// median round; each kind of text).
    static let typing = (id: "typing-16k", limit: 100_000_000.0, text: "16 000 characters typed into a UITextView ≤ 100 ms")

    /// Issue 55, 860 dynamic bodies (a shatter dropped): adding the behaviours ≤ 50 ms, one
    /// simulation step ≤ 2 ms (the mean), and the whole drop simulated within its own duration.
    static let dynamicsAdd = (id: "dynamics-add-860", limit: 50_000_000.0, text: "860 dynamic bodies: adding the behaviours ≤ 50 ms")
    static let dynamicsStep = (id: "dynamics-step-860", limit: 2_000_000.0, text: "860 dynamic bodies: one simulation step ≤ 2 ms")
    static let dynamicsRealTime = (id: "dynamics-realtime-860", limit: 1.0,
                                   text: "860 dynamic bodies: the drop simulated within its own duration")

    /// The time goal for a frame at this size, if any.
    static func frameTime(columns: Int, rows: Int) -> (id: String, limit: Double, text: String)? {
        switch (columns, rows) {
        case (160, 48): return frameAt160x48
        case (240, 70): return frameAt240x70
        default: return nil
        }
    }
}

extension DemoFrameResult {
    /// The time goal of this row's size, if any. The shatter's thousands of views (with the
    /// inspector or without) have their own frame goal (`ManyAnimationsResult`), not these.
    var timeGoal: (id: String, limit: Double, text: String)? {
        demo == "shatter" || demo.hasPrefix("shatter ") ? nil : Goal.frameTime(columns: columns, rows: rows)
    }

    /// The goals this row is checked against: its time goal (median), and allocations.
    var checks: [GoalCheck] {
        var checks: [GoalCheck] = []
        let subject = "\(demo) \(direction) \(size)"
        if let goal = timeGoal {
            checks.append(GoalCheck(goal: goal.id, subject: subject + ", median", measured: median, limit: goal.limit, unit: "ns"))
        }
        checks.append(GoalCheck(goal: Goal.allocations.id, subject: subject + ", median frame", measured: steadyAllocationsPerFrame,
                                limit: Goal.allocations.limit, unit: "allocations/frame"))
        return checks
    }
}

extension LongRunResult {
    /// The seek-back goal: every seek of this checkpoint, the slowest checked.
    var checks: [GoalCheck] {
        guard !seeks.isEmpty else { return [] }
        return [GoalCheck(goal: Goal.seekBack.id, subject: "\(demo) \(size) after \(transitions) transitions, slowest of \(seeks.count) seeks",
                          measured: seekMax, limit: Goal.seekBack.limit, unit: "ns")]
    }
}

/// The growth goal: the last checkpoint's frame and key medians against those of a fresh session
/// after `referenceTransitions`, measured in turn with them.
func longRunGrowthChecks(_ results: [LongRunResult]) -> [GoalCheck] {
    guard let last = results.last, !last.referenceFrames.isEmpty, !last.referenceKeys.isEmpty else { return [] }
    let span = "after \(last.transitions) vs \(referenceTransitions) transitions"
    return [GoalCheck(goal: Goal.longRunGrowth.id, subject: "\(last.demo) \(last.size) frame median, \(span)",
                      measured: last.frameGrowth, limit: Goal.longRunGrowth.limit, unit: "×"),
            GoalCheck(goal: Goal.longRunGrowth.id, subject: "\(last.demo) \(last.size) key starting a transition, median, \(span)",
                      measured: last.keyGrowth, limit: Goal.longRunGrowth.limit, unit: "×")]
}
