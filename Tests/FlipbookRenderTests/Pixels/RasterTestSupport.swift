//  RasterTestSupport.swift — FlipbookRenderTests
//  Small scenes for the rasteriser tests: a viewport where one point is one pixel.

import Foundation
import FlipbookGraphics
import FlipbookRender

/// A square scene of `side` points shown at exactly one pixel per point.
///
/// Half-block pixels, `side` columns and `side / 2` rows of cells twice as tall as wide:
/// k = min(side / side, (side / 2) × 2 / side) = 1 cell width per point, so both pixel
/// scales are 1 and the scene fills the `side × side` pixel grid from (0, 0).
func unitViewport(side: Int) -> Viewport {
    Viewport(sceneSize: CGSize(width: side, height: side), columns: side, rows: side / 2, blitter: .halfBlock)
}

/// Renders `items` into a fresh buffer over `background` at one pixel per point.
func rasterise(
    _ items: [DisplayItem], side: Int = 20, background: Color = .black
) -> (buffer: PixelBuffer, rasteriser: Rasteriser) {
    let rasteriser = Rasteriser()
    var buffer = PixelBuffer(width: 0, height: 0)
    let list = DisplayList(size: CGSize(width: side, height: side), items: items)
    rasteriser.render(list, viewport: unitViewport(side: side), background: background, into: &buffer)
    return (buffer, rasteriser)
}

/// An item placed by a plain translation.
func item(
    at origin: CGPoint, size: CGSize, _ content: DisplayContent, opacity: Double = 1,
    cornerRadius: CGFloat = 0, clips: [DisplayClip] = []
) -> DisplayItem {
    DisplayItem(transform: ProjectiveTransform(translationX: Double(origin.x), y: Double(origin.y)),
                size: size, content: content, opacity: opacity, cornerRadius: cornerRadius, clips: clips)
}

/// A rotation by `degrees` about the local point `pivot`, which lands on the screen at `centre`.
/// Row-vector form: X = x cos − y sin + tx, Y = x sin + y cos + ty.
func rotation(degrees: Double, pivot: CGPoint, centre: CGPoint) -> ProjectiveTransform {
    let a = degrees * Double.pi / 180, c = cos(a), s = sin(a)
    let px = Double(pivot.x), py = Double(pivot.y)
    return ProjectiveTransform(m11: c, m12: s, m13: 0, m21: -s, m22: c, m23: 0,
                               m31: Double(centre.x) - (px * c - py * s),
                               m32: Double(centre.y) - (px * s + py * c), m33: 1)
}

/// The fraction of pixel `(x, y)` for which `inside` holds, by brute force on a 256 × 256
/// grid: an independent truth for curved edges (error well under 1/100).
func bruteForceCoverage(x: Int, y: Int, _ inside: (Double, Double) -> Bool) -> Double {
    let n = 256
    var count = 0
    for j in 0..<n {
        for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
            count += 1
        }
    }
    return Double(count) / Double(n * n)
}

extension PixelBuffer {
    /// The red channel at (x, y): with white paint over black it is the painted fraction.
    func red(_ x: Int, _ y: Int) -> Double { Double(self[x, y].x) }
}

/// The fraction of pixel `(x, y)` for which `inside` holds, on an `n × n` grid of pixel-space points.
func gridCoverage(x: Int, y: Int, n: Int, _ inside: (Double, Double) -> Bool) -> Double {
    var count = 0
    for j in 0..<n {
        for i in 0..<n where inside(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
            count += 1
        }
    }
    return Double(count) / Double(n * n)
}

/// The largest difference, over every pixel of a `side × side` buffer, between its red channel
/// (the painted fraction of white over black) and the brute-force coverage of `inside`.
func worstCoverageError(_ buffer: PixelBuffer, side: Int, _ inside: (Double, Double) -> Bool) -> Double {
    var worst = 0.0
    for y in 0..<side {
        for x in 0..<side { worst = max(worst, abs(buffer.red(x, y) - bruteForceCoverage(x: x, y: y, inside))) }
    }
    return worst
}

extension PixelBuffer {
    /// The red channel summed over every pixel: with white over black, the painted area in pixels.
    var totalRed: Double { storage.reduce(0) { $0 + Double($1.x) } }
}
