//  UIVisualEffectViewTests.swift — FlipbookKitTests
//  A blur view: a backdrop of what lies behind, its style's tint over it, the content view on top;
//  the effect animating in and out inside animation blocks.

import Foundation
@testable import FlipbookGraphics
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// The window's backdrop items and the fill right after each (the tint).
private func blurItems(_ window: UIWindow) -> (backdrops: [DisplayBackdrop], tints: [Color]) {
    let items = window.displayList().items
    var backdrops: [DisplayBackdrop] = [], tints: [Color] = []
    for (i, item) in items.enumerated() {
        guard case .backdrop(let b) = item.content else { continue }
        backdrops.append(b)
        if i + 1 < items.count, case .fill(let c) = items[i + 1].content { tints.append(c) }
    }
    return (backdrops, tints)
}

@Suite struct UIVisualEffectViewTests {
    // UIKit docs, UIBlurEffect: "applies a blurring effect to the content layered behind a visual
    // effect view. Views that you add to the contentView of a visual effect view aren’t affected".
    @Test func aBlurViewDrawsTheBlurItsTintThenItsContent() {
        let window = UIWindow()
        window.makeKey()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        window.addSubview(blur)
        let label = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        label.backgroundColor = .red
        blur.contentView.addSubview(label)
        let items = window.displayList().items
        let index = items.firstIndex { if case .backdrop = $0.content { return true } else { return false } }
        #expect(index != nil)
        guard let index else { return }
        #expect(items[index].size == CGSize(width: 200, height: 300), "the blur fills the view")
        guard case .backdrop(let b) = items[index].content, case .fill(let tint) = items[index + 1].content,
              case .fill(let red) = items[index + 2].content else {
            Issue.record("expected the backdrop, the tint and the content in that order")
            return
        }
        // The dark style's settings (see BlurSettings): radius 20, saturation 1.8, white 0.11 at 73 %.
        #expect(b.blurSigma == 20 && b.saturation == 1.8)
        expectClose(tint.alpha, 0.73, tolerance: 1e-9)
        expectClose(tint.sRGBComponents.red, 0.11, tolerance: 1e-9)
        #expect(red == UIColor.red.color)
        // No effect: nothing is blurred, nothing tinted.
        blur.effect = nil
        #expect(blurItems(window).backdrops.isEmpty && blurItems(window).tints.isEmpty)
    }

    // Setting `effect` inside an animation block animates the blur's radius and the tint with the
    // block's curve, in and out — the fade a custom presentation gives its background.
    @Test func theEffectAnimatesInAndOutInsideAnAnimationBlock() {
        let window = UIWindow()
        window.makeKey()
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(blur)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blur.effect = UIBlurEffect(style: .light)
        })
        window.clock.tick(to: 0.5)
        var seen = blurItems(window)
        // Light: radius 30, saturation 1.8, white at 30 %: half way, half of each change.
        expectClose(seen.backdrops.first?.blurSigma ?? 0, 15, tolerance: 1e-9)
        expectClose(seen.backdrops.first?.saturation ?? 0, 1.4, tolerance: 1e-9)
        expectClose(seen.tints.first?.alpha ?? 0, 0.15, tolerance: 1e-9)
        window.clock.tick(to: 1.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blur.effect = nil })
        window.clock.tick(to: 1.75)
        seen = blurItems(window)
        expectClose(seen.backdrops.first?.blurSigma ?? 0, 22.5, tolerance: 1e-9)
        expectClose(seen.tints.first?.alpha ?? 0, 0.225, tolerance: 1e-9)
        expectClose(seen.tints.first?.sRGBComponents.red ?? 0, 1, tolerance: 1e-9, "the tint fades, keeping its colour")
        window.clock.tick(to: 3)
        #expect(blurItems(window).backdrops.isEmpty)
        // Outside a block the effect changes at once.
        blur.effect = UIBlurEffect(style: .extraLight)
        #expect(blurItems(window).backdrops.first?.blurSigma == 20)
    }

    // UIKit docs, UIVibrancyEffect: a vibrancy view is added to a blur view's contentView; it
    // blurs nothing of its own (Flipbook draws its content as it is).
    @Test func aVibrancyViewInsideABlurViewAddsNoSecondBlur() {
        let window = UIWindow()
        window.makeKey()
        let blurEffect = UIBlurEffect(style: .light)
        let blur = UIVisualEffectView(effect: blurEffect)
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect))
        vibrancy.frame = blur.bounds
        blur.contentView.addSubview(vibrancy)
        window.addSubview(blur)
        #expect(blurItems(window).backdrops.count == 1)
    }

    // The adaptive materials follow the interface style; the named variants keep theirs.
    @Test func materialsAdaptToTheInterfaceStyle() {
        #expect(BlurSettings(.systemMaterial, darkAppearance: true) == BlurSettings(.systemMaterialDark, darkAppearance: false))
        #expect(BlurSettings(.systemMaterial, darkAppearance: false) == BlurSettings(.systemMaterialLight, darkAppearance: true))
        #expect(BlurSettings(.systemThinMaterialLight, darkAppearance: true) != BlurSettings(.systemThinMaterialDark, darkAppearance: true))
        // UIKit: the styles' raw values, as Objective-C code and archived settings use them.
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }
}
