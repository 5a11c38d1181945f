//  UIKitDrawing.swift — FlipbookKit
//  Mirrors UIKit's drawing into the current context: UIColor's set, UIBezierPath's fill and stroke,
//  and NSString / NSAttributedString drawing. Status: partial (string drawing takes
//  the font, colour and paragraph alignment; other attributes are ignored).

import Foundation

extension UIColor {
    /// Sets the current context's fill and stroke colours to this colour.
    public func set() {
        setFill()
        setStroke()
    }
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path's inside (by `usesEvenOddFillRule`) with the current fill colour.
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode: blendMode, alpha: alpha) { context in
            context.addPath(cgPath)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path with its own line width, cap, join, miter limit and dashes, in the current
    /// stroke colour.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        drawing(blendMode: blendMode, alpha: alpha) { context in
            stroke(in: context)
        }
    }

    private func stroke(in context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        var count = 0
        getLineDash(nil, count: &count, phase: nil)
        if count > 0 {
            var pattern = [CGFloat](repeating: 0, count: count)
            var phase: CGFloat = 0
            getLineDash(&pattern, count: nil, phase: &phase)
            context.setLineDash(phase: phase, lengths: pattern)
        }
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Runs `body` on the current context with a fresh path, `blendMode` and `alpha`, restoring
    /// the graphics state after.
    private func drawing(blendMode: CGBlendMode, alpha: CGFloat, _ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        body(context)
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

extension NSAttributedString.Key {
    // Flipbook: Foundation on Linux has no UIKit keys; these are UIKit's raw values.
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// A paragraph's layout attributes (mirrors UIKit's `NSParagraphStyle`, which Foundation on Linux lacks).
// Flipbook: string drawing reads the alignment; the rest is kept.
open class NSParagraphStyle: NSObject {
    fileprivate var storage = (alignment: NSTextAlignment.natural, lineBreakMode: NSLineBreakMode.byWordWrapping,
                               lineSpacing: CGFloat(0), paragraphSpacing: CGFloat(0))

    open var alignment: NSTextAlignment { storage.alignment }
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    open var lineSpacing: CGFloat { storage.lineSpacing }
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }

    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }
}

/// What UIKit's string drawing takes from attributes.
struct StringDrawing {
    var font: UIFont
    var color: UIColor?
    var alignment: NSTextAlignment

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        color = attributes?[.foregroundColor] as? UIColor
        alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// The size the string takes: one line unless `width` makes it wrap.
    func size(of string: String, width: CGFloat? = nil) -> CGSize {
        UILabel.textSize(string, font: font, numberOfLines: width == nil ? 1 : 0,
                         within: CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Draws `string` into `rect` of the current context (UIKit docs: black when no colour is given).
    func draw(_ string: String, in rect: CGRect, lines: Int) {
        guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let run = TextRun(string: string, fontSize: font.pointSize, isBold: font.isBold, color: (color ?? .black).color,
                          alignment: alignment.textAlignment, numberOfLines: lines)
        context.draw(DisplayItem(transform: ProjectiveTransform(translationX: Double(rect.minX), y: Double(rect.minY)),
                                 size: rect.size, content: .text(run)))
    }
}

extension NSString {
    /// The size the string takes in one line with `attributes` (UIKit docs: font 12 pt by default).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(attributes).size(of: self as String)
    }

    /// Draws the string in one line from `point` (its top-left corner) in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let drawing = StringDrawing(attributes)
        drawing.draw(self as String, in: CGRect(origin: point, size: drawing.size(of: self as String)), lines: 1)
    }

    /// Draws the string wrapped inside `rect` in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(attributes).draw(self as String, in: rect, lines: 0)
    }
}

extension String {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The attributes of the first character (Flipbook draws a string in one style).
    private var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    public func size() -> CGSize { StringDrawing(leadingAttributes).size(of: string) }

    /// Draws the string in one line from `point`; Flipbook: in the first character's style.
    public func draw(at point: CGPoint) {
        let drawing = StringDrawing(leadingAttributes)
        drawing.draw(string, in: CGRect(origin: point, size: drawing.size(of: string)), lines: 1)
    }

    /// Draws the string wrapped inside `rect`; Flipbook: in the first character's style.
    public func draw(in rect: CGRect) {
        StringDrawing(leadingAttributes).draw(string, in: rect, lines: 0)
    }
}
