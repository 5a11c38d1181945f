//  ResponderChainTests.swift — FlipbookKitTests
//  The responder chain as UIKit's docs describe it, and actions sent up it:
//  `target(forAction:withSender:)`, `canPerformAction(_:withSender:)` and
//  `UIApplication.sendAction(_:to:from:for:)`.

import Foundation
@testable import FlipbookKit
import Testing

/// A controller that handles `save:` and logs who sent it.
private final class SavingController: UIViewController {
    var saved: [String] = []
    var refusesToSave = false

    func save(_ sender: Any?) { saved.append(sender.map { "\(type(of: $0))" } ?? "nil") }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("save:") && refusesToSave { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    static func register() {
        ObjCRuntime.addMethods(["save:": { r, m in try (r as! SavingController).save(m.argument(0)) }], to: SavingController.self)
    }
}

/// An app delegate that is a responder, the last of the chain.
private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var calls = 0
    static func register() {
        ObjCRuntime.addMethods(["appWide": { r, _ in (r as! AppDelegate).calls += 1 }], to: AppDelegate.self)
    }
}

/// A window whose root controller's view holds a container holding a button.
private final class Scene {
    let window = UIWindow()
    let controller = SavingController()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))

    init() {
        SavingController.register()
        window.rootViewController = controller
        controller.view.addSubview(container)
        container.addSubview(button)
        window.makeKeyAndVisible()
    }
}

/// The chain from `responder` up, by type name.
private func chain(from responder: UIResponder) -> [String] {
    var names: [String] = []
    var current: UIResponder? = responder
    while let next = current {
        names.append("\(type(of: next))")
        current = next.next
    }
    return names
}

@Suite struct ResponderChainTests {
    // UIKit docs, "Using responders and the responder chain": a view's next responder is its
    // controller if it is the controller's root view, else its superview; "If the view
    // controller's view is the root view of a window, the next responder is the window object";
    // "The window's next responder is the UIApplication object"; "The app object's next responder
    // is the app delegate, but only if the app delegate is an instance of UIResponder and isn't a
    // view, view controller, or the app object itself."
    @Test func theChainRunsFromAViewThroughItsControllerAndWindowToTheAppAndItsDelegate() {
        let scene = Scene()
        #expect(chain(from: scene.button) == ["UIButton", "UIView", "UIView", "SavingController", "UIWindow", "UIApplication"])
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.next === delegate)
        #expect(chain(from: scene.container).suffix(2) == ["UIApplication", "AppDelegate"])
        #expect(delegate.next == nil)
    }

    // UIKit docs: "If the view controller was presented by another view controller, the next
    // responder is the presenting view controller."
    @Test func aPresentedControllersNextResponderIsItsPresenter() {
        let scene = Scene()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        scene.controller.present(presented, animated: false)
        scene.window.clock.tick(to: 1)
        #expect(presented.presentingViewController === scene.controller)
        #expect(presented.next === scene.controller)
        #expect(presented.view.next === presented)
    }

    // UIKit docs, target(forAction:withSender:): "The default implementation calls the
    // canPerformAction(_:withSender:) method to determine whether it can invoke the action. If the
    // object can invoke the action, it returns itself, otherwise it passes the request up the
    // responder chain."
    @Test func theTargetForAnActionIsTheFirstResponderUpTheChainThatCanPerformIt() {
        let scene = Scene()
        #expect(scene.button.target(forAction: Selector("save:"), withSender: nil) as? SavingController === scene.controller)
        #expect(scene.controller.canPerformAction(Selector("save:"), withSender: nil))
        #expect(!scene.button.canPerformAction(Selector("save:"), withSender: nil))
        #expect(scene.button.target(forAction: Selector("nobodyHasThis"), withSender: nil) == nil)
        scene.controller.refusesToSave = true
        #expect(scene.button.target(forAction: Selector("save:"), withSender: nil) == nil,
                "a responder that implements the action may decline it")
    }

    // UIKit docs, UIApplication.sendAction(_:to:from:for:): "If target is nil, the app sends the
    // message to the first responder, from whence it progresses up the responder chain until it
    // is handled"; returns "true if a responder object handled the action message".
    @Test func aNilTargetedActionStartsAtTheFirstResponder() {
        let scene = Scene()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        scene.container.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        // Sent from nowhere (no sender), the first responder's chain reaches the controller.
        #expect(UIApplication.shared.sendAction(Selector("save:"), to: nil, from: nil, for: nil))
        #expect(scene.controller.saved == ["nil"])
        // The common "dismiss the keyboard" idiom: the first responder itself handles it.
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        // With no first responder and no sender there is nowhere to start.
        #expect(!UIApplication.shared.sendAction(Selector("save:"), to: nil, from: nil, for: nil))
        #expect(scene.controller.saved == ["nil"])
    }

    // UIControl docs: "If you specify nil for the target object, the control searches the
    // responder chain for an object that defines the specified action method." With no first
    // responder the search starts at the control (the sender).
    @Test func withNoFirstResponderANilTargetedActionStartsAtItsSender() {
        let scene = Scene()
        #expect(UIApplication.shared.sendAction(Selector("save:"), to: nil, from: scene.button, for: nil))
        #expect(scene.controller.saved == ["UIButton"])
        let delegate = AppDelegate()
        AppDelegate.register()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        #expect(UIApplication.shared.sendAction(Selector("appWide"), to: nil, from: scene.button, for: nil))
        #expect(delegate.calls == 1, "the app delegate is the end of the chain")
    }

    // An explicit target is sent the action whatever the chain; one that does not implement it is
    // the runtime's unrecognized selector, and nothing handled it.
    @Test func anExplicitTargetIsSentTheActionDirectly() throws {
        let scene = Scene()
        let other = SavingController()
        #expect(UIApplication.shared.sendAction(Selector("save:"), to: other, from: scene.button, for: nil))
        #expect(other.saved == ["UIButton"] && scene.controller.saved.isEmpty)
        #expect(!UIApplication.shared.sendAction(Selector("save:"), to: scene.container, from: nil, for: nil))
        let message = try #require(scene.window.clock.diagnostics.last)
        #expect(message.hasPrefix("-[UIView save:]: unrecognized selector sent to instance 0x"))
    }
}
