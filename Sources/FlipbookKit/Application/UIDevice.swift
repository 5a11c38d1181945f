//  UIDevice.swift — FlipbookKit
//  Mirrors UIKit.UIDevice. Status: partial (idiom, orientation and names from the scene's
//  device; no battery, proximity or vendor identifier).

import Foundation

/// The device the app runs on: the previewer's device (`--device`), an iPhone or an iPad by its size.
open class UIDevice: NSObject {
    /// Flipbook: one per thread, as a scene's other state is.
    public static var current: UIDevice { currentStorage.value }
    private static let currentStorage = ThreadLocal<UIDevice>("UIDevice.current") { UIDevice() }

    /// `.phone` or `.pad`, as the key window's traits say.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// Portrait when the screen is taller than wide, else landscape (with the home button on the right).
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotifications > 0 }
    open var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var model: String { name }
    open var localizedModel: String { name }
    open var systemName: String { "iOS" }
    /// Flipbook: the UIKit it mirrors.
    open var systemVersion: String { "17.0" }
    open var isMultitaskingSupported: Bool { true }

    private var orientationNotifications = 0

    /// Flipbook: the device does not turn, so no notifications come; the calls are counted, as UIKit nests them.
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotifications += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationNotifications = max(orientationNotifications - 1, 0) }
}

/// How the device is held (mirrors UIKit.UIDeviceOrientation).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
