//  UITouch.swift — FlipbookKit
//  Mirrors UIKit.UITouch. Status: partial (one finger or two, from the previewer's mouse and
//  scripts; no force, radius, altitude or azimuth).

import Foundation

/// A finger on the screen: where it is, where it was, in which phase of its sequence, and
/// which view and gesture recognizers it was delivered to since it touched down.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    open internal(set) var phase: Phase = .began
    /// Seconds on the scene's clock of the touch's last change.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many times the finger tapped here in quick succession (1 for the first).
    open internal(set) var tapCount = 1
    /// The view hit-tested when the finger touched down (nil once it left the window).
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    /// The recognizers receiving this touch, deepest view's first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    open var type: TouchType { .direct }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var majorRadius: CGFloat { 20 }

    /// In the window's coordinates.
    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero
    /// Where it touched down, in the window's coordinates.
    package var startWindowLocation = CGPoint.zero
    /// Whether its view had `touchesCancelled` because a recognizer took the touch.
    package var isCancelledInView = false

    public override init() {
        super.init()
    }

    /// The touch's place in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        view.map { $0.convert(windowLocation, from: nil) } ?? windowLocation
    }

    /// The touch's place before its last move, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view.map { $0.convert(previousWindowLocation, from: nil) } ?? previousWindowLocation
    }

    open override var description: String {
        "UITouch(phase: \(phase), at: (\(windowLocation.x), \(windowLocation.y)), tapCount: \(tapCount))"
    }
}
