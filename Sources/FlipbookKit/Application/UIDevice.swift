//  UIDevice.swift — FlipbookKit
//  Mirrors UIKit.UIDevice. Status: partial (idiom, orientation and names from the scene's
//  device, orientation notifications as the key window turns; no battery, proximity or vendor
//  identifier).

import Foundation

/// The device the app runs on: the previewer's device (`--device`), an iPhone or an iPad by its size.
open class UIDevice: NSObject {
    /// Flipbook: one per thread, as a scene's other state is.
    public static var current: UIDevice { currentStorage.value }
    private static let currentStorage = ThreadLocal<UIDevice>("UIDevice.current") { UIDevice() }

    /// `.phone` or `.pad`, as the key window's traits say.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// Portrait when the screen is taller than wide, else landscape (with the home button on the right).
    // Flipbook: known without `beginGeneratingDeviceOrientationNotifications()` (UIKit docs: 0,
    // `.unknown`, until then), as the window's size always tells it.
    open var orientation: UIDeviceOrientation { Self.orientation(ofScreen: UIScreen.main.bounds.size) }

    /// Whether the device posts `orientationDidChangeNotification` when it turns: between
    /// `beginGeneratingDeviceOrientationNotifications()` and as many
    /// `endGeneratingDeviceOrientationNotifications()` calls.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotifications > 0 }
    open var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var model: String { name }
    open var localizedModel: String { name }
    open var systemName: String { "iOS" }
    /// Flipbook: the UIKit it mirrors.
    open var systemVersion: String { "17.0" }
    open var isMultitaskingSupported: Bool { true }

    /// Posted, with the device as its object, when the device turns while it generates orientation
    /// notifications (UIKit docs: "You can obtain the new orientation by getting the value of the
    /// orientation property").
    // Flipbook: the device turns when the key window changes between taller and wider than it is
    // (its `frame` set, as a test or an app does); the previewer's `--device` makes a new scene instead.
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")

    private var orientationNotifications = 0

    /// Starts orientation notifications. UIKit docs: calls nest; match each with an end.
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotifications += 1 }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`; the last one stops the notifications.
    open func endGeneratingDeviceOrientationNotifications() { orientationNotifications = max(orientationNotifications - 1, 0) }

    // MARK: - Flipbook addition

    /// The orientation of a device whose screen is `size`.
    package static func orientation(ofScreen size: CGSize) -> UIDeviceOrientation {
        size.height >= size.width ? .portrait : .landscapeLeft
    }

    /// The key window went from `old` to `new` points: when that turns the device and it generates
    /// orientation notifications, posts `orientationDidChangeNotification` (at once, on this thread).
    package func screenDidChangeSize(from old: CGSize, to new: CGSize) {
        guard isGeneratingDeviceOrientationNotifications,
              Self.orientation(ofScreen: old) != Self.orientation(ofScreen: new) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}

/// How the device is held (mirrors UIKit.UIDeviceOrientation).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
