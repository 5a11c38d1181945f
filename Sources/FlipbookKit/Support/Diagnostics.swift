//  Diagnostics.swift — FlipbookKit
//  Flipbook's channel for the misuse UIKit asserts on. Status: complete.

import Foundation

/// Where UIKit misuse is reported: UIKit throws or logs; Flipbook puts UIKit's message on
/// the diagnostics of the clock that drives the scene, for the previewer to show.
package enum Diagnostics {
    /// Messages with no scene to go to (no view involved and no key window), oldest first.
    private static let unattributed = ThreadLocal<[String]>("Diagnostics.unattributed") { [] }

    /// Reports `message` on the clock of `view`'s window, else of the key window.
    package static func report(_ message: String, near view: UIView? = nil) {
        if let clock = view?.window?.clock ?? UIWindow.current?.clock {
            clock.report(message)
        } else {
            unattributed.value.append(message)
        }
    }

    /// Messages reported when no scene could be found (for tests and the previewer), then forgets them.
    package static func takeUnattributed() -> [String] {
        defer { unattributed.value = [] }
        return unattributed.value
    }
}

/// The current time of the key window's clock (0 with no key window).
///
/// Flipbook: there is no system-wide media clock; the scene's clock stands in for it.
public func CACurrentMediaTime() -> CFTimeInterval {
    UIWindow.current?.clock.time ?? 0
}
