//  Goals.swift — flipbook-bench
//  The targets issue 10 sets, and whether a measurement meets them.

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
    /// The goals this row is checked against: its size's time goal (median), and allocations.
    var checks: [GoalCheck] {
        var checks: [GoalCheck] = []
        let subject = "\(demo) \(direction) \(size)"
        if let goal = Goal.frameTime(columns: columns, rows: rows) {
            checks.append(GoalCheck(goal: goal.id, subject: subject + ", median", measured: median, limit: goal.limit, unit: "ns"))
        }
        checks.append(GoalCheck(goal: Goal.allocations.id, subject: subject + ", median frame", measured: steadyAllocationsPerFrame,
                                limit: Goal.allocations.limit, unit: "allocations/frame"))
        return checks
    }
}
