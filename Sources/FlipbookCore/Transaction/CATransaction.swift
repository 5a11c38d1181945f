//  CATransaction.swift — FlipbookCore
//  Mirrors QuartzCore.CATransaction. Status: complete (no locking).

import Foundation

/// Groups layer changes: their implicit animations' duration and curve, whether
/// actions run at all, and a block to run when every animation added inside has finished.
///
/// As in Core Animation, each thread has its own stack of transactions and an
/// implicit transaction opened by the first change outside `begin()`; the
/// implicit one is committed when the media clock next ticks (Core Animation
/// commits it at the end of the run-loop turn). Nested transactions count for
/// their parents: an outer completion block waits for inner animations too.
public final class CATransaction {
    private init() {}

    /// Opens a transaction nested in the current one.
    public static func begin() {
        let stack = TransactionStack.current
        stack.transactions.append(TransactionState(parent: stack.top, isImplicit: false))
    }

    /// Commits the innermost explicit transaction.
    public static func commit() {
        let stack = TransactionStack.current
        guard let top = stack.transactions.last, !top.isImplicit else { return }
        stack.transactions.removeLast()
        top.commit()
    }

    /// Commits the implicit transaction now, with any explicit ones left open inside it.
    public static func flush() {
        let stack = TransactionStack.current
        guard let bottom = stack.transactions.first, bottom.isImplicit else { return }
        let open = stack.transactions
        stack.transactions.removeAll()
        for transaction in open.reversed() { transaction.commit() }
    }

    /// Duration of implicit animations (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval { lookup(\.animationDuration) ?? CAAnimation.defaultDuration }
    public static func setAnimationDuration(_ dur: CFTimeInterval) { TransactionStack.current.open().animationDuration = dur }

    /// Timing function of implicit animations (nil: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.animationTimingFunction) }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.current.open().animationTimingFunction = function
    }

    /// Whether property changes run no actions (no implicit animations).
    public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }
    public static func setDisableActions(_ flag: Bool) { TransactionStack.current.open().disableActions = flag }

    /// The block run once every animation added in this transaction has finished.
    public static func completionBlock() -> (() -> Void)? { TransactionStack.current.top?.completionBlock }
    public static func setCompletionBlock(_ block: (() -> Void)?) { TransactionStack.current.open().completionBlock = block }

    /// Arbitrary per-transaction values (`kCATransactionAnimationDuration` etc. are the typed accessors above).
    /// Takes the transaction lock (recursive: a thread may take it again), for code that
    /// changes layers shared between threads.
    public static func lock() { sharedLock.lock() }
    /// Gives the transaction lock back.
    public static func unlock() { sharedLock.unlock() }
    private static let sharedLock = NSRecursiveLock()

    public static func value(forKey key: String) -> Any? { lookup { $0.values[key] } }
    public static func setValue(_ anObject: Any?, forKey key: String) { TransactionStack.current.open().values[key] = anObject }

    /// The innermost value set for a property, searching outwards.
    private static func lookup<T>(_ read: (TransactionState) -> T?) -> T? {
        var t = TransactionStack.current.top
        while let current = t {
            if let value = read(current) { return value }
            t = current.parent
        }
        return nil
    }

    // MARK: - Flipbook addition

    /// The open transactions of this thread, innermost last (for registering animations).
    package static var openTransactions: [TransactionState] { TransactionStack.current.transactions }

    /// The innermost transaction, opening the implicit one if none is open.
    package static var currentTransaction: TransactionState { TransactionStack.current.open() }
}

/// One transaction's settings and its count of unfinished animations.
package final class TransactionState {
    let parent: TransactionState?
    let isImplicit: Bool
    var animationDuration: CFTimeInterval?
    var animationTimingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completionBlock: (() -> Void)?
    var values: [String: Any] = [:]

    private var pending = 0
    private var isCommitted = false
    /// A clock that saw this transaction's changes, to run an empty transaction's completion on.
    package weak var clock: MediaClock?

    init(parent: TransactionState?, isImplicit: Bool) {
        self.parent = parent
        self.isImplicit = isImplicit
    }

    /// An animation was added while this transaction was open.
    package func animationAdded(on clock: MediaClock?) {
        pending += 1
        if self.clock == nil { self.clock = clock }
    }

    /// One of this transaction's animations stopped (finished or removed).
    package func animationStopped() {
        pending -= 1
        if pending == 0, isCommitted { complete() }
    }

    fileprivate func commit() {
        isCommitted = true
        guard pending == 0 else { return }
        // No animation to wait for: Core Animation calls the block right after the commit,
        // so it runs on the next tick of a clock that saw the change, or now if none did.
        if let clock {
            clock.schedule(at: clock.time) { [self] in complete() }
        } else {
            complete()
        }
    }

    private func complete() {
        let block = completionBlock
        completionBlock = nil
        block?()
    }
}

/// The per-thread transaction stack.
private final class TransactionStack {
    var transactions: [TransactionState] = []

    var top: TransactionState? { transactions.last }

    /// The innermost transaction, opening an implicit one if none is open.
    func open() -> TransactionState {
        if let top { return top }
        let implicit = TransactionState(parent: nil, isImplicit: true)
        transactions.append(implicit)
        return implicit
    }

    private static let stack = ThreadLocal<TransactionStack>("CATransaction.stack") { TransactionStack() }

    // Flipbook: per-thread state, as Core Animation's own transactions are; no process-wide globals.
    static var current: TransactionStack { stack.value }
}
