//  UILabel.swift — FlipbookKit
//  Mirrors UIKit.UILabel. Status: partial (plain text only: attributes are dropped; no shadows, autoshrink or highlighting; bold and exact line counts do not reach the text layer; sizes are estimates).

import Foundation

/// A view that shows read-only text, drawn by a `CATextLayer`.
///
/// The label keeps its layer's `string`, `fontSize`, `foregroundColor`, `alignmentMode` and
/// `isWrapped` in step with `text`, `font`, `textColor`, `textAlignment` and `numberOfLines`,
/// so its text reaches the frame's display list as a `.text` item.
///
/// Flipbook: text is drawn by the terminal, so `sizeThatFits(_:)` estimates glyph widths
/// (0.6 em per character, double for East Asian wide characters) instead of measuring them.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    /// The text layer that draws the label.
    private var textLayer: CATextLayer? { layer as? CATextLayer }

    /// The text shown (nil by default).
    open var text: String? {
        didSet { syncLayer() }
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
    /// Flipbook: widths are estimated (characters × 0.6 × point size, East Asian wide
    /// characters counting twice); heights are lines × `font.lineHeight`. With
    /// `numberOfLines` other than 1, lines wrap at `size.width` and stop at `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return Self.textSize(text, font: fontStorage, numberOfLines: numberOfLines, within: size)
    }

    /// The size `text` takes in `font` within `size`, by the estimate `sizeThatFits(_:)` describes
    /// (also UIKit's string drawing's measure).
    static func textSize(_ text: String, font: UIFont, numberOfLines: Int, within size: CGSize) -> CGSize {
        let em = font.pointSize * Self.averageCharacterWidth
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widths = paragraphs.map { CGFloat(Self.characterUnits(in: $0)) * em }
        let wraps = numberOfLines != 1 && size.width > 0 && size.width.isFinite
        var lineCount = 0
        var widest: CGFloat = 0
        for width in (numberOfLines == 1 ? Array(widths.prefix(1)) : widths) {
            if wraps, width > size.width {
                lineCount += Int((width / size.width).rounded(.up))
                widest = size.width
            } else {
                lineCount += 1
                widest = max(widest, width)
            }
        }
        if numberOfLines > 0 { lineCount = min(lineCount, numberOfLines) }
        return CGSize(width: widest, height: CGFloat(lineCount) * font.lineHeight)
    }

    /// The average glyph advance of the system font, as a fraction of the point size.
    private static let averageCharacterWidth: CGFloat = 0.6

    /// Character cells `text` takes: 2 for each East Asian wide character, 1 for the others.
    static func characterUnits<S: StringProtocol>(in text: S) -> Int {
        text.reduce(0) { $0 + (_isWide($1) ? 2 : 1) }
    }

    /// Whether a character is East Asian wide or fullwidth (CJK, Hangul, kana, fullwidth forms, emoji).
    static func _isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
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
