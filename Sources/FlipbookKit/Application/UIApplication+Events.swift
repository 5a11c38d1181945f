//  UIApplication+Events.swift — FlipbookKit
//  Mirrors UIApplication's event dispatch and interaction-event ignoring. Status: complete for
//  touch events (the only events the previewer makes).

import Foundation

extension UIApplication {
    /// Sends `event` to the windows of its touches (each window's `sendEvent(_:)`), which deliver
    /// it to gesture recognizers and views. Touches from the previewer and scripts come through here.
    public func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.allTouches ?? [] {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Stops delivering touches: a finger that touches down while the app ignores interaction
    /// events is dropped, with its moves and lift. Calls nest: each needs its
    /// `endIgnoringInteractionEvents()`.
    // Flipbook: fingers already down when it begins are delivered to their end, so no view or
    // recognizer is left with a touch that never ends.
    public func beginIgnoringInteractionEvents() {
        ignoredInteractionEvents += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`; the last one delivers touches again. An end
    /// without a begin is ignored.
    public func endIgnoringInteractionEvents() {
        ignoredInteractionEvents = max(ignoredInteractionEvents - 1, 0)
    }

    /// Whether touches are being ignored (between a begin and its end).
    public var isIgnoringInteractionEvents: Bool { ignoredInteractionEvents > 0 }
}
