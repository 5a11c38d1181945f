//  Seed000PinterestTests.swift — FlipbookKitTests
//  Seed 000 ("[Swift] Pinterest風のカスタムトランジションを実装してみる"): a collection cell's image
//  zooms into a detail screen with UIView.animate, and back with a keyframe animation.
//
//  The protocols, both animators and the transitioning delegate are the seed's code with only
//  `import UIKit` → `import FlipbookKit` and Swift 2 spellings modernised (viewControllerForKey →
//  viewController(forKey: .from), containerView() → containerView, convertRect → convert,
//  CGRectMake/CGRectGetWidth → CGRect(x:…)/.width, animateWithDuration → animate(withDuration:…),
//  .CurveEaseOut → .curveEaseOut, UIColor.whiteColor() → .white, and so on). Two spellings had to
//  change shape, as Swift 3's migrator changes them: `containerView` is no longer optional, so
//  `guard let containerView = transitionContext.containerView() else { return }` became a plain
//  `let`; `snapshotView(afterScreenUpdates:)` now returns an optional, so it is unwrapped with `!`.
//
//  The view controllers and the cell used storyboard outlets; they are built in code in
//  `viewDidLoad`/`init(frame:)` instead (each says what replaced the storyboard), and the
//  storyboard's `instantiateViewControllerWithIdentifier("DetailViewController")` became
//  `DetailViewController()`. `UIImage(named:)` is kept: the test writes "image1"/"image2" as PNGs
//  into a temporary asset folder.

import FlipbookTestSupport
@testable import FlipbookKit
import Foundation
import Testing

// MARK: - ImageTransitionProtocol.swift (the seed's)

protocol ImageSourceTransitionType {
    var collectionView: UICollectionView! {get}
    var baseView: UIView! {get}
}

protocol ImageDistinationTransitionType {
    var imageView: UIImageView! {get}
    var baseView: UIView! {get}
}

protocol ImageCollectionViewCellType {
    var imageView: UIImageView! {get}
}

// MARK: - ImagePresentedAnimator.swift (the seed's)

class ImagePresentedAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {

        guard let sourceVC = transitionContext.viewController(forKey: .from)
            as? ImageSourceTransitionType else {
            return
        }

        guard let distinationVC = transitionContext.viewController(forKey: .to)
            as? ImageDistinationTransitionType else {
            return
        }

        let containerView = transitionContext.containerView

        let animationDuration = transitionDuration(using: transitionContext)

        guard let selectedIndexPath = sourceVC.collectionView.indexPathsForSelectedItems?.first else {
            return
        }

        let selectedCell = sourceVC.collectionView.cellForItem(at: selectedIndexPath)
            as! ImageCollectionViewCellType
        let selectedImage = selectedCell.imageView.image

        let selectedCellsFrame = containerView.convert(selectedCell.imageView.frame,
            from: selectedCell.imageView.superview)

        let selectedImageWrapperView = UIView.init(frame: selectedCellsFrame)
        selectedImageWrapperView.backgroundColor = UIColor.clear
        selectedImageWrapperView.clipsToBounds = true

        let imageView = UIImageView.init(image: selectedImage)
        imageView.frame = CGRect(x: 0.0, y: 0.0, width: selectedCellsFrame.width, height: selectedCellsFrame.height)
        imageView.contentMode = distinationVC.imageView.contentMode
        imageView.autoresizingMask = [.flexibleHeight,.flexibleWidth,.flexibleTopMargin,.flexibleBottomMargin]
        selectedImageWrapperView.addSubview(imageView)

        containerView.addSubview(selectedImageWrapperView)

        let whiteBackgroundView = UIView.init(frame: sourceVC.baseView.frame)
        whiteBackgroundView.backgroundColor = UIColor.white
        containerView.insertSubview(whiteBackgroundView, belowSubview: selectedImageWrapperView)

        distinationVC.baseView.alpha = 0.0
        containerView.addSubview(distinationVC.baseView)

        let rect = CGRect(x: 0.0, y: 0.0,
                          width: distinationVC.baseView.frame.width,
                          height: distinationVC.baseView.frame.height)
        let imageViewFinalFrame = containerView.convert(rect, from: distinationVC.baseView)

        UIView.animate(withDuration: animationDuration,
                       delay: 0.0,
                       options: .curveEaseOut,
                       animations: {
                        selectedImageWrapperView.frame = imageViewFinalFrame
            }) { (finished) in

                distinationVC.imageView.image = selectedImage;
                distinationVC.baseView.alpha = 1.0;
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

// MARK: - ImageDismissedAnimator.swift (the seed's)

class ImageDismissedAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {

        guard let sourceVC = transitionContext.viewController(forKey: .from)
            as? ImageDistinationTransitionType else {
                return
        }

        guard let distinationVC = transitionContext.viewController(forKey: .to)
            as? ImageSourceTransitionType else {
                return
        }

        let containerView = transitionContext.containerView

        let animationDuration = transitionDuration(using: transitionContext)

        let snapshot = sourceVC.imageView.snapshotView(afterScreenUpdates: false)!
        snapshot.frame = containerView.convert(sourceVC.imageView.frame,
                                               to: sourceVC.imageView.superview)
        snapshot.autoresizingMask = [.flexibleHeight,.flexibleWidth,.flexibleTopMargin,.flexibleBottomMargin]
        sourceVC.imageView.alpha = 0.0

        guard let selectedIndexPath = distinationVC.collectionView.indexPathsForSelectedItems?.first else {
            return
        }

        let selectedCell = distinationVC.collectionView.cellForItem(at: selectedIndexPath) as! ImageCollectionViewCellType
        selectedCell.imageView.alpha = 0.0
        selectedCell.imageView.transform =  CGAffineTransform(scaleX: 1.1, y: 1.1)

        distinationVC.baseView.frame = transitionContext.finalFrame(for: distinationVC as! UIViewController)
        containerView.insertSubview(distinationVC.baseView, belowSubview: sourceVC.baseView)

        let imageWrapperView = UIView.init(frame: containerView.convert(sourceVC.imageView.frame,
            to: sourceVC.imageView.superview))
        imageWrapperView.clipsToBounds = true
        imageWrapperView.addSubview(snapshot)
        containerView.addSubview(imageWrapperView)

        let whiteBackgroundView = UIView.init(frame: sourceVC.baseView.frame)
        whiteBackgroundView.backgroundColor = UIColor.white
        containerView.insertSubview(whiteBackgroundView, belowSubview: imageWrapperView)

        UIView.animateKeyframes(withDuration: animationDuration,
                                delay: 0.0,
                                options: UIViewKeyframeAnimationOptions.calculationModeLinear,
                                animations: {

                                    UIView .addKeyframe(withRelativeStartTime: 0.0,
                                        relativeDuration: 1.0,
                                        animations: {

                                            sourceVC.baseView.alpha = 0.0
                                            imageWrapperView.frame = containerView.convert(selectedCell.imageView.frame,
                                                from: selectedCell.imageView.superview)
                                            whiteBackgroundView.alpha = 0.0
                                            selectedCell.imageView.alpha = 1.0
                                    })

                                    UIView .addKeyframe(withRelativeStartTime: 0.95,
                                        relativeDuration: 0.05,
                                        animations: {
                                            selectedCell.imageView.transform = CGAffineTransform.identity
                                            snapshot.alpha = 0.0
                                    })

            }) { (finished) in

                whiteBackgroundView.removeFromSuperview()
                snapshot.removeFromSuperview()
                imageWrapperView.removeFromSuperview()
                sourceVC.imageView.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

// MARK: - ImageTransitionDelegate.swift (the seed's)

class ImageTransitionDelegate: NSObject {}

extension ImageTransitionDelegate: UIViewControllerTransitioningDelegate{

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ImagePresentedAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ImageDismissedAnimator()
    }
}

// MARK: - ViewController.swift (the seed's; fileprivate only because seed 003 has a ViewController too)

fileprivate class ViewController: UIViewController {

    weak var collectionView: UICollectionView!
    var baseView: UIView!

    var imageTransitioningDelegate: ImageTransitionDelegate?

    // Replaces the storyboard scene: the root view is `baseView`; a collection view with a flow
    // layout of 120×120 image cells fills it, its cells registered in code (storyboard cells
    // are prototypes); data source and delegate are this controller, as the storyboard connected them.
    override func viewDidLoad() {
        super.viewDidLoad()
        baseView = view
        baseView.backgroundColor = UIColor.white
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 2, bottom: 30, right: 4)
        let collectionView = UICollectionView(frame: baseView.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor.white
        collectionView.register(ImageCollectionViewCell.self, forCellWithReuseIdentifier: "ImageCollectionViewCell")
        baseView.addSubview(collectionView)
        self.collectionView = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
    }
}

extension ViewController: UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {

        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCollectionViewCell",
        for: indexPath) as! ImageCollectionViewCell

        //適当に画像を表示しています
        let imageName = indexPath.row % 2 == 0 ? "image1" : "image2"
        cell.imageView.image = UIImage.init(named: imageName)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        //適当に表示する画像数返しています
        return 15
    }
}

extension ViewController: UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {

        if imageTransitioningDelegate == nil {
            imageTransitioningDelegate = ImageTransitionDelegate()
        }

        // Was: UIStoryboard(name: "Main", bundle: nil).instantiateViewControllerWithIdentifier("DetailViewController")
        let vc = DetailViewController()

        //Pinterest風のトランジションをセットしています
        vc.transitioningDelegate = imageTransitioningDelegate

        let imageName = indexPath.row % 2 == 0 ? "image1" : "image2"
        vc.imageToPresent = UIImage.init(named: imageName)
        present(vc, animated: true, completion: nil)
    }
}

extension ViewController: ImageSourceTransitionType {}

// MARK: - DetailViewController.swift (the seed's; fileprivate as ViewController)

fileprivate class DetailViewController: UIViewController {

    var imageToPresent: UIImage!
    weak var imageView: UIImageView!
    var baseView: UIView!
    /// Not in the seed (the storyboard held it): the button wired to `didTappedDissmiss`.
    weak var dismissButton: UIButton!

    // Replaces the storyboard scene: the root view is `baseView`; an aspect-fit image view fills
    // it below a 64 pt bar holding the dismiss button, whose IBAction is wired with addTarget.
    override func viewDidLoad() {
        super.viewDidLoad()
        baseView = view
        baseView.backgroundColor = UIColor.white
        let imageView = UIImageView(frame: CGRect(x: 0, y: 64, width: baseView.bounds.width,
                                                  height: baseView.bounds.height - 64))
        imageView.contentMode = .scaleAspectFit
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        baseView.addSubview(imageView)
        self.imageView = imageView
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.frame = CGRect(x: 16, y: 20, width: 80, height: 36)
        button.addTarget(self, action: DetailViewController.didTappedDissmiss, for: .touchUpInside)
        baseView.addSubview(button)
        dismissButton = button
    }

    func didTappedDissmiss(_ sender: UIButton) {
        self.dismiss(animated: true, completion: nil)
    }
}

extension DetailViewController: ImageDistinationTransitionType {}

// MARK: - ImageCollectionViewCell.swift (the seed's)

class ImageCollectionViewCell: UICollectionViewCell {
    weak var imageView: UIImageView!

    // Replaces the storyboard prototype cell: an image view filling the cell's content view.
    required init(frame: CGRect) {
        super.init(frame: frame)
        let imageView = UIImageView(frame: contentView.bounds)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        self.imageView = imageView
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

extension ImageCollectionViewCell: ImageCollectionViewCellType {}

// MARK: - The scene

/// The seed's images: two small procedural pictures written as PNGs to a fresh asset folder.
func registerSeedImages(_ files: [String: Image]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-seed-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, image) in files {
        try image.pngData().write(to: folder.appendingPathComponent(name))
    }
    UIImage.removeAllAssetFolders()
    UIImage.registerAssetFolder(folder)
    return folder
}

/// "image1": 40×30 warm stripes; "image2": 30×40 cool checks.
let seedImage1 = Image(width: 40, height: 30) { x, _ in
    x % 8 < 4 ? Color(sRGB8: 230, 120, 40) : Color(sRGB8: 250, 210, 90)
}
let seedImage2 = Image(width: 30, height: 40) { x, y in
    (x / 5 + y / 5) % 2 == 0 ? Color(sRGB8: 40, 90, 200) : Color(sRGB8: 150, 220, 240)
}

/// A rectangle's frame from a presentation layer (position, bounds, no transform).
private func shownFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()!.frame
}

private func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
    CGRect(x: lerp(Double(a.minX), Double(b.minX), f), y: lerp(Double(a.minY), Double(b.minY), f),
           width: lerp(Double(a.width), Double(b.width), f), height: lerp(Double(a.height), Double(b.height), f))
}

// MARK: - Checks

@Suite struct Seed000PinterestTests {
    @Test func theCellImageZoomsToTheDetailAndTheKeyframeDismissalReturnsIt() throws {
        let folder = try registerSeedImages(["image1.png": seedImage1, "image2.png": seedImage2])
        defer {
            UIImage.removeAllAssetFolders()
            try? FileManager.default.removeItem(at: folder)
        }

        let window = UIWindow()
        window.makeKeyAndVisible()
        let source = ViewController()
        window.rootViewController = source
        window.layoutIfNeeded()
        let collectionView = source.collectionView!

        // The grid, by hand: 390 − 2 − 4 = 384 pt across; three 120 pt items take 380, so the
        // spare 24 pt justify the gaps to 12: x = 2, 134, 266; lines at y = 20, 150, 280, 410, 540.
        let item = IndexPath(item: 4, section: 0)
        let cell = collectionView.cellForItem(at: item) as! ImageCollectionViewCell
        #expect(cell.frame == CGRect(x: 134, y: 150, width: 120, height: 120))
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(cell.imageView.image?.image == seedImage1, "even items show image1")
        #expect((collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as! ImageCollectionViewCell)
            .imageView.image?.image == seedImage2)
        #expect(collectionView.visibleCells.count == 15)

        // Tap: didSelectItemAt presents the detail with the Pinterest delegate.
        collectionView.userDidTapItem(at: item)
        let detail = try #require(source.presentedViewController as? DetailViewController)
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
        let second = try #require(source.presentedViewController as? DetailViewController)
        #expect(second !== detail && second.imageToPresent.image == seedImage2)
        let secondWrapper = second.baseView.superview!.subviews[second.baseView.superview!.subviews.count - 2]
        // Item 7: column 1, line 2 → (134, 280).
        expectClose(shownFrame(secondWrapper), CGRect(x: 134, y: 280, width: 120, height: 120), tolerance: 1e-9)
        window.clock.tick(to: 2.3)
        #expect(second.imageView.image?.image == seedImage2 && window.activeTransitions.isEmpty)
        #expect(window.clock.diagnostics.isEmpty)
    }
}
