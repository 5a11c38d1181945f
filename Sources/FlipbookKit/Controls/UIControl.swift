//  UIControl.swift — FlipbookKit
//  Mirrors UIKit.UIControl. Status: partial (context menus and tooltips are kept, never shown).

import Foundation

/// A view that turns touches into events (`.touchUpInside`, `.valueChanged`, …) and sends
/// them to its actions and targets.
///
///     button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
///
/// where the action takes nothing, the sender, or the sender and the event (`tapped`,
/// `tapped:`, `tapped:forEvent:`). A nil target sends the action up the responder chain.
/// Targets are held weakly, as on iOS. Flipbook also takes a method reference for the action
/// (`action: MyController.tapped`), for code written without selectors.
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// Whether the control responds to touches; a disabled control is drawn dimmed.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected (a toggled-on button).
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether a touch is down on the control.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How the control's content (a button's title and image) sits vertically in its bounds.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// How the control's content sits horizontally in its bounds.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout
    /// direction: left and right (Flipbook lays out left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        case let alignment: return alignment
        }
    }

    /// Actions and targets, in the order they were added.
    private var entries: [_ControlTarget] = []

    // MARK: Menus and tooltips (UIControl+Menus)

    /// Whether the control's menu shows on a touch down instead of the primary action (iOS 14).
    // Flipbook: no menu is drawn; the tap sends `.menuActionTriggered` where UIKit shows the menu.
    open var showsMenuAsPrimaryAction = false

    /// Whether the control has a context menu interaction (iOS 14); setting it makes or drops it.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard oldValue != isContextMenuInteractionEnabled else { return }
            if isContextMenuInteractionEnabled {
                let interaction = UIContextMenuInteraction(delegate: self)
                interaction.view = self
                contextMenuInteractionStorage = interaction
            } else {
                contextMenuInteractionStorage = nil
            }
        }
    }
    var contextMenuInteractionStorage: UIContextMenuInteraction?

    /// The text a pointer hovering over the control shows (iOS 15).
    // Flipbook: kept, never drawn: the previewer has no pointer to hover with.
    open var toolTip: String? {
        didSet {
            guard toolTip != nil, toolTipInteractionStorage == nil else { return }
            let interaction = UIToolTipInteraction()
            interaction.view = self
            toolTipInteractionStorage = interaction
        }
    }
    var toolTipInteractionStorage: UIToolTipInteraction?

    /// Whether the control animates the symbol images it shows (iOS 17).
    // Flipbook: kept only: there are no SF Symbols to animate.
    open var isSymbolAnimationEnabled = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (for subclasses in this module).
    func stateDidChange() {}

    // MARK: Actions (iOS 14)

    /// Runs `action` when any of `controlEvents` happens. An action with the same
    /// identifier already added for those events is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        entries.append(_ControlTarget(events: controlEvents, action: action))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action called `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == identifier }
    }

    /// Calls `iterator` for each action and target-action pair with the events it answers, in
    /// the order they were added, until it sets its last argument (stop) to true (iOS 14).
    /// A pair sent up the responder chain has a nil target.
    // Flipbook: the targets added with method references (a Flipbook addition) have no selector
    // and are left out.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void) {
        var stop = false
        for entry in entries where !entry.isDead {
            if let action = entry.action {
                iterator(action, nil, entry.events, &stop)
            } else if let selector = entry.selector {
                iterator(nil, (entry.target, selector), entry.events, &stop)
            } else {
                continue
            }
            if stop { return }
        }
    }

    /// Performs the control's primary action (iOS 17.4): UIKit docs, "whether it's a direct
    /// action, for example, a button tap, or presents further UI, for example, a contextual menu".
    /// Sends `.primaryActionTriggered`, or `.menuActionTriggered` when the control shows its menu
    /// as its primary action.
    // Flipbook: the menu is not drawn.
    open func performPrimaryAction() {
        if showsMenuAsPrimaryAction, primaryMenu != nil {
            sendActions(for: .menuActionTriggered)
        } else {
            sendActions(for: .primaryActionTriggered)
        }
    }

    /// The menu the control shows as its primary action (a button's `menu`).
    var primaryMenu: UIMenu? { nil }

    // MARK: Context menus (UIContextMenuInteractionDelegate)

    /// The point, in the control's coordinates, a menu attaches to.
    // Flipbook: no menu is drawn; the bottom centre of the bounds, where a button's menu hangs.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    /// The menu to show for a long press at `location`: a control's is its primary menu (a
    /// button's `menu`), else none.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                           configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = primaryMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    // Flipbook: the rest are never called: no context menu is shown.

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                           highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                           dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                           willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                           animator: any UIContextMenuInteractionCommitAnimating) {}

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                           animator: (any UIContextMenuInteractionAnimating)?) {}

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                           animator: (any UIContextMenuInteractionAnimating)?) {}

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                           previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                           previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Calls every action and target added for any of `controlEvents`, in the order they were added:
    /// a selector through `sendAction(_:to:for:)`. Targets that no longer exist are skipped.
    open func sendActions(for controlEvents: Event) {
        // UIKit passes the event being handled; outside one (a programmatic call), an empty event.
        let event = eventBeingHandled ?? UIEvent()
        for entry in entries where !entry.events.isDisjoint(with: controlEvents) {
            if let action = entry.action {
                action.perform(sender: self)
            } else if entry.hasTarget, entry.target == nil {
                continue
            } else if let selector = entry.selector {
                sendAction(selector, to: entry.target, for: event)
            } else if let target = entry.target {
                entry.run?(target, self, event)
            }
        }
        entries.removeAll { $0.isDead }
    }

    // MARK: Target–action

    /// Sends `action` to `target` — or, for a nil target, up the responder chain — when any of
    /// `controlEvents` happens. `target` is held weakly.
    ///
    /// UIKit docs: "If you specify nil, UIKit searches the responder chain for an object that
    /// responds to the specified action message and delivers the message to that object"; "It is
    /// also safe to call this method multiple times with the same values for the target and action
    /// parameters" — the pair is kept once, for all the events it was added for.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        if let index = entries.firstIndex(where: { $0.selector == action && !$0.isDead && $0.hasTarget == (object != nil) && $0.target === object }) {
            entries[index].events.formUnion(controlEvents)
            return
        }
        entries.append(_ControlTarget(events: controlEvents, target: object, selector: action))
    }

    /// Stops sending `action` to `target` for `controlEvents`.
    ///
    /// UIKit docs: a nil target removes "all targets paired with action and the specified control
    /// events"; a nil action removes "all action messages paired with target"; `.allEvents` every event.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        removeEvents(controlEvents) { entry in
            guard entry.action == nil else { return false }
            if let action, entry.selector != action { return false }
            return object == nil || entry.target === object
        }
    }

    /// Sends `action` to `target` (up the responder chain for nil) with this control as the
    /// sender, through `UIApplication.shared.sendAction(_:to:from:for:)`. `sendActions(for:)`
    /// calls it for each selector; a subclass overrides it to see or change what is sent.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// The names of the selectors sent to `target` for `controlEvent`; nil for none, and for a nil
    /// target (UIKit docs: "Specifying nil always returns nil").
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let object = ObjCRuntime.unwrapped(target).map({ $0 as AnyObject }) else { return nil }
        let names = entries.compactMap { entry -> String? in
            guard let selector = entry.selector, entry.target === object, entry.events.contains(controlEvent) else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// The events that have at least one action or target.
    open var allControlEvents: Event {
        entries.filter { !$0.isDead }.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The targets that are still alive, with NSNull standing for the actions sent up the
    /// responder chain (UIKit docs).
    // Flipbook: a target that is not Hashable (a Swift class not derived from NSObject) is
    // entered as its ObjectIdentifier. Foundation on Linux has no shared NSNull (each `NSNull()`
    // is equal only to itself): test for it with `$0.base is NSNull`.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        let responderChain = NSNull()
        for entry in entries where entry.action == nil && !entry.isDead {
            guard let target = entry.target else { targets.insert(responderChain); continue }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    // MARK: - Flipbook addition: method references for actions

    /// Calls `action` on `target` (held weakly) when any of `controlEvents` happens.
    // Flipbook: `action` is a method reference (`MyController.tapped`), not a `#selector`.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        addEntry(target, controlEvents) { target, _, _ in (target as? T).map { action($0)() } }
    }

    /// Calls `action` on `target` (held weakly) with the control as sender when any of `controlEvents` happens.
    // Flipbook: `action` is a method reference (`MyController.tapped(_:)`), not a `#selector`.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event) {
        addEntry(target, controlEvents) { target, sender, _ in
            guard let target = target as? T, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Calls `action` on `target` (held weakly) with the control and the event when any of `controlEvents` happens.
    // Flipbook: `action` is a method reference (`MyController.tapped(_:event:)`), not a `#selector`.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender, UIEvent) -> Void, for controlEvents: Event) {
        addEntry(target, controlEvents) { target, sender, event in
            guard let target = target as? T, let sender = sender as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Stops calling `target`'s actions (every target's, for nil) for `controlEvents`, selectors and
    /// method references alike: `removeTarget(_:action:for:)` with a nil action.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    // MARK: Touch tracking

    /// Whether a touch is being tracked (between a touch down the control accepted and its end).
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds, with UIKit's margin for a finger.
    open private(set) var isTouchInside = false
    private weak var trackedTouch: UITouch?
    /// The touch event being handled, for the actions it sends.
    private var eventBeingHandled: UIEvent?

    /// How far outside its bounds a dragged finger still counts as inside. Flipbook: UIKit does
    /// not publish it; 70 pt is the margin it is commonly measured at.
    static let touchSlop: CGFloat = 70

    /// A touch went down on the control: return whether to track it. The default tracks it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved: return whether to go on tracking it. The default goes on.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (nil when tracking stopped another way).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (a gesture recognizer took it).
    open func cancelTracking(with event: UIEvent?) {}

    /// UIKit docs (UIControl): a touch down highlights the control and sends `.touchDown`
    /// (`.touchDownRepeat` for a repeated tap); drags send `.touchDragInside`/`Outside` and
    /// `.touchDragEnter`/`Exit`; the lift sends `.touchUpInside` or `.touchUpOutside`; a cancelled
    /// touch sends `.touchCancel`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        trackedTouch = touch
        // The touch is inside while beginTracking(_:with:) decides (UIKit docs: it is "called
        // when a touch event enters the control's bounds").
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        let wasInside = isTouchInside
        isTouchInside = isInsideWithSlop(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }   // the subclass stopped tracking: no more events
        isTracking = continueTracking(touch, with: event)
        if wasInside != isTouchInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        let inside = isInsideWithSlop(touch)
        let wasTracking = isTracking
        finishTracking()
        guard wasTracking else { return }
        endTracking(touch, with: event)
        if inside { sendTouchUpInside() } else { sendActions(for: .touchUpOutside) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        eventBeingHandled = event
        defer { eventBeingHandled = nil }
        finishTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    private func isInsideWithSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    /// The lift of a tap inside: `.touchUpInside` (a button adds `.primaryActionTriggered`).
    func sendTouchUpInside() {
        sendActions(for: .touchUpInside)
    }

    // MARK: - Flipbook addition

    /// Taps the control as a finger would: if it is enabled and it and its superviews are
    /// visible and take touches, it highlights, sends `.touchDown`, unhighlights and sends
    /// `.touchUpInside`. Returns whether the tap reached the control.
    @discardableResult
    open func tap() -> Bool {
        guard isEnabled, canReceiveTouches else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendTouchUpInside()
        return true
    }

    /// Whether touches could reach this view: it and every superview are shown, opaque enough and interactive.
    var canReceiveTouches: Bool {
        var view: UIView? = self
        while let current = view {
            guard current.isUserInteractionEnabled, !current.isHidden, current.alpha > 0.01 else { return false }
            view = current.superview
        }
        return true
    }

    private func addEntry(_ target: AnyObject, _ events: Event, _ run: @escaping (AnyObject?, Any, UIEvent) -> Void) {
        entries.append(_ControlTarget(events: events, target: target, run: run))
    }

    /// Takes `controlEvents` out of the entries `matches` picks; entries left with no events go.
    private func removeEvents(_ controlEvents: Event, where matches: (_ControlTarget) -> Bool) {
        for i in entries.indices where matches(entries[i]) {
            entries[i].events.subtract(controlEvents)
        }
        entries.removeAll { $0.events.isEmpty }
    }
}

/// One action or target of a control, with the events it answers: a UIAction, a selector for a
/// target (or for the responder chain), or a method reference of a target.
struct _ControlTarget {
    var events: UIControl.Event
    weak var target: AnyObject?
    /// Whether it was added with a target (nil: a UIAction, or a selector for the responder chain).
    let hasTarget: Bool
    let selector: Selector?
    let run: ((AnyObject?, Any, UIEvent) -> Void)?
    let action: UIAction?

    init(events: UIControl.Event, action: UIAction) {
        self.events = events
        hasTarget = false
        selector = nil
        run = nil
        self.action = action
    }

    init(events: UIControl.Event, target: AnyObject?, selector: Selector) {
        self.events = events
        self.target = target
        hasTarget = target != nil
        self.selector = selector
        run = nil
        action = nil
    }

    init(events: UIControl.Event, target: AnyObject, run: @escaping (AnyObject?, Any, UIEvent) -> Void) {
        self.events = events
        self.target = target
        hasTarget = true
        selector = nil
        self.run = run
        action = nil
    }

    /// Its target is gone: nothing is sent for it any more.
    var isDead: Bool { hasTarget && target == nil }
}

extension UIControl {
    /// Things that happen to a control. Expected: raw values are UIKit's (`touchUpInside` = 1 << 6).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state. Expected: raw values are UIKit's (`.normal` = 0, `.highlighted` = 1, `.disabled` = 2, `.selected` = 4).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed vertically. Expected: raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    /// How a control's content is placed horizontally. Expected: raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }
}
