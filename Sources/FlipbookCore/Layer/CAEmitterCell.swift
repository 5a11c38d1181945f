//  CAEmitterCell.swift — FlipbookCore
//  Mirrors QuartzCore.CAEmitterCell. Status: partial (a cell's own emitterCells, spin, the z axis and
//  colour ranges and speeds are stored, not drawn).

import Foundation
import FlipbookGraphics

/// One kind of particle a `CAEmitterLayer` emits: how many per second, how long they live, how
/// they move and what they show (`contents`, tinted by `color`).
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// A name for finding the cell (`emitterCells.first { $0.name == … }`).
    open var name: String?
    /// Whether the cell emits (default true).
    open var isEnabled = true
    /// Particles made per second (multiplied by the layer's `birthRate`; default 0).
    open var birthRate: Float = 0
    /// Seconds a particle lives (multiplied by the layer's `lifetime`; default 0).
    open var lifetime: Float = 0
    /// How much a particle's lifetime may differ from `lifetime`, either way.
    open var lifetimeRange: Float = 0
    /// The angle out of the x-y plane a particle leaves at, in radians.
    // Flipbook: stored only; particles move in the layer's plane.
    open var emissionLatitude: CGFloat = 0
    /// The angle in the x-y plane a particle leaves at, in radians from the x axis.
    open var emissionLongitude: CGFloat = 0
    /// How far a particle's direction may differ from the emission angle (a full cone: 2π).
    open var emissionRange: CGFloat = 0
    /// A particle's starting speed, in points per second (multiplied by the layer's `velocity`).
    open var velocity: CGFloat = 0
    /// How much a particle's speed may differ from `velocity`, either way.
    open var velocityRange: CGFloat = 0
    /// Accelerations, in points per second squared (gravity is a positive `yAcceleration`).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    // Flipbook: stored only; particles move in the layer's plane.
    open var zAcceleration: CGFloat = 0
    /// How large a particle draws its contents (multiplied by the layer's `scale`; default 1).
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes, per second.
    open var scaleSpeed: CGFloat = 0
    /// How fast a particle turns, in radians per second.
    // Flipbook: stored only; particles are drawn upright.
    open var spin: CGFloat = 0
    // Flipbook: stored only; particles are drawn upright.
    open var spinRange: CGFloat = 0
    /// The colour that multiplies the contents (default opaque white).
    // Flipbook: its alpha fades the particle; its colour tints it only when the contents are a bitmap.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    // Flipbook: stored only; every particle takes `color` as it is.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    /// How fast a particle's alpha changes, per second (−1/lifetime fades it out as it dies).
    open var alphaSpeed: Float = 0
    /// The image a particle shows (a `CGImage`); a cell without contents draws nothing.
    open var contents: Any?
    /// The part of `contents` a particle shows, in unit coordinates.
    // Flipbook: stored only; the whole image is shown.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents`.
    open var contentsScale: CGFloat = 1
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    open var minificationFilterBias: Float = 0
    /// Cells each particle emits in turn.
    // Flipbook: stored only; particles emit nothing.
    open var emitterCells: [CAEmitterCell]?
    /// Default values for properties the cell does not set.
    // Flipbook: stored only.
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: when, within the layer's time, the cell emits.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public required override init() { super.init() }

    /// A new cell (Objective-C's `+emitterCell`).
    open class func emitterCell() -> Self { Self() }

    /// Core Animation's default for `key`; nil for a key without one.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "enabled": return true
        case "scale": return CGFloat(1)
        case "speed": return Float(1)
        case "contentsScale": return CGFloat(1)
        case "contentsRect": return CGRect(x: 0, y: 0, width: 1, height: 1)
        default: return nil
        }
    }

    /// Whether the value of `key` is archived; true, as Core Animation's default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The contents tinted by `color`, kept while they and the colour stay.
    private var tinted: (source: AnyObject, color: Color, image: Image)?

    /// What a particle of this cell draws: its contents as a bitmap, multiplied by `color`.
    package func particleImage() -> Image? {
        let bitmap: Image
        if let image = contents as? CGImage, let b = image.bitmap { bitmap = b }
        else if let image = contents as? Image { bitmap = image }
        else { return nil }
        let tint = color?.color ?? Color(sRGBRed: 1, green: 1, blue: 1)
        guard tint.red < 1 || tint.green < 1 || tint.blue < 1 else { return bitmap }
        if let kept = tinted, kept.source === (contents as AnyObject), kept.color == tint { return kept.image }
        let image = Image(width: bitmap.width, height: bitmap.height) { x, y in
            let p = bitmap[x, y]
            return Color(sRGBRed: Double(p.r) / 255 * tint.red, green: Double(p.g) / 255 * tint.green,
                         blue: Double(p.b) / 255 * tint.blue, alpha: Double(p.a) / 255)
        }
        tinted = (contents as AnyObject, tint, image)
        return image
    }
}
