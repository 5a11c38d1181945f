//  UIBarButtonItemGroup.swift — FlipbookKit
//  Mirrors UIKit.UIBarButtonItemGroup. Status: partial (a navigation item's leading and trailing
//  groups show their items; representative items and customization are kept, not shown).

import Foundation

/// Bar button items that a bar shows together, side by side.
open class UIBarButtonItemGroup: NSObject {
    /// The items, in order; each knows its group (`buttonGroup`).
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
            for item in barButtonItems { item.buttonGroup = self }
            owner?.itemGroupsDidChange()
        }
    }
    /// The item shown in place of the group when space is short.
    // Flipbook: kept — a bar always has room for the group's items (nothing collapses).
    open var representativeItem: UIBarButtonItem?
    /// Whether the representative item is shown (never, here: see `representativeItem`).
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the bar leaves the group out.
    open var isHidden = false { didSet { owner?.itemGroupsDidChange() } }
    // Flipbook: kept — no overflow menu or customization.
    open var alwaysAvailable = false
    // Flipbook: kept — no menus.
    open var menuRepresentation: UIMenuElement?
    /// The identifier of a movable or optional group (nil: fixed).
    let customizationIdentifier: String?

    /// The navigation item whose groups these are, told of changes.
    weak var owner: UINavigationItem?

    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        customizationIdentifier = nil
        super.init()
        for item in barButtonItems { item.buttonGroup = self }
    }

    private init(items: [UIBarButtonItem], representativeItem: UIBarButtonItem?, customizationIdentifier: String?) {
        barButtonItems = items
        self.representativeItem = representativeItem
        self.customizationIdentifier = customizationIdentifier
        super.init()
        for item in items { item.buttonGroup = self }
    }

    /// A group that stays where it is (iOS 16).
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem, customizationIdentifier: nil)
    }

    /// A group the user may move when customizing the bar (iOS 16).
    // Flipbook: no customization; the group is shown where it is.
    open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                 items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem, customizationIdentifier: customizationIdentifier)
    }

    /// A group the user may add or remove when customizing the bar (iOS 16).
    // Flipbook: no customization; the group is shown, whatever `isInDefaultCustomization` says.
    open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                  representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(items: items, representativeItem: representativeItem, customizationIdentifier: customizationIdentifier)
    }
}
