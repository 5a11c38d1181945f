//  MediaClock.swift — FlipbookCore
//  Flipbook's source of time for a layer tree (Core Animation's render-server clock). Status: complete.

import Foundation
import FlipbookGraphics

/// The single source of time for a layer tree.
///
/// Nothing in FlipbookCore reads the wall clock: a driver (the player, a test,
/// a script) advances a clock with `tick(to:)`. Evaluating a tree at the
/// clock's time is pure; side effects — `animationDidStart`,
/// `animationDidStop(_:finished:)`, removal of finished animations,
/// `CATransaction` completion blocks — happen only inside `tick(to:)`, in time
/// order, each at its own instant: while a side effect runs, `time` reads the
/// moment it was due, so an animation started from a completion block begins
/// exactly where the previous one ended, whatever the tick size.
///
/// A run-loop turn ends — the owner's layout pass runs, then the implicit
/// transaction commits (`commit()`) — when a tick begins and after each side
/// effect, as iOS lays out and commits at the end of every turn: so the model a
/// frame is drawn from is the model an inspector reads, whether or not anything
/// was drawn in between.
///
///     let clock = MediaClock()
///     clock.add(rootLayer)
///     rootLayer.sublayers?[0].add(fade, forKey: "fade")
///     clock.tick(to: 0.1)   // 100 ms later
public final class MediaClock {
    /// The current time in seconds (what `CACurrentMediaTime()` returns on iOS).
    public private(set) var time: CFTimeInterval
    /// The root layers this clock drives.
    public private(set) var layers: [CALayer] = []

    /// The registered animations (in no particular order: `AnimationRecord.serial` orders them).
    private var live: [AnimationRecord] = []
    /// Beside each of `live`, when it ends in clock time as last re-timed; infinity for never, or
    /// cannot tell. What `scheduledEnd` reads: ten thousand records read one by one were a cache
    /// miss each.
    private var liveEnds: [CFTimeInterval] = []
    /// Pending starts and finishes of `live` and scheduled blocks, earliest first.
    private var queue = ClockEventQueue()
    private var scheduled: [Int: () -> Void] = [:]
    /// The scheduled blocks that only watch (see `schedule(at:watchOnly:_:)`).
    private var watches: Set<Int> = []
    private var nextSerial = 0
    private var sources: [(sequence: Int, source: ClockEventSource)] = []
    private var sequence = 0
    private var diagnosticLog: [String] = []
    /// The latest clock time at which anything changed what the clock would run: an event ran, an
    /// animation or event source came or went, a block was scheduled or cancelled (see `rewind(to:)`).
    private var lastChange: CFTimeInterval

    /// A guard against an event that keeps rescheduling itself at the same instant.
    static let maximumEventsPerTick = 100_000

    public init(time: CFTimeInterval = 0) {
        self.time = time
        lastChange = time
    }

    /// Makes `layer` a root layer driven by this clock; animations added to its tree
    /// before it had a clock begin now.
    public func add(_ layer: CALayer) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        noteChange()
        layer.removeFromSuperlayer()
        layers.append(layer)
        layer.hostClock = self
        layer.activatePendingAnimations(on: self)
    }

    /// Stops driving `layer`'s tree.
    public func remove(_ layer: CALayer) {
        noteChange()
        layers.removeAll { $0 === layer }
        if layer.hostClock === self { layer.hostClock = nil }
    }

    /// Advances the clock by `dt` seconds.
    public func advance(by dt: CFTimeInterval) {
        tick(to: time + dt)
    }

    /// Advances the clock to `target`, running every side effect due on the way in time order.
    ///
    /// Time never runs backwards: a target earlier than `time` is ignored. (To show an
    /// earlier moment, rebuild the scene and replay, or evaluate it at that time.)
    public func tick(to target: CFTimeInterval) {
        commit()
        guard target >= time else { return }
        var count = 0
        while let event = nextEvent(notAfter: target) {
            time = max(time, event.time)
            noteChange()
            event.run(on: self)
            commit()
            count += 1
            if count == Self.maximumEventsPerTick {
                reportCounted("MediaClock: more than \(Self.maximumEventsPerTick) events at or before \(target) s; "
                    + "something keeps rescheduling itself at the same instant. The rest wait for the next tick.")
                break
            }
        }
        time = target
    }

    // MARK: - Flipbook addition

    /// Ends the run-loop turn now, without moving time: the owner's layout pass (`willCommit`),
    /// then the commit of the implicit transaction. `tick(to:)` does it before its first event and
    /// after each; a driver that changes the scene and reads it before ticking again calls it.
    public func commit() {
        willCommit?()
        CATransaction.flush()
    }

    /// What the owner of the clock's trees does when a turn ends, before the commit: the window's
    /// layout pass, which may set frames (a presentation controller's
    /// `containerViewWillLayoutSubviews`) and so must not wait for a frame to be drawn.
    // Flipbook: Core Animation lays out in its commit (layoutSublayers); views lay out here.
    package var willCommit: (() -> Void)?

    /// Diagnostics about misuse that Core Animation would log, oldest first.
    public var diagnostics: [String] { diagnosticLog }

    package func report(_ message: String) {
        diagnosticLog.append(message)
        lastCounted = (nil, 0)
    }

    /// Reports `message`, or, when the last report was this same message, counts it on that line
    /// (`… (860 times)`): for a message met once per item or per tick, which must read as one line.
    package func reportCounted(_ message: String) {
        if message == lastCounted.message, let last = diagnosticLog.indices.last {
            lastCounted.count += 1
            diagnosticLog[last] = "\(message) (\(lastCounted.count) times)"
        } else {
            diagnosticLog.append(message)
            lastCounted = (message, 1)
        }
    }

    /// The message `reportCounted` last reported and how many times in a row.
    private var lastCounted: (message: String?, count: Int) = (nil, 0)

    /// Reports `message` unless this clock has said it already: for misuse that is met again on
    /// every frame drawn (a layer too large to draw), said once.
    package func reportOnce(_ message: String) {
        guard !diagnosticLog.contains(message) else { return }
        report(message)
    }

    /// Runs `action` when the clock reaches `time` (on the next tick if it is already past);
    /// returns a token for `cancelScheduled(_:)`.
    /// `watchOnly`: the block only looks and reports (a transition's stuck-timeout), never starting
    /// or changing anything, so `scheduledEnd` may look past it.
    @discardableResult
    package func schedule(at time: CFTimeInterval, watchOnly: Bool = false, _ action: @escaping () -> Void) -> Int {
        noteChange()
        sequence += 1
        scheduled[sequence] = action
        if watchOnly { watches.insert(sequence) }
        queue.insert(.init(time: time, order: -1, sequence: sequence, record: nil, generation: 0))
        return sequence
    }

    /// Adds an event source: on every tick the clock asks it when it is due, at the current
    /// timing of everything it depends on, and fires it in time order with the other events.
    /// The clock holds the source until it is removed.
    package func addEventSource(_ source: ClockEventSource) {
        guard !sources.contains(where: { $0.source === source }) else { return }
        noteChange()
        sequence += 1
        sources.append((sequence, source))
    }

    package func removeEventSource(_ source: ClockEventSource) {
        noteChange()
        sources.removeAll { $0.source === source }
    }

    /// Forgets a block scheduled with `schedule(at:_:)` that has not run yet.
    package func cancelScheduled(_ token: Int) {
        noteChange()
        _ = scheduled.removeValue(forKey: token)  // released once the dictionary is no longer being changed
        watches.remove(token)
    }

    /// Lets go of everything the clock would still run — scheduled blocks, event sources,
    /// animations — without running any of it: its owner (a window) is gone, and these are what
    /// kept the owner's objects holding each other.
    package func invalidate() {
        noteChange()
        willCommit = nil
        // What is let go of is released at the end, once none of these is being changed.
        let dropped = (scheduled, sources, live, queue)
        scheduled = [:]
        watches = []
        sources = []
        for record in live { forget(record) }
        live = []
        liveEnds = []
        queue = ClockEventQueue()
        _ = dropped
        for layer in layers where layer.hostClock === self { layer.hostClock = nil }
        layers.removeAll()
    }

    package func register(_ record: AnimationRecord) {
        noteChange()
        CALayer.noteTreeChange()
        record.registeredClock = self
        record.liveIndex = live.count
        record.serial = nextSerial
        nextSerial += 1
        live.append(record)
        liveEnds.append(.infinity)
        retime(record)
    }

    package func unregister(_ record: AnimationRecord) {
        noteChange()
        CALayer.noteTreeChange()
        removeFromLive(record)
    }

    private func removeFromLive(_ record: AnimationRecord) {
        guard record.registeredClock === self, live.indices.contains(record.liveIndex),
              live[record.liveIndex] === record else { return }
        let index = record.liveIndex
        live.swapAt(index, live.count - 1)
        liveEnds.swapAt(index, live.count - 1)
        live[index].liveIndex = index
        live.removeLast()
        liveEnds.removeLast()
        forget(record)
    }

    private func forget(_ record: AnimationRecord) {
        record.registeredClock = nil
        record.liveIndex = -1
        record.queuedEvent = nil
        record.queueGeneration += 1
    }

    /// Brings a registered animation's pending event up to date with the current timing of its
    /// layer and the layer's ancestors: what the clock is told whenever that timing may have
    /// changed (see `CALayer.timingDidChange()`). Cheap when nothing did.
    func retime(_ record: AnimationRecord) {
        guard record.registeredClock === self else { return }
        let layer = record.layer
        let end = layer.flatMap(record.rootEndTime(on:))
        liveEnds[record.liveIndex] = end ?? .infinity
        let due: CFTimeInterval? = if record.domain != nil || record.didStop { nil }
            else if record.didStart { end }
            else { layer.flatMap { record.rootStartTime(now: time, on: $0) } }
        let event = due.map { (time: $0, isFinish: record.didStart) }
        if let old = record.queuedEvent, let event, old == event { return }
        if record.queuedEvent == nil, event == nil { return }
        record.queueGeneration += 1
        record.queuedEvent = event
        if let event {
            queue.insert(.init(time: event.time, order: event.isFinish ? 1 : 0, sequence: record.serial,
                               record: record, generation: record.queueGeneration))
        }
    }

    /// When what the clock runs now will all have ended, as things stand: the latest end of its
    /// animations; nil when it cannot tell — an animation that never ends (repeating forever, in
    /// a time domain, on a paused layer), a block scheduled that may do more than watch, or an
    /// event source due (either may start more). Flipbook: what the player shows as a heavy
    /// take's length until it measures it. An animation whose layer has gone counts until the
    /// clock lets go of it, at its next event.
    package var scheduledEnd: CFTimeInterval? {
        guard scheduled.count == watches.count, !sources.contains(where: { $0.source.dueTime != nil }) else { return nil }
        var end = time
        for recordEnd in liveEnds {
            guard recordEnd.isFinite else { return nil }
            end = max(end, recordEnd)
        }
        return end
    }

    /// How many animations have been registered with the clock so far (Flipbook: what the player
    /// weighs an action by, to tell work a frame can take from work it cannot).
    package var animationsRegistered: Int { nextSerial }

    /// How many animations the clock holds now, running or not yet let go of after they stopped
    /// (Flipbook: what running it on may have to go through).
    package var liveAnimationCount: Int { live.count }

    /// Comparisons the event queue has made so far (Flipbook: what a test bounds per event).
    package var eventQueueComparisons: Int { queue.comparisons }

    private func noteChange() {
        lastChange = max(lastChange, time)
    }

    /// The time of the next side effect due at or before `target` (never earlier than `time`),
    /// or nil when none is: lets a driver stop at each event in turn (the player finding when a
    /// take ends to the instant).
    public func nextEventTime(notAfter target: CFTimeInterval) -> CFTimeInterval? {
        nextEvent(notAfter: target).map { max($0.time, time) }
    }

    /// Whether `rewind(to:)` can go back to `target`: nothing has changed what the clock runs
    /// since then (no event ran, no animation, source or block came or went after `target`).
    public func canRewind(to target: CFTimeInterval) -> Bool {
        target <= time && target >= lastChange
    }

    /// Moves time back to `target` when `canRewind(to:)`: the tree then reads exactly as it did
    /// at `target`, since evaluating is pure and nothing has happened in between. Returns whether
    /// it did; otherwise nothing changes (an earlier moment needs a rebuilt, replayed scene).
    @discardableResult
    public func rewind(to target: CFTimeInterval) -> Bool {
        guard canRewind(to: target) else { return false }
        time = target
        return true
    }

    /// Whether any animation in the clock's trees is still to start or finish, or an event
    /// source that is an animation of its own (a scroll view's deceleration) is still moving.
    public var hasRunningAnimations: Bool {
        live.contains { $0.layer != nil && !$0.didStop } || sources.contains { $0.source.isAnimation }
    }

    // MARK: Events

    /// A side effect due at a time. Plain values, not closures: the clock looks for the next
    /// one before every event, so finding it allocates nothing.
    private struct Event {
        enum Action {
            case start(AnimationRecord)
            case finish(AnimationRecord)
            case fire(ClockEventSource)
            /// The block scheduled under this sequence number.
            case scheduled(sequence: Int)
        }

        var time: CFTimeInterval
        /// At the same instant: blocks scheduled earlier (removals, empty transactions), then starts,
        /// then stops, then event sources (whose work usually follows from those stops).
        var order: Int
        var sequence: Int
        var action: Action

        func precedes(_ other: Event) -> Bool {
            (time, order, sequence) < (other.time, other.order, other.sequence)
        }

        func run(on clock: MediaClock) {
            switch action {
            case .start(let record): clock.start(record)
            case .finish(let record): clock.finish(record)
            case .fire(let source): source.fire()
            case .scheduled(let sequence): clock.runScheduled(sequence)
            }
        }
    }

    /// Whether a queue entry still stands for what the clock would run.
    private func isCurrent(_ entry: ClockEventQueue.Entry) -> Bool {
        guard let record = entry.record else { return scheduled[entry.sequence] != nil }
        return entry.generation == record.queueGeneration && record.registeredClock === self
    }

    /// The earliest side effect due at or before `target`: the queue's first current entry, or
    /// an event source due before it (sources are asked afresh each time).
    private func nextEvent(notAfter target: CFTimeInterval) -> Event? {
        var best: Event?
        func consider(_ event: Event) {
            if event.time <= target, best.map(event.precedes) ?? true { best = event }
        }
        // Stale entries are dropped as they come to the top; when they are most of the queue, at once.
        if queue.count > 64, queue.count > 2 * (live.count + scheduled.count) {
            _ = queue.compact { isCurrent($0) }
        }
        while let entry = queue.first {
            guard isCurrent(entry) else { _ = queue.removeFirst(); continue }
            guard let record = entry.record else {
                consider(Event(time: entry.time, order: -1, sequence: entry.sequence, action: .scheduled(sequence: entry.sequence)))
                break
            }
            // An animation whose layer is gone never starts or stops: let go of it.
            guard record.layer != nil, !record.didStop else {
                _ = queue.removeFirst()
                removeFromLive(record)
                continue
            }
            let action: Event.Action = entry.order == 0 ? .start(record) : .finish(record)
            consider(Event(time: entry.time, order: entry.order, sequence: entry.sequence, action: action))
            break
        }
        for (sequence, source) in sources {
            if let due = source.dueTime {
                consider(Event(time: max(due, time), order: 2, sequence: sequence, action: .fire(source)))
            }
        }
        return best
    }

    private func runScheduled(_ sequence: Int) {
        guard let action = scheduled.removeValue(forKey: sequence) else { return }
        watches.remove(sequence)
        action()
    }

    private func start(_ record: AnimationRecord) {
        record.didStart = true
        retime(record)  // its finish is pending now
        record.animation.delegate?.animationDidStart(record.animation)
    }

    private func finish(_ record: AnimationRecord) {
        unregister(record)
        if record.animation.isRemovedOnCompletion { record.layer?.removeFinished(record) }
        record.stop(finished: true)
    }
}

/// Something that happens at a time that depends on the current timing of layers (a property
/// animator reaching its end, an interactive transition running back to its start): the clock
/// asks for `dueTime` afresh before each event, so pausing or re-timing moves it.
package protocol ClockEventSource: AnyObject {
    /// The clock time at which the source fires, or nil while it is not heading anywhere.
    var dueTime: CFTimeInterval? { get }
    /// Runs the event; a source that is done removes itself from the clock.
    func fire()
    /// Whether the source moves something frame by frame until it is removed, and so is a
    /// running animation (`hasRunningAnimations`); most sources only end something (false).
    var isAnimation: Bool { get }
}

extension ClockEventSource {
    package var isAnimation: Bool { false }
}
