//  UIColor+APITests.swift — FlipbookKitTests
//  UIColor's dynamic colours, HSB and white components, Display P3, literals, pattern colours and
//  prominence against UIKit's documented behaviour; NSValue's UIKit boxes; UIVibrancyEffect's style.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIColorAPITests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    private func expectClose(_ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    // UIKit docs, init(dynamicProvider:): "UIKit calls your block when it resolves the color";
    // resolvedColor(with:): "the version of the current color that results from the specified traits".
    @Test func aDynamicColourResolvesForTheTraits() {
        var asked: [UIUserInterfaceStyle] = []
        let dynamic = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        expectClose(rgba(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), [1, 1, 1, 1])
        expectClose(rgba(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [0, 0, 0, 1])
        #expect(asked == [.dark, .light])
        let fixed = UIColor.red
        #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === fixed, "a fixed colour resolves to itself")
        #expect(dynamic == dynamic && dynamic != UIColor { _ in .black }, "dynamic colours are equal only to themselves")
    }

    // UIKit docs, getHue(_:saturation:brightness:alpha:): the components "in the HSB color space".
    @Test func hueSaturationAndBrightnessRoundTrip() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0, green: 1, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        expectClose([h, s, v, a], [0.5, 1, 1, 0.5])  // cyan is 180°
        #expect(UIColor(red: 0.4, green: 0.2, blue: 0.2, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        expectClose([h, s, v], [0, 0.5, 0.4])
        for (hue, sat, bri) in [(0.1, 0.7, 0.9), (0.45, 0.3, 0.6), (0.8, 1.0, 0.5)] as [(CGFloat, CGFloat, CGFloat)] {
            _ = UIColor(hue: hue, saturation: sat, brightness: bri, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil)
            expectClose([h, s, v], [hue, sat, bri], tolerance: 1e-9)
        }
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        expectClose([s, v], [0, 0.5])
    }

    // UIKit docs, getWhite(_:alpha:): "the grayscale components of the color".
    @Test func whiteOfAGreyIsItsLevel() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        expectClose([w, a], [0.25, 0.5])
        #expect(UIColor.darkGray.getWhite(&w, alpha: nil))
        expectClose([w], [1.0 / 3])
    }

    // UIKit docs, init(displayP3Red:green:blue:alpha:): components "in the Display P3 color space".
    // Expected: sRGB red is Display P3 (0.9175, 0.2003, 0.1386) (the primaries' matrix, CSS Color 4);
    // a grey is the same grey, both spaces having D65 white and the sRGB curve.
    @Test func displayP3IsConvertedToSRGB() {
        expectClose(rgba(UIColor(displayP3Red: 0.9175, green: 0.2003, blue: 0.1386, alpha: 1)), [1, 0, 0, 1], tolerance: 2e-3)
        expectClose(rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.7)), [0.5, 0.5, 0.5, 0.7], tolerance: 1e-4)
        expectClose(rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [1, 0, 0, 1], tolerance: 1e-9) // outside sRGB: clamped
    }

    @Test func aColourLiteralIsAUIColor() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(literal == UIColor.orange)
        expectClose(rgba(UIColor(_colorLiteralRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), [0.2, 0.4, 0.6, 0.8], tolerance: 1e-6)
    }

    @Test func standardRangeColoursAndPatternsAndProminence() {
        let hdr = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1, linearExposure: 2)
        #expect(hdr.linearExposure == 1 && hdr.standardDynamicRange() === hdr)
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1, exposure: 1) == .orange)
        // A pattern of red and blue halves averages to purple.
        let halves = UIImage(Image(width: 2, height: 1) { x, _ in x == 0 ? Color(sRGBRed: 1, green: 0, blue: 0) : Color(sRGBRed: 0, green: 0, blue: 1) })
        expectClose(rgba(UIColor(patternImage: halves)), [0.5, 0, 0.5, 1])
        // UIKit docs, withProminence(_:) and prominence.
        #expect(UIColor.red.prominence == .primary)
        let tertiary = UIColor.red.withProminence(.tertiary)
        #expect(tertiary.prominence == .tertiary && tertiary != .red)
        expectClose(rgba(tertiary), [1, 0, 0, 1])
    }

    // Expected: UIKit's light-appearance values (iOS 17 simulator, UIColor descriptions).
    @Test func theRemainingSystemColours() {
        expectClose(rgba(.quaternaryLabel), [60 / 255, 60 / 255, 67 / 255, 0.18])
        expectClose(rgba(.systemFill), [120 / 255, 120 / 255, 128 / 255, 0.2])
        expectClose(rgba(.opaqueSeparator), [198 / 255, 198 / 255, 200 / 255, 1])
        expectClose(rgba(.lightText), [1, 1, 1, 0.6])
        #expect(UIColor.darkText == .black && UIColor.groupTableViewBackground == .systemGroupedBackground)
        #expect(UIColor.tertiarySystemGroupedBackground == .systemGroupedBackground)
    }
}

@Suite struct NSValueUIKitAPITests {
    // UIKit docs, NSValue(uiEdgeInsets:) and uiEdgeInsetsValue, and their siblings: a value holding the structure.
    @Test func everyGeometryTypeRoundTrips() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: -6)).uiOffsetValue == UIOffset(horizontal: 5, vertical: -6))
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let perspective = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
        #expect(NSValue(caTransform3D: perspective).caTransform3DValue == perspective)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets), "equal values are equal")
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).caTransform3DValue == CATransform3D(), "another type reads as zeros")
    }
}

@Suite struct UIVibrancyEffectAPITests {
    @Test func aVibrancyEffectKeepsItsStyle() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let effect = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(effect.style == .secondaryLabel && effect.blurEffect === blur)
        #expect(UIVibrancyEffect(blurEffect: blur).style == .label)
        // UIKit's raw values (UIVibrancyEffectStyle in UIVibrancyEffect.h).
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7 && UIVibrancyEffectStyle.fill.rawValue == 4)
    }
}
