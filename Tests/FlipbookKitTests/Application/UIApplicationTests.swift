//  UIApplicationTests.swift — FlipbookKitTests
//  UIApplication.shared and its key window; the status bar's calls accepted; associated objects
//  with the runtime's policies.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct UIApplicationTests {
    @Test func theSharedApplicationKnowsTheKeyWindowAndKeepsTheStatusBarsStyle() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let app = UIApplication.shared
        #expect(app === UIApplication.shared && app.keyWindow === window && app.windows.count == 1)
        #expect(app.applicationState == .active)
        app.setStatusBarStyle(.lightContent, animated: true)
        app.isStatusBarHidden = true
        #expect(app.statusBarStyle == .lightContent && app.isStatusBarHidden)
        #expect(window.clock.diagnostics.filter { $0.contains("draws no status bar") }.count == 1, "said once")
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
        controller.setNeedsStatusBarAppearanceUpdate()
    }
}

private enum Keys {
    nonisolated(unsafe) static var progress = 0
    nonisolated(unsafe) static var owner = 0
}

@Suite struct AssociatedObjectTests {
    // Objective-C runtime: objc_setAssociatedObject with a nil value clears the association;
    // OBJC_ASSOCIATION_RETAIN keeps the value alive as long as the object; ASSIGN does not retain.
    @Test func valuesAreKeptByKeyAndPolicyAndGoWithTheirOwner() {
        let view = UIView()
        objc_setAssociatedObject(view, &Keys.progress, 0.5, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.progress) as? Double == 0.5)
        #expect(objc_getAssociatedObject(view, &Keys.owner) == nil, "another key")
        #expect(objc_getAssociatedObject(UIView(), &Keys.progress) == nil, "another object")

        var retained: UIView? = UIView()
        weak let weakRetained = retained
        objc_setAssociatedObject(view, &Keys.owner, retained!, .OBJC_ASSOCIATION_RETAIN)
        retained = nil
        #expect(weakRetained != nil, "RETAIN holds it")

        var assigned: UIView? = UIView()
        objc_setAssociatedObject(view, &Keys.owner, assigned!, .OBJC_ASSOCIATION_ASSIGN)
        #expect(weakRetained == nil, "replaced: the retained one is let go")
        #expect(objc_getAssociatedObject(view, &Keys.owner) as? UIView === assigned)
        assigned = nil
        #expect(objc_getAssociatedObject(view, &Keys.owner) == nil, "ASSIGN does not keep it")

        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &Keys.owner, text, .OBJC_ASSOCIATION_COPY)
        text.append("b")
        #expect((objc_getAssociatedObject(view, &Keys.owner) as? NSString) == "a", "COPY keeps a copy")

        objc_setAssociatedObject(view, &Keys.progress, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &Keys.progress) == nil)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Keys.owner) == nil)
    }
}

@Suite struct UIDeviceTests {
    // UIKit docs, UIDevice.userInterfaceIdiom and orientation: the device's kind and how it is held.
    @Test func theDeviceIsTheScenesOwn() {
        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        phone.makeKey()
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.model == "iPhone" && UIDevice.current.systemName == "iOS")
        let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
        pad.makeKey()
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.orientation.isLandscape)
        _ = phone
    }

    @Test func hapticsAreAcceptedAndMentionedOncePerKind() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        window.clock.tick(to: 0.25)
        impact.impactOccurred()
        impact.impactOccurred()
        UISelectionFeedbackGenerator().selectionChanged()
        let said = window.clock.diagnostics.filter { $0.contains("no haptics") }
        #expect(said.count == 2)
        #expect(said.first?.hasPrefix("UIImpactFeedbackGenerator.impactOccurred() at 0.250 s") == true)
        #expect(impact.style == .rigid)
    }
}
