//  AnimationInventory.swift — FlipbookKit
//  Flipbook addition: what animates in a window, for the previewer's lanes and curve.

import Foundation

/// One animation on one view, as a lane of a timeline shows it.
public struct AnimationLane: Equatable, Sendable {
    /// "UIImageView.position", "UIView.opacity", "UIView.dynamics" …
    public var title: String
    /// Seconds from the take's start to the animation's start, and its length.
    public var delay: Double
    public var duration: Double
}

/// How an animation paces its progress: a timing curve, a spring, or physics (no curve).
public struct AnimationPacing: Equatable {
    private enum Kind: Equatable {
        case timing(CAMediaTimingFunction)
        /// The spring and its settling duration (the time axis of its curve).
        case spring(Spring, settling: Double)
        case physics
    }

    private let kind: Kind
    /// "easeOut (0, 0, 0.58, 1)", "spring ζ 0.80, 0.62 s", "physics (UIKit Dynamics)".
    public let name: String

    init(timing function: CAMediaTimingFunction) {
        kind = .timing(function)
        name = Self.name(of: function)
    }

    init(spring: Spring) {
        let settling = spring.settlingDuration()
        kind = .spring(spring, settling: settling)
        name = String(format: "spring ζ %.2f, %.2f s", spring.dampingRatio, settling)
    }

    static let physics = AnimationPacing()

    private init() {
        kind = .physics
        name = "physics (UIKit Dynamics)"
    }

    /// Progress at time fraction `x` of the animation (a spring's fraction of its settling
    /// duration); nil for physics, which has no curve.
    public func value(at x: Double) -> Double? {
        switch kind {
        case .timing(let function): return function.output(at: x)
        case let .spring(spring, settling): return spring.value(at: x * settling)
        case .physics: return nil
        }
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

/// The animations running in a window's layer tree, in tree order.
public struct AnimationInventory: Equatable {
    public var lanes: [AnimationLane] = []
    /// The pacing of the longest animation that has one.
    public var pacing: AnimationPacing?

    /// Walks the window's layers; times are relative to `takeStart` (scene time).
    public init(window: UIWindow, takeStart: Double) {
        var longest = -1.0
        window.layer.forEachActiveAnimation { layer, record in
            let owner = (layer.delegate as? UIView).map { String(describing: type(of: $0)) } ?? String(describing: type(of: layer))
            let animation = record.animation
            let duration = animation.timing.activeDuration.isFinite ? animation.timing.activeDuration : animation.timing.duration
            var title = owner
            var pacing: AnimationPacing?
            var start = record.domain == nil ? animation.beginTime - takeStart : animation.beginTime
            var length = duration
            switch animation {
            case let spring as CASpringAnimation:
                title += "." + (spring.keyPath ?? "?")
                pacing = AnimationPacing(spring: spring.spring)
            case let property as CAPropertyAnimation:
                title += "." + (property.keyPath ?? "?")
                pacing = AnimationPacing(timing: property.timingFunction ?? CAMediaTimingFunction(name: .linear))
            case let transition as CATransition:
                title += ".transition(\(transition.type.rawValue))"
                pacing = AnimationPacing(timing: transition.timingFunction ?? CAMediaTimingFunction(name: .linear))
            case let motion as SampledMotionAnimation:
                title += ".dynamics"
                pacing = .physics
                start = motion.beginTime - takeStart
                length = motion.length
            default:
                title += ".animation"
            }
            lanes.append(AnimationLane(title: title, delay: max(start, 0), duration: length))
            if length > longest, let pacing {
                longest = length
                self.pacing = pacing
            }
        }
    }
}

/// Which animations run in a window, as far as its `AnimationInventory` depends on them: equal
/// from one frame to the next exactly when the inventory (for the same take start) would be.
/// Filled in place, so comparing frame after frame allocates nothing once warm.
public struct AnimationSignature: Equatable {
    /// One active animation: which record (held weakly, so a record that is gone never matches
    /// a new one) and its resolved begin time.
    private struct Entry: Equatable {
        weak var record: AnimationRecord?
        var beginTime: Double

        static func == (a: Self, b: Self) -> Bool {
            a.record != nil && a.record === b.record && a.beginTime == b.beginTime
        }
    }

    private var entries: [Entry] = []

    public init() {}

    /// Whether no animation runs.
    public var isEmpty: Bool { entries.isEmpty }

    /// Reads the window's running animations into this signature, keeping its storage.
    public mutating func read(_ window: UIWindow) {
        entries.removeAll(keepingCapacity: true)
        window.layer.forEachActiveAnimation { _, record in
            entries.append(Entry(record: record, beginTime: record.animation.beginTime))
        }
    }
}

extension CALayer {
    /// Calls `body` with each active animation of the tree, layers in tree order (no array made).
    fileprivate func forEachActiveAnimation(_ body: (CALayer, AnimationRecord) -> Void) {
        for record in animationRecords where record.isActive { body(self, record) }
        for sublayer in sublayerStorage { sublayer.forEachActiveAnimation(body) }
    }
}
