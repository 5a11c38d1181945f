//  UIPushBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIPushBehavior. Status: complete.

import Foundation

/// A continuous or instantaneous force on its items.
///
/// Expected: UIKit docs — a continuous push of magnitude 1 accelerates a 100×100 item of
/// density 1 at 100 points/s²; an instantaneous push of magnitude 1 gives it 100 points/s.
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    public private(set) var items: [UIDynamicItem]
    public let mode: Mode
    /// Whether the push acts; an instantaneous push turns itself off once it has acted.
    open var active = true { didSet { changed() } }
    /// The force vector in magnitudes.
    open var pushDirection = CGVector(dx: 0, dy: 0) { didSet { changed() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { pushDirection = CGVector(angle: newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { pushDirection = CGVector(angle: angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Where on the item the push acts, from its centre (zero by default).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        changed()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override package func contribute(to setup: DynamicsSetup) {
        if active {
            let direction = PhysicsVector(Double(pushDirection.dx), Double(pushDirection.dy))
            for item in items {
                let offset = offsets[ObjectIdentifier(item)] ?? .zero
                let push = DynamicsSetup.Push(
                    body: setup.body(for: item), offset: PhysicsVector(Double(offset.horizontal), Double(offset.vertical)),
                    vector: direction * (mode == .continuous ? PhysicsUnits.forcePerPushMagnitude : PhysicsUnits.impulsePerPushMagnitude),
                    isInstantaneous: mode == .instantaneous)
                setup.pushes.append(push)
            }
            if mode == .instantaneous {
                // It acts once, at the first step of this simulation, then turns itself off (as UIKit does).
                setup.afterFirstStep.append { [weak self] in self?.deactivateSilently() }
            }
        }
        super.contribute(to: setup)
    }

    private func deactivateSilently() {
        if let animator = dynamicAnimator {
            animator.withoutResimulating { active = false }
        } else {
            active = false
        }
    }
}

/// A horizontal and vertical offset (mirrors UIKit.UIOffset).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}
