//  Seed001.swift — FlipbookDemos
//  Seed 001 ("UIViewControllerAnimatedTransitioning によるカスタムトランジション"): push/pop animators
//  handed out by a UINavigationControllerDelegate — a crossfade with UIView.animate, and a flip
//  with UIView.transition(from:to:) — for the pairs of controller classes listed in `classPairs`.
//
//  The seed's code is Swift 3 already (Tests/FlipbookDemosTests/Seeds/Seed001NavigationTests
//  checks it); only `import UIKit` → `import FlipbookKit` changed. Reconstructed (the seed used a
//  storyboard and shows no controllers): MasterViewController, DetailViewController and the
//  "More" controller, built in code; the delegate's class around the seed's methods; and the flip
//  delegate, which asks the seed's delegate whether the pair is one of its `classPairs`.

import Foundation
import FlipbookKit

extension Seed001 {
    // MARK: - The seed's animators, as written

    class Animator: NSObject, UIViewControllerAnimatedTransitioning {

        var navigationOperation: UINavigationControllerOperation = .none

        convenience init(_ navigationOperation: UINavigationControllerOperation) {
            self.init()
            self.navigationOperation = navigationOperation
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.35
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            customAnimation(transitionContext)
        }

        private func customAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
            let to = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
            let containerView = transitionContext.containerView

            containerView.insertSubview(to.view, belowSubview: from.view)

            UIView.animate(withDuration: transitionDuration(using: transitionContext),
                           delay: 0,
                           options: UIViewAnimationOptions.init(rawValue: 0),
                           animations: {
                            from.view.alpha = 0.0
            },
                           completion: { _ in
                            from.view.alpha = 1.0
                            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

    }

    /// Seed 001's animator with its `UIView.transition()` variant of `customAnimation` (the seed
    /// shows the variant as a replacement body for `customAnimation()`; here it is a class of its
    /// own, so both can be shown side by side).
    class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {

        var navigationOperation: UINavigationControllerOperation = .none

        convenience init(_ navigationOperation: UINavigationControllerOperation) {
            self.init()
            self.navigationOperation = navigationOperation
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.35
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            customAnimation(transitionContext)
        }

        private func customAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
            let to = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
            let containerView = transitionContext.containerView
            let options: UIViewAnimationOptions = (navigationOperation == UINavigationControllerOperation.pop) ? [.transitionFlipFromLeft] : [.transitionFlipFromRight]

            containerView.insertSubview(to.view, belowSubview: from.view)

            UIView.transition(from: from.view,
                              to: to.view,
                              duration: transitionDuration(using: transitionContext),
                              options: options,
                              completion: { _ in
                                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

    }

    // MARK: - The seed's delegate, as written

    /// The seed's UINavigationControllerDelegate. The seed shows only its body ("Storyboard の
    /// UINavigationController にアニメーションコントローラーのインスタンスを配置"): the class around
    /// it is reconstructed; the demo sets it as the navigation controller's delegate in code.
    class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {

        // Push: From -> To / Pop: From <- To それぞれのペアを定義する
        private var classPairs: [(from: AnyClass, to: AnyClass)] {
            return [
                (from: MasterViewController.self, to: DetailViewController.self),
                (from: DetailViewController.self, to: MasterViewController.self),
            ]
        }

        private func isTargetViewControllerPair(from: UIViewController, to: UIViewController) -> Bool {
            for pair in classPairs {
                if from.classForCoder == pair.from && to.classForCoder == pair.to {
                    return true
                }
            }

            return false
        }


        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            if isTargetViewControllerPair(from: fromVC, to: toVC) {
                // 遷移元/先が対象ビューコントローラーであれば、適当なアニメーターを返す
                return Animator(operation)
            }

            return nil
        }
    }

    /// The flip demo's delegate: the seed's delegate decides (its `classPairs`), and a pair it
    /// animates gets the flip variant instead of the crossfade. Reconstructed: the seed swaps the
    /// body of `customAnimation()` rather than the delegate.
    class FlipNavigationControllerDelegate: NavigationControllerDelegate {
        override func navigationController(_ navigationController: UINavigationController,
                                           animationControllerFor operation: UINavigationControllerOperation,
                                           from fromVC: UIViewController,
                                           to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            guard super.navigationController(navigationController, animationControllerFor: operation,
                                             from: fromVC, to: toVC) != nil else { return nil }
            return FlipAnimator(operation)
        }
    }

    // MARK: - The controllers (reconstructed: the seed's storyboard held them)

    /// Lists a few rows (labels, named after the demo pictures); Enter opens the first one. Its
    /// title shows in the bar.
    class MasterViewController: UIViewController {
        static let rows = ["Hills", "Sunset", "Shapes", "Night"]
        private(set) var rowLabels: [UILabel] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Master"
            view.backgroundColor = .white
            for (i, text) in Self.rows.enumerated() {
                let row = UIView(frame: CGRect(x: 0, y: 120 + CGFloat(i) * 88, width: view.bounds.width, height: 88))
                row.autoresizingMask = [.flexibleWidth]
                row.backgroundColor = i % 2 == 0 ? .systemGray6 : .white
                let label = UILabel(frame: CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 40))
                label.text = text
                label.font = .systemFont(ofSize: 28)
                label.textColor = .black
                row.addSubview(label)
                let separator = UIView(frame: CGRect(x: 0, y: 86, width: view.bounds.width, height: 2))
                separator.backgroundColor = .systemGray3
                row.addSubview(separator)
                view.addSubview(row)
                rowLabels.append(label)
            }
        }
    }

    /// The first row's page: its picture (the hills) above a caption, on blue.
    class DetailViewController: UIViewController {
        private(set) var imageView: UIImageView!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            view.backgroundColor = .systemBlue
            imageView = UIImageView(frame: CGRect(x: 45, y: 200, width: 300, height: 300))
            imageView.image = UIImage(named: "image1")
            imageView.contentMode = .scaleAspectFit
            view.addSubview(imageView)
            let label = UILabel(frame: CGRect(x: 20, y: 560, width: view.bounds.width - 40, height: 40))
            label.text = "Detail"
            label.textAlignment = .center
            label.font = .boldSystemFont(ofSize: 32)
            label.textColor = .white
            view.addSubview(label)
        }
    }

    /// A controller of a third class, outside the seed's `classPairs`: pushing it from the detail
    /// shows the delegate's `return nil`, UIKit's default slide.
    class MoreViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "More"
            view.backgroundColor = .systemOrange
            let imageView = UIImageView(frame: CGRect(x: 45, y: 200, width: 300, height: 300))
            imageView.image = UIImage(named: "shapes")
            imageView.contentMode = .scaleAspectFit
            view.addSubview(imageView)
        }
    }
}

/// Seed 001 namespace: the seed's animators and delegate, and the controllers they move between.
public enum Seed001 {}
