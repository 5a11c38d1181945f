//  UIUserInterfaceLayoutDirection.swift — FlipbookKit
//  Mirrors UIKit.UIUserInterfaceLayoutDirection. Status: complete.

import Foundation

/// The direction in which the app's content flows.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
