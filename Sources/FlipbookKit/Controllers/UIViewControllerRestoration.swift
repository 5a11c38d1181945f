//  UIViewControllerRestoration.swift — FlipbookKit
//  Mirrors UIKit.UIViewControllerRestoration. Status: complete (never asked: no state restoration here).

import Foundation

/// A class that recreates a view controller during state restoration.
///
/// Flipbook: there is no app lifecycle, so nothing is restored and this is never called.
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
