//  UICoordinateSpace.swift — FlipbookKit
//  Mirrors UIKit.UICoordinateSpace, and the screen's coordinate spaces. Status: partial (the
//  protocol, and the spaces of screens; a view is converted to and from through its window).

import Foundation

/// A space points and rectangles can be converted between: a screen's, a window scene's.
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// A screen's coordinate space: turned with the interface (`coordinateSpace`), or fixed in
/// portrait (`fixedCoordinateSpace`).
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private let size: CGSize
    private let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        size = screen.bounds.size
        self.fixed = fixed
        super.init()
    }

    /// The screen in portrait: the shorter side across.
    static func portraitSize(of size: CGSize) -> CGSize {
        CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
    }

    var bounds: CGRect { CGRect(origin: .zero, size: fixed ? Self.portraitSize(of: size) : size) }

    /// Whether the fixed space is turned from the screen's: the interface is in landscape.
    private var isTurned: Bool { fixed && size.width > size.height }

    /// A point of this space in the screen's (interface) coordinates. In landscape with the home
    /// button on the right the device is turned a quarter left: the interface's x runs down the
    /// portrait screen, its y leftwards from the portrait's right edge.
    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        guard isTurned else { return point }
        return CGPoint(x: point.y, y: size.height - point.x)
    }

    func point(fromScreen point: CGPoint) -> CGPoint {
        guard isTurned else { return point }
        return CGPoint(x: size.height - point.y, y: point.x)
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        Self.point(fromScreen: pointOnScreen(point), in: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        self.point(fromScreen: Self.pointOnScreen(point, in: coordinateSpace))
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, from: coordinateSpace) }
    }

    /// A point of `space` in screen coordinates: a view's through its window (at the screen's origin).
    static func pointOnScreen(_ point: CGPoint, in space: any UICoordinateSpace) -> CGPoint {
        if let screenSpace = space as? ScreenCoordinateSpace { return screenSpace.pointOnScreen(point) }
        if let view = space as? UIView {
            let inWindow = view.convert(point, to: nil)
            let origin = (view as? UIWindow ?? view.window)?.frame.origin ?? .zero
            return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
        }
        return point
    }

    /// A point on the screen in the coordinates of `space`.
    static func point(fromScreen point: CGPoint, in space: any UICoordinateSpace) -> CGPoint {
        if let screenSpace = space as? ScreenCoordinateSpace { return screenSpace.point(fromScreen: point) }
        if let view = space as? UIView {
            let origin = (view as? UIWindow ?? view.window)?.frame.origin ?? .zero
            return view.convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil)
        }
        return point
    }

    /// The rectangle bounding `rect`'s corners, each converted.
    private static func boundingRect(of rect: CGRect, converting convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        return CGRect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                      width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
    }
}
