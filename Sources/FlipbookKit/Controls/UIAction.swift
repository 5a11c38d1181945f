//  UIAction.swift — FlipbookKit
//  Mirrors UIKit.UIAction (iOS 14), a UIMenuElement. Status: partial (no menus: image, attributes and state are stored only).

import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and identifier, run by a control for its events.
///
///     button.addAction(UIAction(title: "Close") { _ in controller.dismiss() }, for: .touchUpInside)
open class UIAction: UIMenuElement {
    /// A name for an action; a control holds at most one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows the action.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether a menu shows the action checked.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    open override var subtitle: String? {
        get { _subtitle }
        set { _subtitle = newValue }
    }
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler`; with no identifier it gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration.
    package func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
