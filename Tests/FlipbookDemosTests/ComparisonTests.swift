//  ComparisonTests.swift — FlipbookDemosTests
//  `flipbook compare`: two transitions on one playhead. Each pane is its transition run alone;
//  the playhead, the overlaid curves and the largest difference against values found another way.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct ComparisonTests {
    private let registry = DemoRegistry([SpringDemo(), SlideDemo(), ZoomDemo()])

    private func values(_ demo: Demo, _ settings: [String: String]) throws -> ParameterValues {
        var values = demo.defaultValues
        for (name, value) in settings { try values.set(name, to: value, demo: demo.name) }
        return values
    }

    /// spring at ζ 0.3 beside spring at ζ 0.8.
    private func springs(columns: Int = 120, rows: Int = 36) throws -> Comparison {
        Comparison(registry: registry, a: "spring", aValues: try values(SpringDemo(), ["damping": "0.3"]),
                   bValues: try values(SpringDemo(), ["damping": "0.8"]), columns: columns, rows: rows)
    }

    /// A player of `demo` alone, as the previewer runs it, presented with Enter and paused at scene time `t`.
    private func alone(_ demo: Demo, _ settings: [String: String], pausedAt t: Double, columns: Int, rows: Int) throws -> Player {
        let player = Player(registry: DemoRegistry([demo]), values: try values(demo, settings), columns: columns, rows: rows)
        player.update(key(.enter))
        player.pause(atTime: t)
        return player
    }

    /// Each pane's cells are, cell for cell, the device of the previewer running that transition
    /// alone and paused at the same scene time — nothing of one scene leaks into the other. (The
    /// previewer shows a device of the pane's size in a terminal 4 rows taller than the device.)
    @Test(arguments: [0.0, 0.12, 0.3, 0.55, 1.0])
    func eachPaneIsItsTransitionRunAlone(fraction: Double) throws {
        let sides: [(Demo, [String: String])] = [(SpringDemo(), ["damping": "0.3"]), (SlideDemo(), ["duration": "0.8"])]
        let c = Comparison(registry: registry, a: "spring", aValues: try values(sides[0].0, sides[0].1),
                           b: "slide", bValues: try values(sides[1].0, sides[1].1), columns: 240, rows: 70)
        try c.pause(in: nil, atFraction: fraction)
        #expect(c.a.sceneTime == c.b.sceneTime && c.isPaused)
        let frame = c.render()
        let layout = ComparisonLayout(columns: 240, rows: 70, scene: UIWindow.iPhoneScreenSize, blitter: .halfBlock)
        for (i, (demo, settings)) in sides.enumerated() {
            let pane = layout.panes[i].device
            let player = try alone(demo, settings, pausedAt: c.sceneTime, columns: 240, rows: pane.rows + 4)
            let own = PlayerLayout(columns: 240, rows: pane.rows + 4, scene: UIWindow.iPhoneScreenSize, blitter: .halfBlock).device
            #expect(own.columns == pane.columns && own.rows == pane.rows, "the same device size alone and compared")
            let single = player.render()
            var differing = 0
            for row in 0..<pane.rows {
                for column in 0..<pane.columns where frame[pane.column + column, pane.row + row] != single[own.column + column, own.row + row] {
                    differing += 1
                }
            }
            #expect(differing == 0, "pane \(i == 0 ? "A" : "B") at \(fraction): \(differing) cells differ from \(demo.name) alone")
        }
    }

    /// The pair takes the columns the previewer gives one device, each half as wide, so the HUD
    /// keeps about the previewer's width; with the HUD hidden the two have the terminal's height.
    @Test func theTwoDevicesShareOneDevicesColumns() {
        let size = UIWindow.iPhoneScreenSize
        for (columns, rows) in [(240, 70), (160, 48), (120, 36), (100, 30)] {
            let single = PlayerLayout(columns: columns, rows: rows, scene: size, blitter: .halfBlock)
            let pair = ComparisonLayout(columns: columns, rows: rows, scene: size, blitter: .halfBlock)
            let panes = [pair.panes.a.device, pair.panes.b.device]
            #expect(panes[0].columns == panes[1].columns && panes[0].rows == panes[1].rows && panes[0].row == panes[1].row)
            #expect(panes[0].columns <= single.device.columns / 2 && panes[0].columns >= single.device.columns / 2 - 1, "\(columns)×\(rows)")
            #expect(panes[1].column == panes[0].maxColumn + 3 && pair.hud.column == panes[1].maxColumn + 2)
            // The second device's frame and the column between the two: at most 3 columns fewer.
            #expect(pair.hud.columns >= single.hud.columns - 3, "\(columns)×\(rows): the HUD about the previewer's width")
        }
        let hidden = ComparisonLayout(columns: 120, rows: 36, scene: size, blitter: .halfBlock, showsHUD: false)
        #expect(hidden.panes.a.device.rows == 34 && hidden.panes.b.device.rows == 34 && hidden.hud.isEmpty)
    }

    /// One playhead: pausing, stepping, scrubbing, the timeline and the end move both scenes to the
    /// same time, over the span from the takes' start to the later end (B's spring lasts longer).
    @Test func thePlayheadIsShared() throws {
        let c = Comparison(registry: registry, a: "spring",
                           bValues: try values(SpringDemo(), ["duration": "0.9"]), columns: 120, rows: 36)
        c.update(key(.enter))
        for _ in 0..<12 { c.update(.tick(Player.frameDuration)) }
        #expect(c.a.sceneTime == c.b.sceneTime && !c.isPaused)
        let a = try #require(c.a.take), b = try #require(c.b.take)
        let span = try #require(c.span)
        #expect(span.start == a.start && span.start == b.start && span.end == max(a.end, b.end) && b.end > a.end)
        c.update(char(" "))
        #expect(c.a.isPaused && c.b.isPaused)
        c.update(key(.end))
        #expect(c.a.sceneTime == span.end && c.b.sceneTime == span.end)
        c.update(key(.home))
        for _ in 0..<7 { c.update(key(.right, .shift)) }
        for _ in 0..<5 { c.update(key(.right)) }
        expectClose(c.fraction, 0.75, tolerance: 1e-12)
        expectClose(c.sceneTime, span.start + 0.75 * (span.end - span.start), tolerance: 1e-12)
        #expect(c.a.sceneTime == c.b.sceneTime)
        // A's take (0.5 s of a 0.9 s span) has ended by then; B's is at its own fraction.
        #expect(c.a.takeFraction == 1 && c.b.takeFraction < 1)
        expectClose(b.fraction(at: c.sceneTime), 0.75 * (span.end - span.start) / b.length, tolerance: 1e-12)
        c.update(char("."))
        expectClose(c.sceneTime, span.start + 0.75 * (span.end - span.start) + Player.frameDuration, tolerance: 1e-12)
        // Keys that would part the two (another demo, the panel) do nothing here.
        c.update(char("n")); c.update(char("t")); c.update(char("2"))
        #expect(c.a.demo.name == "spring" && c.b.demo.name == "spring" && !c.a.parametersPanel.isOpen)
        // The timeline: a click at its last cell is the span's end.
        let layout = ComparisonLayout(columns: 120, rows: 36, scene: UIWindow.iPhoneScreenSize, blitter: .halfBlock)
        let bar = try #require(layout.timelineBar)
        c.update(.mouse(MouseEvent(.press, column: bar.maxColumn - 1, row: bar.row)))
        #expect(c.a.sceneTime == span.end && c.b.sceneTime == span.end)
    }

    /// Looping plays the whole span again in both, the pause after its end included.
    @Test func aLoopReplaysTheSpanInBoth() throws {
        let c = try springs()
        c.update(key(.enter))
        c.update(char("l"))
        let span = try #require(c.span)
        var wrapped = false
        for _ in 0..<90 {
            let before = c.sceneTime
            c.update(.tick(Player.frameDuration))
            #expect(c.a.sceneTime == c.b.sceneTime)
            #expect(c.sceneTime <= span.end + Player.loopPause + 1e-9)
            if c.sceneTime < before { wrapped = true; #expect(c.sceneTime == span.start) }
        }
        #expect(wrapped && c.isAnimating)
    }

    /// The two curves are drawn on one scale: the top label is the larger overshoot, ζ 0.3's
    /// 1 + e^(−ζπ/√(1−ζ²)); A's dots are in the accent colour and B's in the warning colour.
    @Test func theCurvesAreOverlaidToOneScale() throws {
        let c = try springs()
        try c.pause(in: nil, atFraction: 0.4)
        let text = TextSnapshot.render(c.render(), colors: false)
        let peak = 1 + exp(-0.3 * Double.pi / (1 - 0.09).squareRoot())
        #expect(text.contains(" " + String(format: "%.2f", peak) + "   "))
        #expect(text.contains("A spring ζ 0.30") && text.contains("B spring ζ 0.80"))
        let frame = c.render()
        let accent = c.a.renderer.terminalColor(PlayerView.accent), warning = c.a.renderer.terminalColor(PlayerView.warning)
        var colours: Set<String> = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard (0x2801...0x28FF).contains(cell.scalar.value) else { continue }
                if cell.foreground == accent { colours.insert("A") }
                if cell.foreground == warning { colours.insert("B") }
            }
        }
        #expect(colours == ["A", "B"], "dots of both curves, each in its side's colour")
    }

    /// Where the two differ most, read through the span on spare scenes, equals the largest gap
    /// between the first screen's presentation position in two players run alone to each time.
    @Test func theLargestDifferenceIsFoundAtItsTime() throws {
        let c = try springs()
        try c.pause(in: nil, atFraction: 0.2)
        let top = try #require(c.laneDifferences.first { $0.property == "position.x" && $0.view.hasPrefix("SlideViewController") })
        let span = try #require(c.span)
        var largest = (gap: 0.0, time: 0.0)
        let n = Comparison.differenceSamples
        let left = try alone(SpringDemo(), ["damping": "0.3"], pausedAt: 0, columns: 100, rows: 30)
        let right = try alone(SpringDemo(), ["damping": "0.8"], pausedAt: 0, columns: 100, rows: 30)
        for i in 0..<n {
            let t = span.start + (span.end - span.start) * Double(i) / Double(n - 1)
            let x = try [left, right].map { player -> Double in
                player.pause(atTime: t)
                let view = try #require(player.window.rootViewController?.view)
                // Core Animation docs (CALayer.presentation()): "while an animation is in progress, you can
                // retrieve this object and use it to get the current values". Once the full-screen
                // presentation removes the first screen from the window there is none: its model value.
                return Double((view.layer.presentation() ?? view.layer).position.x)
            }
            if abs(x[0] - x[1]) > largest.gap { largest = (abs(x[0] - x[1]), t - span.start) }
        }
        expectClose(top.largest, largest.gap, tolerance: 1e-9)
        expectClose(top.time, largest.time, tolerance: 1e-9)
        #expect(largest.gap > 100, "ζ 0.3 runs far ahead of ζ 0.8 early on")
        #expect(TextSnapshot.render(c.render(), colors: false).contains("Differs most"))
    }

    /// Whether `shown` reads as `take`'s transition: "present · PresentAnimator · modal .fullScreen"
    /// whole, its style shortened (".fullScreen") or dropped, or its end cut with the ellipsis —
    /// the kind always whole, and at least the start of the animator.
    private func readsAsTransition(_ shown: String, _ take: Take) -> Bool {
        let head = "\(take.kind.rawValue) · \(take.animatorName)"
        let forms = [head] + (take.style.map { ["\(head) · modal \($0)", "\(head) · \($0)"] } ?? [])
        if forms.contains(shown) { return true }
        guard shown.hasSuffix("…"), shown.hasPrefix("\(take.kind.rawValue) · "), shown.count > take.kind.rawValue.count + 4 else { return false }
        let kept = String(shown.dropLast())
        return forms.contains { $0.hasPrefix(kept) }
    }

    /// Two demos' transitions share the Transition row: "A …" then "B …", each whole or fitted to
    /// its half of the row with the ellipsis, never the one written over the other.
    @Test(arguments: [(80, 24), (100, 30), (120, 36), (160, 48)])
    func bothTransitionsAreReadableOnTheirRow(columns: Int, rows: Int) throws {
        let c = Comparison(registry: registry, a: "zoom", b: "slide", columns: columns, rows: rows)
        try c.pause(in: nil, atFraction: 0.5)
        let takes = try [#require(c.a.take), #require(c.b.take)]
        #expect(takes[0].animatorName != takes[1].animatorName, "two different transitions")
        let row = try #require(TextSnapshot.lines(c.render()).first { $0.contains(" Transition  ") })
        let label = try #require(row.range(of: " Transition  "))
        let field = String(row[label.upperBound...]).trimmingCharacters(in: .whitespaces)
        // A's from the value column, then at least three spaces, then B's.
        let between = try #require(field.range(of: "   B "), "\(columns)×\(rows): '\(field)' has no B apart from A")
        let a = String(field[..<between.lowerBound]).trimmingCharacters(in: .whitespaces)
        let b = String(field[between.upperBound...])
        #expect(a.hasPrefix("A "), "\(columns)×\(rows): '\(field)'")
        #expect(readsAsTransition(String(a.dropFirst(2)), takes[0]), "\(columns)×\(rows): A reads '\(a)'")
        #expect(readsAsTransition(b, takes[1]), "\(columns)×\(rows): B reads '\(b)'")
        if columns >= 160 {
            #expect(a == "A \(takes[0].kind.rawValue) · \(takes[0].animatorName) · modal \(takes[0].style ?? "")", "whole where there is room")
        }
    }

    /// zoom and slide animate different views: "Differs most" says they have no lane in common and
    /// names what each animates, rather than that their values are the same.
    @Test func withNoLaneInCommonDiffersMostNamesWhatEachAnimates() throws {
        let c = Comparison(registry: registry, a: "zoom", b: "slide", columns: 160, rows: 48)
        try c.pause(in: nil, atFraction: 0.5)
        // What each take animated as it began (the lanes with values), read here without the comparison.
        let lanes = try [c.a, c.b].map { player in
            try #require(player.takeInventory).lanes.filter { $0.from != nil || $0.to != nil }
        }
        #expect(!lanes[0].isEmpty && !lanes[1].isEmpty)
        #expect(!lanes[0].contains { l in lanes[1].contains { $0.view == l.view && $0.keyPath == l.keyPath } }, "no lane in common")
        #expect(c.laneDifferences.isEmpty)
        let lines = TextSnapshot.lines(c.render())
        #expect(!lines.contains { $0.contains("take the same values") })
        let label = try #require(lines.firstIndex { $0.contains("Differs most") })
        #expect(lines[label + 1].contains("no lane in common:"), "\(lines[label + 1])")
        for (i, side) in ["A", "B"].enumerated() {
            let line = lines[label + 2 + i]
            let start = try #require(line.range(of: "\(side) animates "), "\(line)")
            let named = String(line[start.upperBound...])
            #expect(lanes[i].contains { named.contains($0.view + " ") }, "\(side) names a view it animates: '\(named)'")
            #expect(lanes[i].contains { named.contains($0.keyPath) }, "\(side) names a key path it animates: '\(named)'")
        }
    }

    /// A script drives both sides (`record`, `play` with --compare or --set-b): its frames are the
    /// comparison's, and `set` changes the left side's value with both kept on one playhead.
    @Test func aScriptDrivesBothSides() throws {
        let script = try ScriptParser(fileName: "t.flip", demoNames: registry.names)
            .parse("demo spring\npresent\nwait 0.2\npause\nsnapshot mid\nset damping 0.5\n")
        let c = Comparison(registry: registry, a: nil, b: nil, columns: 120, rows: 36)
        let runner = ScriptRunner(comparison: c, fileName: "t.flip")
        runner.parameterSettingsB = [("damping", "0.8")]
        var snapshots: [String] = []
        runner.onSnapshot = { _, text in snapshots.append(text) }
        try runner.run(script)
        #expect(c.b.parameterValues.number("damping") == 0.8 && c.a.parameterValues.number("damping") == 0.5)
        #expect(c.a.sceneTime == c.b.sceneTime && c.isPaused)
        // The same steps by hand.
        let direct = try springs()
        direct.update(key(.enter))
        for _ in 0..<12 { direct.update(.tick(1.0 / 60)) }
        direct.update(char(" "))
        #expect(snapshots == [TextSnapshot.render(direct.render(), colors: true)])
    }
}
