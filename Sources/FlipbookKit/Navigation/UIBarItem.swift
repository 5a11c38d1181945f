//  UIBarItem.swift — FlipbookKit
//  Mirrors UIKit.UIBarItem. Status: complete but for landscape and large-content-size images,
//  which are kept (the previewer's screen does not rotate and has no large-content viewer).

import Foundation

/// What bar button items and tab bar items share: a title, an image, whether it is enabled, a
/// tag, and the attributes of the title's text for each control state.
///
/// As in UIKit, an item is not a view: the bar showing it draws it, and redraws it when it changes.
open class UIBarItem: NSObject {
    /// Called after the object is loaded from a nib or storyboard (UIKit's NSObject addition,
    /// declared here because swift-corelibs' NSObject cannot take an overridable one).
    /// Flipbook: not called yet, as nothing is loaded from a storyboard.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable object. Flipbook: never called.
    open func prepareForInterfaceBuilder() {}

    open var isEnabled = true { didSet { barItemDidChange() } }
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// The image for a landscape iPhone's compact bar.
    // Flipbook: kept, never drawn — the previewer's screen does not rotate, so bars are never compact.
    open var landscapeImagePhone: UIImage?
    /// The image the large-content viewer shows.
    // Flipbook: kept, never drawn — the previewer has no large-content viewer (an accessibility feature).
    open var largeContentSizeImage: UIImage?
    /// Insets moving the image from where the bar would put it.
    open var imageInsets: UIEdgeInsets = .zero { didSet { barItemDidChange() } }
    // Flipbook: kept, never drawn — bars are never compact (see `landscapeImagePhone`).
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    // Flipbook: kept, never drawn — no large-content viewer.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var tag = 0

    /// The title's text attributes set per state (`.normal` is the fallback of the others).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the font, colour and other text attributes of the title in `state`.
    ///
    /// The bar reads `.font` and `.foregroundColor`; states other than `.normal` fall back to it.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        barItemDidChange()
    }

    /// The title's text attributes set for `state` (nil when none were set for it).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes the bar draws the title with in `state`: that state's, else `.normal`'s.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    /// Tells the bar showing the item that it changed (subclasses know their bar).
    func barItemDidChange() {}
}
