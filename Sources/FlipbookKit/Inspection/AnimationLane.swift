//  AnimationLane.swift — FlipbookKit
//  Flipbook addition: one view's animations of one key path, as a lane of the inspector's timeline.

import Foundation

/// The animations of one key path of one view (or bare layer), as a lane of a timeline shows it.
///
/// Several animations of the same view and key path (an interrupted one and its successor, an
/// additive stack) make one lane, from the first one's start to the last one's end.
public struct AnimationLane: Equatable, Sendable {
    /// The view's name and the key path: "DetailViewController.imageView.position",
    /// "containerView.transition(oglFlip)", "UIView in containerView[2].opacity".
    public var title: String
    /// The view's name (see `ViewNames`: its accessibilityIdentifier, the property that holds it,
    /// or its class and place).
    public var view: String
    /// Which of the inventory's `views` it animates.
    public var viewIndex: Int
    /// "position", "opacity", "transform.scale", "transition(fade)", "dynamics" (UIKit Dynamics
    /// moving the view's position and rotation).
    public var keyPath: String
    /// Seconds from the take's start to the first animation's start, and from there to the last one's end.
    public var delay: Double
    public var duration: Double
    /// The pacing of its longest animation: "easeOut (0, 0, 0.58, 1)", "spring ζ 0.80, 0.62 s", …
    public var curve: String?
    /// Where it starts and ends (nil for a transition, which animates no value). A basic
    /// animation without a `fromValue` starts from the model value; an additive one's values
    /// are shown added to the model value, as they show on screen.
    public var from: InspectedValue?
    public var to: InspectedValue?
    /// How many animations the lane merges.
    public var animationCount: Int
    /// How many views it stands for: more than one for a group of siblings animated alike (see
    /// `AnimationInventory.groupSize`), whose values are read from its first view and which has
    /// no single `from` or `to`.
    public var viewCount = 1
}

/// A lane's value and rate of change at one moment.
public struct LaneMotion: Equatable, Sendable {
    /// The presentation value.
    public var value: InspectedValue
    /// Per second of media time, component by component (see `AnimationInventory.motion`).
    public var velocity: InspectedValue
    /// Per second per second, component by component.
    public var acceleration: InspectedValue
}
