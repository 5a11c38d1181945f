//  UIViewGeometryTests.swift — FlipbookKitTests
//  frame, bounds, center and transform answer to each other as on iOS; autoresizing and layout.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewGeometryTests {
    @Test func theFrameOfARotatedViewIsItsBoundingBox() {
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))  // centre (100, 100)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn swaps width and height about the centre.
        expectClose(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100), tolerance: 1e-9)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Both diagonals project to (100 + 50) / √2 on each axis.
        let side = 150 / 2.0.squareRoot()
        expectClose(view.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side), tolerance: 1e-9)
        // The bounds and centre are untouched by the transform.
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func settingBoundsKeepsTheCentre() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 40, y: 25, width: 40, height: 40))
    }

    @Test func settingCentreMovesTheFrameAndFrameMovesTheCentre() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.center = CGPoint(x: 100, y: 200)
        #expect(view.frame == CGRect(x: 90, y: 195, width: 20, height: 10))
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.center == CGPoint(x: 25, y: 25))
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func aBoundsOriginScrollsTheContentButNotTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test func clipsToBoundsIsTheLayersMasksToBounds() {
        let view = UIView()
        #expect(!view.clipsToBounds)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test func contentModeSetsTheLayersGravity() {
        let view = UIView()
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .scaleAspectFill
        #expect(view.layer.contentsGravity == .resizeAspectFill)
        view.contentMode = .bottomRight
        #expect(view.layer.contentsGravity == .bottomRight)
    }

    // MARK: Autoresizing (springs and struts, computed by hand)

    private func child(in size: CGSize, frame: CGRect, mask: UIView.AutoresizingMask) -> (UIView, UIView) {
        let parent = UIView(frame: CGRect(origin: .zero, size: size))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    @Test func aFlexibleWidthTakesAllTheGrowth() {
        let (parent, child) = child(in: CGSize(width: 100, height: 100),
                                    frame: CGRect(x: 10, y: 10, width: 80, height: 20), mask: .flexibleWidth)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }

    @Test func aFlexibleLeftMarginKeepsTheRightMarginFixed() {
        let (parent, child) = child(in: CGSize(width: 100, height: 100),
                                    frame: CGRect(x: 10, y: 10, width: 80, height: 20), mask: .flexibleLeftMargin)
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 110, y: 10, width: 80, height: 20))
    }

    @Test func flexibleWidthAndBothMarginsShareTheGrowthInProportion() {
        // Margins 10 and 30, width 60 of 100: growing by 100 adds 10, 60 and 30.
        let (parent, child) = child(in: CGSize(width: 100, height: 100),
                                    frame: CGRect(x: 10, y: 10, width: 60, height: 20),
                                    mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 20, y: 10, width: 120, height: 20))
    }

    @Test func flexibleHeightAndTopMarginShrinkTogether() {
        // Top 20, height 60 (bottom 20 fixed) of 100: shrinking to 50 removes 50 in the ratio 20 : 60.
        let (parent, child) = child(in: CGSize(width: 100, height: 100),
                                    frame: CGRect(x: 0, y: 20, width: 100, height: 60),
                                    mask: [.flexibleTopMargin, .flexibleHeight])
        parent.bounds.size.height = 50
        expectClose(child.frame, CGRect(x: 0, y: 7.5, width: 100, height: 22.5), tolerance: 1e-9)
    }

    @Test func noAutoresizingWhenTheSuperviewSaysNo() {
        let (parent, child) = child(in: CGSize(width: 100, height: 100),
                                    frame: CGRect(x: 10, y: 10, width: 80, height: 20), mask: .flexibleWidth)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 200
        #expect(child.frame.width == 80)
    }

    // MARK: Layout

    @Test func layoutIfNeededLaysOutOnceAfterSetNeedsLayout() {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        view.layoutCount = 0
        view.layoutIfNeeded()
        #expect(view.layoutCount == 0, "nothing pending, nothing to do")
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
    }

    @Test func aBoundsSizeChangeAsksForLayoutButAMoveDoesNot() {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        view.layoutCount = 0
        view.center = CGPoint(x: 300, y: 300)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 0)
        view.bounds.size = CGSize(width: 120, height: 100)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
    }

    @Test func aSuperviewLaysOutAgainWhenASubviewChangesSizeButNotForItsOwnLayout() {
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layoutCount = 0
        child.frame.size.width = 50
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 1)
        // A layoutSubviews that resizes its subviews settles after one pass.
        parent.onLayout = { child.frame.size.width = 70 }
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 2)
    }

    @Test func layoutIfNeededReachesSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        child.layoutCount = 0
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(child.layoutCount == 1)
    }

    @Test func sizeToFitKeepsTheFrameOrigin() {
        let view = FixedSizeView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        view.sizeToFit()
        // Expected: UIKit resizes from the top-left corner.
        #expect(view.frame == CGRect(x: 30, y: 40, width: 64, height: 24))
    }
}

final class LayoutCountingView: UIView {
    var layoutCount = 0
    var onLayout: () -> Void = {}
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        onLayout()
    }
}

final class FixedSizeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 64, height: 24) }
}
