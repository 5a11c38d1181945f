//  RasteriserCoverageTests.swift — FlipbookRenderTests
//  Coverage and blending against hand-computed areas: fractional rectangles, rotation,
//  perspective, rounded corners, clips and borders.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserCoverageTests {
    /// Edge pixels are measured with 4×4 samples: within one sample of the exact area.
    static let edgeTolerance = 1.0 / 16

    @Test func anOpaqueRectangleAtFractionalPositionsCoversTheExactAreaFraction() {
        // x from 2.25 to 5.5, y from 1.5 to 3.5 (one point is one pixel).
        let rect = item(at: CGPoint(x: 2.25, y: 1.5), size: CGSize(width: 3.25, height: 2), .fill(.white))
        let (buffer, _) = rasterise([rect])
        // Row 2 lies wholly inside in y.
        expectClose(buffer.red(2, 2), 0.75, tolerance: Self.edgeTolerance, "pixel 2 covers 2.25…3")
        expectClose(buffer.red(3, 2), 1, tolerance: 1e-6)
        expectClose(buffer.red(4, 2), 1, tolerance: 1e-6)
        expectClose(buffer.red(5, 2), 0.5, tolerance: Self.edgeTolerance, "pixel 5 covers 5…5.5")
        #expect(buffer.red(1, 2) == 0 && buffer.red(6, 2) == 0)
        // Row 1 is half inside (1.5…2); row 3 half (3…3.5); row 4 outside.
        expectClose(buffer.red(3, 1), 0.5, tolerance: Self.edgeTolerance)
        expectClose(buffer.red(2, 1), 0.75 * 0.5, tolerance: Self.edgeTolerance)
        expectClose(buffer.red(5, 3), 0.5 * 0.5, tolerance: Self.edgeTolerance)
        #expect(buffer.red(3, 4) == 0 && buffer.red(3, 0) == 0)
        // Opaque paint over opaque black stays opaque everywhere.
        #expect(buffer.storage.allSatisfy { $0.w == 1 })
    }

    @Test func halfTransparentRedOverBlueIsThePremultipliedMix() {
        // src = (1, 0, 0)·0.5 premultiplied = (0.5, 0, 0, 0.5); dst = (0, 0, 1, 1);
        // out = src + dst·(1 − 0.5) = (0.5, 0, 0.5, 1), of the encoded components.
        let red = Color(sRGBRed: 1, green: 0, blue: 0, alpha: 0.5)
        let blue = Color(sRGBRed: 0, green: 0, blue: 1, alpha: 1)
        let (byAlpha, _) = rasterise([item(at: .zero, size: CGSize(width: 20, height: 20), .fill(red))], background: blue)
        let (byOpacity, _) = rasterise([item(at: .zero, size: CGSize(width: 20, height: 20),
                                             .fill(red.withAlpha(1)), opacity: 0.5)], background: blue)
        for buffer in [byAlpha, byOpacity] {
            let p = buffer[7, 11]
            expectClose(Double(p.x), 0.5, tolerance: 1e-6)
            expectClose(Double(p.y), 0, tolerance: 1e-6)
            expectClose(Double(p.z), 0.5, tolerance: 1e-6)
            expectClose(Double(p.w), 1, tolerance: 1e-6)
        }
        // Over a transparent background the result keeps the source's own alpha.
        let (overClear, _) = rasterise([item(at: .zero, size: CGSize(width: 20, height: 20), .fill(red))], background: .clear)
        #expect(overClear[3, 3] == PremultipliedPixel(0.5, 0, 0, 0.5))
    }

    @Test func aSquareRotatedThirtyDegreesCoversItsRotatedCorners() {
        // An 8×8 square turned 30° about its centre, which sits at (10, 10).
        // Corners by hand (cos 30° = 0.8660, sin 30° = 0.5): local (0,0) → (10 − 3.464 + 2, 10 − 2 − 3.464)
        // = (8.536, 4.536) is the top vertex; (8,0) → (15.464, 8.536); (8,8) → (11.464, 15.464); (0,8) → (4.536, 11.464).
        let square = DisplayItem(transform: rotation(degrees: 30, pivot: CGPoint(x: 4, y: 4), centre: CGPoint(x: 10, y: 10)),
                                 size: CGSize(width: 8, height: 8), content: .fill(.white))
        let (buffer, _) = rasterise([square])
        #expect(buffer.red(9, 9) == 1 && buffer.red(10, 10) == 1, "pixels around the centre are full")
        // (6, 6) is a corner pixel of the unrotated square, but outside the turned one:
        // its nearest corner (7, 7) is 3·(cos + sin) = 4.10 > 4 along the square's local x.
        #expect(buffer.red(6, 6) == 0)
        #expect(buffer.red(8, 3) == 0, "just above the top vertex")
        // The top vertex pokes into pixel (8, 4): the part below it is the quadrilateral
        // (8.536, 4.536) (9, 4.804) (9, 5) (8.268, 5), area 0.215 by the shoelace formula. A vertex
        // has two edges in the pixel, each worth up to one sample of error: 2/16.
        expectClose(buffer.red(8, 4), 0.215, tolerance: 2 * Self.edgeTolerance)
        // The whole square's area is 64.
        expectClose(buffer.storage.reduce(0) { $0 + Double($1.x) }, 64, tolerance: 0.5)
    }

    @Test func aHairlineBetweenPixelCornersIsNotLost() {
        // y 3.25…3.75: no pixel corner (integer y) is inside, yet row 3 is half covered.
        let (buffer, _) = rasterise([item(at: CGPoint(x: 2, y: 3.25), size: CGSize(width: 6, height: 0.5), .fill(.white))])
        expectClose(buffer.red(4, 3), 0.5, tolerance: Self.edgeTolerance)
        #expect(buffer.red(4, 2) == 0 && buffer.red(4, 4) == 0)
        // The same for a vertical hairline, x 6.4…6.6: 0.2 of each pixel of column 6.
        let (vertical, _) = rasterise([item(at: CGPoint(x: 6.4, y: 1), size: CGSize(width: 0.2, height: 8), .fill(.white))])
        expectClose(vertical.red(6, 5), 0.2, tolerance: Self.edgeTolerance)
    }

    @Test func aTurnedStripBetweenPixelCentresAndCornersIsNotLost() {
        // A strip 0.45 wide turned 1° about its start: its rows lie between y = 4.02 and 4.5 along
        // most of its length, missing every pixel corner (integer y) and centre (y + ½). Each pixel
        // it crosses in row 4 is covered by about 0.45 of its area.
        let strip = DisplayItem(transform: rotation(degrees: 1, pivot: .zero, centre: CGPoint(x: 2, y: 4.02)),
                                size: CGSize(width: 14, height: 0.45), content: .fill(.white))
        let (buffer, _) = rasterise([strip])
        let a = 1.0 * Double.pi / 180
        for x in 3..<13 {
            let truth = bruteForceCoverage(x: x, y: 4) { px, py in
                // Local coordinates of the strip: rotate back by 1° about (2, 4.02).
                let dx = px - 2, dy = py - 4.02
                let u = dx * cos(a) + dy * sin(a), v = -dx * sin(a) + dy * cos(a)
                return u >= 0 && u <= 14 && v >= 0 && v <= 0.45
            }
            expectClose(buffer.red(x, 4), truth, tolerance: Self.edgeTolerance, "pixel (\(x), 4)")
        }
    }

    @Test func aClipHoldingTheWholeItemChangesNoBit() {
        // A turned, rounded card and a perspective flip, each once unclipped and once inside a
        // window-sized clip (left out as cutting nothing) and a clip that does cut.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        let flip = ProjectiveTransform(CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-6, -6, 0),
                                                                               CATransform3DMakeRotation(0.9, 0, 1, 0)),
                                                           CATransform3DConcat(perspective, CATransform3DMakeTranslation(10, 10, 0))))
        for transform in [rotation(degrees: 23, pivot: CGPoint(x: 6, y: 4), centre: CGPoint(x: 9.3, y: 10.1)), flip] {
            let card = DisplayItem(transform: transform, size: CGSize(width: 12, height: 8), content: .fill(.white), cornerRadius: 2)
            var held = card, cut = card
            held.clips = [DisplayClip(transform: ProjectiveTransform(translationX: -0.5, y: 0), rect: CGRect(x: 0, y: 0, width: 21, height: 20))]
            cut.clips = [DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 20, height: 10.5))]
            let bits = { (item: DisplayItem) in rasterise([item]).buffer.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) } }
            #expect(bits(held) == bits(card))
            #expect(bits(cut) != bits(card))
        }
    }

    @Test func aTurnedHairlineBorderKeepsItsWholeRing() {
        // A 12×12 card turned 20° with a 0.2-point border: its ring is far thinner than a pixel but
        // its hole is not, so only the pixels the ring crosses are sampled. The ring's area is
        // 12² − 11.6² = 4.64; the stratified samples' errors along the four edges largely cancel.
        let card = DisplayItem(transform: rotation(degrees: 20, pivot: CGPoint(x: 6, y: 6), centre: CGPoint(x: 10.3, y: 10.6)),
                               size: CGSize(width: 12, height: 12), content: .border(width: 0.2, color: .white))
        let (buffer, _) = rasterise([card])
        expectClose(buffer.storage.reduce(0) { $0 + Double($1.x) }, 144 - 11.6 * 11.6, tolerance: 0.15, "the ring's area")
        // The middle of the hole is untouched.
        #expect(buffer.red(10, 10) == 0)
    }

    @Test func aSharpTipThatMissesEveryPixelCornerStillCovers() {
        // A square of side 5√2 turned 45°, centred at (10.5, 10.7): the diamond |x − 10.5| + |y − 10.7| ≤ 5.
        // Its top tip (10.5, 5.7) pokes into pixel (10, 5), whose corners are all outside (e.g. (10, 6): 0.5 + 4.7 > 5).
        // The part inside is a triangle 0.3 tall and 0.6 wide: area 0.09.
        let side = 50.0.squareRoot()
        let diamond = DisplayItem(transform: rotation(degrees: 45, pivot: CGPoint(x: side / 2, y: side / 2),
                                                      centre: CGPoint(x: 10.5, y: 10.7)),
                                  size: CGSize(width: side, height: side), content: .fill(.white))
        let (buffer, _) = rasterise([diamond])
        #expect(buffer.red(10, 5) > 0)
        expectClose(buffer.red(10, 5), 0.09, tolerance: Self.edgeTolerance)
    }

    @Test func aPerspectiveFlipIsATrapezoidWhoseNearEdgeIsTaller() {
        // A 200×200 pt square turned 60° about its vertical centre line, with m34 = −1/1000, centred in a
        // 400×400 pt scene shown at ¼ pixel per point (100 columns × 50 rows of half blocks: k = min(100/400, 100/400)).
        // Point (x, y) relative to the centre: X = x cos θ, Y = y, Z = −x sin θ, W = 1 − Z/1000 = 1 + x sin θ/1000.
        // Left (near) edge x = −100: W = 1 − 0.0866 = 0.9134 → half height 109.48 pt, X = −54.74 pt.
        // Right (far) edge x = +100: W = 1.0866 → half height 92.03 pt, X = +46.01 pt.
        // Near/far height ratio = 1.0866 / 0.9134 = 1.1896.
        let theta = Double.pi / 3
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1000
        let t3d = CATransform3DConcat(
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-100, -100, 0),
                                                    CATransform3DMakeRotation(theta, 0, 1, 0)), perspective),
            CATransform3DMakeTranslation(200, 200, 0))
        let card = DisplayItem(transform: ProjectiveTransform(t3d), size: CGSize(width: 200, height: 200), content: .fill(.white))
        let viewport = Viewport(sceneSize: CGSize(width: 400, height: 400), columns: 100, rows: 50, blitter: .halfBlock)
        var buffer = PixelBuffer(width: 0, height: 0)
        Rasteriser().render(DisplayList(size: CGSize(width: 400, height: 400), items: [card]),
                            viewport: viewport, background: .black, into: &buffer)

        let s = sin(theta), c = cos(theta), scale = 0.25
        let wNear = 1 - 100 * s / 1000, wFar = 1 + 100 * s / 1000
        let nearHeight = 200 / wNear * scale, farHeight = 200 / wFar * scale          // pixels
        let nearX = (200 - 100 * c / wNear) * scale, farX = (200 + 100 * c / wFar) * scale
        expectClose(nearHeight / farHeight, 1.1896, tolerance: 1e-4)
        // Lines stay lines, so the painted height of a pixel column is linear in x between the edges;
        // a column's painted area is the height at its centre.
        func height(atPixelX x: Double) -> Double { nearHeight + (farHeight - nearHeight) * (x - nearX) / (farX - nearX) }
        func columnArea(_ x: Int) -> Double { (0..<buffer.height).reduce(0) { $0 + buffer.red(x, $1) } }
        let nearColumn = Int(nearX.rounded(.up)), farColumn = Int(farX.rounded(.down)) - 1
        expectClose(columnArea(nearColumn), height(atPixelX: Double(nearColumn) + 0.5), tolerance: 0.2)
        expectClose(columnArea(farColumn), height(atPixelX: Double(farColumn) + 0.5), tolerance: 0.2)
        #expect(columnArea(nearColumn) / columnArea(farColumn) > 1.15)
        // Nothing is painted left of the near edge or right of the far edge.
        #expect(columnArea(nearColumn - 2) == 0 && columnArea(farColumn + 2) == 0)
    }

    @Test func roundedCornersCutTheCornerPixel() {
        // 10×10 at (5, 5), radius 4: the corner circle is centred at local (4, 4).
        let rounded = item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10), .fill(.white), cornerRadius: 4)
        let (buffer, _) = rasterise([rounded])
        // Pixel (5, 5) is local (0…1)²: its nearest point (1, 1) is √18 = 4.24 > 4 from the centre.
        #expect(buffer.red(5, 5) == 0)
        #expect(buffer.red(14, 14) == 0 && buffer.red(14, 5) == 0 && buffer.red(5, 14) == 0)
        // The edge midpoints are untouched by the rounding.
        #expect(buffer.red(9, 5) == 1 && buffer.red(5, 9) == 1)
        // Pixel (6, 6) is cut by the arc: compare with the exact area.
        let truth = bruteForceCoverage(x: 6, y: 6) { x, y in
            let dx = x - 9, dy = y - 9
            return dx * dx + dy * dy <= 16 || x >= 9 || y >= 9
        }
        expectClose(buffer.red(6, 6), truth, tolerance: Self.edgeTolerance)
        // A radius larger than half the side is limited to it: a 10×10 with radius 50 is a disc of radius 5.
        let (disc, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10), .fill(.white), cornerRadius: 50)])
        expectClose(disc.storage.reduce(0) { $0 + Double($1.x) }, Double.pi * 25, tolerance: 0.5)
    }

    @Test func aRotatedClipCutsItsChild() {
        // A full-scene fill clipped by a 10×10 square turned 45° about (10, 10): a diamond |dx| + |dy| ≤ 5√2.
        let clip = DisplayClip(transform: rotation(degrees: 45, pivot: CGPoint(x: 5, y: 5), centre: CGPoint(x: 10, y: 10)),
                               rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 20, height: 20), .fill(.white), clips: [clip])])
        #expect(buffer.red(9, 9) == 1 && buffer.red(10, 10) == 1)
        // Pixel (3, 3)'s nearest corner (4, 4) is 12 > 7.07 from the centre in |dx| + |dy|.
        #expect(buffer.red(3, 3) == 0 && buffer.red(16, 16) == 0 && buffer.red(0, 0) == 0)
        // Pixel (16, 9): inside where |x − 10| + |y − 10| ≤ 7.071.
        let truth = bruteForceCoverage(x: 16, y: 9) { x, y in abs(x - 10) + abs(y - 10) <= 50.0.squareRoot() }
        expectClose(buffer.red(16, 9), truth, tolerance: Self.edgeTolerance)
        // The clip's area: edge errors of the stratified samples largely cancel along the 45° edges.
        expectClose(buffer.storage.reduce(0) { $0 + Double($1.x) }, 100, tolerance: 0.25, "the clip's area")
    }

    @Test func aBorderIsARingOfItsWidth() {
        // 10×10 at (5, 5) with a 2-point border: the ring spans 5…7 and 13…15; the hole 7…13.
        let (buffer, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10),
                                          .border(width: 2, color: .white))])
        let row = (0..<20).map { buffer.red($0, 10) }
        #expect(row == [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0])
        expectClose(buffer.storage.reduce(0) { $0 + Double($1.x) }, 100 - 36, tolerance: 1e-6, "10² − 6²")
        // A 1.5-point border covers half of its second pixel.
        let (thin, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10),
                                        .border(width: 1.5, color: .white))])
        #expect(thin.red(5, 10) == 1)
        expectClose(thin.red(6, 10), 0.5, tolerance: Self.edgeTolerance)
        #expect(thin.red(7, 10) == 0)
        // A border wider than half the side fills the whole shape.
        let (solid, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10),
                                         .border(width: 6, color: .white))])
        expectClose(solid.storage.reduce(0) { $0 + Double($1.x) }, 100, tolerance: 1e-6)
    }

    @Test func aRoundedBorderKeepsItsInnerRadius() {
        // Radius 4, width 1: the hole is 8×8 at local (1, 1) with radius 3. Its corner pixel at local (1…2)²
        // is inside the hole's bounding box but outside its rounded corner, so it is ring: compare with the
        // exact ring area there.
        let (buffer, _) = rasterise([item(at: CGPoint(x: 5, y: 5), size: CGSize(width: 10, height: 10),
                                          .border(width: 1, color: .white), cornerRadius: 4)])
        let truth = bruteForceCoverage(x: 6, y: 6) { x, y in
            let ox = x - 9, oy = y - 9   // both corner circles are centred at local (4, 4) = screen (9, 9)
            let outer = ox * ox + oy * oy <= 16 || x >= 9 || y >= 9
            let inHole = x > 6 && y > 6 && (ox * ox + oy * oy < 9 || x >= 9 || y >= 9)
            return outer && !inHole
        }
        expectClose(buffer.red(6, 6), truth, tolerance: Self.edgeTolerance)
        #expect(buffer.red(9, 9) == 0, "the centre of the hole")
    }
}
