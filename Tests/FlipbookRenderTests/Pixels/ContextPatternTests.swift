//  ContextPatternTests.swift — FlipbookRenderTests
//  Patterns painted by a CGContext, rasterised, against tile positions worked out from the
//  pattern's matrix, steps and the context's pattern phase by hand.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A pattern whose cell, `bounds` in pattern space, is `mark` filled white (the rectangle passed
/// to the callback through `info`, which the release callback frees).
private func pattern(bounds: CGRect, mark: CGRect, matrix: CGAffineTransform = .identity, xStep: CGFloat, yStep: CGFloat,
                     isColored: Bool = true) -> CGPattern {
    let info = UnsafeMutablePointer<CGRect>.allocate(capacity: 1)
    info.initialize(to: mark)
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: { info, context in
        // An uncoloured pattern's colours are ignored: this red must not show.
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(info!.assumingMemoryBound(to: CGRect.self).pointee)
    }, releaseInfo: { info in info?.assumingMemoryBound(to: CGRect.self).deallocate() })
    return CGPattern(info: info, bounds: bounds, matrix: matrix, xStep: xStep, yStep: yStep, tiling: .constantSpacing,
                     isColored: isColored, callbacks: &callbacks)!
}

/// `a` mod `m`, in 0..<m.
private func mod(_ a: Double, _ m: Double) -> Double { a - m * (a / m).rounded(.down) }

private func pixels(of context: CGContext) -> PixelBuffer {
    rasterise(context.makeImage()?.pictureItems ?? [], side: context.width).buffer
}

@Suite struct ContextPatternTests {
    // Core Graphics docs (Quartz 2D Programming Guide, Patterns): "the untransformed pattern space
    // maps to the base (untransformed) user space, regardless of the state of the current
    // transformation matrix"; setPatternPhase(_:): "setting the context's pattern phase to (2,3)
    // has the effect of moving the start of pattern cell tiling to the point (2,3) in default user
    // space". So a device point p lies on the cell at ((p − phase) · matrix⁻¹) mod step.
    @Test func tilesStartAtThePhaseInTheBaseSpaceStretchedByTheMatrix() {
        let context = CGContext(width: 40, height: 40, baseTransform: .identity)  // a UIKit context at scale 1
        let cells = pattern(bounds: CGRect(x: 0, y: 0, width: 4, height: 4), mark: CGRect(x: 0, y: 0, width: 2, height: 3),
                            matrix: CGAffineTransform(scaleX: 2, y: 1), xStep: 6, yStep: 5)
        var alpha: CGFloat = 1
        context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
        context.setFillPattern(cells, colorComponents: &alpha)
        context.setPatternPhase(CGSize(width: 3, height: 2))
        context.translateBy(x: 7, y: 7)   // moves the filled rectangle, not the tiles
        context.fill(CGRect(x: 5, y: 5, width: 30, height: 30))
        let error = worstCoverageError(pixels(of: context), side: 40) { x, y in
            x >= 12 && y >= 12 && mod((x - 3) / 2, 6) < 2 && mod(y - 2, 5) < 3
        }
        #expect(error < 1e-3)
    }

    // A bitmap context's default user space has its origin at the bottom-left, y up: the tiles
    // start there.
    @Test func aBitmapContextsTilesStartAtItsBottomLeft() {
        let context = CGContext(data: nil, width: 42, height: 42, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let cells = pattern(bounds: CGRect(x: 0, y: 0, width: 4, height: 4), mark: CGRect(x: 0, y: 0, width: 2, height: 1),
                            xStep: 4, yStep: 4)
        var alpha: CGFloat = 1
        let color = CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: cells, components: &alpha)!
        #expect(color.pattern === cells)
        context.setFillColor(color)
        context.fill(CGRect(x: 0, y: 0, width: 42, height: 42))
        let error = worstCoverageError(pixels(of: context), side: 42) { x, y in mod(x, 4) < 2 && mod(42 - y, 4) < 1 }
        #expect(error < 1e-3)
    }

    // Core Graphics docs, setFillPattern(_:colorComponents:): for an uncoloured (stencil) pattern
    // the components are "intensity values that specify the color to use when the pattern is
    // painted" in the base space, alpha last. Strokes tile the same way, only where the line is.
    @Test func anUncolouredPatternPaintsTheGivenColourWhereItsCellPaints() {
        let context = CGContext(width: 40, height: 40, baseTransform: .identity)
        let stripes = pattern(bounds: CGRect(x: 0, y: 0, width: 4, height: 4), mark: CGRect(x: 0, y: 0, width: 4, height: 2),
                              xStep: 4, yStep: 4, isColored: false)
        context.setStrokeColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
        var orange: [CGFloat] = [1, 0.5, 0, 1]
        context.setStrokePattern(stripes, colorComponents: &orange)
        context.setLineWidth(8)
        context.stroke(CGRect(x: 10, y: 10, width: 20, height: 20))   // the line covers 6…14 and 26…34 across
        let buffer = pixels(of: context)
        func onLine(_ x: Double, _ y: Double) -> Bool {
            let outer = x >= 6 && x <= 34 && y >= 6 && y <= 34
            let inner = x > 14 && x < 26 && y > 14 && y < 26
            return outer && !inner && mod(y, 4) < 2
        }
        #expect(worstCoverageError(buffer, side: 40, onLine) < 1e-3)
        for (x, y) in [(8, 8), (20, 29), (32, 12)] {
            let expected = onLine(Double(x) + 0.5, Double(y) + 0.5) ? 1.0 : 0
            expectClose(Double(buffer[x, y].y), 0.5 * expected, tolerance: 1e-3, "green at (\(x), \(y))")
            expectClose(Double(buffer[x, y].z), 0, tolerance: 1e-6, "blue at (\(x), \(y))")
        }
    }

    // A turned pattern: the cell's square, turned 30° about the base origin, repeats every 8 along
    // the turned axes; the fill's pixels follow it (edges aside, where the tile is resampled).
    @Test func aTurnedPatternFollowsItsMatrix() {
        let context = CGContext(width: 40, height: 40, baseTransform: .identity)
        let angle = CGFloat.pi / 6
        let cells = pattern(bounds: CGRect(x: 0, y: 0, width: 8, height: 8), mark: CGRect(x: 0, y: 0, width: 4, height: 4),
                            matrix: CGAffineTransform(rotationAngle: angle), xStep: 8, yStep: 8)
        var alpha: CGFloat = 1
        context.setFillPattern(cells, colorComponents: &alpha)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        let buffer = pixels(of: context)
        let c = Double(cos(angle)), s = Double(sin(angle))
        func inside(_ x: Double, _ y: Double) -> Bool {
            let u = c * x + s * y, v = -s * x + c * y   // the matrix inverted: turned back by 30°
            return mod(u, 8) < 4 && mod(v, 8) < 4
        }
        let truth = (0..<40).map { y in (0..<40).map { x in bruteForceCoverage(x: x, y: y, inside) } }
        var total = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                let error = abs(buffer.red(x, y) - truth[y][x])
                total += error
                // Away from an edge (the pixel and its eight neighbours wholly in or out), exact.
                let around = (max(y - 1, 0)...min(y + 1, 39)).flatMap { j in (max(x - 1, 0)...min(x + 1, 39)).map { truth[j][$0] } }
                if around.allSatisfy({ $0 == truth[y][x] }) && (truth[y][x] == 0 || truth[y][x] == 1) {
                    #expect(error < 0.01, "(\(x), \(y))")
                }
            }
        }
        #expect(total / 1600 < 0.03)
    }
}

/// A shading function of t: red t², green 1 − t, blue ½, alpha 1 (evaluated by hand in the tests).
private let shadingFunction: CGFunction = {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
        let t = input[0]
        output[0] = t * t
        output[1] = 1 - t
        output[2] = 0.5
        output[3] = 1
    }, releaseInfo: nil)
    var domain: [CGFloat] = [0, 1]
    return CGFunction(info: nil, domainDimension: 1, domain: &domain, rangeDimension: 4, range: nil, callbacks: &callbacks)!
}()

@Suite struct ContextShadingTests {
    // Core Graphics docs, CGFunction: inputs "will be clipped to lie in the interval domain[2*k] ≤
    // input[k] ≤ domain[2*k+1]", outputs likewise by range.
    @Test func aFunctionClipsItsInputsAndOutputs() {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            output[0] = input[0] * 10
            output[1] = -input[0]
        }, releaseInfo: nil)
        var domain: [CGFloat] = [0, 0.5]
        var range: [CGFloat] = [0, 4, -1, 1]
        let f = CGFunction(info: nil, domainDimension: 1, domain: &domain, rangeDimension: 2, range: &range, callbacks: &callbacks)!
        #expect(f([0.2]) == [2, -0.2])
        #expect(f([0.9]) == [4, -0.5])      // input clipped to 0.5: 5 → 4
        #expect(f([-3]) == [0, 0])
    }

    // Core Graphics docs, init(axialSpace:…): the function's input runs from 0 at the start point
    // to 1 at the end; without extendStart/extendEnd nothing is painted before or past them. A
    // pixel's colour is the function at its centre's projection on the axis.
    @Test func anAxialShadingPaintsItsFunctionAlongTheAxis() {
        for extending in [false, true] {
            let context = CGContext(width: 40, height: 40, baseTransform: .identity)
            let shading = CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 5, y: 0),
                                    end: CGPoint(x: 35, y: 0), function: shadingFunction,
                                    extendStart: extending, extendEnd: extending)!
            context.clip(to: CGRect(x: 0, y: 10, width: 40, height: 20))
            context.drawShading(shading)
            let buffer = pixels(of: context)
            for x in [6, 12, 20, 27, 34] {
                let t = (Double(x) + 0.5 - 5) / 30
                expectClose(buffer.red(x, 15), t * t, tolerance: 2.0 / 255, "red at \(x)")
                expectClose(Double(buffer[x, 15].y), 1 - t, tolerance: 2.0 / 255, "green at \(x)")
                expectClose(Double(buffer[x, 15].z), 0.5, tolerance: 1e-3, "blue at \(x)")
            }
            // Blue is ½ wherever the shading paints; the background is black.
            #expect(buffer[20, 5].z == 0 && buffer[20, 35].z == 0)   // outside the clip
            #expect(buffer[2, 15].z == (extending ? 0.5 : 0))
            #expect(buffer[38, 15].z == (extending ? 0.5 : 0))
            if extending { expectClose(buffer.red(38, 15), 1, tolerance: 1e-3) }
        }
    }

    // A radial shading between concentric circles: t = (r − 5) / 10 at radius r.
    @Test func aRadialShadingPaintsItsFunctionOutwards() {
        let context = CGContext(width: 40, height: 40, baseTransform: .identity)
        let shading = CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 20), startRadius: 5,
                                end: CGPoint(x: 20, y: 20), endRadius: 15, function: shadingFunction,
                                extendStart: true, extendEnd: false)!
        context.drawShading(shading)
        let buffer = pixels(of: context)
        for (x, y) in [(27, 20), (20, 31), (12, 12), (30, 24)] {
            let dx = Double(x) + 0.5 - 20, dy = Double(y) + 0.5 - 20
            let t = min(max(((dx * dx + dy * dy).squareRoot() - 5) / 10, 0), 1)
            expectClose(buffer.red(x, y), t * t, tolerance: 2.0 / 255, "(\(x), \(y))")
            expectClose(Double(buffer[x, y].y), 1 - t, tolerance: 2.0 / 255, "(\(x), \(y))")
        }
        #expect(buffer[38, 38].z == 0 && buffer[20, 20].z == 0.5)   // blue ½ wherever it paints
    }
}

@Suite struct ContextLayerTests {
    // Core Graphics docs, draw(_:in:): "Draws the contents of a CGLayer object into the specified
    // rectangle", scaled to it. The layer's space has its origin at the bottom-left, y up, mapped
    // onto the rectangle as an image's: layer (x, y) lands at (minX + x·sx, minY + y·sy) in user space.
    @Test func aLayerIsDrawnScaledIntoTheRectangle() throws {
        let destination = CGContext(width: 40, height: 40, baseTransform: .identity)
        let layer = try #require(CGLayer(destination, size: CGSize(width: 10, height: 5), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 10, height: 5))
        let content = try #require(layer.context)
        content.setFillColor(CGColor.white)
        content.fill(CGRect(x: 0, y: 0, width: 4, height: 2))         // its lower-left corner
        content.fill(CGRect(x: 8, y: -10, width: 50, height: 100))    // spills past the layer
        destination.draw(layer, in: CGRect(x: 4, y: 6, width: 30, height: 20))   // × 3 across, × 4 down
        destination.draw(layer, at: CGPoint(x: 0, y: 30))
        let error = worstCoverageError(pixels(of: destination), side: 40) { x, y in
            let scaled = (x >= 4 && x <= 16 && y >= 6 && y <= 14) || (x >= 28 && x <= 34 && y >= 6 && y <= 26)
            let unscaled = (x <= 4 && y >= 30 && y <= 32) || (x >= 8 && x <= 10 && y >= 30 && y <= 35)
            return scaled || unscaled
        }
        #expect(error < 1e-3)
        #expect(CGLayer(destination, size: .zero, auxiliaryInfo: nil) == nil)
    }
}
