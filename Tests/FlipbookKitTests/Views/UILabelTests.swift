//  UILabelTests.swift — FlipbookKitTests
//  UILabel's defaults, its text in the frame, and its size estimate; UIFont's sizes.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UILabelTests {
    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.textColor == .black)
        #expect(label.font.pointSize == 17)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.layer is CATextLayer)
        label.textColor = nil
        #expect(label.textColor == .black, "nil restores the default")
    }

    @Test func theTextReachesTheFrameAsATextRun() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        label.text = "Hello"
        label.textColor = .systemRed
        label.font = .systemFont(ofSize: 24)
        label.textAlignment = .center
        window.addSubview(label)
        let items = window.displayList().items
        #expect(items.count == 1)
        guard case .text(let run)? = items.first?.content else {
            Issue.record("expected a text item, got \(String(describing: items.first?.content))")
            return
        }
        #expect(run.string == "Hello")
        #expect(run.fontSize == 24)
        #expect(run.color == UIColor.systemRed.color)
        #expect(run.alignment == .center)
        #expect(run.numberOfLines == 1)
        #expect(items.first?.size == CGSize(width: 150, height: 30))
    }

    @Test func boldFontsAndLineLimitsReachTheTextRun() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.text = "A longer title that wraps"
        label.font = .boldSystemFont(ofSize: 17)
        label.numberOfLines = 2
        window.addSubview(label)
        guard case .text(let run)? = window.displayList().items.first?.content else {
            Issue.record("expected a text item"); return
        }
        #expect(run.isBold)
        #expect(run.numberOfLines == 2)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        guard case .text(let unlimited)? = window.displayList().items.first?.content else {
            Issue.record("expected a text item"); return
        }
        #expect(unlimited.numberOfLines == 0)
        #expect(!unlimited.isBold)
    }

    @Test func theTextLayerFollowsTheLabel() throws {
        let label = UILabel()
        let layer = try #require(label.layer as? CATextLayer)
        label.attributedText = NSAttributedString(string: "Plain")
        #expect(layer.string as? String == "Plain")
        #expect(label.text == "Plain")
        label.textAlignment = .right
        #expect(layer.alignmentMode == .right)
        label.numberOfLines = 0
        #expect(layer.isWrapped)
        label.font = .boldSystemFont(ofSize: 13)
        #expect(layer.fontSize == 13)
        label.text = nil
        #expect(layer.string == nil)
    }

    @Test func sizeThatFitsMeasuresWidthAndLines() {
        let label = UILabel()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero, "an empty label has no size")
        label.text = "Hello"
        // Adobe's Helvetica metrics: H 722 + e 556 + l 222 + l 222 + o 556 = 2278 thousandths of
        // an em, × 17 pt = 38.726 pt wide; one 17 pt line (SF line height 20.287 pt) high. UIKit
        // gives a label whole device pixels (a 17 pt label is 20⅓ high on a 3× iPhone): 39 × 20⅓.
        let size = label.sizeThatFits(.zero)
        expectClose(size.width, pixelCeil(38.726), tolerance: 1e-9)
        expectClose(size.height, pixelCeil(20.287109375), tolerance: 1e-9)
        expectClose(size.height, 61.0 / 3, tolerance: 1e-9)

        label.font = .systemFont(ofSize: 10)
        label.text = "日本語abc"
        // Three wide characters of an em each, then a 556 + b 556 + c 500: 4.612 em × 10 pt.
        expectClose(label.sizeThatFits(.zero).width, pixelCeil(46.12), tolerance: 1e-9)
    }

    @Test func wrappingLabelsCountTheirLines() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "x", count: 25)  // x is 0.5 em: 125 pt on one line, 10 to 50 pt
        label.numberOfLines = 0
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        let wrapped = label.sizeThatFits(CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude))
        expectClose(wrapped.width, 50)
        expectClose(wrapped.height, pixelCeil(3 * lineHeight), tolerance: 1e-9)  // 10 + 10 + 5 → 3 lines
        label.numberOfLines = 2
        expectClose(label.sizeThatFits(CGSize(width: 50, height: 1000)).height, pixelCeil(2 * lineHeight), tolerance: 1e-9)
        label.numberOfLines = 0
        label.text = "ab\ncdef"
        let twoParagraphs = label.sizeThatFits(CGSize(width: 500, height: 1000))
        expectClose(twoParagraphs.width, pixelCeil(18.9), tolerance: 1e-9)  // c 500 + d 556 + e 556 + f 278, × 10 pt
        expectClose(twoParagraphs.height, pixelCeil(2 * lineHeight), tolerance: 1e-9)
    }

    @Test func sizeToFitGrowsFromTheTopLeft() {
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 0, height: 0))
        label.font = .systemFont(ofSize: 10)
        label.text = "abcd"
        label.sizeToFit()
        // a 556 + b 556 + c 500 + d 556 thousandths of an em, × 10 pt.
        expectClose(label.frame, CGRect(x: 20, y: 30, width: pixelCeil(21.68), height: pixelCeil(UIFont.systemFont(ofSize: 10).lineHeight)),
                    tolerance: 1e-9)
    }
}

@Suite struct UIFontTests {
    @Test func textStylesHaveTheHIGSizes() {
        // Expected: Apple HIG, Dynamic Type sizes at the default (Large) setting.
        let table: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in table {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        #expect(!UIFont.preferredFont(forTextStyle: .body).isBold)
    }

    @Test func systemFontsAndWeights() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.fontName == ".SFUI-Regular")
        #expect(!regular.isBold)
        #expect(UIFont.boldSystemFont(ofSize: 12).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 12).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).fontName == ".SFUI-Semibold")
        // Expected: UIKit's UIFont.Weight raw values.
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.light < .regular)
        let bigger = regular.withSize(30)
        #expect(bigger.pointSize == 30)
        #expect(bigger.fontName == regular.fontName)
        // Expected: on iOS, systemFont(ofSize: 17).lineHeight is 20.287109375.
        expectClose(regular.lineHeight, 20.287109375, tolerance: 1e-9)
        #expect(UIFont(name: "Helvetica-Bold", size: 14)?.isBold == true)
    }
}

/// `x` rounded up to whole pixels of a 3× device, as UIKit sizes a label.
private func pixelCeil(_ x: CGFloat) -> CGFloat { (x * 3 - 1e-9).rounded(.up) / 3 }
