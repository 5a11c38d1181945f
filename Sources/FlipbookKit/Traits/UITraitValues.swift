//  UITraitValues.swift — FlipbookKit
//  Mirrors the values of UIKit's newer system traits (UIDisplayGamut, UIAccessibilityContrast,
//  UIUserInterfaceLevel, …). Status: complete (the previewer's device reports the values of an
//  sRGB iPhone with no force touch, normal contrast and regular weight).

import Foundation

/// The colour gamut of a display.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// The visual level of content: base (a window's) or elevated (a sheet's, a popover's).
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// Whether the device has 3D Touch.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable = 1, available = 2
}

/// Whether the window is in the foreground (active) of a Mac or iPad multiwindow environment.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1, inactive = 0, active = 1
}

/// The size of toolbar items in a Mac Catalyst toolbar.
public enum UINSToolbarItemPresentationSize: Int, Sendable {
    case unspecified = -1, regular = 0, small = 1, large = 3
}

/// Whether the scene is being captured (screen recording, AirPlay mirroring).
public enum UISceneCaptureState: Int, Sendable {
    case unspecified = -1, inactive = 0, active = 1
}

/// The kind of list a view is in.
public enum UIListEnvironment: Int, Sendable {
    case unspecified = 0, none = 1, plain = 2, grouped = 3, insetGrouped = 4, sidebar = 5, sidebarPlain = 6
}

/// Whether content may use the display's HDR headroom.
public enum UIHDRHeadroomUsageLimit: Int, Sendable {
    case unspecified = -1, active = 0, inactive = 1
}
