//  UIInputViewController.swift — FlipbookKit
//  Mirrors UIKit.UIInputViewController. Status: partial (declared for responders' custom input
//  views; the previewer draws no keyboard, so none is ever shown).

import Foundation

/// The controller of a custom keyboard or input view.
open class UIInputViewController: UIViewController {
    /// Hands input to the text the keyboard edits. Flipbook: no proxy object; never set.
    open func dismissKeyboard() {}
    /// Switches to the next keyboard. Flipbook: there is no other keyboard.
    open func advanceToNextInputMode() {}
    /// Whether the keyboard must show a key to switch to the next one.
    open var needsInputModeSwitchKey: Bool { false }
}
