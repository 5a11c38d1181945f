//  UILayoutSupport.swift — FlipbookKit
//  Mirrors UIKit.UILayoutSupport (deprecated in iOS 11 with topLayoutGuide and bottomLayoutGuide).
//  Status: complete.

import Foundation

/// A view controller's top or bottom layout guide: its length and anchors for constraints.
public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height: how far the bars (the safe area) reach into the view at its edge.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
