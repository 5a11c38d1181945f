//  CAShapeLayer.swift — FlipbookCore
//  Mirrors QuartzCore.CAShapeLayer. Status: complete.

import Foundation
import FlipbookGraphics

/// How a shape layer decides the inside of its path (mirrors `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a shape layer's stroke ends (mirrors `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The shape of a shape layer's stroke corners (mirrors `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// A layer that draws a path: filled, then stroked over the fill, in the layer's bounds space
/// (the path may reach outside the bounds; only `masksToBounds` cuts it).
///
///     let ring = CAShapeLayer()
///     ring.path = UIBezierPath(ovalIn: bounds).cgPath
///     ring.fillColor = nil
///     ring.strokeColor = UIColor.systemBlue.cgColor
///     ring.lineWidth = 4
///     ring.strokeEnd = 0      // then animate "strokeEnd" to 1
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd`,
/// `lineDashPhase` and `miterLimit` animate; a `path` animates point by point between paths of
/// the same elements.
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        get { _model.shape.path.map { CGPath(data: $0) } }
        set { change("path") { $0.shape.path = newValue?.data } }
    }
    /// The fill's colour (default opaque black); nil fills nothing.
    open var fillColor: CGColor? {
        get { _model.shape.fillColor.map(CGColor.init) }
        set { change("fillColor") { $0.shape.fillColor = newValue?.color } }
    }
    /// The stroke's colour (default nil: no stroke).
    open var strokeColor: CGColor? {
        get { _model.shape.strokeColor.map(CGColor.init) }
        set { change("strokeColor") { $0.shape.strokeColor = newValue?.color } }
    }
    open var lineWidth: CGFloat {
        get { CGFloat(_model.shape.lineWidth) }
        set { change("lineWidth") { $0.shape.lineWidth = Double(newValue) } }
    }
    /// Where along the path's length the stroke begins, 0…1.
    open var strokeStart: CGFloat {
        get { CGFloat(_model.shape.strokeStart) }
        set { change("strokeStart") { $0.shape.strokeStart = Double(newValue) } }
    }
    /// Where along the path's length the stroke ends, 0…1.
    open var strokeEnd: CGFloat {
        get { CGFloat(_model.shape.strokeEnd) }
        set { change("strokeEnd") { $0.shape.strokeEnd = Double(newValue) } }
    }
    open var lineDashPhase: CGFloat {
        get { CGFloat(_model.shape.lineDashPhase) }
        set { change("lineDashPhase") { $0.shape.lineDashPhase = Double(newValue) } }
    }
    open var miterLimit: CGFloat {
        get { CGFloat(_model.shape.miterLimit) }
        set { change("miterLimit") { $0.shape.miterLimit = Double(newValue) } }
    }

    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Lengths of dashes and gaps, alternately; nil for a solid line.
    open var lineDashPattern: [NSNumber]?

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

    /// A shape layer's shadow, without a shadowPath, is its path's (or its own rectangle's when
    /// it paints one).
    override package func shadowShape(_ p: LayerProperties) -> ShadowShape? {
        if p.shadowPath == nil, let path = p.shape.path, !path.isEmpty, p.shape.fillColor != nil || p.shape.strokeColor != nil {
            return ShadowShape(path: path)
        }
        return super.shadowShape(p)
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        let shape = properties.shape
        guard let path = shape.path, !path.isEmpty else { return }
        // The path is in the layer's coordinates; the item plane begins at the bounds origin.
        let origin = properties.bounds.origin
        let transform = origin == .zero ? transform
            : ProjectiveTransform(translationX: -Double(origin.x), y: -Double(origin.y)).concatenating(transform)
        if let fill = shape.fillColor, fill.alpha > 0 {
            let paint = PathPaint.fill(fillRule == .evenOdd ? .evenOdd : .winding)
            items.append(DisplayItem(transform: transform, size: size, content: .path(DisplayPath(path: path, color: fill, paint: paint)),
                                     opacity: opacity, clips: clips))
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.strokeEnd > shape.strokeStart {
            let style = StrokeStyle(lineWidth: shape.lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin,
                                    miterLimit: shape.miterLimit, dashPattern: lineDashPattern?.map(\.doubleValue) ?? [],
                                    dashPhase: shape.lineDashPhase,
                                    start: max(0, min(shape.strokeStart, 1)), end: max(0, min(shape.strokeEnd, 1)))
            items.append(DisplayItem(transform: transform, size: size, content: .path(DisplayPath(path: path, color: stroke, paint: .stroke(style))),
                                     opacity: opacity, clips: clips))
        }
    }
}
