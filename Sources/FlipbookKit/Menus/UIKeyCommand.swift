//  UIKeyCommand.swift — FlipbookKit
//  Mirrors UIKit.UIKeyCommand. Status: partial (declared with its input and modifiers; the
//  previewer's keys drive the player, so no key command ever fires).

import Foundation

/// A key combination (`input` with `modifierFlags`) that sends `action` up the responder chain.
open class UIKeyCommand: UICommand {
    /// The key, a character or one of the `input…` constants.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    // UIKit's special keys, as the private-use characters and names it gives them.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
}
