//  UILabel.swift — FlipbookKit
//  Mirrors UIKit.UILabel. Status: partial (plain text only: attributes are dropped; shadows, line break
//  strategies and tightening are kept, not drawn; sizes measured with Helvetica's advances).

import Foundation

/// A view that shows read-only text, drawn by a `CATextLayer`.
///
/// The label keeps its layer's `string`, `fontSize`, `foregroundColor`, `alignmentMode` and
/// `isWrapped` in step with `text`, `font`, `textColor`, `textAlignment` and `numberOfLines`,
/// so its text reaches the frame's display list as a `.text` item.
///
/// Flipbook: `sizeThatFits(_:)` measures with `TextMetrics` (Helvetica's advances standing in
/// for San Francisco's).
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    /// The text layer that draws the label.
    private var textLayer: CATextLayer? { layer as? CATextLayer }

    /// The text shown (nil by default).
    open var text: String? {
        didSet {
            syncLayer()
            if text != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }

    /// The text as an attributed string.
    ///
    /// Flipbook: only the characters are kept; attributes (fonts, colours, paragraph styles) are dropped.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// The colour of the text; setting nil restores the default (`.label`, black).
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label
            syncLayer()
        }
    }
    private var textColorStorage: UIColor = .label

    /// The font; setting nil restores the default (the 17 pt system font).
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UIFont.systemFont(ofSize: 17)
            syncLayer()
            invalidateIntrinsicContentSize()
        }
    }
    private var fontStorage = UIFont.systemFont(ofSize: 17)

    /// How lines are aligned (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { syncLayer() }
    }

    /// The most lines shown; 0 means as many as needed (default 1).
    open var numberOfLines = 1 {
        didSet {
            syncLayer()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// How text that does not fit is broken or truncated (default `.byTruncatingTail`).
    // Flipbook: kept, not applied: the renderer wraps by word and truncates the tail.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// How lines are broken beyond `lineBreakMode` (iOS 14; default `.standard`).
    // Flipbook: kept, not applied: the renderer breaks lines by word.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// Whether a pointer hovering over truncated text shows it whole (iOS 17).
    // Flipbook: kept only: no pointer hovers in the previewer.
    open var showsExpansionTextWhenTruncated = false

    // MARK: Sizing the text

    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, so the text fits the
    /// label's width (its lines, when `numberOfLines` is not 1) instead of being truncated.
    open var adjustsFontSizeToFitWidth = false {
        didSet { syncLayer() }
    }

    /// The smallest fraction of the font's size the text shrinks to with `adjustsFontSizeToFitWidth`;
    /// UIKit docs: 0 (the default) means the font's size is also the smallest.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { syncLayer() }
    }

    /// Whether the letters are drawn closer before the text is truncated.
    // Flipbook: kept, not applied: letter spacing is never tightened.
    open var allowsDefaultTighteningForTruncation = false

    /// Where shrunk text sits vertically (default `.alignBaselines`).
    // Flipbook: shrunk text is centred in its box whatever the value (as `.alignCenters`).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    // MARK: Highlighting

    /// The text's colour while `isHighlighted` (nil: `textColor`).
    open var highlightedTextColor: UIColor? {
        didSet { syncLayer() }
    }

    /// Whether the text is drawn in `highlightedTextColor` (a selected table cell sets it).
    open var isHighlighted = false {
        didSet { syncLayer() }
    }

    // MARK: Shadow

    /// The colour of the text's shadow (nil, the default: none).
    // Flipbook: kept, not drawn: text runs are drawn without shadows.
    open var shadowColor: UIColor?

    /// The offset of the text's shadow (UIKit's default: 0 right, 1 up).
    // Flipbook: kept, not drawn.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// How vibrant the text is inside a vibrancy effect (iOS 17; default `.none`).
    // Flipbook: kept only: vibrancy's colour blending is not reproduced.
    open var preferredVibrancy: UILabelVibrancy = .none

    /// Whether the label is drawn enabled; a disabled label's text is dimmed.
    // Flipbook: dimmed to 35 % of the text colour's alpha rather than iOS's system grey.
    open var isEnabled = true {
        didSet { syncLayer() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // As on iOS, a label does not take touches unless asked to, and redraws when resized.
        isUserInteractionEnabled = false
        contentMode = .redraw
        syncLayer()
    }

    // MARK: Drawing and positioning overrides

    /// The rectangle the text takes within `bounds`, limited to `numberOfLines` lines (0: no
    /// limit): at the bounds' origin, as wide as its widest line and as tall as its lines.
    /// UIKit docs: override it to change where the text goes; `sizeThatFits(_:)` and the
    /// intrinsic size measure with it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = Self.textSize(text, font: fontStorage, numberOfLines: numberOfLines, within: bounds.size)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect`, centred vertically. UIKit docs: "You should not call this method
    /// directly"; a subclass overrides it to change the rect (insets) and calls super to draw.
    /// The label's `draw(_:)` calls it with the bounds.
    // Flipbook: the text is drawn by the label's text layer, placed in `rect`; an override that
    // does not call super hides the text.
    open func drawText(in rect: CGRect) {
        textDrawn = true
        textLayer?.textFrame = rect == bounds ? nil : rect
        syncLayer()
    }

    /// Whether the last `draw(_:)` drew the text (an override of `drawText(in:)` may not).
    private var textDrawn = true

    /// UIKit's label drawing: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        textDrawn = false
        drawText(in: bounds)
        if !textDrawn { syncLayer() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        syncLayer()
    }

    /// The size the text needs within `size`: the widest line and the lines' total height.
    ///
    /// Widths are the system font's advances (`TextMetrics`); heights are lines ×
    /// `font.lineHeight`. With `numberOfLines` other than 1, lines wrap at `size.width` and stop
    /// at `numberOfLines`.
    /// The widest a multi-line label's intrinsic size may be (0: as wide as its text).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The text's size: on one line, or wrapped at `preferredMaxLayoutWidth` when it is set.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The first line's baseline below the centre: the text block is centred, and a line's
    /// baseline lies its font's ascender below the line's top.
    // Flipbook: the last baseline is placed as the first.
    override package var baselineOffsetFromCenter: CGFloat? {
        let height = intrinsicContentSize.height
        return -height / 2 + fontStorage.ascender
    }

    /// The text's size, rounded up to whole device pixels as UIKit rounds a label's: a frame on
    /// the pixel grid that size holds all of the text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measured = textRect(forBounds: CGRect(origin: .zero, size: size), limitedToNumberOfLines: numberOfLines).size
        guard measured.width > 0 || measured.height > 0 else { return .zero }
        let scale = UITraitCollection.deviceScale
        func pixels(_ x: CGFloat) -> CGFloat { (x * scale - 1e-9).rounded(.up) / scale }
        return CGSize(width: pixels(measured.width), height: pixels(measured.height))
    }

    /// The size `text` takes in `font` within `size`, as `sizeThatFits(_:)` measures it (also
    /// UIKit's string drawing's measure).
    static func textSize(_ text: String, font: UIFont, numberOfLines: Int, within size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
        // One line: the first paragraph's width.
        let measured = numberOfLines == 1 ? String(text.prefix { $0 != "\n" }) : text
        let lines = TextMetrics.lines(measured, fontSize: font.pointSize, bold: font.isBold,
                                      width: wraps ? size.width : .infinity, maxLines: numberOfLines)
        let widest = lines.reduce(0) { max($0, $1.width) }
        return CGSize(width: wraps ? min(widest, size.width) : widest, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// Copies the label's text properties to its text layer.
    private func syncLayer() {
        guard let textLayer else { return }
        textLayer.string = textDrawn ? text : nil
        textLayer.fontSize = fontStorage.pointSize * fittingScale(in: textLayer.textFrame ?? bounds)
        let shown = isHighlighted ? highlightedTextColor ?? textColorStorage : textColorStorage
        let color = isEnabled ? shown : shown.withAlphaComponent(0.35)
        textLayer.foregroundColor = color.cgColor
        textLayer.alignmentMode = textAlignment.alignmentMode
        textLayer.isWrapped = numberOfLines != 1
        textLayer.maximumNumberOfLines = max(numberOfLines, 0)
        textLayer.isBold = fontStorage.isBold
    }

    /// The fraction of the font's size the text is drawn at in `rect`: 1, or with
    /// `adjustsFontSizeToFitWidth` the largest down to `minimumScaleFactor` at which the text fits
    /// (one line within the width; several within the height and `numberOfLines`).
    private func fittingScale(in rect: CGRect) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              let text, !text.isEmpty, rect.width > 0 else { return 1 }
        func fits(_ scale: CGFloat) -> Bool {
            let font = fontStorage.withSize(fontStorage.pointSize * scale)
            if numberOfLines == 1 {
                return Self.textSize(text, font: font, numberOfLines: 1, within: .zero).width <= rect.width
            }
            let lines = TextMetrics.lines(text, fontSize: font.pointSize, bold: font.isBold, width: rect.width, maxLines: 0)
            return (numberOfLines == 0 || lines.count <= numberOfLines) && CGFloat(lines.count) * font.lineHeight <= rect.height
        }
        if fits(1) { return 1 }
        if !fits(minimumScaleFactor) { return minimumScaleFactor }
        var low = minimumScaleFactor, high: CGFloat = 1
        for _ in 0..<16 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }
}
