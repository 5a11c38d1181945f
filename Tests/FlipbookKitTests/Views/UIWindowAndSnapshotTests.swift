//  UIWindowAndSnapshotTests.swift — FlipbookKitTests
//  A window hosts its root controller's view and its scene's clock; snapshots freeze what a view drew.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIWindowTests {
    @Test func theRootViewControllersViewFillsTheWindowAndLoadsOnce() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = CountingViewController()
        window.rootViewController = controller
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = controller.view
        window.rootViewController = controller
        #expect(controller.loadCount == 1)
        #expect(controller.didLoadCount == 1)
        // It keeps filling the window when the window changes size.
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    @Test func replacingTheRootViewControllerRemovesTheOldView() {
        let window = UIWindow()
        let first = UIViewController(), second = UIViewController()
        window.rootViewController = first
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === second.view)
    }

    @Test func makeKeyAndVisibleMakesTheScreenTheWindowsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.isHidden = true
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
        let other = UIWindow()
        other.makeKeyAndVisible()
        #expect(!window.isKeyWindow)
        // Expected: UIWindow() is the default 390×844 pt iPhone screen.
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func mediaTimeIsTheKeyWindowsClock() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(CACurrentMediaTime() == 0)
        window.clock.tick(to: 1.5)
        #expect(CACurrentMediaTime() == 1.5)
    }

    @Test func theDisplayListLaysOutFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layoutCount = 0
        view.setNeedsLayout()
        _ = window.displayList()
        #expect(view.layoutCount == 1)
    }
}

@Suite struct UIViewSnapshotTests {
    /// A red 100×60 card at (20, 30) with a blue 20×20 badge at (10, 10).
    private func card() -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        return card
    }

    /// The items' content and where their corners land on screen.
    private func picture(_ list: DisplayList) -> [(DisplayContent, [CGPoint])] {
        list.items.map { item in
            let r = item.localBounds
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)]
            return (item.content, corners.map { item.transform.apply($0) ?? CGPoint(x: -1, y: -1) })
        }
    }

    /// The colour of the topmost fill that covers `point` (screen points) and is not clipped
    /// away there; nil where no fill does.
    private func fill(at point: CGPoint, in list: DisplayList) -> Color? {
        for item in list.items.reversed() {
            guard case .fill(let color) = item.content, let local = item.transform.inverted()?.apply(point),
                  item.localBounds.contains(local), item.clips.allSatisfy({ $0.contains(screenPoint: point) }) else { continue }
            return color
        }
        return nil
    }

    private func expectSamePicture(_ a: DisplayList, _ b: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) {
        let pa = picture(a), pb = picture(b)
        #expect(pa.count == pb.count, sourceLocation: sourceLocation)
        for (x, y) in zip(pa, pb) {
            #expect(x.0 == y.0, sourceLocation: sourceLocation)
            for (p, q) in zip(x.1, y.1) { expectClose(p, q, tolerance: 1e-9, sourceLocation: sourceLocation) }
        }
    }

    @Test func aSnapshotDrawsWhatTheOriginalDrew() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let original = card()
        window.addSubview(original)
        let before = window.displayList()
        #expect(before.items.count == 2)

        let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == original.frame)
        original.removeFromSuperview()
        window.addSubview(snapshot)
        expectSamePicture(window.displayList(), before)
    }

    @Test func aSnapshotDoesNotFollowLaterChanges() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let original = card()
        window.addSubview(original)
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: true))
        let expected = DisplayList(size: window.bounds.size, items: window.displayList().items)
        original.backgroundColor = .green
        original.subviews[0].isHidden = true
        original.removeFromSuperview()
        window.addSubview(snapshot)
        expectSamePicture(window.displayList(), expected)
        #expect(window.displayList().items.first?.content == .fill(UIColor.red.color))
    }

    // On iOS a snapshot view shows the captured picture stretched over its bounds, as a layer's
    // contents under .resize: a zoom transition shrinks a snapshot into a cell by its frame alone.
    @Test func aResizedSnapshotStretchesItsPictureOverItsBounds() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let original = card()
        window.addSubview(original)
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
        original.removeFromSuperview()
        window.addSubview(snapshot)
        snapshot.frame = CGRect(x: 100, y: 100, width: 200, height: 120)
        let list = window.displayList()
        // Twice the card: the card covers (100, 100)–(300, 220), the badge (120, 120)–(160, 160).
        // (Drawn at its first size, the badge would cover (110, 110)–(130, 130) and the card end at (200, 160).)
        #expect(fill(at: CGPoint(x: 150, y: 150), in: list) == UIColor.blue.color)
        #expect(fill(at: CGPoint(x: 165, y: 150), in: list) == UIColor.red.color)
        #expect(fill(at: CGPoint(x: 290, y: 210), in: list) == UIColor.red.color)
        #expect(fill(at: CGPoint(x: 305, y: 150), in: list) == nil, "nothing past the snapshot's right edge")
    }

    // The picture follows the frame as it shows at each moment (its presentation), not the model:
    // animated back to the original's frame, it shrinks as it goes and lands as the original drew.
    @Test func aSnapshotsPictureFollowsItsAnimatedFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let original = card()
        window.addSubview(original)
        let before = window.displayList()
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
        original.removeFromSuperview()
        window.addSubview(snapshot)
        snapshot.frame = CGRect(x: 100, y: 100, width: 200, height: 120)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            snapshot.frame = CGRect(x: 20, y: 30, width: 100, height: 60)
        })
        window.clock.tick(to: 0.5)
        // Halfway along a linear curve the frame is (60, 65, 150 × 90), one and a half cards: the
        // card covers (60, 65)–(210, 155), the badge (75, 80)–(105, 110).
        let halfway = window.displayList()
        #expect(fill(at: CGPoint(x: 100, y: 105), in: halfway) == UIColor.blue.color)
        #expect(fill(at: CGPoint(x: 110, y: 105), in: halfway) == UIColor.red.color)
        #expect(fill(at: CGPoint(x: 205, y: 150), in: halfway) == UIColor.red.color)
        #expect(fill(at: CGPoint(x: 215, y: 150), in: halfway) == nil)
        window.clock.tick(to: 1)
        expectSamePicture(window.displayList(), before)
    }

    // UIKit docs, resizableSnapshotView(from:afterScreenUpdates:withCapInsets:): rect is "the
    // portion of the view that you want to capture", in "the bounds coordinate space of the current
    // view". Two halves put side by side where they were draw the original, each cut at its edge.
    @Test func slicesPutSideBySideDrawTheOriginal() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let original = card()
        window.addSubview(original)
        let before = window.displayList()
        let left = try #require(original.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 50, height: 60),
                                                               afterScreenUpdates: false, withCapInsets: .zero))
        let right = try #require(original.resizableSnapshotView(from: CGRect(x: 50, y: 0, width: 50, height: 60),
                                                                afterScreenUpdates: false, withCapInsets: .zero))
        #expect(left.bounds.size == CGSize(width: 50, height: 60) && right.bounds.size == CGSize(width: 50, height: 60))
        original.removeFromSuperview()
        left.frame.origin = CGPoint(x: 20, y: 30)
        right.frame.origin = CGPoint(x: 70, y: 30)
        window.addSubview(left)
        window.addSubview(right)
        let slices = window.displayList()
        // Each slice draws the original's items that reach its half, where the original drew them,
        // cut to its half: the left both, the right only the background (the badge lies in the left).
        #expect(slices.items.count == 3)
        let halves = Array(picture(DisplayList(size: before.size, items: Array(slices.items.prefix(2))))),
            others = Array(picture(DisplayList(size: before.size, items: [slices.items[2]])))
        for (slice, whole) in [(halves, picture(before)), (others, Array(picture(before).prefix(1)))] {
            for (x, y) in zip(slice, whole) {
                #expect(x.0 == y.0)
                for (p, q) in zip(x.1, y.1) { expectClose(p, q, tolerance: 1e-9) }
            }
        }
        let background = slices.items[0], rightBackground = slices.items[2]
        #expect(background.clips.last?.contains(screenPoint: CGPoint(x: 60, y: 50)) == true)
        #expect(background.clips.last?.contains(screenPoint: CGPoint(x: 80, y: 50)) == false, "the left half stops at its edge")
        #expect(rightBackground.clips.last?.contains(screenPoint: CGPoint(x: 60, y: 50)) == false)
        #expect(rightBackground.clips.last?.contains(screenPoint: CGPoint(x: 80, y: 50)) == true)
        // Resized about its centre (95, 60) to 100 wide, a slice's picture stretches to its bounds:
        // the original's right edge lands on the slice's, 45 + 100.
        right.bounds.size = CGSize(width: 100, height: 60)
        let stretched = window.displayList().items[2]
        expectClose(stretched.transform.apply(CGPoint(x: 100, y: 0)) ?? .zero, CGPoint(x: 145, y: 30), tolerance: 1e-9)
    }

    @Test func aSnapshotIsInTheOriginalsScrolledContentSpace() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let original = card()
        original.bounds.origin = CGPoint(x: 0, y: 5)  // badge shows 5 pt higher
        window.addSubview(original)
        let before = window.displayList()
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
        original.removeFromSuperview()
        window.addSubview(snapshot)
        expectSamePicture(window.displayList(), before)
    }
}

final class CountingViewController: UIViewController {
    var loadCount = 0
    var didLoadCount = 0
    override func loadView() {
        loadCount += 1
        view = UIView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        didLoadCount += 1
    }
}
