//  UIGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UIGestureRecognizer, with UIGestureRecognizerSubclass's overridable touch
//  methods. Status: partial (presses declared but never sent; delaysTouchesBegan/Ended: touches
//  are never held back).

import Foundation

/// Turns a sequence of touches into a gesture, by UIKit's state machine.
///
/// A discrete recognizer (tap, swipe) goes from `.possible` to `.recognized` or `.failed`; a
/// continuous one (pan, long press, pinch, rotation) from `.possible` to `.began`, `.changed`
/// as often as the touches move, then `.ended` or `.cancelled` — or to `.failed` before it
/// begins. Its actions are sent on every state but `.possible` and `.failed`. When the touch
/// sequence is over and the recognizer has finished, `reset()` runs and it is `.possible` again.
///
/// UIKit docs, "About the gesture recognizer state machine": a recognizer that begins makes
/// the others receiving the same touches fail, unless a delegate lets them recognize
/// simultaneously; `require(toFail:)` holds a recognizer in `.possible` until the other fails
/// (and fails it if the other recognizes); `cancelsTouchesInView` sends the view
/// `touchesCancelled` once the gesture is recognized.
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's end: the same state as `.ended`.
        public static var recognized: State { .ended }
    }

    open weak var delegate: UIGestureRecognizerDelegate?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
            finishSequenceIfDone()
        }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the view's touches are cancelled once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Flipbook: touches are never delayed; the property is kept for code that sets it.
    open var delaysTouchesBegan = false
    /// Flipbook: touches are never delayed; the property is kept for code that sets it.
    open var delaysTouchesEnded = true
    /// Flipbook: stored only; every touch here is `.direct`, so touches never mix types.
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// The touch types (`UITouch.TouchType` raw values) the recognizer receives; others are
    /// ignored from the moment they touch down. Default: every type.
    open var allowedTouchTypes: [NSNumber] = [
        UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer,
    ].map { NSNumber(value: $0.rawValue) }
    /// Flipbook: stored only; no press ever reaches a recognizer (see `UIPress`).
    open var allowedPressTypes: [NSNumber] = []
    /// Flipbook: the previewer's touches carry no modifier keys; always empty.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// Flipbook: no pointer buttons (the previewer's mouse stands for a finger); always empty.
    open var buttonMask: UIEvent.ButtonMask { [] }

    private var stateStorage = State.possible
    /// True while the window hands this recognizer a touch (see `receive`).
    private var isReceiving = false
    /// The state asked for while a recognizer this one requires to fail has not failed yet.
    private var waitingState: State?
    private var targets: [Target] = []
    private var failureRequirements: [WeakRecognizer] = []
    /// The touches of this sequence the recognizer was told to ignore (`ignore(_:for:)`).
    private var ignoredTouches: [WeakTouch] = []
    /// The touches this recognizer receives, in the order they touched down; finished ones
    /// stay until the sequence is over (their last place is where a gesture ended).
    package private(set) var trackedTouches: [UITouch] = []

    public override init() {
        super.init()
    }

    /// Flipbook: Flipbook has no nibs or storyboards to decode; this builds a recognizer with no
    /// targets and reads nothing from `coder`.
    public convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A recognizer that sends `action` to `target` on each state change that has an action:
    /// `handlePan` with no argument, `handlePan:` with the recognizer.
    ///
    /// UIKit docs: this is the designated initializer; a nil target or action adds no pair (add
    /// one later with `addTarget(_:action:)`). The target is not retained.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target = ObjCRuntime.unwrapped(target), let action { addTarget(target, action: action) }
    }

    // MARK: Targets

    /// Adds a target–action pair: `action` is sent to `target` (held weakly) on each state change
    /// that has an action, with the recognizer as its argument when the selector takes one.
    ///
    /// UIKit docs: "if you request to add a target-action pair that has already been added, then
    /// the request is ignored."
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.selector == action && $0.object === object }) else { return }
        targets.append(Target(object: object, holdsObject: true, selector: action) { [weak object] recognizer in
            guard let object else { return }
            ObjCRuntime.send(action, to: object, arguments: Array([recognizer].prefix(action.argumentCount)))
        })
    }

    /// Removes target–action pairs: a nil target stands for every target, a nil action for every
    /// action of the target (UIKit docs).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        targets.removeAll { entry in
            guard entry.holdsObject else { return false }
            if let action, entry.selector != action { return false }
            return object == nil || entry.object === object || entry.object == nil
        }
    }

    // MARK: - Flipbook addition: method references for actions

    /// Sends `action` to `target` (held weakly) on each state change that has one.
    public convenience init<T: AnyObject, Sender>(target: T, action: @escaping (T) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Sends `action` to `target` (held weakly) on each state change that has one.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void) {
        targets.append(Target(object: target, holdsObject: true) { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        })
    }

    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        targets.append(Target(object: target, holdsObject: true) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Stops sending actions to `target` (to every target, for nil): `removeTarget(_:action:)`
    /// with a nil action, for method references and selectors alike.
    open func removeTarget(_ target: AnyObject?) {
        removeTarget(target, action: nil)
    }

    // MARK: - Flipbook addition: a closure form

    /// Calls `handler` with the recognizer on each state change that has an action.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Calls `handler` with the recognizer on each state change that has an action.
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(Target(object: nil, holdsObject: false) { handler($0) })
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as touches arrive; the recognizer checks the
    /// delegate, its failure requirements and the other recognizers of its touches, then sends
    /// its actions.
    open var state: State {
        get { stateStorage }
        set { move(to: newValue) }
    }

    /// Makes this recognizer wait in `.possible` until `otherGestureRecognizer` fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Touches

    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// Where touch `touchIndex` (in touch-down order) is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// The touches still on the screen.
    package var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    // MARK: Nib loading (UIKit declares these on NSObject: UINibLoadingAdditions, IBDesignable)

    /// Called after the recognizer is loaded from a nib or storyboard. Flipbook: not called yet.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable object. Flipbook: never called.
    open func prepareForInterfaceBuilder() {}

    /// Stops delivering `touch` to this recognizer; the view still receives it, and it is not
    /// cancelled there when the gesture is recognized (UIKit docs). Meant to be called by
    /// subclasses, not overridden.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if !isIgnoring(touch) { ignoredTouches.append(WeakTouch(touch: touch)) }
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether the recognizer should receive `event` (UIKit docs: the default, true, lets the
    /// delegate decide). Asked when a touch sequence's first touch comes down.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: Preventing and requiring (UIGestureRecognizerSubclass)

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (a class-wide
    /// `require(toFail:)`, asked of each recognizer sharing the touches). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: UIGestureRecognizerSubclass (override to recognize a gesture)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Flipbook: never called; the previewer's touches have no estimated properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // Flipbook: presses are declared for subclasses to override, but none is ever delivered.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Flipbook: no press reaches a recognizer, so there is none to ignore.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Called when the recognizer is done with a sequence and goes back to `.possible`.
    open func reset() {}

    /// Whether a touch sequence that is still `.possible` fails when its last finger lifts.
    /// Flipbook: UIKit leaves this to each recognizer; every built-in one fails then.
    package var failsWhenTouchesEnd: Bool { true }

    // MARK: - Delivery (the window's)

    /// The window delivers a touch that touched down on this recognizer's view or below it.
    package func receive(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        // The sequence is finished once, after the subclass has seen the touch: a recognizer that
        // recognizes inside its own touchesEnded is not reset and then failed by the rest of it.
        isReceiving = true
        defer {
            isReceiving = false
            if phase == .ended || phase == .cancelled { finishSequenceIfDone() }
        }
        guard isEnabled else {
            return
        }
        if phase == .began {
            for touch in touches where !accepts(touch, event: event) { ignore(touch, for: event) }
        }
        let touches = touches.filter { !isIgnoring($0) }
        guard !touches.isEmpty else { return }
        let set = Set(touches)
        switch phase {
        case .began:
            trackedTouches.append(contentsOf: touches.filter { touch in !trackedTouches.contains { $0 === touch } })
            guard state != .failed && state != .cancelled && state != .ended else { return }
            touchesBegan(set, with: event)
        case .moved, .stationary:
            guard state == .possible || state == .began || state == .changed else { return }
            touchesMoved(set, with: event)
        case .ended:
            guard state == .possible || state == .began || state == .changed else { break }
            touchesEnded(set, with: event)
        case .cancelled:
            guard state == .possible || state == .began || state == .changed else { break }
            touchesCancelled(set, with: event)
        default:
            break
        }
        if phase == .ended || phase == .cancelled, activeTouches.isEmpty, state == .possible, waitingState == nil,
           failsWhenTouchesEnd {
            state = .failed
        }
    }

    /// Whether a touch coming down is one for this recognizer: of an allowed type, and, for a
    /// sequence's first touch, of an event the recognizer and its delegate take.
    private func accepts(_ touch: UITouch, event: UIEvent) -> Bool {
        guard allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        guard trackedTouches.isEmpty else { return true }
        return shouldReceive(event) && (delegate?.gestureRecognizer(self, shouldReceive: event) ?? true)
    }

    /// Taken off its view: a gesture under way ends (cancelled, or failed before it began) and
    /// the recognizer resets.
    package func detach() {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible, !trackedTouches.isEmpty { state = .failed }
        waitingState = nil
        if state != .possible {
            trackedTouches.removeAll()
            ignoredTouches.removeAll()
            reset()
            stateStorage = .possible
        }
    }

    /// With no finger left: a finished recognizer resets and is `.possible` again.
    package func finishSequenceIfDone() {
        guard !isReceiving, activeTouches.isEmpty, waitingState == nil else { return }
        guard state == .ended || state == .cancelled || state == .failed else { return }
        trackedTouches.removeAll()
        ignoredTouches.removeAll()
        reset()
        stateStorage = .possible
    }

    /// The recognizers receiving any of this one's touches.
    private var peers: [UIGestureRecognizer] {
        var seen: [UIGestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.gestureRecognizers ?? [] where other !== self && !seen.contains(where: { $0 === other }) {
                seen.append(other)
            }
        }
        return seen
    }

    /// Whether `preventing`, recognizing, makes `prevented` fail (both must agree).
    private static func prevents(_ preventing: UIGestureRecognizer, _ prevented: UIGestureRecognizer) -> Bool {
        !mayRecognizeTogether(preventing, prevented) && preventing.canPrevent(prevented) && prevented.canBePrevented(by: preventing)
    }

    private static func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The recognizers this one waits on: `require(toFail:)`'s and the delegates'.
    private var requiredToFail: [UIGestureRecognizer] {
        // Only those receiving touches now: an idle one cannot fail, and UIKit does not wait on it.
        var required = failureRequirements.compactMap(\.recognizer).filter { !$0.trackedTouches.isEmpty }
        for other in peers where !required.contains(where: { $0 === other }) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                required.append(other)
            }
        }
        return required
    }

    private var isActive: Bool { state == .began || state == .changed }
    private var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// UIKit's transitions, and what each sets off.
    private func move(to next: State) {
        let current = stateStorage
        switch (current, next) {
        case (.possible, .began), (.possible, .ended):
            begin(next)
        case (.possible, .failed):
            fail()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            stateStorage = next
            sendActions()
        case (_, .possible):
            waitingState = nil
            stateStorage = .possible
        default:
            break  // UIKit ignores a transition its state machine does not have
        }
    }

    /// Leaves `.possible` for `.began` or `.recognized`, if the delegate, the requirements and
    /// the other recognizers allow it.
    private func begin(_ next: State) {
        let shouldBegin = (view?.gestureRecognizerShouldBegin(self) ?? true) && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
        guard shouldBegin else { return fail() }
        let required = requiredToFail
        if required.contains(where: { $0.hasRecognized }) { return fail() }
        if required.contains(where: { $0.state == .possible }) {
            waitingState = next  // decided when they fail or recognize
            return
        }
        waitingState = nil
        let others = peers
        if others.contains(where: { $0.isActive && Self.prevents($0, self) }) { return fail() }
        stateStorage = next
        // The others still deciding fail, unless they may recognize together or wait on this one.
        for other in others where other.state == .possible && Self.prevents(self, other)
            && !other.requiredToFail.contains(where: { $0 === self }) {
            other.fail()
        }
        if cancelsTouchesInView { view?.window?.cancelViewTouches(trackedTouches) }
        sendActions()
        for other in others + (view?.window?.recognizersWaiting(on: self) ?? [])
        where other.waitingState != nil && other.requiredToFail.contains(where: { $0 === self }) {
            other.fail()
        }
        finishSequenceIfDone()
    }

    /// Fails, and lets the recognizers waiting on this one decide.
    private func fail() {
        guard stateStorage == .possible else { return }
        stateStorage = .failed
        waitingState = nil
        for other in peers + (view?.window?.recognizersWaiting(on: self) ?? []) {
            guard let wanted = other.waitingState, other.requiredToFail.contains(where: { $0 === self }) else { continue }
            other.waitingState = nil
            other.begin(wanted)
            other.finishSequenceIfDone()
        }
        finishSequenceIfDone()
    }

    private func sendActions() {
        for target in targets { target.run(self) }
    }

    private struct Target {
        weak var object: AnyObject?
        let holdsObject: Bool
        /// The action's selector; nil for a method reference or a closure.
        let selector: Selector?
        let run: (UIGestureRecognizer) -> Void

        init(object: AnyObject?, holdsObject: Bool, selector: Selector? = nil, run: @escaping (UIGestureRecognizer) -> Void) {
            self.object = object
            self.holdsObject = holdsObject
            self.selector = selector
            self.run = run
        }
    }

    private func isIgnoring(_ touch: UITouch) -> Bool {
        ignoredTouches.contains { $0.touch === touch }
    }

    private struct WeakTouch {
        weak var touch: UITouch?
    }

    private struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    package func waits(on other: UIGestureRecognizer) -> Bool {
        waitingState != nil && requiredToFail.contains { $0 === other }
    }
}
