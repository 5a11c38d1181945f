//  UIButton+APITests.swift — FlipbookKitTests
//  UIButton's members against UIKit's documentation: background images, edge insets and the
//  rectangle methods, attributed titles, selection as the primary action, and configurations
//  (UIButton.Configuration) driving what the button draws and when it updates.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A button whose title goes where its titleRect(forContentRect:) override says.
private final class TopTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 20)
    }
}

/// A button that logs its configuration updates.
private final class LoggingButton: UIButton {
    var log: [String] = []
    override func updateConfiguration() {
        log.append("update \(isHighlighted ? "highlighted" : "normal")")
        super.updateConfiguration()
    }
}

private func solidImage(_ width: Int, _ height: Int) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

/// A window holding `button` at (10, 20), 200 × 50, laid out.
private func host(_ button: UIButton, size: CGSize = CGSize(width: 200, height: 50)) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    button.frame = CGRect(origin: CGPoint(x: 10, y: 20), size: size)
    window.addSubview(button)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

private func fills(in window: UIWindow) -> [(item: DisplayItem, color: Color)] {
    window.displayList().items.compactMap { item in
        if case .fill(let color) = item.content { return (item, color) }
        return nil
    }
}

private func texts(in window: UIWindow) -> [String] {
    window.displayList().items.compactMap { item in
        if case .text(let run) = item.content { return run.string }
        return nil
    }
}

@Suite struct UIButtonAPITests {
    // MARK: Background images

    // UIKit docs, setBackgroundImage(_:for:): "Sets the background image to use for the specified
    // button state"; backgroundImage(for:) falls back to the normal state's, as every per-state value.
    @Test func theBackgroundImageIsDrawnPerState() throws {
        let button = UIButton(type: .custom)
        let normal = solidImage(4, 4), highlighted = solidImage(8, 8)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(highlighted, for: .highlighted)
        #expect(button.backgroundImage(for: .selected) === normal)
        #expect(button.currentBackgroundImage === normal)
        let window = host(button)
        // The image (a red square drawn by a renderer) is drawn as its red fill, stretched over
        // backgroundRect(forBounds:), the bounds: window (10, 20) to (210, 70).
        let red = try #require(fills(in: window).first { $0.color == UIColor.red.color })
        #expect(red.item.transform.apply(.zero) == CGPoint(x: 10, y: 20))
        #expect(red.item.transform.apply(CGPoint(x: red.item.size.width, y: red.item.size.height)) == CGPoint(x: 210, y: 70))
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === highlighted)
        #expect(button.subviews.first === button.backgroundImageView, "behind the title and image")
        #expect(button.backgroundImageView?.image === highlighted)
    }

    // MARK: Edge insets and rectangles

    // UIKit docs, contentEdgeInsets: the insets from the bounds to the content, and the intrinsic
    // size includes them; titleEdgeInsets: "The button does not use this property to determine
    // intrinsicContentSize and sizeThatFits(_:)".
    @Test func contentEdgeInsetsGrowTheSizeAndTitleEdgeInsetsMoveTheTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: plain.width + 20, height: plain.height + 10))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: plain.width + 20, height: plain.height + 10))

        button.contentEdgeInsets = .zero
        button.titleEdgeInsets = .zero
        _ = host(button)
        let centred = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == centred.minX + 15, "centred content moves by half the difference")
        #expect(button.contentRect(forBounds: button.bounds) == button.bounds)
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
    }

    // UIKit docs, contentHorizontalAlignment: how the content is placed; titleRect(forContentRect:)
    // and imageRect(forContentRect:): "Returns the rectangle in which the receiver draws its
    // title / image" — a subclass overrides them to move them.
    @Test func theRectMethodsPlaceTheContentAndAreOverridePoints() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(solidImage(10, 10), for: .normal)
        _ = host(button)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 0)
        #expect(abs(button.titleLabel!.frame.minX - 10) < 1e-9, "the title follows the image")
        #expect(button.imageRect(forContentRect: button.bounds) == button.imageView!.frame)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - 200) < 1e-9)

        let custom = TopTitleButton(type: .custom)
        custom.setTitle("Top", for: .normal)
        _ = host(custom)
        #expect(custom.titleLabel!.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    // MARK: Titles and selection

    // UIKit docs, setAttributedTitle(_:for:): the styled title for a state, shown in place of the
    // plain title; currentAttributedTitle: "The current styled title that displays on the button".
    @Test func attributedTitlesShowPerState() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.titleLabel?.text == "Styled")
        button.setAttributedTitle(NSAttributedString(string: "Selected"), for: .selected)
        button.isSelected = true
        #expect(button.titleLabel?.text == "Selected")
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.currentTitleShadowColor == .black)
    }

    // UIKit docs, changesSelectionAsPrimaryAction: "A Boolean value that determines whether the
    // button toggles its selection state as its primary action".
    @Test func changesSelectionAsPrimaryActionTogglesOnATap() {
        let button = UIButton(type: .system)
        button.setTitle("Toggle", for: .normal)
        _ = host(button)
        var selections: [Bool] = []
        button.addAction(UIAction { action in selections.append((action.sender as? UIButton)?.isSelected ?? false) },
                         for: .primaryActionTriggered)
        button.tap()
        #expect(selections == [false])
        button.changesSelectionAsPrimaryAction = true
        button.tap()
        button.tap()
        #expect(selections == [false, true, false])
    }

    // UIKit docs, systemButton(with:target:action:): "Creates and returns a new button of type
    // .system with the specified image, target, and action".
    @Test func systemButtonMakesAnImageButtonWithItsTarget() {
        final class Target: NSObject {}
        let image = solidImage(12, 12), target = Target()
        let button = UIButton.systemButton(with: image, target: target, action: Selector("go"))
        #expect(button.buttonType == .system)
        #expect(button.image(for: .normal) === image)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["go"])
    }

    // MARK: Configurations

    // UIKit docs, filled(): "a background filled with the button's tint color"; plain():
    // "a transparent background"; baseBackgroundColor replaces the tint in the background.
    @Test func aConfigurationsStyleDrawsItsBackground() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemGreen
        let window = host(button)
        let fill = try #require(fills(in: window).first)
        #expect(fill.color == UIColor.systemGreen.color)
        #expect(fill.item.size == CGSize(width: 200, height: 50))
        #expect(texts(in: window) == ["Continue"])

        configuration.baseBackgroundColor = .systemPurple
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(fills(in: window).first?.color == UIColor.systemPurple.color)

        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        button.configuration = plain
        window.layoutIfNeeded()
        #expect(fills(in: window).isEmpty)
        #expect(texts(in: window) == ["Plain"])
    }

    // UIKit docs, baseForegroundColor: "The base color to use for foreground elements"; a
    // per-state title colour set on the button is used with a configuration too ("you can use a
    // configuration in combination with these other methods").
    @Test func theForegroundColourDrawsTheTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Tint"
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemOrange
        _ = host(button)
        #expect(button.titleLabel?.textColor == .systemOrange)
        configuration.baseForegroundColor = .systemPink
        button.configuration = configuration
        #expect(button.titleLabel?.textColor == .systemPink)
        button.setTitleColor(.systemTeal, for: .normal)
        #expect(button.titleLabel?.textColor == .systemTeal)
    }

    // UIKit docs, CornerStyle: fixed "uses the background corner radius without modification";
    // capsule "always set the corner radius to generate a capsule" (the bounds' half height).
    @Test func theCornerStyleRoundsTheBackground() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Round"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        let window = host(button)
        #expect(try #require(fills(in: window).first).item.cornerRadius == 25)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(try #require(fills(in: window).first).item.cornerRadius == 3)
    }

    // UIKit docs, contentInsets: "The distance from the button's content area to its bounds";
    // setDefaultContentInsets(): "Restores the default content insets".
    @Test func contentInsetsSurroundTheContent() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration)
        let bare = button.intrinsicContentSize
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: bare.width + 18, height: bare.height + 10))
        let defaults = UIButton.Configuration.plain().contentInsets
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == defaults)
    }

    // UIKit docs, imagePlacement: "the edge against which the button places the image";
    // imagePadding: "The distance between the button's image and text".
    @Test func theImageSitsAtItsEdgePaddedFromTheText() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Next"
        configuration.image = solidImage(16, 16)
        configuration.imagePadding = 6
        configuration.imagePlacement = .trailing
        let button = UIButton(configuration: configuration)
        _ = host(button)
        let title = button.titleLabel!.frame, image = button.imageView!.frame
        #expect(abs(image.minX - (title.maxX + 6)) < 1e-9)
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minY - (button.imageView!.frame.maxY + 6)) < 1e-9)
        let expected = 16 + 6 + button.titleLabel!.frame.height + configuration.contentInsets.top + configuration.contentInsets.bottom
        #expect(abs(button.intrinsicContentSize.height - expected) < 1e-9)
    }

    // UIKit docs, subtitle: "Text that defines the subtitle"; titlePadding: "The distance between
    // the title and subtitle labels"; subtitleLabel: "A label that displays the subtitle".
    @Test func aSubtitleShowsUnderTheTitle() throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 3
        let button = UIButton(configuration: configuration)
        let window = host(button, size: CGSize(width: 200, height: 70))
        let subtitle = try #require(button.subtitleLabel)
        #expect(subtitle.text == "12 MB")
        #expect(subtitle.frame.minY == button.titleLabel!.frame.maxY + 3)
        #expect(Set(texts(in: window)) == ["Download", "12 MB"])
    }

    // UIKit docs, UIButton(configuration:primaryAction:): a button with the configuration that
    // performs the action; a tap sends it.
    @Test func theConfigurationInitializerTakesThePrimaryAction() {
        var ran = 0
        let action = UIAction(title: "Save") { _ in ran += 1 }
        let button = UIButton(configuration: .filled(), primaryAction: action)
        #expect(button.configuration?.title == "Save")
        _ = host(button)
        button.tap()
        #expect(ran == 1)
    }

    // UIKit docs, setNeedsUpdateConfiguration(): the system calls updateConfiguration() "once"
    // for several requests, and calls it "automatically when the button's state changes";
    // configurationUpdateHandler "is called after -updateConfiguration".
    @Test func stateChangesRunUpdateConfigurationThenTheHandlerOnce() {
        let button = LoggingButton(type: .system)
        button.configuration = .plain()
        _ = host(button)
        button.log = []
        button.configurationUpdateHandler = { button in
            (button as! LoggingButton).log.append("handler")
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.log == ["update normal", "handler"])
        #expect(button.titleLabel?.text == "Up")
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.log == ["update normal", "handler", "update highlighted", "handler"])
        #expect(button.titleLabel?.text == "Down")
    }

    // UIKit docs, automaticallyUpdatesConfiguration: when true the button calls updated(for:)
    // "when the button state changes and apply the changes to the button"; updated(for:) "updates
    // default values based on the button state" and "preserves custom values".
    @Test func automaticUpdatesRedrawDefaultsForTheStateAndKeepCustomValues() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        let button = UIButton(configuration: configuration)
        let window = host(button)
        let enabled = try #require(fills(in: window).first).color
        button.isEnabled = false
        window.layoutIfNeeded()
        #expect(try #require(fills(in: window).first).color != enabled, "the default background follows the state")
        #expect(button.configuration?.title == "Send", "custom values are kept")

        configuration.background.backgroundColor = .systemBlue
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(try #require(fills(in: window).first).color == UIColor.systemBlue.color, "a custom background colour is kept")
    }

    // UIKit docs, showsActivityIndicator: "shows an activity indicator in place of an image".
    @Test func theActivityIndicatorReplacesTheImage() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Loading"
        configuration.image = solidImage(10, 10)
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        _ = host(button)
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        #expect(button.imageView!.isHidden)
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        #expect(indicator.isHidden)
        #expect(!button.imageView!.isHidden)
    }

    // UIKit docs, the style factories' raw enumerations: CornerStyle fixed = -1 … capsule = 4;
    // Size medium = 0, small, mini, large; defaults: cornerStyle .dynamic, buttonSize .medium.
    @Test func configurationDefaultsAreUIKits() {
        let configuration = UIButton.Configuration.plain()
        #expect(configuration.cornerStyle == .dynamic)
        #expect(configuration.buttonSize == .medium)
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.automaticallyUpdateForSelection)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.Configuration.Size.large.rawValue == 3)
        var titled = configuration
        titled.attributedTitle = AttributedString("Styled")
        #expect(titled.title == "Styled")
        titled.title = "Plain"
        #expect(titled.attributedTitle.map { String($0.characters) } == "Plain")
    }
}
