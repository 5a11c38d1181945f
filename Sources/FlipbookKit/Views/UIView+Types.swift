//  UIView+Types.swift — FlipbookKit
//  Mirrors UIView.ContentMode and UIView.AutoresizingMask. Status: complete.

import Foundation

extension UIView {
    /// How a view shows its content when its size differs from the content's.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity with the same meaning.
        package var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }

        /// The display list's equivalent.
        package var imageContentMode: ImageContentMode { contentsGravity.contentMode }
    }

    /// Which margins and dimensions of a view stretch when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView {
    /// How a view's tint shows: UIKit dims it while an alert or sheet covers the view.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal for a view without a superview).
        case automatic = 0
        case normal = 1
        /// The tint is shown desaturated.
        case dimmed = 2
    }

    /// The animations the system can perform on a set of views (`perform(_:on:options:animations:completion:)`).
    public enum SystemAnimation: UInt, Sendable {
        /// The views fade out and shrink, then are removed from their superviews.
        case delete = 0
    }

    /// The page transitions of the deprecated `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown

        /// The block-animation transition option with the same movement.
        package var options: AnimationOptions {
            switch self {
            case .none: return .transitionNone
            case .flipFromLeft: return .transitionFlipFromLeft
            case .flipFromRight: return .transitionFlipFromRight
            case .curlUp: return .transitionCurlUp
            case .curlDown: return .transitionCurlDown
            }
        }
    }
}
