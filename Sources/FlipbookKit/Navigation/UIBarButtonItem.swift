//  UIBarButtonItem.swift — FlipbookKit
//  Mirrors UIKit.UIBarButtonItem. Status: partial (titled, image and system buttons with an action
//  or a target and action; system items show their name; no menus, custom views, spaces or UIBarItem superclass).

import Foundation

/// A button on a navigation bar: a title or image, and what to do when it is tapped.
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in save() })
///     navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
///
/// A tap sends the action through `UIApplication.shared.sendAction(_:to:from:for:)` with the item
/// as the sender; a nil target sends it up the responder chain — from the first responder, or,
/// with none, from the bar's button showing the item (Flipbook's choice: UIKit does not say).
/// Flipbook also takes a method reference for the action (`action: Self.edit`).
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
    /// UIKit docs: "If this property has a non-nil value, the system ignores the item's target and
    /// action properties."
    open var primaryAction: UIAction? { didSet { itemDidChange() } }

    /// The object sent `action` when the item is tapped; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The selector sent to `target` when the item is tapped; nil sends nothing (UIKit docs).
    open var action: Selector?

    /// A method reference of `target`'s, run when `action` is nil (Flipbook's form of target–action).
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

    /// A titled button that sends `action` to `target` (the responder chain, for nil) when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// An image button that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's buttons that sends `action` to `target` when tapped.
    // Flipbook: draws no system glyphs — every item shows its name (`SystemItem.title`); `.done`
    // and `.save` are bold, as on iOS; the spaces show nothing.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        title = systemItem.title
        style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The system's buttons. Expected: raw values are UIKit's (`.done` = 0 … `.close` = 24).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Deprecated in UIKit.
        case pageCurl
        case close

        /// What Flipbook shows for the item: UIKit's English title, or the name of its glyph.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }

    // MARK: - Flipbook addition: method references for actions

    /// A titled button that calls `action` on `target` when tapped, as `init(title:style:target:action:)`
    /// does with a selector: `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        targetAction = { [weak target] _ in if let target { action(target)() } }
    }

    /// As `init(title:style:target:action:)`, with an action taking the item as its sender.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        targetAction = { [weak target] item in if let target { action(target)(item) } }
    }

    // MARK: - Flipbook addition

    /// A titled button that runs `handler` when tapped.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetAction = handler
    }

    /// Runs the item's action, as a tap on `button` (the bar's button showing it) does: the
    /// primary action if there is one, else the target and action.
    func perform(from button: UIView? = nil) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: UIEvent(), chainStart: button)
        } else {
            targetAction?(self)
        }
    }

    private func itemDidChange() {
        bar?.updateContent()
    }
}
