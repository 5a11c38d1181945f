//  NSKeyValueObservation.swift — FlipbookKit
//  Mirrors Foundation.NSKeyValueObservation. Status: complete.

import Foundation

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until `invalidate()` is
/// called or it is deinitialised.
///
/// It holds the change handler, and the observed object weakly; the observed object does not hold
/// it. So an observation nobody keeps ends at once:
///
///     progressObservation = view.observe(\.progress, options: [.new]) { view, change in … }
public class NSKeyValueObservation: NSObject {
    private var registration: KeyValueRegistration?

    init(registration: KeyValueRegistration?) {
        self.registration = registration
        super.init()
    }

    /// Ends the observation: its handler is not called again. Called when it is deinitialised.
    public func invalidate() {
        registration?.invalidate()
        registration = nil
    }

    deinit {
        invalidate()
    }
}
