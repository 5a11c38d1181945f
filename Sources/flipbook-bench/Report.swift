//  Report.swift — flipbook-bench
//  Everything measured, as tables for people and as JSON for machines.

import Foundation

/// All the figures of one run.
struct Report {
    var clock: String
    var allocationCounting: String
    var frames: [DemoFrameResult] = []
    var timing: [Throughput] = []
    var dynamics: [Throughput] = []
    var layout: [Throughput] = []
    var displayLists: [DisplayListCase] = []
    /// Subviews added and characters typed one by one (`scalingBenchmarks`).
    var scaling: [ScalingSeries] = []
    /// Issue 55: the dynamics drop at 50, 200 and 860 pieces (`dynamicsScaleBenchmarks`).
    var dynamicsScale: [DynamicsScaleCase] = []
    var startup: [Result<StartupResult, StartupError>] = []
    var render: [Measurement] = []
    var bytes: [String] = []
    var longRun: [LongRunResult] = []
    var exports: [ExportResult] = []
    /// Issue 55: many views animated at once (`manyAnimationsBenchmarks`).
    var manyAnimations: [ManyAnimationsResult] = []
    var peakResidentMiB: Double?
    /// How many rounds the whole-frame and pipeline cases were measured in (see `bestRounds`).
    var rounds = 1

    /// Every goal check, in the order the tables show them.
    var checks: [GoalCheck] {
        var checks = frames.flatMap(\.checks)
        if let offscreen = displayLists.first(where: { $0.views == 10_000 && $0.onScreen < $0.views }) {
            checks.append(GoalCheck(goal: Goal.offscreenDisplayList.id, subject: offscreen.name, measured: offscreen.build.nanoseconds,
                                    limit: Goal.offscreenDisplayList.limit, unit: "ns"))
        }
        for case .success(let startup) in startup {
            checks.append(GoalCheck(goal: Goal.startup.id, subject: startup.command + ", median", measured: startup.median,
                                    limit: Goal.startup.limit, unit: "ns"))
        }
        checks += dynamicsScaleChecks
        checks += longRunGrowthChecks(longRun) + longRun.flatMap(\.checks)
        checks += scaling.compactMap(\.check)
        for e in exports where e.isTransition {
            checks.append(GoalCheck(goal: Goal.export.id, subject: "\(e.demo) Enter transition, median per media second",
                                    measured: e.perMediaSecond, limit: Goal.export.limit, unit: "ns"))
        }
        checks += manyAnimations.flatMap(\.checks)
        for e in exports {
            guard let ratio = e.sizeRatio else { continue }
            checks.append(GoalCheck(goal: Goal.gifSize.id, subject: "\(e.demo) GIF bytes over ffmpeg's", measured: ratio,
                                    limit: Goal.gifSize.limit, unit: "×"))
        }
        return checks
    }

    /// Per goal: its text and whether every check of it passed (nil when nothing checked it).
    var goalSummary: [(id: String, text: String, checked: Int, failed: Int)] {
        let all = checks
        return [Goal.frameAt160x48, Goal.frameAt240x70, Goal.allocations, Goal.startup, Goal.offscreenDisplayList,
                Goal.longRunGrowth, Goal.seekBack, Goal.export, Goal.gifSize, Goal.manyAnimationsStart,
                Goal.manyAnimationsFrame, Goal.subviews, Goal.typing, Goal.dynamicsAdd, Goal.dynamicsStep,
                Goal.dynamicsRealTime].map { goal in
            let mine = all.filter { $0.goal == goal.id }
            return (goal.id, goal.text, mine.count, mine.filter { !$0.passes }.count)
        }
    }
}

// MARK: - Tables

func microseconds(_ ns: Double) -> String { String(format: "%.0f µs", ns / 1_000) }

func passMark(_ pass: Bool) -> String { pass ? "pass" : "FAIL" }

extension Report {
    func printTables() {
        if !frames.isEmpty { printFrames() }
        if !timing.isEmpty || !dynamics.isEmpty || !layout.isEmpty { printThroughput() }
        if !displayLists.isEmpty { printDisplayLists() }
        if !scaling.isEmpty { printScaling() }
        if !dynamicsScale.isEmpty { printDynamicsScale() }
        if !startup.isEmpty { printStartup(startup) }
        if !render.isEmpty {
            printTable("Frame pipeline alone (a synthetic 50-view display list; half-block, 24-bit colour). " + roundsNote, render)
        }
        if !longRun.isEmpty { printLongRun() }
        if !exports.isEmpty { printExports() }
        printManyAnimations(manyAnimations)
        if !bytes.isEmpty {
            print("ANSI bytes")
            for line in bytes { print(line) }
            print("")
        }
        printGoals()
        if let peakResidentMiB { print(String(format: "Peak resident memory: %.1f MiB", peakResidentMiB)) }
    }

    /// How the rows' times were chosen, for the tables' headers.
    var roundsNote: String {
        rounds == 1 ? "Each row measured in one round."
            : "Each row measured in \(rounds) rounds, the whole-frame and pipeline tables' rounds taking turns (a row's rounds "
                + "lie a table's run apart,\nabout 20 s); the row shows its fastest round (lowest median): noise only adds time. "
                + "A slow spell of this machine can outlast them all."
    }

    /// Every round's median in µs, in round order ("–" for none).
    func roundList(_ medians: [Double]) -> String {
        medians.isEmpty ? "–" : medians.map { String(format: "%.0f", $0 / 1_000) }.joined(separator: " ")
    }

    private func printFrames() {
        print("Whole frame per demo: Player.update(.tick(1/60)) + Player.render(into:) (layout, layer tree → display list,")
        print("rasterise, blit, HUD) + ANSI diff against the previous frame; frames stepped at 60 fps of media time through")
        print("each transition, repeated after one unmeasured run. Time: \(clock). Allocations: \(allocationCounting).")
        print(roundsNote)
        let header = ["demo", "direction", "size", "frames", "median", "p95", "fps", "budget", "bytes/frame", "allocs mean",
                      "allocs median", "time goal", "alloc goal", "round medians (µs)"]
        var rows: [[String]] = []
        for r in frames {
            let timeGoal = r.timeGoal
            rows.append([
                r.demo, r.direction, r.size, "\(r.frames)", microseconds(r.median), microseconds(r.p95),
                String(format: "%.0f", 1e9 / r.median), String(format: "%.1f%%", r.median / frameBudget * 100),
                String(format: "%.0f", r.bytesPerFrame), String(format: "%.1f", r.allocationsPerFrame),
                String(format: "%.0f", r.steadyAllocationsPerFrame),
                timeGoal.map { "≤ \(microseconds($0.limit)) " + passMark(r.median <= $0.limit) } ?? "–",
                "0 " + passMark(r.steadyAllocationsPerFrame <= Goal.allocations.limit),
                roundList(r.roundMedians),
            ])
        }
        printColumns(header, rows, rightAligned: [3, 4, 5, 6, 7, 8, 9, 10])
        print("  fps = 1 / median; budget = median as a share of 16.7 ms; time goals on the median; the allocation goal")
        print("  on the median frame's count (steady state — a transition's first and last frames add and finish animations).")
        print("")
    }

    private func printThroughput() {
        print("Engine (median of 7 rounds after a warm-up round)")
        var rows: [[String]] = []
        for t in timing + dynamics + layout {
            rows.append([t.name, String(format: "%.1f ns", t.nanoseconds), String(format: "%.3g /s", t.perSecond).replacingOccurrences(of: "e+0", with: "e"),
                         t.unit, String(format: "%.2f", t.allocationsPerOperation)])
        }
        printColumns(["case", "per op", "per second", "op", "allocs/op"], rows, rightAligned: [1, 2, 4])
        print("")
    }

    private func printScaling() {
        print("One by one (time per step, median of the rounds after a warm-up round; flat across counts is linear work;")
        print("exponent = log(t(N) / t(N/4)) / log 4 of the whole run's time: 1 is linear, 2 quadratic)")
        var rows: [[String]] = []
        for series in scaling {
            for (count, t) in series.points {
                let goal = series.check.flatMap { check in
                    count == series.goalCount ? "≤ \(String(format: "%.0f ms", check.limit / 1e6)) " + passMark(check.passes) : nil
                } ?? "–"
                rows.append([t.name, String(format: "%.1f ns", t.nanoseconds), String(format: "%.2f ms", t.nanoseconds * Double(count) / 1e6),
                             t.unit, String(format: "%.2f", t.allocationsPerOperation), goal])
            }
            if let exponent = series.exponent {
                rows.append(["  exponent from N/4 to N", "", String(format: "%.2f", exponent), "", "", ""])
            }
        }
        printColumns(["case", "per step", "all steps", "step", "allocs/step", "goal"], rows, rightAligned: [1, 2, 4])
        print("")
    }

    private func printDisplayLists() {
        print("Layer tree → display list (UIWindow with 30×30 subviews; CALayer.displayList(atRootTime:into:), storage reused)")
        var rows: [[String]] = []
        for c in displayLists {
            let goal = c.views == 10_000 && c.onScreen < c.views
                ? "≤ \(microseconds(Goal.offscreenDisplayList.limit)) " + passMark(c.build.nanoseconds <= Goal.offscreenDisplayList.limit) : "–"
            rows.append([c.name, "\(c.items)", String(format: "%.1f µs", c.build.nanoseconds / 1_000),
                         String(format: "%.1f ns", c.build.nanoseconds / Double(c.views)),
                         String(format: "%.1f", c.build.allocationsPerOperation), goal])
        }
        printColumns(["case", "items", "build", "per view", "allocs/build", "goal"], rows, rightAligned: [1, 2, 3, 4])
        print("")
    }

    private func printStartup(_ runs: [Result<StartupResult, StartupError>]) {
        print("Startup: process start → first byte of its frame on stdout (wall clock; after one unmeasured run each)")
        var rows: [[String]] = []
        for run in runs {
            switch run {
            case .success(let s):
                rows.append([s.command, "\(s.nanoseconds.count)", String(format: "%.1f ms", s.median / 1e6),
                             String(format: "%.1f ms", s.p95 / 1e6), "≤ 100 ms " + passMark(s.median <= Goal.startup.limit)])
            case .failure(let error):
                rows.append(["not measured: \(error)", "", "", "", ""])
            }
        }
        printColumns(["command", "runs", "median", "p95", "goal"], rows, rightAligned: [1, 2, 3])
        print("")
    }

    private func printExports() {
        print("Export (flipbook export DEMO -o OUT.gif): the Enter transition at scale 1 (390×844 px), 30 fps, into memory; ")
        print("\(exportScript.name).flip at \(Int(exportScript.fps)) fps (flipbook export \(exportScript.name).flip --fps \(Int(exportScript.fps))). \(clock)")
        print("encode: GIFWriter alone on the same frames; ffmpeg: palettegen then paletteuse on them (its wall time, both passes).")
        let rows = exports.map { e in
            [e.demo, String(format: "%.3f s", e.mediaTime), "\(e.frames)", "\(e.bytes)", e.ffmpeg.map { "\($0.bytes)" } ?? "–",
             e.sizeRatio.map { String(format: "%.2f× ", $0) + passMark($0 <= Goal.gifSize.limit) } ?? "no ffmpeg",
             String(format: "%.0f ms", e.median / 1e6), String(format: "%.0f ms", e.encodeNanoseconds / 1e6),
             e.ffmpeg.map { String(format: "%.0f ms", $0.nanoseconds / 1e6) } ?? "–",
             String(format: "%.0f ms", e.perMediaSecond / 1e6),
             e.isTransition ? "≤ 1 000 ms " + passMark(e.perMediaSecond <= Goal.export.limit) : "–"]
        }
        printColumns(["demo", "media time", "frames", "bytes", "ffmpeg bytes", "≤ 1.3×", "export", "encode", "ffmpeg",
                      "per media second", "goal"], rows, rightAligned: [1, 2, 3, 4, 6, 7, 8, 9])
        if exports.contains(where: { $0.ffmpeg == nil }) { print("  (no ffmpeg on PATH: sizes not compared; apt-get install ffmpeg)") }
        print("")
    }

    private func printLongRun() {
        print("Long run (issue 18): one zoom session at 160×48, present and dismiss in turn, every frame at 60 fps of media time.")
        print("At each point: the whole frames of the next 4 transitions and the keys that start them, each transition in turn with")
        print("one of a fresh session after \(referenceTransitions) (\"vs fresh\": the ratio of medians, so a slow spell of the machine slows")
        print("both); then, paused at the end of a 5th, seeks back inside it (← key by key, 100 % → 0 %, and jumps from the end to")
        print("90 … 0 %), each with its frame. Time: \(clock).")
        var rows: [[String]] = []
        for r in longRun {
            rows.append(["\(r.transitions)", "\(r.frames.count)", microseconds(r.frameMedian),
                         microseconds(Statistics.percentile(95, ofSorted: r.frames)), String(format: "%.2f×", r.frameGrowth),
                         microseconds(r.keyMedian), String(format: "%.2f×", r.keyGrowth), "\(r.seeks.count)", microseconds(r.seekMedian),
                         microseconds(Statistics.percentile(95, ofSorted: r.seeks)), microseconds(r.seekMax),
                         r.seeks.isEmpty ? "–" : "≤ 5 ms " + passMark(r.seekMax <= Goal.seekBack.limit)])
        }
        printColumns(["after", "frames", "frame median", "p95", "vs fresh", "key median", "vs fresh", "seeks", "seek median",
                      "p95", "slowest", "seek goal"], rows, rightAligned: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        print("  growth goal: the last row's frame and key medians ≤ 1.25× the fresh session's.")
        print("")
    }

    private func printGoals() {
        print("Goals")
        for g in goalSummary {
            let verdict = g.checked == 0 ? "not measured" : g.failed == 0 ? "pass (\(g.checked) checked)" : "FAIL (\(g.failed) of \(g.checked))"
            print("  \(g.text.padding(toLength: 56, withPad: " ", startingAt: 0)) \(verdict)")
        }
        print("")
    }
}

/// Prints rows under a header, each column as wide as its widest cell.
func printColumns(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) {
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
        "  " + cells.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return rightAligned.contains(i) ? pad + cell : cell + pad
        }.joined(separator: "  ")
    }
    print(line(header))
    for row in rows { print(line(row)) }
}

// MARK: - JSON

extension Report {
    /// The report as a JSON object (keys sorted when serialised).
    func json(machine: [String: Any]) -> [String: Any] {
        var object: [String: Any] = [
            "machine": machine,
            "clock": clock,
            "allocationCounting": allocationCounting,
            "frameBudgetMicroseconds": frameBudget / 1_000,
            "rounds": rounds,
        ]
        object["frames"] = frames.map { r -> [String: Any] in
            [
                "demo": r.demo, "direction": r.direction, "columns": r.columns, "rows": r.rows,
                "frames": r.frames, "transitions": r.transitions,
                "medianMicroseconds": r.median / 1_000, "p95Microseconds": r.p95 / 1_000,
                "framesPerSecond": 1e9 / r.median, "budgetShare": r.median / frameBudget,
                "bytesPerFrame": r.bytesPerFrame, "allocationsPerFrame": r.allocationsPerFrame,
                "allocationsMedianFrame": r.steadyAllocationsPerFrame,
                "roundMediansMicroseconds": r.roundMedians.map { $0 / 1_000 },
                "goals": r.checks.map(Self.json),
            ]
        }
        object["engine"] = [
            "timing": timing.map(Self.json),
            "dynamics": dynamics.map(Self.json),
            "layout": layout.map(Self.json),
            "scaling": scaling.map { series -> [String: Any] in
                var object: [String: Any] = ["name": series.name, "points": series.points.map { Self.json($0.result) }]
                if let exponent = series.exponent { object["exponent"] = exponent }
                if let check = series.check { object["goal"] = Self.json(check) }
                return object
            },
            "dynamicsScale": dynamicsScale.map { c -> [String: Any] in
                ["bodies": c.bodies, "addBehaviorsMilliseconds": c.addBehaviors / 1e6, "simulationSeconds": c.simulation / 1e9,
                 "steps": c.steps, "stepMicroseconds": c.stepNanoseconds / 1e3, "settlingTime": c.settlingTime ?? -1,
                 "realTimeRatio": c.realTimeRatio, "trajectoryBytesPerBody": c.bytesPerBody]
            },
            "displayList": displayLists.map { c -> [String: Any] in
                ["name": c.name, "views": c.views, "onScreen": c.onScreen, "items": c.items,
                 "buildMicroseconds": c.build.nanoseconds / 1_000, "nanosecondsPerView": c.build.nanoseconds / Double(c.views),
                 "allocationsPerBuild": c.build.allocationsPerOperation]
            },
        ]
        object["export"] = exports.map { e -> [String: Any] in
            var o: [String: Any] = ["demo": e.demo, "mediaSeconds": e.mediaTime, "frames": e.frames, "bytes": e.bytes,
                                    "medianMilliseconds": e.median / 1e6, "millisecondsPerMediaSecond": e.perMediaSecond / 1e6,
                                    "encodeMilliseconds": e.encodeNanoseconds / 1e6]
            if let f = e.ffmpeg { o["ffmpegBytes"] = f.bytes; o["ffmpegMilliseconds"] = f.nanoseconds / 1e6 }
            return o
        }
        object["startup"] = startup.map { run -> [String: Any] in
            switch run {
            case .success(let s):
                return ["command": s.command, "runs": s.nanoseconds.count,
                        "medianMilliseconds": s.median / 1e6, "p95Milliseconds": s.p95 / 1e6]
            case .failure(let error):
                return ["error": error.description]
            }
        }
        object["render"] = render.map { m -> [String: Any] in
            var o: [String: Any] = ["name": m.name.trimmingCharacters(in: .whitespaces), "size": m.size,
                                    "medianMicroseconds": m.median / 1_000, "p95Microseconds": m.p95 / 1_000,
                                    "allocationsPerFrame": m.allocationsPerIteration,
                                    "roundMediansMicroseconds": m.roundMedians.map { $0 / 1_000 }]
            if let bytes = m.bytesPerIteration { o["bytesPerFrame"] = bytes }
            return o
        }
        object["ansiBytes"] = bytes.map { $0.trimmingCharacters(in: .whitespaces) }
        object["longRun"] = longRun.map { r -> [String: Any] in
            ["demo": r.demo, "columns": r.columns, "rows": r.rows, "transitions": r.transitions,
             "frames": r.frames.count, "frameMedianMicroseconds": r.frameMedian / 1_000,
             "frameP95Microseconds": Statistics.percentile(95, ofSorted: r.frames) / 1_000,
             "keyMedianMicroseconds": r.keyMedian / 1_000, "frameGrowth": r.frameGrowth, "keyGrowth": r.keyGrowth,
             "referenceTransitions": referenceTransitions, "seeks": r.seeks.count,
             "seekMedianMicroseconds": r.seekMedian / 1_000, "seekMaxMicroseconds": r.seekMax / 1_000]
        }
        let summary = goalSummary
        object["goals"] = summary.map { g -> [String: Any] in
            ["id": g.id, "goal": g.text, "checked": g.checked, "failed": g.failed,
             "pass": g.checked > 0 && g.failed == 0]
        }
        object["manyAnimations"] = manyAnimations.map(\.json)
        object["checks"] = checks.map(Self.json)
        object["pass"] = summary.allSatisfy { $0.checked > 0 && $0.failed == 0 }
        if let peakResidentMiB { object["peakResidentMiB"] = peakResidentMiB }
        return object
    }

    private static func json(_ t: Throughput) -> [String: Any] {
        var object: [String: Any] = ["name": t.name, "unit": t.unit, "nanosecondsPerOperation": t.nanoseconds,
                                     "perSecond": t.perSecond, "allocationsPerOperation": t.allocationsPerOperation]
        if let operations = t.operations { object["operationsPerRound"] = operations }
        return object
    }

    private static func json(_ c: GoalCheck) -> [String: Any] {
        ["goal": c.goal, "subject": c.subject, "measured": c.measured, "limit": c.limit, "unit": c.unit, "pass": c.passes]
    }
}
