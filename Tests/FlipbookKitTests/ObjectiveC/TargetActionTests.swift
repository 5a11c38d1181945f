//  TargetActionTests.swift — FlipbookKitTests
//  Target–action with selectors: controls operated by touches, gesture recognizers and bar button
//  items, against UIKit's documented forms of action methods and of adding and removing targets.

import Foundation
@testable import FlipbookKit
import Testing

/// A target with an action method of each of UIKit's three forms, and a recognizer handler.
private final class Target: NSObject {
    var log: [String] = []

    func tapped() { log.append("tapped") }
    func tapped(_ sender: UIButton) { log.append("tapped: \(sender.currentTitle ?? "")") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent) {
        log.append("tapped:forEvent: \(type(of: sender)) \(event.allTouches?.count ?? 0) touch(es)")
    }
    func pan(_ recognizer: UIPanGestureRecognizer) { log.append("pan \(recognizer.state.rawValue)") }
    func panned() { log.append("panned") }
    func item(_ sender: UIBarButtonItem) { log.append("item \(sender.title ?? "")") }

    static func register() {
        ObjCRuntime.addMethods([
            "tapped": { r, _ in (r as! Target).tapped() },
            "tapped:": { r, m in try (r as! Target).tapped(m.argument(0) as UIButton) },
            "tapped:forEvent:": { r, m in try (r as! Target).tapped(m.argument(0), forEvent: m.argument(1)) },
            "pan:": { r, m in try (r as! Target).pan(m.argument(0)) },
            "panned": { r, _ in (r as! Target).panned() },
            "item:": { r, m in try (r as! Target).item(m.argument(0)) },
        ], to: Target.self)
    }
}

/// A controller that handles `tapped:` for the actions sent up the responder chain.
private final class ChainController: UIViewController {
    var log: [String] = []
    func tapped(_ sender: Any?) { log.append("controller tapped: \(sender.map { "\(type(of: $0))" } ?? "nil")") }

    static func register() {
        ObjCRuntime.addMethods(["tapped:": { r, m in try (r as! ChainController).tapped(m.argument(0)) }], to: ChainController.self)
    }
}

/// A button that sees every action it sends, as a subclass overriding `sendAction(_:to:for:)` does.
private final class WatchingButton: UIButton {
    var seen: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        seen.append("\(action)")
        super.sendAction(action, to: target, for: event)
    }
}

/// A key window whose root controller's view holds a 100 × 44 button at (20, 100), titled "Go".
private final class Scene {
    let window = UIWindow()
    let controller = ChainController()
    let button: UIButton

    init(button: UIButton = UIButton(type: .system)) {
        Target.register()
        ChainController.register()
        self.button = button
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("Go", for: .normal)
        window.rootViewController = controller
        controller.view.addSubview(button)
        window.makeKeyAndVisible()
    }

    /// A finger down and up at `point`.
    func tap(at point: CGPoint = CGPoint(x: 70, y: 122)) {
        window.sendTouch(.began, at: point)
        window.sendTouch(.ended, at: point)
    }
}

@Suite struct TargetActionTests {
    // UIKit docs, UIControl: an action method takes no parameter, the sender, or the sender and
    // the event — `doSomething()`, `doSomething(sender:)`, `doSomething(sender:forEvent:)`; a tap
    // inside sends .touchUpInside through the touch handling, with the touch's event.
    @Test func aTapSendsEachFormOfActionMethodItsArguments() {
        let scene = Scene()
        let target = Target()
        scene.button.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        scene.button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        scene.button.addTarget(target, action: Selector("tapped:forEvent:"), for: .touchUpInside)
        scene.tap()
        #expect(target.log == ["tapped", "tapped: Go", "tapped:forEvent: UIButton 1 touch(es)"])
        target.log = []
        scene.tap(at: CGPoint(x: 300, y: 600))
        #expect(target.log.isEmpty, "a touch elsewhere sends nothing")
        scene.button.sendActions(for: .touchUpInside)
        #expect(target.log.count == 3, "sendActions(for:) sends them too")
    }

    // UIKit docs, addTarget(_:action:for:): "If you specify nil, UIKit searches the responder
    // chain for an object that responds to the specified action message and delivers the message
    // to that object." With no first responder the search starts at the control.
    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        let scene = Scene()
        scene.button.addTarget(nil, action: Selector("tapped:"), for: .touchUpInside)
        scene.tap()
        #expect(scene.controller.log == ["controller tapped: UIButton"])
        scene.button.addTarget(nil, action: Selector("tapped"), for: .touchDown)
        #expect(scene.button.allTargets.count == 1 && scene.button.allTargets.first?.base is NSNull,
                "UIKit docs: NSNull stands for the responder chain")
    }

    // UIKit docs, sendActions(for:): "This method iterates over the control's registered targets
    // and action methods and calls the sendAction(_:to:for:) method for each one".
    @Test func eachActionGoesThroughSendActionToFor() {
        let scene = Scene(button: WatchingButton())
        let target = Target()
        scene.button.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        scene.button.addTarget(nil, action: Selector("tapped:"), for: .touchUpInside)
        scene.tap()
        #expect((scene.button as! WatchingButton).seen == ["tapped", "tapped:"])
        #expect(target.log == ["tapped"] && scene.controller.log.count == 1)
    }

    // UIKit docs, addTarget: "It is also safe to call this method multiple times with the same
    // values for the target and action parameters"; actions(forTarget:forControlEvent:) gives the
    // selector names, and nil for a nil target ("Specifying nil always returns nil").
    @Test func aPairAddedTwiceIsKeptOnceAndListedByItsSelectorName() {
        let scene = Scene()
        let target = Target()
        scene.button.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        scene.button.addTarget(target, action: Selector("tapped"), for: [.touchUpInside, .touchDown])
        scene.button.addTarget(target, action: Selector("tapped:"), for: .touchDown)
        scene.tap()
        #expect(target.log == ["tapped", "tapped: Go", "tapped"], "touch down: both; touch up inside: once")
        #expect(scene.button.actions(forTarget: target, forControlEvent: .touchDown) == ["tapped", "tapped:"])
        #expect(scene.button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped"])
        #expect(scene.button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(scene.button.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
        #expect(scene.button.allTargets == [AnyHashable(target)])
        #expect(scene.button.allControlEvents == [.touchUpInside, .touchDown])
    }

    // UIKit docs, removeTarget(_:action:for:): target "Specify nil to remove all targets paired
    // with action and the specified control events"; action "Specify nil to remove all action
    // messages paired with target".
    @Test func removeTargetTakesNilForEveryTargetOrEveryAction() {
        let scene = Scene()
        let a = Target(), b = Target()
        for target in [a, b] {
            scene.button.addTarget(target, action: Selector("tapped"), for: [.touchUpInside, .touchDown])
            scene.button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        }
        // Every target's `tapped`, for touch down only.
        scene.button.removeTarget(nil, action: Selector("tapped"), for: .touchDown)
        scene.button.sendActions(for: .touchDown)
        #expect(a.log.isEmpty && b.log.isEmpty)
        // Every action of `a`, for every event.
        scene.button.removeTarget(a, action: nil, for: .allEvents)
        scene.button.sendActions(for: .touchUpInside)
        #expect(a.log.isEmpty && b.log == ["tapped", "tapped: Go"])
        #expect(scene.button.allTargets == [AnyHashable(b)])
        // Everything.
        scene.button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(scene.button.allTargets.isEmpty && scene.button.allControlEvents.isEmpty)
    }

    // UIKit docs: a control holds its targets weakly; a target that is gone is sent nothing.
    @Test func aSelectorTargetIsHeldWeakly() {
        let scene = Scene()
        weak var gone: Target?
        do {
            let target = Target()
            gone = target
            scene.button.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        }
        #expect(gone == nil)
        scene.tap()
        #expect(scene.button.allTargets.isEmpty && scene.window.clock.diagnostics.isEmpty)
    }

    // UIKit docs, UIGestureRecognizer init(target:action:) and addTarget(_:action:): the action
    // takes nothing or the recognizer; a pair added again is ignored; removeTarget(_:action:) with
    // nil removes every target or every action.
    @Test func aGestureRecognizerSendsItsSelectorActionsOnEachStateChange() {
        let scene = Scene()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector("pan:"))
        pan.addTarget(target, action: Selector("panned"))
        pan.addTarget(target, action: Selector("panned"))
        scene.controller.view.addGestureRecognizer(pan)
        scene.window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
        scene.window.sendTouch(.moved, at: CGPoint(x: 260, y: 400))
        scene.window.sendTouch(.moved, at: CGPoint(x: 280, y: 400))
        scene.window.sendTouch(.ended, at: CGPoint(x: 280, y: 400))
        #expect(target.log == ["pan 1", "panned", "pan 2", "panned", "pan 3", "panned"], "began, changed, ended")

        target.log = []
        pan.removeTarget(target, action: Selector("pan:"))
        scene.window.sendTouch(.began, at: CGPoint(x: 200, y: 400))
        scene.window.sendTouch(.moved, at: CGPoint(x: 260, y: 400))
        #expect(target.log == ["panned"])
        pan.removeTarget(nil, action: nil)
        scene.window.sendTouch(.moved, at: CGPoint(x: 300, y: 400))
        scene.window.sendTouch(.ended, at: CGPoint(x: 300, y: 400))
        #expect(target.log == ["panned"])

        let idle = UITapGestureRecognizer(target: nil, action: nil)
        #expect(idle.state == .possible, "a recognizer made with no pair, to be given one later")
    }

    // The tap recognizer aimed at a view's `endEditing(_:)`, the common way to dismiss the
    // keyboard: UIKit's own method, reached by selector, with the recognizer read as `force`.
    @Test func aTapRecognizerCanEndEditingByUIKitsOwnSelector() {
        let scene = Scene()
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        scene.controller.view.addSubview(field)
        scene.controller.view.addGestureRecognizer(UITapGestureRecognizer(target: scene.controller.view, action: Selector("endEditing:")))
        #expect(field.becomeFirstResponder())
        scene.tap(at: CGPoint(x: 300, y: 700))
        #expect(!field.isFirstResponder)
    }

    // UIKit docs, UIBarButtonItem target: "If nil, the action message is passed up the responder
    // chain"; action: "If the value of this property is nil, no action message is sent";
    // primaryAction: "If this property has a non-nil value, the system ignores the item's target
    // and action properties." The item is the sender.
    @Test func aBarButtonItemSendsItsActionWhenItsButtonIsTapped() throws {
        Target.register()
        let target = Target()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        func button(_ title: String) throws -> UIButton {
            try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title })
        }

        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Selector("item:"))
        #expect(edit.target === target && edit.action == Selector("item:"))
        root.navigationItem.rightBarButtonItem = edit
        try button("Edit").tap()
        #expect(target.log == ["item Edit"])

        let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: Selector("item:"))
        #expect(done.title == "Done" && done.style == .done)
        root.navigationItem.rightBarButtonItem = done
        try button("Done").tap()
        #expect(target.log == ["item Edit", "item Done"])

        done.primaryAction = UIAction { _ in target.log.append("primary") }
        try button("Done").tap()
        #expect(target.log.last == "primary", "the primary action wins over target and action")

        let nowhere = UIBarButtonItem(image: nil, style: .plain, target: target, action: nil)
        nowhere.title = "Nothing"
        root.navigationItem.leftBarButtonItem = nowhere
        try button("Nothing").tap()
        #expect(target.log.count == 3 && window.clock.diagnostics.isEmpty)
    }

    // A bar button item with a nil target: with no first responder the search starts at the
    // bar's button showing the item, and so reaches the navigation controller and the window.
    @Test func aNilTargetedBarButtonItemWalksUpFromItsButton() throws {
        final class Navigation: UINavigationController {
            var closed: [String] = []
            func close(_ sender: UIBarButtonItem) { closed.append(sender.title ?? "") }
        }
        ObjCRuntime.addMethods(["close:": { r, m in try (r as! Navigation).close(m.argument(0)) }], to: Navigation.self)
        let root = UIViewController()
        let navigation = Navigation(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: Selector("close:"))
        let button = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Close" })
        button.tap()
        #expect(navigation.closed == ["Close"])
    }
}
