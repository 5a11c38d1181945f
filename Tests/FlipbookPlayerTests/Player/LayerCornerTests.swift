//  LayerCornerTests.swift — FlipbookPlayerTests
//  maskedCorners and cornerCurve as they show: a layer's background, border, clip and shadow
//  follow the corners it rounds, measured against the exact shapes.

import Foundation
@testable import FlipbookKit
import FlipbookCore
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct LayerCornerTests {
    /// A black window of 60 × 40 points holding `view`.
    private func window(with view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.backgroundColor = .black
        window.addSubview(view)
        return window
    }

    /// The fraction of pixel (x, y) inside `inside`, on a 64 × 64 grid of sample points.
    private func coverage(_ x: Int, _ y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        let n = 64
        var count = 0
        for j in 0..<n {
            for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
                count += 1
            }
        }
        return Double(count) / Double(n * n)
    }

    /// The worst difference over the window between the painted fraction (white over black) and `inside`'s coverage.
    private func worstError(_ buffer: PixelBuffer, _ inside: (Double, Double) -> Bool) -> Double {
        var worst = 0.0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width { worst = max(worst, abs(Double(buffer[x, y].x) - coverage(x, y, inside))) }
        }
        return worst
    }

    /// Inside the rectangle with quarter circles of radius `r` on the corners `rounded` names
    /// (top-left, top-right, bottom-right, bottom-left): the exact shape.
    private func roundedRect(_ rect: CGRect, _ r: Double, _ rounded: [Bool]) -> (Double, Double) -> Bool {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        return { x, y in
            guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
            let centres = [(x0 + r, y0 + r), (x1 - r, y0 + r), (x1 - r, y1 - r), (x0 + r, y1 - r)]
            for (k, c) in centres.enumerated() where rounded[k] {
                let outX = k == 0 || k == 3 ? x < c.0 : x > c.0, outY = k < 2 ? y < c.1 : y > c.1
                if outX && outY && (x - c.0) * (x - c.0) + (y - c.1) * (y - c.1) > r * r { return false }
            }
            return true
        }
    }

    // Core Animation docs, maskedCorners: "Defines which of the four corners receives the masking
    // when using cornerRadius property. Defaults to all four corners."
    @Test func onlyTheMaskedCornersAreRounded() {
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let worst = worstError(pixelsAtOnePerPoint(window(with: card)), roundedRect(card.frame, 10, [true, true, false, false]))
        #expect(worst < 0.02, "a sheet's top corners rounded, its bottom ones square: worst \(worst)")
    }

    @Test func aMaskedCornersClipCutsTheSublayersToTheSameShape() {
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMaxXMaxYCorner, .layerMinXMinYCorner]
        card.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: -5, y: -5, width: 50, height: 40))
        fill.backgroundColor = .white
        card.addSubview(fill)
        let worst = worstError(pixelsAtOnePerPoint(window(with: card)), roundedRect(card.frame, 12, [true, false, true, false]))
        #expect(worst < 0.02, "worst \(worst)")
    }

    // Core Animation docs, borderWidth: "the border is drawn inset from the receiver's bounds".
    @Test func aBorderFollowsTheMaskedCornersInsideTheEdge() {
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMaxXMaxYCorner]
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.white.cgColor
        let outer = roundedRect(card.frame, 10, [false, false, true, false])
        let inner = roundedRect(card.frame.insetBy(dx: 3, dy: 3), 7, [false, false, true, false])
        let worst = worstError(pixelsAtOnePerPoint(window(with: card))) { x, y in outer(x, y) && !inner(x, y) }
        #expect(worst < 0.03, "worst \(worst)")
    }

    /// A steady frame makes no corner path: the layer keeps the ones it made (the outline and the
    /// border's inset), and a new shape makes a new one.
    @Test func aLayerKeepsItsCornerPathsFromFrameToFrame() {
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.borderWidth = 2
        let window = window(with: card)
        let first = window.displayList().items
        #expect(card.layer.cornerPathCache.count == 2)
        #expect(window.displayList().items == first && card.layer.cornerPathCache.count == 2)
        card.bounds.size.height = 20
        _ = window.displayList()
        #expect(card.layer.cornerPathCache.count == 4, "the new size's two")
    }

    @Test func allFourCircularCornersStayTheRasterisersOwnRoundedRectangle() {
        let card = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        let items = window(with: card).displayList().items
        #expect(items.contains { $0.cornerRadius == 10 && $0.content == .fill(Color(white: 1)) })
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        card.layer.shadowOpacity = 0.5
        let shaped = window(with: card).displayList().items
        #expect(!shaped.contains { $0.cornerRadius != 0 })
        // The shadow is cast by the same outline.
        let fill = shaped.compactMap { if case .path(let p) = $0.content { p.path } else { nil } }.first
        let shadow = shaped.compactMap { if case .shadow(let s) = $0.content { s.path } else { nil } }.first
        #expect(fill != nil && shadow == fill)
    }

    // The continuous corner (cornerCurve .continuous) follows the profile iOS 7 introduced: it
    // reaches 1.52866 radii along each side and passes the corner's diagonal 0.29151 radii in from
    // the corner (the middle cubic's midpoint, (0.63149 + 3·0.37282 + 3·0.16906 + 0.07491) / 8),
    // where a quarter circle passes 1 − 1/√2 = 0.29289 in.
    @Test func aContinuousCornerReachesFurtherAlongTheSidesThanACircle() {
        func card(_ curve: CALayerCornerCurve) -> PixelBuffer {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            view.backgroundColor = .white
            view.layer.cornerRadius = 12
            view.layer.cornerCurve = curve
            return pixelsAtOnePerPoint(window(with: view))
        }
        let circular = card(.circular), continuous = card(.continuous)
        // Along the top edge's first row: the circle has met the side at 12 pt, so pixel 12 is
        // whole; the continuous curve is still rising there (it meets the side at 18.3 pt).
        #expect(Double(circular[12, 0].x) > 0.999)
        #expect(Double(continuous[11, 0].x) < 0.9 && Double(continuous[12, 0].x) < 0.95)
        #expect(Double(continuous[19, 0].x) > 0.999)
        // The area a corner takes away: for the circle (1 − π/4) r² = 0.21460 r², exactly; the
        // continuous one takes more (it starts curving earlier): 0.22470 r², by Green's theorem on
        // the published profile's cubics (below; a 10 000-point polygon of the curve agrees to 1e-7).
        let r = 12.0
        let takenCircular = 60 * 40 - circular.storage.reduce(0) { $0 + Double($1.x) }
        expectClose(takenCircular / 4, (1 - Double.pi / 4) * r * r, tolerance: 0.3)
        let takenContinuous = 60 * 40 - continuous.storage.reduce(0) { $0 + Double($1.x) }
        expectClose(takenContinuous / 4, continuousCornerArea() * r * r, tolerance: 0.3)
        #expect(takenContinuous > takenCircular)
    }

    /// The area between a unit continuous corner and its square corner, from the published
    /// profile points (corner at the origin, sides along the axes), by Green's theorem: each cubic's
    /// signed area in closed form, each line's as a trapezoid.
    private func continuousCornerArea() -> Double {
        typealias P = (Double, Double)
        // The curve from (1.52866, 0) on one side to (0, 1.52866) on the other.
        let segments: [[P]] = [
            [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
            [(0.66993427, 0.06549600), (0.63149399, 0.07491100)],
            [(0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
            [(0.07491100, 0.63149399), (0.06549600, 0.66993427)],
            [(0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
        ]
        // The region between the corner and the curve: ½ ∮ (x dy − y dx) over the curve, then back
        // along the two sides through the corner.
        var twice = 0.0
        for s in segments {
            if s.count == 2 {
                twice += s[0].0 * s[1].1 - s[1].0 * s[0].1
            } else {
                let (p0, p1, p2, p3) = (s[0], s[1], s[2], s[3])
                func cross(_ a: P, _ b: P) -> Double { a.0 * b.1 - a.1 * b.0 }
                // The closed form of ∫ (x y' − y x') dt over a cubic Bézier.
                twice += (6 * cross(p0, p1) + 3 * cross(p0, p2) + cross(p0, p3) + 3 * cross(p1, p2)
                    + 3 * cross(p1, p3) + 6 * cross(p2, p3)) / 10
            }
        }
        // The closing sides (0, 1.52866) → (0, 0) → (1.52866, 0) add nothing: each cross term is 0.
        return abs(twice) / 2
    }
}
