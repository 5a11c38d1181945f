//  ViewValueDiagnosticsTests.swift — FlipbookKitTests
//  NaN and infinite values given to a view — frame, alpha, transform — are said on the scene's
//  diagnostics, naming the value and the view (as the inspector names it), and the frame is still drawn.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct ViewValueDiagnosticsTests {
    /// A key window holding a red view named "card" at (50, 50, 100, 100), and a green one whose
    /// drawing shows the frame is made.
    private func makeCardScene() -> (window: UIWindow, card: UIView) {
        let (window, card) = makeScene()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .red
        let witness = UIView(frame: CGRect(x: 200, y: 400, width: 20, height: 20))
        witness.backgroundColor = .green
        window.addSubview(witness)
        return (window, card)
    }

    private func fills(_ window: UIWindow) -> [Color] {
        window.displayList().items.compactMap { item in
            if case .fill(let color) = item.content { return color }
            return nil
        }
    }

    // Expected: Core Animation raises CALayerInvalidGeometry, "CALayer position contains NaN: [nan 100]",
    // from UIView's setFrame:; the frame stays as it was.
    @Test func aNaNFrameIsRefusedAndSaidNamingTheView() {
        let (window, card) = makeCardScene()
        card.frame = CGRect(x: CGFloat.nan, y: 50, width: 100, height: 100)
        #expect(card.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        #expect(window.clock.diagnostics == ["card: CALayer position contains NaN: [nan 100]; the layer keeps its position [100 100]."])
        #expect(fills(window).contains(UIColor.red.color) && fills(window).contains(UIColor.green.color))
    }

    // Before: the first frame drew the view's backing store, and `Int(inf)` trapped (exit 132).
    @Test func anInfiniteFrameIsSaidAndTheRestOfTheFrameIsDrawn() {
        let (window, card) = makeCardScene()
        card.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)
        #expect(window.clock.diagnostics == [
            "card: CALayer bounds is not finite: [0 0; inf 100]; it is kept, and nothing of the layer or its sublayers can be drawn.",
            "card: CALayer position is not finite: [inf 50]; it is kept, and nothing of the layer or its sublayers can be drawn.",
        ])
        #expect(fills(window).contains(UIColor.green.color))
    }

    @Test func aNaNAlphaIsSaidAndTakenAsZero() {
        let (window, card) = makeCardScene()
        card.alpha = .nan
        #expect(card.alpha == 0)
        #expect(window.clock.diagnostics == ["card: UIView.alpha is nan; treated as 0, so the view and its subviews do not show."])
        #expect(!fills(window).contains(UIColor.red.color) && fills(window).contains(UIColor.green.color))
    }

    // An infinite scale on a container blanks everything in it: now said, not silent.
    @Test func anInfiniteScaleIsSaidAndTheRestIsDrawn() {
        let (window, card) = makeCardScene()
        card.transform = CGAffineTransform(scaleX: .infinity, y: .infinity)
        #expect(window.clock.diagnostics == ["card: CALayer transform is not finite (m11 = inf); it is kept, and the layer "
            + "and its sublayers cannot be drawn while it is."])
        #expect(fills(window).contains(UIColor.green.color))
    }

    @Test func aViewInNoWindowSaysItToTheKeyWindowByItsClassAndPlace() {
        let (window, _) = makeCardScene()
        let loose = UIView()
        let inner = UIView()
        loose.addSubview(inner)
        inner.center = CGPoint(x: 10, y: CGFloat.nan)
        #expect(window.clock.diagnostics == ["UIView in UIView[0]: CALayer position contains NaN: [10 nan]; the layer keeps its position [0 0]."])
    }
}
