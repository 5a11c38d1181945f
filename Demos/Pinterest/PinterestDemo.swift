//  PinterestDemo.swift — FlipbookDemos
//  Seed 000 ("[Swift] Pinterest風のカスタムトランジションを実装してみる"): a collection cell's image
//  zooms into a detail screen (ImagePresentedAnimator, UIView.animate, 0.3 s ease-out), and back
//  into its cell with a keyframe animation (ImageDismissedAnimator, 0.3 s).
//
//  The seed's code (Tests/FlipbookDemosTests/Seeds/Seed000PinterestTests.swift checks it), ported
//  so: `import UIKit` → `import FlipbookKit` and Swift 2 spellings modernised
//  (viewControllerForKey → viewController(forKey: .from), convertRect → convert, CGRectMake →
//  CGRect(x:…), animateWithDuration → animate(withDuration:…), .CurveEaseOut → .curveEaseOut, …).
//  Two spellings changed shape as Swift 3's migrator changes them: `containerView` is no longer
//  optional (the `guard let` became a `let`), and `snapshotView(afterScreenUpdates:)` returns an
//  optional (unwrapped with `!`).
//
//  Reconstructed: the storyboard. The view controllers and the cell had outlets; they are built
//  in code (each `viewDidLoad`/`init(frame:)` says what it replaces), and
//  `instantiateViewControllerWithIdentifier("DetailViewController")` became `DetailViewController()`.
//  The seed's `UIImage(named: "image1"/"image2")` stays: Demos/Assets.xcassets holds image1 (a day
//  landscape) and image2 (a sunset).
//
//  The seed's classes live in the namespace `Seed000`; the seed's extensions cannot be nested in
//  it, so they stay at file scope, where the seed's class names are written `Seed000.…`.

import Foundation
import FlipbookKit
import FlipbookPlayer

extension Seed000 {
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
}

extension Seed000.ImageTransitionDelegate: UIViewControllerTransitioningDelegate{

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Seed000.ImagePresentedAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Seed000.ImageDismissedAnimator()
    }
}

extension Seed000 {
    // MARK: - ViewController.swift (the seed's)

    class ViewController: UIViewController {

        @IBOutlet weak var collectionView: UICollectionView!
        @IBOutlet var baseView: UIView!

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
}

extension Seed000.ViewController: UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {

        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCollectionViewCell",
        for: indexPath) as! Seed000.ImageCollectionViewCell

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

extension Seed000.ViewController: UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {

        if imageTransitioningDelegate == nil {
            imageTransitioningDelegate = Seed000.ImageTransitionDelegate()
        }

        // Was: UIStoryboard(name: "Main", bundle: nil).instantiateViewControllerWithIdentifier("DetailViewController")
        let vc = Seed000.DetailViewController()

        //Pinterest風のトランジションをセットしています
        vc.transitioningDelegate = imageTransitioningDelegate
        vc.modalPresentationStyle = .fullScreen  // iOS 13 migration, as every app of the seed's age made it: .automatic became a page sheet.

        let imageName = indexPath.row % 2 == 0 ? "image1" : "image2"
        vc.imageToPresent = UIImage.init(named: imageName)
        present(vc, animated: true, completion: nil)
    }
}

extension Seed000.ViewController: Seed000.ImageSourceTransitionType {}

extension Seed000 {
    // MARK: - DetailViewController.swift (the seed's)

    class DetailViewController: UIViewController {

        var imageToPresent: UIImage!
        @IBOutlet weak var imageView: UIImageView!
        @IBOutlet var baseView: UIView!
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
            button.addTarget(self, action: #selector(didTappedDissmiss(sender:)), for: .touchUpInside)
            baseView.addSubview(button)
            dismissButton = button
        }

        @IBAction func didTappedDissmiss(sender: UIButton) {
            self.dismiss(animated: true, completion: nil)
        }
    }
}

extension Seed000.DetailViewController: Seed000.ImageDistinationTransitionType {}

extension Seed000 {
    // MARK: - ImageCollectionViewCell.swift (the seed's)

    class ImageCollectionViewCell: UICollectionViewCell {
        @IBOutlet weak var imageView: UIImageView!

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
}

extension Seed000.ImageCollectionViewCell: Seed000.ImageCollectionViewCellType {}

// MARK: - The demo

/// `pinterest`: a grid of 15 pictures; the arrows move a highlight over it, Enter taps the
/// highlighted cell (the picture zooms into the detail screen), Esc taps the detail's Close
/// button (the picture shrinks back into its cell).
public final class PinterestDemo: Demo {
    public let name = "pinterest"
    public let summary = "A grid picture zooms up into a detail screen, and back into its cell"
    public let seed = "000 (Pinterest-style transition)"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let source = Seed000.ViewController()
        window.rootViewController = source
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cursor = GridCursor(collectionView: source.collectionView, columns: 3)

        let scene = DemoScene(window: window)
        // Esc taps the detail's Close button (the seed's didTappedDissmiss IBAction).
        scene.driveGrid(cursor, of: source) {
            guard let detail = source.presentedViewController as? Seed000.DetailViewController,
                  window.activeTransition == nil else { return }
            _ = detail.dismissButton.tap()
        }
        return scene
    }
}

/// Seed 000 namespace: the seed's protocols, animators, delegate, controllers and cell.
public enum Seed000 {}
