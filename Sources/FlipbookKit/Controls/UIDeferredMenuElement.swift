//  UIDeferredMenuElement.swift — FlipbookKit
//  Mirrors UIKit.UIDeferredMenuElement. Status: partial (kept; Flipbook shows no menus, so the
//  provider is never asked).

import Foundation

/// A placeholder in a menu for elements a closure provides when the menu is shown.
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure providing the elements; it calls its completion with them.
    let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the provided elements are asked for each time the menu opens.
    let isUncached: Bool

    /// A placeholder whose elements `elementProvider` gives once, the first time the menu opens.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        isUncached = false
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        isUncached = true
        super.init(title: "", image: nil)
    }


    /// A placeholder whose elements `elementProvider` gives each time the menu opens.
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
