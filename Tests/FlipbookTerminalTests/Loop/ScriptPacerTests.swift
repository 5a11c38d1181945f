//  ScriptPacerTests.swift — FlipbookTerminalTests
//  A script's frames shown at their media times on a fake clock: waits, pause, q, resize.

import FlipbookPlayer
import FlipbookRender
import FlipbookTerminal
import Testing

@Suite struct ScriptPacerTests {
    typealias FakeClock = FrameLoopTests.FakeClock
    typealias FakeScreen = FrameLoopTests.FakeScreen

    let q = PlayerEvent.key(.character("q"))
    let space = PlayerEvent.key(.character(" "))

    func paint(_ cells: inout CellBuffer) { cells.resize(width: 2, height: 1) }

    /// Shows frames at `times` (seconds), each ignoring other events; returns the clock reading,
    /// in ms after the start, at which each `show` returned, and whether it said go on.
    func run(_ screen: FakeScreen, _ clock: FakeClock, times: [Double],
             handle: (PlayerEvent) -> FrameLoop.ScriptReaction = { _ in .ignore }) -> [(ms: Double, goOn: Bool)] {
        let start = clock.now
        let pacer = FrameLoop(clock: { clock.now }).scriptPacer(for: screen)
        var returns: [(ms: Double, goOn: Bool)] = []
        for time in times {
            let goOn = pacer.show(at: time, render: paint, handle: handle)
            returns.append((Double(clock.now - start) / 1e6, goOn))
            if !goOn { break }
        }
        return returns
    }

    @Test func eachFrameIsHeldUntilItsTime() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.nothing, .nothing, .nothing])
        let returns = run(screen, clock, times: [0, 0.5, 1.25])
        #expect(returns.map(\.ms) == [0, 500, 1250], "frame 0 at once, then each at its media time")
        #expect(returns.allSatisfy { $0.goOn })
        #expect(screen.timeouts == [500, 750], "one wait for the whole time left")
        #expect(screen.drawn.count == 3)
    }

    @Test func aLateFrameShowsAtOnceAndTheNextKeepTheirTimes() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.nothing])
        let pacer = FrameLoop(clock: { clock.now }).scriptPacer(for: screen)
        let start = clock.now
        #expect(pacer.show(at: 0, render: paint) { _ in .ignore })
        clock.advance(milliseconds: 700)  // drawing took long
        #expect(pacer.show(at: 0.5, render: paint) { _ in .ignore })
        #expect(clock.now - start == 700_000_000, "late: no wait at all")
        #expect(pacer.show(at: 1, render: paint) { _ in .ignore })
        #expect(clock.now - start == 1_000_000_000, "the next frame is still due at 1 s, not 1.2 s")
    }

    @Test func spacePausesAndThePauseIsAddedToLaterFrames() {
        let clock = FakeClock()
        // Space 100 ms into the wait; 3 s paused (30 polls of 100 ms); space again; then the waits.
        let polls = Array(repeating: FakeScreen.Arrival.nothing, count: 30)
        let screen = FakeScreen(clock: clock, script: [.event(space, afterMilliseconds: 100)] + polls
                                + [.event(space, afterMilliseconds: 0), .nothing, .nothing])
        let returns = run(screen, clock, times: [0, 0.5, 1])
        #expect(returns.map(\.ms) == [0, 3500, 4000], "the frame due at 0.5 s shows 3 s late, and so does the next")
        #expect(screen.timeouts[0] == 500)
        #expect(screen.timeouts[1...31].allSatisfy { $0 == 100 }, "paused (until the second space): polls, without a deadline")
        #expect(screen.timeouts[32] == 400, "after the pause, the 400 ms left of the wait")
    }

    @Test func qStopsTheScript() {
        let clock = FakeClock()
        let screen = FakeScreen(clock: clock, script: [.event(q, afterMilliseconds: 20)])
        let returns = run(screen, clock, times: [0, 0.5, 1])
        #expect(returns.count == 2)
        #expect(returns.last?.goOn == false)
        #expect(returns.last?.ms == 20, "at once, not when the frame was due")
    }

    @Test func otherEventsGoToTheHandlerAndARedrawPaintsAgain() {
        let clock = FakeClock()
        let resize = PlayerEvent.resize(columns: 100, rows: 30)
        let screen = FakeScreen(clock: clock, script: [.event(resize, afterMilliseconds: 10),
                                                      .event(.key(.character("x")), afterMilliseconds: 10), .nothing])
        var handled: [PlayerEvent] = []
        let returns = run(screen, clock, times: [0, 0.5]) { event in
            handled.append(event)
            if case .resize = event { return .redraw }
            return .ignore
        }
        #expect(handled == [resize, .key(.character("x"))])
        #expect(screen.drawn.count == 3, "two frames, and the second once more after the resize")
        #expect(returns.map(\.ms) == [0, 500], "the events do not move the frame's time")
    }
}

@Suite struct ThrottleTests {
    @Test func dueOnceAnIntervalHasPassedSinceTheLast() {
        let clock = FrameLoopTests.FakeClock()
        var throttle = Throttle(every: 0.25, clock: { clock.now })
        var due: [Bool] = []
        for _ in 0..<10 {
            clock.advance(milliseconds: 100)
            due.append(throttle.isDue())
        }
        // Due at 300 ms (≥ 250 since the start), then 600, 900: 300 ms apart, never sooner than 250.
        #expect(due == [false, false, true, false, false, true, false, false, true, false])
    }
}
