//  UndoManagerTests.swift — FlipbookKitTests
//  Flipbook's stand-in for Foundation's UndoManager (not in Linux's Foundation) and UIKit's use of
//  it and of NSUserActivity through the responder chain, against Foundation's and UIKit's
//  documented behaviour.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// What an app's undoable model looks like: a card whose position can be set and set back.
private final class Card {
    var x = 0
    let undoManager: UndoManager
    init(undoManager: UndoManager) { self.undoManager = undoManager }

    func move(to newX: Int) {
        let old = x
        undoManager.registerUndo(withTarget: self) { $0.move(to: old) }
        undoManager.setActionName("Move Card")
        x = newX
    }
}

@Suite struct UndoManagerTests {
    // Foundation docs, undo(): "…undoes the last group"; redo(): "performs the operations in the
    // last group on the redo stack"; registrations made while undoing go on the redo stack.
    @Test func undoThenRedoRestoresAndReapplies() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let card = Card(undoManager: manager)
        for x in [10, 20] {
            manager.beginUndoGrouping()
            card.move(to: x)
            manager.endUndoGrouping()
        }
        #expect(manager.canUndo && !manager.canRedo && manager.undoActionName == "Move Card")
        #expect(manager.undoMenuItemTitle == "Undo Move Card")
        manager.undo()
        #expect(card.x == 10 && manager.canRedo && manager.redoMenuItemTitle == "Redo Move Card")
        manager.undo()
        #expect(card.x == 0 && !manager.canUndo)
        manager.redo()
        manager.redo()
        #expect(card.x == 20 && !manager.canRedo)
        manager.undo()
        manager.beginUndoGrouping()
        card.move(to: 99)
        manager.endUndoGrouping()
        #expect(!manager.canRedo, "a new change clears the redo stack")
        manager.undo()
        #expect(card.x == 10)
    }

    // Foundation docs, groupsByEvent: "…the undo manager automatically creates undo groups around
    // each pass of the run loop" — in a scene, each tick of its clock.
    @Test func changesOfOneEventAreUndoneTogether() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let manager = try! #require(window.undoManager)
        let a = Card(undoManager: manager), b = Card(undoManager: manager)
        a.move(to: 1)
        b.move(to: 2)
        #expect(manager.groupingLevel == 1)
        window.clock.tick(to: 0.016)
        #expect(manager.groupingLevel == 0, "the event's group closed at the end of the turn")
        a.move(to: 3)
        window.clock.tick(to: 0.032)
        manager.undo()
        #expect(a.x == 1 && b.x == 2)
        manager.undo()
        #expect(a.x == 0 && b.x == 0, "both changes of the first event went back together")
        // Outside a scene the open group closes when undo is called.
        let loose = UndoManager()
        let card = Card(undoManager: loose)
        card.move(to: 5)
        card.move(to: 6)
        loose.undo()
        #expect(card.x == 0)
    }

    // Foundation docs, undoNestedGroup(): undoes "the last undo group at the current nesting level".
    @Test func nestedGroupsUndoAsOneOrOneByOne() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let card = Card(undoManager: manager)
        manager.beginUndoGrouping()
        for x in [1, 2] {
            manager.beginUndoGrouping()
            card.move(to: x)
            manager.endUndoGrouping()
        }
        #expect(manager.groupingLevel == 1)
        manager.undoNestedGroup()
        #expect(card.x == 1, "the inner group undone alone while the outer is open")
        manager.endUndoGrouping()
        manager.undo()
        #expect(card.x == 0)
    }

    // Foundation docs, levelsOfUndo: "When the number of groups exceeds this limit, the oldest
    // ones are dropped"; disableUndoRegistration() calls nest.
    @Test func theOldestGroupsGoAndDisabledRegistrationsAreNotRecorded() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        manager.groupsByEvent = false
        let card = Card(undoManager: manager)
        for x in 1...4 {
            manager.beginUndoGrouping(); card.move(to: x); manager.endUndoGrouping()
        }
        manager.undo(); manager.undo(); manager.undo()
        #expect(card.x == 2, "only two levels were kept")
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        manager.enableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping(); card.move(to: 7); manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled && !manager.canUndo, "nothing was recorded while disabled")
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let a = Card(undoManager: manager), b = Card(undoManager: manager)
        manager.beginUndoGrouping(); a.move(to: 1); b.move(to: 1); manager.endUndoGrouping()
        manager.beginUndoGrouping(); a.move(to: 2); manager.endUndoGrouping()
        manager.removeAllActions(withTarget: a)
        manager.undo()
        #expect(a.x == 2 && b.x == 0 && !manager.canUndo, "the group of a alone went with it")
    }

    // Foundation docs, the notifications: checkpoint, will/did undo, did open, will/did close.
    @Test func postsItsNotificationsInOrder() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        // The observer block is @Sendable: the lines it writes live in a box (posted on this thread).
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        let lines = Lines()
        let names: [NSNotification.Name] = [.NSUndoManagerCheckpoint, .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerWillCloseUndoGroup,
                                             .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { note in
                lines.all.append(note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: "").replacingOccurrences(of: "Notification", with: ""))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let card = Card(undoManager: manager)
        manager.beginUndoGrouping(); card.move(to: 1); manager.endUndoGrouping()
        manager.undo()
        let log = lines.all
        #expect(Array(log.prefix(4)) == ["Checkpoint", "DidOpenUndoGroup", "WillCloseUndoGroup", "DidCloseUndoGroup"])
        #expect(log.suffix(2) == ["WillUndoChange", "DidUndoChange"])
    }

    // UIKit docs, UIResponder.undoManager: "the request goes up the responder chain and the
    // UIWindow object returns a usable instance"; a controller may have its own.
    @Test func respondersFindTheirWindowsUndoManagerOrTheirOwn() {
        final class Editor: UIViewController {
            let own = UndoManager()
            override var undoManager: UndoManager? { own }
        }
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        let view = UIView()
        root.view.addSubview(view)
        #expect(view.undoManager === window.undoManager && root.undoManager === window.undoManager)
        #expect(window.undoManager != nil && UIWindow().undoManager !== window.undoManager, "one per window")
        let editor = Editor()
        root.addChild(editor)
        root.view.addSubview(editor.view)
        let field = UIView()
        editor.view.addSubview(field)
        #expect(field.undoManager === editor.own)
    }
}

@Suite struct NSUserActivityTests {
    private final class Reader: UIViewController {
        var page = 3
        override func updateUserActivityState(_ activity: NSUserActivity) {
            activity.addUserInfoEntries(from: ["page": page])
        }
    }

    private final class Delegate: NSObject, NSUserActivityDelegate {
        var saved = 0
        func userActivityWillSave(_ userActivity: NSUserActivity) { saved += 1 }
    }

    // UIKit docs, UIResponder.userActivity: activities set on responders are "saved automatically
    // at appropriate times"; "multiple responders can share a single NSUserActivity instance, in
    // which case they all get an updateUserActivityState(_:) callback"; updateUserActivityState(_:):
    // "when the state is dirty, you should set the needsSave property … and this method will be called".
    @Test func aResponderSharingADirtyActivityUpdatesItAtTheNextTick() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let reader = Reader(), other = Reader()
        other.page = 7
        let activity = NSUserActivity(activityType: "com.example.reading")
        let delegate = Delegate()
        activity.delegate = delegate
        activity.userInfo = ["stale": true]
        reader.userActivity = activity
        other.userActivity = activity
        activity.needsSave = true
        #expect(activity.userInfo?["page"] == nil, "not before the turn ends")
        window.clock.tick(to: 0.016)
        #expect(activity.userInfo?["stale"] == nil, "the activity is given an empty userInfo before the responders fill it")
        #expect(activity.userInfo?["page"] as? Int == 7 && !activity.needsSave && delegate.saved == 1)
        other.userActivity = nil
        activity.needsSave = true
        window.clock.tick(to: 0.032)
        #expect(activity.userInfo?["page"] as? Int == 3, "a responder that let go is not asked")
    }

    @Test func anActivityKeepsItsStateAndCanBeEnded() {
        let activity = NSUserActivity(activityType: "com.example.card")
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch, "Foundation docs: handoff on by default")
        activity.addUserInfoEntries(from: ["a": 1])
        activity.addUserInfoEntries(from: ["a": 2, "b": 3])
        #expect(activity.userInfo?["a"] as? Int == 2 && activity.userInfo?["b"] as? Int == 3)
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent, "an invalidated activity cannot become current")
    }
}
