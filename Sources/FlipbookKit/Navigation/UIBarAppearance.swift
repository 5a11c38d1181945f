//  UIBarAppearance.swift — FlipbookKit
//  Mirrors UIKit.UIBarAppearance. Status: complete (a blur effect is drawn as the opaque system
//  background; background images are drawn scaled to fill).

import Foundation

/// The look bars share: their background (an effect, a colour, an image) and the shadow along
/// their edge. Set one on a bar (`standardAppearance`) or a navigation item to change how it draws.
///
///     let appearance = UINavigationBarAppearance()
///     appearance.configureWithOpaqueBackground()
///     appearance.backgroundColor = .systemIndigo
///     navigationController.navigationBar.standardAppearance = appearance
///
/// Bars copy the appearances they are given (UIKit's `@NSCopying`): change one, then set it again.
open class UIBarAppearance: NSObject, NSCopying {
    /// The device kind the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The blur behind the background colour; UIKit's default background is the chrome material.
    // Flipbook: a bar with an effect is drawn opaque, in the system background colour (no blur).
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the effect (nil: none).
    open var backgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (UIKit docs: `.scaleToFill` by default).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line along the bar's edge (nil or clear: no line).
    open var shadowColor: UIColor?
    /// An image for the shadow, tinted with `shadowColor` (UIKit: a template image is tinted).
    open var shadowImage: UIImage?

    /// The shadow line's default colour.
    // Flipbook: the separator colour (60, 60, 67 at 29 %), which Flipbook's bars have always drawn;
    // UIKit's default is near it (black at about 30 %).
    static var defaultShadowColor: UIColor { .separator }

    /// An appearance with the system's default background, for the device's idiom.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance for `idiom`, with the system's default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s shared properties (UIKit docs: converts between bar kinds).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Appearances are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of the appearance, of the same class.
    open func copy() -> Self {
        copy(with: nil) as! Self
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(barAppearance: self)
        copy.copyAttributes(from: self)
        return copy
    }

    /// Subclasses copy their own attributes here (`copy()` calls it on the new object).
    func copyAttributes(from other: UIBarAppearance) {}

    private func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    // MARK: Configuring the background

    /// The system's default: a blurred translucent background and a shadow line.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the theme's colour and a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow (UIKit docs: "a transparent background and no shadow").
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    // MARK: - Drawing (Flipbook)

    /// The colour Flipbook fills the bar with: the colour, else the system background behind an
    /// effect, else nothing. `tint` (a legacy `barTintColor`) colours an effect's background.
    func drawnBackgroundColor(tint: UIColor?) -> UIColor {
        if let backgroundColor { return backgroundColor }
        return backgroundEffect != nil ? tint ?? .systemBackground : .clear
    }

    /// The shadow line's colour, nil when none is drawn.
    var drawnShadowColor: UIColor? {
        guard let shadowColor, shadowColor.cgColor.alpha > 0 else { return nil }
        return shadowColor
    }
}
