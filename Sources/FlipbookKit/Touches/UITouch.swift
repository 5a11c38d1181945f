//  UITouch.swift — FlipbookKit
//  Mirrors UIKit.UITouch. Status: complete for fingers (one or two, from the previewer's mouse
//  and scripts); force, radius and the stylus angles are those of a finger with no sensor.

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

    /// Touch properties whose values may be estimated and updated later.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
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
    // Flipbook: no contact-size sensor; a fixed fingertip radius, known exactly.
    open var majorRadius: CGFloat { 20 }
    open var majorRadiusTolerance: CGFloat { 0 }
    /// π/2, a finger's: perpendicular to the screen (UIKit docs: π/2 for touches other than a stylus's).
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// Flipbook: no stylus, so no roll; always 0.
    open var rollAngle: CGFloat { 0 }
    /// Flipbook: the previewer's samples are final: nothing is estimated or awaits an update.
    open var estimatedProperties: Properties { [] }
    open var estimatedPropertiesExpectingUpdates: Properties { [] }
    /// nil: no estimated property awaits an update (UIKit docs).
    open var estimationUpdateIndex: NSNumber? { nil }

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

    /// Where the touch is, as precisely as the hardware reports it. Flipbook: locations are
    /// already exact, so this is `location(in:)`.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// Where the touch was before its last move, as precisely as reported: `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The stylus's azimuth in `view`'s coordinates. Flipbook: no stylus; always 0, the angle
    /// UIKit reports for a touch that has none.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// The unit vector of `azimuthAngle(in:)`: (1, 0) here.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// A copy of the touch as it is now (for `UIEvent.coalescedTouches(for:)`).
    func sample() -> UITouch {
        let copy = UITouch()
        copy.phase = phase
        copy.timestamp = timestamp
        copy.tapCount = tapCount
        copy.view = view
        copy.window = window
        copy.gestureRecognizers = gestureRecognizers
        copy.windowLocation = windowLocation
        copy.previousWindowLocation = previousWindowLocation
        copy.startWindowLocation = startWindowLocation
        return copy
    }

    open override var description: String {
        "UITouch(phase: \(phase), at: (\(windowLocation.x), \(windowLocation.y)), tapCount: \(tapCount))"
    }
}
