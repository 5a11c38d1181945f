//  UICornerConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UICornerConfiguration and UICornerRadius (iOS 26). Status: partial (corners(radius:),
//  corners(topLeftRadius:…), capsule(maximumRadius:); corners of different radii are drawn at the largest).

import Foundation

/// A corner radius: a fixed length, or one that follows the view's container.
public struct UICornerRadius: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }
    package let kind: Kind

    /// A radius of `radius` points.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// The container's corner radius less the view's distance from that corner (SwiftUI docs,
    /// concentric: "the container shape's corner radius minus the distance between corners"), at
    /// least `minimum`.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }
}

/// How a view's four corners are rounded.
public struct UICornerConfiguration: Hashable, Sendable {
    package enum Shape: Hashable, Sendable {
        /// Top left, top right, bottom left, bottom right; nil leaves a corner square.
        case corners([UICornerRadius?])
        /// Half the shorter side, at most `maximumRadius`.
        case capsule(maximumRadius: CGFloat?)
    }
    package let shape: Shape

    /// Every corner rounded by `radius` (a concentric radius resolves at each corner on its own).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners([radius, radius, radius, radius]))
    }

    /// Each corner rounded by its own radius; nil leaves it square.
    public static func corners(
        topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil,
        bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil
    ) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners([topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius]))
    }

    /// A capsule: the corners rounded by half the shorter side, scaling with the view's size.
    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
    }
}

extension UIView {
    /// The radius `cornerConfiguration` gives `corner` (one corner: `.topLeft`, …) at the view's
    /// current size and place in its superview (iOS 26).
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        guard let index = order.firstIndex(where: { corner.contains($0) }) else { return 0 }
        return resolvedCornerRadii()[index]
    }

    /// The four radii of `cornerConfiguration` (top left, top right, bottom left, bottom right),
    /// each at most half the shorter side.
    package func resolvedCornerRadii() -> [CGFloat] {
        let limit = max(0, min(bounds.width, bounds.height) / 2)
        guard let configuration = cornerConfigurationStorage else {
            let mask = layer.maskedCorners
            let r = min(layer.cornerRadius, limit)
            return [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                .map { mask.contains($0) ? r : 0 }
        }
        switch configuration.shape {
        case let .capsule(maximumRadius):
            return Array(repeating: min(limit, maximumRadius ?? .infinity), count: 4)
        case let .corners(radii):
            return radii.enumerated().map { index, radius in
                guard let radius else { return 0 }
                switch radius.kind {
                case let .fixed(value): return min(max(value, 0), limit)
                case let .containerConcentric(minimum):
                    return min(max(concentricRadius(atCorner: index), minimum ?? 0, 0), limit)
                }
            }
        }
    }

    /// The superview's radius at the same corner less this view's distance from that corner.
    private func concentricRadius(atCorner index: Int) -> CGFloat {
        guard let parent = superviewStorage else { return 0 }
        let outer = parent.resolvedCornerRadii()[index]
        let frame = parent.convert(bounds, from: self), container = parent.bounds
        let dx = index % 2 == 0 ? frame.minX - container.minX : container.maxX - frame.maxX
        let dy = index < 2 ? frame.minY - container.minY : container.maxY - frame.maxY
        return outer - max(dx, dy, 0)
    }

    /// Rounds the layer as `cornerConfiguration` says, at the view's current size.
    // Flipbook: a layer has one radius, so corners of different radii are drawn at the largest.
    package func applyCornerConfiguration() {
        guard cornerConfigurationStorage != nil else { return }
        let radii = resolvedCornerRadii()
        let masks: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var mask: CACornerMask = []
        for (radius, corner) in zip(radii, masks) where radius > 0 { mask.insert(corner) }
        layer.maskedCorners = mask
        layer.cornerRadius = radii.max() ?? 0
    }
}
