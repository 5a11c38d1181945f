//  UIActivityItemsConfigurationReading.swift — FlipbookKit
//  Mirrors UIKit.UIActivityItemsConfigurationReading. Status: partial (named only: the previewer
//  has no share sheet; NSItemProvider, which its requirement returns, is not on Linux).

import Foundation

/// What a responder offers to share (the share sheet, a context menu's Share item).
public protocol UIActivityItemsConfigurationReading: AnyObject {}
