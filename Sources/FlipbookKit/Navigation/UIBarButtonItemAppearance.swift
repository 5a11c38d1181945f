//  UIBarButtonItemAppearance.swift — FlipbookKit
//  Mirrors UIKit.UIBarButtonItemAppearance and UIBarButtonItemStateAppearance. Status: partial (the normal and disabled states'
//  title attributes colour and set the font of a bar's buttons; background images and
//  position adjustments are kept).

import Foundation

/// How a bar's buttons of one style draw, in each of their states.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    /// The style the appearance was configured for.
    private var style: UIBarButtonItem.Style

    public convenience override init() {
        self.init(style: .plain)
    }

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init()
    }

    /// Resets every state to the system's look for `style` (no attributes: the bar's defaults).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        for state in [normal, highlighted, disabled, focused] { state.copy(from: UIBarButtonItemStateAppearance()) }
    }

    open func copy() -> UIBarButtonItemAppearance {
        copy(with: nil) as! UIBarButtonItemAppearance
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: style)
        for (mine, theirs) in zip([copy.normal, copy.highlighted, copy.disabled, copy.focused],
                                  [normal, highlighted, disabled, focused]) {
            mine.copy(from: theirs)
        }
        return copy
    }
}

/// The look of a button in one state.
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes (the bar draws `.font` and `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Kept, not drawn.
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
    open var titlePositionAdjustment: UIOffset = .zero

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
        titlePositionAdjustment = other.titlePositionAdjustment
    }
}
