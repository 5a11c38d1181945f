//  UIModalPresentationStyle.swift — FlipbookKit
//  Mirrors UIModalPresentationStyle and UIModalTransitionStyle. Status: complete.

import Foundation

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The style a presentation asks for once `.automatic` is resolved. UIKit docs: "For most
    /// view controllers, UIKit maps this style to the UIModalPresentationStyle.pageSheet style".
    /// `.none` is not a style to present with (UIKit raises); it presents full screen here.
    package var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return self
        }
    }
}

/// The system animation used when a presentation has no custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (the default), and back down on dismissal.
    case coverVertical = 0
    /// Flips the screen around its vertical axis.
    case flipHorizontal = 1
    /// Fades the presented view in.
    case crossDissolve = 2
    /// Flipbook: drawn as `.coverVertical` (UIKit lifts a corner of the page).
    case partialCurl = 3
}
