//  UIBarButtonItem.swift — FlipbookKit
//  Mirrors UIKit.UIBarButtonItem. Status: partial (titled and image buttons with an action; no system items, menus, custom views or UIBarItem superclass).

import Foundation

/// A button on a navigation bar: a title or image, and what to do when it is tapped.
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in save() })
///     navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)
///
/// Flipbook: there is no Objective-C runtime, so the target–action initialiser takes a method
/// reference (`action: Self.edit`) where UIKit takes `#selector(edit)`.
open class UIBarButtonItem: NSObject {
    /// How the button draws. Expected: raw values are UIKit's.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A bold title, for the button that ends an editing task.
        case done = 2
    }

    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var style: Style = .plain { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    open var tag = 0
    /// The action run when the button is tapped (iOS 14); its title is used when the item has none.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }

    /// A target–action pair standing for UIKit's selector; the target is held weakly.
    private var targetAction: ((UIBarButtonItem) -> Void)?
    /// The bar showing this item, to be told when it changes.
    weak var bar: UINavigationBar?

    public override init() {
        super.init()
    }

    /// A button with a title or image that runs `primaryAction` when tapped (iOS 14).
    ///
    /// Flipbook: UIKit's `menu:` parameter is missing (no menus).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? (primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 })
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A titled button that calls `action` on `target` when tapped, as `init(title:style:target:action:)`
    /// does with a selector: `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetAction = { [weak target] _ in if let target { action(target)() } }
    }

    /// As `init(title:style:target:action:)`, with an action taking the item as its sender.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetAction = { [weak target] item in if let target { action(target)(item) } }
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - Flipbook addition

    /// A titled button that runs `handler` when tapped.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetAction = handler
    }

    /// Runs the item's action, as a tap on its button does.
    func perform() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
        targetAction?(self)
    }

    private func itemDidChange() {
        bar?.updateContent()
    }
}
