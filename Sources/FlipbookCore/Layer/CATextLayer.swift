//  CATextLayer.swift — FlipbookCore
//  Mirrors QuartzCore.CATextLayer. Status: partial (plain strings; no attributed text or fonts).

import Foundation
import FlipbookGraphics

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Any Core Foundation object (Core Foundation's `CFTypeRef`, which Foundation on Linux does not
/// export): what `CATextLayer.font` takes.
public typealias CFTypeRef = AnyObject

/// Where a text layer cuts a line too long for its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string.
///
/// The terminal renderer draws text as characters in cells, so the text is
/// passed on as a `TextRun` rather than rasterised here.
open class CATextLayer: CALayer {
    /// The text (a `String`; `NSAttributedString` is shown as its plain string).
    open var string: Any?
    /// Point size of the text (default 36, as in Core Animation).
    open var fontSize: CGFloat = 36
    /// Text colour (default opaque white).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether text wraps to the bounds' width.
    open var isWrapped = false
    /// The font: a font name (`String`), or a font object. Core Animation docs: the default is Helvetica
    /// at 36 points; `fontSize` sets the size whatever the font says.
    // Flipbook: text is drawn in the terminal's own font; a font name with "Bold" in it makes it bold.
    open var font: CFTypeRef? {
        didSet {
            let name = (font as? String) ?? (font as? NSString).map { $0 as String } ?? font.map { String(describing: $0) } ?? ""
            isBold = name.range(of: "bold", options: .caseInsensitive) != nil
        }
    }
    /// How a line too long for the bounds is cut (default `.none`: it is clipped).
    // Flipbook: stored only; text that does not fit is cut as Flipbook's text renderer cuts it, whatever the mode.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// Whether glyph positions are rounded to whole pixels (default true).
    // Flipbook: stored only; the terminal draws text in whole cells.
    open var allowsFontSubpixelQuantization = true

    // MARK: - Flipbook addition (what UILabel draws with; a CATextLayer's font is otherwise a plain size)

    /// Whether the font is bold.
    package var isBold = false
    /// The most lines a wrapped text may take (0: as many as fit).
    package var maximumNumberOfLines = 0
    /// Where in the bounds the text is laid out (nil: the whole bounds) — a label's `drawText(in:)` rect.
    package var textFrame: CGRect?

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        alignmentMode = other.alignmentMode
        isWrapped = other.isWrapped
        font = other.font
        truncationMode = other.truncationMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
        isBold = other.isBold
        maximumNumberOfLines = other.maximumNumberOfLines
        textFrame = other.textFrame
    }

    /// The text as plain characters.
    package var plainString: String? {
        switch string {
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        default: return nil
        }
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        guard let text = plainString, !text.isEmpty, let color = foregroundColor?.color, color.alpha > 0 else { return }
        let run = TextRun(string: text, fontSize: fontSize, isBold: isBold, color: color, alignment: alignmentMode.textAlignment,
                          numberOfLines: isWrapped ? maximumNumberOfLines : 1)
        var placement = transform, box = size
        if let frame = textFrame {
            placement = ProjectiveTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(transform)
            box = frame.size
        }
        items.append(DisplayItem(transform: placement, size: box, content: .text(run),
                                 opacity: opacity, clips: clips))
    }
}

extension CATextLayerAlignmentMode {
    /// The display list's alignment with the same meaning.
    package var textAlignment: TextAlignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }
}
