//  CGContext+State.swift — FlipbookGraphics
//  Mirrors the rest of CoreGraphics.CGContext's graphics state (flatness, rendering intent, font
//  smoothing, colour spaces and components, CMYK), its device-space conversions, path queries,
//  clip reset, transparency layers and flushing. Status: partial (see CGContext.swift).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// How colours are mapped into a destination's gamut (mirrors `CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGContext {
    // MARK: Bitmap

    /// The bitmap's pixels.
    // Flipbook: nil: the context records its drawing and writes no pixels.
    public var data: UnsafeMutableRawPointer? { nil }

    /// The bitmap layout: the alpha info the context was made with (default byte order).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of contexts.
    public class var typeID: CFTypeID { 0x4347_4374 }  // "CGCt"

    // MARK: Graphics state kept, not drawn

    /// Sets how closely curves are approximated (Core Graphics' default 0.6).
    // Flipbook: kept; the renderer flattens curves within a hundredth of a point whatever it is.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// Sets the pattern phase: Core Graphics docs, "setting the context's pattern phase to (2,3)
    /// has the effect of moving the start of pattern cell tiling to the point (2,3) in default
    /// user space".
    public func setPatternPhase(_ phase: CGSize) { state.patternPhase = phase }

    /// Sets the rendering intent.
    // Flipbook: kept; one colour space (sRGB), so there is no gamut mapping.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.renderingIntent = intent }

    // Flipbook: the font settings are accepted; text is drawn by the renderer's one font.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}

    // MARK: Colours

    /// Sets the fill colour from CMYK components and alpha, each 0…1.
    // Flipbook: converted naively to sRGB (r = (1 − c)(1 − k), …), not through a CMYK profile.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = Self.cmyk(cyan, magenta, yellow, black, alpha)
    }

    /// Sets the stroke colour from CMYK components and alpha, each 0…1.
    // Flipbook: converted naively to sRGB, not through a CMYK profile.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = Self.cmyk(cyan, magenta, yellow, black, alpha)
    }

    /// Sets the fill colour space, and the fill colour to its black (opaque).
    // Flipbook: spaces are sRGB or gray here.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillSpaceComponents = space.componentsWithAlpha
        state.fillColor = .black
    }

    /// Sets the stroke colour space, and the stroke colour to its black (opaque).
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeSpaceComponents = space.componentsWithAlpha
        state.strokeColor = .black
    }

    /// Sets the fill colour from components of the fill colour space, alpha last.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        state.fillColor = Self.color(components, count: state.fillSpaceComponents)
    }

    /// Sets the stroke colour from components of the stroke colour space, alpha last.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        state.strokeColor = Self.color(components, count: state.strokeSpaceComponents)
    }

    /// A colour from `count` components, alpha last: RGB, gray, or (a pattern space's) alpha alone.
    private static func color(_ c: UnsafePointer<CGFloat>, count: Int) -> Color {
        switch count {
        case 1: Color(white: 0, alpha: Double(c[0]))
        case 2: Color(white: Double(c[0]), alpha: Double(c[1]))
        default: Color(sRGBRed: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        }
    }

    private static func cmyk(_ c: CGFloat, _ m: CGFloat, _ y: CGFloat, _ k: CGFloat, _ alpha: CGFloat) -> Color {
        let white = 1 - Double(k)
        return Color(sRGBRed: (1 - Double(c)) * white, green: (1 - Double(m)) * white, blue: (1 - Double(y)) * white,
                     alpha: Double(alpha))
    }

    // MARK: Device space

    /// `point` in device space (pixels) — the CTM applied.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// `point` (pixels) in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// `size` in device space: the CTM's linear part applied (no translation).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// `size` (pixels) in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// The device-space box holding `rect` mapped by the CTM.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The user-space box holding `rect` (pixels) mapped back.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Paths

    /// Whether `point` (user space) would be painted by drawing the current path with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        let path = CGPath(data: currentPath)
        switch mode {
        case .fill: return path.contains(device, using: .winding)
        case .eoFill: return path.contains(device, using: .evenOdd)
        case .stroke: return strokedOutline().contains(device, using: .winding)
        case .fillStroke: return path.contains(device, using: .winding) || strokedOutline().contains(device, using: .winding)
        case .eoFillStroke: return path.contains(device, using: .evenOdd) || strokedOutline().contains(device, using: .winding)
        }
    }

    /// Replaces the current path with the outline that stroking it would paint.
    // Flipbook: curves flattened; the outline is a union of polygons (fill with the winding rule).
    public func replacePathWithStrokedPath() {
        currentPath = strokedOutline().data
    }

    /// The stroke of the current path (device space), drawn in user space so that the line width
    /// follows the CTM.
    private func strokedOutline() -> CGPath {
        let user = CGPath(data: currentPath.applying(state.ctm.inverted()))
        let stroke = state.stroke
        return user.copy(strokingWithWidth: CGFloat(stroke.lineWidth), lineCap: stroke.lineCap, lineJoin: stroke.lineJoin,
                         miterLimit: CGFloat(stroke.miterLimit), transform: state.ctm)
    }

    // MARK: Clipping

    /// Sets the clip back to the whole context.
    public func resetClip() { state.clips.removeAll() }

    // MARK: Transparency layers

    /// Begins a transparency layer: drawing until `endTransparencyLayer()` is one group.
    // Flipbook: the layer's items are drawn one by one with the alpha in force, not composited as
    // a group, and the shadow is not drawn.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
    }

    /// Begins a transparency layer bounded by `rect`: what is drawn outside it does not show.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        saveGState()
        clip(to: rect)
    }

    /// Ends the transparency layer: the graphics state is as before it began.
    public func endTransparencyLayer() {
        restoreGState()
    }

    // MARK: Flushing

    /// Sends what was drawn to the destination (a recorded context has nothing pending).
    public func flush() {}
    /// Marks the context for flushing (a recorded context has nothing pending).
    public func synchronize() {}
}
#endif
