//  SceneRunLoopTests.swift — FlipbookKitTests
//  The main queue and CADisplayLink on a scene's clock: when work runs, in which order, at which
//  instant, and what a display link's timestamps read, against Dispatch's and Core Animation's
//  documented behaviour and times computed by hand.

// Written as an app's file is, with Foundation imported beside the kit, so an ambiguity between
// Dispatch's API and Flipbook's would fail to compile here.
import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A key window at clock time 0.
private func scene() -> UIWindow {
    let window = UIWindow()
    window.makeKeyAndVisible()
    return window
}

@Suite struct MainQueueTests {
    // Dispatch docs, async(execute:): "Schedules a block asynchronously for execution" — the
    // caller returns first; a serial queue runs its blocks in the order they were submitted.
    @Test func mainQueueWorkRunsAtTheNextTickInOrder() {
        let window = scene()
        var log: [String] = []
        DispatchQueue.main.async { log.append("first") }
        DispatchQueue.main.async(execute: { log.append("second") })
        log.append("caller")
        #expect(log == ["caller"], "nothing runs before the caller returns")
        window.clock.tick(to: 0.001)
        #expect(log == ["caller", "first", "second"])
        let queue: DispatchQueue = .main
        queue.async { log.append("third at \(CACurrentMediaTime())") }
        window.clock.tick(to: 0.5)
        #expect(log.last == "third at 0.001", "it runs as the clock leaves the instant it was sent at")
    }

    @Test func workSentFromACompletionBlockRunsAtThatInstantAfterIt() {
        let window = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { _ in
            DispatchQueue.main.async { log.append("async at \(CACurrentMediaTime())") }
            log.append("completion at \(CACurrentMediaTime())")
        })
        window.clock.tick(to: 1)
        #expect(log == ["completion at 0.25", "async at 0.25"])
    }

    // Dispatch docs, asyncAfter(deadline:execute:): "Submits a work item to a dispatch queue for
    // asynchronous execution after a specified time." In a scene the delay is media time.
    @Test func aDelayedBlockRunsWhenTheClockHasAdvancedByTheDelay() {
        let window = scene()
        window.clock.tick(to: 0.1)
        var ranAt: [Double] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { ranAt.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(150)) { ranAt.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.05) { ranAt.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { ranAt.append(CACurrentMediaTime()) }
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ranAt.append(-1) }
        window.clock.tick(to: 0.39)
        #expect(ranAt.count == 3)
        window.clock.tick(to: 10)
        #expect(ranAt.count == 4, "the distant future never comes")
        let expected = [0.1, 0.15, 0.25, 0.4]
        for (value, want) in zip(ranAt, expected) { expectClose(value, want, tolerance: 1e-12) }
    }

    @Test func otherQueuesAreDispatchsOwn() {
        let window = scene()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "flipbook.tests.background").async { done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success, "ran with no tick of the scene's clock")
        _ = window
    }

    @Test func aSceneRebuiltAndReplayedRunsItsWorkAtTheSameInstants() {
        func run() -> [Double] {
            let window = scene()
            var times: [Double] = []
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                times.append(CACurrentMediaTime())
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.125) { times.append(CACurrentMediaTime()) }
            }
            for step in 1...40 { window.clock.tick(to: Double(step) / 60) }
            return times
        }
        let first = run(), second = run()
        #expect(first == second && first == [0.2, 0.325])
    }
}

/// A target that counts its calls and records the link's timestamps.
private final class Stepper {
    var calls: [(time: Double, timestamp: Double, target: Double, duration: Double)] = []
    func step(_ link: CADisplayLink) {
        calls.append((CACurrentMediaTime(), link.timestamp, link.targetTimestamp, link.duration))
    }
}

@Suite struct CADisplayLinkTests {
    // Core Animation docs: the display link calls its target "when the screen's contents need to
    // update"; timestamp is "when the last frame displayed", targetTimestamp "when the next frame
    // displays", duration "the time interval between screen refresh updates". Flipbook's screen
    // refreshes at 60 Hz from time 0.
    @Test func theTargetIsCalledOnEachRefreshAfterTheLinkIsAdded() {
        let window = scene()
        window.clock.tick(to: 0.1)   // refresh 6 is now: the first call is refresh 7
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.add(to: .main, forMode: .common)
        #expect(link.timestamp == 0 && link.duration == 0, "no call yet")
        window.clock.tick(to: 0.2)   // refreshes 7 through 12
        #expect(stepper.calls.count == 6)
        for (index, call) in stepper.calls.enumerated() {
            let refresh = Double(7 + index)
            expectClose(call.time, refresh / 60, tolerance: 1e-12)
            expectClose(call.target, refresh / 60, tolerance: 1e-12)
            expectClose(call.timestamp, (refresh - 1) / 60, tolerance: 1e-12)
            expectClose(call.duration, 1.0 / 60, tolerance: 1e-12)
        }
        link.invalidate()
    }

    @Test func aLowerPreferredRateCallsOnEveryNthRefreshAndPausingStops() {
        let window = scene()
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.preferredFramesPerSecond = 20   // every third refresh
        link.add(to: .main, forMode: .default)
        window.clock.tick(to: 0.5)
        #expect(stepper.calls.map { Int(($0.time * 60).rounded()) } == [3, 6, 9, 12, 15, 18, 21, 24, 27, 30])
        expectClose(stepper.calls[1].target - stepper.calls[1].timestamp, 3.0 / 60, tolerance: 1e-12)
        link.isPaused = true
        window.clock.tick(to: 1)
        #expect(stepper.calls.count == 10, "no calls while paused")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        link.preferredFramesPerSecond = 0
        link.isPaused = false
        window.clock.tick(to: 1.1)   // after refresh 60, every second one: 62, 64, 66
        #expect(stepper.calls.suffix(3).map { Int(($0.time * 60).rounded()) } == [62, 64, 66])
        link.invalidate()
    }

    // Core Animation docs, init(target:selector:): "The newly constructed display link retains
    // the target." invalidate(): "Removing the display link from all run loop modes causes it to
    // release the target."
    @Test func theLinkKeepsItsTargetUntilInvalidated() {
        let window = scene()
        weak var weakStepper: Stepper?
        var link: CADisplayLink?
        do {
            let stepper = Stepper()
            weakStepper = stepper
            link = CADisplayLink(target: stepper, selector: Stepper.step)
            link?.add(to: .main, forMode: .common)
        }
        window.clock.tick(to: 0.05)
        #expect(weakStepper?.calls.count == 3, "held and called though nothing else holds it")
        link?.invalidate()
        #expect(weakStepper == nil)
        window.clock.tick(to: 0.1)
    }

    @Test func aViewDrivenByTheLinkShowsTheValueForTheFrameOnScreen() {
        // A tutorial's progress loop: each call moves the view to where it belongs at the time the
        // frame is shown, from a start time taken when the link was added.
        let window = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let start = CACurrentMediaTime()
        var calls = 0
        let link = CADisplayLink { link in
            calls += 1
            let progress = min((link.targetTimestamp - start) / 0.5, 1)
            view.center.x = 10 + 300 * progress
            if progress == 1 { link.invalidate() }
        }
        link.add(to: .main, forMode: .common)
        for frame in 1...45 {
            let time = Double(frame) / 60
            window.clock.tick(to: time)
            expectClose(Double(view.layer.presentation()?.position.x ?? view.center.x), 10 + 300 * min(time / 0.5, 1), tolerance: 1e-9)
        }
        #expect(calls == 30, "it stopped itself at the end")
    }

    @Test func aLinkAddedWithNoSceneSaysSoAndIsNeverCalled() {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var said = false
        Thread {
            let link = CADisplayLink { _ in }
            link.add(to: .main, forMode: .common)
            said = Diagnostics.takeUnattributed().contains { $0.contains("CADisplayLink.add(to:forMode:) with no key window") }
            done.signal()
        }.start()
        done.wait()
        #expect(said)
    }
}
