//  UIMenu.swift — FlipbookKit
//  Mirrors UIKit.UIMenu (iOS 13). Status: partial (kept and read back, never drawn: the
//  previewer shows no menus).

import Foundation

/// A titled group of actions and submenus, shown by a control's menu or a context menu.
///
///     button.menu = UIMenu(title: "Sort", children: [
///         UIAction(title: "Name") { _ in sort(.name) },
///         UIAction(title: "Date") { _ in sort(.date) },
///     ])
// Flipbook: no menu is ever drawn; a control with `showsMenuAsPrimaryAction` sends
// `.menuActionTriggered` where UIKit would show it.
open class UIMenu: UIMenuElement {
    /// A name for a menu. Expected: UIKit's system menus are identified by such names.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children. Expected: raw values are UIKit's.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's elements (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2
        public static var automatic: ElementSize { .large }
    }

    /// The menu's name.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of its elements.
    open var preferredElementSize: ElementSize
    /// The actions and submenus, in order.
    open private(set) var children: [UIMenuElement]

    /// A menu of `children`; with no identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu of `children` (iOS 13's initializer).
    public convenience init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], children: [UIMenuElement] = []) {
        self.init(title: title, subtitle: nil, image: image, identifier: identifier, options: options,
                  preferredElementSize: .large, children: children)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
