//  UIBehavioralStyle.swift — FlipbookKit
//  Mirrors UIKit.UIBehavioralStyle (iOS 15). Status: complete.

import Foundation

/// Whether a control looks and behaves as on iPad or as on the Mac. Expected: raw values are UIKit's.
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic = 0
    case pad = 1
    case mac = 2
}
