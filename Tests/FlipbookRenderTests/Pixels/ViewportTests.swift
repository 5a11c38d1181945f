//  ViewportTests.swift — FlipbookRenderTests
//  The fit of a phone-sized scene into terminal cells, worked out by hand.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct ViewportTests {
    /// One row of the hand-worked table.
    struct Fit: Sendable, CustomStringConvertible {
        let columns: Int, rows: Int
        let blitter: BlitterKind
        let k: Double
        let scaleX: Double, scaleY: Double
        let pixelWidth: Int, pixelHeight: Int
        let sceneRect: CGRect
        var description: String { "\(columns)×\(rows) \(blitter)" }
    }

    // The scene is then made a whole number of pixels in each direction (the nearest), and centred,
    // its left edge moved onto a pixel; each axis's scale is its whole pixels over its points.
    // 390×844 into 80×24: k = min(80/390, 24·2/844) = 48/844 = 12/211 (the height limits).
    //   halfBlock/ascii (1×2): fitted x = y = 12/211; grid 80×48; 844·12/211 = 48 tall (whole);
    //     390·12/211 = 4680/211 = 22.18… → 22 wide, scale 22/390; left = (80 − 22)/2 = 29.
    //   quadrant (2×2): fitted x = 24/211 → 9360/211 = 44.36… → 44, scale 44/390; grid 160×48; left 58.
    //   braille (2×4): x as quadrant; y = 24/211, 96 tall; grid 160×96.
    // 390×844 into 200×60: k = min(200/390, 120/844) = 120/844 = 30/211.
    //   halfBlock: 11700/211 = 55.45… → 55, scale 55/390; grid 200×120; left = (200 − 55)/2 = 72.5 → 72.
    //   quadrant: 23400/211 = 110.90… → 111, scale 111/390; grid 400×120; left = 144.5 → 144.
    //   braille: x as quadrant; y = 60/211, 240 tall; grid 400×240.
    static let fits: [Fit] = [
        Fit(columns: 80, rows: 24, blitter: .halfBlock, k: 12.0 / 211, scaleX: 22.0 / 390, scaleY: 12.0 / 211,
            pixelWidth: 80, pixelHeight: 48, sceneRect: CGRect(x: 29, y: 0, width: 22, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .ascii, k: 12.0 / 211, scaleX: 22.0 / 390, scaleY: 12.0 / 211,
            pixelWidth: 80, pixelHeight: 48, sceneRect: CGRect(x: 29, y: 0, width: 22, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .quadrant, k: 12.0 / 211, scaleX: 44.0 / 390, scaleY: 12.0 / 211,
            pixelWidth: 160, pixelHeight: 48, sceneRect: CGRect(x: 58, y: 0, width: 44, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .braille, k: 12.0 / 211, scaleX: 44.0 / 390, scaleY: 24.0 / 211,
            pixelWidth: 160, pixelHeight: 96, sceneRect: CGRect(x: 58, y: 0, width: 44, height: 96)),
        Fit(columns: 200, rows: 60, blitter: .halfBlock, k: 30.0 / 211, scaleX: 55.0 / 390, scaleY: 30.0 / 211,
            pixelWidth: 200, pixelHeight: 120, sceneRect: CGRect(x: 72, y: 0, width: 55, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .ascii, k: 30.0 / 211, scaleX: 55.0 / 390, scaleY: 30.0 / 211,
            pixelWidth: 200, pixelHeight: 120, sceneRect: CGRect(x: 72, y: 0, width: 55, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .quadrant, k: 30.0 / 211, scaleX: 111.0 / 390, scaleY: 30.0 / 211,
            pixelWidth: 400, pixelHeight: 120, sceneRect: CGRect(x: 144, y: 0, width: 111, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .braille, k: 30.0 / 211, scaleX: 111.0 / 390, scaleY: 60.0 / 211,
            pixelWidth: 400, pixelHeight: 240, sceneRect: CGRect(x: 144, y: 0, width: 111, height: 240)),
    ]

    @Test(arguments: fits)
    func aPhoneFitsByItsHeightCentredAcross(_ fit: Fit) {
        let v = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: fit.columns, rows: fit.rows, blitter: fit.blitter)
        expectClose(v.cellWidthsPerPoint, fit.k, tolerance: 1e-12)
        expectClose(v.pixelScaleX, fit.scaleX, tolerance: 1e-12)
        expectClose(v.pixelScaleY, fit.scaleY, tolerance: 1e-12)
        #expect(v.pixelWidth == fit.pixelWidth && v.pixelHeight == fit.pixelHeight)
        expectClose(v.sceneRectInPixels, fit.sceneRect, tolerance: 1e-9)
        // The scene's corners land on the scene rectangle's corners.
        let m = v.pointsToPixels
        expectClose(m.apply(.zero)!, fit.sceneRect.origin, tolerance: 1e-9)
        expectClose(m.apply(CGPoint(x: 390, y: 844))!, CGPoint(x: fit.sceneRect.maxX, y: fit.sceneRect.maxY), tolerance: 1e-9)
    }

    @Test func aLandscapeSceneFitsByItsWidthCentredDown() {
        // 844×390 into 80×24 half blocks: k = min(80/844, 48/390) = 80/844 = 20/211; height 390·20/211 = 7800/211
        // = 36.97… → 37 whole pixels; top = (48 − 37)/2 = 5.5 → 5.
        let v = Viewport(sceneSize: CGSize(width: 844, height: 390), columns: 80, rows: 24, blitter: .halfBlock)
        expectClose(v.cellWidthsPerPoint, 20.0 / 211, tolerance: 1e-12)
        expectClose(v.sceneRectInPixels, CGRect(x: 0, y: 5, width: 80, height: 37), tolerance: 1e-9)
    }

    @Test func cellsAndPointsConvertBothWays() {
        // Offset cell rectangle: columns from 5, rows from 2. The scene is 22 pixels wide (see `fits`), so a
        // cell is 390/22 = 195/11 points wide and 2·211/12 = 211/6 points tall; its left edge is at pixel 29.
        let v = Viewport(sceneSize: CGSize(width: 390, height: 844), originColumn: 5, originRow: 2,
                         columns: 80, rows: 24, blitter: .halfBlock)
        expectClose(v.pointsPerCell.width, 195.0 / 11, tolerance: 1e-9)
        expectClose(v.pointsPerCell.height, 211.0 / 6, tolerance: 1e-9)
        expectClose(v.cellPosition(ofPoint: .zero), CGPoint(x: 5 + 29, y: 2), tolerance: 1e-9)
        // The scene's bottom-right corner is 22 pixels across and 844·12/211 = 48 pixels = 24 rows down.
        expectClose(v.cellPosition(ofPoint: CGPoint(x: 390, y: 844)), CGPoint(x: 5 + 29 + 22, y: 26), tolerance: 1e-9)
        let p = CGPoint(x: 123.5, y: 456.25)
        expectClose(v.point(atCellPosition: v.cellPosition(ofPoint: p)), p, tolerance: 1e-9)
        let cell = v.pointsRect(ofCellAtColumn: 40, row: 10)
        expectClose(cell.origin, v.point(atCellPosition: CGPoint(x: 40, y: 10)), tolerance: 1e-9)
        expectClose(cell.size.width, 195.0 / 11, tolerance: 1e-9)
        #expect(v.containsCell(column: 5, row: 2) && v.containsCell(column: 84, row: 25))
        #expect(!v.containsCell(column: 4, row: 2) && !v.containsCell(column: 85, row: 2) && !v.containsCell(column: 5, row: 26))
    }

    /// Terminal sizes from tiny to wide, for every blitter and several devices.
    static let edgeCases: [(CGSize, Int, Int, BlitterKind)] = {
        let scenes = [CGSize(width: 390, height: 844), CGSize(width: 375, height: 667), CGSize(width: 1024, height: 1366),
                      CGSize(width: 844, height: 390)]
        let grids = [(24, 10), (37, 13), (80, 24), (100, 30), (161, 47), (240, 70)]
        return scenes.flatMap { scene in
            grids.flatMap { g in BlitterKind.allCases.map { (scene, g.0, g.1, $0) } }
        }
    }()

    @Test func aFullScreenLayerPaintsTheSceneEdgeToEdgeInItsOwnColour() {
        // A screen stacked full-screen over its window must hide the window completely: on every
        // edge, including the right and bottom ones, each pixel of the scene is the screen's colour
        // exactly and each pixel outside it is untouched (a window tint there was the "discoloured
        // strip down the right edge").
        let window = Color(sRGB8: 255, 255, 255), screen = Color(sRGB8: 48, 176, 199)
        let rasteriser = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        for (scene, columns, rows, blitter) in Self.edgeCases {
            let v = Viewport(sceneSize: scene, columns: columns, rows: rows, blitter: blitter)
            let full = DisplayItem(transform: .identity, size: scene, content: .fill(window))
            var top = full
            top.content = .fill(screen)
            rasteriser.render(DisplayList(size: scene, items: [full, top]), viewport: v, background: .black, into: &buffer)
            let r = v.sceneRectInPixels
            #expect(r.minX == r.minX.rounded() && r.width == r.width.rounded() && r.height == r.height.rounded())
            #expect(r.maxX <= CGFloat(v.pixelWidth) && r.maxY <= CGFloat(v.pixelHeight))
            var wrong = 0
            for y in 0..<buffer.height {
                for x in 0..<buffer.width {
                    let inside = r.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    let want = PremultipliedPixel(inside ? screen : .black)
                    let d = buffer[x, y] - want
                    if max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) > 1e-6 { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(scene) in \(columns)×\(rows) \(blitter): \(wrong) pixels not the screen's or the background's colour")
        }
    }

    @Test func aViewportWithNoRoomHasNoScale() {
        let v = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: 0, rows: 24, blitter: .halfBlock)
        #expect(v.cellWidthsPerPoint == 0 && v.pixelWidth == 0)
        let empty = Viewport(sceneSize: .zero, columns: 80, rows: 24, blitter: .halfBlock)
        #expect(empty.cellWidthsPerPoint == 0 && empty.pointsPerCell == .zero)
    }
}
