//  InspectorTests.swift — FlipbookDemosTests
//  The inspector: picking a view (the hierarchy panel, the device, a lane), its values against
//  the animation's own formula, its outline and motion path on the device, a lane's value over
//  time, velocities and their jumps in the HUD.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import Testing

@Suite struct InspectorTests {
    /// The cubic Bézier timing curve (0,0) (x1,y1) (x2,y2) (1,1) at time fraction `x`, by bisection
    /// on the curve's parameter — not Flipbook's solver.
    private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    private func lines(_ player: Player) -> [String] { TextSnapshot.lines(player.render()) }

    /// The square demo paused at `seconds` into its 2 s ease-in animator, the square selected.
    private func squarePaused(at seconds: Double) throws -> (Player, UIView) {
        let player = Player(registry: Demos.registry(), demo: "square", columns: 160, rows: 48)
        player.update(.tick(seconds))
        player.update(char(" "))
        let square = try #require(player.hierarchy.first { $0.name == "SquareViewController.squareView" }?.view)
        player.select(square.layer)
        return (player, square)
    }

    // MARK: Picking

    /// UIKit docs (UIView.subviews): "the subviews are in back-to-front order" — the panel lists
    /// them so, depth first, each with its name and depth.
    @Test func theHierarchyPanelListsEveryViewInTreeOrder() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(key(.enter))
        player.update(char(" "))
        // An independent walk of the window's views.
        var expected: [(UIView, Int)] = []
        func walk(_ view: UIView, _ depth: Int) {
            expected.append((view, depth))
            for subview in view.subviews { walk(subview, depth + 1) }
        }
        for subview in player.scene.window.subviews { walk(subview, 0) }
        let rows = player.hierarchy
        #expect(rows.count == expected.count)
        for (row, (view, depth)) in zip(rows, expected) {
            #expect(row.view === view && row.depth == depth)
        }
        #expect(rows.contains { $0.name == "DetailViewController.imageView" })
        #expect(rows.contains { $0.name == "containerView" && $0.depth == 0 })
    }

    @Test func vOpensThePanelArrowsPickAndEscClosesItWithoutDismissing() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(key(.enter))
        player.update(char(" "))
        player.update(key(.end))
        player.update(char("v"))
        #expect(player.inspector.showsViews)
        #expect(lines(player).contains { $0.contains("Views") && $0.contains("click the device") })
        player.update(key(.down))
        #expect(player.selectedLayer === player.hierarchy[0].view.layer)
        player.update(key(.down))
        player.update(key(.down))
        #expect(player.selectedLayer === player.hierarchy[2].view.layer)
        player.update(key(.up))
        #expect(player.selectedLayer === player.hierarchy[1].view.layer)
        let name = try #require(player.inspector.selectedName)
        #expect(lines(player).contains { $0.contains("Inspector") && $0.contains(name) })
        // `v` closes the panel and keeps the view picked (to watch it play).
        player.update(char("v"))
        #expect(!player.inspector.showsViews && player.inspector.selectedName == name)
        #expect(lines(player).contains { $0.contains("Inspector") && $0.contains(name) })
        // Esc closes the panel and the inspection with it, and does not reach the app.
        player.update(char("v"))
        let logged = player.log.count
        player.update(key(.escape))
        #expect(!player.inspector.showsViews && player.inspector.selection == nil)
        #expect(player.log.count == logged, "Esc did not dismiss")
        #expect(!lines(player).contains { $0.contains("Inspector") })
        // With the panel closed Esc is the player's again: paused, it plays; then it dismisses.
        player.update(key(.escape))
        #expect(player.mode == .live)
        player.update(key(.escape))
        #expect(player.log.count == logged + 1)
    }

    /// Picking on the device takes what shows there, as Xcode's view debugger does: mid-zoom the
    /// picture grows out of its cell, and a point it covers now (but not in its model frame, where
    /// UIKit's own hit test looks) picks it.
    @Test func aRightClickOnTheDevicePicksTheViewAsItShows() throws {
        let player = Player(registry: Demos.registry(), demo: "zoom", columns: 160, rows: 48)
        player.update(key(.enter))
        player.update(char(" "))
        player.scrub(toPercent: 50)
        let layout = PlayerLayout(columns: 160, rows: 48, scene: player.scene.window.bounds.size, blitter: player.renderer.blitter)
        // A view that animates its frame: pick a point inside its presentation frame.
        let inventory = AnimationInventory(window: player.scene.window, takeStart: player.take?.start ?? 0)
        let lane = try #require(inventory.lanes.indices.first { inventory.lanes[$0].keyPath == "position" })
        let layer = try #require(inventory.layer(ofLane: lane))
        let shown = ViewInspection(layer: layer, at: player.sceneTime).presentation.frame
        let toWindow = try #require(layer.superlayer?.presentationGeometry()).toRoot
        let center = try #require(toWindow.apply(CGPoint(x: shown.midX, y: shown.midY)))
        let cell = layout.viewport.cellPosition(ofPoint: center)
        let logged = player.log.count
        player.update(.mouse(MouseEvent(.press, column: Int(cell.x), row: Int(cell.y), button: 3)))
        let picked = try #require(player.selectedLayer)
        // The picked view is the animating one or one of its subviews (what shows on top there).
        var ancestor: CALayer? = picked
        while let current = ancestor, current !== layer { ancestor = current.superlayer }
        #expect(ancestor === layer, "picked \(player.inspector.selectedName ?? "nothing")")
        #expect(player.log.count == logged, "a right click inspects; it does not tap")
    }

    @Test func clickingALanePicksItsViewAndPlotsThatLanesValue() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(key(.enter))
        player.update(char(" "))
        player.scrub(toPercent: 40)
        let text = lines(player)
        // "UIView in contai….position", the wrapper's lane (its image view's is "UIImageView in c…").
        let row = try #require(text.firstIndex { $0.contains("UIView in contai….position") })
        let column = try #require(text[row].range(of: "UIView in contai")).lowerBound.utf16Offset(in: text[row])
        player.update(.mouse(MouseEvent(.press, column: column, row: row)))
        #expect(player.inspector.selectedName == "UIView in containerView[2]")
        #expect(player.selectedKeyPath == "position")
        let after = lines(player)
        #expect(after.contains { $0.contains("Value") && $0.contains("UIView in containerView[2] position.y") }, "\(after.joined(separator: "\n"))")
        // The plot's range labels are the lane's ends: y from 80 (in its cell) to 422 (centred).
        #expect(after.contains { $0.hasSuffix(" 422") || $0.contains(" 422 ") })
    }

    // MARK: Values

    /// UIKit docs (UIViewPropertyAnimator, UICubicTimingParameters(animationCurve: .easeIn)): the
    /// square's centre moves from x 25 to 365 along ease-in, cubic-bezier(0.42, 0, 1, 1) in CSS's
    /// terms. The inspector's presentation centre is that; its model centre is where it ends.
    @Test(arguments: [0.5, 1.0, 1.5])
    func theInspectorShowsThePresentationValueAndTheModel(seconds: Double) throws {
        let (player, _) = try squarePaused(at: seconds)
        let progress = bezier(0.42, 0, 1, 1, at: seconds / 2)
        let x = 25 + (365 - 25) * progress
        let inspection = try #require(player.selectedLayer.map { ViewInspection(layer: $0, at: player.sceneTime) })
        #expect(abs(Double(inspection.presentation.center.x) - x) < 1e-6)
        #expect(inspection.model.center.x == 365)
        let panel = lines(player)
        let center = try #require(panel.first { $0.contains(" center ") })
        #expect(center.contains(InspectedValue.number(x) + ", 375"), "\(center)")
        #expect(center.contains("365, 375"))
    }

    @Test func lanesShowStartEndTheValueNowAndTheVelocity() throws {
        let (player, _) = try squarePaused(at: 1.0)
        let text = lines(player)
        let lane = try #require(text.first { $0.contains("….position") && $0.contains("Square") }, "\(text.joined(separator: "\n"))")
        let progress = bezier(0.42, 0, 1, 1, at: 0.5)
        #expect(lane.contains("x 25 → 365"), "\(lane)")
        #expect(lane.contains("now " + InspectedValue.number(25 + 340 * progress)), "\(lane)")
        // The velocity: dx/dt = 340 · (dy/ds) / (dx/ds) / 2 s, from the curve's derivatives.
        let h = 1e-6
        let slope = (bezier(0.42, 0, 1, 1, at: 0.5 + h) - bezier(0.42, 0, 1, 1, at: 0.5 - h)) / (2 * h)
        let velocity = 340 * slope / 2
        let shown = try #require(lane.components(separatedBy: "  ").first { $0.hasSuffix("pt/s") })
        let number = try #require(Double(shown.replacingOccurrences(of: " pt/s", with: "").replacingOccurrences(of: " ", with: "")))
        #expect(abs(number - velocity) / velocity < 0.01, "\(shown) vs \(velocity)")
    }

    // MARK: On the device

    /// The outline is the selection's bounds as they show, through its transform: the square,
    /// turned, has its corners √2 · 25 from its presented centre, at the presented angle; the four
    /// edges go round them (top left, top right, bottom right, bottom left).
    @Test func theOutlineFollowsThePresentedShapeThroughItsTransform() throws {
        let (player, square) = try squarePaused(at: 1.0)
        _ = player.render()
        let edges = Array(player.viewCache.displayList.items.suffix(4))
        let shown = ViewInspection(layer: square.layer, at: player.sceneTime).presentation
        let angle = shown.transform.rotation.z * .pi / 180
        #expect(abs(angle) > 0.1, "turning")
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 50)]
        for (edge, corner) in zip(edges, corners) {
            guard case .fill(let color) = edge.content, color == PlayerView.selectionColor else {
                Issue.record("not an edge of the outline: \(edge.content)")
                continue
            }
            // An edge starts at the middle of its local left side.
            let start = try #require(edge.transform.apply(CGPoint(x: 0, y: edge.size.height / 2)))
            let dx = Double(corner.x) - 25, dy = Double(corner.y) - 25
            let expected = CGPoint(x: Double(shown.center.x) + dx * cos(angle) - dy * sin(angle),
                                   y: Double(shown.center.y) + dx * sin(angle) + dy * cos(angle))
            #expect(abs(start.x - expected.x) < 1e-6 && abs(start.y - expected.y) < 1e-6, "\(start) vs \(expected)")
            #expect(abs(Double(edge.size.width) - 50) < 1e-6, "each edge as long as the square's side")
        }
    }

    /// Unturned, the outline is four plain rectangles along the presented frame's sides, a pixel
    /// wide, centred on them: together they span the frame, half a pixel beyond it each way.
    @Test func anUnturnedOutlineRunsAlongThePresentedFrame() throws {
        let (player, square) = try squarePaused(at: 0)
        _ = player.render()
        let edges = Array(player.viewCache.displayList.items.suffix(4))
        let frame = ViewInspection(layer: square.layer, at: player.sceneTime).presentation.frame
        var box = CGRect.null
        for edge in edges {
            #expect(edge.transform.isAffine && edge.transform.m12 == 0 && edge.transform.m21 == 0, "a plain rectangle")
            let origin = try #require(edge.transform.apply(.zero))
            box = box.union(CGRect(origin: origin, size: edge.size))
        }
        let width = Double(min(edges[0].size.width, edges[0].size.height))
        #expect(abs(Double(box.minX) - (Double(frame.minX) - width / 2)) < 1e-9 && abs(Double(box.maxX) - (Double(frame.maxX) + width / 2)) < 1e-9)
        #expect(abs(Double(box.minY) - (Double(frame.minY) - width / 2)) < 1e-9 && abs(Double(box.maxY) - (Double(frame.maxY) + width / 2)) < 1e-9)
    }

    /// With `m` the path is recorded a frame at a time over the whole take (2 s: 121 frames, and
    /// the first after its end, at rest), from where the square starts to where it stops, and drawn
    /// a tick a frame; under ease-in the ticks spread further apart.
    @Test func theMotionPathHasATickAFrameSpacedByTheEasing() throws {
        let (player, _) = try squarePaused(at: 0.5)
        player.update(char("m"))
        _ = player.render()
        let trace = try #require(player.selectionTrace)
        #expect(trace.count == 122)
        let xs = trace.centers.map { Double($0?.x ?? .nan) }
        #expect(abs(xs[0] - 25) < 1e-9 && abs(xs[121] - 365) < 1e-9)
        for i in stride(from: 10, through: 110, by: 10) {
            #expect(abs(xs[i] - (25 + 340 * bezier(0.42, 0, 1, 1, at: Double(i) / 120))) < 1e-6)
        }
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(steps[100] > steps[20] * 2, "ease-in: the ticks spread out")
        _ = player.render()
        let ticks = player.viewCache.displayList.items.filter { item in
            if case .fill(let color) = item.content { return color == PlayerView.pathTickColor }
            return false
        }
        // A tick per frame, but none that would merge with the last one drawn (closer than a
        // pixel): each frame's centre lies within a pixel of a tick.
        let viewport = PlayerLayout(columns: 160, rows: 48, scene: player.scene.window.bounds.size, blitter: player.renderer.blitter).viewport
        let pixel = max(1 / viewport.pixelScaleX, 1 / viewport.pixelScaleY)
        let dots = try ticks.map { try #require($0.transform.apply(CGPoint(x: $0.size.width / 2, y: $0.size.height / 2))) }
        for (a, b) in zip(dots, dots.dropFirst()) { #expect(hypot(Double(b.x - a.x), Double(b.y - a.y)) >= pixel - 1e-9) }
        for center in trace.centers.compactMap({ $0 }) {
            #expect(dots.contains { hypot(Double($0.x - center.x), Double($0.y - center.y)) < pixel + 1e-9 })
        }
        #expect(ticks.count > 20 && ticks.count < 122, "\(ticks.count): the slow start's frames overlap")
        // The trace was recorded once: the same object for the next frames.
        _ = player.render()
        #expect(player.traceCache?.key == trace.key)
    }

    /// A view picked before its take begins is followed by the probe that measures the take; the
    /// trace is the one a spare run through the take on its own records, frame for frame.
    @Test func aTraceRecordedWithTheTakeIsTheOneARunOfItsOwnRecords() throws {
        let player = Player(registry: Demos.registry(), demo: "square", columns: 160, rows: 48)
        player.run(2.5)  // the opening animation ends
        let square = try #require(player.hierarchy.first { $0.name == "SquareViewController.squareView" }?.view)
        player.select(square.layer)
        player.update(key(.enter))  // run again
        let take = try #require(player.take)
        let withTheTake = try #require(player.traceCache)
        #expect(withTheTake.key.take == take && withTheTake.key.keyPaths.sorted() == ["position", "transform"])
        var probe = player.spares.take(for: take.start, log: player.log)
        let alone = SelectionTrace(key: withTheTake.key, probe: &probe, log: player.log, liveTime: player.sceneTime)
        player.spares.give(probe)
        #expect(alone.times == withTheTake.times)
        #expect(alone.centers == withTheTake.centers)
        #expect(alone.values == withTheTake.values)
        #expect(withTheTake.count > 100)
        // Drawing it makes no run of its own.
        player.update(char("m"))
        _ = player.render()
        #expect(player.traceCache?.times == withTheTake.times)
    }

    /// A picked view that leaves the window (a dismissed screen's) is said to be gone, and found
    /// again by name when the next take brings one back.
    @Test func aPickedViewThatLeavesTheWindowIsSaidToBeGone() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(key(.enter))
        player.run(1)
        let image = try #require(player.hierarchy.first { $0.name == "DetailViewController.imageView" }?.view)
        player.select(image.layer)
        player.update(key(.escape))
        player.run(1)
        #expect(player.selectedLayer == nil)
        #expect(lines(player).contains { $0.contains("Inspector") && $0.contains("DetailViewController.imageView — not in the window now") })
        player.update(key(.enter))
        player.run(1)
        let found = try #require(player.selectedLayer, "presented again: a new detail screen, its image view picked")
        #expect(found !== image.layer && player.scene.window.inspectorName(of: found) == "DetailViewController.imageView")
    }

    /// After a seek back swaps in a replayed scene, the selection is the same view of that scene.
    @Test func theSelectionIsFoundAgainInAReplayedScene() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(key(.enter))
        player.run(1)
        let before = player.scene.window
        let detail = try #require(player.hierarchy.first { $0.name == "DetailViewController.imageView" })
        player.select(detail.view.layer)
        player.update(char(" "))
        player.update(key(.home))
        player.scrub(toPercent: 90)
        #expect(player.scene.window !== before, "a replayed scene")
        let found = try #require(player.selectedLayer)
        #expect(found !== detail.view.layer)
        #expect(player.scene.window.inspectorName(of: found) == "DetailViewController.imageView")
    }

    /// Reading a layer's values once for all its lanes gives each lane what reading it alone does.
    @Test func motionsReadTogetherAreTheMotionsReadAlone() throws {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 160, rows: 48)
        player.update(key(.enter))
        player.update(.tick(0.2))
        let inventory = AnimationInventory(window: player.scene.window, takeStart: player.take?.start ?? 0)
        #expect(inventory.lanes.count >= 4)
        var reads = MotionReads()
        for i in inventory.lanes.indices {
            #expect(inventory.motion(ofLane: i, at: player.sceneTime, reusing: &reads) == inventory.motion(ofLane: i, at: player.sceneTime))
        }
    }

    /// A player dropped with the inspector open (a view picked, its path drawn, the list open)
    /// frees itself and its scenes: the inspector holds nothing that holds them.
    @Test func aPlayerInspectingIsFreedWithItsScenes() throws {
        weak var player: Player?
        weak var window: UIWindow?
        weak var picked: CALayer?
        do {
            let p = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
            p.update(key(.enter))
            p.update(char("m"))
            p.update(char("v"))
            p.update(key(.down))
            p.select(AnimationInventory(window: p.scene.window, takeStart: 0).layer(ofLane: 0))
            for _ in 0..<10 { p.update(.tick(1.0 / 60)); _ = p.render() }
            p.update(key(.escape))
            for _ in 0..<10 { p.update(.tick(1.0 / 60)); _ = p.render() }
            player = p
            window = p.scene.window
            picked = p.selectedLayer
        }
        #expect(player == nil && window == nil && picked == nil)
    }

    // MARK: Velocity jumps

    /// The hand-off bug: under the hand the slide does not move; let go, it springs on at its
    /// curve's speed. With the inspector open, the diagnostics say so.
    @Test func aReleaseShowsAsAVelocityJumpInTheDiagnostics() throws {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 160, rows: 48)
        player.update(char("v"))
        player.update(char("i"))
        player.update(key(.enter))
        for _ in 0..<4 { player.update(key(.right, .shift)) }
        for _ in 0..<3 {
            player.update(.tick(1.0 / 60))
            _ = player.render()
        }
        player.update(key(.enter))
        for _ in 0..<3 {
            player.update(.tick(1.0 / 60))
            _ = player.render()
        }
        let jumps = player.viewCache.velocity.jumps
        #expect(jumps.contains { $0.cause == .release && abs($0.from) < 1e-6 && abs($0.to) > 100 }, "\(jumps.map(\.message))")
        let text = lines(player)
        #expect(text.contains { $0.contains("velocity jumps from 0 to") && $0.contains("release") }, "\(text.joined(separator: "\n"))")
    }

    /// As the terminal runs it: the frame after ⏎ is drawn at once, at the moment of the release,
    /// where the ease-in-out the slide runs on along has no speed yet; the jump is reported on
    /// the next frame.
    @Test func aReleaseDrawnAtOnceIsReportedOnTheNextFrame() throws {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 160, rows: 48)
        player.update(char("v"))
        player.update(char("i"))
        player.update(key(.enter))
        _ = player.render()
        for _ in 0..<4 {
            player.update(key(.right, .shift))
            _ = player.render()
        }
        for _ in 0..<3 {
            player.update(.tick(1.0 / 60))
            _ = player.render()
        }
        player.update(key(.enter))
        _ = player.render()
        #expect(player.viewCache.velocity.jumps.isEmpty, "not at the instant of release")
        for _ in 0..<3 {
            player.update(.tick(1.0 / 60))
            _ = player.render()
        }
        let jumps = player.viewCache.velocity.jumps
        #expect(jumps.contains { $0.cause == .release && abs($0.from) < 1e-6 && abs($0.to) > 100 }, "\(jumps.map(\.message))")
        #expect(lines(player).contains { $0.contains("velocity jumps from 0 to") && $0.contains("release") })
    }

    // MARK: Numbers

    /// The HUD's numbers without a String each frame read as `InspectedValue`'s (String(format:)).
    @Test func hudNumbersMatchTheInspectedValueFormat() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.0005, 0.0004999, 99.995, 99.994, 100, 844, 212.5, 1850, 1234567.8, -0.35]
        var state: UInt64 = 42
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let mantissa = Double(state >> 11) / Double(1 << 53)
            values.append((mantissa - 0.5) * pow(10, Double(Int(state % 9)) - 3))
        }
        for v in values {
            #expect(HUDNumber(v).text == InspectedValue.number(v), "\(v)")
            #expect(HUDNumber(v, grouped: true).text == InspectedValue.rate(v), "\(v)")
        }
        #expect(HUDNumber(hexOf: Color(sRGBRed: 1, green: 0.5, blue: 0, alpha: 1)).text == InspectedValue(color: Color(sRGBRed: 1, green: 0.5, blue: 0, alpha: 1)).hex)
    }
}
