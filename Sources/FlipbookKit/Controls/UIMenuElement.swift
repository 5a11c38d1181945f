//  UIMenuElement.swift — FlipbookKit
//  Mirrors UIKit.UIMenuElement. Status: partial (Flipbook shows no menus: elements are kept by
//  the controls and items given them).

import Foundation

/// An entry of a menu: an action (`UIAction`), a submenu (`UIMenu`), or elements provided later
/// (`UIDeferredMenuElement`).
// Flipbook: the title and image live on the subclasses (UIAction declares its own).
open class UIMenuElement: NSObject {
    public override init() {
        super.init()
    }

}
