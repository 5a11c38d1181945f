//  Seed003ZoomTests.swift — FlipbookKitTests
//  Seed 003 ("Customizing transition animations for Presentviewcontroller (Swift)"): a detail
//  view zooms out of the tapped cell's image frame over 0.5 s, and back into it over 0.6 s.
//
//  What was reconstructed, and why. The seed is a machine translation of a Chinese post whose
//  code lost its line breaks and had identifiers re-cased and split by the translator
//  ("Func animatetransition (transitioncontext:uiviewcontrollercontexttransitioning)",
//  "TransitionConte Xt. Containerview()", "Cgaffinetransformmakescale"). The code below is the
//  Swift 2 the author clearly wrote, one statement per line, modernised as every seed is:
//  - `Containview` is the author's local `containView`, bound to `transitionContext.containerView`
//    (Swift 2's `containerView()` was optional, hence the author's `containView?.addSubview`; it
//    no longer is, so the `?` goes). `Toview`/`Fromview` are `toView`/`fromView` from
//    `view(forKey: .to/.from)`; `Finalframe` is `finalFrame`; `XScale`/`Yscale` are `xScale`/`yScale`;
//    `Originframe` is the animators' `originFrame` property. The PresentAnimator's property line
//    lost its name and value ("var=//点击Cell的frame"); the DismisssAnimator's twin
//    ("var originframe = Cgrectzero") and the controller's `presentAnimator.originFrame = …` give
//    `var originFrame = CGRect.zero`. Its `transitionDuration` lost a `)` before `->`.
//  - `DismisssAnimator` keeps the author's three s; the durations are the author's 0.5 and 0.6.
//  - "Collection View" and "Full-screen ImageView" after the dismiss animator's two `let`s were
//    the author's end-of-line comments (`//collection view`, `//全屏ImageView`).
//  - `{ () VoidinchToview. Center= …` is `{ () -> Void in toView.center = …`; `{(finished), Voidinch`
//    is `{ (finished) -> Void in`.
//  - The transitioning-delegate extension lost each method's head up to its last parameter type;
//    the post then shows `animationControllerForDismissedController(dismissed:)` whole, so both
//    are UIKit's two animator methods, returning `presentAnimator` and `dismissAnimator`.
//  - `dvc.image"image.jpg")` is `dvc.image = UIImage(named: "image.jpg")`.
//  - The author skipped the collection view ("the CollectionView part skipped") and the detail
//    controller (only `DetailViewController()` and its `image` property appear). They are written
//    here as the post describes them: a UICollectionViewController of image cells (`FullImageCell`
//    with an `imageview`, as `cell.imageview` spells it) and a detail showing the image full
//    screen that dismisses when tapped (a full-screen button stands in for the tap).
//  Flipbook reads PNG only: the asset folder holds a PNG-encoded picture under the seed's file
//  name "image.jpg", so `UIImage(named: "image.jpg")` stays as written.

import FlipbookTestSupport
@testable import FlipbookKit
import Foundation
import Testing

// MARK: - Animator.swift (the seed's, reconstructed)

class PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 0.5//动画的时间
    var originFrame = CGRect.zero//点击Cell的frame
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let finalFrame = toView.frame
        let xScale = originFrame.size.width/toView.frame.size.width
        let yScale = originFrame.size.height/toView.frame.size.height
        toView.transform = CGAffineTransform(scaleX: xScale, y: yScale)
        toView.center = CGPoint(x: originFrame.midX, y: originFrame.midY)
        containView.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { () -> Void in
            toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            toView.transform = CGAffineTransform.identity
        }) { (finished) -> Void in
            transitionContext.completeTransition(true)
        }
    }
}

class DismisssAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 0.6
    var originFrame = CGRect.zero
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!//collection view
        let fromView = transitionContext.view(forKey: .from)!//全屏ImageView
        let xScale = originFrame.size.width/toView.frame.size.width
        let yScale = originFrame.size.height/toView.frame.size.height
        containView.addSubview(toView)
        containView.bringSubviewToFront(fromView)
        UIView.animate(withDuration: duration, animations: { () -> Void in
            fromView.center = CGPoint(x: self.originFrame.midX, y: self.originFrame.midY)
            fromView.transform = CGAffineTransform(scaleX: xScale, y: yScale)
        }) { (finished) -> Void in
            transitionContext.completeTransition(true)
        }
    }
}

// MARK: - ViewController.swift (the seed's didSelect and delegate; the grid the author skipped)

/// The author's cell: an image inset 5 pt in the cell (the skipped part of the post).
class FullImageCell: UICollectionViewCell {
    let imageview: UIImageView

    required init(frame: CGRect) {
        imageview = UIImageView(frame: .zero)
        super.init(frame: frame)
        imageview.frame = contentView.bounds.insetBy(dx: 5, dy: 5)
        imageview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageview.contentMode = .scaleAspectFill
        imageview.clipsToBounds = true
        contentView.addSubview(imageview)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// fileprivate only because seed 000 has a ViewController and a DetailViewController too.
fileprivate class ViewController: UICollectionViewController {
    let presentAnimator = PresentAnimator()
    let dismissAnimator = DismisssAnimator()

    // The skipped grid: twelve cells of the one picture.
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FullImageCell.self, forCellWithReuseIdentifier: "FullImageCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 12
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "FullImageCell", for: indexPath) as! FullImageCell
        cell.imageview.image = UIImage(named: "image.jpg")
        return cell
    }

    // The seed's, with the line the post adds later (`dismissAnimator.originFrame = …`).
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let dvc = DetailViewController()
        dvc.image = UIImage(named: "image.jpg")
        dvc.transitioningDelegate = self
        let cell =  collectionView.cellForItem(at: indexPath) as! FullImageCell
        presentAnimator.originFrame = cell.convert(cell.imageview.frame, to: nil)
        dismissAnimator.originFrame = cell.convert(cell.imageview.frame, to: nil)
        self.present(dvc, animated: true, completion: nil)
    }
}

extension ViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return dismissAnimator;
    }
}

// MARK: - DetailViewController.swift (the part the author skipped)

/// Shows `image` full screen; a tap anywhere dismisses it.
fileprivate class DetailViewController: UIViewController {
    var image: UIImage?
    private(set) var imageView: UIImageView!
    /// Flipbook has no tap gesture recogniser here: a transparent full-screen button takes the tap.
    private(set) var tapArea: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black
        imageView = UIImageView(frame: view.bounds)
        imageView.image = image
        imageView.contentMode = .scaleAspectFit
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        tapArea = UIButton(type: .custom)
        tapArea.frame = view.bounds
        tapArea.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tapArea.addTarget(self, action: DetailViewController.tapped, for: .touchUpInside)
        view.addSubview(tapArea)
    }

    func tapped() {
        dismiss(animated: true, completion: nil)
    }
}

// MARK: - Checks

/// "image.jpg": a 48×32 picture of diagonal bands (PNG-encoded; Flipbook reads PNG only).
private let seedPicture = Image(width: 48, height: 32) { x, y in
    (x + y) % 12 < 6 ? Color(sRGB8: 200, 60, 80) : Color(sRGB8: 250, 240, 220)
}

@Suite struct Seed003ZoomTests {
    @Test func theDetailZoomsOutOfTheTappedCellsImageAndBackIntoIt() throws {
        let folder = try registerSeedImages(["image.jpg": seedPicture])
        defer {
            UIImage.removeAllAssetFolders()
            try? FileManager.default.removeItem(at: folder)
        }

        let window = UIWindow()
        window.makeKeyAndVisible()
        // The grid, by hand: 120×160 items, spacing 10, section inset 10 all round. Across:
        // 370 pt available; 2 items take 250 (3 would take 380), so 2 a line, justified to
        // x = 10 and 260. Down: lines at y = 10, 180, 350, 520, 690, 860; content 1030 pt high.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 160)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let grid = ViewController(collectionViewLayout: layout)
        window.rootViewController = grid
        let collectionView = grid.collectionView!
        #expect(collectionView.dataSource === grid && collectionView.delegate === grid)
        // Scrolled down 100 pt, so the cell's frame and its place in the window differ.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1030))
        let item = IndexPath(item: 5, section: 0)
        let cell = try #require(collectionView.cellForItem(at: item) as? FullImageCell)
        #expect(cell.frame == CGRect(x: 260, y: 350, width: 120, height: 160))
        #expect(cell.imageview.image?.image == seedPicture)

        // Tap item 5: its image is inset 5 pt, so in the window (scrolled 100 up) it is at
        // (265, 255), 110×150.
        let originFrame = CGRect(x: 265, y: 255, width: 110, height: 150)
        collectionView.userDidTapItem(at: item)
        #expect(grid.presentAnimator.originFrame == originFrame)
        #expect(grid.dismissAnimator.originFrame == originFrame)
        let detail = try #require(grid.presentedViewController as? DetailViewController)
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
