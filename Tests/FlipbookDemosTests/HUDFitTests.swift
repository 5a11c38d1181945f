//  HUDFitTests.swift — FlipbookDemosTests
//  Every demo's HUD at 160×48, 100×30 and 80×24: no word cut without an ellipsis, the most
//  important fields always there, only keys that act now, and h hiding the HUD.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import Foundation
import Testing

@Suite struct HUDFitTests {
    static let sizes = [(160, 48), (100, 30), (80, 24)]

    /// The words a HUD line may hold, from what the player knows (independent of how the HUD
    /// builds its lines): the take's kind, animator and style, the mode, the flags' words.
    private func allowedWords(_ player: Player) -> Set<String> {
        var words: Set<String> = ["·", "—", "%", "ms", "frame", "none", "⏎", "modal", "yes", "no", "✓", "✗",
                                  "isInteractive", "interactive", "transitionWasCancelled", "cancelled", "state",
                                  "isRunning", "running", "isReversed", "reversed", player.mode.rawValue]
        words.formUnion(player.scene.primaryActionName.split(separator: " ").map(String.init))
        if let take = player.take {
            words.formUnion([take.kind.rawValue, take.animatorName] + take.animatorName.split(separator: " ").map(String.init))
            if let style = take.style { words.insert(style) }
        }
        for state in ["inactive", "active", "stopped"] { words.insert(".\(state)") }
        return words
    }

    /// Whether `word` is allowed whole, is a number ("40%", "120", "7/18"), or is the start of an
    /// allowed word cut with the ellipsis.
    private func isWhole(_ word: Substring, in allowed: Set<String>) -> Bool {
        if allowed.contains(String(word)) { return true }
        if word.range(of: #"^[0-9]+(%|/[0-9]+)?$"#, options: .regularExpression) != nil { return true }
        if word.hasSuffix("…") {
            let start = word.dropLast()
            return allowed.contains { $0.hasPrefix(start) }
        }
        return false
    }

    /// The text right of a label in the HUD ("Transition", "State"), if the frame shows it.
    private func field(_ label: String, in lines: [String]) -> String? {
        for line in lines {
            guard let range = line.range(of: "│ \(label) ") ?? line.range(of: "┘ \(label) ") ?? line.range(of: " \(label) ") else { continue }
            return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test(arguments: Demos.all().map(\.name))
    func everyLineFitsWholeAtEverySize(name: String) throws {
        for (columns, rows) in Self.sizes {
            for interactive in [false, true] {
                let player = Player(registry: Demos.registry(), demo: name, columns: columns, rows: rows)
                if interactive { player.update(.key(.character("i"))) }
                player.update(.key(Key(.enter)))
                if interactive {
                    for _ in 0..<4 { player.update(.key(Key(.right))) }
                } else {
                    player.update(.tick(0.1))
                    player.update(.key(.character(" ")))
                }
                let lines = TextSnapshot.lines(player.render())
                let context = "\(name) \(columns)×\(rows)\(interactive ? " interactive" : "")"
                let allowed = allowedWords(player)
                for label in ["Transition", "State"] {
                    let text = try #require(field(label, in: lines), "\(context): \(label) shows")
                    for word in text.split(separator: " ") {
                        #expect(isWhole(word, in: allowed), "\(context): \(label) has '\(word)' in '\(text)'")
                    }
                }
                let state = try #require(field("State", in: lines))
                #expect(state.hasPrefix(player.mode.rawValue), "\(context): the mode first")
                if player.take != nil {
                    #expect(state.range(of: #"· [0-9]+%"#, options: .regularExpression) != nil, "\(context): the percent")
                }
                let hints = lines[rows - 1].trimmingCharacters(in: .whitespaces)
                #expect(hints.hasSuffix("q quit"), "\(context): q quit stays, in '\(hints)'")
                #expect(!hints.contains("…"), "\(context): hints are dropped whole")
            }
        }
    }

    /// The state line at 100×30 reads the playhead's time and frame at 60 fps of media time.
    @Test func theStateLineShowsMillisecondsAndTheFrame() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        player.update(.key(Key(.enter)))
        player.update(.key(.character(" ")))
        player.scrub(toPercent: 40)
        let take = try #require(player.take)
        let state = try #require(field("State", in: TextSnapshot.lines(player.render())))
        // Expected: 40 % of the take's length, in ms and in 1/60 s frames.
        let ms = Int((0.4 * take.length * 1000).rounded()), frames = Int((take.length * 60).rounded())
        let frame = Int((0.4 * take.length * 60).rounded())
        #expect(state.hasPrefix("scrub · 40% · \(ms) ms · frame \(frame)/\(frames)"), "\(state)")
    }

    @Test func hHidesTheHUDAndGivesTheDeviceTheWholeHeight() throws {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 100, rows: 30)
        player.update(.key(.character("h")))
        #expect(!player.showsHUD)
        let lines = TextSnapshot.lines(player.render())
        #expect(!lines.joined().contains("Transition"))
        #expect(lines[0].contains("┌") && lines[29].contains("└"), "the device's frame on the first and last rows")
        #expect(lines[29].hasSuffix("h HUD   q quit "), "how to come back, and quit")
        let layout = PlayerLayout(columns: 100, rows: 30, scene: player.scene.window.bounds.size, blitter: .halfBlock, showsHUD: false)
        #expect(layout.device.rows == 28)
        player.update(.key(.character("h")))
        #expect(TextSnapshot.lines(player.render()).joined().contains("Transition"))
    }

    @Test func theKeyIsInTheHelpAndActsNowhereElse() {
        #expect(HUDGlyphs.unicode.help.contains { $0.hasPrefix("h ") })
        #expect(HUDGlyphs.ascii.help.contains { $0.hasPrefix("h ") })
    }

    @Test func aScriptedPlayerHintsOnlyThePacersKeys() {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 100, rows: 30)
        player.isScripted = true
        player.update(.key(Key(.enter)))
        let hints = TextSnapshot.lines(player.render())[29].trimmingCharacters(in: .whitespaces)
        #expect(hints == "␣ pause   q quit")
    }

    /// In scrub mode with no take, and in interactive mode before a start, keys that would do
    /// nothing are not offered.
    @Test func hintsListOnlyKeysThatActNow() {
        let player = Player(registry: Demos.registry(), demo: "pinterest", columns: 160, rows: 48)
        let idle = TextSnapshot.lines(player.render())[47]
        #expect(!idle.contains("r reverse") && !idle.contains("l loop"), "no animator runs, no take: \(idle)")
        player.update(.key(.character("i")))
        let waiting = TextSnapshot.lines(player.render())[47]
        #expect(waiting.contains("⏎ start") && !waiting.contains("drag"), "\(waiting)")
    }
}
