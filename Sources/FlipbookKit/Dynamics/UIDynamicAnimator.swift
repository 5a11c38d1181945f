//  UIDynamicAnimator.swift — FlipbookKit
//  Mirrors UIKit.UIDynamicAnimator and UIDynamicAnimatorDelegate. Status: complete.

import Foundation

/// Told when an animator's items come to rest and when they start moving again (optional in UIKit).
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs UIKit Dynamics behaviours on the items of a reference view.
///
/// Flipbook simulates deterministically at a fixed step (`PhysicsWorld.fixedTimeStep`) and
/// keeps the whole trajectory: whenever the behaviours or items change, it simulates ahead
/// from that moment until the items come to rest, and shows the trajectory through an
/// animation on each item's layer. The frames are then a function of time — a physics
/// transition can be paused and scrubbed, runs identically every time, and has a known
/// length (`settlingTime`). `dynamicAnimatorDidPause` arrives when the clock reaches the rest.
///
/// Items come to rest when every one moves slower than `restLinearSpeed` and turns slower
/// than `restAngularSpeed` for `restWindow` seconds. Each item's model values (`center`,
/// `transform`) hold where it comes to rest; its presentation follows the trajectory.
///
/// An animator made with `init(collectionViewLayout:)` moves layout attributes in the
/// collection view's content coordinates instead: at every screen refresh (every other step)
/// of the collection view's time until the rest, it puts each item's `center` and
/// `transform` where the trajectory has it and invalidates the layout, so the collection view
/// lays its cells out again from them.
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate space the simulation runs in (nil for a collection view layout's).
    open private(set) weak var referenceView: UIView?
    /// The layout whose attributes are the items (collection-view mode), and whether there is one.
    private weak var layout: UICollectionViewLayout?
    private let isLayoutMode: Bool
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// Rest thresholds: points/s, radians/s, and how long both must hold (seconds).
    public static let restLinearSpeed = 2.0
    public static let restAngularSpeed = 0.05
    public static let restWindow = 0.1
    /// The longest a simulation runs ahead before giving up on rest, seconds.
    public static let simulationLimit = 60.0

    /// The reference layer's local time at the start of the simulation (trajectory time 0).
    private var origin: CFTimeInterval?
    /// Every recorded step: where each item is, in `items` order (the full state where kept).
    private var record = DynamicsRecord()
    /// The last simulation, kept to step again to a step whose full state the record does not keep.
    private var run: DynamicsRun?
    /// The full states last stepped to again, and their step.
    private var exactCache: (step: Int, states: [ItemState])?
    private var items: [UIDynamicItem] = [] { didSet { itemIndex = Self.indexes(of: items) } }
    /// Each item's index in `items`.
    private var itemIndex: [ObjectIdentifier: Int] = [:]
    /// The step from which a change made in this run-loop turn re-simulates, when one is waiting:
    /// changes are applied together when the turn ends (or when something asks the animator where
    /// its items go), as UIKit applies them at its next step — adding 860 behaviours simulates once.
    private var pendingStart: Int?
    /// The step at which everything came to rest, if it did.
    private var restStep: Int?
    private var didNotifyPause = false
    private var isResimulating = false
    private var pendingVelocities: [(item: UIDynamicItem, linear: PhysicsVector, angular: Double)] = []
    private var registeredClock: MediaClock?
    /// The behaviours' action blocks, run at each step's media time as the clock passes it.
    private var actions: [() -> Void] = []
    /// The last step whose action blocks ran (the simulation's start step before any did).
    private var lastActionStep = 0
    /// The trajectory time of the step whose action blocks are running (what `elapsedTime` says then).
    private var actionStepTime: Double?
    /// Counts simulations, so a run of action blocks can tell one of them re-simulated.
    private var simulationCount = 0
    /// Whether the last simulation stopped at `simulationLimit` without the items resting.
    private var reachedLimit = false

    /// Fixed steps simulated so far, over every simulation: a test bounds it per `addBehavior`.
    package private(set) var simulatedStepCount = 0

    struct ItemState {
        var position: PhysicsVector
        var angle: Double
        var velocity: PhysicsVector
        var angularVelocity: Double
    }

    public init(referenceView view: UIView) {
        referenceView = view
        isLayoutMode = false
        super.init()
    }

    /// An animator whose items are `layout`'s attributes, in the collection view's content coordinates.
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init(layout: layout)
    }

    private init(layout: UICollectionViewLayout) {
        self.layout = layout
        isLayoutMode = true
        super.init()
    }

    // MARK: Behaviours

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.attach(to: self)
        behaviors.append(behavior)
        addedItemCount = Self.itemCount(of: behavior)
        behaviorsDidChange()
        addedItemCount = 0
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.attach(to: nil)
        behaviors.removeAll { $0 === behavior }
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.attach(to: nil) }
        behaviors.removeAll()
        behaviorsDidChange()
    }

    /// The window of the reference view went away mid-simulation: let go of the behaviours
    /// (whose action blocks may capture a transition context that holds this animator) and the
    /// items, running nothing and telling no delegate.
    package func abandon() {
        pendingStart = nil
        batchIsOpen = false
        for behavior in behaviors { behavior.attach(to: nil) }
        behaviors.removeAll()
        items.removeAll()
        record = DynamicsRecord()
        run = nil
        exactCache = nil
        actions.removeAll()
        pendingVelocities.removeAll()
        registeredClock?.removeEventSource(self)
        registeredClock = nil
    }

    /// A percent-driven transition in the reference view was cancelled and has run back to its
    /// start: the items go back to where the simulation began and the animator pauses there,
    /// telling its delegate, as it does when nothing is left to move. (Flipbook: UIKit's percent
    /// driver cannot run dynamics backwards at all; Flipbook scrubs their recorded trajectory.)
    package func returnToStartAndPause() {
        simulatePendingChanges()
        guard !record.isEmpty, !didNotifyPause else { return }
        record.cut(after: 0, at: exactStates(atStep: 0))
        restStep = 0
        lastActionStep = 0
        reachedLimit = false
        withoutResimulating { place(at: 0) }
        fire()
    }

    /// Whether the items are still moving (the clock has not reached their rest).
    open var isRunning: Bool {
        simulatePendingChanges()
        guard !record.isEmpty else { return false }
        guard let restStep else { return true }
        return now < Double(restStep) * PhysicsWorld.fixedTimeStep
    }

    /// Seconds the simulation has run, up to its rest.
    open var elapsedTime: TimeInterval {
        if let actionStepTime { return actionStepTime }
        simulatePendingChanges()
        let limit = restStep.map { Double($0) * PhysicsWorld.fixedTimeStep } ?? .infinity
        return min(max(now, 0), limit)
    }

    /// The items whose frames (in the reference view) intersect `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        simulatePendingChanges()
        return items.filter { item in
            guard let state = state(of: item, atStep: currentStep) else { return false }
            let size = item.bounds.size
            let frame = CGRect(x: state.position.x - Double(size.width) / 2, y: state.position.y - Double(size.height) / 2,
                               width: Double(size.width), height: Double(size.height))
            return frame.intersects(rect)
        }
    }

    /// Takes the item's model values (as the app just set them) as its state from now.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        simulatePendingChanges()
        guard let index = itemIndex[ObjectIdentifier(item)] else { return }
        let step = changeStep()
        if step < record.count { record.setLast(index, position: position(of: item), angle: angle(of: item)) }
        noteChange(atStep: step)
    }

    // MARK: Collection views

    /// The attributes of the cell at `indexPath` among the items, as the animator has placed them.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the items.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func layoutAttributes(_ category: UICollectionView.ElementCategory, kind: String?,
                                  at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        items.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first {
            $0.representedElementCategory == category && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    // MARK: - Flipbook addition

    /// When the items come to rest, in seconds from the start of the simulation (simulating
    /// ahead as far as needed); nil when they do not settle within `simulationLimit`.
    public var settlingTime: TimeInterval? {
        simulatePendingChanges()
        return restStep.map { Double($0) * PhysicsWorld.fixedTimeStep }
    }

    /// The bytes the recorded trajectory takes: the record (which the items' animations read), the
    /// samples of animations that keep their own (items in another view than the reference view),
    /// and the world states kept to step again from.
    package var trajectoryByteCount: Int {
        let own = items.filter { ($0 as? UIView).map { $0.superview !== referenceView } ?? false }.count
        return record.byteCount + record.count * own * (MemoryLayout<CGPoint>.stride + MemoryLayout<Double>.stride)
            + (run?.byteCount ?? 0)
    }

    /// The reference layer's local time at which the simulation started.
    package var startTime: CFTimeInterval? { origin }

    // MARK: - Plumbing for behaviours

    /// Runs `body` without re-simulating for the changes it makes (behaviours adjusting themselves).
    package func withoutResimulating(_ body: () -> Void) {
        let was = isResimulating
        isResimulating = true
        body()
        isResimulating = was
    }

    /// The behaviours changed: simulate again from now, when this run-loop turn ends.
    package func behaviorsDidChange() {
        guard !isResimulating else { return }
        if origin == nil { origin = referenceLayerTime }
        // A change at a later step than the one waiting (time moved on with no turn ending in
        // between: no window) first lets the waiting one simulate up to it.
        if let pendingStart, pendingStart != stepNow { simulatePendingChanges() }
        noteChange(atStep: changeStep())
    }

    /// Records that the world changed at `step`, to simulate at the end of the turn: the window
    /// simulates it when its turn ends, the clock at its next event.
    private func noteChange(atStep step: Int) {
        pendingStart = min(pendingStart ?? step, step)
        coordinateView?.window?.dynamicAnimatorNeedsSimulation(self)
        if registeredClock == nil, let clock {
            clock.addEventSource(self)
            registeredClock = clock
        }
        if isBatching {
            batchIsOpen = true
        } else {
            let before = simulatedStepCount
            simulatePendingChanges()
            eagerWorkThisTurn += (simulatedStepCount - before) * max(items.count, 1)
        }
    }

    /// The run-loop turn ended (the window's, or the clock's next event without one): the
    /// changes waiting simulate, and the next turn may simulate eagerly again.
    package func endTurn() {
        eagerWorkThisTurn = 0
        simulatePendingChanges()
    }

    /// A large change is waiting for the end of the turn: the turn's later changes join it.
    private var batchIsOpen = false

    /// Worlds of at most this many items simulate each change at once (delegates hear of contacts
    /// and pauses before `addBehavior` returns, instant pushes switch off); larger ones — and
    /// a reference view's every change of a turn past `eagerWorkPerTurn` — wait for the end of
    /// the turn, so a batch of behaviours simulates once. (A collection view's layout reads its
    /// items' places in the same turn as it updates them: it always simulates at once.)
    // Flipbook: UIKit applies every change at its next step; small worlds keep Flipbook's
    // synchronous simulation, which its users and tests rely on.
    package static let eagerSimulationLimit = 64
    /// Item steps a turn may simulate eagerly; past them the turn's later changes wait for its
    /// end. (50 pieces given a push each, one `addBehavior` at a time, re-simulated the whole
    /// drop 52 times: 3.7 s in release.)
    package static let eagerWorkPerTurn = 100_000
    /// Item steps simulated eagerly since the turn began.
    private var eagerWorkThisTurn = 0

    /// Items the behaviour being added brings (with its children's), for `isBatching`.
    private var addedItemCount = 0

    /// Whether the change waits for the end of the turn: a change is already waiting, or the
    /// world, with the behaviour being added, holds more than `eagerSimulationLimit` items.
    private var isBatching: Bool {
        batchIsOpen || items.count + addedItemCount > Self.eagerSimulationLimit
            || (!isLayoutMode && eagerWorkThisTurn > Self.eagerWorkPerTurn)
    }

    /// The items `behavior` and its children act on (an attachment's two at most).
    private static func itemCount(of behavior: UIDynamicBehavior) -> Int {
        let own: Int
        switch behavior {
        case let b as UIGravityBehavior: own = b.items.count
        case let b as UICollisionBehavior: own = b.items.count
        case let b as UIPushBehavior: own = b.items.count
        case let b as UIDynamicItemBehavior: own = b.items.count
        case let b as UIFieldBehavior: own = b.items.count
        default: own = 0
        }
        return behavior.childBehaviors.reduce(own) { $0 + itemCount(of: $1) }
    }

    /// Simulates the changes waiting since the turn began, if any (from the earliest one's step).
    package func simulatePendingChanges() {
        guard let start = pendingStart else { return }
        pendingStart = nil
        batchIsOpen = false
        resimulate(fromStep: start)
    }

    package func addVelocity(linear: PhysicsVector, angular: Double, to item: UIDynamicItem) {
        pendingVelocities.append((item, linear, angular))
        behaviorsDidChange()
    }

    /// The item's motion at the clock's time.
    package func currentMotion(of item: UIDynamicItem) -> (velocity: PhysicsVector, angularVelocity: Double)? {
        simulatePendingChanges()
        return state(of: item, atStep: currentStep).map { ($0.velocity, $0.angularVelocity) }
    }

    // MARK: Time

    /// The view the simulation runs in: the reference view, or the layout's collection view,
    /// whose layer's time the trajectory follows.
    private var coordinateView: UIView? { referenceView ?? layout?.collectionView }
    private var referenceLayer: CALayer? { coordinateView?.layer }
    private var clock: MediaClock? { referenceLayer?.clock ?? UIWindow.current?.clock }

    private var referenceLayerTime: CFTimeInterval {
        guard let layer = referenceLayer, let clock = layer.clock else { return 0 }
        return layer.localTime(fromRootTime: clock.time)
    }

    /// Trajectory time now.
    private var now: Double { referenceLayerTime - (origin ?? referenceLayerTime) }

    /// The recorded step at (or just before) now.
    private var currentStep: Int {
        guard !record.isEmpty else { return 0 }
        let step = Int((max(now, 0) / PhysicsWorld.fixedTimeStep + 1e-9).rounded(.down))
        return min(step, record.count - 1)
    }

    // MARK: Simulation

    private func state(of item: UIDynamicItem, atStep step: Int) -> ItemState? {
        guard let index = itemIndex[ObjectIdentifier(item)], step < record.count else { return nil }
        return exactStates(atStep: step)[index]
    }

    /// The step a change made now takes effect at: the record is cut after it, or, when the
    /// items have been resting past its end, held still up to it.
    private func changeStep() -> Int {
        guard !record.isEmpty else { return 0 }
        let step = stepNow
        if record.count > step + 1 {
            record.cut(after: step, at: exactStates(atStep: step))
        } else {
            let still = record.last.map { ItemState(position: $0.position, angle: $0.angle, velocity: .zero, angularVelocity: 0) }
            while record.count < step + 1 { record.append(still) }
        }
        return step
    }

    /// The full state of the items at `step`: kept in the record at a simulation's start and at
    /// the last step, else got by stepping the last simulation's world again from the world state
    /// kept nearest before it (at most `DynamicsRun.keptStateInterval` steps).
    private func exactStates(atStep step: Int) -> [ItemState] {
        if let states = record.exactStates(atStep: step) { return states }
        if let exactCache, exactCache.step == step { return exactCache.states }
        guard let run, step >= run.start, step < record.count else {
            // Not the last simulation's: where the items were, still (no simulation starts there).
            return items.indices.map {
                let (position, angle) = record.position(of: $0, atStep: step)
                return ItemState(position: position, angle: angle, velocity: .zero, angularVelocity: 0)
            }
        }
        let kept = run.keptStep(atOrBefore: step)
        if !(run.worldStep >= kept && run.worldStep <= step) { run.restore(step: kept) }
        while run.worldStep < step {
            applyForces(of: run.setup, to: run.world, ids: run.ids, isFirstStep: run.worldStep == run.start)
            applyFields(of: run.setup, to: run.world, ids: run.ids, time: Double(run.worldStep) * PhysicsWorld.fixedTimeStep)
            run.world.stepFixed()
            _ = run.world.takeEvents()
            run.worldStep += 1
            simulatedStepCount += 1
        }
        let states = snapshot(run.world, run.ids)
        exactCache = (step, states)
        return states
    }

    /// The step a change made now belongs to (a change an action block makes: the block's step).
    private var stepNow: Int {
        guard !record.isEmpty else { return 0 }
        return Int((max(actionStepTime ?? now, 0) / PhysicsWorld.fixedTimeStep + 1e-9).rounded(.down))
    }

    /// Each object's index in `list`.
    private static func indexes(of list: [AnyObject]) -> [ObjectIdentifier: Int] {
        var result: [ObjectIdentifier: Int] = [:]
        result.reserveCapacity(list.count)
        for (index, object) in list.enumerated() { result[ObjectIdentifier(object)] = index }
        return result
    }

    /// Position of an item in the reference view's coordinates.
    private func position(of item: UIDynamicItem) -> PhysicsVector {
        if let view = item as? UIView, let superview = view.superview, let reference = referenceView, superview !== reference {
            return PhysicsVector(reference.convert(view.center, from: superview))
        }
        return PhysicsVector(item.center)
    }

    private func angle(of item: UIDynamicItem) -> Double {
        let t = item.transform
        return atan2(Double(t.b), Double(t.a))
    }

    /// Sets up the behaviours from the recorded state at `step` and simulates ahead to rest.
    private func resimulate(fromStep start: Int) {
        let wasResting = restStep != nil && didNotifyPause
        // A layout's bounds are its content's.
        let bounds = layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) } ?? referenceView?.bounds
        let setup = DynamicsSetup(referenceBounds: bounds)
        for behavior in behaviors { behavior.contribute(to: setup) }

        let startStates = self.startStates(of: setup.bodies, atStep: start)
        relayRecord(for: setup.bodies.map(\.item), startStates: startStates, before: start)
        let (world, ids) = makeWorld(setup, startStates: startStates)

        record.append(snapshot(world, ids), isStart: true)
        run = DynamicsRun(world: world, setup: setup, ids: ids, start: start)
        exactCache = nil
        restStep = nil
        simulationCount += 1
        actions = setup.actions
        lastActionStep = start
        let anyDynamic = setup.bodies.contains { !$0.isAnchored }
        let shared = start == 0 && anyDynamic ? sharingKey(setup, world: world, ids: ids) : nil
        if let shared, let run, let result = coordinateView?.window?.dynamicsSimulations?.result(for: shared.key) {
            // Another scene of the demo ran this very simulation: its outcome, not a second run.
            record = result.record
            world.restore(result.finalState)
            run.adopt(keptStates: result.keptStates, worldStep: result.finalStep)
            reachedLimit = result.reachedLimit
            withoutResimulating { for block in setup.afterFirstStep { block() } }
        } else {
            reachedLimit = anyDynamic && !simulateToRest(world, ids: ids, setup: setup, from: start)
            if let shared, let run {
                shared.simulations.keep(.init(record: record, keptStates: run.keptStates, finalState: world.state,
                                              finalStep: run.worldStep, reachedLimit: reachedLimit), for: shared.key)
            }
        }
        // Without action blocks nothing can stop the motion sooner: say so now. With them, one may
        // (an item leaving the screen removes the behaviours), so only reaching the end says so.
        if reachedLimit && actions.isEmpty { reportLimit() }
        restStep = record.count - 1
        showTrajectory()
        coordinateView?.window?.dynamicAnimatorDidSimulate(self)
        didNotifyPause = false
        if wasResting && restStep ?? 0 > start { delegate?.dynamicAnimatorWillResume(self) }
        watchForRest()
    }

    /// What a simulation of `world` from step 0 is shared under, with the window's store of them;
    /// nil where it cannot be shared: no store, fields (their blocks may read anything), or a
    /// collision delegate (it hears the contacts as the simulation runs).
    private func sharingKey(_ setup: DynamicsSetup, world: PhysicsWorld, ids: [Int])
        -> (key: DynamicsSimulations.Key, simulations: DynamicsSimulations)? {
        guard let simulations = coordinateView?.window?.dynamicsSimulations, setup.fields.isEmpty,
              !setup.collisionBehaviors.contains(where: { $0.behavior.collisionDelegate != nil }) else { return nil }
        let pushes = setup.pushes.map { push in
            DynamicsSimulations.Key.Push(body: Self.worldID(of: push.body, in: setup, ids: ids), offset: push.offset,
                                         vector: push.vector, isInstantaneous: push.isInstantaneous)
        }
        let key = DynamicsSimulations.Key(bodies: world.bodies, boundaries: world.boundaries, springs: world.springs,
                                          joints: world.joints, state: world.state,
                                          accelerations: setup.bodies.map(\.acceleration), pushes: pushes)
        return (key, simulations)
    }

    /// Where each of `bodies` stands at step `start`: as recorded, or, for an item joining now,
    /// where its model values put it, at rest.
    private func startStates(of bodies: [DynamicsSetup.Body], atStep start: Int) -> [ItemState] {
        bodies.map { body in
            if let index = itemIndex[ObjectIdentifier(body.item)], start < record.count {
                return exactStates(atStep: start)[index]
            }
            return ItemState(position: position(of: body.item), angle: angle(of: body.item), velocity: .zero, angularVelocity: 0)
        }
    }

    /// Keeps the record before step `start`, re-laid around the new item list (items joining
    /// now hold their start state before it).
    private func relayRecord(for newItems: [UIDynamicItem], startStates: [ItemState], before start: Int) {
        // Where each new item was in the old list (nil: joining now).
        let previous = newItems.map { itemIndex[ObjectIdentifier($0)] }
        record = record.relaid(previous: previous, startStates: startStates, before: start)
        items = newItems
    }

    /// A physics world of the setup's bodies at their start states (plus the velocities added
    /// since the last simulation, which this takes), its boundaries, springs and joints; and the
    /// world's id of each body, in `setup.bodies` order.
    private func makeWorld(_ setup: DynamicsSetup, startStates: [ItemState]) -> (PhysicsWorld, ids: [Int]) {
        let world = PhysicsWorld()
        var ids: [Int] = []
        for (index, body) in setup.bodies.enumerated() {
            ids.append(world.addBody(physicsBody(for: body, from: startStates[index])))
        }
        pendingVelocities.removeAll()
        world.addBoundaries(setup.boundaries)
        func end(_ e: DynamicsSetup.SpringEnd) -> PhysicsSpring.End {
            switch e {
            case .world(let point): return .world(point)
            case let .body(body, offset): return .body(id: Self.worldID(of: body, in: setup, ids: ids), localOffset: offset)
            }
        }
        for spring in setup.springs {
            var physics = PhysicsSpring(a: end(spring.a), b: end(spring.b), restLength: spring.restLength,
                                        frequency: spring.frequency, dampingRatio: spring.dampingRatio)
            physics.isLimit = spring.isLimit
            world.addSpring(physics)
        }
        for joint in setup.joints {
            var physics = PhysicsJoint(a: end(joint.a), b: end(joint.b), axis: joint.axis, referenceAngle: joint.referenceAngle)
            physics.translationRange = joint.translationRange
            physics.angleRange = joint.angleRange
            world.addJoint(physics)
        }
        return (world, ids)
    }

    /// The engine's body for an item: its size, its state, the velocities added to it since the
    /// last simulation, and its behaviours' properties.
    private func physicsBody(for body: DynamicsSetup.Body, from state: ItemState) -> PhysicsBody {
        var physics = PhysicsBody(size: PhysicsVector(Double(body.item.bounds.width), Double(body.item.bounds.height)),
                                  position: state.position, angle: state.angle,
                                  density: body.density)
        physics.velocity = state.velocity
        physics.angularVelocity = state.angularVelocity
        for pending in pendingVelocities where pending.item === body.item {
            physics.velocity += pending.linear
            physics.angularVelocity += pending.angular
        }
        physics.elasticity = body.elasticity
        physics.friction = body.friction
        physics.resistance = body.resistance
        physics.angularResistance = body.angularResistance
        physics.allowsRotation = body.allowsRotation
        physics.isAnchored = body.isAnchored
        physics.bodyCollisionMask = body.bodyCollisionMask
        physics.boundaryCollisionMask = body.boundaryCollisionMask
        return physics
    }

    /// The world's id of one of the setup's bodies.
    private static func worldID(of body: DynamicsSetup.Body, in setup: DynamicsSetup, ids: [Int]) -> Int {
        ids[body.index]
    }

    /// Steps `world` on from step `start`, recording each step and running the behaviours'
    /// blocks and contact delegates at it, until the items have been calm for `restWindow`
    /// (true) or `simulationLimit` has passed (false).
    private func simulateToRest(_ world: PhysicsWorld, ids: [Int], setup: DynamicsSetup, from start: Int) -> Bool {
        let windowSteps = Int((Self.restWindow / PhysicsWorld.fixedTimeStep).rounded(.up))
        let limit = start + Int(Self.simulationLimit / PhysicsWorld.fixedTimeStep)
        var calm = 0
        var step = start
        var indexOfID: [Int: Int] = [:]
        for (index, id) in ids.enumerated() { indexOfID[id] = index }
        while step < limit {
            applyForces(of: setup, to: world, ids: ids, isFirstStep: step == start)
            applyFields(of: setup, to: world, ids: ids, time: Double(step) * PhysicsWorld.fixedTimeStep)
            world.stepFixed()
            step += 1
            simulatedStepCount += 1
            record.append(snapshot(world, ids))
            run?.keepState(atStep: step)
            if step == start + 1 { withoutResimulating { for block in setup.afterFirstStep { block() } } }
            deliverContacts(world.takeEvents(), setup: setup, indexOfID: indexOfID)
            if world.isAtRest(linearThreshold: Self.restLinearSpeed, angularThreshold: Self.restAngularSpeed) {
                calm += 1
                if calm >= windowSteps { return true }
            } else {
                calm = 0
            }
        }
        return false
    }

    /// The step's forces: gravity-like accelerations, continuous pushes, and instantaneous pushes
    /// on the first step only.
    private func applyForces(of setup: DynamicsSetup, to world: PhysicsWorld, ids: [Int], isFirstStep: Bool) {
        for (index, body) in setup.bodies.enumerated() where body.acceleration != .zero {
            world[body: ids[index]].applyAcceleration(body.acceleration)
        }
        for push in setup.pushes {
            let bodyID = Self.worldID(of: push.body, in: setup, ids: ids)
            let b = world[body: bodyID]
            let point = b.worldPoint(localOffset: push.offset)
            if push.isInstantaneous {
                if isFirstStep { world[body: bodyID].applyImpulse(push.vector, atWorldPoint: point) }
            } else {
                world[body: bodyID].applyForce(push.vector, atWorldPoint: point)
            }
        }
    }

    /// The field behaviours' effects at the step starting at `time`: forces first, then the
    /// velocities of velocity fields, which override every other force on their bodies.
    private func applyFields(of setup: DynamicsSetup, to world: PhysicsWorld, ids: [Int], time: Double) {
        var velocities: [(Int, PhysicsVector)] = []
        for field in setup.fields {
            for body in field.bodies {
                let id = Self.worldID(of: body, in: setup, ids: ids)
                let b = world[body: id]
                guard b.isDynamic else { continue }
                switch field.effect(b.position, b.velocity, b.mass, body.charge, time) {
                case .force(let force)? where field.evaluatesAtMidpoint:
                    // Midpoint rule: the force where the body will be half a step on.
                    let h = PhysicsWorld.fixedTimeStep
                    let velocity = b.velocity + force * (h / 2 / b.mass)
                    let position = b.position + (b.velocity + velocity) * (h / 4)
                    if case .force(let mid)? = field.effect(position, velocity, b.mass, body.charge, time + h / 2) {
                        world[body: id].applyForce(mid)
                    }
                case .force(let force)?: world[body: id].applyForce(force)
                case .velocity(let velocity)?: velocities.append((id, velocity))
                case nil: break
                }
            }
        }
        for (id, velocity) in velocities {
            let b = world[body: id]
            world[body: id].force = (velocity - b.velocity) * (b.mass / PhysicsWorld.fixedTimeStep)
        }
    }

    /// The items' states in `world`, whose bodies are the setup's, added in order.
    private func snapshot(_ world: PhysicsWorld, _ ids: [Int]) -> [ItemState] {
        world.bodies.map { b in
            ItemState(position: b.position, angle: b.angle, velocity: b.velocity, angularVelocity: b.angularVelocity)
        }
    }

    /// Passes contact events to the collision behaviours whose bit the contact involves.
    private func deliverContacts(_ events: [PhysicsContactEvent], setup: DynamicsSetup, indexOfID: [Int: Int]) {
        guard !events.isEmpty, setup.collisionBehaviors.contains(where: { $0.behavior.collisionDelegate != nil }) else { return }
        func body(_ id: Int) -> DynamicsSetup.Body? { indexOfID[id].map { setup.bodies[$0] } }
        for event in events {
            guard let first = body(event.bodyID) else { continue }
            for (bit, behavior) in setup.collisionBehaviors {
                guard let delegate = behavior.collisionDelegate else { continue }
                let point = event.point?.cgPoint ?? .zero
                switch event.other {
                case .body(let otherID):
                    guard let second = body(otherID), first.bodyCollisionMask & bit != 0, second.bodyCollisionMask & bit != 0 else { continue }
                    if event.kind == .began {
                        delegate.collisionBehavior(behavior, beganContactFor: first.item, with: second.item, at: point)
                    } else {
                        delegate.collisionBehavior(behavior, endedContactFor: first.item, with: second.item)
                    }
                case let .boundary(_, identifier):
                    guard first.boundaryCollisionMask & bit != 0 else { continue }
                    let name = identifier.map { NSString(string: $0) as NSCopying }
                    if event.kind == .began {
                        delegate.collisionBehavior(behavior, beganContactFor: first.item, withBoundaryIdentifier: name, at: point)
                    } else {
                        delegate.collisionBehavior(behavior, endedContactFor: first.item, withBoundaryIdentifier: name)
                    }
                }
            }
        }
    }

    private func reportLimit() {
        Diagnostics.report("UIDynamicAnimator: the items did not come to rest within \(Int(Self.simulationLimit)) s; "
            + "they stop where the simulation ended.", near: coordinateView, counted: true)
    }

    /// Runs the action blocks of each step from the last one run up to `step`, at that step's
    /// trajectory time, with the items' model values placed where the step puts them; then puts
    /// the model values back at the rest. A block that changes the behaviours re-simulates
    /// from its step, which ends the run. (Each step is a clock event, so the clock never
    /// rewinds across one: an earlier moment is a rebuilt, replayed scene.)
    private func runActions(through step: Int) {
        guard !actions.isEmpty, step > lastActionStep else { return }
        let simulation = simulationCount
        for current in (lastActionStep + 1)...step where current < record.count {
            lastActionStep = current
            actionStepTime = Double(current) * PhysicsWorld.fixedTimeStep
            withoutResimulating { place(at: current) }
            for action in actions { action() }
            actionStepTime = nil
            simulatePendingChanges()
            if simulationCount != simulation { return }
        }
        withoutResimulating { place(at: modelStep) }
    }

    /// The step whose state the items' model values hold outside action blocks: the rest for
    /// views (their layers animate the trajectory), the clock's step for layout attributes
    /// (the collection view lays its cells out from them).
    private var modelStep: Int { isLayoutMode ? currentStep : record.count - 1 }

    /// A screen refresh, in steps: 60 Hz.
    private static let stepsPerFrame = 2

    /// Sets the items' model values to their state at `step`.
    private func place(at step: Int) {
        guard step < record.count else { return }
        for (index, item) in items.enumerated() {
            let state = record.position(of: index, atStep: step)
            var center = state.position.cgPoint
            if let view = item as? UIView, let superview = view.superview, let reference = referenceView, superview !== reference {
                center = superview.convert(center, from: reference)
            }
            item.center = center
            if item.transform.isIdentity == false || state.angle != 0 {
                item.transform = CGAffineTransform(rotationAngle: CGFloat(state.angle))
            }
        }
    }

    /// Puts each view item on its trajectory: an animation from trajectory time 0, and its model
    /// values where it comes to rest.
    private func showTrajectory() {
        withoutResimulating { place(at: modelStep) }
        guard let origin else { return }
        for (index, item) in items.enumerated() {
            guard let view = item as? UIView else { continue }
            let animation = SampledMotionAnimation()
            if let superview = view.superview, let reference = referenceView, superview !== reference {
                // In another view's coordinates: samples of its own.
                let samples = (0..<record.count).map { record.position(of: index, atStep: $0) }
                animation.positions = samples.map { superview.convert($0.position.cgPoint, from: reference) }
                animation.angles = samples.map(\.angle)
            } else {
                animation.readSamples(of: index, in: record.samples)
            }
            animation.sampleInterval = PhysicsWorld.fixedTimeStep
            animation.beginTime = origin
            // In a time domain that is the layer's own time, so beginTime stays as given
            // (0 would otherwise mean "now", as for any animation).
            view.layer.add(animation, forKey: animationKey, in: layerTime)
        }
    }

    private lazy var animationKey = "UIDynamicAnimator.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    /// The identity time domain: domain time is layer time.
    private let layerTime = TimeDomain()

    /// Waits on the clock for the rest, to tell the delegate.
    private func watchForRest() {
        registeredClock?.removeEventSource(self)
        registeredClock = nil
        guard restStep != nil, let clock else { return }
        clock.addEventSource(self)
        registeredClock = clock
    }
}

extension UIDynamicAnimator: ClockEventSource {
    /// When the clock reaches the next step whose action blocks have not run, else the rest
    /// (for layout attributes, the next screen refresh if sooner); nil while the reference
    /// view's time is paused.
    package var dueTime: CFTimeInterval? {
        // Changes waiting to be simulated: now.
        if pendingStart != nil { return registeredClock?.time }
        guard let restStep, let origin else { return nil }
        var step: Int
        if !actions.isEmpty, lastActionStep < restStep {
            step = lastActionStep + 1
        } else if !didNotifyPause {
            step = restStep
        } else {
            return nil
        }
        if isLayoutMode && !didNotifyPause {
            step = min(step, (currentStep / Self.stepsPerFrame + 1) * Self.stepsPerFrame)
        }
        let local = origin + Double(step) * PhysicsWorld.fixedTimeStep
        // Out of every window (a dismissed controller's view), the reference view's time does
        // not run: nothing is due. ("Now" was due again after every firing, as nothing moved:
        // 100 000 events a tick once an 860-piece drop outlived its dismissal.)
        guard let layer = referenceLayer, layer.clock != nil else { return nil }
        return layer.rootTime(fromLocalTime: local)
    }

    /// Layout attributes move frame by frame until the rest.
    package var isAnimation: Bool { isLayoutMode && !didNotifyPause }

    package func fire() {
        if pendingStart != nil { return endTurn() }
        eagerWorkThisTurn = 0  // a clock event is a turn of its own (an animator out of any window)
        let step = currentStep
        runActions(through: step)
        if isLayoutMode {
            withoutResimulating { place(at: step) }
            layout?.invalidateLayout()
        }
        guard let restStep, step >= restStep, !didNotifyPause else { return }
        registeredClock?.removeEventSource(self)
        registeredClock = nil
        didNotifyPause = true
        if reachedLimit && !actions.isEmpty { reportLimit() }
        // At rest the model values show the final state: the trajectory's animations can go,
        // and the scene is idle. (A later change simulates and shows the trajectory again.)
        for case let view as UIView in items { view.layer.removeAnimation(forKey: animationKey) }
        delegate?.dynamicAnimatorDidPause(self)
    }
}
