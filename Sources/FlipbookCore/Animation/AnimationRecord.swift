//  AnimationRecord.swift — FlipbookCore
//  Flipbook's bookkeeping for one animation attached to a layer. Status: complete.

import Foundation
import Synchronization
import FlipbookGraphics

/// An animation attached to a layer, with what the clock needs to know about it.
package final class AnimationRecord {
    package let key: String?
    /// The layer's own copy of the animation.
    package let animation: CAAnimation
    package weak var layer: CALayer?
    /// The shared time space it runs in, if any (its parent time is then the domain's time).
    package let domain: TimeDomain?
    /// Transactions open when it was added; each waits for it to stop.
    package var transactions: [TransactionState]
    /// Whether `beginTime` is resolved and the clock knows of it.
    @exclusivity(unchecked) package var isActive = false
    package var didStart = false
    package var didStop = false
    /// For a `CATransition`: the layer's rendering when the transition was added,
    /// in the layer's bounds space.
    package var snapshot: [DisplayItem] = []

    // The clock's bookkeeping (see `MediaClock`'s event queue).
    /// The clock the record is registered with, which holds its pending start or finish.
    weak var registeredClock: MediaClock?
    /// Where the record is in its clock's live list; its registration serial there (what orders
    /// animations due at the same instant); the generation of its current queue entry.
    var liveIndex = -1
    var serial = 0
    var queueGeneration = 0
    /// The event its current queue entry is for, nil when it has none.
    var queuedEvent: (time: CFTimeInterval, isFinish: Bool)?
    /// This record among every record the process makes, never reused: what an inventory's
    /// signature remembers it by. (A weak reference would give every record a side table, and
    /// each retain of it — thousands a frame, in the clock's queue — the slow path.)
    package let identity = AnimationRecord.nextIdentity.wrappingAdd(1, ordering: .relaxed).newValue
    private static let nextIdentity = Atomic<UInt64>(0)

    package init(
        key: String?, animation: CAAnimation, layer: CALayer, transactions: [TransactionState], domain: TimeDomain? = nil
    ) {
        self.key = key
        self.domain = domain
        self.animation = animation
        self.layer = layer
        self.transactions = transactions
    }

    /// The animation's parent time when its layer's local time is `t`.
    package func parentTime(atLayerTime t: CFTimeInterval) -> CFTimeInterval {
        domain?.localTime(atLayerTime: t) ?? t
    }

    /// Clock times at which the animation starts and ends, when it does so at the
    /// current timing of its layer and the layer's ancestors (never, in a domain).
    package func rootStartTime(now: CFTimeInterval) -> CFTimeInterval? {
        layer.flatMap { rootStartTime(now: now, on: $0) }
    }

    /// `rootStartTime`, with the record's layer already at hand.
    package func rootStartTime(now: CFTimeInterval, on layer: CALayer) -> CFTimeInterval? {
        guard domain == nil else { return nil }
        // Already begun in local time (a paused layer can be at its begin time without ever
        // reaching it again in clock time): it starts now.
        if layer.localTime(fromRootTime: now) >= animation.beginTime { return now }
        return layer.rootTime(fromLocalTime: animation.beginTime)
    }

    package var rootEndTime: CFTimeInterval? { layer.flatMap(rootEndTime(on:)) }

    /// `rootEndTime`, with the record's layer already at hand.
    package func rootEndTime(on layer: CALayer) -> CFTimeInterval? {
        guard domain == nil, let end = animation.timing.endTimeInParent else { return nil }
        return layer.rootTime(fromLocalTime: end)
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
