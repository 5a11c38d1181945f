//  TextRun.swift — FlipbookGraphics
//  A run of text in a display item. Status: complete.

import Foundation

/// A run of text laid out inside its display item's rectangle.
///
/// A terminal draws text as real characters in cells, so a run carries what a
/// cell renderer needs: the string, its point size (the renderer compares the
/// on-screen size with the cell size and draws unreadable scales as a bar),
/// colour, alignment and line policy.
public struct TextRun: Equatable, Sendable {
    public var string: String
    /// The font's point size before any transform.
    public var fontSize: CGFloat
    public var isBold: Bool
    public var color: Color
    public var alignment: TextAlignment
    /// The maximum number of lines; 0 means as many as fit.
    public var numberOfLines: Int

    public init(
        string: String, fontSize: CGFloat = 17, isBold: Bool = false, color: Color = .black,
        alignment: TextAlignment = .natural, numberOfLines: Int = 1
    ) {
        self.string = string
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }

    /// The size class of the font, the coarse measure a terminal can honour.
    public var sizeClass: FontSizeClass { FontSizeClass(pointSize: fontSize) }

    /// As many lines as `numberOfLines` allows and a box `height` high holds (at least one):
    /// UIKit's label shows no more.
    package func lineLimit(height: CGFloat) -> Int {
        let lineHeight = fontSize * TextMetrics.lineHeightRatio
        let fitting = lineHeight > 0 && height.isFinite ? max(Int((height / lineHeight + 1e-6).rounded(.down)), 1) : 1
        return numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    }

    /// The lines the run shows in a box of `size`.
    package func lines(in size: CGSize) -> [TextLine] {
        TextMetrics.lines(string, fontSize: fontSize, bold: isBold, width: size.width, maxLines: lineLimit(height: size.height))
    }

    /// The local point (in a box of `size`) where line `index` of `lines` starts, on its middle:
    /// the block centred vertically, the line aligned across.
    package func origin(ofLine index: Int, of lines: [TextLine], in size: CGSize) -> CGPoint {
        let lineHeight = fontSize * TextMetrics.lineHeightRatio
        let top = (size.height - CGFloat(lines.count) * lineHeight) / 2
        let width = lines[index].width
        let x: CGFloat
        switch alignment {
        case .center: x = (size.width - width) / 2
        case .right: x = size.width - width
        case .left, .natural, .justified: x = 0  // Flipbook: left-to-right text only
        }
        return CGPoint(x: x, y: top + (CGFloat(index) + 0.5) * lineHeight)
    }
}

/// Horizontal alignment of text (mirrors `NSTextAlignment`).
public enum TextAlignment: Equatable, Hashable, Sendable {
    case left, center, right, justified, natural
}

/// A coarse class of font size: what survives when text becomes terminal cells.
public enum FontSizeClass: Equatable, Hashable, Sendable, CaseIterable {
    /// Footnotes and captions, below 13 pt.
    case caption
    /// Body text, 13 pt up to 20 pt.
    case body
    /// Titles, 20 pt up to 28 pt.
    case title
    /// Large titles, 28 pt and up.
    case largeTitle

    /// The class of a font of `pointSize` points (boundaries from UIKit's Dynamic Type sizes).
    public init(pointSize: CGFloat) {
        switch pointSize {
        case ..<13: self = .caption
        case ..<20: self = .body
        case ..<28: self = .title
        default: self = .largeTitle
        }
    }
}
