//  UIActivityItemsConfigurationReading.swift — FlipbookKit
//  Mirrors UIKit.UIActivityItemsConfigurationReading and UIActivityItemsConfigurationProviding. Status: partial (named only: the previewer
//  has no share sheet; NSItemProvider, which its requirement returns, is not on Linux).

import Foundation

/// What a responder offers to share (the share sheet, a context menu's Share item).
public protocol UIActivityItemsConfigurationReading: AnyObject {}

/// An object that provides what a window scene shares (iOS 15: `UIWindowScene.activityItemsConfigurationSource`).
public protocol UIActivityItemsConfigurationProviding: AnyObject {
    var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? { get }
}
