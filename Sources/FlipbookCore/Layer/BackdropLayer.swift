//  BackdropLayer.swift — FlipbookCore
//  A layer that shows what lies behind it blurred and saturated: what a blur view is made of.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// A layer that draws, over its (rounded) bounds, what is painted beneath it blurred by a
/// Gaussian and saturated — Core Animation's backdrop layer, which `UIVisualEffectView` is built
/// on. The blur's radius and the saturation animate, under the keys Core Animation's backdrop
/// filters use: `"filters.gaussianBlur.inputRadius"` and `"filters.colorSaturate.inputAmount"`.
///
/// Flipbook addition: QuartzCore's `CABackdropLayer` is private; this one is its public stand-in.
open class BackdropLayer: CALayer {
    /// The blur's standard deviation in points (0: no blur).
    open var blurRadius: CGFloat {
        get { _model.backdropBlurRadius }
        set { change(Self.blurRadiusKey) { $0.backdropBlurRadius = newValue } }
    }
    /// How far colours are pushed from grey: 1 leaves them as they are, 0 greys them.
    open var saturation: CGFloat {
        get { _model.backdropSaturation }
        set { change(Self.saturationKey) { $0.backdropSaturation = newValue } }
    }

    /// The key the blur's radius animates under.
    public static let blurRadiusKey = "filters.gaussianBlur.inputRadius"
    /// The key the saturation animates under.
    public static let saturationKey = "filters.colorSaturate.inputAmount"

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        let radius = max(Double(properties.backdropBlurRadius), 0), saturation = Double(properties.backdropSaturation)
        guard radius > 0 || saturation != 1 else { return }
        // Flipbook: the radius is taken as the Gaussian's standard deviation, as Core Image's blur does.
        let backdrop = DisplayBackdrop(blurSigma: radius, saturation: saturation)
        let shape = roundedShape(properties, transform: transform, clips: clips, context: &context)
        items.append(DisplayItem(transform: transform, size: size, content: .backdrop(backdrop),
                                 opacity: opacity, cornerRadius: shape.radius, clips: shape.clips))
    }
}
