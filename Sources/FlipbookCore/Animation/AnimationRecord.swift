//  AnimationRecord.swift — FlipbookCore
//  Flipbook's bookkeeping for one animation attached to a layer. Status: complete.

import Foundation
import FlipbookGraphics

/// An animation attached to a layer, with what the clock needs to know about it.
package final class AnimationRecord {
    package let key: String?
    /// The layer's own copy of the animation.
    package let animation: CAAnimation
    package weak var layer: CALayer?
    /// Transactions open when it was added; each waits for it to stop.
    package var transactions: [TransactionState]
    /// Whether `beginTime` is resolved and the clock knows of it.
    package var isActive = false
    package var didStart = false
    package var didStop = false
    /// For a `CATransition`: the layer's rendering when the transition was added,
    /// in the layer's bounds space.
    package var snapshot: [DisplayItem] = []

    package init(key: String?, animation: CAAnimation, layer: CALayer, transactions: [TransactionState]) {
        self.key = key
        self.animation = animation
        self.layer = layer
        self.transactions = transactions
    }

    /// Clock times at which the animation starts and ends, when it does so at the
    /// current timing of its layer and the layer's ancestors.
    package var rootStartTime: CFTimeInterval? {
        layer?.rootTime(fromLocalTime: animation.beginTime)
    }

    package var rootEndTime: CFTimeInterval? {
        guard let end = animation.timing.endTimeInParent else { return nil }
        return layer?.rootTime(fromLocalTime: end)
    }

    /// Marks the record stopped and tells the delegate and the waiting transactions.
    package func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        let waiting = transactions
        transactions = []
        for transaction in waiting { transaction.animationStopped() }
    }
}
