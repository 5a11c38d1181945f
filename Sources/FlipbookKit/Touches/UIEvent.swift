//  UIEvent.swift — FlipbookKit
//  Mirrors UIKit.UIEvent. Status: complete for touch events (the other types and subtypes are
//  named only; no coalesced or predicted samples, no modifier keys or pointer buttons).

import Foundation

/// An input event: for touches, every finger on the screen at that moment.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// What kind of motion or remote-control event this is; `.none` for the others.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// The pointer buttons held during an event.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of button `buttonNumber`, counting from 1 (the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    open var type: EventType { .touches }
    /// `.none`: a touch event has no subtype (UIKit docs).
    open var subtype: EventSubtype { .none }
    /// Flipbook: the previewer's events carry no modifier keys; always empty.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// Flipbook: no pointer buttons (the previewer's mouse stands for a finger); always empty.
    open var buttonMask: ButtonMask { [] }
    /// Seconds on the scene's clock when the event happened.
    open internal(set) var timestamp: TimeInterval
    /// The fingers on the screen, whatever their phase.
    var touchSet: Set<UITouch> = []

    public init(timestamp: TimeInterval = 0) {
        self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { touchSet }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }

    /// The samples of `touch` since the last event, the last a copy of `touch` itself; nil if the
    /// touch is not one of this event's (UIKit docs).
    ///
    /// Flipbook: the previewer samples a touch once per event, so there is only that copy.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchSet.contains(touch) else { return nil }
        return [touch.sample()]
    }

    /// Where `touch` is expected to go next; nil if the touch is not one of this event's.
    ///
    /// Flipbook: no prediction, so always empty for the event's touches.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchSet.contains(touch) else { return nil }
        return []
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
