//  ColorModeResolveTests.swift — FlipbookTerminalTests
//  The colour-mode decision, as a table of environment and terminfo → mode and blitter.

import FlipbookRender
@testable import FlipbookTerminal
import Testing

@Suite struct ColorModeResolveTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var requested: ColorMode? = nil
        var environment: [String: String]
        var isTerminal = true
        var colors: Int
        var rgb = false
        var mode: ColorMode
        var testDescription: String { name }
    }

    static let automatic: [Case] = [
        Case(name: "xterm-256color", environment: ["TERM": "xterm-256color"], colors: 256, mode: .palette256),
        Case(name: "xterm-direct with COLORTERM", environment: ["TERM": "xterm-direct", "COLORTERM": "truecolor"],
             colors: 16_777_216, rgb: true, mode: .trueColor),
        Case(name: "xterm-direct with COLORTERM=24bit", environment: ["TERM": "xterm-direct", "COLORTERM": "24bit"],
             colors: 16_777_216, rgb: true, mode: .trueColor),
        Case(name: "RGB terminfo alone is enough", environment: ["TERM": "xterm-direct"],
             colors: 16_777_216, rgb: true, mode: .trueColor),
        Case(name: "COLORTERM=truecolor without RGB terminfo falls back to 256",
             environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], colors: 256, mode: .palette256),
        Case(name: "COLORTERM=24bit on a 16-colour terminfo stays 16",
             environment: ["TERM": "rxvt", "COLORTERM": "24bit"], colors: 16, mode: .palette16),
        Case(name: "88 colours", environment: ["TERM": "rxvt-88color"], colors: 88, mode: .palette16),
        Case(name: "16 colours", environment: ["TERM": "linux"], colors: 16, mode: .palette16),
        Case(name: "8 colours (folded)", environment: ["TERM": "xterm"], colors: 8, mode: .palette16),
        Case(name: "monochrome terminfo", environment: ["TERM": "vt100"], colors: -1, mode: .none),
        Case(name: "two colours", environment: ["TERM": "mono"], colors: 2, mode: .none),
        Case(name: "TERM=dumb", environment: ["TERM": "dumb"], colors: 256, mode: .none),
        Case(name: "TERM unset", environment: [:], colors: 256, mode: .none),
        Case(name: "TERM empty", environment: ["TERM": ""], colors: 256, mode: .none),
        Case(name: "NO_COLOR=1", environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], colors: 256, mode: .none),
        Case(name: "NO_COLOR beats true colour",
             environment: ["TERM": "xterm-direct", "COLORTERM": "truecolor", "NO_COLOR": "yes"],
             colors: 16_777_216, rgb: true, mode: .none),
        Case(name: "NO_COLOR empty is unset (no-color.org)",
             environment: ["TERM": "xterm-256color", "NO_COLOR": ""], colors: 256, mode: .palette256),
        Case(name: "not a terminal", environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
             isTerminal: false, colors: 256, mode: .none),
    ]

    static let requests: [Case] = [
        Case(name: "request below capability", requested: .palette16,
             environment: ["TERM": "xterm-256color"], colors: 256, mode: .palette16),
        Case(name: "request none on a colour terminal", requested: ColorMode.none,
             environment: ["TERM": "xterm-direct"], colors: 16_777_216, rgb: true, mode: .none),
        Case(name: "request 24-bit without RGB terminfo is capped at 256", requested: .trueColor,
             environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], colors: 256, mode: .palette256),
        Case(name: "request 256 on 16 colours is capped at 16", requested: .palette256,
             environment: ["TERM": "linux"], colors: 16, mode: .palette16),
        Case(name: "request 24-bit on RGB terminfo", requested: .trueColor,
             environment: ["TERM": "xterm-direct"], colors: 16_777_216, rgb: true, mode: .trueColor),
        Case(name: "a request beats NO_COLOR", requested: .palette256,
             environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], colors: 256, mode: .palette256),
        Case(name: "TERM=dumb caps any request", requested: .trueColor,
             environment: ["TERM": "dumb"], colors: -1, mode: .none),
        Case(name: "not a terminal: nothing caps a request", requested: .trueColor,
             environment: ["TERM": "dumb"], isTerminal: false, colors: -1, mode: .trueColor),
        Case(name: "not a terminal: 256 asked, 256 given", requested: .palette256,
             environment: [:], isTerminal: false, colors: -1, mode: .palette256),
    ]

    @Test(arguments: automatic + requests)
    func resolves(_ c: Case) {
        let result = ColorMode.resolve(requested: c.requested, environment: c.environment, isTerminal: c.isTerminal,
                                       terminfoColors: c.colors, terminfoHasRGB: c.rgb)
        #expect(result.mode == c.mode)
        #expect(result.blitter == (c.mode == .none ? .ascii : nil), "no colour needs the ASCII blitter; colour leaves it open")
    }

    /// A capped request says what was asked and why, for the header; a request met, or none, says nothing.
    @Test func aCappedRequestCarriesWhatWasAskedAndWhy() {
        func downgrade(_ c: Case) -> ColorDowngrade? {
            ColorMode.resolve(requested: c.requested, environment: c.environment, isTerminal: c.isTerminal,
                              terminfoColors: c.colors, terminfoHasRGB: c.rgb).downgrade
        }
        let capped: [String: ColorDowngrade] = [
            "request 24-bit without RGB terminfo is capped at 256":
                ColorDowngrade(requested: .trueColor, mode: .palette256, reason: "terminfo has no direct colour"),
            "request 256 on 16 colours is capped at 16":
                ColorDowngrade(requested: .palette256, mode: .palette16, reason: "terminfo has 16 colours"),
            "TERM=dumb caps any request": ColorDowngrade(requested: .trueColor, mode: .none, reason: "TERM=dumb has no colour"),
        ]
        for c in Self.automatic + Self.requests {
            #expect(downgrade(c) == capped[c.name], "\(c.name)")
        }
        #expect(downgrade(Case(name: "8 colours", requested: .palette256, environment: ["TERM": "xterm"], colors: 8,
                               mode: .palette16))?.reason == "terminfo has 8 colours")
        #expect(downgrade(Case(name: "monochrome", requested: .palette16, environment: ["TERM": "vt100"], colors: -1,
                               mode: .none))?.reason == "terminfo has no colour")
    }

    @Test func cappingOrdersModesByColourCount() {
        let ordered: [ColorMode] = [.none, .palette16, .palette256, .trueColor]
        for (i, request) in ordered.enumerated() {
            for (j, limit) in ordered.enumerated() {
                #expect(request.capped(at: limit) == ordered[min(i, j)])
            }
        }
    }
}
