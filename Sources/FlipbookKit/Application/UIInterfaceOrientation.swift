//  UIInterfaceOrientation.swift — FlipbookKit
//  Mirrors UIKit.UIInterfaceOrientation and UIInterfaceOrientationMask. Status: complete.

import Foundation

/// The orientation of the app's user interface: the device's, for a device held in an
/// orientation the app supports (`UIWindowScene.interfaceOrientation`).
///
/// UIKit docs: "Notice that UIDeviceOrientation.landscapeRight is assigned to
/// UIInterfaceOrientation.landscapeLeft and UIDeviceOrientation.landscapeLeft is assigned to
/// UIInterfaceOrientation.landscapeRight. The reason for this is that rotating the device requires
/// rotating the content in the opposite direction."
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    // MARK: - Flipbook addition

    /// The interface orientation of a device held in `orientation` (unknown when flat or unknown).
    package init(_ orientation: UIDeviceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: self = .unknown
        }
    }
}

/// The interface orientations a view controller or app supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = Self(rawValue: 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
    public static let landscapeLeft = Self(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
    public static let landscapeRight = Self(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
    public static let portraitUpsideDown = Self(rawValue: 1 << UInt(UIInterfaceOrientation.portraitUpsideDown.rawValue))
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}
