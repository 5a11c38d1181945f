//  DemoDriving.swift — FlipbookDemosTests
//  Driving a demo through the player, as a user at the keyboard would, and taking its frames.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

func key(_ code: KeyCode, _ modifiers: KeyModifiers = []) -> PlayerEvent { .key(Key(code, modifiers: modifiers)) }
func char(_ c: Character) -> PlayerEvent { .key(.character(c)) }

/// The percentages every transition's goldens are taken at.
let goldenPercents = [0, 25, 50, 75, 100]

/// A player showing only `demo`, at the goldens' size.
func makePlayer(_ demo: Demo) -> Player {
    Player(registry: DemoRegistry([demo]), columns: 100, rows: 30)
}

extension Player {
    /// Pauses at `percent` % of the current take, with the keys: Home, then ⇧→ (10 %) and → (1 %), or End.
    func scrub(toPercent percent: Int) {
        if percent >= 100 {
            update(key(.end))
            return
        }
        update(key(.home))
        for _ in 0..<(percent / 10) { update(key(.right, .shift)) }
        for _ in 0..<(percent % 10) { update(key(.right)) }
    }

    /// Lets the clock run again (space) if paused.
    func resume() {
        if mode == .scrub { update(char(" ")) }
    }

    /// The frame as golden text, colours included.
    var goldenText: String { TextSnapshot.render(render(), colors: true) }

    /// The take's time fraction at the scene's time now (where a scrub puts the playhead in time).
    var takeTimeFraction: Double? { take.map { $0.fraction(at: sceneTime) } }

    /// The window of the scene shown now.
    var window: UIWindow { scene.window }

    /// The scene's root navigation controller (looked up afresh: a scrub may rebuild the scene).
    func navigation(sourceLocation: SourceLocation = #_sourceLocation) throws -> UINavigationController {
        try #require(window.rootViewController as? UINavigationController, sourceLocation: sourceLocation)
    }

    /// Runs the live clock on by `seconds` in frame-sized ticks.
    func run(_ seconds: Double) {
        resume()
        var left = seconds
        while left > 0 {
            let dt = min(left, Player.frameDuration)
            update(.tick(dt))
            left -= dt
        }
    }
}

/// Takes the five goldens of the take just started, `<prefix>-000` … `<prefix>-100`, paused
/// with the keys; leaves the player paused at the end of the take.
func expectTakeGoldens(_ player: Player, prefix: String, filePath: String = #filePath,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(player.take != nil, "a take to scrub", sourceLocation: sourceLocation)
    for percent in goldenPercents {
        player.scrub(toPercent: percent)
        if let fraction = player.takeTimeFraction {
            expectClose(fraction, Double(percent) / 100, tolerance: 1e-9, "paused at \(percent) %",
                        sourceLocation: sourceLocation)
        }
        let name = "\(prefix)-" + String(repeating: "0", count: 3 - String(percent).count) + String(percent)
        expectGolden(player.goldenText, named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}

/// Interactive mode (`i`), Enter starts the transition under the hand, `steps` × → drags it,
/// Enter lets go; then the clock runs 2 s.
func dragAndLetGo(_ player: Player, steps: Int) {
    player.update(char("i"))
    player.update(key(.enter))
    for _ in 0..<steps { player.update(key(.right)) }
    player.update(key(.enter))
    player.run(2)
}
