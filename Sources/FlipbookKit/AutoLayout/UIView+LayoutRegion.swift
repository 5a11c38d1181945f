//  UIView+LayoutRegion.swift — FlipbookKit
//  Mirrors UIView.LayoutRegion, layoutGuide(for:) and edgeInsets(for:) (iOS 26). Status: partial
//  (corner adaptation adds nothing: the previewer's device corners inset no content).

import Foundation

extension UIView {
    /// A part of a view that content is laid out in: its safe area, its margins, or its readable content.
    public struct LayoutRegion: Hashable, Sendable {
        /// The axis along which a region is inset further to keep clear of the window's rounded corners.
        public enum AdaptivityAxis: Hashable, Sendable {
            case horizontal
            case vertical
        }

        package enum Kind: Hashable, Sendable { case safeArea, margins, readableContent }
        package let kind: Kind
        // Flipbook: kept, and adds nothing (no device corner insets content here).
        package let cornerAdaptation: AdaptivityAxis?

        /// The safe area (`safeAreaLayoutGuide`).
        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
        }
        /// The layout margins (`layoutMarginsGuide`).
        public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
        }
        /// The readable content (`readableContentGuide`).
        public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
        }
    }

    /// The layout guide of `region`.
    public func layoutGuide(for region: LayoutRegion) -> UILayoutGuide {
        switch region.kind {
        case .safeArea: return safeAreaLayoutGuide
        case .margins: return layoutMarginsGuide
        case .readableContent: return readableContentGuide
        }
    }

    /// How far `region` lies inside each edge of the bounds.
    public func edgeInsets(for region: LayoutRegion) -> UIEdgeInsets {
        switch region.kind {
        case .safeArea: return safeAreaInsets
        case .margins: return layoutMargins
        case .readableContent:
            // The margins, narrowed evenly to the readable width (as readableContentGuide's constraints place it).
            var insets = layoutMargins
            let width = bounds.width - insets.left - insets.right
            if width > Self.readableWidth {
                let extra = (width - Self.readableWidth) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        }
    }
}
