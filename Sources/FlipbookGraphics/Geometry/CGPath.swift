//  CGPath.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGPath and CGMutablePath. Status: complete.

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// The kind of a path element (mirrors `CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `applyWithBlock` hands it over: its kind and its points (one for a
/// move or line, two for a quadratic curve, three for a cubic, none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// How the inside of a path is decided (mirrors `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    case evenOdd
}

/// The shape of a stroke's open ends (mirrors `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The shape of a stroke where two lines meet (mirrors `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// An immutable graphics path: lines and curves in a plane, the shape a shape layer fills and
/// strokes, a mask cuts out or a shadow takes.
///
/// Two paths are equal when their elements are.
open class CGPath: Hashable, @unchecked Sendable {
    /// The elements (Flipbook addition: the value behind the path).
    package internal(set) var data: PathData

    package init(data: PathData) {
        self.data = data
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        data.appendRect(rect, transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        data.appendEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var data = PathData()
        let r = CGSize(width: cornerWidth, height: cornerHeight)
        data.appendRoundedRect(rect, radii: [r, r, r, r], transform: transform?.pointee ?? .identity)
        self.init(data: data)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.data.elements == b.data.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(data.elements) }

    // MARK: Reading

    public var isEmpty: Bool { data.isEmpty }
    /// The end of the last element (`.zero` for an empty path, as Core Graphics returns).
    public var currentPoint: CGPoint { data.currentPoint ?? .zero }
    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect { data.controlPointBounds }
    /// The smallest rectangle holding the path as drawn (curves by their extremes).
    public var boundingBoxOfPath: CGRect { data.bounds }

    /// Whether `point` lies inside the path filled by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var lines = Polylines()
        lines.flatten(transform.isIdentity ? data : data.applying(transform), tolerance: 0.01)
        return lines.contains(point, evenOdd: rule == .evenOdd)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { storage in
            for element in data.elements {
                let type: CGPathElementType
                switch element {
                case .move: type = .moveToPoint
                case .line: type = .addLineToPoint
                case .quad: type = .addQuadCurveToPoint
                case .cubic: type = .addCurveToPoint
                case .close: type = .closeSubpath
                }
                var i = 0
                element.forEachPoint { storage[i] = $0; i += 1 }
                var value = CGPathElement(type: type, points: storage.baseAddress!)
                withUnsafePointer(to: &value) { block($0) }
            }
        }
    }

    // MARK: Copies

    public func copy() -> CGPath? { CGPath(data: data) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(data: transform.map { data.applying($0.pointee) } ?? data)
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(data: data) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(data: transform.map { data.applying($0.pointee) } ?? data)
    }

    /// The outline of the path stroked `lineWidth` wide, as a path to fill with the winding rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point, and the
    // outline is the union of a polygon per line, join and cap rather than one contour.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        var lines = Polylines(), outline = Polylines()
        lines.flatten(data, tolerance: 0.01)
        outline.stroke(lines, width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
        return CGPath(data: PathData(outline, transform: transform))
    }

    /// The path cut into dashes: `lengths` alternately drawn and skipped, from `phase` into them.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        var lines = Polylines(), dashes = Polylines()
        lines.flatten(data, tolerance: 0.01)
        dashes.dash(lines, pattern: lengths.map(Double.init), phase: Double(phase))
        return CGPath(data: PathData(dashes, transform: transform))
    }
}

/// A path that can be added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(data: PathData())
    }

    override package init(data: PathData) {
        super.init(data: data)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        data.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        data.append(.line(point.applying(transform)))
    }

    /// A move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            data.append(i == 0 ? .move(p.applying(transform)) : .line(p.applying(transform)))
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        data.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        data.append(.cubic(control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform)))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        data.appendRect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { data.appendRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        data.appendEllipse(in: rect, transform: transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = CGSize(width: cornerWidth, height: cornerHeight)
        data.appendRoundedRect(rect, radii: [r, r, r, r], transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, preceded by a line
    /// from the current point to its start.
    // Core Graphics docs: `clockwise` is in Core Graphics' y-up sense, so on a y-down screen
    // (UIKit's) `clockwise: true` runs towards decreasing angles and looks counter-clockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let delta = PathData.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        data.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive towards increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        data.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// A line towards `tangent1End` and an arc of `radius` tangent to it and to the line from
    /// there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        data.appendArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        data.append(contentsOf: path.data, transform: transform)
    }

    public func closeSubpath() {
        data.append(.close)
    }
}

#endif

extension PathData {
    /// Straight subpaths as a path: a move, lines, and a close for each closed one.
    package init(_ lines: Polylines, transform: CGAffineTransform = .identity) {
        self.init()
        for i in 0..<lines.subpathCount {
            let r = lines.range(of: i)
            for j in r { append(j == r.lowerBound ? .move(lines.points[j].applying(transform)) : .line(lines.points[j].applying(transform))) }
            if lines.closed[i] { append(.close) }
        }
    }
}
