//  HUDLines.swift — FlipbookPlayer
//  The HUD's one-line texts as fields with priorities: transition, state, status line, key hints.

import Foundation
import FlipbookKit

/// The lines the HUD fits to its width, and the playhead's reading they show.
///
/// What gives way first, from the least important: a presentation style ("modal .fullScreen"
/// → ".fullScreen" → gone), then the animator's name (cut with an ellipsis, never dropped);
/// on the state line the flags are shortened ("transitionWasCancelled no" → "cancelled ✗"),
/// then `isInteractive` (the mode says it too), the frame number, the milliseconds and the
/// last flag go; the mode and the
/// percent always stay. Hints drop the least used keys first; `q quit` always stays.
enum HUDLines {
    /// The playhead as numbers: percent, milliseconds into the take, and frame at 60 fps of
    /// media time (`Player.frameDuration`) out of the take's frames.
    struct Playhead: Equatable {
        var percent: Int
        var milliseconds: Int
        var frame: Int
        var frames: Int

        init(fraction: Double, length: Double) {
            let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            // The length is the user's (an interactive transition's endless transitionDuration).
            percent = Int(saturating: f * 100, rounding: .toNearestOrEven)
            milliseconds = Int(saturating: f * length * 1000, rounding: .toNearestOrAwayFromZero)
            frame = Int(saturating: f * length / Player.frameDuration, rounding: .toNearestOrAwayFromZero)
            frames = Int(saturating: length / Player.frameDuration, rounding: .toNearestOrAwayFromZero)
        }
    }

    // MARK: Transition

    /// "present · ImagePresentedAnimator · modal .fullScreen", or "none — ⏎ present".
    static func transition(take: Take?, primaryActionName: String, glyphs g: HUDGlyphs) -> HUDLine {
        guard let take else {
            return HUDLine([.init("none"), .init("\(g.enter) \(primaryActionName)", separator: g.dash, drops: 10)])
        }
        var fields: [HUDLine.Field] = [
            .init(take.kind.rawValue),
            .init(take.animatorName, separator: g.separator, elides: 30, minimumKept: 6),
        ]
        if let style = take.style {
            fields.append(.init(["modal \(style)", style], separator: g.separator, shortens: 10, drops: 20))
        }
        return HUDLine(fields)
    }

    // MARK: State

    /// The state line's fields whose text is the playhead's, written each frame from
    /// `Playhead` (the line holds their widest form, so what fits does not change as it moves).
    static let percentField = 1, millisecondsField = 2, frameField = 3

    /// "scrub · 40% · 120 ms · frame 7/18  isInteractive no  transitionWasCancelled no".
    static func state(mode: Player.Mode, take: Take?, flags: PlayerViewCache.StateFlags, glyphs g: HUDGlyphs) -> HUDLine {
        var fields: [HUDLine.Field] = [.init(mode.rawValue)]
        if let take {
            let widest = Playhead(fraction: 1, length: take.length)
            fields += [
                .init("100%", separator: g.separator),
                .init("\(widest.milliseconds) ms", separator: g.separator, drops: 50),
                .init("frame \(widest.frames)/\(widest.frames)", separator: g.separator, drops: 30),
            ]
        } else {
            fields += [.init(""), .init(""), .init("")]
        }
        func flag(_ long: String, _ short: String, _ on: Bool, shortens: Int, drops: Int) -> HUDLine.Field {
            .init(["\(long) \(on ? "yes" : "no")", "\(short) \(on ? g.check : g.cross)"], separator: "  ",
                  shortens: shortens, drops: drops)
        }
        switch flags {
        case .none:
            break
        case let .transition(isInteractive, cancelled):
            fields.append(flag("isInteractive", "interactive", isInteractive, shortens: 11, drops: 25))
            fields.append(flag("transitionWasCancelled", "cancelled", cancelled, shortens: 10, drops: 60))
        case let .animator(state, isRunning, isReversed):
            fields.append(.init(["state .\(state)", ".\(state)"], separator: "  ", shortens: 12, drops: 35))
            fields.append(flag("isRunning", "running", isRunning, shortens: 11, drops: 40))
            fields.append(flag("isReversed", "reversed", isReversed, shortens: 10, drops: 60))
        }
        return HUDLine(fields)
    }

    // MARK: Status line

    /// A narrow terminal's one line: "live · present · Animator · 40% · 120 ms · frame 7/18"
    /// (fields 3…5 are the playhead's, as on the state line); without a take "live · ⏎ present".
    static func status(mode: Player.Mode, take: Take?, primaryActionName: String, glyphs g: HUDGlyphs) -> HUDLine {
        guard let take else {
            return HUDLine([.init(mode.rawValue), .init("\(g.enter) \(primaryActionName)", separator: g.separator, drops: 10)])
        }
        let widest = Playhead(fraction: 1, length: take.length)
        return HUDLine([
            .init(mode.rawValue),
            .init(take.kind.rawValue, separator: g.separator),
            .init(take.animatorName, separator: g.separator, elides: 30, minimumKept: 4),
            .init("100%", separator: g.separator),
            .init("\(widest.milliseconds) ms", separator: g.separator, drops: 50),
            .init("frame \(widest.frames)/\(widest.frames)", separator: g.separator, drops: 40),
        ])
    }

    /// The status line's first playhead field.
    static let statusPercentField = 3

    // MARK: Hints

    /// The keys that act now, most used kept longest; `q quit` is never dropped.
    static func hints(_ key: PlayerViewCache.HintsKey, glyphs g: HUDGlyphs) -> HUDLine {
        var hints: [(text: String, importance: Int)] = []
        func hint(_ text: String, _ importance: Int, when condition: Bool = true) {
            if condition { hints.append((text, importance)) }
        }
        let typing = key.editing != nil && key.mode == .live && !key.showsViews && !key.isScripted
        if let editing = key.editing, typing {
            // The keys type (q too): only the keys that end editing and move the caret are named.
            hint("typing into \(editing)", 95)
            hint("esc end editing", 90)
            hint("\(g.leftRight) caret", 70)
            hint("home/end", 40)
        } else if key.isScripted {
            hint("\(g.space) pause", 90)
        } else {
            switch key.mode {
            case .live:
                hint("\(g.enter) \(key.primaryActionName)", 90)
                hint("esc \(key.backActionName ?? "")", 80, when: key.backActionName != nil)
                hint("\(g.arrows) select", 70, when: key.selects)
                hint("\(g.space) pause/scrub", 85)
                hint("i interactive", 60)
                hint("r reverse", 50, when: key.canReverse)
                hint("[/] speed", 30)
                hint("l loop", 40, when: key.hasTake)
                hint("n/p demo", 20, when: key.hasOtherDemos)
            case .scrub:
                hint("\(g.leftRight) scrub 1%", 90)
                hint("\(g.shiftLeftRight) 10%", 70)
                hint(",/. frame", 80)
                hint("home/end", 50, when: key.hasTake)
                hint("\(g.space) play", 85)
                hint("l loop", 40, when: key.hasTake)
                hint("[/] speed", 30)
            case .interactive:
                hint(key.isUnderHand ? "\(g.enter) let go" : "\(g.enter) start", 90)
                hint("\(g.leftRight) drag 1%", 85, when: key.isUnderHand)
                hint("\(g.shiftLeftRight) 10% (flick)", 60, when: key.isUnderHand)
                hint("i leave interactive", 80)
                hint("r reverse", 50, when: key.canReverse)
            }
            hint("h hide HUD", 25)
            hint(key.showsViews ? "v close views" : "v views", 35)
            hint("m path", 33, when: key.hasSelection)
        }
        var fields = hints.enumerated().map { i, hint in
            HUDLine.Field(hint.text, separator: i == 0 ? "" : "   ", drops: hint.importance)
        }
        if !typing { fields.append(HUDLine.Field("q quit", separator: "   ")) }
        return HUDLine(fields)
    }
}
