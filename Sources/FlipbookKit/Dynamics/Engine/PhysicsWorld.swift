//  PhysicsWorld.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete for boxes,
//  segment boundaries, springs, rigid links and sliding joints; no continuous collision, no angular springs.

import Foundation

/// A contact beginning or ending, for UICollisionBehavior's delegate.
package struct PhysicsContactEvent: Equatable {
    package enum Kind: Equatable { case began, ended }
    /// What the body touched.
    package enum Other: Equatable {
        case body(id: Int)
        case boundary(key: Int, identifier: String?)
    }
    package var kind: Kind
    /// The body (for body–body contacts, the one with the smaller id).
    package var bodyID: Int
    package var other: Other
    /// A contact point in world points when the contact began (nil for `ended`).
    package var point: PhysicsVector?
    /// The number of the internal step in which it happened (`PhysicsWorld.stepCount` after it).
    package var step: Int
}

/// The engine: boxes, boundary segments, springs and joints, stepped at a fixed 1/120 s.
///
/// Each internal step, in order (bodies, boundaries and springs are visited by array index,
/// so a run is a pure function of its start state and inputs):
/// 1. velocities gain the accumulated force/mass and torque/inertia, then resistance damps
///    them; positions advance by dt × the mean of the old and new velocity (semi-implicit
///    Euler for the solver's velocity, plus ½·a·dt² for the step's constant forces, which
///    makes free flight under constant forces exact instead of dt/t too far);
/// 2. contacts are found at the new positions (separating axis test, clipping, ≤ 2 points),
///    each starting from the impulses it ended the last step with (warm starting);
/// 3. sequential impulses solve springs, rigid links, joints and contacts (restitution, Coulomb
///    friction) for `velocityIterations` rounds;
/// 4. `positionIterations` rounds move bodies out of overlap beyond `linearSlop` and back to
///    rigid link lengths and joints' lines, angles and ranges, without touching velocities (no
///    energy added to bounces);
/// 5. contact begin/end events are recorded;
/// 6. each body's settling is tracked (for `isAtRest`; it changes no motion);
/// 7. islands whose bodies have all been slow for `timeToSleep` sleep: they stay put, and
///    neither their contacts nor their motion cost anything until a moving body comes near.
package final class PhysicsWorld {
    // MARK: Constants

    /// Internal step, seconds. 1/120 s: twice a 60 Hz frame, small enough for 10 Hz springs.
    package static let fixedTimeStep = 1.0 / 120
    /// Sequential-impulse rounds per step (Box2D's default count; enough for small stacks).
    package static let velocityIterations = 10
    /// Position-correction rounds per step.
    package static let positionIterations = 4
    /// Overlap allowed without correction, points: resting boxes sit this deep and stay in
    /// contact instead of losing and regaining it each step (jitter). Half a point is below
    /// what the previewer can show.
    package static let linearSlop = 0.5
    /// Fraction of the remaining overlap removed per position round.
    package static let positionCorrectionRate = 0.8
    /// Largest position correction per round, points (keeps deep overlaps from exploding).
    package static let maxPositionCorrection = 10.0
    /// Approach speed (pt/s) below which contacts do not bounce: gravity adds 1000/120 ≈ 8.3 pt/s
    /// per step to a resting body, so a threshold of several steps' worth lets bouncing boxes
    /// come to rest instead of hopping forever.
    package static let restitutionThreshold = 40.0

    /// Largest phase a soft spring may turn through in one step, radians: springs stiffer than
    /// about 27 Hz at 1/120 s behave as 27 Hz ones (0.45·π/(2π·h)).
    package static let maxSpringPhasePerStep = 0.45 * Double.pi

    // MARK: Contents

    package private(set) var bodies: [PhysicsBody] = []
    package private(set) var boundaries: [PhysicsBoundary] = []
    package private(set) var springs: [PhysicsSpring] = []
    package private(set) var joints: [PhysicsJoint] = []
    /// id → index in `bodies` (looked up, never iterated).
    private var bodyIndex: [Int: Int] = [:]
    private var nextBodyID = 1
    private var nextBoundaryKey = 1
    private var nextSpringKey = 1
    private var nextJointKey = 1
    /// Pairs in contact after the last step, sorted.
    private var touching: [Touch] = []
    /// Time given to `step` not yet simulated, seconds.
    package private(set) var pendingTime = 0.0
    /// Internal steps taken so far.
    package private(set) var stepCount = 0
    /// Contact events not yet taken, oldest first.
    package private(set) var events: [PhysicsContactEvent] = []
    /// Body pairs whose bounding circles the contact search has compared, over every step so
    /// far: the broad phase keeps it near linear in the bodies (a test bounds it per step).
    package private(set) var pairTestCount = 0
    /// Pairs the broad phase has handed on, over every step so far: only pairs that may collide
    /// (a shared collision bit, one body dynamic), so pieces that fall onto a boundary alone
    /// make none however they pile (a test bounds it).
    package private(set) var candidatePairCount = 0
    /// Contacts the solver has worked on (neither side asleep), over every step so far: a pile
    /// at rest costs none (a test bounds it).
    package private(set) var solvedContactCount = 0

    /// Each body's last angle with its cosine and sine (`rotation(of:angle:)`).
    private var rotations: [(angle: Double, cos: Double, sin: Double)] = []
    /// The boundaries' shapes for the step, the bodies' bounding radii, and the broad phase's
    /// grid: each occupied cell's first body and each body's next in its cell (−1: none).
    private var boundaryShapes: [ConvexShape] = []
    private var radii: [Double] = []
    /// Each body's speculative margin for the step (`speculativeMargin`).
    private var margins: [Double] = []
    /// Each body's `isDynamic` (which works out its mass) and body collision mask, read once a
    /// step: the broad phase and the contact search ask them of thousands of pairs.
    private var dynamicBodies: [Bool] = [], bodyMasks: [UInt64] = []
    private var gridEntries: [(cell: Int, body: Int)] = []
    /// The last step's contacts in the order found (`ContactRow.precedes`): a contact found again
    /// starts from the impulses it ended with (warm starting, as Box2D), which lets a deep pile
    /// hold still instead of sinking and being pushed back each step; a sleeping pair keeps its row.
    private var previousContacts: [ContactRow] = []
    /// Per body: how long it has moved slower than the sleep speeds, seconds, and whether it sleeps.
    private var sleepTimes: [Double] = []
    private var asleep: [Bool] = []
    /// The step's contacts as the rounds solve them (its arrays kept from step to step).
    private var contactSolver = ContactSolver()

    package init() {}

    // MARK: Bodies, boundaries, springs

    /// Adds `body` and returns its stable id.
    @discardableResult
    package func addBody(_ body: PhysicsBody) -> Int {
        var body = body
        body.id = nextBodyID
        nextBodyID += 1
        bodyIndex[body.id] = bodies.count
        bodies.append(body)
        return body.id
    }

    /// Removes the body `id`, the springs and joints attached to it and its contacts (no `ended` events).
    package func removeBody(_ id: Int) {
        guard let index = bodyIndex[id] else { return }
        bodies.remove(at: index)
        rotations = []
        settling = []
        previousContacts = []
        sleepTimes = []
        asleep = []
        rebuildIndex()
        func isOnBody(_ end: PhysicsSpring.End) -> Bool { if case .body(id, _) = end { true } else { false } }
        springs.removeAll { isOnBody($0.a) || isOnBody($0.b) }
        joints.removeAll { isOnBody($0.a) || isOnBody($0.b) }
        touching.removeAll { $0.bodyID == id || ($0.otherIsBody && $0.otherKey == id) }
    }

    private func rebuildIndex() {
        bodyIndex = [:]
        for i in bodies.indices { bodyIndex[bodies[i].id] = i }
    }

    /// The body `id`, to read or change in place (`world[body: id].applyForce(...)`).
    package subscript(body id: Int) -> PhysicsBody {
        get { bodies[bodyIndex[id]!] }
        set {
            let index = bodyIndex[id]!
            var body = newValue
            body.id = id
            if index < asleep.count, asleep[index], body.velocity != bodies[index].velocity
                || body.angularVelocity != bodies[index].angularVelocity || body.position != bodies[index].position {
                wake(index)
            }
            bodies[index] = body
        }
    }

    package func containsBody(_ id: Int) -> Bool { bodyIndex[id] != nil }

    @discardableResult
    package func addBoundary(_ boundary: PhysicsBoundary) -> Int {
        var boundary = boundary
        boundary.key = nextBoundaryKey
        nextBoundaryKey += 1
        boundaries.append(boundary)
        return boundary.key
    }

    /// Adds several boundaries (e.g. `PhysicsBoundary.edges(of:)`) and returns their keys.
    @discardableResult
    package func addBoundaries(_ list: [PhysicsBoundary]) -> [Int] { list.map { addBoundary($0) } }

    package func removeBoundary(key: Int) {
        boundaries.removeAll { $0.key == key }
        touching.removeAll { !$0.otherIsBody && $0.otherKey == key }
    }

    /// Removes every boundary with `identifier`.
    package func removeBoundaries(identifier: String?) {
        for boundary in boundaries where boundary.identifier == identifier { removeBoundary(key: boundary.key) }
    }

    @discardableResult
    package func addSpring(_ spring: PhysicsSpring) -> Int {
        var spring = spring
        spring.key = nextSpringKey
        nextSpringKey += 1
        springs.append(spring)
        return spring.key
    }

    /// The spring `key`, to read or change (e.g. move its world anchor).
    package subscript(spring key: Int) -> PhysicsSpring? {
        get { springs.first { $0.key == key } }
        set {
            guard let index = springs.firstIndex(where: { $0.key == key }) else { return }
            if var spring = newValue { spring.key = key; springs[index] = spring } else { springs.remove(at: index) }
        }
    }

    package func removeSpring(key: Int) { springs.removeAll { $0.key == key } }

    @discardableResult
    package func addJoint(_ joint: PhysicsJoint) -> Int {
        var joint = joint
        joint.key = nextJointKey
        nextJointKey += 1
        joints.append(joint)
        return joint.key
    }

    package func removeJoint(key: Int) { joints.removeAll { $0.key == key } }

    // MARK: Stepping

    /// Advances by `dt` seconds in whole internal steps of `fixedTimeStep`; a remainder waits
    /// for the next call. Forces and torques applied before the call act during every internal
    /// step it runs and are then cleared (also when no internal step was due).
    package func step(_ dt: Double) {
        pendingTime += dt
        // A step is due when the time left reaches it, allowing for rounding in the sum.
        while pendingTime >= Self.fixedTimeStep * (1 - 1e-9) {
            pendingTime -= Self.fixedTimeStep
            stepOnce()
        }
        clearForces()
    }

    /// Runs exactly one internal step of `fixedTimeStep` and clears forces.
    package func stepFixed() {
        stepOnce()
        clearForces()
    }

    /// Drops accumulated forces and torques.
    package func clearForces() {
        for i in bodies.indices {
            bodies[i].force = .zero
            bodies[i].torque = 0
        }
    }

    /// Takes the contact events recorded so far.
    package func takeEvents() -> [PhysicsContactEvent] {
        defer { events = [] }
        return events
    }

    /// True when every dynamic body moves slower than `linearThreshold` pt/s and turns
    /// slower than `angularThreshold` rad/s, or has settled (`isSettled`). (UIKit pauses once
    /// this has held for a while.)
    package func isAtRest(linearThreshold: Double = 2, angularThreshold: Double = 0.05) -> Bool {
        for (i, body) in bodies.enumerated() where body.isDynamic && !isAsleep(i) {
            if body.velocity.length >= linearThreshold || abs(body.angularVelocity) >= angularThreshold {
                if !isSettled(i) { return false }
            }
        }
        return true
    }

    // MARK: Settling

    /// A body in contact that stays within this distance (points) and angle (radians) of where
    /// it was for `settleTime` seconds has settled, whatever its velocity says. The angle allowed
    /// is the larger of `settleAngle` and the turn that moves the body's corners `settleDistance`:
    /// a 10-pt piece rocking 0.03 rad in a pile moves no point of it a third of a point, yet by
    /// the angle alone one such piece at a time kept a settled pile of 860 awake to the 60 s cap.
    ///
    /// A deep pile (860 pieces of a shattered screen) never has every box below the rest speed
    /// at once: the sequential-impulse solver leaves the boxes low in it a few points per
    /// second of velocity each step, which the position rounds then take back — they jitter in
    /// place. Measured by where they are rather than how fast they go, they are at rest, as
    /// physics engines put such piles to sleep. A body flying free, or swinging on a spring, is
    /// never settled by this: only its speed says when it rests.
    package static let settleDistance = 0.5
    package static let settleAngle = 0.01
    package static let settleTime = 0.5

    /// Whether body index `i` is touching something and has stayed put for `settleTime`.
    package func isSettled(_ i: Int) -> Bool {
        i < settling.count && settling[i].touching
            && Double(stepCount - settling[i].since) * Self.fixedTimeStep >= Self.settleTime * (1 - 1e-9)
    }

    /// Per body: where it was when it last moved beyond the settle distance or angle, the step
    /// it did, and whether it touched anything in the last step.
    private var settling: [(position: PhysicsVector, angle: Double, since: Int, touching: Bool)] = []

    /// 6. Each body's settling, from the contacts of the step just taken.
    private func trackSettling(_ contacts: [ContactRow]) {
        if settling.count != bodies.count {
            settling = bodies.map { ($0.position, $0.angle, stepCount, false) }
        }
        for i in settling.indices { settling[i].touching = false }
        // (By index: a row is 370 bytes, a pile's thousands each copied out by a `for c in`.)
        for c in contacts.indices where !contacts[c].isSpeculative {
            settling[contacts[c].a].touching = true
            if contacts[c].boundary < 0, contacts[c].b < settling.count { settling[contacts[c].b].touching = true }
        }
        for i in bodies.indices {
            let body = bodies[i]
            if !settling[i].touching || (body.position - settling[i].position).length > Self.settleDistance
                || abs(body.angle - settling[i].angle) > max(Self.settleAngle, Self.settleDistance / body.halfExtents.length) {
                settling[i].position = body.position
                settling[i].angle = body.angle
                settling[i].since = stepCount
            }
        }
    }

    // MARK: Sleeping

    /// A body slower than these (pt/s, rad/s: the animator's rest speeds) counts towards sleeping.
    package static let sleepLinearSpeed = 2.0
    package static let sleepAngularSpeed = 0.05
    /// How long every body of an island (bodies joined by touching contacts, springs and joints)
    /// must stay that slow before the island sleeps, seconds (Box2D's `b2_timeToSleep`).
    package static let timeToSleep = 0.5

    /// Whether body index `i` sleeps: it stays where it is, and its contacts are neither looked
    /// for again nor solved, until a moving body comes near or its state is set.
    package func isAsleep(_ i: Int) -> Bool { i < asleep.count && asleep[i] }

    /// Bodies that sleep now.
    package var sleepingBodyCount: Int { asleep.lazy.filter { $0 }.count }

    private func wake(_ i: Int) {
        asleep[i] = false
        sleepTimes[i] = 0
    }

    /// Wakes body `i` keeping its time still (Box2D wakes an island's sleeping bodies so): if it
    /// stays still, it sleeps again with its island; if it moves, its time starts again.
    private func rouse(_ i: Int) {
        asleep[i] = false
    }

    /// Sizes the per-body sleep lists to the bodies (a body added since starts awake).
    private func prepareSleep() {
        if asleep.count != bodies.count {
            asleep += Array(repeating: false, count: max(bodies.count - asleep.count, 0))
            sleepTimes += Array(repeating: 0, count: max(bodies.count - sleepTimes.count, 0))
        }
    }

    /// Before the contacts are found: a sleeping body whose bounding circle a moving body's
    /// reaches wakes (it moves with this step's solve; its island wakes with it at the step's end).
    /// A neighbour awake but still does not wake it (two still neighbours woke each other in turn).
    private func wakeNearMovingBodies(_ pairs: [(i: Int, j: Int)]) {
        for (i, j) in pairs where asleep[i] != asleep[j] {
            let (moving, sleeping) = asleep[i] ? (j, i) : (i, j)
            guard bodies[moving].isDynamic, sleepTimes[moving] == 0,
                  bodies[i].bodyCollisionMask & bodies[j].bodyCollisionMask != 0 else { continue }
            let r = radii[i] + radii[j] + margins[i] + margins[j]
            if (bodies[i].position - bodies[j].position).lengthSquared <= r * r { rouse(sleeping) }
        }
    }

    /// 7. Each dynamic body's time below the sleep speeds, or settled (`isSettled`: a body deep in a
    /// pile jitters in place faster than them), while touching something (a body in free flight
    /// never sleeps: a weak force may still be speeding it up); then islands — bodies joined by
    /// touching contacts, springs and joints — whose every body has been still for `timeToSleep`
    /// sleep (their velocities zeroed), and the bodies of any other island are awake.
    private func updateSleep(_ contacts: [ContactRow]) {
        let n = bodies.count, h = Self.fixedTimeStep
        for i in 0..<n where bodies[i].isDynamic && !asleep[i] {
            let b = bodies[i]
            let slow = b.velocity.lengthSquared < Self.sleepLinearSpeed * Self.sleepLinearSpeed
                && abs(b.angularVelocity) < Self.sleepAngularSpeed
            sleepTimes[i] = settling[i].touching && (slow || isSettled(i)) ? sleepTimes[i] + h : 0
        }
        var parent = Array(0..<n)
        func root(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func join(_ a: Int, _ b: Int) {
            guard a < n, b < n, bodies[a].isDynamic, bodies[b].isDynamic else { return }
            let ra = root(a), rb = root(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        for c in contacts.indices where contacts[c].boundary < 0 && !contacts[c].isSpeculative { join(contacts[c].a, contacts[c].b) }
        for spring in springs {
            if let (a, _) = solverEnd(spring.a), let (b, _) = solverEnd(spring.b) { join(a, b) }
        }
        for joint in joints {
            if let (a, _) = solverEnd(joint.a), let (b, _) = solverEnd(joint.b) { join(a, b) }
        }
        var least = Array(repeating: Double.infinity, count: n)
        for i in 0..<n where bodies[i].isDynamic { least[root(i)] = min(least[root(i)], sleepTimes[i]) }
        for i in 0..<n where bodies[i].isDynamic {
            let sleeps = least[root(i)] >= Self.timeToSleep * (1 - 1e-9)
            if sleeps && !asleep[i] {
                asleep[i] = true
                bodies[i].velocity = .zero
                bodies[i].angularVelocity = 0
            } else if !sleeps && asleep[i] {
                rouse(i)
            }
        }
    }

    // MARK: The step

    /// Per-step solver copy of the bodies; the last slot is the static world (mass 0, at origin).
    struct SolverBodies {
        var position: [PhysicsVector]
        var angle: [Double]
        var velocity: [PhysicsVector]
        var angularVelocity: [Double]
        var inverseMass: [Double]
        var inverseInertia: [Double]
    }

    struct ContactPointRow {
        var rA = PhysicsVector.zero
        var rB = PhysicsVector.zero
        var normalMass = 0.0
        var tangentMass = 0.0
        /// Target normal velocity from restitution, pt/s.
        var velocityBias = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        /// The point's feature (`ContactManifold.features`): the same point in the next step has it too.
        var feature: UInt8 = 0
    }

    /// A contact's one or two points, held inline. Not a `Pair`: thousands are made and matched a
    /// step in a pile, and a generic type is specialised only within its own file in a debug build
    /// (the rounds themselves solve `ContactSolver`'s rows, made from these).
    struct ContactPoints {
        private(set) var count = 0
        private var first = ContactPointRow(), second = ContactPointRow()

        var indices: Range<Int> { 0..<count }

        subscript(i: Int) -> ContactPointRow {
            get { i == 0 ? first : second }
            _modify { if i == 0 { yield &first } else { yield &second } }
        }

        mutating func append(_ point: ContactPointRow) {
            if count == 0 { first = point } else { second = point }
            count += 1
        }

        /// The point with `feature`, if any.
        func point(withFeature feature: UInt8) -> ContactPointRow? {
            indices.first { self[$0].feature == feature }.map { self[$0] }
        }
    }

    struct ContactRow {
        var a: Int
        var b: Int
        /// Index in `boundaries`, or −1 for a body–body contact.
        var boundary: Int
        var normal: PhysicsVector
        var friction: Double
        var restitution: Double
        /// Held inline (no array): thousands of rows a step in a pile.
        var points: ContactPoints
        var firstPoint: PhysicsVector
        /// The contact's edges in the bodies' own frames (the reference edge in its body's, the
        /// incident edge in the other's), that the position rounds measure (`ContactSolver.PositionRow`).
        var edges: EdgeContact
        /// Every point still apart (a speculative contact of a fast body): no touch yet.
        var isSpeculative = false
        /// Both sides sleep (or one is static): the row is last step's, kept and not solved.
        var isInactive = false

        /// The order contacts are found in: by body, its boundaries before the later bodies.
        static func precedes(_ c: ContactRow, before a: Int, _ boundary: Int, _ b: Int) -> Bool {
            (c.a, c.boundary >= 0 ? 0 : 1, c.boundary >= 0 ? c.boundary : c.b) < (a, boundary >= 0 ? 0 : 1, boundary >= 0 ? boundary : b)
        }
        func matches(_ a: Int, _ boundary: Int, _ b: Int) -> Bool {
            self.a == a && self.boundary == boundary && (boundary >= 0 || self.b == b)
        }
    }

    private struct SpringRow {
        var a: Int
        var b: Int
        var localA: PhysicsVector
        var localB: PhysicsVector
        var rA = PhysicsVector.zero
        var rB = PhysicsVector.zero
        var restLength: Double
        var rigid: Bool
        /// Point spring (rest length 0): two rows solved together.
        var isPoint: Bool
        var axis = PhysicsVector.zero
        /// Axial: 1/(K + γ). Point: inverse of the 2×2 K + γI, as (m11, m12, m22).
        var mass = 0.0
        var pointMass = (0.0, 0.0, 0.0)
        var gamma = 0.0
        /// Velocity bias from the position error (soft springs only), pt/s.
        var bias = PhysicsVector.zero
        var impulse = PhysicsVector.zero
        var frequency: Double
        var dampingRatio: Double
        /// A rope (pulls only); `slack` while its ends are closer than its length.
        var isLimit = false
        var slack = false
    }

    /// One internal step, in the order the class comment gives.
    private func stepOnce() {
        let h = Self.fixedTimeStep
        prepareSleep()
        integrate(h: h)
        let pairs = candidatePairs()
        var s = solverBodies()
        var contacts = findContacts(pairs, &s)
        contactSolver.load(contacts, position: s.position, rotations: rotations)
        solvedContactCount += contactSolver.constraints.count
        contactSolver.warmStart(&s)
        var rows = springRows(s, h: h)
        var jointRows = joints.flatMap { velocityRows(of: $0, s) }
        solveVelocities(&rows, &jointRows, &s)
        contactSolver.storeImpulses(in: &contacts)
        solvePositions(rows, &s)
        takeSolvedMotion(s)
        stepCount += 1
        recordTouches(contacts)
        trackSettling(contacts)
        updateSleep(contacts)
        previousContacts = contacts
    }

    /// 1. Velocities from the accumulated force and torque, damped by resistance; positions by
    /// the mean of the old and new velocity.
    private func integrate(h: Double) {
        for i in 0..<bodies.count where bodies[i].isDynamic && !asleep[i] {
            var body = bodies[i]
            let v0 = body.velocity, w0 = body.angularVelocity
            var v1 = v0 + body.force * (body.inverseMass * h)
            v1 = v1 * (1 / (1 + h * body.resistance))
            var w1 = 0.0
            if body.allowsRotation {
                w1 = w0 + body.torque * body.inverseInertia * h
                w1 = w1 * (1 / (1 + h * body.angularResistance))
            }
            body.position += (v0 + v1) * (h / 2)
            body.angle += (w0 + w1) * (h / 2)
            body.velocity = v1
            body.angularVelocity = w1
            bodies[i] = body
        }
    }

    /// The solver's copy of the bodies, the static world last; a sleeping body is static in it.
    private func solverBodies() -> SolverBodies {
        SolverBodies(
            position: bodies.map(\.position) + [.zero], angle: bodies.map(\.angle) + [0],
            velocity: bodies.map(\.velocity) + [.zero], angularVelocity: bodies.map(\.angularVelocity) + [0],
            inverseMass: bodies.indices.map { asleep[$0] ? 0 : bodies[$0].inverseMass } + [0],
            inverseInertia: bodies.indices.map { asleep[$0] ? 0 : bodies[$0].inverseInertia } + [0])
    }

    /// The body pairs whose bounding circles may touch (`broadPhase`), with the sleeping bodies a
    /// moving one comes near woken first.
    private func candidatePairs() -> [(i: Int, j: Int)] {
        margins = bodies.map(speculativeMargin)
        dynamicBodies = bodies.map(\.isDynamic)
        bodyMasks = bodies.map(\.bodyCollisionMask)
        let pairs = broadPhase()
        candidatePairCount += pairs.count
        if asleep.contains(true) { wakeNearMovingBodies(pairs) }
        return pairs
    }

    /// 2. The contacts at the new positions: each dynamic body with the boundaries it collides
    /// with, then with every later body it may touch (bounding circles first), in index order.
    /// The pairs to test come from `broadPhase`, not from all n²/2. A pair with no moving body
    /// (both asleep, or asleep and static) keeps last step's row, unsolved.
    private func findContacts(_ pairs: [(i: Int, j: Int)], _ s: inout SolverBodies) -> [ContactRow] {
        let n = bodies.count
        let world = n
        var contacts: [ContactRow] = []
        contacts.reserveCapacity(previousContacts.count)
        let shapes = (0..<n).map { shape(of: $0, position: bodies[$0].position, angle: bodies[$0].angle) }
        boundaryShapes = boundaries.map(ConvexShape.init(boundary:))
        // The last step's contacts, walked in step with these (both are in `ContactRow.precedes` order).
        var cursor = 0
        // (Its index: a row is 370 bytes, copied out for each contact found again.)
        func previous(_ a: Int, _ boundary: Int, _ b: Int) -> Int? {
            while cursor < previousContacts.count, ContactRow.precedes(previousContacts[cursor], before: a, boundary, b) {
                cursor += 1
            }
            guard cursor < previousContacts.count, previousContacts[cursor].matches(a, boundary, b) else { return nil }
            return cursor
        }
        func keep(_ index: Int?) {
            guard let index else { return }
            var row = previousContacts[index]
            row.isInactive = true
            if row.boundary >= 0 { row.b = world }  // (a body added since moved the static world's index)
            contacts.append(row)
        }
        var next = 0
        for i in 0..<n {
            let bi = bodies[i]
            let movesI = bi.isDynamic && !asleep[i]
            if bi.isDynamic {
                for k in boundaries.indices where boundaries[k].collisionMask & bi.boundaryCollisionMask != 0 {
                    if !movesI {
                        keep(previous(i, k, world))
                    } else if let m = collide(shapes[i], at: bi.position, boundary: k, margin: margins[i]) {
                        contacts.append(makeContact(i, world, boundary: k, m, &s, elasticity: bi.elasticity, friction: bi.friction,
                                                    previous: previous(i, k, world)))
                    }
                }
            }
            while next < pairs.count, pairs[next].i == i {
                let j = pairs[next].j
                next += 1
                // (Body j read field by field: a body copied out for each of thousands of pairs.)
                guard dynamicBodies[i] || dynamicBodies[j], bodyMasks[i] & bodyMasks[j] != 0 else { continue }
                guard movesI || (dynamicBodies[j] && !asleep[j]) else {
                    keep(previous(i, -1, j))
                    continue
                }
                pairTestCount += 1
                let r = radii[i] + radii[j] + margins[i] + margins[j]
                guard (bi.position - bodies[j].position).lengthSquared <= r * r else { continue }
                if let m = Collision.collide(shapes[i], shapes[j], margin: margins[i] + margins[j]) {
                    // Restitution: the larger of the two (Box2D's rule); friction: the geometric mean.
                    contacts.append(makeContact(i, j, boundary: -1, m, &s,
                                                elasticity: max(bi.elasticity, bodies[j].elasticity),
                                                friction: (bi.friction * bodies[j].friction).squareRoot(),
                                                previous: previous(i, -1, j)))
                }
            }
        }
        return contacts
    }

    /// A body's box, its centre at `position`, against boundary `k`. An edge of a rectangle holding
    /// the bodies (`PhysicsBoundary.inward`) never pushes a body out: where the segment's contact
    /// would (a box squeezed past the edge's middle by a pile), it is the contact with the edge's
    /// line, pushing in.
    private func collide(_ shape: ConvexShape, at position: PhysicsVector, boundary k: Int, margin: Double) -> ContactManifold? {
        guard let m = Collision.collide(shape, boundaryShapes[k], margin: margin) else { return nil }
        guard let inward = boundaries[k].inward else { return m }
        if m.normal.dot(inward) <= 0, inward.dot(position - boundaries[k].from) >= 0 { return m }
        return Collision.collide(shape, lineThrough: boundaries[k].from, inward: inward, margin: margin) ?? m
    }

    /// How far apart (points) a contact of this body is looked for: 0, or for a body that moves
    /// more than a quarter of its smaller side in a step, the distance it moves in one.
    ///
    /// Without it a 10-pt piece falling 800 pt (1 265 pt/s, 10.5 pt a step) passes through the
    /// floor between two steps and falls for ever. A contact found that far ahead only limits the
    /// approach to the gap (a speculative contact, as Box2D's); it is no touch. Bodies slower
    /// than that — every existing demo's — keep exactly the contacts they had.
    private func speculativeMargin(_ body: PhysicsBody) -> Double {
        guard body.isDynamic else { return 0 }
        let travel = body.velocity.length * Self.fixedTimeStep
        return travel > 0.5 * min(body.halfExtents.x, body.halfExtents.y) ? travel : 0
    }

    /// The box of body `i` at `position` and `angle`, turned with the cosine and sine cached for
    /// the body's last angle: they are computed again only when the body has turned.
    private func shape(of i: Int, position: PhysicsVector, angle: Double) -> ConvexShape {
        if rotations.count != bodies.count { rotations = Array(repeating: (.nan, 1, 0), count: bodies.count) }
        let q = rotation(of: i, angle: angle)
        return ConvexShape(position: position, cos: q.cos, sin: q.sin, halfExtents: bodies[i].halfExtents)
    }

    /// The cosine and sine of `angle`, body `i`'s: cached per body (the static world's, past the
    /// bodies, is not), computed again only when the body has turned.
    @inline(__always)
    private func rotation(of i: Int, angle: Double) -> EdgeContact.Rotation {
        guard i < rotations.count else { return angle == 0 ? (1, 0) : (cos(angle), sin(angle)) }
        if rotations[i].angle != angle { rotations[i] = (angle, cos(angle), sin(angle)) }
        return (rotations[i].cos, rotations[i].sin)
    }

    /// The pairs (i < j, sorted) whose bounding circles may overlap: a uniform grid of cells as
    /// wide as the largest body's circle, each body filed in every cell its reach (circle plus
    /// speculative margin) overlaps — one to four, more for a fast body — and paired with the
    /// bodies of those cells whose reach overlaps its own. A pair is taken in the one cell that
    /// holds the corner where their reaches' boxes start to overlap, so it is found once; every
    /// pair the all-pairs loop would find is found, in time linear in the bodies (plus the sorts)
    /// while they are spread out rather than all in one cell. (Sized by the largest reach, one
    /// piece fast enough to need a wide margin made the cells so big that a pile was all pairs.)
    /// Only pairs that may collide are filed and paired: a body with no collision bit (a
    /// collision behaviour in `.boundaries` mode) is in no cell, and two bodies that share no bit,
    /// or that are both static, are not a pair. (A shatter's 860 pieces falling onto a floor
    /// alone were all in a few cells once piled: all pairs, tested and thrown away every step.)
    private func broadPhase() -> [(i: Int, j: Int)] {
        let n = bodies.count
        radii = bodies.map { $0.halfExtents.length }
        let reach = zip(radii, margins).map { $0 + $1 }
        let dynamic = dynamicBodies, masks = bodyMasks
        func mayCollide(_ i: Int, _ j: Int) -> Bool {
            (dynamic[i] || dynamic[j]) && masks[i] & masks[j] != 0
        }
        guard n > 1, let largest = radii.max(), largest > 0, largest.isFinite, reach.allSatisfy(\.isFinite) else {
            // Degenerate sizes: every pair (there is no cell size to file them by).
            return (0..<n).flatMap { i in ((i + 1)..<max(n, i + 1)).filter { mayCollide(i, $0) }.map { (i, $0) } }
        }
        let cell = 2 * largest
        func cellOf(_ v: Double) -> Int { v.isFinite ? Int(max(min((v / cell).rounded(.down), 1e9), -1e9)) : 0 }
        func key(_ x: Int, _ y: Int) -> Int { (y << 32) ^ (x & 0xFFFF_FFFF) }
        // Each body's reach as a box, the first cell it covers, and its entries in the cells it
        // covers, sorted by cell. A body covering more than 32 cells a side (far too fast, or
        // astray) is filed in none: it is paired with every body whose box it overlaps.
        var boxes: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        var firstCells: [(x: Int, y: Int)] = []
        var unfiled: [Int] = []
        boxes.reserveCapacity(n)
        firstCells.reserveCapacity(n)
        gridEntries.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let p = bodies[i].position, r = reach[i]
            let box = (minX: p.x - r, minY: p.y - r, maxX: p.x + r, maxY: p.y + r)
            boxes.append(box)
            let x0 = cellOf(box.minX), y0 = cellOf(box.minY), x1 = cellOf(box.maxX), y1 = cellOf(box.maxY)
            firstCells.append((x0, y0))
            guard masks[i] != 0 else { continue }
            guard x1 - x0 < 32, y1 - y0 < 32 else {
                unfiled.append(i)
                continue
            }
            for y in y0...y1 { for x in x0...x1 { gridEntries.append((key(x, y), i)) } }
        }
        func overlap(_ i: Int, _ j: Int) -> Bool {
            let a = boxes[i], b = boxes[j]
            return a.maxX >= b.minX && b.maxX >= a.minX && a.maxY >= b.minY && b.maxY >= a.minY
        }
        gridEntries.sort { ($0.cell, $0.body) < ($1.cell, $1.body) }
        // Each pair as i·2³² + j, so sorting them compares one number.
        var pairs: [UInt64] = []
        func pair(_ i: Int, _ j: Int) -> UInt64 { UInt64(i) << 32 | UInt64(j) }
        var first = 0
        while first < gridEntries.count {
            var end = first + 1
            while end < gridEntries.count, gridEntries[end].cell == gridEntries[first].cell { end += 1 }
            let here = gridEntries[first].cell
            for u in first..<end {
                let i = gridEntries[u].body
                for v in (u + 1)..<end {
                    let j = gridEntries[v].body
                    // Once: in the first cell both cover (the corner where their ranges of cells meet).
                    guard overlap(i, j), mayCollide(i, j),
                          key(max(firstCells[i].x, firstCells[j].x), max(firstCells[i].y, firstCells[j].y)) == here else { continue }
                    pairs.append(pair(i, j))
                }
            }
            first = end
        }
        for (index, i) in unfiled.enumerated() {
            for j in 0..<n where j != i && overlap(i, j) && mayCollide(i, j) {
                // An unfiled pair once, from the first of the two in `unfiled`.
                if let other = unfiled.firstIndex(of: j), other < index { continue }
                pairs.append(pair(min(i, j), max(i, j)))
            }
        }
        return Self.sortedPairs(pairs, bodies: n)
    }

    /// `pairs` (i·2³² + j each) sorted by i, then j, in time linear in the pairs: counted and
    /// placed by i, then each body's few partners sorted in place.
    package static func sortedPairs(_ pairs: [UInt64], bodies n: Int) -> [(i: Int, j: Int)] {
        var start = [Int](repeating: 0, count: n + 1)
        for p in pairs { start[Int(p >> 32) + 1] += 1 }
        for i in 0..<n { start[i + 1] += start[i] }
        var sorted = [(i: Int, j: Int)](repeating: (0, 0), count: pairs.count)
        var next = start
        for p in pairs {
            let i = Int(p >> 32)
            sorted[next[i]] = (i, Int(p & 0xFFFF_FFFF))
            next[i] += 1
        }
        for i in 0..<n where start[i + 1] - start[i] > 1 {
            // Insertion sort: a body has a handful of partners.
            for k in (start[i] + 1)..<start[i + 1] {
                let partner = sorted[k]
                var m = k
                while m > start[i], sorted[m - 1].j > partner.j {
                    sorted[m] = sorted[m - 1]
                    m -= 1
                }
                sorted[m] = partner
            }
        }
        return sorted
    }

    /// The springs' solver rows, prepared for this step.
    private func springRows(_ s: SolverBodies, h: Double) -> [SpringRow] {
        var rows: [SpringRow] = []
        for spring in springs {
            if var row = makeSpringRow(spring) {
                prepare(&row, s, h: h)
                rows.append(row)
            }
        }
        return rows
    }

    /// 3. Sequential impulses on springs, joints, then contacts, `velocityIterations` times.
    private func solveVelocities(_ rows: inout [SpringRow], _ jointRows: inout [JointRow], _ s: inout SolverBodies) {
        for _ in 0..<Self.velocityIterations {
            for r in rows.indices { solveVelocity(&rows[r], &s) }
            for r in jointRows.indices { jointRows[r].solveVelocity(&s, h: Self.fixedTimeStep) }
            contactSolver.solveVelocities(&s)
        }
    }

    /// 4. Position rounds from the integrated positions, moving bodies out of overlap and back
    /// to rigid link lengths; the velocities from step 3 are kept as they are.
    private func solvePositions(_ rows: [SpringRow], _ s: inout SolverBodies) {
        for i in 0..<bodies.count where bodies[i].isDynamic && !asleep[i] {
            s.position[i] = bodies[i].position
            s.angle[i] = bodies[i].angle
        }
        contactSolver.beginPositions(rotations)
        for _ in 0..<Self.positionIterations {
            for r in rows.indices where rows[r].rigid { solvePosition(rows[r], &s) }
            for joint in joints { solvePosition(joint, &s) }
            contactSolver.solvePositions(&s)
        }
    }

    /// The dynamic bodies take the solver's positions and velocities.
    private func takeSolvedMotion(_ s: SolverBodies) {
        for i in 0..<bodies.count where bodies[i].isDynamic && !asleep[i] {
            bodies[i].position = s.position[i]
            bodies[i].angle = s.angle[i]
            bodies[i].velocity = s.velocity[i]
            bodies[i].angularVelocity = bodies[i].allowsRotation ? s.angularVelocity[i] : 0
        }
    }

    /// 5. The pairs now touching, sorted, and the begin/end events against the last step's.
    private func recordTouches(_ contacts: [ContactRow]) {
        var now: [Touch] = []
        now.reserveCapacity(contacts.count)
        for c in contacts.indices where !contacts[c].isSpeculative {
            let a = contacts[c].a, k = contacts[c].boundary, point = contacts[c].firstPoint
            if k >= 0 {
                now.append(Touch(bodyID: bodies[a].id, otherIsBody: false, otherKey: boundaries[k].key,
                                 identifier: boundaries[k].identifier, point: point))
            } else {
                let idA = bodies[a].id, idB = bodies[contacts[c].b].id
                now.append(Touch(bodyID: min(idA, idB), otherIsBody: true, otherKey: max(idA, idB), identifier: nil, point: point))
            }
        }
        now.sort()
        recordEvents(old: touching, new: now)
        touching = now
    }

    private func makeContact(
        _ a: Int, _ b: Int, boundary: Int, _ m: ContactManifold, _ s: inout SolverBodies,
        elasticity: Double, friction: Double, previous: Int?
    ) -> ContactRow {
        let normal = m.normal, tangent = normal.perpendicular
        let imA = s.inverseMass[a], imB = s.inverseMass[b], iiA = s.inverseInertia[a], iiB = s.inverseInertia[b]
        var points = ContactPoints()
        for k in m.points.indices {
            let p = m.points[k]
            let rA = p - s.position[a], rB = p - s.position[b]
            let rnA = rA.cross(normal), rnB = rB.cross(normal)
            let rtA = rA.cross(tangent), rtB = rB.cross(tangent)
            let kn = imA + imB + iiA * rnA * rnA + iiB * rnB * rnB
            let kt = imA + imB + iiA * rtA * rtA + iiB * rtB * rtB
            let dv = s.velocity[b] + crossScalar(s.angularVelocity[b], rB) - s.velocity[a]
                - crossScalar(s.angularVelocity[a], rA)
            let vn = dv.dot(normal)
            let separation = m.separations[k]
            // A point still apart lets the bodies approach by the gap this step, no faster.
            let bias = separation > 0 ? -separation / Self.fixedTimeStep : vn < -Self.restitutionThreshold ? -elasticity * vn : 0
            var point = ContactPointRow(rA: rA, rB: rB, normalMass: kn > 0 ? 1 / kn : 0, tangentMass: kt > 0 ? 1 / kt : 0,
                                        velocityBias: bias, feature: m.features[k])
            if let previous, let old = previousContacts[previous].points.point(withFeature: point.feature) {
                point.normalImpulse = old.normalImpulse
                point.tangentImpulse = old.tangentImpulse
            }
            points.append(point)
        }
        let isSpeculative = m.separations[0] > 0 && (m.separations.count < 2 || m.separations[1] > 0)
        // The edges in the bodies' frames: they move with them through the position rounds.
        let reference = m.edges.referenceIsA ? a : b, incident = m.edges.referenceIsA ? b : a
        let edges = m.edges.inBodyFrames(reference: s.position[reference], rotation(of: reference, angle: s.angle[reference]),
                                         incident: s.position[incident], rotation(of: incident, angle: s.angle[incident]))
        return ContactRow(a: a, b: b, boundary: boundary, normal: normal, friction: friction, restitution: elasticity,
                          points: points, firstPoint: m.points[0], edges: edges, isSpeculative: isSpeculative)
    }

    /// A spring's or joint's end for the solver: the index of its body (the static world's,
    /// `bodies.count`, for a world point) and its point in that body's frame; nil for a body gone.
    private func solverEnd(_ end: PhysicsSpring.End) -> (Int, PhysicsVector)? {
        switch end {
        case let .world(p): return (bodies.count, p)
        case let .body(id, offset): return bodyIndex[id].map { ($0, offset) }
        }
    }

    private func makeSpringRow(_ spring: PhysicsSpring) -> SpringRow? {
        guard let (a, localA) = solverEnd(spring.a), let (b, localB) = solverEnd(spring.b) else { return nil }
        let isLimit = spring.isLimit && spring.restLength > 0
        return SpringRow(a: a, b: b, localA: localA, localB: localB, restLength: max(spring.restLength, 0),
                         rigid: spring.isRigid || isLimit, isPoint: spring.restLength <= 0,
                         frequency: spring.frequency, dampingRatio: spring.dampingRatio, isLimit: isLimit)
    }

    /// Arms, masses and (for soft springs) the implicit spring's γ and bias. For stiffness k and
    /// damping c on effective mass m over step h: γ = 1/(h(c + hk)), bias = C·hkγ; the impulse
    /// then solves Ċ + bias + γλ = 0, which is the backward-Euler spring, stable at any h.
    private func prepare(_ row: inout SpringRow, _ s: SolverBodies, h: Double) {
        let a = row.a, b = row.b
        row.rA = row.localA.rotated(by: s.angle[a])
        row.rB = row.localB.rotated(by: s.angle[b])
        let d = s.position[b] + row.rB - s.position[a] - row.rA
        let imA = s.inverseMass[a], imB = s.inverseMass[b], iiA = s.inverseInertia[a], iiB = s.inverseInertia[b]
        // The implicit spring turns by atan(ωh) per step rather than ωh, which lengthens the
        // period (2% at 5 Hz); solving with tan(ω_wanted·h)/h makes the period exact.
        let omega = tan(min(2 * Double.pi * row.frequency * h, Self.maxSpringPhasePerStep)) / h
        func soft(_ mEff: Double) -> (gamma: Double, beta: Double) {
            guard !row.rigid, mEff > 0 else { return (0, 0) }
            let k = mEff * omega * omega, c = 2 * mEff * row.dampingRatio * omega
            let gamma = 1 / (h * (c + h * k))
            return (gamma, h * k * gamma)
        }
        if row.isPoint {
            let rA = row.rA, rB = row.rB
            var k11 = imA + imB + iiA * rA.y * rA.y + iiB * rB.y * rB.y
            let k12 = -iiA * rA.x * rA.y - iiB * rB.x * rB.y
            var k22 = imA + imB + iiA * rA.x * rA.x + iiB * rB.x * rB.x
            let linear = imA + imB
            let (gamma, beta) = soft(linear > 0 ? 1 / linear : 0)
            k11 += gamma; k22 += gamma
            let det = k11 * k22 - k12 * k12
            row.pointMass = det != 0 ? (k22 / det, -k12 / det, k11 / det) : (0, 0, 0)
            row.gamma = gamma
            row.bias = d * beta
        } else {
            let length = d.length
            row.slack = row.isLimit && length < row.restLength
            row.axis = length > 1e-9 ? d * (1 / length) : PhysicsVector(0, 1)
            let rnA = row.rA.cross(row.axis), rnB = row.rB.cross(row.axis)
            let K = imA + imB + iiA * rnA * rnA + iiB * rnB * rnB
            let (gamma, beta) = soft(K > 0 ? 1 / K : 0)
            row.mass = K + gamma > 0 ? 1 / (K + gamma) : 0
            row.gamma = gamma
            row.bias = PhysicsVector((length - row.restLength) * beta, 0)
        }
    }

    private func solveVelocity(_ row: inout SpringRow, _ s: inout SolverBodies) {
        let a = row.a, b = row.b
        let imA = s.inverseMass[a], imB = s.inverseMass[b], iiA = s.inverseInertia[a], iiB = s.inverseInertia[b]
        let dv = s.velocity[b] + crossScalar(s.angularVelocity[b], row.rB) - s.velocity[a]
            - crossScalar(s.angularVelocity[a], row.rA)
        let P: PhysicsVector
        if row.isPoint {
            let rhs = dv + row.bias + row.impulse * row.gamma
            let (m11, m12, m22) = row.pointMass
            P = -PhysicsVector(m11 * rhs.x + m12 * rhs.y, m12 * rhs.x + m22 * rhs.y)
            row.impulse += P
        } else {
            if row.slack { return }
            var lambda = -row.mass * (dv.dot(row.axis) + row.bias.x + row.gamma * row.impulse.x)
            if row.isLimit {
                // A rope only pulls: the accumulated impulse stays at or below zero.
                let total = min(row.impulse.x + lambda, 0)
                lambda = total - row.impulse.x
            }
            row.impulse.x += lambda
            P = row.axis * lambda
        }
        s.velocity[a] -= P * imA; s.angularVelocity[a] -= iiA * row.rA.cross(P)
        s.velocity[b] += P * imB; s.angularVelocity[b] += iiB * row.rB.cross(P)
    }

    /// Moves a rigid link's ends back to its length (or together, for a pin).
    private func solvePosition(_ row: SpringRow, _ s: inout SolverBodies) {
        let a = row.a, b = row.b
        let imA = s.inverseMass[a], imB = s.inverseMass[b], iiA = s.inverseInertia[a], iiB = s.inverseInertia[b]
        let rA = row.localA.rotated(by: s.angle[a]), rB = row.localB.rotated(by: s.angle[b])
        let d = s.position[b] + rB - s.position[a] - rA
        let P: PhysicsVector
        if row.isPoint {
            var C = d
            let l = C.length
            if l > Self.maxPositionCorrection { C = C * (Self.maxPositionCorrection / l) }
            let k11 = imA + imB + iiA * rA.y * rA.y + iiB * rB.y * rB.y
            let k12 = -iiA * rA.x * rA.y - iiB * rB.x * rB.y
            let k22 = imA + imB + iiA * rA.x * rA.x + iiB * rB.x * rB.x
            let det = k11 * k22 - k12 * k12
            guard det != 0 else { return }
            P = -PhysicsVector((k22 * C.x - k12 * C.y) / det, (k11 * C.y - k12 * C.x) / det)
        } else {
            let length = d.length
            guard length > 1e-9 else { return }
            let axis = d * (1 / length)
            let stretch = row.isLimit ? max(length - row.restLength, 0) : length - row.restLength
            let C = min(max(stretch, -Self.maxPositionCorrection), Self.maxPositionCorrection)
            let rnA = rA.cross(axis), rnB = rB.cross(axis)
            let K = imA + imB + iiA * rnA * rnA + iiB * rnB * rnB
            guard K > 0 else { return }
            P = axis * (-C / K)
        }
        s.position[a] -= P * imA; s.angle[a] -= iiA * rA.cross(P)
        s.position[b] += P * imB; s.angle[b] += iiB * rB.cross(P)
    }

    // MARK: Joints

    /// A joint's measures at the solver's positions: each with its constraint row (bound
    /// `gap` unset), its value and the range it must stay in. The line through `a`'s point
    /// (perpendicular offset held at 0), the relative angle and the translation along the line.
    private func measures(of joint: PhysicsJoint, _ s: SolverBodies) -> [(row: JointRow, value: Double, range: ClosedRange<Double>)] {
        guard let (a, localA) = solverEnd(joint.a), let (b, localB) = solverEnd(joint.b) else { return [] }
        let rA = localA.rotated(by: s.angle[a]), rB = localB.rotated(by: s.angle[b])
        let d = s.position[b] + rB - s.position[a] - rA
        var result: [(row: JointRow, value: Double, range: ClosedRange<Double>)] = []
        if let localAxis = joint.axis {
            // Ċ for n·d with n turning with a: n·(v_b + ω_b×r_b − v_a − ω_a×r_a) + (ω_a×n)·d.
            let axis = localAxis.rotated(by: s.angle[a]), normal = axis.perpendicular
            func row(_ n: PhysicsVector) -> JointRow {
                JointRow(a: a, b: b, normal: n, angularA: (d + rA).cross(n), angularB: rB.cross(n), gap: nil, s)
            }
            result.append((row(normal), normal.dot(d), 0...0))
            if joint.translationRange != -Double.infinity...Double.infinity {
                result.append((row(axis), axis.dot(d), joint.translationRange))
            }
        }
        if joint.angleRange != -Double.infinity...Double.infinity {
            result.append((JointRow(a: a, b: b, normal: .zero, angularA: 1, angularB: 1, gap: nil, s),
                           s.angle[b] - s.angle[a] - joint.referenceAngle, joint.angleRange))
        }
        return result
    }

    /// A joint's rows for this step: an equality for a measure held at one value, else a row
    /// for each finite bound (the upper one negated, so both keep their gap ≥ 0).
    private func velocityRows(of joint: PhysicsJoint, _ s: SolverBodies) -> [JointRow] {
        measures(of: joint, s).flatMap { row, value, range -> [JointRow] in
            if range.lowerBound == range.upperBound { return [row] }
            var rows: [JointRow] = []
            if range.lowerBound > -.infinity {
                var lower = row
                lower.gap = value - range.lowerBound
                rows.append(lower)
            }
            if range.upperBound < .infinity { rows.append(row.negated(gap: range.upperBound - value, s)) }
            return rows
        }
    }

    /// Moves a joint's bodies back onto its line, to its angle and within its ranges (a
    /// slider's line and angle together).
    private func solvePosition(_ joint: PhysicsJoint, _ s: inout SolverBodies) {
        var errors = measures(of: joint, s).map { row, value, range in
            (row, value < range.lowerBound ? value - range.lowerBound : value > range.upperBound ? value - range.upperBound : 0,
             isEquality: range.lowerBound == range.upperBound)
        }
        let equalities = errors.indices.filter { errors[$0].isEquality }
        if equalities.count == 2 {
            let (i, j) = (equalities[0], equalities[1])
            JointRow.correctPositions(errors[i].0, errors[i].1, errors[j].0, errors[j].1, limit: Self.maxPositionCorrection, &s)
            errors.remove(at: j)
            errors.remove(at: i)
        }
        for (row, error, _) in errors where error != 0 { row.correctPosition(error, limit: Self.maxPositionCorrection, &s) }
    }

    // MARK: Contact bookkeeping

    /// A pair in contact: a body and another body (larger id) or a boundary.
    fileprivate struct Touch: Comparable {
        var bodyID: Int
        var otherIsBody: Bool
        var otherKey: Int
        var identifier: String?
        var point: PhysicsVector

        static func < (l: Touch, r: Touch) -> Bool {
            (l.bodyID, l.otherIsBody ? 1 : 0, l.otherKey) < (r.bodyID, r.otherIsBody ? 1 : 0, r.otherKey)
        }
        static func == (l: Touch, r: Touch) -> Bool {
            l.bodyID == r.bodyID && l.otherIsBody == r.otherIsBody && l.otherKey == r.otherKey
        }
        var other: PhysicsContactEvent.Other {
            otherIsBody ? .body(id: otherKey) : .boundary(key: otherKey, identifier: identifier)
        }
    }

    /// Merges the sorted old and new contact lists into `ended` and `began` events.
    private func recordEvents(old: [Touch], new: [Touch]) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i] < new[j]) {
                events.append(PhysicsContactEvent(kind: .ended, bodyID: old[i].bodyID, other: old[i].other,
                                                  point: nil, step: stepCount))
                i += 1
            } else if i == old.count || new[j] < old[i] {
                events.append(PhysicsContactEvent(kind: .began, bodyID: new[j].bodyID, other: new[j].other,
                                                  point: new[j].point, step: stepCount))
                j += 1
            } else {
                i += 1; j += 1
            }
        }
    }

    // MARK: Snapshots

    /// Everything that changes as the world steps: restoring it and stepping again repeats
    /// the original run bit for bit (bodies, boundaries and springs themselves must be the same).
    package struct State: Equatable {
        package struct Body: Equatable {
            package var id: Int
            package var position: PhysicsVector
            package var angle: Double
            package var velocity: PhysicsVector
            package var angularVelocity: Double
            package var force: PhysicsVector
            package var torque: Double
        }
        package var bodies: [Body]
        fileprivate var touching: [Touch]
        package var pendingTime: Double
        package var stepCount: Int
        /// The contacts whose impulses start the next step, and each body's sleep and settling.
        fileprivate var contacts: [ContactRow]
        fileprivate var sleepTimes: [Double]
        fileprivate var asleep: [Bool]
        fileprivate var settling: [(position: PhysicsVector, angle: Double, since: Int, touching: Bool)]

        /// Bytes the state takes, about (the contacts' points and identifiers counted inline).
        package var byteCount: Int {
            bodies.count * MemoryLayout<Body>.stride + touching.count * MemoryLayout<Touch>.stride
                + contacts.count * MemoryLayout<ContactRow>.stride
                + sleepTimes.count * (MemoryLayout<Double>.stride + MemoryLayout<Bool>.stride)
                + settling.count * MemoryLayout<(position: PhysicsVector, angle: Double, since: Int, touching: Bool)>.stride
        }

        package static func == (l: State, r: State) -> Bool {
            l.bodies == r.bodies && l.pendingTime == r.pendingTime && l.stepCount == r.stepCount
                && l.touching.count == r.touching.count
                && zip(l.touching, r.touching).allSatisfy { $0 == $1 && $0.point == $1.point }
                && l.sleepTimes == r.sleepTimes && l.asleep == r.asleep && l.contacts.count == r.contacts.count
        }
    }

    package var state: State {
        State(
            bodies: bodies.map {
                State.Body(id: $0.id, position: $0.position, angle: $0.angle, velocity: $0.velocity,
                           angularVelocity: $0.angularVelocity, force: $0.force, torque: $0.torque)
            },
            touching: touching, pendingTime: pendingTime, stepCount: stepCount,
            contacts: previousContacts, sleepTimes: sleepTimes, asleep: asleep, settling: settling)
    }

    /// Puts every body recorded in `state` back (bodies added since are left alone).
    package func restore(_ state: State) {
        for saved in state.bodies {
            guard let i = bodyIndex[saved.id] else { continue }
            bodies[i].position = saved.position
            bodies[i].angle = saved.angle
            bodies[i].velocity = saved.velocity
            bodies[i].angularVelocity = saved.angularVelocity
            bodies[i].force = saved.force
            bodies[i].torque = saved.torque
        }
        touching = state.touching
        pendingTime = state.pendingTime
        stepCount = state.stepCount
        // Kept only for the same bodies: their rows and lists are by body index.
        let same = state.bodies.count == bodies.count && zip(state.bodies, bodies).allSatisfy { $0.id == $1.id }
        previousContacts = same ? state.contacts : []
        sleepTimes = same ? state.sleepTimes : []
        asleep = same ? state.asleep : []
        settling = same ? state.settling : []
    }
}
