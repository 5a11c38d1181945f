//  UIAccessibility.swift — FlipbookKit
//  Mirrors UIKit.UIAccessibility, the namespace of accessibility settings, notifications and
//  functions. Status: complete, as an iPhone with no assistive technology running: every
//  setting is off (video autoplay on) except Reduce Motion and Prefer Cross-Fade Transitions,
//  which a preview can turn on (Flipbook additions).

import Foundation

/// UIKit's accessibility settings, the notifications that announce their changes, and the
/// functions that talk to assistive technologies.
///
/// Transitions read two settings: `isReduceMotionEnabled` (replace motion with fades) and
/// `prefersCrossFadeTransitions`. Both are off, as on a device out of the box; a preview turns
/// them on with `UIAccessibility.setReduceMotionEnabled(_:)` and
/// `setPrefersCrossFadeTransitions(_:)` (Flipbook additions), which post the status
/// notifications as iOS does when the user changes Settings.
public struct UIAccessibility {
    private init() {}

    // MARK: Posting notifications to assistive apps

    /// A notification an app posts to assistive technologies (a raw UInt32, as UIKit's).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // Expected: the values of UIKit's UIAccessibilityNotifications constants.
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Tells assistive technologies that something changed on screen.
    // Flipbook: no assistive technology listens in the previewer; nothing happens (as on a device with none running).
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// Which assistive technology a notification is for.
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }

    // Flipbook: these are never posted; no VoiceOver or Switch Control runs here.
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    // MARK: The status of accessibility features

    /// The two settings a preview can turn on (see the type's documentation).
    private static let settings = ThreadLocal<(reduceMotion: Bool, crossFade: Bool)>("UIAccessibility.settings") { (false, false) }

    /// Whether the user asked for less motion (Settings › Accessibility › Motion › Reduce Motion).
    public static var isReduceMotionEnabled: Bool { settings.value.reduceMotion }
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether the user prefers cross-fades to sliding transitions (Reduce Motion's sub-setting).
    public static var prefersCrossFadeTransitions: Bool { settings.value.crossFade }
    public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    // MARK: - Flipbook addition

    /// Turns Reduce Motion on or off for this thread's scenes, posting
    /// `reduceMotionStatusDidChangeNotification` when it changes, as iOS does when the user
    /// changes the setting.
    public static func setReduceMotionEnabled(_ enabled: Bool) {
        guard settings.value.reduceMotion != enabled else { return }
        settings.value.reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Turns Prefer Cross-Fade Transitions on or off, posting its status notification when it changes.
    public static func setPrefersCrossFadeTransitions(_ enabled: Bool) {
        guard settings.value.crossFade != enabled else { return }
        settings.value.crossFade = enabled
        NotificationCenter.default.post(name: prefersCrossFadeTransitionsStatusDidChange, object: nil)
    }

    // MARK: Settings that are off here
    // Flipbook: the previewer runs as a device with none of these turned on; their
    // notifications are never posted.

    public static var isVoiceOverRunning: Bool { false }
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static var isSwitchControlRunning: Bool { false }
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static var isAssistiveTouchRunning: Bool { false }
    public static let assistiveTouchStatusDidChangeNotification = NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// On, as on a device out of the box.
    public static var isVideoAutoplayEnabled: Bool { true }
    public static let videoAutoplayStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public static var isReduceTransparencyEnabled: Bool { false }
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static var isBoldTextEnabled: Bool { false }
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static var buttonShapesEnabled: Bool { false }
    public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public static var isGrayscaleEnabled: Bool { false }
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static var isInvertColorsEnabled: Bool { false }
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public static var isMonoAudioEnabled: Bool { false }
    public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    public static var isClosedCaptioningEnabled: Bool { false }
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public static var isGuidedAccessEnabled: Bool { false }
    public static let guidedAccessStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public static var isSpeakSelectionEnabled: Bool { false }
    public static let speakSelectionStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public static var isSpeakScreenEnabled: Bool { false }
    public static let speakScreenStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public static var isShakeToUndoEnabled: Bool { false }
    public static let shakeToUndoDidChangeNotification = NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")

    /// The ears a hearing device is paired to.
    public struct HearingDeviceEar: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let left = HearingDeviceEar(rawValue: 1 << 1)
        public static let right = HearingDeviceEar(rawValue: 1 << 2)
        public static let both: HearingDeviceEar = [.left, .right]
    }

    /// None: no hearing device is paired here.
    public static var hearingDevicePairedEar: UIAccessibility.HearingDeviceEar { [] }
    public static let hearingDevicePairedEarDidChangeNotification = NSNotification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification")

    // MARK: Converting coordinates to screen coordinates

    /// `rect` in `view`'s coordinates, in the screen's (the window fills the screen from its origin).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// A copy of `path`, in `view`'s coordinates, in the screen's.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let copy = UIBezierPath(cgPath: path.cgPath)
        let origin = convertToScreenCoordinates(CGRect(origin: .zero, size: .zero), in: view).origin
        // Flipbook: the translation of the view's origin; a rotated or scaled view's path is not turned with it.
        copy.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return copy
    }

    // MARK: Getting the focused element

    /// Nil: no assistive technology has an element in focus here.
    public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? { nil }

    // MARK: Zoom and Guided Access
    // Flipbook: neither runs in the previewer; the calls change nothing, a request is refused.

    public enum ZoomType: Int, Sendable {
        case insertionPoint = 0
    }

    public static func zoomFocusChanged(zoomType type: UIAccessibility.ZoomType, toFrame frame: CGRect, in view: UIView) {}

    public static func registerGestureConflictWithZoom() {}

    /// Calls `completionHandler` with false on the main queue: there is no Guided Access to start.
    public static func requestGuidedAccessSession(enabled enable: Bool, completionHandler: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completionHandler(false) }
    }

    /// Calls `completion` with false on the main queue: there is no Guided Access to configure.
    public static func configureForGuidedAccess(features: UIGuidedAccessAccessibilityFeature, enabled: Bool,
                                                completion: @escaping (Bool, (any Error)?) -> Void) {
        DispatchQueue.main.async { completion(false, nil) }
    }
}

/// The accessibility features Guided Access can turn on or off.
public struct UIGuidedAccessAccessibilityFeature: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let voiceOver = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 0)
    public static let zoom = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 1)
    public static let assistiveTouch = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 2)
    public static let invertColors = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 3)
    public static let grayscaleDisplay = UIGuidedAccessAccessibilityFeature(rawValue: 1 << 4)
}
