//  UIFieldBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIFieldBehavior. Status: complete (force scales are Flipbook's; noise is seeded value noise).

import Foundation

/// A force field over an area: gravity, springs, drag, velocity, vortices, electric and
/// magnetic forces, noise, or a force an app computes.
///
/// A field acts on the items added to it, inside its `region` (centred on `position`). The
/// distance-based fields (radial gravity, spring, vortex, electric) scale their force by
/// `distance^-falloff`, distances below `minimumRadius` counting as `minimumRadius`.
///
/// Units (UIKit documents the equations but not their scale; Flipbook's, consistent with the
/// other behaviours): a gravity strength of 1 is 1000 pt/s² (as `UIGravityBehavior`);
/// forces are in mass units × pt/s², a 100×100 item of density 1 having mass 1.
open class UIFieldBehavior: UIDynamicBehavior {
    private enum Kind {
        case linearGravity, radialGravity, velocity, drag, vortex, spring, electric, magnetic, noise, turbulence
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    /// pt/s² for strength 1 in a gravity field (UIGravityBehavior's magnitude 1).
    package static let gravityAcceleration = PhysicsUnits.gravityAccelerationPerMagnitude
    /// Spring field stiffness for strength 1, mass units/s²: a mass-1 item swings at 10 rad/s.
    package static let springStiffness = 100.0
    /// Vortex acceleration for strength 1, pt/s² per point from the centre.
    package static let vortexAcceleration = 10.0
    /// Drag force for strength 1, mass units/s: a mass-1 item's speed decays as e^(−strength·t).
    package static let dragCoefficient = 1.0
    /// Electric force for strength 1 on charge 1, mass units × pt/s² (gravity's scale).
    package static let electricForce = PhysicsUnits.gravityAccelerationPerMagnitude
    /// Magnetic force F = q v B for strength 1: a charge-1, mass-1 item circles at 1 rad/s.
    package static let magneticFlux = 1.0
    /// Noise acceleration for strength 1 at the noise's peak, pt/s².
    package static let noiseAcceleration = 1_000.0

    private var kind: Kind = .drag

    public private(set) var items: [UIDynamicItem] = []
    /// The field's origin, in the reference view's coordinates.
    open var position: CGPoint = .zero { didSet { changed() } }
    /// Where the field acts, relative to `position`; everywhere by default.
    open var region: UIRegion = .infinite { didSet { changed() } }
    /// Scales the field's force (negative reverses it); 1 by default.
    open var strength: CGFloat = 1 { didSet { changed() } }
    /// How fast the force decays with distance: `distance^-falloff`; 0 (uniform) by default.
    open var falloff: CGFloat = 0 { didSet { changed() } }
    /// Distances below this count as this, and falloff starts beyond it; very small by default.
    open var minimumRadius: CGFloat = 1e-3 { didSet { changed() } }
    /// The direction of a linear gravity or velocity field; zero for the others.
    open var direction: CGVector = .zero { didSet { changed() } }
    /// How smooth a noise or turbulence field is over space, 0 (jagged) … 1 (smooth).
    open var smoothness: CGFloat = 0 { didSet { changed() } }
    /// How fast a noise or turbulence field changes over time (1: about once a second).
    open var animationSpeed: CGFloat = 0 { didSet { changed() } }

    public required override init() {
        super.init()
    }

    private static func make(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    // MARK: Creating field behaviours

    /// A drag opposite to each item's velocity, proportional to `strength` and the speed.
    open class func dragField() -> Self { make(.drag) }

    /// A force on charged items away from `position` (towards it for opposite charges):
    /// F = strength × charge (× the falloff).
    open class func electricField() -> Self { make(.electric) }

    /// A uniform acceleration `direction × strength` (1 = 1000 pt/s², as UIGravityBehavior).
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }

    /// A Lorentz force F = q v × B, B = `strength` out of the screen: charged items turn
    /// counter-clockwise (clockwise for negative strength).
    open class func magneticField() -> Self { make(.magnetic) }

    /// Random accelerations varying over space (`smoothness`) and time (`speed`).
    ///
    /// Flipbook: deterministic value noise from a fixed seed, so a scene replays the same.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// An acceleration towards `position` (away for negative strength).
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }

    /// Hooke's law towards `position`: F = −k × strength × displacement, so items oscillate
    /// about it with period 2π √(mass / (k × strength)).
    open class func springField() -> Self { make(.spring) }

    /// Like a noise field, but the force scales with each item's speed.
    ///
    /// Flipbook: deterministic value noise from a fixed seed, so a scene replays the same.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Gives items the velocity `direction × strength` (pt/s), overriding other forces.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }

    /// A rotation about `position`, counter-clockwise for positive strength, the acceleration
    /// proportional to the distance from it.
    open class func vortexField() -> Self { make(.vortex) }

    /// A force the block computes from the field, an item's position, velocity, mass and
    /// charge, and the time since the last evaluation; it returns a force in mass units ×
    /// pt/s² (a mass-m item under `(0, 1000 × m)` falls as under UIGravityBehavior).
    open class func field(
        evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        make(.custom(block))
    }

    // MARK: Managing items

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    // MARK: - Flipbook plumbing

    override package func contribute(to setup: DynamicsSetup) {
        if !items.isEmpty {
            let bodies = items.map { setup.body(for: $0) }
            var field = DynamicsSetup.Field(bodies: bodies, effect: makeEffect())
            if case .custom = kind { field.evaluatesAtMidpoint = false }
            setup.fields.append(field)
        }
        super.contribute(to: setup)
    }

    /// The field's effect with the current properties (a change re-simulates with new ones).
    private func makeEffect() -> (PhysicsVector, PhysicsVector, Double, Double, Double) -> DynamicsSetup.FieldEffect? {
        let origin = PhysicsVector(position), region = region, strength = Double(strength)
        let falloff = Double(falloff), minimumRadius = Double(minimumRadius)
        let direction = PhysicsVector(Double(direction.dx), Double(direction.dy))
        let noise = _FieldNoise(smoothness: Double(smoothness), speed: Double(animationSpeed))
        let kind = kind
        var lastTime: Double?
        return { [weak self] position, velocity, mass, charge, time in
            let offset = position - origin
            guard region.contains(offset.cgPoint) else { return nil }
            let r = max(offset.length, minimumRadius)
            let away = offset.length > 0 ? offset * (1 / offset.length) : .zero
            let decay = falloff == 0 ? 1 : pow(r, -falloff)
            switch kind {
            case .linearGravity:
                return .force(direction * (strength * Self.gravityAcceleration * mass))
            case .radialGravity:
                return .force(away * (-strength * Self.gravityAcceleration * mass * decay))
            case .velocity:
                return .velocity(direction * strength)
            case .drag:
                return .force(velocity * (-strength * Self.dragCoefficient))
            case .spring:
                return .force(away * (-strength * Self.springStiffness * r * decay))
            case .vortex:
                // Counter-clockwise on screen (y down): (x, y) turns towards (y, −x).
                return .force(PhysicsVector(away.y, -away.x) * (strength * Self.vortexAcceleration * r * mass * decay))
            case .electric:
                return .force(away * (strength * charge * Self.electricForce * decay))
            case .magnetic:
                // v × B with B out of the screen: (vx, vy, 0) × (0, 0, B) = (vy·B, −vx·B).
                return .force(PhysicsVector(velocity.y, -velocity.x) * (charge * strength * Self.magneticFlux))
            case .noise:
                return .force(noise.value(at: position, time: time) * (strength * Self.noiseAcceleration * mass))
            case .turbulence:
                return .force(noise.value(at: position, time: time) * (strength * velocity.length * mass))
            case .custom(let block):
                guard let self else { return nil }
                let dt = lastTime.map { time - $0 } ?? PhysicsWorld.fixedTimeStep
                lastTime = time
                let force = block(self, position.cgPoint, CGVector(dx: velocity.x, dy: velocity.y),
                                  CGFloat(mass), CGFloat(charge), dt)
                return .force(PhysicsVector(Double(force.dx), Double(force.dy)))
            }
        }
    }
}

/// Seeded 3-D value noise (x, y, time) for noise and turbulence fields: a vector in the unit
/// square per lattice point, smoothly interpolated between lattice points.
private struct _FieldNoise {
    /// Lattice spacing, points: 20 at smoothness 0, 400 at smoothness 1.
    let cell: Double
    let speed: Double

    init(smoothness: Double, speed: Double) {
        cell = 20 + 380 * min(max(smoothness, 0), 1)
        self.speed = speed
    }

    func value(at p: PhysicsVector, time: Double) -> PhysicsVector {
        let x = p.x / cell, y = p.y / cell, t = time * speed
        let x0 = floor(x), y0 = floor(y), t0 = floor(t)
        func fade(_ f: Double) -> Double { f * f * (3 - 2 * f) }
        let fx = fade(x - x0), fy = fade(y - y0), ft = fade(t - t0)
        var sum = PhysicsVector.zero
        for (dx, wx) in [(0.0, 1 - fx), (1.0, fx)] {
            for (dy, wy) in [(0.0, 1 - fy), (1.0, fy)] {
                for (dt, wt) in [(0.0, 1 - ft), (1.0, ft)] {
                    sum += Self.lattice(Int(x0 + dx), Int(y0 + dy), Int(t0 + dt)) * (wx * wy * wt)
                }
            }
        }
        return sum
    }

    /// A fixed pseudo-random vector in [−1, 1]² for a lattice point (SplitMix64 of its coordinates).
    private static func lattice(_ i: Int, _ j: Int, _ k: Int) -> PhysicsVector {
        func mix(_ seed: UInt64) -> UInt64 {
            var z = seed &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let h = mix(UInt64(bitPattern: Int64(i)) &* 73_856_093 ^ UInt64(bitPattern: Int64(j)) &* 19_349_663
                    ^ UInt64(bitPattern: Int64(k)) &* 83_492_791)
        let a = Double(h & 0xFFFF_FFFF) / Double(UInt32.max), b = Double(h >> 32) / Double(UInt32.max)
        return PhysicsVector(2 * a - 1, 2 * b - 1)
    }
}
