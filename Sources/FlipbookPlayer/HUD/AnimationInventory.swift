//  AnimationInventory.swift — FlipbookPlayer
//  The animations running in a scene, for the HUD's lanes and curve.

import Foundation
import FlipbookKit

/// One animation on one view, as a lane of the timeline shows it.
package struct AnimationLane: Equatable {
    /// "UIImageView.position", "UIView.opacity", "canvas.dynamics" …
    package var title: String
    /// Seconds from the take's start to the animation's start, and its length.
    package var delay: Double
    package var duration: Double
}

/// The pacing of the main animation, for the curve plot.
package enum AnimationCurve: Equatable {
    case timing(name: String, CAMediaTimingFunction)
    case spring(Spring)
    case physics

    package var name: String {
        switch self {
        case .timing(let name, _): return name
        case .spring(let spring): return String(format: "spring ζ %.2f, %.2f s", spring.dampingRatio, spring.settlingDuration())
        case .physics: return "physics (UIKit Dynamics)"
        }
    }

    /// Progress at time fraction `x` (nil for physics, which has no curve).
    package func value(at x: Double) -> Double? {
        switch self {
        case .timing(_, let function): return function.output(at: x)
        case .spring(let spring):
            let length = spring.settlingDuration()
            return spring.value(at: x * length)
        case .physics: return nil
        }
    }
}

/// What is animating in a window's layer tree.
package struct AnimationInventory {
    package var lanes: [AnimationLane] = []
    package var curve: AnimationCurve?

    /// Walks the window's layers; times are relative to `takeStart` (scene time).
    package init(window: UIWindow, takeStart: Double) {
        var longest = -1.0
        func visit(_ layer: CALayer) {
            let owner = (layer.delegate as? UIView).map { String(describing: type(of: $0)) } ?? String(describing: type(of: layer))
            for record in layer.animationRecords where record.isActive {
                let animation = record.animation
                let duration = animation.timing.activeDuration.isFinite ? animation.timing.activeDuration : animation.timing.duration
                var title = owner
                var curve: AnimationCurve?
                var start = record.domain == nil ? animation.beginTime - takeStart : animation.beginTime
                var length = duration
                switch animation {
                case let spring as CASpringAnimation:
                    title += "." + (spring.keyPath ?? "?")
                    curve = .spring(spring.spring)
                case let property as CAPropertyAnimation:
                    title += "." + (property.keyPath ?? "?")
                    let function = property.timingFunction ?? CAMediaTimingFunction(name: .linear)
                    curve = .timing(name: Self.name(of: function), function)
                case let transition as CATransition:
                    title += ".transition(\(transition.type.rawValue))"
                    let function = transition.timingFunction ?? CAMediaTimingFunction(name: .linear)
                    curve = .timing(name: Self.name(of: function), function)
                case let motion as SampledMotionAnimation:
                    title += ".dynamics"
                    curve = .physics
                    start = motion.beginTime - takeStart
                    length = motion.length
                default:
                    title += ".animation"
                }
                lanes.append(AnimationLane(title: title, delay: max(start, 0), duration: length))
                if length > longest, let curve {
                    longest = length
                    self.curve = curve
                }
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(window.layer)
    }

    /// "easeOut (0, 0, 0.58, 1)" for named curves, the control points otherwise.
    static func name(of function: CAMediaTimingFunction) -> String {
        let a = function.controlPoint1, b = function.controlPoint2
        let points = String(format: "(%g, %g, %g, %g)", Double(a.x), Double(a.y), Double(b.x), Double(b.y))
        let named: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        if let name = function.name ?? named.first(where: { CAMediaTimingFunction(name: $0) == function }) {
            return "\(name.rawValue) \(points)"
        }
        return "cubic \(points)"
    }
}
