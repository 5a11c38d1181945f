//  CATransition.swift — FlipbookCore
//  Mirrors QuartzCore.CATransition. Status: partial (public types only; no filter).

import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a change of a layer's whole rendering: its old image gives way to the new.
///
/// Flipbook: the old image is captured when the transition is added, so add the
/// transition before changing the layer (the order `UIView.transition(with:)`
/// uses). Core Animation instead remembers the last committed frame.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start and end, 0…1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    public required init() {
        super.init()
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    override package var containsTransition: Bool { true }

    /// Transition progress 0…1 at a parent time, or nil when the transition shows nothing.
    package func progress(atParentTime t: CFTimeInterval) -> Double? {
        guard let phase = timing.phase(atParentTime: t) else { return nil }
        let f = easedFraction(phase)
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * f
    }

    /// Offsets (in the layer's plane) and opacities of the old and new images at `progress`
    /// for a layer of `size`.
    package func placement(progress p: Double, size: CGSize)
        -> (old: (offset: CGPoint, opacity: Double), new: (offset: CGPoint, opacity: Double)) {
        // Unit vector pointing the way the new content travels.
        let direction: CGPoint
        switch subtype ?? .fromLeft {
        case .fromRight: direction = CGPoint(x: -1, y: 0)
        case .fromTop: direction = CGPoint(x: 0, y: 1)
        case .fromBottom: direction = CGPoint(x: 0, y: -1)
        default: direction = CGPoint(x: 1, y: 0)
        }
        let distance = CGPoint(x: direction.x * size.width, y: direction.y * size.height)
        func scaled(_ k: Double) -> CGPoint { CGPoint(x: distance.x * k, y: distance.y * k) }
        switch type {
        case .moveIn: return ((.zero, 1), (scaled(p - 1), 1))
        case .push: return ((scaled(p), 1), (scaled(p - 1), 1))
        case .reveal: return ((scaled(p), 1), (.zero, 1))
        default: return ((.zero, 1 - p), (.zero, p))
        }
    }
}
