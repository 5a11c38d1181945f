//  CALayer+Layout.swift — FlipbookCore
//  Mirrors CALayer's layout pass, hit testing and scrolling. Status: partial (no CAScrollLayer: a
//  layer's visible rectangle is its bounds, and scrolling requests have no scroll layer to move).

import Foundation
import FlipbookGraphics

extension CALayer {
    /// The base implementation of `setNeedsLayout`, which the class body declares overridable.
    final func _baseSetNeedsLayout() { _needsLayout = true }

    /// The base implementation of `needsLayout`, which the class body declares overridable.
    final func _baseNeedsLayout() -> Bool { _needsLayout }

    /// The base implementation of `layoutIfNeeded`, which the class body declares overridable.
    final func _baseLayoutIfNeeded() {
        var top = self
        while let parent = top.superlayerStorage, parent._needsLayout { top = parent }
        top.layOutSubtree()
    }

    /// Runs `layoutSublayers()` for this layer, if marked, then for its sublayers.
    private func layOutSubtree() {
        if _needsLayout {
            _needsLayout = false
            layoutSublayers()
        }
        for sublayer in _sublayers { sublayer.layOutSubtree() }
    }

    /// The base implementation of `hitTest`, which the class body declares overridable.
    final func _baseHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convert(p, from: superlayerStorage)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in _sublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The base implementation of `visibleRect`, which the class body declares overridable.
    final var _baseVisibleRect: CGRect { bounds }

    /// The base implementation of `scroll`, which the class body declares overridable.
    final func _baseScroll(_ p: CGPoint) {}

    /// The base implementation of `scrollRectToVisible`, which the class body declares overridable.
    final func _baseScrollRectToVisible(_ r: CGRect) {}

    /// Core Animation's defaults for the properties Flipbook stores (`defaultValue(forKey:)`).
    static let defaultValues: [String: Any] = [
        "anchorPoint": CGPoint(x: 0.5, y: 0.5), "anchorPointZ": CGFloat(0), "bounds": CGRect.zero, "position": CGPoint.zero,
        "zPosition": CGFloat(0), "transform": CATransform3DIdentity, "sublayerTransform": CATransform3DIdentity,
        "opacity": Float(1), "hidden": false, "cornerRadius": CGFloat(0), "borderWidth": CGFloat(0),
        "shadowOpacity": Float(0), "shadowRadius": CGFloat(3), "shadowOffset": CGSize(width: 0, height: -3),
        "masksToBounds": false, "doubleSided": true, "contentsScale": CGFloat(1), "contentsGravity": CALayerContentsGravity.resize,
        "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1), "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1),
        "minificationFilter": CALayerContentsFilter.linear, "magnificationFilter": CALayerContentsFilter.linear,
        "minificationFilterBias": Float(0), "rasterizationScale": CGFloat(1), "shouldRasterize": false,
        "allowsGroupOpacity": true, "allowsEdgeAntialiasing": false, "opaque": false, "geometryFlipped": false,
        "needsDisplayOnBoundsChange": false, "drawsAsynchronously": false,
    ]
}

/// How a layer's contents are sampled when drawn at another size.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format of a layer's backing store.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// The edges of a layer that are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

extension CALayer {
    /// How a layer's extended-range contents are mapped into the display's range (iOS 26).
    public struct ToneMapMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let automatic = ToneMapMode(rawValue: "automatic")
        public static let never = ToneMapMode(rawValue: "never")
        public static let ifSupported = ToneMapMode(rawValue: "ifSupported")
    }

    /// The dynamic range a layer's contents are shown in (iOS 26).
    public struct DynamicRange: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let automatic = DynamicRange(rawValue: "automatic")
        public static let standard = DynamicRange(rawValue: "standard")
        public static let constrainedHigh = DynamicRange(rawValue: "constrainedHigh")
        public static let high = DynamicRange(rawValue: "high")
    }
}
