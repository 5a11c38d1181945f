//  Diagnostics.swift — FlipbookKit
//  Flipbook's channel for the misuse UIKit asserts on. Status: complete.

import Foundation

/// Where UIKit misuse is reported: UIKit throws or logs; Flipbook puts UIKit's message on
/// the diagnostics of the clock that drives the scene, for the previewer to show.
package enum Diagnostics {
    /// Messages with no scene to go to (no view involved and no key window), oldest first.
    private static let unattributed = ThreadLocal<[String]>("Diagnostics.unattributed") { [] }

    /// Reports `message` on the clock of `view`'s window, else of the key window. With `once`, a
    /// message that clock has shown already is not repeated; with `counted`, the same message
    /// straight after the last is counted on its line (`MediaClock.reportCounted`).
    package static func report(_ message: String, near view: UIView? = nil, once: Bool = false, counted: Bool = false) {
        if let clock = view?.window?.clock ?? UIWindow.current?.clock {
            if once { clock.reportOnce(message) } else if counted { clock.reportCounted(message) } else { clock.report(message) }
        } else {
            unattributed.value.append(message)
        }
    }

    /// Reports `message` about `view`, named as the inspector names it:
    /// `DetailViewController.imageView: UIView.alpha is nan; treated as 0, …`.
    package static func report(_ message: String, about view: UIView, once: Bool = false) {
        report("\(name(of: view.layer)): \(message)", near: view, once: once)
    }

    /// What a message calls `layer`: its view's name by `ViewNames`' rules (a bare layer: its
    /// name, or its class in its view), looked up in its window's controllers when it has one.
    package static func name(of layer: CALayer) -> String {
        var holder: CALayer? = layer
        while let current = holder, !(current.delegate is UIView) { holder = current.superlayer }
        let window = (holder?.delegate as? UIView)?.window
        return (window.map(ViewNames.init(window:)) ?? ViewNames()).name(of: layer)
    }

    /// Numbers that must be finite (a duration, a delay): `value`, or 0 reported when it is NaN or
    /// infinite — an animation of no end, or that never starts, cannot be shown.
    ///
    ///     UIView.animate(withDuration:): duration inf is not finite; treated as 0.
    package static func finite(_ value: Double, _ name: String, of api: String, near view: UIView? = nil) -> Double {
        guard !value.isFinite else { return value }
        report("\(api): \(name) \(CALayer.diagnosticNumber(value)) is not finite; treated as 0.", near: view)
        return 0
    }

    /// Messages reported when no scene could be found (for tests and the previewer), Core
    /// Animation's about layers under no view and in no clocked tree included, then forgets them.
    package static func takeUnattributed() -> [String] {
        defer { unattributed.value = [] }
        return unattributed.value + CALayer.takeUnattributedReports()
    }
}

extension UIView: LayerDiagnosticsDelegate {
    /// Core Animation's complaints about the view's layer, or a layer below it, on the scene's
    /// diagnostics and named as the inspector names it:
    /// `DetailViewController.imageView: CALayer position contains NaN: [nan 100]; …`.
    package func report(_ message: String, about layer: CALayer, once: Bool) {
        Diagnostics.report("\(Diagnostics.name(of: layer)): \(message)", near: self, once: once)
    }
}

/// The current time of the key window's clock (0 with no key window).
///
/// Flipbook: there is no system-wide media clock; the scene's clock stands in for it.
public func CACurrentMediaTime() -> CFTimeInterval {
    UIWindow.current?.clock.time ?? 0
}
