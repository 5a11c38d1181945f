//  UIBezierPath.swift — FlipbookKit
//  Mirrors UIKit.UIBezierPath. Status: complete (fill(), stroke() and addClip() draw into the current context: UIKitDrawing.swift).

import Foundation

/// The corners of a rectangle (mirrors `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with the attributes to stroke it: UIKit's wrapper of a `CGPath`,
/// in UIKit's y-down coordinates (so `clockwise` means clockwise on the screen).
open class UIBezierPath: NSObject {
    /// The path's elements.
    package private(set) var data = PathData()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        data.appendRect(rect)
    }

    /// An ellipse inscribed in `rect`, from its rightmost point, clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        data.appendEllipse(in: rect)
    }

    /// A rectangle with rounded corners.
    // Flipbook: the corners are quarter circles; UIKit's are a continuous curve that starts a
    // little farther along each side (at most a few tenths of a point apart at common radii).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded by `cornerRadii` (quarter ellipses).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? cornerRadii : .zero }
        data.appendRoundedRect(rect, radii: [radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft)])
    }

    /// An arc of the circle around `center`; `clockwise` as it looks on the screen (towards
    /// increasing angles, the opposite of Core Graphics' y-up sense).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        data = cgPath.data
    }

    // MARK: The path

    /// The path as Core Graphics holds it; setting it replaces every element.
    open var cgPath: CGPath {
        get { CGPath(data: data) }
        set { data = newValue.data }
    }

    open func move(to point: CGPoint) {
        data.append(.move(point))
    }

    open func addLine(to point: CGPoint) {
        data.append(.line(point))
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        data.append(.cubic(control1: controlPoint1, control2: controlPoint2, to: endPoint))
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        data.append(.quad(control: controlPoint, to: endPoint))
    }

    /// An arc, joined to the current point by a line (UIKit docs: "this method draws a line
    /// from the current point to the starting point of the arc").
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let delta = PathData.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        data.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    open func close() {
        data.append(.close)
    }

    open func removeAllPoints() {
        data = PathData()
    }

    /// Adds `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) {
        data.append(contentsOf: bezierPath.data)
    }

    /// Moves every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        data = data.applying(transform)
    }

    /// The same shape drawn the other way round (each subpath from its end to its start).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.data = data.reversed()
        return reversed
    }

    // MARK: Reading

    open var isEmpty: Bool { data.isEmpty }

    /// The rectangle holding every point of the path, control points included (UIKit's
    /// `bounds` is Core Graphics' `boundingBox`).
    open var bounds: CGRect { data.controlPointBounds }

    open var currentPoint: CGPoint { data.currentPoint ?? .zero }

    /// Whether `point` is inside the path, by its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern: the first `count` lengths of `pattern`, from `phase` into them.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (when given room), its length into `count` and
    /// its phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// The path as straight segments (curves within a tenth of a point): what collision
    /// boundaries are made of.
    package var segments: [(CGPoint, CGPoint)] {
        var lines = Polylines()
        lines.flatten(data, tolerance: 0.1)
        var result: [(CGPoint, CGPoint)] = []
        for i in 0..<lines.subpathCount {
            let r = lines.range(of: i)
            for j in r.dropFirst() { result.append((lines.points[j - 1], lines.points[j])) }
            if lines.closed[i], r.count > 2 { result.append((lines.points[r.upperBound - 1], lines.points[r.lowerBound])) }
        }
        return result
    }
}

extension PathData {
    /// Each subpath run from its end back to its start, curves with their controls swapped; a
    /// closed subpath stays closed.
    package func reversed() -> PathData {
        var out = PathData()
        var subpath: [Element] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { subpath.removeAll(); return }
            let closed = subpath.last == .close
            let body = subpath.dropFirst().filter { $0 != .close }
            // The points each element starts from, in order.
            var starts: [CGPoint] = [start]
            for element in body { if let end = element.end { starts.append(end) } }
            out.append(.move(starts.last!))
            for (offset, element) in body.enumerated().reversed() {
                let from = starts[offset]
                switch element {
                case .line: out.append(.line(from))
                case .quad(let c, _): out.append(.quad(control: c, to: from))
                case .cubic(let c1, let c2, _): out.append(.cubic(control1: c2, control2: c1, to: from))
                default: break
                }
            }
            if closed { out.append(.close) }
            subpath.removeAll()
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return out
    }
}
