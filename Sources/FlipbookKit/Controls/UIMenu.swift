//  UIMenu.swift — FlipbookKit
//  Mirrors UIKit.UIMenu. Status: partial (a menu is built and kept; Flipbook never shows one).

import Foundation

/// A titled group of menu elements — actions and submenus — that a button or bar item shows.
///
/// Flipbook: no menu is ever shown on screen; menus are kept for code that reads them.
open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children. Expected: raw values are UIKit's.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's elements.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
        case automatic = -1
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?
    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    /// A menu of `children`; with no identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init()
    }


    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
