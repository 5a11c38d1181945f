//  UIKit.swift — UIKit
//  `import UIKit` for files shared with an iOS app: on iOS the system's UIKit, here Flipbook's.
//  FlipbookKit is the canonical name; this module only re-exports it (and Foundation, as
//  UIKit does), so an animator file compiles unchanged in both places.

@_exported import Foundation
@_exported import FlipbookKit
