//  Take.swift — FlipbookPlayer
//  One transition (or animation) the user started: where it lies on the scene's clock.

import Foundation
import FlipbookKit

/// The last transition or animation the user started, as the timeline shows it.
public struct Take: Equatable, Sendable {
    /// Scene time when it started.
    public var start: Double
    /// How long until the scene was idle again (its timeline's length).
    public var length: Double
    /// What a take is: one of UIKit's four transitions, or animations run without one.
    public enum Kind: String, Sendable {
        case present, dismiss, push, pop
        /// A tab bar controller's change of tab.
        case tab
        /// `UIView.animate`, a property animator, … with no view-controller transition.
        case animation

        /// "an animation" / "a present", for messages.
        public var withArticle: String { self == .animation ? "an animation" : "a \(rawValue)" }
    }

    /// What kind of thing it is.
    public var kind: Kind
    /// The animator's class name, or the animation API that runs it.
    public var animatorName: String
    /// The presentation style, for presentations.
    public var style: String?
    /// What the previewer says about the take itself — it did not end within `Player.takeLimit`,
    /// so its timeline is cut there — shown with the scene's diagnostics (nil: nothing to say).
    public var diagnostic: String?
    /// Whether `length` is the clock's forecast rather than measured (Flipbook: a take started by
    /// an action too heavy to replay at once shows the latest end of its animations until the
    /// player measures it — see `Player.settleTake()`; `Player.take` is always measured).
    public var isEstimate = false

    public var end: Double { start + length }

    /// Fraction 0…1 of the take at scene time `t`.
    public func fraction(at t: Double) -> Double {
        length > 0 ? min(max((t - start) / length, 0), 1) : 1
    }

    /// Scene time at fraction `p`.
    public func time(at p: Double) -> Double { start + min(max(p, 0), 1) * length }
}

extension Take.Kind {
    /// The kind of a take a view-controller transition starts.
    init(_ operation: ViewControllerTransition.Operation) {
        switch operation {
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .push: self = .push
        case .pop: self = .pop
        case .tab: self = .tab
        }
    }
}

extension ViewControllerTransition {
    /// The name the HUD shows for a presentation style.
    package var styleName: String? {
        guard operation == .present || operation == .dismiss else { return nil }
        switch presentationStyle {
        case .fullScreen: return ".fullScreen"
        case .overFullScreen: return ".overFullScreen"
        case .custom: return ".custom"
        default: return ".\(presentationStyle)"
        }
    }
}
