//  Seed000PinterestTests.swift — FlipbookDemosTests
//  Seed 000 ("[Swift] Pinterest風のカスタムトランジションを実装してみる"): a collection cell's image
//  zooms into a detail screen with UIView.animate, and back with a keyframe animation.
//
//  The seed's code is the demo's (Demos/Pinterest/PinterestDemo.swift says how it was ported and
//  what replaced the storyboard): `Seed000.ViewController`, its `ImageCollectionViewCell`, the
//  `DetailViewController` and the seed's two animators, driven here by hand on the window's clock
//  and checked against UIKit's documented behaviour and the seed's numbers. The seed's
//  `UIImage(named: "image1"/"image2")` finds the demo's pictures in Demos/Assets.xcassets.

@testable import FlipbookDemos
@testable import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

/// A rectangle's frame from a presentation layer (position, bounds, no transform).
private func shownFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()!.frame
}

// MARK: - Checks

@Suite struct Seed000PinterestTests {
    @Test func theCellImageZoomsToTheDetailAndTheKeyframeDismissalReturnsIt() throws {
        // The demo's pictures stand for the seed's: image1 (the hills) and image2 (the sunset).
        let seedImage1 = DemoPictures.hills, seedImage2 = DemoPictures.sunset

        let window = UIWindow()
        window.makeKeyAndVisible()
        let source = Seed000.ViewController()
        window.rootViewController = source
        window.layoutIfNeeded()
        let collectionView = source.collectionView!

        // The grid, by hand: 390 − 2 − 4 = 384 pt across; three 120 pt items take 380, so the
        // spare 24 pt justify the gaps to 12: x = 2, 134, 266; lines at y = 20, 150, 280, 410, 540.
        let item = IndexPath(item: 4, section: 0)
        let cell = collectionView.cellForItem(at: item) as! Seed000.ImageCollectionViewCell
        #expect(cell.frame == CGRect(x: 134, y: 150, width: 120, height: 120))
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(cell.imageView.image?.image == seedImage1, "even items show image1")
        #expect((collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as! Seed000.ImageCollectionViewCell)
            .imageView.image?.image == seedImage2)
        #expect(collectionView.visibleCells.count == 15)

        // Tap: didSelectItemAt presents the detail with the Pinterest delegate.
        collectionView.userDidTapItem(at: item)
        let detail = try #require(source.presentedViewController as? Seed000.DetailViewController)
        #expect(detail.presentingViewController === source)
        #expect(detail.imageToPresent.image == seedImage1)
        let container = try #require(detail.baseView.superview)
        #expect(container.superview === window)

        // The animator's views: white background, then the wrapper, then the detail (alpha 0) on top.
        let wrapper = container.subviews[container.subviews.count - 2]
        let white = container.subviews[container.subviews.count - 3]
        #expect(container.subviews.last === detail.baseView)
        #expect(white.backgroundColor == UIColor.white && wrapper.clipsToBounds)
        #expect(detail.baseView.alpha == 0)
        let zoomingImage = try #require(wrapper.subviews.first as? UIImageView)
        #expect(zoomingImage.image?.image == seedImage1)
        #expect(zoomingImage.contentMode == .scaleAspectFit, "the detail image view's content mode")

        // 0.3 s of ease-out from the cell's image frame (in the container: the grid is at the
        // origin and unscrolled) to the detail base view's frame, the whole screen.
        let cellImageFrame = CGRect(x: 134, y: 150, width: 120, height: 120)
        let detailFrame = CGRect(x: 0, y: 0, width: 390, height: 844)
        for t in [0.0, 0.15, 0.3] {
            window.clock.tick(to: t)
            let eased = ReferenceCurve.easeOut(t / 0.3)
            expectClose(shownFrame(wrapper), lerp(cellImageFrame, detailFrame, eased), tolerance: 1e-6, "wrapper at \(t) s")
            // The image view inside follows its autoresizing (flexible size) in the same animation.
            let shownImage = shownFrame(zoomingImage)
            expectClose(shownImage.width, shownFrame(wrapper).width, tolerance: 1e-6, "image width at \(t) s")
            expectClose(shownImage.height, shownFrame(wrapper).height, tolerance: 1e-6, "image height at \(t) s")
            if t < 0.3 {
                #expect(detail.baseView.alpha == 0, "the detail stays hidden until the completion")
                #expect(window.activeTransition != nil)
            }
        }
        // At 0.3 s the completion has run once: the detail shows the image and the presentation is over.
        #expect(detail.baseView.alpha == 1)
        #expect(detail.imageView.image?.image == seedImage1)
        #expect(window.activeTransitions.isEmpty)
        #expect(source.view.window == nil, "full screen: the presenter's view left the window")
        #expect(collectionView.window == nil)
        #expect(detail.baseView.window === window && container.subviews.last === detail.baseView)
        #expect(source.presentedViewController === detail && detail.presentingViewController === source)
        #expect(!detail.isBeingPresented)
        #expect(window.clock.diagnostics.isEmpty, "completeTransition was called once")
        // The seed leaves its white background and wrapper under the opaque detail view.
        #expect(container.subviews.map(ObjectIdentifier.init)
            == [white, wrapper, detail.baseView].map(ObjectIdentifier.init))

        // Dismiss with the detail's button at 1 s.
        window.clock.tick(to: 1)
        #expect(detail.dismissButton.tap())
        #expect(detail.isBeingDismissed)
        #expect(source.baseView.superview === container, "the collection is back, under the detail")
        let subviews = container.subviews
        let imageWrapper = subviews[subviews.count - 1]
        let dismissWhite = subviews[subviews.count - 2]
        #expect(subviews[subviews.count - 3] === detail.baseView)
        #expect(subviews[subviews.count - 4] === source.baseView)
        #expect(source.baseView.frame == detailFrame, "finalFrame(for:) of the presenter")
        let snapshot = try #require(imageWrapper.subviews.first)
        #expect(snapshot is SnapshotView)
        #expect(detail.imageView.alpha == 0)

        // The wrapper starts at the detail image view's frame (converted from the container to
        // the base view: the same numbers) and ends at the cell image's frame as it is when the
        // first keyframe is recorded, scaled 1.1 about its centre: 132 pt around (194, 210).
        let detailImageFrame = CGRect(x: 0, y: 64, width: 390, height: 780)
        let scaledCellFrame = CGRect(x: 128, y: 144, width: 132, height: 132)
        // The snapshot sits at the same numbers inside the wrapper (the seed converts the frame
        // from the container to the image's superview, not into the wrapper), and autoresizes
        // with it: flexible width (no margins to share), and the −648 pt of height shared between
        // its top margin 64 and height 780 in proportion (its bottom margin, −64, counts as 0).
        let shrink = 132.0 - 780.0
        expectClose(snapshot.frame, CGRect(x: 0, y: 64 + shrink * 64 / 844, width: 132, height: 780 + shrink * 780 / 844),
                    tolerance: 1e-9)
        for t in [0.0, 0.075, 0.15, 0.285, 0.3] {
            window.clock.tick(to: 1 + t)
            // 0.075 s (a quarter) tells ease-in-out from linear; at 0.15 s both are at ½.
            // Expected: UIKit paces the whole keyframe animation with ease-in-out when the options
            // name no curve; calculationModeLinear interpolates linearly between key times.
            let p = ReferenceCurve.easeInEaseOut(t / 0.3)
            let label = Comment(rawValue: "at \(t) s of the dismissal (progress \(p))")
            if t == 0 { expectClose(shownFrame(snapshot), detailImageFrame, tolerance: 1e-9, label) }
            if t < 0.3 {
                expectClose(Double(detail.baseView.onScreen.opacity), 1 - p, tolerance: 1e-6, label)
                expectClose(Double(dismissWhite.onScreen.opacity), 1 - p, tolerance: 1e-6, label)
                expectClose(Double(cell.imageView.onScreen.opacity), p, tolerance: 1e-6, label)
                expectClose(shownFrame(imageWrapper), lerp(detailImageFrame, scaledCellFrame, p), tolerance: 1e-6, label)
                // The pop: 1.1 until 95 % of the (eased) progress, then down to 1 by 100 %.
                let scale = p <= 0.95 ? 1.1 : 1.1 - 0.1 * (p - 0.95) / 0.05
                expectClose(Double(cell.imageView.onScreen.transform.m11), scale, tolerance: 1e-6, label)
                expectClose(Double(cell.imageView.onScreen.transform.m22), scale, tolerance: 1e-6, label)
                let snapshotAlpha = p <= 0.95 ? 1 : 1 - (p - 0.95) / 0.05
                expectClose(Double(snapshot.onScreen.opacity), snapshotAlpha, tolerance: 1e-6, label)
            }
        }
        // The pop has started by 0.285 s: eased progress there is past 95 %.
        #expect(ReferenceCurve.easeInEaseOut(0.95) > 0.95)

        // At 1.3 s the completion ran: temporary views gone, the collection back in the window.
        #expect(window.activeTransitions.isEmpty)
        #expect(imageWrapper.superview == nil && dismissWhite.superview == nil && snapshot.superview == nil)
        #expect(container.superview == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(source.view)])
        #expect(source.view.frame == window.bounds)
        #expect(collectionView.window === window)
        #expect(detail.view.window == nil)
        #expect(source.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(!detail.isBeingDismissed)
        #expect(cell.imageView.alpha == 1 && cell.imageView.transform == .identity)
        #expect(cell.imageView.layer.animationKeys() == nil)
        #expect(detail.imageView.isHidden == false)
        // The seed hid the detail image with alpha and "restores" it with isHidden: its alpha stays 0.
        #expect(detail.imageView.alpha == 0)
        #expect(window.clock.diagnostics.isEmpty, "no UIKit misuse reported (completeTransition once each)")
        #expect(collectionView.indexPathsForSelectedItems == [item], "a plain UIViewController keeps the selection")

        // And the grid works again: tapping another item zooms it in, as on iOS.
        window.clock.tick(to: 2)
        let odd = IndexPath(item: 7, section: 0)
        collectionView.userDidTapItem(at: odd)
        let second = try #require(source.presentedViewController as? Seed000.DetailViewController)
        #expect(second !== detail && second.imageToPresent.image == seedImage2)
        let secondWrapper = second.baseView.superview!.subviews[second.baseView.superview!.subviews.count - 2]
        // Item 7: column 1, line 2 → (134, 280).
        expectClose(shownFrame(secondWrapper), CGRect(x: 134, y: 280, width: 120, height: 120), tolerance: 1e-9)
        window.clock.tick(to: 2.3)
        #expect(second.imageView.image?.image == seedImage2 && window.activeTransitions.isEmpty)
        #expect(window.clock.diagnostics.isEmpty)
    }
}
