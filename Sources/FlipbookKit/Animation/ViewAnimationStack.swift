//  ViewAnimationStack.swift — FlipbookKit
//  Flipbook's record of which UIKit animation block is running. Status: complete.

import Foundation

/// What a UIKit animation API records while its animation block runs.
///
/// `UIView.animate`, keyframe blocks, property animators and `performWithoutAnimation`
/// each push a recorder while the user's block runs; every view property change in the
/// block asks the innermost recorder for its layer's action.
package protocol ViewAnimationRecorder: AnyObject {
    /// The action for a change of the layer key `key` on `view`'s layer, asked just before
    /// the change (the layer still holds the old model value). Nil means no animation.
    func action(for view: UIView, key: String) -> CAAction?

    /// Runs `body` once the animations this block makes have ended, and returns true; or returns
    /// false (without running it) when the block does not animate — its changes are immediate.
    func whenAnimationsEnd(_ body: @escaping () -> Void) -> Bool
}

extension ViewAnimationRecorder {
    package func whenAnimationsEnd(_ body: @escaping () -> Void) -> Bool { false }
}

/// The per-thread stack of running animation blocks, innermost last.
package enum ViewAnimationStack {
    private static let stack = ThreadLocal<[ViewAnimationRecorder]>("ViewAnimationStack") { [] }

    /// The innermost recorder.
    package static var top: ViewAnimationRecorder? { stack.value.last }

    /// All running recorders, outermost first (nested blocks inherit from their parents).
    package static var all: [ViewAnimationRecorder] { stack.value }

    /// Runs `body` with `recorder` innermost.
    package static func with<T>(_ recorder: ViewAnimationRecorder, _ body: () throws -> T) rethrows -> T {
        stack.value.append(recorder)
        defer { stack.value.removeLast() }
        return try body()
    }
}

/// The recorder of `UIView.performWithoutAnimation`: changes inside happen at once.
package final class NoAnimationRecorder: ViewAnimationRecorder {
    package init() {}
    package func action(for view: UIView, key: String) -> CAAction? { nil }
}
