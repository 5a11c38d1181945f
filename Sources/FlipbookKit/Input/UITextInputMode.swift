//  UITextInputMode.swift — FlipbookKit
//  Mirrors UIKit.UITextInputMode. Status: partial (no system keyboards: there is no mode to list).

import Foundation

/// A keyboard language or input method the user has enabled.
///
/// Flipbook: the previewer types with the terminal's keys and has no system keyboards, so
/// `activeInputModes` is empty and no responder reports a mode.
open class UITextInputMode: NSObject {
    /// The mode's BCP 47 language ("en-US"), nil for modes such as emoji or dictation.
    open internal(set) var primaryLanguage: String?

    /// The input modes the user has enabled: none here.
    open class var activeInputModes: [UITextInputMode] { [] }

    /// Posted when the user changes the current input mode; never posted here.
    public static let currentInputModeDidChangeNotification = NSNotification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
