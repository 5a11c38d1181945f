//  CGShading.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGShading (an axial or radial blend whose colours a CGFunction gives) and
//  CGContext.drawShading(_:). Status: partial (the headroom is not used; a radial shading's
//  circles share the end circle's centre).

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// A colour blend along an axis or between two circles, its colours from a function of the place
/// along it (0 at the start, 1 at the end), mirroring `CoreGraphics.CGShading`.
public final class CGShading: @unchecked Sendable {
    package enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    package let geometry: Geometry
    private let function: CGFunction
    /// The colour components the space takes without alpha (3 for RGB, 1 for gray).
    private let colorComponents: Int
    package let extendStart: Bool
    package let extendEnd: Bool

    /// An axial shading from `start` to `end` (in the user space it is drawn in). Core Graphics
    /// docs: `function` takes one input, 0 at the start, 1 at the end, and gives the colour's
    /// components in `space` and alpha; nil for a pattern space.
    public init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                 extendStart: Bool, extendEnd: Bool) {
        guard !space.isPattern else { return nil }
        geometry = .axial(start: start, end: end)
        self.function = function
        colorComponents = space.componentsWithAlpha - 1
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// A radial shading from the circle (`start`, `startRadius`) to (`end`, `endRadius`).
    public init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat,
                 function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        guard !space.isPattern else { return nil }
        geometry = .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius)
        self.function = function
        colorComponents = space.componentsWithAlpha - 1
        self.extendStart = extendStart
        self.extendEnd = extendEnd
    }

    /// An axial shading whose colours may reach `headroom` times standard white.
    // Flipbook: the headroom is kept, not used: colours are composited in standard-range sRGB.
    public convenience init?(axialHeadroom headroom: Float, space: CGColorSpace, start: CGPoint, end: CGPoint,
                             function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        self.init(axialSpace: space, start: start, end: end, function: function, extendStart: extendStart, extendEnd: extendEnd)
        contentHeadroom = headroom
    }

    /// A radial shading whose colours may reach `headroom` times standard white.
    // Flipbook: the headroom is kept, not used: colours are composited in standard-range sRGB.
    public convenience init?(radialHeadroom headroom: Float, space: CGColorSpace, start: CGPoint, startRadius: CGFloat,
                             end: CGPoint, endRadius: CGFloat, function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        self.init(radialSpace: space, start: start, startRadius: startRadius, end: end, endRadius: endRadius,
                  function: function, extendStart: extendStart, extendEnd: extendEnd)
        contentHeadroom = headroom
    }

    /// How far past standard white the colours may reach (0: not given).
    package private(set) var contentHeadroom: Float = 0

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of shadings.
    public class var typeID: CFTypeID { 0x4347_5368 }  // "CGSh"

    /// The colour at `t` (0…1 along the shading): the function's outputs as the space's
    /// components, then alpha (opaque when the function gives none).
    package func color(at t: Double) -> Color {
        let c = function([CGFloat(t)]).map(Double.init)
        func component(_ i: Int, _ otherwise: Double) -> Double { i < c.count ? c[i] : otherwise }
        if colorComponents == 1 { return Color(white: component(0, 0), alpha: component(1, 1)) }
        return Color(sRGBRed: component(0, 0), green: component(1, 0), blue: component(2, 0), alpha: component(3, 1))
    }
}

extension CGContext {
    /// Paints `shading` across the clip. Core Graphics docs: "Paints the area of the clipping
    /// path with the specified shading", as far as its extends let it.
    // Flipbook: the function is sampled at 256 places; a radial shading's circles share the end
    // circle's centre, as drawRadialGradient's do.
    public func drawShading(_ shading: CGShading) {
        let last = Double(Self.shadingSamples - 1)
        let locations = (0..<Self.shadingSamples).map { Double($0) / last }
        let colors = locations.map(shading.color(at:))
        switch shading.geometry {
        case .axial(let start, let end):
            drawAxial(colors: colors, locations: locations, start: start, end: end,
                      extendStart: shading.extendStart, extendEnd: shading.extendEnd)
        case .radial(_, let startRadius, let end, let endRadius):
            drawRadial(colors: colors, locations: locations, startRadius: startRadius, endCenter: end, endRadius: endRadius,
                       extendStart: shading.extendStart, extendEnd: shading.extendEnd)
        }
    }

    /// How many places along a shading its function is evaluated at (the renderer's gradient table's size).
    static let shadingSamples = 256
}

#endif
