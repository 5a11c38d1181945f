//  UIControl+APITests.swift — FlipbookKitTests
//  UIControl's members against UIKit's documentation: content alignments, enumerating and
//  removing handlers, the primary action, the tracking calls a touch makes, menus and tooltips.

import Foundation
@testable import FlipbookKit
import Testing

/// A control that logs the tracking calls UIKit makes of it.
private final class TrackingControl: UIControl {
    var log: [String] = []
    var continues = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin inside=\(isTouchInside) tracking=\(isTracking)")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue tracking=\(isTracking)")
        return continues
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancel")
        super.cancelTracking(with: event)
    }
}

private final class Responder: NSObject {
    var calls = 0
    static func register() {
        ObjCRuntime.addMethods(["ping": { r, _ in (r as! Responder).calls += 1 }], to: Responder.self)
    }
}

/// A key window holding `control` at (20, 100), 100 × 44.
private func host(_ control: UIControl) -> UIWindow {
    let window = UIWindow()
    window.makeKeyAndVisible()
    control.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    window.addSubview(control)
    window.layoutIfNeeded()
    return window
}

@Suite struct UIControlAPITests {
    // UIKit docs, contentHorizontalAlignment / contentVerticalAlignment: default center; UIKit
    // docs, effectiveContentHorizontalAlignment: "the actual horizontal alignment ... in which
    // leading and trailing are resolved to left and right" (for the layout direction).
    @Test func contentAlignmentsDefaultToCentreAndLeadingResolvesToLeft() {
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    // UIKit docs, enumerateEventHandlers(_:): iterates the UIAction handlers and the target-action
    // pairs with their events; setting stop ends the enumeration. A nil target is the responder chain.
    @Test func enumerateEventHandlersListsActionsAndTargetActionPairs() {
        let control = UIControl()
        let target = Responder()
        let action = UIAction(identifier: UIAction.Identifier("a")) { _ in }
        control.addAction(action, for: .valueChanged)
        control.addTarget(target, action: Selector("ping"), for: .touchUpInside)
        control.addTarget(nil, action: Selector("ping"), for: .touchDown)
        var seen: [String] = []
        control.enumerateEventHandlers { action, pair, events, _ in
            if let action { seen.append("action \(action.identifier.rawValue) \(events.rawValue)") }
            if let (target, selector) = pair { seen.append("\(target == nil ? "chain" : "target") \(selector) \(events.rawValue)") }
        }
        #expect(seen == ["action a 4096", "target ping 64", "chain ping 1"])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    // UIKit docs, removeTarget(_:action:for:): a nil action removes "all action messages paired
    // with target"; other targets stay.
    @Test func removeTargetWithANilActionRemovesEveryActionOfThatTarget() {
        Responder.register()
        let control = UIControl()
        let a = Responder(), b = Responder()
        control.addTarget(a, action: Selector("ping"), for: .touchUpInside)
        control.addTarget(a, action: Selector("pong"), for: .valueChanged)
        control.addTarget(b, action: Selector("ping"), for: .touchUpInside)
        control.removeTarget(a, action: nil, for: .allEvents)
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: b, forControlEvent: .touchUpInside) == ["ping"])
        #expect(control.allControlEvents == .touchUpInside)
    }

    // UIKit docs, addTarget(_:action:for:): "If you specify nil, UIKit searches the responder chain
    // for an object that responds to the specified action message"; sendActions(for:) "calls the
    // action methods associated with the specified events".
    @Test func aNilTargetReachesTheResponderChainThroughSendActions() {
        final class Host: UIView {
            var pings = 0
        }
        ObjCRuntime.addMethods(["ping": { r, _ in (r as! Host).pings += 1 }], to: Host.self)
        let host = Host(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.addSubview(control)
        control.addTarget(nil, action: Selector("ping"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(host.pings == 1)
        #expect(control.allTargets.contains { $0.base is NSNull })
    }

    // UIKit docs, performPrimaryAction(): "invokes the primary action for the control, whether
    // it's a direct action, for example, a button tap, or presents further UI, for example, a
    // contextual menu".
    @Test func performPrimaryActionSendsThePrimaryActionOrTheMenuAction() {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menu") }, for: .menuActionTriggered)
        button.performPrimaryAction()
        #expect(log == ["primary"])
        button.menu = UIMenu(title: "More", children: [UIAction(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.performPrimaryAction()
        #expect(log == ["primary", "menu"])
    }

    // UIKit docs, beginTracking(_:with:): "Called when a touch event enters the control's bounds";
    // continueTracking: "Called when a touch event for the control updates" — return false to stop;
    // endTracking: "Called when a touch event associated with the control ends"; cancelTracking:
    // "Tells the control to cancel tracking related to the touch event".
    @Test func aTouchCallsTheTrackingMethodsInUIKitsOrder() {
        let control = TrackingControl()
        let window = host(control)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 120))
        #expect(control.isTracking)
        #expect(control.isTouchInside)
        #expect(control.isHighlighted)
        window.sendTouch(.moved, at: CGPoint(x: 70, y: 120))
        window.sendTouch(.ended, at: CGPoint(x: 70, y: 120))
        #expect(control.log == ["begin inside=true tracking=false", "continue tracking=true", "end"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)

        control.log = []
        window.sendTouch(.began, at: CGPoint(x: 60, y: 120))
        window.sendTouch(.cancelled, at: CGPoint(x: 60, y: 120))
        #expect(control.log == ["begin inside=true tracking=false", "cancel"])
        #expect(!control.isTracking)
    }

    // UIKit docs, continueTracking(_:with:): "Return true if touch tracking should continue or
    // false if it should end"; no more tracking calls follow.
    @Test func refusingToContinueStopsTracking() {
        let control = TrackingControl()
        control.continues = false
        let window = host(control)
        window.sendTouch(.began, at: CGPoint(x: 60, y: 120))
        window.sendTouch(.moved, at: CGPoint(x: 65, y: 120))
        #expect(!control.isTracking)
        window.sendTouch(.moved, at: CGPoint(x: 70, y: 120))
        window.sendTouch(.ended, at: CGPoint(x: 70, y: 120))
        #expect(control.log.filter { $0.hasPrefix("continue") }.count == 1)
    }

    // UIKit docs, isContextMenuInteractionEnabled: whether the control's contextMenuInteraction is
    // enabled; UIButton docs, menu: a button offers its menu. The interaction's delegate is the control.
    @Test func theContextMenuInteractionFollowsItsFlagAndOffersTheButtonsMenu() throws {
        let button = UIButton(type: .system)
        #expect(button.contextMenuInteraction == nil)
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
        button.menu = menu
        #expect(button.isContextMenuInteractionEnabled)
        let interaction = try #require(button.contextMenuInteraction)
        #expect(interaction.delegate === button)
        let configuration = try #require(button.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
        #expect(configuration.actionProvider?([]) === menu)
        button.isContextMenuInteractionEnabled = false
        #expect(button.contextMenuInteraction == nil)
        #expect(UIControl().contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero) == nil)
    }

    // UIKit docs, toolTip: "The default text to display in the control's tool tip"; toolTipInteraction:
    // the control's tool tip interaction.
    @Test func aToolTipMakesItsInteraction() {
        let control = UIControl()
        #expect(control.toolTipInteraction == nil)
        control.toolTip = "Save"
        #expect(control.toolTip == "Save")
        #expect(control.toolTipInteraction?.view === control)
    }
}
