//  Seed003ZoomTests.swift — FlipbookDemosTests
//  Seed 003 ("Customizing transition animations for Presentviewcontroller (Swift)"): a detail
//  view zooms out of the tapped cell's image frame over 0.5 s, and back into it over 0.6 s.
//
//  The seed's code is the demo's (Demos/Zoom/ZoomDemo.swift says what was reconstructed and
//  why): `Seed003.PresentAnimator`, `Seed003.DismisssAnimator`, `Seed003.ViewController`, its
//  `FullImageCell` and `DetailViewController`, driven here by hand on the window's clock and
//  checked against UIKit's documented behaviour and the seed's numbers.

@testable import FlipbookDemos
import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct Seed003ZoomTests {
    @Test func theDetailZoomsOutOfTheTappedCellsImageAndBackIntoIt() throws {
        // The demo's grid shows its five pictures in turn, not the seed's one "image.jpg": item 5's is image1.
        let seedPicture = DemoPictures.hills
        #expect(Seed003.ViewController.pictureName(at: IndexPath(item: 5, section: 0)) == "image1")

        let window = UIWindow()
        window.makeKeyAndVisible()
        // The layout is the test's own (the seed's controller takes any; ZoomDemo's scene uses 110×150 cells).
        // The grid, by hand: 120×160 items, spacing 10, section inset 10 all round. Across:
        // 370 pt available; 2 items take 250 (3 would take 380), so 2 a line, justified to
        // x = 10 and 260. Down: lines at y = 10, 180, 350, 520, 690, 860; content 1030 pt high.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 160)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let grid = Seed003.ViewController(collectionViewLayout: layout)
        window.rootViewController = grid
        let collectionView = grid.collectionView!
        #expect(collectionView.dataSource === grid && collectionView.delegate === grid)
        // Scrolled down 100 pt, so the cell's frame and its place in the window differ.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1030))
        let item = IndexPath(item: 5, section: 0)
        let cell = try #require(collectionView.cellForItem(at: item) as? Seed003.FullImageCell)
        #expect(cell.frame == CGRect(x: 260, y: 350, width: 120, height: 160))
        #expect(cell.imageview.image?.image == seedPicture)

        // Tap item 5: its image is inset 5 pt, so in the window (scrolled 100 up) it is at
        // (265, 255), 110×150.
        let originFrame = CGRect(x: 265, y: 255, width: 110, height: 150)
        collectionView.userDidTapItem(at: item)
        #expect(grid.presentAnimator.originFrame == originFrame)
        #expect(grid.dismissAnimator.originFrame == originFrame)
        let detail = try #require(grid.presentedViewController as? Seed003.DetailViewController)
        #expect(detail.presentingViewController === grid && detail.transitioningDelegate === grid)
        #expect(detail.imageView.image?.image == seedPicture)
        let toView = detail.view!
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(toView.frame == screen, "the model is at the end at once")

        // 0.5 s of UIView.animate's default curve, ease-in-out: the centre goes from the cell
        // image's centre (320, 330) to the screen's (195, 422), the scale from 110/390 × 150/844 to 1.
        let startScale = (x: 110.0 / 390.0, y: 150.0 / 844.0)
        for t in [0.0, 0.125, 0.25, 0.5] {
            window.clock.tick(to: t)
            let p = ReferenceCurve.easeInEaseOut(t / 0.5)
            let label = Comment(rawValue: "presenting, at \(t) s (progress \(p))")
            let shown = toView.onScreen
            expectClose(shown.position, lerp(CGPoint(x: 320, y: 330), CGPoint(x: 195, y: 422), p), tolerance: 1e-6, label)
            expectClose(Double(shown.transform.m11), lerp(startScale.x, 1, p), tolerance: 1e-6, label)
            expectClose(Double(shown.transform.m22), lerp(startScale.y, 1, p), tolerance: 1e-6, label)
            if t == 0 { expectClose(shown.frame, originFrame, tolerance: 1e-9, label) }
        }
        // At 0.5 s: presented, full screen, the grid's view out of the window.
        #expect(window.activeTransitions.isEmpty)
        #expect(toView.frame == screen && toView.transform == .identity && toView.layer.animationKeys() == nil)
        #expect(toView.window === window && collectionView.window == nil)
        #expect(grid.presentedViewController === detail && !detail.isBeingPresented)
        #expect(collectionView.indexPathsForSelectedItems == [item])

        // Tap the picture at 1 s: the grid comes back under it (and, as a UICollectionViewController
        // that clears its selection on viewWillAppear, deselects item 5); the detail shrinks into the cell.
        window.clock.tick(to: 1)
        #expect(detail.tapArea.tap())
        #expect(detail.isBeingDismissed)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let container = try #require(toView.superview)
        #expect(container.subviews.last === toView, "bringSubviewToFront(fromView)")
        #expect(collectionView.superview === container)
        #expect(collectionView.frame == screen)
        for t in [0.0, 0.15, 0.3, 0.45] {
            window.clock.tick(to: 1 + t)
            let p = ReferenceCurve.easeInEaseOut(t / 0.6)
            let label = Comment(rawValue: "dismissing, at \(t) s (progress \(p))")
            let shown = toView.onScreen
            expectClose(shown.position, lerp(CGPoint(x: 195, y: 422), CGPoint(x: 320, y: 330), p), tolerance: 1e-6, label)
            expectClose(Double(shown.transform.m11), lerp(1, startScale.x, p), tolerance: 1e-6, label)
            expectClose(Double(shown.transform.m22), lerp(1, startScale.y, p), tolerance: 1e-6, label)
            expectClose(shown.frame, CGRect(x: lerp(0, 265, p), y: lerp(0, 255, p),
                                            width: lerp(390, 110, p), height: lerp(844, 150, p)), tolerance: 1e-6, label)
        }
        #expect(!window.activeTransitions.isEmpty, "still running at 1.45 s")

        // At 1.6 s: over; the detail (ending exactly on the cell's image) is gone, the grid fills the window.
        window.clock.tick(to: 1.6)
        expectClose(toView.frame, originFrame, tolerance: 1e-9, "the seed leaves the detail's view shrunk onto the cell")
        #expect(window.activeTransitions.isEmpty)
        #expect(toView.window == nil && container.superview == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(collectionView)])
        #expect(collectionView.frame == window.bounds)
        #expect(grid.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(!detail.isBeingDismissed)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 100), "the grid is where it was")
        #expect(collectionView.cellForItem(at: item) === cell)
        #expect(window.clock.diagnostics.isEmpty)
    }
}
