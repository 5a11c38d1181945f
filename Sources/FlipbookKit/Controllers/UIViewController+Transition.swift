//  UIViewController+Transition.swift — FlipbookKit
//  Mirrors UIKit.UIViewController.Transition (iOS 18): the zoom transition and the standard
//  modal transitions, set as a controller's `preferredTransition`. Status: complete (approximations noted).

import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is pushed or presented: a zoom from a source
    /// view, or one of the standard modal transitions.
    ///
    ///     detail.preferredTransition = .zoom { context in
    ///         context.sourceViewController.view.viewWithTag(7)
    ///     }
    ///     navigationController.pushViewController(detail, animated: true)
    ///
    /// The zoom grows the pushed or presented view out of the source view into its full frame,
    /// and on pop or dismissal shrinks it back into the source view (asked for again, so it may
    /// be another view); a downward drag on the zoomed view dismisses it interactively.
    public final class Transition: NSObject {
        package enum Kind {
            case zoom(ZoomOptions?, source: (ZoomSourceViewProviderContext) -> UIView?, fromBarItem: Bool)
            case modal(UIModalTransitionStyle)
        }
        package let kind: Kind

        private init(_ kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// The zoom transition: the zoomed controller's view grows from the view `sourceViewProvider`
        /// returns (nil zooms from and to the middle of the screen, as UIKit falls back to a fade).
        public static func zoom(options: ZoomOptions? = nil,
                                sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self(.zoom(options, source: sourceViewProvider, fromBarItem: false))
        }

        /// The zoom transition from a bar button item (iOS 26).
        /// Flipbook: a bar button item has no view here; the zoom starts from the item's place on
        /// the navigation bar — its trailing end for a right item, its leading end for a left one.
        public static func zoom(options: ZoomOptions? = nil,
                                sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Self {
            Self(.zoom(options, source: { context in
                guard let item = sourceBarButtonItemProvider(context) else { return nil }
                return Transition.placeholderView(for: item, in: context.sourceViewController)
            }, fromBarItem: true))
        }

        /// The presented view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(.modal(.coverVertical)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(.modal(.crossDissolve)) }
        /// The views flip round a vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(.modal(.flipHorizontal)) }
        /// A page curls up (`UIModalTransitionStyle.partialCurl`). Flipbook: drawn as `.coverVertical`.
        public static var partialCurl: Self { Self(.modal(.partialCurl)) }

        /// Options of a zoom transition: when the interactive dismissal may begin, where the source
        /// lands in the zoomed view, and the dimming behind it.
        public final class ZoomOptions: NSObject {
            /// Asked when a drag could start dismissing the zoomed controller; false keeps it.
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The rectangle of the zoomed view (in its own coordinates) the source view maps to;
            /// nil maps it to the whole view.
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
            /// The colour dimming the source controller behind the zoomed view.
            /// Flipbook: nil dims with black at 10 %, as UIKit's default looks.
            public var dimmingColor: UIColor?
            /// A blur over the source controller. Flipbook: not drawn (the dimming colour is).
            public var dimmingVisualEffect: UIBlurEffect?

            public override init() { super.init() }

            /// Where an interactive dismissal would begin.
            public final class InteractionContext: NSObject {
                /// The touch's location in the zoomed controller's view.
                public let location: CGPoint
                /// The touch's velocity, in points per second.
                public let velocity: CGVector
                /// Whether the dismissal will begin if the closure returns true (UIKit: false when
                /// the system would not begin it, e.g. a drag upward).
                public let willBegin: Bool
                package init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                }
            }

            /// The views an alignment rectangle is asked for.
            public final class AlignmentRectContext: NSObject {
                public let sourceView: UIView
                public let zoomedViewController: UIViewController
                package init(sourceView: UIView, zoomedViewController: UIViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                }
            }
        }

        /// What a source-view provider is told: the controller zoomed from and the one zoomed.
        public final class ZoomSourceViewProviderContext: NSObject {
            /// The controller the zoom starts from (the one under the zoomed controller).
            public let sourceViewController: UIViewController
            /// The controller that zooms in or out.
            public let zoomedViewController: UIViewController
            package init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
            }
        }

        /// The modal transition style a standard transition stands for (nil for the zoom).
        package var modalTransitionStyle: UIModalTransitionStyle? {
            if case let .modal(style) = kind { return style }
            return nil
        }

        package var isZoom: Bool { modalTransitionStyle == nil }

        /// The zoom's options (nil for a standard transition or a zoom without options).
        package var zoomOptions: ZoomOptions? {
            if case let .zoom(options, _, _) = kind { return options }
            return nil
        }

        /// An invisible view where a bar button item sits on the source controller's navigation bar.
        private static func placeholderView(for item: UIBarButtonItem, in controller: UIViewController) -> UIView? {
            guard let bar = controller.navigationController?.navigationBar, bar.window != nil else { return nil }
            let trailing = controller.navigationItem.leftBarButtonItem !== item
            let size = bar.bounds.height
            let marker = UIView(frame: CGRect(x: trailing ? bar.bounds.width - size : 0, y: 0, width: size, height: size))
            marker.isUserInteractionEnabled = false
            marker.isHidden = true
            bar.addSubview(marker)
            DispatchQueue.main.async { marker.removeFromSuperview() }
            return marker
        }
    }
}
