//  ScriptRunnerTests.swift — FlipbookDemosTests
//  What each script command does to the player, and the message a command gets when the state
//  it meets makes no sense of it.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import Testing

@Suite struct ScriptRunnerTests {
    /// Parses and runs `source`; returns the runner, or the failure's text.
    private func run(source: String, columns: Int = 100, rows: Int = 30,
                     onSnapshot: ((String, String) throws -> Void)? = nil) throws -> (ScriptRunner, String?) {
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names).parse(source)
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: columns, rows: rows), fileName: "t.flip")
        runner.onSnapshot = onSnapshot
        do {
            try runner.run(script)
            return (runner, nil)
        } catch {
            return (runner, error.description)
        }
    }

    /// `set` changes the shown demo's parameter where it runs: the transition re-runs with it at
    /// the same moment; a name the demo does not declare stops the run at its line.
    @Test func setChangesAParameterInPlace() throws {
        let (runner, failure) = try run(source: """
            demo spring
            present
            wait 0.2
            pause
            set damping 0.8
            expect percent 40% ± 1%
            snapshot tuned
            """, onSnapshot: { _, _ in })
        #expect(failure == nil)
        #expect(runner.player.parameterValues.number("damping") == 0.8)
        let (_, wrong) = try run(source: "demo spring\nset dampng 0.8\n")
        #expect(wrong == "t.flip:2:1: the demo 'spring' has no parameter 'dampng'; it has damping, duration")
        // A --set the demo refuses is named in the failure through Echo, as the value is.
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names).parse("demo spring\n")
        let tuned = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip")
        tuned.parameterSettings = [("damping", "0.\u{1B}[2J")]
        #expect(throws: ScriptRunner.Failure(fileName: "t.flip", position: SourcePosition(line: 1, column: 1), message:
            #"--set damping=0.\u{1B}[2J: 'damping' takes a decimal number such as 0.8, not '0.\u{1B}[2J'"#)) { try tuned.run(script) }
    }

    @Test func presentWaitsAndExpectationsFollowTheTransition() throws {
        let (runner, failure) = try run(source: """
            demo slide
            present
            expect state presented
            wait 0.25
            pause
            expect state paused
            expect percent 50% ± 4%
            scrub 20%
            expect percent 20%
            step 3
            resume
            wait 0.5
            expect state finished
            dismiss
            wait 0.6
            expect state dismissed
            """)
        #expect(failure == nil)
        #expect(runner.expectationsMet == 6)
        #expect(abs(runner.time - 1.35) < 1e-9, "the waits add up to the script's time")
        #expect(runner.frameCount == 81)
    }

    /// Script time is media time: a hundred waits of 0.02 s are 2 s at `play --headless`'s 60 fps,
    /// `record`'s 30 and at 24 (where each is under a frame), not a frame each (1.67 s, 3.33 s).
    @Test(arguments: [60.0, 30, 24])
    func waitsAddUpExactlyAtAnyFrameRate(fps: Double) throws {
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names)
            .parse("demo slide\nloop 100 {\n  wait 0.02\n}\n")
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip", frameRate: fps)
        var frameTimes: [Double] = []
        runner.onFrame = { time, paint in
            var frame = CellBuffer(width: 0, height: 0)
            paint(&frame)
            frameTimes.append(time)
        }
        try runner.run(script)
        #expect(runner.time == 2.0)
        #expect(runner.frameCount == Int(2 * fps), "a frame at every 1/fps up to 2 s")
        #expect(frameTimes.filter { $0 > 0 } == (1...Int(2 * fps)).map { Double($0) / fps }, "after time 0's, a frame at each k/fps")
    }

    /// An `expect percent` between two frames (0.25 s is 7.5 frames at 30 fps) reads the playhead
    /// at the script's time, the same at every frame rate: slide's take is 0.5 s, linear in time.
    @Test func anExpectBetweenFramesAgreesAcrossFrameRates() throws {
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names)
            .parse("demo slide\nwait 0.1\npresent\nwait 0.25\nexpect percent 50% ± 0.5%\n")
        var fractions: [Double] = []
        for fps in [60.0, 30, 24, 7] {
            let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip", frameRate: fps)
            try runner.run(script)
            #expect(runner.expectationsMet == 1 && abs(runner.time - 0.35) < 1e-12, "at \(fps) fps")
            fractions.append(runner.player.takeFraction)
        }
        #expect(fractions.allSatisfy { abs($0 - fractions[0]) < 1e-9 }, "\(fractions)")
    }

    @Test func sizeSpeedSelectAndSnapshot() throws {
        var snapshots: [(name: String, text: String)] = []
        let (runner, failure) = try run(source: """
            demo zoom
            size 90x28
            speed 0.5
            select 4
            present
            wait 0.5
            snapshot half
            """, onSnapshot: { snapshots.append(($0, $1)) })
        #expect(failure == nil)
        #expect(runner.player.columns == 90 && runner.player.rows == 28 && runner.player.speed == 0.5)
        // At ×0.5, half a second of script time is a quarter second of the scene's.
        #expect(abs(runner.player.sceneTime - (runner.player.take!.start + 0.25)) < 1e-6)
        let grid = try #require(runner.player.scene.window.rootViewController as? Seed003.ViewController)
        let origin = grid.presentAnimator.originFrame
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? Seed003.FullImageCell)
        #expect(origin == cell.convert(cell.imageview.frame, to: nil), "select 4 put Enter on the fifth cell")
        #expect(snapshots.map(\.name) == ["half"] && snapshots[0].text.contains("zoom") && runner.snapshotCount == 1)
    }

    @Test func interactiveDragAndReleaseFinishOrCancel() throws {
        let (finished, f1) = try run(source: "demo nav-fade\ninteractive\npush\ndrag 70%\nrelease\nwait 1\nexpect state presented\n")
        #expect(f1 == nil && finished.expectationsMet == 1)
        let (cancelled, f2) = try run(source: "demo nav-fade\ninteractive\npush\ndrag 70%\nrelease velocity -1\nwait 1\nexpect state cancelled\nexpect state dismissed\n")
        #expect(f2 == nil && cancelled.expectationsMet == 2, "a backward flick cancels even past half-way")
    }

    @Test func commandsThatMakeNoSenseWhereTheyRunSaySo() throws {
        #expect(try run(source: "demo slide\nscrub 50%\n").1 == "t.flip:2:1: nothing to scrub: no transition or animation has run yet")
        #expect(try run(source: "demo slide\nselect 2\n").1 == "t.flip:2:1: the demo 'slide' has nothing to select")
        #expect(try run(source: "demo slide\npush\n").1 == "t.flip:2:1: 'push' started a present in the demo 'slide'; write 'present' instead")
        #expect(try run(source: "demo slide\npresent\nwait 1\npresent\n").1?.hasPrefix("t.flip:4:1: 'present' started nothing in the demo 'slide'") == true)
        #expect(try run(source: "demo nav-fade\npush\ndrag 30%\n").1
            == "t.flip:3:1: no interactive transition to drag: use 'interactive', then 'present' or 'push', first")
        #expect(try run(source: "demo slide\nexpect state presented\n").1
            == "t.flip:2:1: expect state presented failed: the player is live, nothing is presented, no transition")
    }

    @Test func aSnapshotIsHandedOverWhenItsLineRunsAndNotKept() throws {
        // A later failing expect must not lose the snapshot taken before it.
        var names: [String] = []
        let (runner, failure) = try run(source: "demo slide\nsnapshot before\nexpect state presented\nsnapshot after\n",
                                        onSnapshot: { name, _ in names.append(name) })
        #expect(names == ["before"] && failure?.hasPrefix("t.flip:3:1: expect state presented failed") == true)
        #expect(runner.snapshotCount == 1)
        // Without a receiver a snapshot line only counts.
        let (counted, ok) = try run(source: "demo slide\nloop 50 {\n  snapshot a\n}\n")
        #expect(ok == nil && counted.snapshotCount == 50)
        // A receiver that fails stops the run at the line, with its reason.
        struct Full: Error, CustomStringConvertible { var description: String { "no space left" } }
        let (_, stopped) = try run(source: "demo slide\nsnapshot a\n", onSnapshot: { _, _ in throw Full() })
        #expect(stopped == "t.flip:2:1: snapshot a: no space left")
    }

    @Test func aHintNamesACommandThatExists() throws {
        // square's Enter runs a property animator: no transition, so `key enter` is what starts it
        // (once its opening animation has ended: while that runs, Enter starts nothing).
        let failure = try run(source: "demo square\nwait 2.5\npresent\n").1
        #expect(failure == "t.flip:3:1: 'present' started an animation, not a transition, in the demo 'square'; write 'key enter' instead")
        let early = try run(source: "demo square\npresent\n").1
        #expect(early == "t.flip:2:1: 'present' started nothing in the demo 'square' (is something already shown, or still moving?)")
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names).parse("demo square\nkey enter\nwait 0.1\n")
        #expect(script.commands.count == 3, "the hint's command parses")
    }

    /// README: Diagnostics say where a velocity jumps "at an interactive release". A flick down
    /// on the card (1 500 pt/s at the end, past the demo's 1 000) finishes its dismissal along
    /// UIKit's default ease-in-out, which leaves from rest: the frame drawn as the finger lifts
    /// shows no speed yet, the next one does.
    @Test func aScriptedFlickIsAVelocityJumpAtRelease() throws {
        let script = try ScriptParser(fileName: "t.flip", demoNames: Demos.registry().names).parse("""
            demo swipe-dismiss
            present
            wait 0.6
            pan 195 400 -> 195 600 in 0.4 velocity 1500
            wait 0.5
            snapshot after
            """)
        let runner = ScriptRunner(player: Player(registry: Demos.registry(), columns: 100, rows: 30), fileName: "t.flip")
        var written: [String: String] = [:]
        runner.onInspection = { name, json in written[name] = json }
        try runner.run(script)
        let json = try #require(written["after"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let jumps = try #require(object["velocityJumps"] as? [[String: Any]])
        #expect(runner.player.scene.window.rootViewController?.presentedViewController == nil, "the flick dismissed the card")
        #expect(jumps.contains { $0["cause"] as? String == "release" && abs($0["from"] as? Double ?? 1) < 1e-6 }, "\(jumps)")
    }

    @Test func loopsRepeatTheirBody() throws {
        let (runner, failure) = try run(source: "demo card\npresent\nwait 0.5\nloop 3 {\n  scrub 0% -> 100% in 0.5\n}\n")
        #expect(failure == nil)
        #expect(abs(runner.time - 2.0) < 1e-9)
    }
}
