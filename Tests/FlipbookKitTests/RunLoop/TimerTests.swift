//  TimerTests.swift — FlipbookKitTests
//  Foundation's Timer on a scene's clock: when it fires, how often, what it holds and when it lets
//  go, against Foundation's documented behaviour and times computed by hand.

// Written as an app's file is, with the kit alone imported (it brings Foundation, as UIKit does),
// so `Timer` here is the name an animator file reaches.
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A key window at clock time 0.
private func scene() -> UIWindow {
    let window = UIWindow()
    window.makeKeyAndVisible()
    return window
}

/// A target that records when it was called.
private final class Ticker {
    var times: [Double] = []
    var timers: [Timer] = []
    func tick(_ timer: Timer) {
        times.append(CACurrentMediaTime())
        timers.append(timer)
    }
    func beat() { times.append(CACurrentMediaTime()) }
}

@Suite struct TimerTests {
    // Foundation docs, scheduledTimer(withTimeInterval:repeats:block:): "Creates a timer and
    // schedules it on the current run loop"; repeats: "the timer will repeatedly reschedule itself
    // until invalidated". In a scene the interval is media time from the moment it was made.
    @Test func aRepeatingTimerFiresEveryIntervalUntilItsBlockInvalidatesIt() {
        let window = scene()
        window.clock.tick(to: 0.1)
        var times: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
            times.append(CACurrentMediaTime())
            if times.count == 3 { timer.invalidate() }
        }
        #expect(timer.isValid && times.isEmpty, "nothing fires before the clock moves")
        #expect(timer.timeInterval == 0.25)
        for step in 1...120 { window.clock.tick(to: 0.1 + Double(step) / 60) }
        #expect(times.count == 3)
        for (time, want) in zip(times, [0.35, 0.6, 0.85]) { expectClose(time, want, tolerance: 1e-12) }
        #expect(!timer.isValid)
    }

    // Foundation docs, init(timeInterval:repeats:block:): "If false, the timer will be
    // invalidated after it fires"; timeInterval: "If the timer is non-repeating, returns 0 even if
    // a time interval was set"; "If interval is less than or equal to 0.0, this method chooses the
    // nonnegative value of 0.0001 seconds instead."
    @Test func aOneShotTimerFiresOnceAndIsValidOnlyUntilItsBlockReturns() {
        let window = scene()
        var validInside: [Bool] = []
        let once = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { validInside.append($0.isValid) }
        #expect(once.timeInterval == 0)
        window.clock.tick(to: 5)
        #expect(validInside == [true])
        #expect(!once.isValid)

        var firedAt: [Double] = []
        let soon = Timer.scheduledTimer(withTimeInterval: -1, repeats: true) { timer in
            firedAt.append(CACurrentMediaTime())
            if firedAt.count == 2 { timer.invalidate() }
        }
        #expect(soon.timeInterval == 0.0001)
        window.clock.tick(to: 6)
        #expect(firedAt.count == 2)
        expectClose(firedAt[0], 5.0001, tolerance: 1e-9)
        expectClose(firedAt[1], 5.0002, tolerance: 1e-9)
    }

    // A scene's clock runs every instant, so a tick that covers several firings fires the timer
    // once for each, at its own instant and in order with other scheduled work.
    @Test func aLongTickFiresEachFiringAtItsOwnInstant() {
        let window = scene()
        var log: [String] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            log.append("timer \(Int((CACurrentMediaTime() * 1000).rounded()))")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { log.append("async 250") }
        window.clock.tick(to: 0.45)
        #expect(log == ["timer 100", "timer 200", "async 250", "timer 300", "timer 400"])
        timer.invalidate()
        window.clock.tick(to: 1)
        #expect(log.count == 5, "no firing after invalidate()")
    }

    // Each firing is counted from the fire date (fire date + n × interval), not added up from the
    // one before, so a timer left running does not drift from the grid it was started on.
    @Test func aRepeatingTimerKeepsToItsGridOverALongSession() {
        let window = scene()
        var count = 0, last = 0.0
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            count += 1
            last = CACurrentMediaTime()
        }
        for second in 1...1000 { window.clock.tick(to: Double(second) + 0.05) }
        timer.invalidate()
        #expect(count == 10_000)
        expectClose(last, 1000, tolerance: 1e-9)
    }

    // Foundation docs, init(timeInterval:target:selector:userInfo:repeats:): "The timer maintains
    // a strong reference to target until it (the timer) is invalidated." invalidate(): "the
    // timer also releases the target and userInfo objects".
    @Test func theTargetAndUserInfoAreHeldUntilInvalidation() {
        let window = scene()
        weak var weakTicker: Ticker?
        weak var weakInfo: Ticker?
        let timer: Timer
        do {
            let ticker = Ticker(), info = Ticker()
            weakTicker = ticker
            weakInfo = info
            timer = Timer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: Ticker.tick, userInfo: info, repeats: true)
        }
        window.clock.tick(to: 1.2)
        #expect(weakTicker?.times == [0.5, 1.0])
        #expect(weakTicker?.timers.allSatisfy { $0 === timer } == true)
        #expect((timer.userInfo as? Ticker) === weakInfo && weakInfo != nil)
        weakTicker?.timers.removeAll()
        timer.invalidate()
        #expect(weakTicker == nil && weakInfo == nil && timer.userInfo == nil)

        let beating = Ticker()
        let beat = Timer.scheduledTimer(timeInterval: 0.4, target: beating, selector: Ticker.beat, userInfo: nil, repeats: false)
        window.clock.tick(to: 2)
        expectClose(beating.times.first ?? -1, 1.6, tolerance: 1e-12)
        #expect(beating.times.count == 1 && !beat.isValid)
    }

    // Foundation docs, init(timeInterval:repeats:block:): "You must add the new timer to a run
    // loop, using add(_:forMode:)" — it fires its interval after it was made.
    @Test func aTimerMadeUnscheduledFiresOnlyOnceAddedToARunLoop() {
        let window = scene()
        var times: [Double] = []
        let timer = Timer(timeInterval: 0.2, repeats: true) { _ in times.append(CACurrentMediaTime()) }
        window.clock.tick(to: 0.1)
        #expect(times.isEmpty)
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.current.add(timer, forMode: .default)   // already scheduled: no second schedule
        window.clock.tick(to: 0.65)
        #expect(times.count == 3)
        for (time, want) in zip(times, [0.2, 0.4, 0.6]) { expectClose(time, want, tolerance: 1e-12) }
        timer.invalidate()

        let late = Timer(timeInterval: 0.2, repeats: false) { _ in times.append(CACurrentMediaTime()) }
        window.clock.tick(to: 2)
        RunLoop.main.add(late, forMode: .default)
        window.clock.tick(to: 3)
        #expect(times.last == 2, "its fire date (0.85) had passed: it fires at the next tick")
    }

    // Foundation docs, fire(): "You can use this method to fire a repeating timer without
    // interrupting its regular firing schedule. If the timer is non-repeating, it is automatically
    // invalidated after firing, even if its scheduled fire date has not arrived."
    @Test func fireRunsTheBlockWithoutMovingTheSchedule() {
        let window = scene()
        var times: [Double] = []
        let repeating = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in times.append(CACurrentMediaTime()) }
        window.clock.tick(to: 0.2)
        repeating.fire()
        window.clock.tick(to: 1.1)
        #expect(times == [0.2, 0.5, 1.0])
        repeating.invalidate()
        repeating.fire()
        #expect(times.count == 3, "an invalid timer does not fire")

        var once = 0
        let oneShot = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in once += 1 }
        oneShot.fire()
        window.clock.tick(to: 5)
        #expect(once == 1 && !oneShot.isValid)
    }

    // Foundation docs, fireDate: "You can set this property to adjust the firing time of a
    // repeating timer"; init(fire:interval:repeats:block:): "date: The time at which the timer
    // should first fire."
    @Test func theFireDateMovesTheNextFiringAndAFireDateStartsATimer() {
        let window = scene()
        var times: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in times.append(CACurrentMediaTime()) }
        window.clock.tick(to: 0.6)
        expectClose(timer.fireDate.timeIntervalSinceNow, 0.4, tolerance: 0.05)
        timer.fireDate = Date(timeIntervalSinceNow: 0.1)
        window.clock.tick(to: 1.75)
        #expect(times == [0.5, 0.7, 1.2, 1.7])
        timer.invalidate()

        var started: [Double] = []
        let dated = Timer(fire: Date(timeIntervalSinceNow: 0.3), interval: 0.25, repeats: true) { _ in
            started.append(CACurrentMediaTime())
        }
        RunLoop.main.add(dated, forMode: .common)
        window.clock.tick(to: 2.6)
        #expect(started.count == 3)
        for (time, want) in zip(started, [2.05, 2.3, 2.55]) { expectClose(time, want, tolerance: 1e-12) }
        dated.invalidate()
    }

    @Test func aSceneRebuiltAndReplayedFiresItsTimersAtTheSameInstants() {
        func run() -> [Double] {
            let window = scene()
            var times: [Double] = []
            Timer.scheduledTimer(withTimeInterval: 0.15, repeats: false) { _ in
                times.append(CACurrentMediaTime())
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
                    times.append(CACurrentMediaTime())
                    if times.count == 3 { timer.invalidate() }
                }
            }
            for step in 1...40 { window.clock.tick(to: Double(step) / 60) }
            return times
        }
        let first = run(), second = run()
        #expect(first == second)
        for (time, want) in zip(first, [0.15, 0.25, 0.35]) { expectClose(time, want, tolerance: 1e-12) }
    }

    // Outside a scene the timer is Foundation's run loop's, as on iOS: a thread with no key window
    // runs its run loop and the timer fires in real time.
    @Test func withNoKeyWindowTheTimerRunsOnFoundationsRunLoop() {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var fired = 0
        let thread = Thread {
            let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
                fired += 1
                if fired == 2 { timer.invalidate() }
            }
            let deadline = Date(timeIntervalSinceNow: 10)
            while timer.isValid, Date() < deadline { _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05)) }
            done.signal()
        }
        thread.start()
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(fired == 2)
    }
}
