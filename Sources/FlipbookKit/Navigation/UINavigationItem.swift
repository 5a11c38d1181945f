//  UINavigationItem.swift — FlipbookKit
//  Mirrors UIKit.UINavigationItem. Status: partial (title, back button and one bar button item a side; no title views, prompts, search or large titles).

import Foundation

/// What a navigation bar shows while its controller is on top: the title, the back button
/// that leads back to it, and the bar button items at either side.
///
/// Every view controller has one (`UIViewController.navigationItem`); change it to change the bar.
open class UINavigationItem: NSObject {
    /// The title in the middle of the bar. With none, the bar shows the controller's `title`.
    open var title: String? { didSet { itemDidChange() } }
    /// The title of the back button shown while a controller above this one is on top
    /// (nil: this item's title, else "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// A button at the leading edge; it replaces the back button.
    open var leftBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// A button at the trailing edge.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }

    /// The controller this is the navigation item of (set when `navigationItem` makes it).
    weak var owner: UIViewController?
    /// The bar showing this item, to be told when it changes.
    weak var bar: UINavigationBar?

    public override init() {
        super.init()
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Hides or shows the back button (Flipbook: the change is not animated).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading button (Flipbook: the change is not animated).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the trailing button (Flipbook: the change is not animated).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// The title the bar shows: this item's, else its controller's.
    var displayedTitle: String? { title ?? owner?.title }

    private func itemDidChange() {
        bar?.updateContent()
    }
}
