//  UndoManager.swift — FlipbookKit
//  Foundation's UndoManager, which swift-corelibs-foundation does not have: undo and redo stacks of
//  nested groups, grouping by event, action names, discardable actions, the notifications.
//  Status: complete but for `prepare(withInvocationTarget:)` (it needs an NSProxy forwarding
//  messages, which Swift on Linux has not). Grouping by event closes a group at the next tick of
//  the scene's clock (the end of the run loop's turn on iOS); outside a scene, at the next undo.

import Foundation

/// A general-purpose recorder of operations, for undo and redo (Foundation's `UndoManager`).
///
///     undoManager?.registerUndo(withTarget: self) { $0.moveCard(to: oldCenter) }
///     undoManager?.setActionName("Move Card")
///
/// Flipbook: this class stands in for Foundation's, which Linux's Foundation does not provide.
open class UndoManager: NSObject {
    /// One recorded operation, or a group of them (undone together, last first).
    private enum Entry {
        case action(target: AnyObject, perform: () -> Void)
        case group(Group)
    }

    private final class Group {
        var entries: [Entry] = []
        var actionName = ""
        var isDiscardable = false
        /// The group this one is nested in while it is open (let go when it closes).
        var parent: Group?
        init(parent: Group?) { self.parent = parent }

        var isEmpty: Bool { entries.isEmpty }

        /// Removes every action on `target`, in nested groups too; empty nested groups go with them.
        func removeActions(on target: AnyObject) {
            entries.removeAll { entry in
                switch entry {
                case .action(let owner, _): return owner === target
                case .group(let group): group.removeActions(on: target); return group.isEmpty
                }
            }
        }
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The innermost group open now (nil when none is).
    private var openGroup: Group?
    /// Whether the open top-level group was opened by registration, to close when the event ends.
    private var openedByEvent = false
    private var disableCount = 0
    private var state = State.idle
    private enum State { case idle, undoing, redoing }

    public override init() {
        super.init()
    }

    // MARK: Registering undo operations

    /// Records `handler` as the operation that undoes a change to `target`. During an undo, it is
    /// recorded as the redo; otherwise it clears the redo stack.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        record(target: target) { handler(target) }
    }

    /// Records `selector`, sent to `target` with `anObject`, as the operation that undoes a change.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let object = target as AnyObject
        record(target: object) { _ = (object as? NSObject)?.perform(selector, with: anObject) }
    }

    private func record(target: AnyObject, perform: @escaping () -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroup == nil {
            // Foundation docs: with groupsByEvent, registering outside a group opens one that the
            // end of the event closes; without it, registering outside a group is an error.
            guard groupsByEvent else {
                report("undo: must begin a group before registering undo"); return
            }
            beginUndoGrouping()
            openedByEvent = true
            closeAtEndOfEvent()
        }
        openGroup?.entries.append(.action(target: target, perform: perform))
        if state == .idle, !redoStack.isEmpty { redoStack.removeAll() }
    }

    // MARK: Checking undo ability

    /// Whether there is something to undo (an open group with actions counts, as in Foundation).
    open var canUndo: Bool {
        if undoStack.contains(where: { !$0.isEmpty }) { return true }
        return state != .undoing && openGroup.map { !$0.isEmpty } == true
    }

    /// Whether there is something to redo.
    open var canRedo: Bool { redoStack.contains { !$0.isEmpty } }

    // MARK: Performing undo and redo

    /// Closes the group grouping-by-event opened, if it is the only one open, and undoes the last group.
    open func undo() {
        if openedByEvent, groupingLevel == 1 { endUndoGrouping() }
        guard groupingLevel == 0 else {
            report("undo was called with too many nested undo groups"); return
        }
        undoNestedGroup()
    }

    /// Redoes the last group undone.
    open func redo() {
        guard groupingLevel == 0, let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self)
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        perform(group, as: .redoing)
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Undoes the last group at the current level: the last top-level group, or inside an open
    /// group, the last group nested in it.
    open func undoNestedGroup() {
        NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self)
        let group: Group
        if let open = openGroup {
            guard let index = open.entries.lastIndex(where: { if case .group = $0 { return true } else { return false } }),
                  case .group(let nested) = open.entries.remove(at: index) else { return }
            group = nested
        } else {
            guard let last = undoStack.popLast() else { return }
            group = last
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        perform(group, as: .undoing)
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Runs a group's actions last first inside a new group, whose registrations become the
    /// opposite stack's entry: the redo of an undo, the undo of a redo.
    private func perform(_ group: Group, as newState: State) {
        let outer = (state, openGroup, openedByEvent)
        state = newState
        let recorded = Group(parent: nil)
        recorded.actionName = group.actionName
        openGroup = recorded
        openedByEvent = false
        run(group)
        (state, openGroup, openedByEvent) = outer
        if !recorded.isEmpty {
            if newState == .undoing { redoStack.append(recorded) } else { undoStack.append(recorded) }
        }
        trimToLevels()
    }

    private func run(_ group: Group) {
        for entry in group.entries.reversed() {
            switch entry {
            case .action(_, let perform): perform()
            case .group(let nested): run(nested)
            }
        }
    }

    /// Whether the undo manager is undoing now.
    open var isUndoing: Bool { state == .undoing }
    /// Whether the undo manager is redoing now.
    open var isRedoing: Bool { state == .redoing }

    // MARK: Limiting the undo stack

    /// The most top-level groups kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trimToLevels() }
    }

    private func trimToLevels() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    // MARK: Creating undo groups

    /// Whether registering outside a group opens one that closes when the event ends. Default true.
    open var groupsByEvent = true

    /// How deep the groups open now are nested (0: none open).
    open var groupingLevel: Int {
        var level = 0
        var group = openGroup
        while let current = group { level += 1; group = current.parent }
        return level
    }

    /// Opens a group; actions registered until `endUndoGrouping()` are undone together.
    open func beginUndoGrouping() {
        if openGroup == nil { NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self) }
        openGroup = Group(parent: openGroup)
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the group opened last. A closed top-level group with actions goes on the undo stack.
    open func endUndoGrouping() {
        guard let group = openGroup else {
            report("endUndoGrouping called with no matching begin"); return
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        openGroup = group.parent
        group.parent = nil
        if let parent = openGroup {
            if !group.isEmpty { parent.entries.append(.group(group)) }
        } else {
            openedByEvent = false
            if !group.isEmpty {
                switch state {
                case .idle, .redoing: undoStack.append(group)
                case .undoing: redoStack.append(group)
                }
                trimToLevels()
            }
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self,
                                        userInfo: [NSUndoManagerGroupIsDiscardableKey: group.isDiscardable])
    }

    /// With grouping by event, the group registration opened closes at the end of this turn of
    /// the scene's run loop: the next tick of its clock.
    private func closeAtEndOfEvent() {
        guard let clock = UIWindow.current?.clock else { return }
        _ = clock.schedule(at: clock.time) { [weak self] in
            guard let self, self.openedByEvent, self.groupingLevel == 1 else { return }
            self.endUndoGrouping()
        }
    }

    /// The run-loop modes in which grouping by event closes groups. Flipbook: kept; a scene has one mode.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    // MARK: Disabling undo

    /// Stops registration until a matching `enableUndoRegistration()`; calls nest.
    open func disableUndoRegistration() { disableCount += 1 }

    /// Undoes one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            report("enableUndoRegistration may only be invoked with matching call to disableUndoRegistration"); return
        }
        disableCount -= 1
    }

    /// Whether registration is on.
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    // MARK: Clearing undo operations

    /// Empties both stacks.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
        openedByEvent = false
    }

    /// Removes every action whose target is `target`, from both stacks.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        for group in undoStack + redoStack { group.removeActions(on: object) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
        openGroup?.removeActions(on: object)
    }

    // MARK: Managing the action name

    /// Names the action of the group open now (or, with none open, the last group closed).
    open func setActionName(_ actionName: String) {
        (openGroup ?? undoStack.last)?.actionName = actionName
    }

    /// The name of the action `undo()` would undo ("" when it has none).
    open var undoActionName: String {
        (state == .undoing ? nil : openGroup.flatMap { $0.isEmpty ? nil : $0 } ?? undoStack.last)?.actionName ?? ""
    }

    /// The name of the action `redo()` would redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Marks the group open now as discardable (it changes nothing a document keeps).
    open func setActionIsDiscardable(_ discardable: Bool) {
        (openGroup ?? undoStack.last)?.isDiscardable = discardable
    }

    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: Getting and localizing menu item titles

    /// "Undo" followed by the undo action's name, as an Edit menu shows it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" and the name, or "Undo" alone for an empty name (English; Flipbook localizes nothing).
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" and the name, or "Redo" alone for an empty name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Foundation raises an exception for misuse; Flipbook reports it as a diagnostic and goes on.
    private func report(_ message: String) {
        Diagnostics.report("-[NSUndoManager] \(message)")
    }
}

extension NSNotification.Name {
    public static let NSUndoManagerCheckpoint = Self("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Self("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Self("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Self("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Self("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Self("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Self("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Self("NSUndoManagerDidCloseUndoGroupNotification")
}

/// In a did-close-group notification's userInfo: whether the group was discardable.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"
