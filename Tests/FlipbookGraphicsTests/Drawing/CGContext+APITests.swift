//  CGContext+APITests.swift — FlipbookGraphicsTests
//  The CGContext members the inventory found missing: device-space conversions, path queries,
//  clip reset, the stroked path, colour components and CMYK, transparency layers and the bitmap
//  properties — against values worked out by hand.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

/// A bitmap context 100 × 50 (Core Graphics' space: y up).
private func bitmap() -> CGContext {
    CGContext(data: nil, width: 100, height: 50, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

@Suite struct CGContextAPITests {
    // CoreGraphics docs: convertToDeviceSpace(_:), "transforms … from user space to device space";
    // a bitmap context's device space has its origin top-left here, y down, so user (10, 5) after
    // scaleBy(2, 2) is pixel (20, 50 − 10).
    @Test func conversionsApplyTheCTM() {
        let context = bitmap()
        context.scaleBy(x: 2, y: 2)
        expectClose(context.convertToDeviceSpace(CGPoint(x: 10, y: 5)), CGPoint(x: 20, y: 40))
        expectClose(context.convertToUserSpace(CGPoint(x: 20, y: 40)), CGPoint(x: 10, y: 5))
        let size = context.convertToDeviceSpace(CGSize(width: 3, height: 4))
        #expect(size.width == 6 && size.height == -8)
        expectClose(context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 10, height: 5)), CGRect(x: 0, y: 40, width: 20, height: 10))
        expectClose(context.convertToUserSpace(CGRect(x: 0, y: 40, width: 20, height: 10)), CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    // CoreGraphics docs: pathContains(_:mode:), "whether the specified point is contained in the
    // current path" as drawn by the mode: a stroke 4 wide covers 2 either side of the line.
    @Test func pathContainsFollowsTheDrawingMode() {
        let context = bitmap()
        context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        context.setLineWidth(4)
        #expect(context.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 20, y: 20), mode: .stroke))
        #expect(context.pathContains(CGPoint(x: 8.5, y: 20), mode: .stroke))
        #expect(!context.pathContains(CGPoint(x: 8.5, y: 20), mode: .fill))
        #expect(context.pathContains(CGPoint(x: 8.5, y: 20), mode: .fillStroke))
        #expect(!context.isPathEmpty)  // asking does not consume the path
    }

    // CoreGraphics docs: replacePathWithStrokedPath(), "the new path is created so that filling it
    // draws the same pixels as stroking the original path": a 10-long line stroked 2 wide (butt caps)
    // is the box 10 × 2 around it.
    @Test func strokedPathIsTheOutline() {
        let context = bitmap()
        context.move(to: CGPoint(x: 10, y: 20))
        context.addLine(to: CGPoint(x: 20, y: 20))
        context.setLineWidth(2)
        context.replacePathWithStrokedPath()
        expectClose(context.boundingBoxOfPath, CGRect(x: 10, y: 19, width: 10, height: 2), tolerance: 1e-9)
    }

    // CoreGraphics docs: resetClip(), "Sets the clipping path to its default value" (the whole context).
    @Test func resetClipRestoresTheWholeContext() {
        let context = bitmap()
        context.clip(to: CGRect(x: 10, y: 10, width: 5, height: 5))
        expectClose(context.boundingBoxOfClipPath, CGRect(x: 10, y: 10, width: 5, height: 5))
        context.resetClip()
        expectClose(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    // CoreGraphics docs: setFillColor(_:), "components … of the current fill color space, alpha last";
    // setFillColorSpace(_:) "sets the fill color to … black".
    @Test func componentColoursFollowTheColourSpace() {
        let context = bitmap()
        var rgba: [CGFloat] = [1, 0.5, 0, 1]
        context.setFillColor(&rgba)
        #expect(context.fillColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).color)
        context.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        #expect(context.fillColor == CGColor(gray: 0, alpha: 1).color)
        var grayAlpha: [CGFloat] = [0.25, 0.5]
        context.setFillColor(&grayAlpha)
        #expect(context.fillColor == CGColor(gray: 0.25, alpha: 0.5).color)
        // CMYK: no ink is white, full black ink is black, cyan alone takes red away.
        context.setFillColor(cyan: 0, magenta: 0, yellow: 0, black: 0, alpha: 1)
        #expect(context.fillColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1).color)
        context.setFillColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
        #expect(context.fillColor == CGColor(red: 0, green: 1, blue: 1, alpha: 1).color)
    }

    // CoreGraphics docs: beginTransparencyLayer(in:auxiliaryInfo:), "bounds … the layer";
    // endTransparencyLayer() ends it: the clip set for the layer does not outlive it.
    @Test func transparencyLayerBoundsItsDrawingAndEnds() {
        let context = bitmap()
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        expectClose(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        context.endTransparencyLayer()
        expectClose(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(context.items.count == 1)
        #expect(context.items[0].clips.count == 1)
    }

    // CoreGraphics docs: CGBitmapContextGetBitsPerPixel etc. report what the context was made with.
    @Test func bitmapPropertiesAreTheCreationArguments() {
        let context = bitmap()
        #expect(context.bitsPerComponent == 8)
        #expect(context.bitsPerPixel == 32)
        #expect(context.bytesPerRow == 400)
        #expect(context.alphaInfo == .premultipliedLast)
        #expect(context.colorSpace?.name == CGColorSpace.sRGB)
        let gray = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 16,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        #expect(gray.bitsPerPixel == 8)
        #expect(gray.bytesPerRow == 16)
    }
}
