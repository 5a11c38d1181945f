//  ZoomDemo.swift — FlipbookDemos
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
//  - The seed shows the one picture "image.jpg" in every cell and in the detail. The demo's grid
//    (the author's skipped part) shows the five pictures of Demos/Assets.xcassets in turn, so the seed's
//    `dvc.image = UIImage(named: "image.jpg")` names the tapped cell's picture instead.
//  - The grid's layout is the demo's choice: three columns of 110×150 pt cells, twelve in all,
//    so every cell is on screen and the arrows never need to scroll.

import Foundation
import FlipbookKit
import FlipbookPlayer

extension Seed003 {
    // MARK: - Animator.swift (the seed's, reconstructed)

    class PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var duration = 0.5//动画的时间  (Flipbook: `var`, for the demo's `present` parameter)
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
        var duration = 0.6  // Flipbook: `var`, for the demo's `dismiss` parameter
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

    class ViewController: UICollectionViewController {
        let presentAnimator = PresentAnimator()
        let dismissAnimator = DismisssAnimator()

        /// The demo's pictures, in turn along the grid.
        static func pictureName(at indexPath: IndexPath) -> String {
            DemoAssets.pictureNames[indexPath.item % DemoAssets.pictureNames.count]
        }

        // The skipped grid: twelve cells of the demo's pictures.
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(FullImageCell.self, forCellWithReuseIdentifier: "FullImageCell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            return 12
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "FullImageCell", for: indexPath) as! FullImageCell
            cell.imageview.image = UIImage(named: ViewController.pictureName(at: indexPath))
            return cell
        }

        // The seed's, with the line the post adds later (`dismissAnimator.originFrame = …`).
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            let dvc = DetailViewController()
            dvc.image = UIImage(named: ViewController.pictureName(at: indexPath))  // the seed: "image.jpg"
            dvc.transitioningDelegate = self
            dvc.modalPresentationStyle = .fullScreen  // iOS 13 migration, as every app of the seed's age made it: .automatic became a page sheet.
            let cell =  collectionView.cellForItem(at: indexPath) as! FullImageCell
            presentAnimator.originFrame = cell.convert(cell.imageview.frame, to: nil)
            dismissAnimator.originFrame = cell.convert(cell.imageview.frame, to: nil)
            self.present(dvc, animated: true, completion: nil)
        }
    }
}

extension Seed003.ViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return dismissAnimator;
    }
}

extension Seed003 {
    // MARK: - DetailViewController.swift (the part the author skipped)

    /// Shows `image` full screen; a tap anywhere dismisses it.
    class DetailViewController: UIViewController {
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
            tapArea.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            view.addSubview(tapArea)
        }

        @objc func tapped() {
            dismiss(animated: true, completion: nil)
        }
    }
}

// MARK: - The demo

/// `zoom`: a grid of pictures; the arrows move a highlight, Enter taps the highlighted cell and
/// its picture grows out of the cell to fill the screen (0.5 s); Esc taps the picture and it
/// shrinks back into the cell (0.6 s).
public final class ZoomDemo: Demo {
    public let name = "zoom"
    public let summary = "A grid picture grows out of its cell to full screen, and shrinks back"
    public let seed = "003 (zoom from the tapped cell)"
    /// The seed's two animators' durations.
    public let parameters: [DemoParameter] = [
        .duration("present", default: 0.5, swift: "let duration = {}  // PresentAnimator"),
        .duration("dismiss", default: 0.6, swift: "let duration = {}  // DismisssAnimator"),
    ]

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene { makeScene(in: window, with: defaultValues) }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 150)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 60, left: 10, bottom: 10, right: 10)
        let grid = Seed003.ViewController(collectionViewLayout: layout)
        grid.presentAnimator.duration = values.number("present")
        grid.dismissAnimator.duration = values.number("dismiss")
        window.rootViewController = grid
        window.layoutIfNeeded()
        let cursor = GridCursor(collectionView: grid.collectionView, columns: 3)

        let scene = DemoScene(window: window)
        // Esc taps the detail's picture (its full-screen tap area), which dismisses it.
        scene.driveGrid(cursor, of: grid) {
            guard let detail = grid.presentedViewController as? Seed003.DetailViewController,
                  window.activeTransition == nil else { return }
            _ = detail.tapArea.tap()
        }
        return scene
    }
}

/// Seed 003 namespace: the seed's two animators, its grid controller, cell and detail.
public enum Seed003 {}
