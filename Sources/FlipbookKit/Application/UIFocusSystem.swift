//  UIFocusSystem.swift — FlipbookKit
//  Mirrors UIKit.UIFocusSystem and UIFocusItem as types only. Status: partial (the previewer has no
//  focus engine: a scene's focus system and a screen's focused item are nil).

import Foundation

/// Something that can take focus. Flipbook: no focus engine; nothing is ever focused.
public protocol UIFocusItem: AnyObject {
    var canBecomeFocused: Bool { get }
    var frame: CGRect { get }
}

/// The focus engine of a scene. Flipbook: none is ever made.
open class UIFocusSystem: NSObject {
    open var focusedItem: (any UIFocusItem)? { nil }
    package override init() { super.init() }
}
