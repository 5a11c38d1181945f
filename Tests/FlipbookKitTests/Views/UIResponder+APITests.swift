//  UIResponder+APITests.swift — FlipbookKitTests
//  Presses, motion and remote-control events up the responder chain, and the defaults of input
//  views, key commands and text input, against UIKit's documentation.

@testable import FlipbookKit
import Testing

@Suite struct UIResponderAPITests {
    /// A controller that logs the events that reach it from its view.
    private final class Controller: UIViewController {
        var seen: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { seen.append("pressesBegan") }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { seen.append("pressesEnded") }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { seen.append("motion \(motion)") }
        override func remoteControlReceived(with event: UIEvent?) { seen.append("remote") }
    }

    // UIKit docs, pressesBegan(_:with:) and motionBegan(_:with:): "The default implementation of
    // this method forwards the message up the responder chain."
    @Test func pressesAndMotionGoUpTheResponderChain() {
        let controller = Controller()
        let child = UIView()
        controller.view.addSubview(child)
        child.pressesBegan([UIPress()], with: UIPressesEvent())
        child.pressesEnded([], with: nil)
        child.motionBegan(.motionShake, with: nil)
        child.remoteControlReceived(with: nil)
        #expect(controller.seen == ["pressesBegan", "pressesEnded", "motion motionShake", "remote"])
    }

    // UIKit docs: inputView, inputAccessoryView and keyCommands are nil by default ("The value of
    // this read-only property is nil"); textInputContextIdentifier defaults to nil.
    @Test func inputViewsKeyCommandsAndTheInputContextAreNilByDefault() {
        let responder = UIView()
        #expect(responder.inputView == nil)
        #expect(responder.inputAccessoryView == nil)
        #expect(responder.inputViewController == nil)
        #expect(responder.keyCommands == nil)
        #expect(responder.textInputContextIdentifier == nil)
        #expect(responder.editingInteractionConfiguration == .default)
    }

    // UIKit docs, UIPressesEvent: a presses event's type is UIEvent.EventType.presses.
    @Test func aPressesEventIsOfThePressesType() {
        #expect(UIPressesEvent().type == .presses)
        #expect(UIPressesEvent().allPresses.isEmpty)
    }
}
