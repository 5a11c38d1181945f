//  ParameterTests.swift — FlipbookDemosTests
//  The shipped demos' parameters through the player: a change re-runs the transition in place,
//  exactly as a fresh run with that value; the panel's keys; the settling time it shows.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct ParameterTests {
    /// A player of `demo` whose parameters are the defaults with `settings` set.
    private func player(_ demo: Demo, _ settings: [String: String] = [:]) throws -> Player {
        var values = demo.defaultValues
        for (name, value) in settings { try values.set(name, to: value, demo: demo.name) }
        return Player(registry: DemoRegistry([demo]), values: values, columns: 100, rows: 30)
    }

    /// Presents and pauses `seconds` in, with the keys.
    private func presentAndPause(_ p: Player, after seconds: Double) {
        p.update(key(.enter))
        p.run(seconds)
        p.update(char(" "))
    }

    /// Changing a parameter at a fixed playhead shows what a fresh run with that value shows
    /// there: the same frame, cell for cell (the HUD's curve and lanes included), the same take.
    @Test(arguments: [0.05, 0.2, 0.35, 0.6])
    func changingDampingInPlaceEqualsAFreshRun(at seconds: Double) throws {
        let tuned = try player(SpringDemo())
        presentAndPause(tuned, after: seconds)
        let before = tuned.goldenText
        try tuned.setParameter("damping", to: "0.8")
        let fresh = try player(SpringDemo(), ["damping": "0.8"])
        presentAndPause(fresh, after: seconds)
        #expect(tuned.sceneTime == fresh.sceneTime && tuned.mode == .scrub)
        #expect(tuned.take == fresh.take)
        #expect(tuned.goldenText == fresh.goldenText)
        #expect(seconds >= 0.5 || tuned.goldenText != before, "ζ 0.3 and ζ 0.8 differ mid-flight")
    }

    /// The curve redraws with the new spring: its top label is the overshoot of an underdamped
    /// spring released from rest, 1 + e^(−ζπ/√(1−ζ²)) (the first peak of the step response).
    @Test(arguments: [0.3, 0.5, 0.8])
    func theCurvesOvershootFollowsTheDamping(zeta: Double) throws {
        let p = try player(SpringDemo())
        presentAndPause(p, after: 0.3)
        try p.setParameter("damping", to: String(zeta))
        let peak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        #expect(p.goldenText.contains(" " + String(format: "%.2f", peak) + "   |"), "ζ \(zeta): overshoot \(peak)")
        #expect(p.goldenText.contains("Curve       spring ζ " + String(format: "%.2f", zeta)))
    }

    /// A duration changed with the panel's keys (→ is one step of 0.05 s; ⇧→ ten) re-times the
    /// take: its length and every frame are a fresh run's at that duration.
    @Test func theDurationFromThePanelEqualsAFreshRun() throws {
        let tuned = try player(SpringDemo())
        presentAndPause(tuned, after: 0.25)
        tuned.update(char("t"))
        #expect(tuned.parametersPanel.isOpen)
        tuned.update(key(.down))  // duration
        tuned.update(key(.right, .shift))  // 0.5 + 10 × 0.05
        tuned.update(key(.left))
        #expect(tuned.parameterValues.number("duration") == 0.95)
        tuned.update(char("t"))
        let fresh = try player(SpringDemo(), ["duration": "0.95"])
        presentAndPause(fresh, after: 0.25)
        #expect(tuned.take == fresh.take)
        expectClose(try #require(tuned.take).length, 0.95, tolerance: Player.takeResolution + 1e-9)
        #expect(tuned.goldenText == fresh.goldenText)
    }

    /// An opening animation (square's property animator, started in viewDidAppear) is the take
    /// re-run from time 0 with the new duration and curve.
    @Test func theOpeningAnimationReRunsWithTheNewCurve() throws {
        let tuned = try player(SquareDemo())
        tuned.run(0.4)
        tuned.update(char(" "))
        try tuned.setParameter("duration", to: "1")
        try tuned.setParameter("curve.x1", to: "0")
        let fresh = try player(SquareDemo(), ["duration": "1", "curve.x1": "0"])
        fresh.run(0.4)
        fresh.update(char(" "))
        #expect(tuned.take == fresh.take)
        #expect(tuned.goldenText == fresh.goldenText)
        expectClose(try #require(tuned.take).length, 1, tolerance: Player.takeResolution + 1e-9)
    }

    /// Playing on after the take has ended, a change plays the take again from its start, so it
    /// is seen; the values are the demo's until another demo is shown and back.
    @Test func aChangeAfterTheTakeEndedPlaysItAgain() throws {
        let p = Player(registry: DemoRegistry([SpringDemo(), CardDemo()]), columns: 100, rows: 30)
        p.update(key(.enter))
        p.run(1)
        let take = try #require(p.take)
        #expect(!p.isAnimating)
        try p.setParameter("damping", to: "0.6")
        #expect(p.sceneTime == take.start && p.isAnimating && p.mode == .live)
        p.update(char("n"))
        #expect(p.demo.name == "card" && p.parameterValues.number("damping") == 0.8)
        p.update(char("p"))
        #expect(p.parameterValues.number("damping") == 0.6)
    }

    /// The panel shows the take's spring settling time, read from the spring animation UIKit made:
    /// a damping-ratio spring is fitted to the animator's duration, so it settles in that duration.
    // UIKit docs (UISpringTimingParameters, init(dampingRatio:)): the animator's duration governs
    // a damping-ratio spring; CASpringAnimation.settlingDuration is "the estimated duration required
    // for the spring system to be considered at rest".
    @Test func thePanelShowsTheSpringsSettlingDuration() throws {
        let p = try player(SpringDemo(), ["duration": "0.7"])
        presentAndPause(p, after: 0.1)
        p.update(char("t"))
        let text = p.goldenText
        #expect(text.contains("Settles     0.700 s"))
        #expect(text.contains("Swift       UISpringTimingParameters(dampingRatio: 0.3,") && text.contains("  initialVelocity: .zero)"))
        #expect(text.contains("▸ damping   0.3"))
    }

    /// With an iOS 17 spring (duration and bounce) the spring's own settling time governs; the
    /// panel's figure is `CASpringAnimation.settlingDuration` of that spring.
    @Test func aBounceSpringSettlesInItsOwnTime() throws {
        let demo = TransitionDemo(name: "bouncy", summary: "a square on an iOS 17 spring",
                                  parameters: [.duration(default: 0.5), .bounce(default: 0.3)]) { window, values in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let square = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            root.view.addSubview(square)
            return DemoScene(window: window, primaryActionName: "run", primaryAction: {
                let animator = UIViewPropertyAnimator(duration: 10, timingParameters: values.spring())
                animator.addAnimations { square.center.x = 300 }
                animator.startAnimation()
            })
        }
        for bounce in ["0.3", "-0.2", "0.6"] {
            let p = try player(demo, ["bounce": bounce])
            presentAndPause(p, after: 0.1)
            p.update(char("t"))
            let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: CGFloat(Double(bounce)!))
            #expect(p.goldenText.contains("Settles     " + String(format: "%.3f s", spring.settlingDuration)), "bounce \(bounce)")
            // The take ends where the spring settles (the animator's 10 s are ignored, as on iOS).
            expectClose(try #require(p.take).length, spring.settlingDuration, tolerance: Player.takeResolution + 1e-9)
        }
    }

    /// Each shipped demo's parameters are valid (defaults in range) and build a scene; those that
    /// declare a duration run their take for it.
    @Test func everyShippedDemosParametersBuildItsScene() throws {
        let tuned = Demos.all().filter { !$0.parameters.isEmpty }.map(\.name)
        #expect(Set(tuned).isSuperset(of: ["spring", "slide", "square", "card", "zoom"]))
        for demo in Demos.all() {
            let values = demo.defaultValues
            for (i, parameter) in demo.parameters.enumerated() {
                if case let .number(range, _, _) = parameter.kind { #expect(range.contains(values.values[i])) }
            }
            _ = demo.makeScene(deviceSize: UIWindow.iPhoneScreenSize, values: values)
        }
    }
}
