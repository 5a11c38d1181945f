//  ContextPictureTests.swift — FlipbookRenderTests
//  What a CGContext records, rasterised, against Core Graphics' documented geometry and exact
//  areas: the CTM at the time points are added and paths painted, clips and the graphics state,
//  gradients' extents, images' rows, a bitmap context's y-up space, cropping.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A UIKit-style context (y down) of `side` pixels at `scale` pixels per point.
private func flippedContext(side: Int, scale: CGFloat = 1) -> CGContext {
    CGContext(width: side, height: side, baseTransform: CGAffineTransform(scaleX: scale, y: scale))
}

/// The context's picture rasterised at one pixel per pixel, white paint over black.
private func pixels(of context: CGContext) -> PixelBuffer {
    rasterise(context.makeImage()?.pictureItems ?? [], side: context.width).buffer
}

@Suite struct ContextPictureTests {
    // At scale 2 a circle of radius 8 pt is one of 16 px: every pixel's coverage is its exact
    // share of that disc.
    @Test func anEllipseFilledAtScaleTwoCoversItsDiscInPixels() {
        let context = flippedContext(side: 40, scale: 2)
        context.setFillColor(CGColor.white)
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))
        let buffer = pixels(of: context)
        let error = worstCoverageError(buffer, side: 40) { x, y in (x - 20) * (x - 20) + (y - 20) * (y - 20) <= 256 }
        #expect(error < 0.02)
    }

    // Core Graphics docs, CTM: points are transformed as they are added to the path; a stroke's
    // width is in user space, transformed by the CTM in force when the path is stroked.
    @Test func pointsTakeTheCTMWhenAddedAndTheStrokeWidthTheCTMWhenStroked() {
        let context = flippedContext(side: 40)
        context.setStrokeColor(CGColor.white)
        context.translateBy(x: 10, y: 0)
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 0, y: 35))   // at x = 10 in pixels
        context.translateBy(x: 100, y: 0)            // moves nothing already added
        context.scaleBy(x: 3, y: 1)                  // the stroke, 2 wide, is 6 px across
        context.setLineWidth(2)
        context.strokePath()
        #expect(context.isPathEmpty)
        let buffer = pixels(of: context)
        let error = worstCoverageError(buffer, side: 40) { x, y in abs(x - 10) <= 3 && y >= 5 && y <= 35 }
        #expect(error < 0.01)
    }

    // Core Graphics docs, saveGState: the clip and colours are part of the graphics state, the
    // path is not.
    @Test func aClipCutsUntilTheStateIsRestored() {
        let context = flippedContext(side: 40)
        context.setFillColor(CGColor.white)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
        context.setFillColor(CGColor.black)
        context.addRect(CGRect(x: 0, y: 30, width: 40, height: 10))  // survives the restore
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        context.saveGState()
        context.clip(to: CGRect(x: 10.5, y: 0, width: 40, height: 40))
        context.fillPath()
        context.restoreGState()
        let buffer = pixels(of: context)
        let error = worstCoverageError(buffer, side: 40) { x, y in y <= 10 || (y >= 30 && x >= 10.5) }
        #expect(error < 0.01)
    }

    // A linear gradient is constant across its axis; without options nothing is painted before its
    // start or past its end, with drawsAfterEndLocation the end colour carries on.
    @Test func aLinearGradientPaintsBetweenItsEndsUnlessToldToExtend() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor.black, CGColor.white], locations: nil)!
        for extending in [false, true] {
            let context = flippedContext(side: 40)
            context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                       options: extending ? [.drawsAfterEndLocation] : [])
            let buffer = pixels(of: context)
            for x in 11..<30 {
                expectClose(buffer.red(x, 7), ((Double(x) + 0.5 - 10) / 20), tolerance: 1.0 / 255 + 1e-3, "x \(x)")
                #expect(buffer.red(x, 7) == buffer.red(x, 33))
            }
            #expect(buffer.red(35, 20) == (extending ? 1 : 0))
            #expect(buffer.red(5, 20) == 0)
        }
    }

    // A diagonal gradient: the value at a pixel is its projection on the axis.
    @Test func aDiagonalGradientFollowsItsAxis() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white], locations: [0, 1])!
        let context = flippedContext(side: 40)
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 40),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let buffer = pixels(of: context)
        for (x, y) in [(5, 30), (20, 20), (33, 2), (39, 39), (0, 0)] {
            let t = min(max((Double(x) + 0.5 + Double(y) + 0.5) / 80, 0), 1)
            expectClose(buffer.red(x, y), (t), tolerance: 1.0 / 255 + 2e-3, "(\(x), \(y))")
        }
    }

    // A radial gradient from radius 5 to 15: the colour is (r − 5) / 10 along the radius; without
    // drawsAfterEndLocation nothing shows past the end circle.
    @Test func aRadialGradientRunsFromItsStartCircleToItsEndCircle() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white], locations: nil)!
        let context = flippedContext(side: 40)
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 5,
                                   endCenter: CGPoint(x: 20, y: 20), endRadius: 15, options: [])
        let buffer = pixels(of: context)
        for (x, y) in [(27, 20), (20, 31), (12, 12), (30, 24)] {
            let r = ((Double(x) + 0.5 - 20) * (Double(x) + 0.5 - 20) + (Double(y) + 0.5 - 20) * (Double(y) + 0.5 - 20)).squareRoot()
            expectClose(buffer.red(x, y), (min(max((r - 5) / 10, 0), 1)), tolerance: 1.0 / 255 + 2e-3, "(\(x), \(y))")
        }
        #expect(buffer.red(38, 38) == 0 && buffer.red(2, 20) == 0)
    }

    // Core Graphics draws an image's first row at the rectangle's greatest y: in a context with
    // y up (its own) the image stands upright, in UIKit's flipped one it is upside down.
    @Test func anImagesFirstRowGoesAtTheRectanglesGreatestY() throws {
        let redOverBlue = try Image(width: 1, height: 2, pixels: [255, 255, 255, 255, 0, 0, 0, 255])  // white over black
        let upright = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 80,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        upright.draw(CGImage(redOverBlue), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let flipped = flippedContext(side: 20)
        flipped.draw(CGImage(redOverBlue), in: CGRect(x: 0, y: 0, width: 20, height: 20))
        let a = pixels(of: upright), b = pixels(of: flipped)
        #expect(a.red(10, 2) > 0.99 && a.red(10, 17) < 0.01)
        #expect(b.red(10, 2) < 0.01 && b.red(10, 17) > 0.99)
    }

    // A context of Core Graphics' own (init(data:…)) has its origin at the bottom-left, y up.
    @Test func aBitmapContextsOriginIsAtTheBottomLeft() {
        let context = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 80,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)!
        context.setFillColor(CGColor.white)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 8))
        let error = worstCoverageError(pixels(of: context), side: 20) { x, y in x <= 5 && y >= 12 }
        #expect(error < 1e-9)
        #expect(CGContext(data: nil, width: 0, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
    }

    // Core Graphics docs, cropping(to:): the image inside the rectangle (made integral), nil
    // when it misses the image. A picture cropped shows what the original showed there.
    @Test func aCroppedImageIsThePartOfTheOriginalInsideTheRectangle() throws {
        let bitmap = Image(width: 4, height: 3) { x, y in Color(sRGBRed: Double(x) / 4, green: Double(y) / 3, blue: 0) }
        let crop = try #require(CGImage(bitmap).cropping(to: CGRect(x: 1.2, y: 1, width: 2.5, height: 5)))
        #expect(crop.width == 3 && crop.height == 2)
        #expect(crop.bitmap?.color(x: 0, y: 0) == bitmap.color(x: 1, y: 1))
        #expect(crop.bitmap?.color(x: 2, y: 1) == bitmap.color(x: 3, y: 2))
        #expect(CGImage(bitmap).cropping(to: CGRect(x: 10, y: 0, width: 2, height: 2)) == nil)

        let context = flippedContext(side: 40)
        context.setFillColor(CGColor.white)
        context.fillEllipse(in: CGRect(x: 4, y: 6, width: 30, height: 22))
        let whole = try #require(context.makeImage())
        let part = try #require(whole.cropping(to: CGRect(x: 20, y: 10, width: 20, height: 20)))
        let original = pixels(of: context)
        let cropped = rasterise(try #require(part.pictureItems), side: 20).buffer
        for y in 0..<20 {
            for x in 0..<20 { expectClose(cropped.red(x, y), original.red(x + 20, y + 10), tolerance: 1e-9, "(\(x), \(y))") }
        }
    }

    // Drawing a picture into another context draws what it recorded, inside the image's rectangle.
    @Test func aPictureDrawnIntoAContextShowsOnlyInsideItsRectangle() throws {
        let inner = flippedContext(side: 10)
        inner.setFillColor(CGColor.white)
        inner.fill(CGRect(x: -50, y: -50, width: 200, height: 200))  // spills far past the image
        let outer = flippedContext(side: 40)
        outer.translateBy(x: 0, y: 40)
        outer.scaleBy(x: 1, y: -1)   // an upright image in the flipped context, as UIImage draws it
        outer.draw(try #require(inner.makeImage()), in: CGRect(x: 5, y: 5, width: 20, height: 10))
        let error = worstCoverageError(pixels(of: outer), side: 40) { x, y in x >= 5 && x <= 25 && y >= 25 && y <= 35 }
        #expect(error < 1e-9)
    }
}
