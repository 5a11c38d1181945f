//  CALayerDiagnosticsTests.swift — FlipbookCoreTests
//  Geometry Core Animation raises or logs about — a NaN position or bounds, a layer too large to
//  draw — and NaN or infinite values set on a layer: each said on the clock, in Core Animation's
//  words where it has them, and the frame still drawn.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CALayerDiagnosticsTests {
    /// The scene's layer painted red, and a green one beside it whose drawing shows the frame is made.
    private func paintedScene() -> (scene: Scene, witness: CALayer) {
        let scene = Scene { $0.backgroundColor = CGColor(Palette.red) }
        let witness = solidLayer(CGRect(x: 200, y: 200, width: 10, height: 10), Palette.green)
        scene.root.addSublayer(witness)
        return (scene, witness)
    }

    private func fills(_ scene: Scene) -> [Color?] {
        scene.root.displayList(atRootTime: scene.clock.time).items.map(\.fillColor)
    }

    // Expected: Core Animation raises CALayerInvalidGeometry, "CALayer position contains NaN: [240 nan]";
    // the value is never stored.
    @Test func aNaNPositionIsRefusedInCoreAnimationsWords() {
        let (s, _) = paintedScene()
        s.layer.position = CGPoint(x: 20, y: 30)
        s.layer.position = CGPoint(x: 240, y: CGFloat.nan)
        #expect(s.layer.position == CGPoint(x: 20, y: 30))
        #expect(s.clock.diagnostics == ["CALayer position contains NaN: [240 nan]; the layer keeps its position [20 30]."])
        #expect(fills(s) == [Palette.red, Palette.green])
    }

    // Expected: "CALayer bounds contains NaN: [nan 0; nan 15]" — and a frame with a NaN size
    // raises it, its position left as it was too.
    @Test func aFrameWithANaNSizeIsRefusedWhole() {
        let (s, _) = paintedScene()
        s.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        s.layer.frame = CGRect(x: 5, y: 5, width: CGFloat.nan, height: 15)
        #expect(s.layer.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(s.clock.diagnostics == ["CALayer bounds contains NaN: [0 0; nan 15]; the layer keeps its bounds [0 0; 40 40]."])
        #expect(fills(s) == [Palette.red, Palette.green])
    }

    @Test func aFrameWithANaNOriginSaysItsPosition() {
        let (s, _) = paintedScene()
        s.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        s.layer.frame = CGRect(x: CGFloat.nan, y: 5, width: 40, height: 40)
        #expect(s.layer.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(s.clock.diagnostics == ["CALayer position contains NaN: [nan 25]; the layer keeps its position [20 20]."])
    }

    // Before: drawing the infinite layer's backing store converted `inf` to an Int, a trap.
    @Test func anInfiniteSizeIsKeptSaidAndDrawsNothingWhileTheRestIsDrawn() {
        let (s, _) = paintedScene()
        s.layer.setNeedsDisplay()
        s.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(s.layer.bounds.width == .infinity)
        #expect(s.clock.diagnostics == ["CALayer bounds is not finite: [0 0; inf 10]; it is kept, and nothing of the layer "
            + "or its sublayers can be drawn."])
        #expect(fills(s).contains(Palette.green))
        #expect(s.clock.diagnostics.count == 1, "drawing it says nothing more")
    }

    // Expected: Core Animation's log for a backing store past its limit, "-[<CALayer: 0x…> display]:
    // Ignoring bogus layer size (382.000000, 16777215.000000), contentsScale 2.000000, backing store
    // size (764.000000, 33554430.000000)" — said once, however many frames are drawn.
    @Test func aLayerTooLargeToDrawIsIgnoredInCoreAnimationsWordsOnce() {
        let (s, _) = paintedScene()
        s.layer.contentsScale = 2
        s.layer.bounds = CGRect(x: 0, y: 0, width: 382, height: 16_777_215)
        s.layer.setNeedsDisplay()
        for _ in 0..<3 { #expect(fills(s).contains(Palette.green)) }
        #expect(s.clock.diagnostics == ["-[<CALayer> display]: Ignoring bogus layer size (382.000000, 16777215.000000), "
            + "contentsScale 2.000000, backing store size (764.000000, 33554430.000000); the layer draws nothing."])
    }

    // Core Animation docs, opacity: values outside 0…1 are clamped. What a NaN becomes is not
    // documented: Flipbook takes 0 (what a clamp with fmin/fmax makes of it) and says so.
    @Test func aNaNOpacityIsSaidAndTakenAsZero() {
        let (s, _) = paintedScene()
        s.layer.opacity = .nan
        #expect(s.layer.opacity == 0)
        #expect(s.clock.diagnostics == ["CALayer opacity is nan; treated as 0, so the layer and its sublayers do not show."])
        _ = s.presentation(at: 1)  // past the implicit fade to 0
        #expect(fills(s) == [Palette.green])
    }

    @Test func anInfiniteScaleIsSaidAndTheRestIsDrawn() {
        let (s, _) = paintedScene()
        s.layer.transform = CATransform3DMakeScale(.infinity, .infinity, 1)
        #expect(s.clock.diagnostics == ["CALayer transform is not finite (m11 = inf); it is kept, and the layer and its "
            + "sublayers cannot be drawn while it is."])
        _ = s.presentation(at: 1)  // past the implicit animation
        #expect(fills(s).contains(Palette.green))
    }

    @Test func aLayerUnderNoClockKeepsWhatItSaysForTheTests() {
        _ = CALayer.takeUnattributedReports()
        let layer = CALayer()
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        #expect(CALayer.takeUnattributedReports() == ["CALayer position contains NaN: [nan 0]; the layer keeps its position [0 0]."])
        #expect(CALayer.takeUnattributedReports().isEmpty)
    }
}
