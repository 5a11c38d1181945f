//  SeedTestSupport.swift — FlipbookDemosTests
//  What the seed tests (the seeds' code, driven by hand on a window's clock) share.

import FlipbookKit

extension UIView {
    /// The presentation layer at the window clock's current time.
    var onScreen: CALayer { layer.presentation()! }
}

/// A shared log of callbacks, in the order they happen.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}
