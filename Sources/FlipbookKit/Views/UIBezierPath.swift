//  UIBezierPath.swift — FlipbookKit
//  Mirrors UIKit.UIBezierPath. Status: partial (straight segments; curves are flattened to their end points).

import Foundation

/// A path of straight segments: what collision boundaries are made of here.
///
/// Flipbook: a path is a polyline; rounded rectangles and ovals are approximated by polygons
/// (16 points per corner arc or ellipse quarter), and `addCurve`/`addQuadCurve` go straight
/// to their end point.
open class UIBezierPath: NSObject {
    /// The subpaths, each a list of points (closed ones repeat their first point).
    package private(set) var subpaths: [[CGPoint]] = []
    open var lineWidth: CGFloat = 1

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let n = Self.arcPoints * 4
        for i in 0...n {
            let a = Double(i) / Double(n) * 2 * Double.pi
            let p = CGPoint(x: rect.midX + rect.width / 2 * cos(a), y: rect.midY + rect.height / 2 * sin(a))
            if i == 0 { move(to: p) } else { addLine(to: p) }
        }
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        let centres = [CGPoint(x: rect.maxX - r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.maxY - r),
                       CGPoint(x: rect.minX + r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.minY + r)]
        for (corner, centre) in centres.enumerated() {
            for i in 0...Self.arcPoints {
                let a = (Double(corner) - 1 + Double(i) / Double(Self.arcPoints)) * Double.pi / 2
                let p = CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
                if corner == 0 && i == 0 { move(to: p) } else { addLine(to: p) }
            }
        }
        close()
    }

    /// Points per quarter of a circle when arcs become polygons.
    static let arcPoints = 16

    open func move(to point: CGPoint) {
        subpaths.append([point])
    }

    open func addLine(to point: CGPoint) {
        if subpaths.isEmpty { subpaths.append([.zero]) }
        subpaths[subpaths.count - 1].append(point)
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        addLine(to: endPoint)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        addLine(to: endPoint)
    }

    open func close() {
        guard let first = subpaths.last?.first else { return }
        subpaths[subpaths.count - 1].append(first)
    }

    /// The smallest rectangle containing every point.
    open var bounds: CGRect {
        let points = subpaths.flatMap { $0 }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    open var isEmpty: Bool { subpaths.allSatisfy { $0.count < 2 } }

    /// The straight segments of the path.
    package var segments: [(CGPoint, CGPoint)] {
        subpaths.flatMap { points in zip(points, points.dropFirst()).map { ($0, $1) } }
    }
}
