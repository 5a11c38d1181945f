//  ManyAnimationsBenchmark.swift — flipbook-bench
//  Issue 55: many views animated at once, each with its own delay (a "shatter"): the scene built
//  and its transition started, then its frames. Starting N animations once cost O(N²) (the clock
//  scanned every animation for each event: 76 s for 3 400 pieces, 608 ms a frame).

import Foundation
import FlipbookCore
import FlipbookDemos
import FlipbookGraphics
import FlipbookKit
import FlipbookPlayer
import FlipbookRender
import CMallocCounter

/// One count of pieces: what starting them costs, and a frame while they fly.
struct ManyAnimationsResult {
    /// "pieces" (the synthetic scene below), or the `shatter` demo's "shatter present" / "shatter dismiss".
    var name = "pieces"
    var views: Int
    /// Nanoseconds (medians of the rounds): `Player.init` (the scene built), the Enter key (the
    /// animations started and the take measured on a spare scene), and the frame after it.
    var build: Double
    var start: Double
    var firstFrame: Double
    /// A whole frame while animating (tick, render, diff), and its parts measured apart at the same
    /// moments: the window's display list, the rasteriser on it at the player's size, the ANSI diff.
    var frame: Double
    var displayList: Double
    var rasterise: Double
    var diff: Double
    var steadyAllocationsPerFrame: Double
    var frames: Int

    var buildAndStart: Double { build + start }
}

/// The pieces: `views` 10-pt squares over a 390×844 screen, each moved, turned and faded by its own
/// `UIView.animate(withDuration:delay:)` (3 properties; each its own delay, spread over 0.3 s), all in one turn.
private func piecesDemo(views: Int) -> TransitionDemo {
    TransitionDemo(name: "pieces", summary: "\(views) pieces flying apart") { window in
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        let pieces = (0..<views).map { i -> UIView in
            let piece = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39 % 84) * 10, width: 10, height: 10))
            piece.backgroundColor = UIColor(hue: CGFloat(i % 37) / 37, saturation: 0.6, brightness: 0.9, alpha: 1)
            root.addSubview(piece)
            return piece
        }
        return DemoScene(window: window, primaryActionName: "shatter", primaryAction: {
            for (i, piece) in pieces.enumerated() {
                let dx = CGFloat(i % 39) - 19, dy = CGFloat(i / 39 % 84) - 42
                UIView.animate(withDuration: 0.6, delay: 0.3 * Double(i) / Double(views), options: [.curveEaseIn]) {
                    piece.center = CGPoint(x: piece.center.x + dx * 8, y: piece.center.y + dy * 8)
                    piece.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) - 3)
                    piece.alpha = 0
                }
            }
        })
    }
}

/// Measures N = 100, 400, 1 600, 3 400 pieces at 160×48 (`counts` to choose others).
func manyAnimationsBenchmarks(counts: [Int] = [100, 400, 1_600, 3_400], rounds: Int) -> [ManyAnimationsResult] {
    counts.map { views in
        medianRound((0..<max(rounds, 1)).map { _ in measurePieces(views: views) })
    }
}

/// The `shatter` demo at 160×48: its present (3 315 pieces flying apart: build + Enter, then the
/// frames) and its dismiss (860 pieces falling under UIKit Dynamics: Esc, simulated to rest, then
/// the frames); the median of `rounds` each.
func shatterDemoBenchmarks(rounds: Int) -> [ManyAnimationsResult] {
    [false, true].map { dismissing in
        let runs = (0..<max(rounds, 1)).map { _ in
            measureTake(registry: DemoRegistry([ShatterDemo()]), views: dismissing ? 860 : 3_315,
                        name: dismissing ? "shatter dismiss" : "shatter present", key: Key(dismissing ? .escape : .enter)) { player in
                // Presented and run to its end first (not timed), to dismiss.
                guard dismissing else { return }
                player.update(.key(Key(.enter)))
                for _ in 0..<90 { player.update(.tick(1.0 / 60)) }
            }
        }
        return medianRound(runs)
    }
}

/// Each figure the median of the runs'.
private func medianRound(_ runs: [ManyAnimationsResult]) -> ManyAnimationsResult {
    func median(_ value: (ManyAnimationsResult) -> Double) -> Double {
        Statistics.median(ofSorted: runs.map(value).sorted())
    }
    var result = runs[0]
    result.build = median(\.build)
    result.start = median(\.start)
    result.firstFrame = median(\.firstFrame)
    result.frame = median(\.frame)
    result.displayList = median(\.displayList)
    result.rasterise = median(\.rasterise)
    result.diff = median(\.diff)
    return result
}

private func measurePieces(views: Int) -> ManyAnimationsResult {
    measureTake(registry: DemoRegistry([piecesDemo(views: views)]), views: views, name: "pieces", key: Key(.enter))
}

/// A player made (`build`), `prepare`d (not timed), `key` pressed (`start`: the transition
/// started and its take measured), then its frames.
private func measureTake(registry: DemoRegistry, views: Int, name: String, key: Key,
                         prepare: (Player) -> Void = { _ in }) -> ManyAnimationsResult {
    var t = now()
    let player = Player(registry: registry, columns: 160, rows: 48)
    let build = Double(now() - t)
    prepare(player)
    let screen = ScreenPair(showing: player)
    t = now()
    player.update(.key(key))
    let start = Double(now() - t)
    t = now()
    player.update(.tick(1.0 / 60))
    screen.draw(player)
    let firstFrame = Double(now() - t)

    var frames: [Double] = [], lists: [Double] = [], rasters: [Double] = [], diffs: [Double] = [], allocations: [Double] = []
    var list = DisplayList(size: .zero, items: [])
    // The list timed apart keeps its clip lists in storage of its own: built with the window's,
    // every list it made would still be held by the player's, and both builds would copy them.
    let scratch = DisplayListScratch()
    let window = player.scene.window
    let renderer = Renderer()
    var cells = CellBuffer(width: 160, height: 48), shown = CellBuffer(width: 160, height: 48)
    let encoder = ANSIEncoder()
    // Through the flight (0.9 s): each frame whole, then its parts again at the same moment.
    for _ in 0..<50 {
        let allocationsBefore = flipbook_allocation_count()
        t = now()
        player.update(.tick(1.0 / 60))
        screen.draw(player)
        frames.append(Double(now() - t))
        allocations.append(Double(flipbook_allocation_count() - allocationsBefore))
        t = now()
        window.layer.displayList(atRootTime: window.clock.time, into: &list, scratch: scratch)
        lists.append(Double(now() - t))
        t = now()
        renderer.render(list, into: &cells, area: CellRect(column: 0, row: 0, columns: 160, rows: 48), background: .black)
        rasters.append(Double(now() - t))
        t = now()
        encoder.removeAll()
        encoder.encodeDiff(from: shown, to: cells)
        diffs.append(Double(now() - t))
        swap(&cells, &shown)
    }
    func median(_ values: [Double]) -> Double { Statistics.median(ofSorted: values.sorted()) }
    return ManyAnimationsResult(name: name, views: views, build: build, start: start, firstFrame: firstFrame, frame: median(frames),
                                displayList: median(lists), rasterise: median(rasters), diff: median(diffs),
                                steadyAllocationsPerFrame: median(allocations), frames: frames.count)
}

extension ManyAnimationsResult {
    /// Issue 55's goals at 3 400 pieces: scene build plus transition start ≤ 50 ms, frame ≤ 16 ms.
    /// The shatter demo's present is held to the same goals; its dismiss to the frame's alone (its
    /// start is the simulation of 860 bodies, which the dynamics rows judge).
    var checks: [GoalCheck] {
        guard views == 3_400 || name.hasPrefix("shatter") else { return [] }
        let start = GoalCheck(goal: Goal.manyAnimationsStart.id, subject: "\(name): \(views) views, build + key, median",
                              measured: buildAndStart, limit: Goal.manyAnimationsStart.limit, unit: "ns")
        let frame = GoalCheck(goal: Goal.manyAnimationsFrame.id, subject: "\(name): \(views) views, frame at 160×48, median",
                              measured: frame, limit: Goal.manyAnimationsFrame.limit, unit: "ns")
        return name == "shatter dismiss" ? [frame] : [start, frame]
    }

    var json: [String: Any] {
        ["name": name, "views": views, "buildMilliseconds": build / 1e6, "startMilliseconds": start / 1e6, "firstFrameMilliseconds": firstFrame / 1e6,
         "frameMilliseconds": frame / 1e6, "displayListMilliseconds": displayList / 1e6, "rasteriseMilliseconds": rasterise / 1e6,
         "diffMilliseconds": diff / 1e6, "allocationsMedianFrame": steadyAllocationsPerFrame, "frames": frames,
         "goals": checks.map { ["goal": $0.goal, "measured": $0.measured, "limit": $0.limit, "passes": $0.passes] }]
    }
}

/// Prints the rows with each cost's growth exponent from the row before (log(t(N)/t(M)) / log(N/M)).
func printManyAnimations(_ rows: [ManyAnimationsResult]) {
    guard !rows.isEmpty else { return }
    print("Many animations (issue 55): N views, each moved, turned and faded by its own UIView.animate with its own delay,")
    print("all in one turn, at 160×48. Build = Player.init; start = the Enter key (animations added, take measured);")
    print("frame = tick + render + diff while they fly; display list, rasterise, diff measured apart. (exp) = growth exponent.")
    func ms(_ ns: Double) -> String { String(format: "%.2f ms", ns / 1e6) }
    var rows2: [[String]] = []
    for (i, r) in rows.enumerated() {
        func growth(_ value: (ManyAnimationsResult) -> Double) -> String {
            guard i > 0, rows[i - 1].name == r.name else { return "" }
            let before = rows[i - 1]
            return String(format: " (%.2f)", log(value(r) / value(before)) / log(Double(r.views) / Double(before.views)))
        }
        rows2.append([r.name == "pieces" ? "\(r.views)" : "\(r.name) (\(r.views))", ms(r.build) + growth(\.build), ms(r.start) + growth(\.start), ms(r.buildAndStart) + growth(\.buildAndStart),
                      ms(r.firstFrame), ms(r.frame) + growth(\.frame), ms(r.displayList), ms(r.rasterise), ms(r.diff),
                      String(format: "%.0f", r.steadyAllocationsPerFrame),
                      r.checks.isEmpty ? "" : r.checks.map { passMark($0.passes) }.joined(separator: "/")])
    }
    printColumns(["N", "build", "start", "build+start", "first frame", "frame", "display list", "rasterise", "diff", "allocs", "goals"],
                 rows2, rightAligned: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    print("  goals at 3 400 pieces and the shatter demo's present: build + start ≤ 50 ms, frame ≤ 16 ms (its dismiss: the frame).")
    print("")
}
