//  DelayedMessagesTests.swift — FlipbookKitTests
//  Messages sent later, in the scene's media time: `perform(_:with:afterDelay:)` and its
//  cancelling, `performSelector(onMainThread:…)`, and the selector forms of Timer and CADisplayLink.

// Written as an app's file is, with the kit alone imported (it brings Foundation, as UIKit does),
// so `Timer` here is the name an animator file reaches.
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A receiver that records when (in media time) and with what it was sent its messages.
private final class Clocked: NSObject {
    var calls: [(name: String, time: Double, argument: String)] = []

    func fired(_ argument: Any?) { calls.append(("fired", CACurrentMediaTime(), argument.map { "\($0)" } ?? "nil")) }
    func bare() { calls.append(("bare", CACurrentMediaTime(), "")) }
    func tick(_ timer: Timer) { calls.append(("tick", CACurrentMediaTime(), "\(timer.userInfo ?? "nil")")) }
    func step(_ link: CADisplayLink) { calls.append(("step", CACurrentMediaTime(), "\(link.targetTimestamp)")) }

    var times: [Double] { calls.map(\.time) }

    static func register() {
        ObjCRuntime.addMethods([
            "fired:": { r, m in try (r as! Clocked).fired(m.argument(0)) },
            "bare": { r, _ in (r as! Clocked).bare() },
            "tick:": { r, m in try (r as! Clocked).tick(m.argument(0)) },
            "step:": { r, m in try (r as! Clocked).step(m.argument(0)) },
        ], to: Clocked.self)
    }
}

/// A key window at clock time 0.
private func scene() -> UIWindow {
    Clocked.register()
    let window = UIWindow()
    window.makeKeyAndVisible()
    return window
}

@Suite struct DelayedMessagesTests {
    // Foundation docs, perform(_:with:afterDelay:): the message is sent after `delay` seconds. In
    // a scene that is media time: it waits while the clock is paused, is not sent early when the
    // previewer scrubs back and forth before it, and is sent at exactly its instant, whatever the
    // size of the tick that crosses it.
    @Test func aDelayedPerformIsSentWhenMediaTimeReachesTheDelay() {
        let window = scene()
        let receiver = Clocked()
        window.clock.tick(to: 0.2)
        receiver.perform(Selector("fired:"), with: "x", afterDelay: 0.5)
        window.clock.tick(to: 0.5)
        #expect(receiver.calls.isEmpty, "paused at 0.5, short of 0.7")
        #expect(window.clock.rewind(to: 0.3), "scrubbing back before anything ran")
        window.clock.tick(to: 0.69)
        #expect(receiver.calls.isEmpty)
        window.clock.tick(to: 5)
        #expect(receiver.calls.count == 1 && receiver.calls.first?.argument == "x")
        expectClose(receiver.times[0], 0.7, tolerance: 1e-12)
    }

    // A scene rebuilt and replayed (how the previewer scrubs backwards) sends the message at the
    // same instant, however finely the replay ticks.
    @Test func aReplayedSceneSendsItAtTheSameInstant() {
        func run(frameRate: Double) -> [Double] {
            let window = scene()
            let receiver = Clocked()
            window.clock.tick(to: 0.1)
            receiver.perform(Selector("bare"), with: nil, afterDelay: 0.25)
            var frame = 0.0
            while frame < 1 { frame += 1 / frameRate; window.clock.tick(to: frame) }
            return receiver.times
        }
        let at60 = run(frameRate: 60), at7 = run(frameRate: 7)
        #expect(at60.count == 1 && at7.count == 1)
        expectClose(at60[0], 0.35, tolerance: 1e-12)
        expectClose(at7[0], 0.35, tolerance: 1e-12)
    }

    // Foundation docs: "Specifying a delay of 0 does not necessarily cause the selector to be
    // performed immediately. The selector is still queued on the thread's run loop"; an empty
    // modes array performs nothing; a selector without a colon is sent no argument.
    @Test func aZeroDelayWaitsForTheNextTickAndNoModesMeansNothing() {
        let window = scene()
        let receiver = Clocked()
        receiver.perform(Selector("bare"), with: "ignored", afterDelay: 0)
        receiver.perform(Selector("fired:"), with: 1, afterDelay: 0, inModes: [])
        #expect(receiver.calls.isEmpty)
        window.clock.tick(to: 0)
        #expect(receiver.calls.map(\.name) == ["bare"])
    }

    // Foundation docs, cancelPreviousPerformRequests(withTarget:selector:object:): "Argument
    // equality is determined using isEqual:, so the value need not be the same object that was
    // passed originally. Pass nil to match a request for nil that was originally passed as the
    // argument." withTarget: alone cancels every request of the target.
    @Test func cancellingMatchesTargetSelectorAndAnEqualArgument() {
        let window = scene()
        let receiver = Clocked(), other = Clocked()
        receiver.perform(Selector("fired:"), with: "a", afterDelay: 0.1)
        receiver.perform(Selector("fired:"), with: "b", afterDelay: 0.1)
        receiver.perform(Selector("fired:"), with: nil, afterDelay: 0.1)
        receiver.perform(Selector("bare"), with: nil, afterDelay: 0.1)
        other.perform(Selector("bare"), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: Selector("fired:"), object: String("a"))
        NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: Selector("fired:"), object: nil)
        window.clock.tick(to: 1)
        #expect(receiver.calls.map { "\($0.name) \($0.argument)" } == ["fired b", "bare "])
        #expect(other.calls.count == 1)

        receiver.perform(Selector("fired:"), with: "c", afterDelay: 0.1)
        receiver.perform(Selector("bare"), with: nil, afterDelay: 0.2)
        other.perform(Selector("bare"), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver)
        window.clock.tick(to: 2)
        #expect(receiver.calls.count == 2 && other.calls.count == 2)
    }

    // Foundation docs: "This method retains the receiver and the anArgument parameter until after
    // the selector is performed."
    @Test func aDelayedPerformKeepsItsReceiverUntilItIsSent() {
        let window = scene()
        weak var gone: Clocked?
        do {
            let receiver = Clocked()
            gone = receiver
            receiver.perform(Selector("bare"), with: nil, afterDelay: 0.5)
        }
        #expect(gone != nil, "held while waiting")
        window.clock.tick(to: 1)
        #expect(gone == nil, "let go once sent")
    }

    // Foundation docs, performSelector(onMainThread:with:waitUntilDone:): waiting, on the main
    // thread, sends it at once; otherwise it is queued — in a scene, to the clock's next tick.
    @Test func performingOnTheMainThreadWaitsOrQueues() {
        let window = scene()
        let receiver = Clocked()
        receiver.performSelector(onMainThread: Selector("fired:"), with: "now", waitUntilDone: true)
        receiver.performSelector(onMainThread: Selector("fired:"), with: "later", waitUntilDone: false)
        #expect(receiver.calls.map(\.argument) == ["now"])
        window.clock.tick(to: 0.01)
        #expect(receiver.calls.map(\.argument) == ["now", "later"])
    }

    // Foundation docs, scheduledTimer(timeInterval:target:selector:userInfo:repeats:): "The timer
    // passes itself as the argument"; "The timer maintains a strong reference to target until it
    // (the timer) is invalidated."
    @Test func aSelectorTimerSendsItselfToItsTarget() {
        let window = scene()
        weak var gone: Clocked?
        var timer: Timer?
        do {
            let receiver = Clocked()
            gone = receiver
            timer = Timer.scheduledTimer(timeInterval: 0.25, target: receiver, selector: Selector("tick:"), userInfo: "info", repeats: true)
        }
        window.clock.tick(to: 0.8)
        #expect(gone?.calls.map(\.argument) == ["info", "info", "info"], "held by the timer")
        for (time, want) in zip(gone?.times ?? [], [0.25, 0.5, 0.75]) { expectClose(time, want, tolerance: 1e-12) }
        timer?.invalidate()
        #expect(gone == nil, "the target is let go with the invalidated timer")

        let once = Clocked()
        let plain = Timer(timeInterval: 0.1, target: once, selector: Selector("bare"), userInfo: nil, repeats: false)
        RunLoop.current.add(plain, forMode: .common)
        window.clock.tick(to: 1)
        #expect(once.calls.map(\.name) == ["bare"] && !plain.isValid)
    }

    // UIKit docs, CADisplayLink init(target:selector:): the selector is sent on each refresh, with
    // the link as its argument; "The newly constructed display link retains the target."
    @Test func aSelectorDisplayLinkSendsItselfOnEachRefresh() {
        let window = scene()
        let receiver = Clocked()
        let link = CADisplayLink(target: receiver, selector: Selector("step:"))
        link.add(to: .main, forMode: .common)
        window.clock.tick(to: 3.5 / 60)
        #expect(receiver.calls.count == 3)
        for (time, want) in zip(receiver.times, [1.0 / 60, 2.0 / 60, 3.0 / 60]) { expectClose(time, want, tolerance: 1e-12) }
        link.invalidate()
        window.clock.tick(to: 1)
        #expect(receiver.calls.count == 3)
    }
}
