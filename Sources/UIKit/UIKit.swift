//  UIKit.swift — UIKit
//  `import UIKit` for files shared with an iOS app: on iOS the system's UIKit, here Flipbook's.
//  FlipbookKit is the canonical name; this module only re-exports it (and with it Foundation, as
//  UIKit does), so an animator file compiles unchanged in both places.

// Foundation arrives through FlipbookKit, which re-exports it. It is not re-exported here as well:
// seen directly from this module, Foundation's `Timer` would be as near as Flipbook's, and
// `Timer` ambiguous in every file that imports UIKit.
@_exported import FlipbookKit

/// Flipbook's `Timer`, on the scene's clock, by this module's name too: a file that imports
/// Foundation as well as UIKit sees Foundation's `Timer` beside Flipbook's and can write
/// `UIKit.Timer` to mean this one.
public typealias Timer = FlipbookKit.Timer
