//  UIApplicationDelegate.swift — FlipbookKit
//  Mirrors UIKit.UIApplicationDelegate. Status: partial (the type only: every requirement of
//  UIKit's is optional, and Flipbook calls none — the previewer launches no app).

import Foundation

/// The app's delegate: `UIApplication.shared.delegate`. An app delegate that is a `UIResponder`
/// is the last object of the responder chain, after the application.
public protocol UIApplicationDelegate: AnyObject {}
