//  UILabel.swift — FlipbookKit
//  Mirrors UIKit.UILabel. Status: partial (plain text only: attributes are dropped; no shadows, autoshrink or highlighting; sizes measured with Helvetica's advances).

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
            if text != oldValue { invalidateIntrinsicContentSize() }
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
        didSet { syncLayer() }
    }

    /// How text that does not fit is broken or truncated (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

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
        // As on iOS, a label does not take touches unless asked to.
        isUserInteractionEnabled = false
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
        guard let text, !text.isEmpty else { return .zero }
        let measured = Self.textSize(text, font: fontStorage, numberOfLines: numberOfLines, within: size)
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
        textLayer.string = text
        textLayer.fontSize = fontStorage.pointSize
        let color = isEnabled ? textColorStorage : textColorStorage.withAlphaComponent(0.35)
        textLayer.foregroundColor = color.cgColor
        textLayer.alignmentMode = textAlignment.alignmentMode
        textLayer.isWrapped = numberOfLines != 1
        textLayer.maximumNumberOfLines = max(numberOfLines, 0)
        textLayer.isBold = fontStorage.isBold
    }
}
