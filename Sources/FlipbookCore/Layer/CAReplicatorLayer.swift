//  CAReplicatorLayer.swift — FlipbookCore
//  Mirrors QuartzCore.CAReplicatorLayer. Status: partial (instanceColor and the alpha offset
//  fade the copies; the red, green and blue offsets are kept but not applied).

import Foundation
import FlipbookGraphics

/// A layer that draws its sublayers `instanceCount` times, each copy moved by `instanceTransform`
/// from the one before and running `instanceDelay` later — the dots of a loading indicator.
///
///     let dots = CAReplicatorLayer()
///     dots.instanceCount = 8
///     dots.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
///     dots.instanceDelay = 0.1
///     dots.addSublayer(dot)
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn (default 1: just the sublayers).
    open var instanceCount = 1
    /// What moves each copy from the one before, about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity
    /// How much later each copy's time runs than the one before's, in seconds.
    open var instanceDelay: CFTimeInterval = 0
    /// Multiplies the first copy's colour (default opaque white: no change).
    // Flipbook: only its alpha is applied, as the copies' opacity.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Added to the alpha of each copy after the first, one step per copy.
    open var instanceAlphaOffset: Float = 0
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    /// Accepted: copies are flattened into the replicator's plane either way.
    open var preservesDepth = false

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceAlphaOffset = other.instanceAlphaOffset
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        preservesDepth = other.preservesDepth
    }

    /// Copy `k`'s map from the replicator's coordinates to its sublayers' parent plane: the
    /// instance transform about the bounds' centre, `k` times.
    package func instancePlacement(_ k: Int, bounds: CGRect) -> ProjectiveTransform {
        guard k > 0 else { return .identity }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = ProjectiveTransform(translationX: -Double(c.x), y: -Double(c.y))
            .concatenating(ProjectiveTransform(instanceTransform))
            .concatenating(ProjectiveTransform(translationX: Double(c.x), y: Double(c.y)))
        var placement = step
        for _ in 1..<k { placement = placement.concatenating(step) }
        return placement
    }

    /// Copy `k`'s opacity factor: the instance colour's alpha plus `k` alpha offsets, in 0…1.
    package func instanceOpacity(_ k: Int) -> Double {
        let base = Double(instanceColor?.alpha ?? 1)
        return min(max(base + Double(k) * Double(instanceAlphaOffset), 0), 1)
    }
}
