//  CAAnimationGroup.swift — FlipbookCore
//  Mirrors QuartzCore.CAAnimationGroup. Status: complete.

import Foundation

/// Runs several animations in one time space.
///
/// The children's `beginTime`s are relative to the group's start; a child
/// is cut off where the group ends. The group's timing function warps the
/// children's time. Only the group's delegate is told of starts and stops.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copyAnimation() }
    }

    /// The children's parent time at a phase of the group.
    package func childTime(_ phase: TimingPhase) -> CFTimeInterval {
        easedFraction(phase) * phase.duration
    }

    override package func applyEffect(to properties: inout LayerProperties, phase: TimingPhase) {
        let t = childTime(phase)
        for child in animations ?? [] {
            child.apply(to: &properties, atParentTime: t)
        }
    }

    override package var containsTransition: Bool {
        animations?.contains { $0.containsTransition } ?? false
    }
}
