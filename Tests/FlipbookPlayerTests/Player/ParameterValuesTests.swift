//  ParameterValuesTests.swift — FlipbookPlayerTests
//  A demo's parameter values: set from text, stepped on their grid, written as Swift.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct ParameterValuesTests {
    private let parameters: [DemoParameter] = [
        .dampingRatio("damping", default: 0.3),
        .duration(default: 0.5),
        .toggle("fades", default: true),
        .choice("edge", ["left", "right", "bottom"], default: "right"),
    ] + DemoParameter.controlPoints("curve", default: .easeInEaseOut)

    @Test func settingFromTextChecksNameKindAndRange() throws {
        var values = ParameterValues(parameters)
        try values.set("damping", to: "0.85", demo: "d")
        try values.set("duration", to: "0.4s", demo: "d")
        try values.set("fades", to: "off", demo: "d")
        try values.set("edge", to: "bottom", demo: "d")
        #expect(values.number("damping") == 0.85 && values.number("duration") == 0.4)
        #expect(!values.flag("fades") && values.choice("edge") == "bottom")
        #expect(values.summary == "damping 0.85, duration 0.4 s, fades off, edge bottom")
        func message(_ name: String, _ text: String) -> String? {
            var copy = values
            do { try copy.set(name, to: text, demo: "d") } catch { return error.description }
            return nil
        }
        #expect(message("dampng", "1") == "the demo 'd' has no parameter 'dampng'; it has damping, duration, fades, edge, curve.x1, curve.y1, curve.x2, curve.y2")
        #expect(message("damping", "1.5") == "'damping' must be between 0.05 and 1, not 1.5")
        #expect(message("damping", "soft") == "'damping' takes a decimal number such as 0.8, not 'soft'")
        // The scripts' and options' number grammar (ValueGrammar): no hex floats, inf or nan.
        #expect(message("damping", "0x1.8p-1") == "'damping' takes a decimal number such as 0.8, not '0x1.8p-1'")
        #expect(message("damping", "nan")?.hasPrefix("'damping' takes a decimal number") == true)
        #expect(message("damping", "8e-1") == nil)
        #expect(message("damping", "\u{1B}[2J") == "'damping' takes a decimal number such as 0.8, not '\\u{1B}[2J'")
        #expect(message("fades", "maybe") == "'fades' is on or off, not 'maybe'")
        #expect(message("edge", "top") == "'edge' is one of left, right, bottom, not 'top'")
    }

    /// Steps land on the grid from the range's lower bound (no drift after many), clamp at the
    /// bounds; a toggle flips; a choice wraps.
    @Test func steppingStaysOnTheGridAndInRange() {
        var values = ParameterValues(parameters)
        for _ in 0..<7 { values.step(0, by: 1) }
        #expect(values.number("damping") == 0.65)
        for _ in 0..<7 { values.step(0, by: -1) }
        #expect(values.number("damping") == 0.3)
        let moved = values.step(0, by: 100)
        #expect(moved && values.number("damping") == 1)
        let movedPastTheEnd = values.step(0, by: 1)
        #expect(!movedPastTheEnd)
        values.step(0, by: -100)
        #expect(values.number("damping") == 0.05)
        values.step(2, by: 1)
        #expect(!values.flag("fades"))
        values.step(3, by: 2)
        #expect(values.choice("edge") == "left")
    }

    /// The Swift lines fill in every parameter they name; the control points make the curve
    /// UIKit's named one has.
    // UIKit docs (CAMediaTimingFunctionName.easeInEaseOut): control points (0.42, 0) and (0.58, 1).
    @Test func swiftLinesAndControlPoints() throws {
        var values = ParameterValues(parameters)
        let (a, b) = values.controlPoints("curve")
        #expect(a == CGPoint(x: 0.42, y: 0) && b == CGPoint(x: 0.58, y: 1))
        #expect(values.swiftLine(of: 0) == "UISpringTimingParameters(dampingRatio: 0.3, initialVelocity: .zero)")
        try values.set("curve.y1", to: "0.1", demo: "d")
        #expect(values.swiftLine(of: 4) == "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0.1), controlPoint2: CGPoint(x: 0.58, y: 1))")
        try values.set("damping", to: "0.8", demo: "d")
        // Four control-point parameters share one line: it is given once.
        #expect(values.changedSwiftLines == ["UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: .zero)",
                                             "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0.1), controlPoint2: CGPoint(x: 0.58, y: 1))"])
        let timing = values.cubicTiming("curve")
        #expect(timing.controlPoint1 == CGPoint(x: 0.42, y: 0.1) && timing.controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    /// iOS 17's spring from a duration and a bounce is the one UIKit's initialiser makes.
    @Test func aBounceSpringIsUIKitsDurationAndBounce() throws {
        let values = ParameterValues([.duration(default: 0.6), .bounce(default: 0.25)])
        let made = values.spring()
        let expected = UISpringTimingParameters(duration: 0.6, bounce: 0.25)
        #expect(made.spring(forDuration: 1) == expected.spring(forDuration: 1))
        #expect(values.swiftLine(of: 1) == "UISpringTimingParameters(duration: 0.6, bounce: 0.25, initialVelocity: .zero)")
    }
}
