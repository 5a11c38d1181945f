//  UIColorTests.swift — FlipbookKitTests
//  UIColor's components, named colours and HSB initialiser against UIKit's documented values.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIColorTests {
    private func components(_ color: UIColor) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return (r, g, b, a)
    }

    private func expectComponents(_ color: UIColor, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let c = components(color)
        for (x, y) in [(c.r, r), (c.g, g), (c.b, b), (c.a, a)] {
            expectClose(x, y, tolerance: 1e-9, sourceLocation: sourceLocation)
        }
    }

    @Test func componentsRoundTrip() {
        expectComponents(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), 0.2, 0.4, 0.6, 0.8)
        expectComponents(UIColor(white: 0.25, alpha: 1), 0.25, 0.25, 0.25)
    }

    @Test func namedColoursHaveUIKitsValues() {
        // Expected: UIKit docs — red is (1, 0, 0), orange (1, 0.5, 0), purple (0.5, 0, 0.5), darkGray white 1/3.
        expectComponents(.red, 1, 0, 0)
        expectComponents(.orange, 1, 0.5, 0)
        expectComponents(.purple, 0.5, 0, 0.5)
        expectComponents(.darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        expectComponents(.clear, 0, 0, 0, 0)
        // Expected: Apple HIG — system blue (light) is (0, 122, 255).
        expectComponents(.systemBlue, 0, 122.0 / 255, 1)
        #expect(UIColor.label == .black)
    }

    @Test func withAlphaComponentKeepsTheHue() {
        expectComponents(UIColor.systemRed.withAlphaComponent(0.5), 1, 59.0 / 255, 48.0 / 255, 0.5)
    }

    @Test func hueSaturationBrightness() {
        expectComponents(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), 1, 0, 0)
        expectComponents(UIColor(hue: 1.0 / 6, saturation: 1, brightness: 1, alpha: 1), 1, 1, 0)
        expectComponents(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), 0, 1, 0)
        expectComponents(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), 0, 0, 1)
        expectComponents(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), 1, 0, 0)
        // No saturation: a grey of the brightness.
        expectComponents(UIColor(hue: 0.4, saturation: 0, brightness: 0.5, alpha: 0.3), 0.5, 0.5, 0.5, 0.3)
        // Half saturation, half brightness, hue 0: (0.5, 0.25, 0.25).
        expectComponents(UIColor(hue: 0, saturation: 0.5, brightness: 0.5, alpha: 1), 0.5, 0.25, 0.25)
    }

    @Test func equalColoursAreEqual() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red != .blue)
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
