//  UILabel+APITests.swift — FlipbookKitTests
//  UILabel's members against UIKit's documentation: autoshrinking, highlighting, the text
//  rectangle and the drawText(in:) override point, and the defaults of the kept properties.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// The padding label real apps write: text inset by drawText(in:), sized by textRect(forBounds:).
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    var drawnRects: [CGRect] = []
    override func drawText(in rect: CGRect) {
        drawnRects.append(rect)
        super.drawText(in: rect.inset(by: insets))
    }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return text.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}

/// A label that draws no text of its own.
private final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
}

private func textRun(in window: UIWindow) -> (DisplayItem, TextRun)? {
    for item in window.displayList().items {
        if case .text(let run) = item.content { return (item, run) }
    }
    return nil
}

@Suite struct UILabelAPITests {
    // UIKit docs, adjustsFontSizeToFitWidth: "the label reduces the text's font size until it fits
    // the label's width"; minimumScaleFactor: "the smallest multiplier for the current font size",
    // and 0 (the default) makes "the current font size ... the smallest".
    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimumScale() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let layer = try #require(label.layer as? CATextLayer)
        label.text = "A title far too long for sixty points"
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        label.adjustsFontSizeToFitWidth = true
        #expect(layer.fontSize == 17, "a minimum scale of 0 keeps the font's size")
        label.minimumScaleFactor = 0.9
        #expect(abs(layer.fontSize - 17 * 0.9) < 1e-9, "the text cannot fit: it stops at the minimum")
        label.text = "Short title"
        label.minimumScaleFactor = 0.1
        let oneLine = UILabel.textSize("Short title", font: .systemFont(ofSize: layer.fontSize), numberOfLines: 1, within: .zero)
        #expect(layer.fontSize < 17)
        #expect(oneLine.width <= 60)
        let larger = UILabel.textSize("Short title", font: .systemFont(ofSize: layer.fontSize + 0.5), numberOfLines: 1, within: .zero)
        #expect(larger.width > 60, "the largest size that fits")
        label.font = .systemFont(ofSize: 8)
        #expect(layer.fontSize == 8, "text that fits is not shrunk")
    }

    // UIKit docs, highlightedTextColor: "The highlight color for the label's text"; isHighlighted:
    // whether the label draws its text with a highlight.
    @Test func aHighlightedLabelDrawsInItsHighlightedColour() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Row"
        label.textColor = .black
        window.addSubview(label)
        #expect(label.highlightedTextColor == nil)
        #expect(!label.isHighlighted)
        label.isHighlighted = true
        #expect(try #require(textRun(in: window)).1.color == UIColor.black.color, "no highlighted colour: the text colour")
        label.highlightedTextColor = .white
        #expect(try #require(textRun(in: window)).1.color == UIColor.white.color)
        label.isHighlighted = false
        #expect(try #require(textRun(in: window)).1.color == UIColor.black.color)
    }

    // UIKit docs, textRect(forBounds:limitedToNumberOfLines:): "Returns the drawing rectangle for
    // the label's text"; "You should not call this method directly... override it"; the label's
    // size (sizeThatFits, intrinsicContentSize) comes from it.
    @Test func textRectMeasuresTheTextAndSizingGoesThroughIt() {
        let label = UILabel()
        label.text = "Hello"
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 7))
        #expect(rect.height == label.font.lineHeight)
        let padded = PaddedLabel()
        padded.text = "Hello"
        let plain = label.intrinsicContentSize
        let size = padded.intrinsicContentSize
        #expect(abs(size.width - (plain.width + 20)) < 0.5)
        #expect(abs(size.height - (plain.height + 8)) < 0.5)

        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        let two = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 1000), limitedToNumberOfLines: 2)
        #expect(two.height == 2 * label.font.lineHeight, "limited to two lines")
    }

    // UIKit docs, drawText(in:): "Draws the label's text, or its shadow, in the specified
    // rectangle"; "you can override this method to ... change the default drawing behavior"
    // (the rect the subclass passes to super is where the text goes).
    @Test func drawTextInIsTheOverridePointThatPlacesTheText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = PaddedLabel(frame: CGRect(x: 20, y: 10, width: 200, height: 40))
        label.text = "Padded"
        window.addSubview(label)
        let (item, run) = try #require(textRun(in: window))
        #expect(run.string == "Padded")
        #expect(label.drawnRects.last == label.bounds, "draw(_:) calls drawText(in:) with the bounds")
        #expect(item.size == CGSize(width: 180, height: 32))
        #expect(item.transform.apply(.zero) == CGPoint(x: 30, y: 14))

        let silent = SilentLabel(frame: CGRect(x: 0, y: 60, width: 100, height: 30))
        silent.text = "Hidden"
        label.removeFromSuperview()
        window.addSubview(silent)
        #expect(textRun(in: window) == nil, "an override that does not call super draws no text")
    }

    // UIKit docs: shadowColor "The default value is nil, which indicates that no shadow is drawn";
    // shadowOffset "The default offset size is (0, -1)"; lineBreakStrategy, baselineAdjustment,
    // allowsDefaultTighteningForTruncation, showsExpansionTextWhenTruncated, preferredVibrancy.
    @Test func keptPropertiesStartAtUIKitsDefaults() {
        let label = UILabel()
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(!label.allowsDefaultTighteningForTruncation)
        #expect(!label.showsExpansionTextWhenTruncated)
        #expect(label.preferredVibrancy == .none)
        #expect(label.contentMode == .redraw, "UIKit's labels redraw when resized")
        label.lineBreakStrategy = .pushOut
        #expect(label.lineBreakStrategy == .pushOut)
    }
}
