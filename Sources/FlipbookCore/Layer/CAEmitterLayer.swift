//  CAEmitterLayer.swift — FlipbookCore
//  Mirrors QuartzCore.CAEmitterLayer. Status: partial (particles move in the layer's plane; the
//  emitter's properties are not animatable; render modes other than the oldest-first/last orders
//  draw in cell order, additive blending included).

import Foundation
import FlipbookGraphics

/// The shape particles are emitted from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the emitter shape particles are emitted.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles of its `emitterCells`.
///
/// Flipbook draws the particles of each cell from the time the layer is first drawn on a clock:
/// particle n of a cell is born n / rate seconds after that, and its lifetime, speed, direction,
/// place on the emitter shape and scale ranges come from `seed`, the cell and n alone, so a frame
/// at a given time always shows the same particles.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle the layer emits.
    open var emitterCells: [CAEmitterCell]?
    /// The order particles are drawn in (default `.unordered`).
    // Flipbook: oldest first or last orders particles by age; the other modes draw cell by cell, additive blending as normal.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// The centre of the emitter shape, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero
    /// The shape particles leave from (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape they leave from (default `.volume`: anywhere inside it).
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The size of the emitter shape (a line's length is its width, a circle's diameter its width).
    open var emitterSize: CGSize = .zero
    /// The emitter's z position and depth.
    // Flipbook: stored only; particles move in the layer's plane.
    open var emitterZPosition: CGFloat = 0
    // Flipbook: stored only; particles move in the layer's plane.
    open var emitterDepth: CGFloat = 0
    /// Multipliers of every cell's value (default 1).
    open var scale: Float = 1
    // Flipbook: stored only; particles are drawn upright.
    open var spin: Float = 1
    open var velocity: Float = 1
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    /// The seed of the particles' random ranges.
    open var seed: UInt32 = 0
    /// Whether particles are flattened into the layer's plane (false) or keep their depth.
    // Flipbook: stored only; particles are always in the layer's plane.
    open var preservesDepth = false

    /// When, in the layer's time, emission began (the first frame the layer was drawn on a clock).
    final var _emissionStart: CFTimeInterval?

    /// Particles drawn per cell at most, the newest kept.
    package static let maximumParticlesPerCell = 2000

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        renderMode = other.renderMode
        emitterPosition = other.emitterPosition
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        emitterSize = other.emitterSize
        emitterZPosition = other.emitterZPosition
        emitterDepth = other.emitterDepth
        scale = other.scale
        spin = other.spin
        velocity = other.velocity
        birthRate = other.birthRate
        lifetime = other.lifetime
        seed = other.seed
        preservesDepth = other.preservesDepth
        _emissionStart = other._emissionStart
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        guard let clock = (modelLayerStorage ?? self).clock else { return }
        let now = localTime(fromRootTime: clock.time)
        if _emissionStart == nil { _emissionStart = now }
        let particles = self.particles(atTime: now - (_emissionStart ?? now))
        let origin = properties.bounds.origin
        for particle in particles {
            let rect = CGRect(x: particle.center.x - origin.x - particle.size.width / 2,
                              y: particle.center.y - origin.y - particle.size.height / 2,
                              width: particle.size.width, height: particle.size.height)
            let placed = ProjectiveTransform(translationX: Double(rect.minX), y: Double(rect.minY)).concatenating(transform)
            items.append(DisplayItem(transform: placed, size: rect.size, content: .image(particle.image, .scaleToFill),
                                     opacity: opacity * particle.alpha, cornerRadius: 0, clips: clips))
        }
    }
}

extension CAEmitterLayer {
    /// One particle as it shows: its centre (layer coordinates), size, alpha and picture.
    package struct Particle {
        package var center: CGPoint
        package var size: CGSize
        package var alpha: Double
        package var image: Image
        package var birth: Double
    }

    /// The particles alive `elapsed` seconds after emission began, in drawing order.
    package func particles(atTime elapsed: Double) -> [Particle] {
        guard elapsed >= 0, let cells = emitterCells else { return [] }
        var all: [Particle] = []
        for (cellIndex, cell) in cells.enumerated() where cell.isEnabled {
            guard let image = cell.particleImage() else { continue }
            let rate = Double(cell.birthRate) * Double(birthRate)
            let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * Double(lifetime)
            guard rate > 0, rate.isFinite, longest > 0 else { continue }
            let newest = Int((elapsed * rate).rounded(.down))
            let oldest = max(0, newest - min(Self.maximumParticlesPerCell, Int((longest * rate).rounded(.up)) + 1))
            guard newest >= oldest else { continue }
            for n in oldest...newest {
                let birth = Double(n) / rate
                let age = elapsed - birth
                var random = _ParticleRandom(seed: seed, cell: cellIndex, particle: n)
                let life = (Double(cell.lifetime) + Double(cell.lifetimeRange) * random.signed()) * Double(lifetime)
                guard age >= 0, age < life else { continue }
                let start = emissionPoint(&random)
                let angle = Double(cell.emissionLongitude) + Double(cell.emissionRange) * (random.unit() - 0.5)
                let speed = (Double(cell.velocity) + Double(cell.velocityRange) * random.signed()) * Double(velocity)
                let x = Double(start.x) + speed * cos(angle) * age + 0.5 * Double(cell.xAcceleration) * age * age
                let y = Double(start.y) + speed * sin(angle) * age + 0.5 * Double(cell.yAcceleration) * age * age
                let grown = (Double(cell.scale) + Double(cell.scaleRange) * random.signed() + Double(cell.scaleSpeed) * age)
                    * Double(scale)
                let alpha = min(max(Double(cell.color?.alpha ?? 1) + Double(cell.alphaSpeed) * age, 0), 1)
                guard grown > 0, alpha > 0 else { continue }
                let points = grown / Double(max(cell.contentsScale, 1e-3))
                all.append(Particle(center: CGPoint(x: x, y: y),
                                    size: CGSize(width: Double(image.width) * points, height: Double(image.height) * points),
                                    alpha: alpha, image: image, birth: birth))
            }
        }
        switch renderMode {
        case .oldestFirst: all.sort { $0.birth < $1.birth }
        case .oldestLast: all.sort { $0.birth > $1.birth }
        default: break
        }
        return all
    }

    /// Where on the emitter shape a particle leaves from (Core Animation docs, emitterShape and emitterMode).
    private func emissionPoint(_ random: inout _ParticleRandom) -> CGPoint {
        let c = emitterPosition, w = Double(emitterSize.width), h = Double(emitterSize.height)
        let u = random.unit(), v = random.unit()
        switch emitterShape {
        case .line:
            return CGPoint(x: Double(c.x) + (u - 0.5) * w, y: Double(c.y))
        case .rectangle, .cuboid:
            if emitterMode == .outline {
                // A point on the perimeter, each side in proportion to its length.
                let perimeter = 2 * (w + h)
                guard perimeter > 0 else { return c }
                var d = u * perimeter
                let x0 = Double(c.x) - w / 2, y0 = Double(c.y) - h / 2
                if d < w { return CGPoint(x: x0 + d, y: y0) }
                d -= w
                if d < h { return CGPoint(x: x0 + w, y: y0 + d) }
                d -= h
                if d < w { return CGPoint(x: x0 + w - d, y: y0 + h) }
                return CGPoint(x: x0, y: y0 + h - (d - w))
            }
            if emitterMode == .points { return c }
            return CGPoint(x: Double(c.x) + (u - 0.5) * w, y: Double(c.y) + (v - 0.5) * h)
        case .circle, .sphere:
            let radius = w / 2, turn = 2 * Double.pi * u
            let r = emitterMode == .outline ? radius : emitterMode == .points ? 0 : radius * v.squareRoot()
            return CGPoint(x: Double(c.x) + r * cos(turn), y: Double(c.y) + r * sin(turn))
        default:
            return c
        }
    }
}

/// The random numbers of one particle: SplitMix64 seeded by the layer's seed, the cell and the particle.
struct _ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// The next number in 0..<1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// The next number in −1..<1, for a range either way.
    mutating func signed() -> Double { unit() * 2 - 1 }
}
