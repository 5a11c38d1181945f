//  FrameLoopTests.swift — FlipbookTerminalTests
//  Pacing against a fake screen and a fake clock: waits, ticks, draws, quits.

import FlipbookPlayer
import FlipbookRender
import FlipbookTerminal
import Testing

@Suite struct FrameLoopTests {
    /// A clock the fake screen advances as it "waits".
    final class FakeClock {
        var now: UInt64 = 1_000_000_000
        func advance(milliseconds: Double) { now += UInt64(milliseconds * 1_000_000) }
    }

    /// Input scripted as "after this many ms, this event" (or the whole timeout and nothing).
    final class FakeScreen: FrameLoopScreen {
        enum Arrival { case event(PlayerEvent, afterMilliseconds: Double), nothing }
        let clock: FakeClock
        var script: [Arrival]
        var timeouts: [Int32] = []
        var drawn: [CellBuffer] = []

        init(clock: FakeClock, script: [Arrival]) {
            self.clock = clock
            self.script = script
        }

        func readEvent(timeout: Int32) -> PlayerEvent? {
            timeouts.append(timeout)
            let next = script.isEmpty ? .nothing : script.removeFirst()
            switch next {
            case .event(let event, let after):
                clock.advance(milliseconds: timeout >= 0 ? min(after, Double(timeout)) : after)
                return event
            case .nothing:
                #expect(timeout >= 0, "an idle loop with nothing scripted would block forever")
                clock.advance(milliseconds: Double(max(timeout, 0)))
                return nil
            }
        }

        func draw(_ paint: (inout CellBuffer) -> Void) {
            var frame = CellBuffer(width: 0, height: 0)
            paint(&frame)
            drawn.append(frame)
        }
    }

    /// Paints every frame 2×1.
    func paint(_ cells: inout CellBuffer) { cells.resize(width: 2, height: 1) }
    let q = PlayerEvent.key(.character("q"))
    let space = PlayerEvent.key(.character(" "))

    private func ticks(_ events: [PlayerEvent]) -> [Double] {
        events.compactMap { if case .tick(let dt) = $0 { return dt } else { return nil } }
    }

    @Test func anIdleLoopBlocksAndNeverTicks() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.event(space, afterMilliseconds: 5000), .event(q, afterMilliseconds: 100)])
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(redraw: true), render: paint) { event in
            seen.append(event)
            return .init(quit: event == q)
        }
        #expect(screen.timeouts == [-1, -1], "blocked on input both times")
        #expect(seen == [space, q], "no ticks while idle")
        #expect(screen.drawn.count == 1, "only the initial frame: no step asked for a redraw")
    }

    /// A player with work for updates that move nothing (spare scenes to build) gets `.tick(0)`
    /// while idle, input looked for without waiting between them, and blocks again once it is done.
    @Test func anIdleLoopWithBackgroundWorkSendsTicksThatMoveNothing() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.nothing, .event(space, afterMilliseconds: 0), .nothing,
                                                       .event(q, afterMilliseconds: 100)])
        var seen: [PlayerEvent] = [], workLeft = 3
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(redraw: true, working: true), render: paint) { event in
            seen.append(event)
            if event == .tick(0) { workLeft -= 1 }
            return .init(quit: event == q, working: workLeft > 0)
        }
        #expect(seen == [.tick(0), space, .tick(0), .tick(0), q], "a step of work after each look for input, until done")
        #expect(screen.timeouts == [0, 0, 0, -1], "no wait while working; blocked on input once done")
        #expect(screen.drawn.count == 1, "work that moves nothing draws nothing")
    }

    @Test func anAnimationTicksAtSixtyFramesASecond() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [])
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(animating: true), render: paint) { event in
            seen.append(event)
            return .init(redraw: true, animating: true, quit: seen.count == 30)
        }
        let dts = ticks(seen)
        #expect(dts.count == 30)
        for dt in dts { #expect(abs(dt - 1.0 / 60) < 0.0011, "dt \(dt) is one frame, to the ms the timeout rounds to") }
        let total = dts.reduce(0, +)
        #expect(abs(total - 0.5) < 0.002, "30 frames take half a second: the rounding does not accumulate")
        #expect(screen.timeouts.allSatisfy { (16...17).contains($0) }, "waits for the time left: \(screen.timeouts)")
        #expect(screen.drawn.count == 30, "every step asking for a redraw is drawn")
    }

    @Test func inputMidFrameIsHandledAndTheWaitShortens() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.event(space, afterMilliseconds: 5), .nothing, .nothing])
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(animating: true), render: paint) { event in
            seen.append(event)
            return .init(animating: true, quit: ticks(seen).count == 2)
        }
        #expect(seen.first == space, "the key came before the first frame was due")
        #expect(screen.timeouts.count == 3)
        #expect(screen.timeouts[0] == 17 && screen.timeouts[1] == 12, "after 5 ms, 12 ms are left: \(screen.timeouts)")
        #expect(abs(ticks(seen)[0] - 1.0 / 60) < 0.0011, "the frame still ticks on time")
    }

    @Test func aFloodOfInputDoesNotStarveTheTicks() {
        let clock = FakeClock()
        let moves = (0..<20).map { _ in FakeScreen.Arrival.event(.mouse(MouseEvent(.move, column: 1, row: 1, button: 0)), afterMilliseconds: 4) }
        let screen = FakeScreen(clock: clock, script: moves)
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(animating: true), render: paint) { event in
            seen.append(event)
            return .init(animating: true, quit: seen.count >= 24)
        }
        #expect(ticks(seen).count == 4, "80 ms of events every 4 ms still gets a tick each 1/60 s: \(seen)")
    }

    @Test func startingToAnimateAfterIdlingDoesNotCountTheIdleTime() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.event(space, afterMilliseconds: 10_000)])
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(), render: paint) { event in
            seen.append(event)
            return .init(animating: true, quit: ticks(seen).count == 1)
        }
        #expect(screen.timeouts.first == -1)
        #expect(abs(ticks(seen)[0] - 1.0 / 60) < 0.0011, "the first tick is one frame, not ten seconds")
    }

    @Test func aLongStallIsClampedToMaxTick() {
        let clock = FakeClock()
        final class StallingScreen: FrameLoopScreen {
            let clock: FakeClock
            init(clock: FakeClock) { self.clock = clock }
            func readEvent(timeout: Int32) -> PlayerEvent? {
                clock.advance(milliseconds: 3000)  // stopped with Ctrl-Z, say
                return nil
            }
            func draw(_ paint: (inout CellBuffer) -> Void) {}
        }
        var seen: [PlayerEvent] = []
        FrameLoop(maxTick: 0.25, clock: { clock.now }).run(screen: StallingScreen(clock: clock), initial: .init(animating: true), render: paint) { event in
            seen.append(event)
            return .init(animating: true, quit: true)
        }
        #expect(seen == [.tick(0.25)])
    }

    @Test func stoppingTheAnimationStopsTheTicks() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.nothing, .event(q, afterMilliseconds: 50)])
        var seen: [PlayerEvent] = []
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(animating: true), render: paint) { event in
            seen.append(event)
            return .init(animating: false, quit: event == q)
        }
        #expect(ticks(seen).count == 1)
        #expect(screen.timeouts.last == -1, "idle again: blocks")
    }

    @Test func aQuittingInitialStepNeverWaits() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [])
        FrameLoop(clock: { clock.now }).run(screen: screen, initial: .init(redraw: true, quit: true), render: paint) { _ in
            Issue.record("no event should be read")
            return .init(quit: true)
        }
        #expect(screen.timeouts.isEmpty)
        #expect(screen.drawn == [CellBuffer(width: 2, height: 1)])
    }
}
