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

    /// Work to do as the innermost block's own code returns, still inside the block; per block
    /// (as deep as the stack), by identity, each once.
    private static let deferred = ThreadLocal<[[(id: ObjectIdentifier, work: () -> Void)]]>("ViewAnimationStack.deferred") { [] }

    /// Runs `body` with `recorder` innermost, then the work deferred to the end of its block.
    package static func with<T>(_ recorder: ViewAnimationRecorder, _ body: () throws -> T) rethrows -> T {
        stack.value.append(recorder)
        deferred.value.append([])
        defer {
            // Run in the block, while the recorder is innermost: its changes animate with the block's.
            while let work = deferred.value[deferred.value.count - 1].first {
                deferred.value[deferred.value.count - 1].removeFirst()
                work.work()
            }
            deferred.value.removeLast()
            stack.value.removeLast()
        }
        return try body()
    }

    /// Makes `recorder` innermost until `pop(_:)`: for UIKit's deprecated `beginAnimations`, whose
    /// block opens and closes in two calls.
    package static func push(_ recorder: ViewAnimationRecorder) {
        stack.value.append(recorder)
        deferred.value.append([])
    }

    /// Ends the block `push(_:)` opened, after its deferred work; false (nothing done) when
    /// `recorder` is not the innermost.
    @discardableResult
    package static func pop(_ recorder: ViewAnimationRecorder) -> Bool {
        guard let top = stack.value.last, top === recorder else { return false }
        while let work = deferred.value[deferred.value.count - 1].first {
            deferred.value[deferred.value.count - 1].removeFirst()
            work.work()
        }
        deferred.value.removeLast()
        stack.value.removeLast()
        return true
    }

    /// Runs `work` when the innermost block's code has returned (inside the block), once for
    /// `id` however often it is asked; at once outside a block. A stack view lays itself out so:
    /// after every change the block makes, as one layout pass, each frame animating from what
    /// showed before the block.
    package static func atEndOfBlock(id: ObjectIdentifier, _ work: @escaping () -> Void) {
        guard !deferred.value.isEmpty else { return work() }
        let last = deferred.value.count - 1
        guard !deferred.value[last].contains(where: { $0.id == id }) else { return }
        deferred.value[last].append((id, work))
    }
}

/// The recorder of `UIView.performWithoutAnimation`: changes inside happen at once.
package final class NoAnimationRecorder: ViewAnimationRecorder {
    package init() {}
    package func action(for view: UIView, key: String) -> CAAction? { nil }
}
