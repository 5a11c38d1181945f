//  AnimationInventory.swift — FlipbookKit
//  Flipbook addition: what animates in a window, for the previewer's lanes and curve.

import Foundation

/// How an animation paces its progress: a timing curve, a spring, or physics (no curve).
public struct AnimationPacing: Equatable {
    private enum Kind: Equatable {
        case timing(CAMediaTimingFunction)
        /// The spring and its settling duration (the time axis of its curve).
        case spring(Spring, settling: Double)
        case physics
    }

    private let kind: Kind
    /// "easeOut (0, 0, 0.58, 1)", "spring ζ 0.80, 0.62 s", "physics (UIKit Dynamics)".
    public let name: String

    init(timing function: CAMediaTimingFunction) {
        kind = .timing(function)
        name = Self.name(of: function)
    }

    init(spring: Spring) {
        let settling = spring.settlingDuration()
        kind = .spring(spring, settling: settling)
        name = String(format: "spring ζ %.2f, %.2f s", spring.dampingRatio, settling)
    }

    static let physics = AnimationPacing()

    private init() {
        kind = .physics
        name = "physics (UIKit Dynamics)"
    }

    /// A spring's settling duration (`CASpringAnimation.settlingDuration`); nil for a curve or physics.
    public var settlingDuration: Double? {
        if case .spring(_, let settling) = kind { return settling }
        return nil
    }

    /// Progress at time fraction `x` of the animation (a spring's fraction of its settling
    /// duration); nil for physics, which has no curve.
    public func value(at x: Double) -> Double? {
        switch kind {
        case .timing(let function): return function.output(at: x)
        case let .spring(spring, settling): return spring.value(at: x * settling)
        case .physics: return nil
        }
    }

    /// "easeOut (0, 0, 0.58, 1)" for named curves, the control points otherwise.
    static func name(of function: CAMediaTimingFunction) -> String {
        let a = function.controlPoint1, b = function.controlPoint2
        let points = String(format: "(%g, %g, %g, %g)", Double(a.x), Double(a.y), Double(b.x), Double(b.y))
        if let name = function.name ?? namedFunctions.first(where: { $0.function == function })?.name {
            return "\(name.rawValue) \(points)"
        }
        return "cubic \(points)"
    }

    /// The named curves, made once: a name is looked up for every animation an inventory lists.
    private static let namedFunctions: [(name: CAMediaTimingFunctionName, function: CAMediaTimingFunction)] =
        [.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map { ($0, CAMediaTimingFunction(name: $0)) }
}

/// The animations running in a window's layer tree: one lane per view (or bare layer) and key
/// path, in tree order, and the views they animate.
///
/// Made when the animations change (see `AnimationSignature`); the values now and the velocities
/// are read from it frame by frame (`motion(ofLane:at:)`), without allocating.
public struct AnimationInventory: Equatable {
    public var lanes: [AnimationLane] = []
    /// The pacing of the longest animation that has one.
    public var pacing: AnimationPacing?
    /// The names of the views (and bare layers) that animate, in tree order, a group of views
    /// animated alike as one (see `groupAlikeSiblings`); lanes refer to them by index.
    public private(set) var views: [String] = []
    /// Where each lane's values come from, by lane index.
    private var sources: [LaneSource] = []
    /// The layer of each view, by view index.
    private var viewLayers: [WeakLayer] = []
    /// The animations it was made from. Made again from the same window and take start while
    /// these still run, it would be the same: the player's take and the HUD share one.
    package private(set) var signature = AnimationSignature()

    /// Walks the window's layers; times are relative to `takeStart` (scene time).
    ///
    /// Lanes are drafted first, small and unnamed (`LaneDraft`), folded into groups, and only the
    /// lanes left are named and their values read: a shatter's 10 000 lanes fold into three.
    public init(window: UIWindow, takeStart: Double) {
        var draft = Draft()
        var longest = -1.0
        // Each layer's animations are walked together (`forEachActiveAnimation`): a layer met is a
        // new view, and its lanes are those drafted since it was met.
        var firstLaneOfView = 0
        // Thousands of animations share a handful of curves: each timing curve's pacing (and its name)
        // is made once, and each name numbered once (lanes compare curves by number).
        // (The last function met is checked first: a block's animations share theirs.)
        var curveIDs: [String: Int] = [:]
        func curve(_ pacing: AnimationPacing) -> Int {
            if let id = curveIDs[pacing.name] { return id }
            draft.curves.append(pacing)
            curveIDs[pacing.name] = draft.curves.count - 1
            return draft.curves.count - 1
        }
        var timingCurves: [CurveKey: Int] = [:]
        var lastCurve: (function: CAMediaTimingFunction, id: Int)?
        func timingCurve(_ function: CAMediaTimingFunction?) -> Int {
            let function = function ?? CAMediaTimingFunction(name: .linear)
            if let lastCurve, lastCurve.function === function { return lastCurve.id }
            let key = CurveKey(name: function.name, p1: function.controlPoint1, p2: function.controlPoint2)
            let id = timingCurves[key] ?? curve(AnimationPacing(timing: function))
            timingCurves[key] = id
            lastCurve = (function, id)
            return id
        }
        window.layer.forEachActiveAnimation { layer, record in
            signature.append(record)
            let animation = record.animation
            let duration = animation.timing.activeDuration.isFinite ? animation.timing.activeDuration : animation.timing.duration
            var keyPath = "animation"
            // The curve's number, and a spring's own pacing (springs named alike share a number).
            var curveID: Int?
            var ownPacing: AnimationPacing?
            var start = record.domain == nil ? animation.beginTime - takeStart : animation.beginTime
            var length = duration
            var sourceKeyPath: LayerKeyPath?
            switch animation {
            case let spring as CASpringAnimation:
                keyPath = spring.keyPath ?? "?"
                ownPacing = AnimationPacing(spring: spring.spring)
                curveID = ownPacing.map(curve)
            case let property as CAPropertyAnimation:
                keyPath = property.keyPath ?? "?"
                curveID = timingCurve(property.timingFunction)
            case let transition as CATransition:
                keyPath = "transition(\(transition.type.rawValue))"
                curveID = timingCurve(transition.timingFunction)
            case let motion as SampledMotionAnimation:
                keyPath = "dynamics"
                curveID = curve(.physics)
                start = motion.beginTime - takeStart
                length = motion.length
                sourceKeyPath = .position
            default:
                break
            }
            if let property = animation as? CAPropertyAnimation {
                sourceKeyPath = property.parsedKeyPath
            }
            if draft.layers.last?.toOpaque() != Unmanaged.passUnretained(layer).toOpaque() {
                firstLaneOfView = draft.lanes.count
                draft.layers.append(Unmanaged.passUnretained(layer))
            }
            let view = draft.layers.count - 1
            let begin = max(start, 0)
            if let i = (firstLaneOfView..<draft.lanes.count).first(where: { draft.lanes[$0].keyPath == keyPath }) {
                // One more animation of the same view and key path: the lane runs from the first
                // start to the last end, from the earliest animation's start value to the latest's end.
                var lane = draft.lanes[i]
                var ends = lane.ends.read(on: layer)
                let more = LaneEnds.unread(Unmanaged.passUnretained(animation)).read(on: layer)
                let end = max(lane.delay + lane.duration, begin + length)
                if begin < lane.delay { ends.from = more.from ?? ends.from }
                if begin + length >= lane.delay + lane.duration { ends.to = more.to ?? ends.to }
                lane.ends = .read(from: ends.from, to: ends.to)
                lane.delay = min(lane.delay, begin)
                lane.duration = end - lane.delay
                lane.animationCount += 1
                if length > lane.longest, let curveID {
                    lane.curve = curveID
                    lane.longest = length
                }
                lane.moreRecords.append(ObjectIdentifier(record))
                draft.lanes[i] = lane
            } else {
                draft.lanes.append(LaneDraft(view: view, keyPath: keyPath, sourceKeyPath: sourceKeyPath, curve: curveID ?? -1,
                                             delay: begin, duration: length, longest: curveID == nil ? -1 : length,
                                             ends: .unread(Unmanaged.passUnretained(animation)), firstRecord: ObjectIdentifier(record)))
            }
            if length > longest, let curveID {
                longest = length
                pacing = ownPacing ?? draft.curves[curveID]
            }
        }
        let lastMembers = draft.groupAlikeSiblings(groupSize: Self.groupSize)
        finish(draft, names: ViewNames(window: window), lastMembers: lastMembers)
    }

    /// The fewest sibling views animated alike that make a group (see `Draft.groupAlikeSiblings`).
    public static let groupSize = 16

    /// The lanes, views and sources from the draft: views named (a group by its first view and its
    /// members' places), lanes titled, and each lane shown on its own with its start and end values.
    private mutating func finish(_ draft: Draft, names: ViewNames, lastMembers: [Int: Unmanaged<CALayer>]) {
        var viewCounts = [Int](repeating: 1, count: draft.layers.count)
        for lane in draft.lanes { viewCounts[lane.view] = max(viewCounts[lane.view], lane.viewCount) }
        views = draft.layers.indices.map { v in
            let layer = draft.layers[v].takeUnretainedValue()
            let name = names.name(of: layer)
            guard viewCounts[v] > 1 else { return name }
            return Self.groupName(name, first: layer, last: lastMembers[v]?.takeUnretainedValue(), count: viewCounts[v])
        }
        viewLayers = draft.layers.map { WeakLayer(layer: $0.takeUnretainedValue()) }
        lanes.reserveCapacity(draft.lanes.count)
        sources.reserveCapacity(draft.lanes.count)
        for lane in draft.lanes {
            let layer = draft.layers[lane.view].takeUnretainedValue()
            // A group's lane has no single start or end value.
            let ends = lane.viewCount > 1 ? (from: nil, to: nil) : lane.ends.read(on: layer)
            let view = views[lane.view]
            lanes.append(AnimationLane(title: view + "." + lane.keyPath, view: view, viewIndex: lane.view, keyPath: lane.keyPath,
                                       delay: lane.delay, duration: lane.duration,
                                       curve: lane.curve >= 0 ? draft.curves[lane.curve].name : nil,
                                       from: ends.from, to: ends.to, animationCount: lane.animationCount, viewCount: lane.viewCount))
            sources.append(LaneSource(layer: layer, keyPath: lane.sourceKeyPath, firstRecord: lane.firstRecord,
                                      moreRecords: lane.moreRecords))
        }
    }

    /// "UIView in containerView[1][0…3314]": a group named by its first view, whose subview index
    /// becomes the range to its last member's ("[0…40] (12 of them)" when other views lie between);
    /// "pieceView and 3314 alike" for a first view with a name of its own (an identifier, a property).
    private static func groupName(_ name: String, first: CALayer, last: CALayer?, count: Int) -> String {
        guard let view = first.delegate as? UIView, let lastView = last?.delegate as? UIView, let parent = view.superview else {
            return "\(name) and \(count - 1) alike"
        }
        let subviews = parent.subviews
        guard let a = subviews.firstIndex(where: { $0 === view }), let b = subviews.lastIndex(where: { $0 === lastView }),
              name.hasSuffix("[\(a)]") else { return "\(name) and \(count - 1) alike" }
        return String(name.dropLast("[\(a)]".count)) + "[\(a)…\(b)]" + (b - a + 1 == count ? "" : " (\(count) of them)")
    }

    /// Equal when the lanes, the pacing and the views are.
    public static func == (a: Self, b: Self) -> Bool {
        a.lanes == b.lanes && a.pacing == b.pacing && a.views == b.views
    }

    /// A property animation's start and end values on `layer`, as they show: an additive
    /// animation's added to the model value.
    fileprivate static func endpoints(of animation: CAPropertyAnimation, on layer: CALayer)
        -> (from: AnimationValue?, to: AnimationValue?) {
        guard let key = animation.keyPath, let model = layer.modelValue(forKey: key) else { return (nil, nil) }
        var ends: (from: AnimationValue?, to: AnimationValue?) = (nil, nil)
        switch animation {
        case let basic as CABasicAnimation:
            guard let resolved = basic.endpoints(underlying: model) else { return (model, model) }
            ends = (resolved.from, resolved.to)
        case let keyframes as CAKeyframeAnimation:
            ends = (AnimationValue(keyframes.values?.first), AnimationValue(keyframes.values?.last))
        default:
            return (nil, nil)
        }
        if animation.isAdditive {
            ends = (ends.from.flatMap { model.adding($0) }, ends.to.flatMap { model.adding($0) })
        }
        return ends
    }

    // MARK: Values now

    /// The step of the symmetric difference that gives velocities, seconds of media time.
    public static let velocityStep = 0.0005

    /// Lane `i`'s presentation value at scene time `t`, its velocity and its acceleration there:
    /// the symmetric differences (p(t + h) − p(t − h)) / 2h and (p(t + h) − 2p(t) + p(t − h)) / h²
    /// of the presentation value, h = `velocityStep`, evaluated with the animations' timing as it
    /// is now (a paused interactive transition moves at 0; once released, at its curve's speed).
    /// Nil for a lane without a value (a `CATransition`) or whose layer is gone. Allocates nothing.
    public func motion(ofLane i: Int, at t: Double) -> LaneMotion? {
        var reads = MotionReads()
        return motion(ofLane: i, at: t, reusing: &reads)
    }

    /// `motion(ofLane:at:)`, reading the layer's presentation values at the three times once for
    /// all its lanes: lanes of one layer are next to each other, so asking for them in order with
    /// the same `reads` evaluates each layer's animations three times, not three times a lane.
    public func motion(ofLane i: Int, at t: Double, reusing reads: inout MotionReads) -> LaneMotion? {
        guard sources.indices.contains(i), let layer = sources[i].layer, let keyPath = sources[i].keyPath else { return nil }
        let h = Self.velocityStep
        if reads.layer !== layer || reads.time != t {
            func properties(at time: Double) -> LayerProperties {
                layer.presentationProperties(atLayerTime: layer.localTime(fromRootTime: time))
            }
            reads.layer = layer
            reads.time = t
            reads.properties = (properties(at: t - h), properties(at: t), properties(at: t + h))
        }
        guard let p = reads.properties else { return nil }
        let before = InspectedValue(p.before.value(at: keyPath)), now = InspectedValue(p.now.value(at: keyPath))
        let after = InspectedValue(p.after.value(at: keyPath))
        let velocity = InspectedValue.rate(from: before, to: after, over: 2 * h)
        // The difference of the two one-sided rates (each a rotation's shorter way round), unwrapped.
        let slopes = (InspectedValue.rate(from: before, to: now, over: h), InspectedValue.rate(from: now, to: after, over: h))
        let acceleration = InspectedValue(kind: now.kind, storage: (slopes.1.storage - slopes.0.storage) / h)
        return LaneMotion(value: now, velocity: velocity, acceleration: acceleration)
    }

    /// Lane `i`'s presentation value at scene time `t` alone (one evaluation; `motion` takes three);
    /// nil as for `motion`.
    public func value(ofLane i: Int, at t: Double) -> InspectedValue? {
        guard sources.indices.contains(i), let layer = sources[i].layer, let keyPath = sources[i].keyPath else { return nil }
        return InspectedValue(layer.presentationProperties(atLayerTime: layer.localTime(fromRootTime: t)).value(at: keyPath))
    }

    /// The view (or bare layer) of index `i` in `views`, inspected at scene time `t`; nil when it is gone.
    public func inspection(ofView i: Int, at t: Double) -> ViewInspection? {
        guard viewLayers.indices.contains(i), let layer = viewLayers[i].layer else { return nil }
        return ViewInspection(layer: layer, at: t)
    }

    /// The layer lane `i` animates; nil when it is gone.
    public func layer(ofLane i: Int) -> CALayer? { sources.indices.contains(i) ? sources[i].layer : nil }

    /// The layer of view `i` of `views`; nil when it is gone.
    public func layer(ofView i: Int) -> CALayer? { viewLayers.indices.contains(i) ? viewLayers[i].layer : nil }

    /// The animation records behind lane `i`, to tell a lane that gained an animation (an interruption).
    package func records(ofLane i: Int) -> [ObjectIdentifier] { sources.indices.contains(i) ? sources[i].records : [] }

    /// Whether lane `i` of this inventory and lane `j` of `other` are the same view's same key path.
    package func lane(_ i: Int, isLane j: Int, of other: AnimationInventory) -> Bool {
        guard sources.indices.contains(i), other.sources.indices.contains(j),
              let a = sources[i].layer, let b = other.sources[j].layer else { return false }
        return a === b && lanes[i].keyPath == other.lanes[j].keyPath
    }
}

/// One layer's presentation values around a moment, kept from one lane to the next of the same
/// layer (see `AnimationInventory.motion(ofLane:at:reusing:)`).
public struct MotionReads {
    fileprivate weak var layer: CALayer?
    fileprivate var time = Double.nan
    fileprivate var properties: (before: LayerProperties, now: LayerProperties, after: LayerProperties)?

    public init() {}
}

/// Core's typed value, as the inventory reads it.
private typealias AnimationValue = AnimatableValue

/// What views must share to be grouped (see `Draft.groupAlikeSiblings`): the
/// parent, the class, and lanes alike — all but their delays and values — read in place from
/// the draft's lanes (`range`), so thousands of views make no arrays of their own.
private struct ViewLikeness: Hashable {
    var parent: ObjectIdentifier
    var type: ObjectIdentifier
    let lanes: [LaneDraft]
    let range: Range<Int>

    static func == (a: Self, b: Self) -> Bool {
        guard a.parent == b.parent, a.type == b.type, a.range.count == b.range.count else { return false }
        // (Field by field, in place: a lane copied would retain its animation.)
        return zip(a.range, b.range).allSatisfy { i, j in
            a.lanes[i].keyPath == b.lanes[j].keyPath && a.lanes[i].curve == b.lanes[j].curve
                && a.lanes[i].duration == b.lanes[j].duration && a.lanes[i].animationCount == b.lanes[j].animationCount
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(parent)
        hasher.combine(type)
        hasher.combine(range.count)
        for i in range {
            hasher.combine(lanes[i].keyPath)
            hasher.combine(lanes[i].curve)
            hasher.combine(lanes[i].duration)
            hasher.combine(lanes[i].animationCount)
        }
    }
}

/// A timing curve's identity while the inventory is made: its name and control points.
private struct CurveKey: Hashable {
    var name: CAMediaTimingFunctionName?
    var p1x: Double, p1y: Double, p2x: Double, p2y: Double
    init(name: CAMediaTimingFunctionName?, p1: CGPoint, p2: CGPoint) {
        self.name = name
        (p1x, p1y, p2x, p2y) = (Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
    }
}

/// Where a lane's values come from (the layer held weakly: an inventory kept after its scene
/// is gone reads nothing).
private struct LaneSource {
    weak var layer: CALayer?
    var keyPath: LayerKeyPath?
    /// The lane's animation records: its first, and any more (most lanes have one: no array).
    var firstRecord: ObjectIdentifier
    var moreRecords: [ObjectIdentifier]
    var records: [ObjectIdentifier] { [firstRecord] + moreRecords }
}

/// The inventory while it is made: the animated layers in tree order (held by the tree while
/// the inventory walks it) and their lanes, small and unnamed (see `AnimationInventory.init`).
private struct Draft {
    var layers: [Unmanaged<CALayer>] = []
    var lanes: [LaneDraft] = []
    /// The curves, numbered in the order met, one per name (`LaneDraft.curve`).
    var curves: [AnimationPacing] = []

    /// Folds views animated alike into one view and one lane per key path: at least `groupSize`
    /// views of one class under one superlayer whose lanes have the same key paths, curves,
    /// durations and animation counts — the pieces of a shatter, the cells of a grid — which
    /// differ only in their delays and values. A group's lane runs from its first member's start
    /// to its last one's end, and reads its values from its first view (in tree order); it has
    /// no single start or end value. Thousands of pieces make three lanes, not ten thousand.
    /// Returns each group's last member, by its view index.
    mutating func groupAlikeSiblings(groupSize: Int) -> [Int: Unmanaged<CALayer>] {
        // A view's lanes are drafted together, as its layer's animations are walked: a run of lanes.
        var lanesOfView = [Range<Int>](repeating: 0..<0, count: layers.count)
        for i in lanes.indices {
            let v = lanes[i].view
            lanesOfView[v] = (lanesOfView[v].isEmpty ? i : lanesOfView[v].lowerBound)..<(i + 1)
        }
        var alike: [ViewLikeness: [Int]] = [:]
        for v in layers.indices {
            let layer = layers[v].takeUnretainedValue()
            guard let parent = layer.superlayer else { continue }
            let kind: AnyObject = layer.delegate ?? layer
            let key = ViewLikeness(parent: ObjectIdentifier(parent), type: ObjectIdentifier(type(of: kind)),
                                   lanes: lanes, range: lanesOfView[v])
            alike[key, default: []].append(v)
        }
        // Each member view's group (the group's first view), for views in a group.
        var groupOf = [Int?](repeating: nil, count: layers.count)
        for members in alike.values where members.count >= groupSize {
            for v in members { groupOf[v] = members[0] }
        }
        guard groupOf.contains(where: { $0 != nil }) else { return [:] }

        var newLayers: [Unmanaged<CALayer>] = [], newViewOf = [Int](repeating: -1, count: layers.count)
        var lastMembers: [Int: Unmanaged<CALayer>] = [:]
        for v in layers.indices {
            if let first = groupOf[v], first != v {
                lastMembers[newViewOf[first]] = layers[v]
            } else {
                newViewOf[v] = newLayers.count
                newLayers.append(layers[v])
            }
        }
        var newLanes: [LaneDraft] = []
        // The group's lane for each of its first view's lanes, by old lane index.
        var groupLane: [Int: Int] = [:]
        for i in lanes.indices {
            let v = lanes[i].view
            let first = groupOf[v]
            guard let first, v != first else {
                if first != nil { groupLane[i] = newLanes.count }
                var lane = lanes[i]
                lane.view = newViewOf[v]
                newLanes.append(lane)
                continue
            }
            // A member folded into its group's lane, read in place (thousands of them).
            let g = groupLane[lanesOfView[first].lowerBound + (i - lanesOfView[v].lowerBound)]!
            let end = max(newLanes[g].delay + newLanes[g].duration, lanes[i].delay + lanes[i].duration)
            newLanes[g].delay = min(newLanes[g].delay, lanes[i].delay)
            newLanes[g].duration = end - newLanes[g].delay
            newLanes[g].animationCount += lanes[i].animationCount
            newLanes[g].viewCount += 1
            newLanes[g].moreRecords.append(lanes[i].firstRecord)
            newLanes[g].moreRecords += lanes[i].moreRecords
        }
        lanes = newLanes
        layers = newLayers
        return lastMembers
    }
}

/// A lane while the inventory is made: its view by index, its curve by number, its values not
/// read yet (only a lane shown on its own is read: thousands of pieces fold into a few groups).
private struct LaneDraft {
    var view: Int
    var keyPath: String
    var sourceKeyPath: LayerKeyPath?
    /// The number of its longest animation's curve (`Draft.curves`), −1 for none.
    var curve: Int
    var delay: Double
    var duration: Double
    var longest: Double
    var ends: LaneEnds
    var animationCount = 1
    var viewCount = 1
    /// The lane's animation records: its first, and any more (most lanes have one: no array).
    var firstRecord: ObjectIdentifier
    var moreRecords: [ObjectIdentifier] = []

    init(view: Int, keyPath: String, sourceKeyPath: LayerKeyPath?, curve: Int, delay: Double, duration: Double,
         longest: Double, ends: LaneEnds, firstRecord: ObjectIdentifier) {
        (self.view, self.keyPath, self.sourceKeyPath, self.curve) = (view, keyPath, sourceKeyPath, curve)
        (self.delay, self.duration, self.longest, self.ends, self.firstRecord) = (delay, duration, longest, ends, firstRecord)
    }
}

/// A lane's start and end values: its first animation's, read when the lane is shown on its own,
/// or read already (a lane that merged several animations).
private enum LaneEnds {
    /// Unretained: the animation's record holds it while the inventory is made (thousands of
    /// lanes retained and released were a tenth of a 3 400-piece take's inventory).
    case unread(Unmanaged<CAAnimation>)
    indirect case read(from: InspectedValue?, to: InspectedValue?)

    /// The values, on the lane's `layer`: a property animation's as `endpoints` reads them; a
    /// dynamics motion's first and last positions.
    func read(on layer: CALayer) -> (from: InspectedValue?, to: InspectedValue?) {
        guard case .unread(let unmanaged) = self else {
            guard case let .read(from, to) = self else { return (nil, nil) }
            return (from, to)
        }
        let animation = unmanaged.takeUnretainedValue()
        var ends: (from: AnimatableValue?, to: AnimatableValue?) = (nil, nil)
        if let motion = animation as? SampledMotionAnimation, motion.sampleCount > 0 {
            ends = (.point(motion.sample(0).position), .point(motion.sample(motion.sampleCount - 1).position))
        } else if let property = animation as? CAPropertyAnimation {
            ends = AnimationInventory.endpoints(of: property, on: layer)
        }
        return (ends.from.map(InspectedValue.init), ends.to.map(InspectedValue.init))
    }
}


private struct WeakLayer {
    weak var layer: CALayer?
}

/// Which animations run in a window, as far as its `AnimationInventory` depends on them: equal
/// from one frame to the next exactly when the inventory (for the same take start) would be.
/// Filled in place, so comparing frame after frame allocates nothing once warm.
public struct AnimationSignature: Equatable {
    /// One active animation: which record (by its identity, never reused, so a record that is
    /// gone never matches a new one) and its resolved begin time.
    private struct Entry: Hashable {
        var record: UInt64
        var beginTime: Double
    }

    private var entries: [Entry] = []

    public init() {}

    /// Whether no animation runs.
    public var isEmpty: Bool { entries.isEmpty }

    /// Reads the window's running animations into this signature, keeping its storage.
    public mutating func read(_ window: UIWindow) {
        entries.removeAll(keepingCapacity: true)
        window.layer.forEachActiveAnimation { _, record in append(record) }
    }

    /// Adds one active animation, in tree order.
    fileprivate mutating func append(_ record: AnimationRecord) {
        entries.append(Entry(record: record.identity, beginTime: record.animation.beginTime))
    }

    /// Whether an animation runs here that did not in `earlier`: one started (or replaced) since.
    /// Linear.
    package func hasAnimation(notIn earlier: AnimationSignature) -> Bool {
        let known = Set(earlier.entries)
        return entries.contains { !known.contains($0) }
    }

    /// Whether every animation here ran in `other` too, in the same order: `other`'s, some of
    /// which may have ended since (a take's pieces ending one by one). Linear: both are in tree order.
    package func isSubsequence(of other: AnimationSignature) -> Bool {
        var j = 0
        for entry in entries {
            while j < other.entries.count, other.entries[j] != entry { j += 1 }
            guard j < other.entries.count else { return false }
            j += 1
        }
        return true
    }
}

extension CALayer {
    /// Calls `body` with each active animation of the tree, layers in tree order (no array made).
    /// Each sublayer and record is borrowed, not retained: the lists held here keep them, and a
    /// retain of a layer (which weak references point to) takes the slow path, for thousands.
    fileprivate func forEachActiveAnimation(_ body: (CALayer, AnimationRecord) -> Void) {
        let records = animationRecords
        for i in records.indices {
            Unmanaged.passUnretained(records[i])._withUnsafeGuaranteedRef { if $0.isActive { body(self, $0) } }
        }
        let sublayers = sublayerStorage
        for i in sublayers.indices {
            Unmanaged.passUnretained(sublayers[i])._withUnsafeGuaranteedRef { $0.forEachActiveAnimation(body) }
        }
    }
}
