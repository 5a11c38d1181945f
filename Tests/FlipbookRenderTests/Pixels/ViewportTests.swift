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

    // 390×844 into 80×24: k = min(80/390, 24·2/844) = 48/844 = 12/211 (the height limits).
    //   halfBlock/ascii (1×2): x = 12/211, y = 12/211·2/2 = 12/211; grid 80×48;
    //     scene 390·12/211 = 4680/211 wide, 844·12/211 = 48 tall; centred, left = (80 − 4680/211)/2 = 6100/211 = 28.9…,
    //     moved onto pixel 28.
    //   quadrant (2×2): x = 24/211, y = 12/211; grid 160×48; width 9360/211; left = (160 − 9360/211)/2 = 12200/211 = 57.8… → 57.
    //   braille (2×4): x = 24/211, y = 4·12/211/2 = 24/211; grid 160×96; height 96; left 57.
    // 390×844 into 200×60: k = min(200/390, 120/844) = 120/844 = 30/211.
    //   halfBlock: 30/211 both; grid 200×120; width 11700/211; left = (200 − 11700/211)/2 = 15250/211 = 72.3… → 72.
    //   quadrant: x = 60/211, y = 30/211; grid 400×120; width 23400/211; left = 30500/211 = 144.5… → 144.
    //   braille: x = y = 60/211; grid 400×240; height 240; left 144.
    static let fits: [Fit] = [
        Fit(columns: 80, rows: 24, blitter: .halfBlock, k: 12.0 / 211, scaleX: 12.0 / 211, scaleY: 12.0 / 211,
            pixelWidth: 80, pixelHeight: 48, sceneRect: CGRect(x: 28, y: 0, width: 4680.0 / 211, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .ascii, k: 12.0 / 211, scaleX: 12.0 / 211, scaleY: 12.0 / 211,
            pixelWidth: 80, pixelHeight: 48, sceneRect: CGRect(x: 28, y: 0, width: 4680.0 / 211, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .quadrant, k: 12.0 / 211, scaleX: 24.0 / 211, scaleY: 12.0 / 211,
            pixelWidth: 160, pixelHeight: 48, sceneRect: CGRect(x: 57, y: 0, width: 9360.0 / 211, height: 48)),
        Fit(columns: 80, rows: 24, blitter: .braille, k: 12.0 / 211, scaleX: 24.0 / 211, scaleY: 24.0 / 211,
            pixelWidth: 160, pixelHeight: 96, sceneRect: CGRect(x: 57, y: 0, width: 9360.0 / 211, height: 96)),
        Fit(columns: 200, rows: 60, blitter: .halfBlock, k: 30.0 / 211, scaleX: 30.0 / 211, scaleY: 30.0 / 211,
            pixelWidth: 200, pixelHeight: 120, sceneRect: CGRect(x: 72, y: 0, width: 11700.0 / 211, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .ascii, k: 30.0 / 211, scaleX: 30.0 / 211, scaleY: 30.0 / 211,
            pixelWidth: 200, pixelHeight: 120, sceneRect: CGRect(x: 72, y: 0, width: 11700.0 / 211, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .quadrant, k: 30.0 / 211, scaleX: 60.0 / 211, scaleY: 30.0 / 211,
            pixelWidth: 400, pixelHeight: 120, sceneRect: CGRect(x: 144, y: 0, width: 23400.0 / 211, height: 120)),
        Fit(columns: 200, rows: 60, blitter: .braille, k: 30.0 / 211, scaleX: 60.0 / 211, scaleY: 60.0 / 211,
            pixelWidth: 400, pixelHeight: 240, sceneRect: CGRect(x: 144, y: 0, width: 23400.0 / 211, height: 240)),
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
        // 844×390 into 80×24 half blocks: k = min(80/844, 48/390) = 80/844 = 20/211; height 390·20/211 = 7800/211,
        // top = (48 − 7800/211)/2 = 1164/211 = 5.5… → 5.
        let v = Viewport(sceneSize: CGSize(width: 844, height: 390), columns: 80, rows: 24, blitter: .halfBlock)
        expectClose(v.cellWidthsPerPoint, 20.0 / 211, tolerance: 1e-12)
        expectClose(v.sceneRectInPixels, CGRect(x: 0, y: 5, width: 80, height: 7800.0 / 211), tolerance: 1e-9)
    }

    @Test func cellsAndPointsConvertBothWays() {
        // Offset cell rectangle: columns from 5, rows from 2. k = 12/211, so a cell is 211/12 points wide
        // and 2·211/12 = 211/6 points tall; the scene's left edge is at pixel 28 = column 5 + 28.
        let v = Viewport(sceneSize: CGSize(width: 390, height: 844), originColumn: 5, originRow: 2,
                         columns: 80, rows: 24, blitter: .halfBlock)
        expectClose(v.pointsPerCell.width, 211.0 / 12, tolerance: 1e-9)
        expectClose(v.pointsPerCell.height, 211.0 / 6, tolerance: 1e-9)
        expectClose(v.cellPosition(ofPoint: .zero), CGPoint(x: 5 + 28, y: 2), tolerance: 1e-9)
        // The scene's bottom-right corner is 844·12/211 = 48 pixels = 24 rows down.
        expectClose(v.cellPosition(ofPoint: CGPoint(x: 390, y: 844)),
                    CGPoint(x: 5 + 28 + 4680.0 / 211, y: 26), tolerance: 1e-9)
        let p = CGPoint(x: 123.5, y: 456.25)
        expectClose(v.point(atCellPosition: v.cellPosition(ofPoint: p)), p, tolerance: 1e-9)
        let cell = v.pointsRect(ofCellAtColumn: 40, row: 10)
        expectClose(cell.origin, v.point(atCellPosition: CGPoint(x: 40, y: 10)), tolerance: 1e-9)
        expectClose(cell.size.width, 211.0 / 12, tolerance: 1e-9)
        #expect(v.containsCell(column: 5, row: 2) && v.containsCell(column: 84, row: 25))
        #expect(!v.containsCell(column: 4, row: 2) && !v.containsCell(column: 85, row: 2) && !v.containsCell(column: 5, row: 26))
    }

    @Test func aViewportWithNoRoomHasNoScale() {
        let v = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: 0, rows: 24, blitter: .halfBlock)
        #expect(v.cellWidthsPerPoint == 0 && v.pixelWidth == 0)
        let empty = Viewport(sceneSize: .zero, columns: 80, rows: 24, blitter: .halfBlock)
        #expect(empty.cellWidthsPerPoint == 0 && empty.pointsPerCell == .zero)
    }
}
