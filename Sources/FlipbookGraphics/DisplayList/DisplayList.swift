//  DisplayList.swift — FlipbookGraphics
//  Flipbook's flat description of one frame. Status: complete.

import Foundation

/// The flat, resolved description of one frame: everything the renderer sees.
///
/// A display list is produced from a layer tree at one instant. Every item is
/// already in screen points (the scene's coordinate space, e.g. 390×844 for a
/// phone), with presentation values resolved, opacity multiplied through the
/// tree and clips accumulated. Items are in painting order: later items are
/// drawn over earlier ones.
public struct DisplayList: Equatable, Sendable {
    /// The size of the scene in points; the renderer fits it into its viewport.
    public var size: CGSize
    /// The items, back to front.
    public var items: [DisplayItem]

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}

/// One thing to paint: a quad in its own local plane, mapped to the screen.
///
/// The item's local rectangle is `(0, 0, size.width, size.height)`;
/// `transform` maps that plane to screen points. Translation, scale, rotation
/// and the perspective of a 3D flip all arrive as the same 3×3 projective
/// matrix, so the rasteriser has a single path.
public struct DisplayItem: Equatable, Sendable {
    /// Maps the item's local plane to screen points.
    public var transform: ProjectiveTransform
    /// The size of the item's local rectangle.
    public var size: CGSize
    /// What to paint inside the local rectangle.
    public var content: DisplayContent
    /// Opacity in 0…1, already multiplied by every ancestor's opacity.
    // Flipbook: per-item opacity; iOS composites a translucent subtree as one group
    // (allowsGroupOpacity), which differs where translucent children overlap.
    public var opacity: Double
    /// Corner radius of the item's shape, in local points (0 for square corners).
    public var cornerRadius: CGFloat
    /// The item is visible only where it lies inside every one of these shapes.
    public var clips: [DisplayClip]

    public init(
        transform: ProjectiveTransform, size: CGSize, content: DisplayContent,
        opacity: Double = 1, cornerRadius: CGFloat = 0, clips: [DisplayClip] = []
    ) {
        self.transform = transform
        self.size = size
        self.content = content
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.clips = clips
    }

    /// The local rectangle, `(0, 0, size)`.
    public var localBounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Whether anything the item paints may lie in `rect` (in the plane `transform` maps to):
    /// false only where a clip, or the rectangle its content is drawn in, proves it cannot. Text
    /// is given a line's height on every side of its rectangle (its lines are centred and at
    /// least one shows, however low the box); paths and shadows may reach anywhere, so only
    /// clips rule them out.
    package func mayReach(_ rect: CGRect) -> Bool {
        for clip in clips where !Self.box(of: clip.rect, under: clip.transform, meets: rect) { return false }
        switch content {
        case .fill, .border, .gradient, .backdrop:
            return Self.box(of: localBounds, under: transform, meets: rect)
        case .image(let image, let mode):
            return Self.box(of: mode.rect(forImageOfSize: image.size, in: localBounds), under: transform, meets: rect)
        case .text(let run):
            let reach = run.fontSize * TextMetrics.lineHeightRatio
            return Self.box(of: localBounds.insetBy(dx: -reach, dy: -reach), under: transform, meets: rect)
        case .path, .shadow:
            return true
        }
    }

    /// Whether everything the item paints lies in `rect` (in the plane `transform` maps to):
    /// content drawn inside its rectangle (or an image's placed rectangle) whose box does.
    package func liesWithin(_ rect: CGRect) -> Bool {
        let drawn: CGRect
        switch content {
        case .fill, .border, .gradient, .backdrop: drawn = localBounds
        case .image(let image, let mode): drawn = mode.rect(forImageOfSize: image.size, in: localBounds)
        case .text, .path, .shadow: return false
        }
        guard let box = Self.box(of: drawn, under: transform) else { return false }
        return box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY
    }

    /// A plain fill (no clips, square corners, only moved and scaled) cut to its part inside
    /// `rect`: the same paint there, none outside (an empty part where it only touches `rect`).
    /// Nil for any other item.
    package func fillCut(to rect: CGRect) -> DisplayItem? {
        guard case .fill = content, clips.isEmpty, cornerRadius == 0, transform.isAffine,
              transform.m12 == 0, transform.m21 == 0, let box = Self.box(of: localBounds, under: transform) else { return nil }
        var part = box.intersection(rect)
        if part.isNull { part = CGRect(origin: rect.origin, size: .zero) }
        var cut = self
        cut.transform = ProjectiveTransform(translationX: Double(part.minX), y: Double(part.minY))
        cut.size = part.size
        return cut
    }

    /// Whether the box of `r` mapped by `t` meets `target` (touching counts); true where a
    /// corner maps behind the eye and there is no box.
    private static func box(of r: CGRect, under t: ProjectiveTransform, meets target: CGRect) -> Bool {
        guard let box = box(of: r, under: t) else { return true }
        return box.maxX >= target.minX && box.minX <= target.maxX && box.maxY >= target.minY && box.minY <= target.maxY
    }

    /// The box of `r` mapped by `t`; nil where a corner maps behind the eye.
    private static func box(of r: CGRect, under t: ProjectiveTransform) -> CGRect? {
        guard let a = t.apply(CGPoint(x: r.minX, y: r.minY)), let b = t.apply(CGPoint(x: r.maxX, y: r.minY)),
              let c = t.apply(CGPoint(x: r.minX, y: r.maxY)), let d = t.apply(CGPoint(x: r.maxX, y: r.maxY)) else { return nil }
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }
}

/// What a display item paints.
public enum DisplayContent: Equatable, Sendable {
    /// A solid colour filling the item's (rounded) rectangle.
    case fill(Color)
    /// An image placed in the item's rectangle by a content mode.
    case image(Image, ImageContentMode)
    /// A stroke of `width` points drawn inside the edge of the (rounded) rectangle.
    case border(width: CGFloat, color: Color)
    /// A run of text laid out in the item's rectangle.
    case text(TextRun)
    /// A path filled or stroked in the item's plane (it may reach outside the rectangle).
    case path(DisplayPath)
    /// A layer's soft shadow: the item's (rounded) rectangle, or a path, blurred.
    case shadow(DisplayShadow)
    /// A gradient filling the item's (rounded) rectangle.
    case gradient(DisplayGradient)
    /// What is already painted under the item's (rounded) rectangle, blurred and saturated.
    case backdrop(DisplayBackdrop)
}

/// A blur view's backdrop: what lies beneath the item, blurred by a Gaussian and saturated.
public struct DisplayBackdrop: Equatable, Sendable {
    /// The Gaussian's standard deviation, in points of the item's plane.
    public var blurSigma: Double
    /// The saturation factor: 1 leaves colours as they are, 0 greys them, above 1 deepens them.
    public var saturation: Double

    public init(blurSigma: Double, saturation: Double) {
        self.blurSigma = blurSigma
        self.saturation = saturation
    }
}

/// A gradient layer's fill.
public struct DisplayGradient: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case axial, radial, conic }
    public var kind: Kind
    /// The stops' colours and positions (0…1, one per colour, in order).
    public var colors: [Color]
    public var locations: [Double]
    /// In the unit square of the item's rectangle, (0, 0) its top-left corner.
    public var startPoint: CGPoint
    public var endPoint: CGPoint

    public init(kind: Kind, colors: [Color], locations: [Double], startPoint: CGPoint, endPoint: CGPoint) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The place along a gradient, 0…1, of the point (x, y), with its start and end in the same
    /// coordinates: axial, along start → end; radial, out to the ellipse whose half-axes reach the
    /// end; conic, the turn about the start from the end's direction.
    @inlinable @inline(__always)
    public static func position(_ kind: Kind, x: Double, y: Double,
                                startX: Double, startY: Double, endX: Double, endY: Double) -> Double {
        let t: Double
        switch kind {
        case .axial:
            let dx = endX - startX, dy = endY - startY
            let length = dx * dx + dy * dy
            t = length > 0 ? ((x - startX) * dx + (y - startY) * dy) / length : 0
        case .radial:
            let rx = abs(endX - startX), ry = abs(endY - startY)
            let u = rx > 0 ? (x - startX) / rx : (x == startX ? 0 : .infinity)
            let v = ry > 0 ? (y - startY) / ry : (y == startY ? 0 : .infinity)
            t = (u * u + v * v).squareRoot()
        case .conic:
            let a = atan2(y - startY, x - startX) - atan2(endY - startY, endX - startX)
            let turns = a / (2 * Double.pi)
            t = turns - turns.rounded(.down)
        }
        return t.isNaN ? 0 : min(max(t, 0), 1)
    }

    /// The colour at `t` (0…1): a stop's colour mixed with the next in sRGB components, as Core
    /// Animation mixes them; before the first stop its colour, after the last the last's.
    package func color(at t: Double) -> Color {
        guard !colors.isEmpty, locations.count == colors.count else { return .clear }
        if t <= locations[0] { return colors[0] }
        if t >= locations[locations.count - 1] { return colors[colors.count - 1] }
        var stop = 0
        while stop + 1 < locations.count - 1 && t > locations[stop + 1] { stop += 1 }
        let a = locations[stop], b = locations[stop + 1]
        return b > a ? colors[stop].interpolated(to: colors[stop + 1], fraction: (t - a) / (b - a)) : colors[stop + 1]
    }

    /// The start and end points in the coordinates of `rect`, the gradient spread over it (its
    /// unit square).
    package func endpoints(over rect: CGRect) -> (startX: Double, startY: Double, endX: Double, endY: Double) {
        let w = Double(rect.width), h = Double(rect.height)
        return (Double(rect.minX) + Double(startPoint.x) * w, Double(rect.minY) + Double(startPoint.y) * h,
                Double(rect.minX) + Double(endPoint.x) * w, Double(rect.minY) + Double(endPoint.y) * h)
    }

    /// The gradient's alpha at `local`, the gradient spread over `rect`.
    package func alpha(atLocal local: CGPoint, over rect: CGRect) -> Double {
        let e = endpoints(over: rect)
        let t = Self.position(kind, x: Double(local.x), y: Double(local.y), startX: e.startX, startY: e.startY, endX: e.endX, endY: e.endY)
        return color(at: t).alpha
    }
}

/// A soft shadow as Core Animation draws one beneath a layer.
public struct DisplayShadow: Equatable, Sendable {
    /// The shadow's shape in the item's plane (a layer's `shadowPath`); nil for the item's
    /// (rounded) rectangle.
    package var path: PathData?
    /// The colour, with the shadow's opacity in its alpha.
    public var color: Color
    /// The Gaussian's standard deviation, in points of the item's plane.
    // Flipbook: Core Animation does not document its blur; a shadowRadius r is taken as a Gaussian
    // of standard deviation r, the reading design tools share (their blur, 2r, is twice σ as in CSS).
    public var blurSigma: Double

    package init(path: PathData?, color: Color, blurSigma: Double) {
        self.path = path
        self.color = color
        self.blurSigma = blurSigma
    }
}

/// A path and how it is painted: what a shape layer draws.
public struct DisplayPath: Equatable, Sendable {
    /// The path in the item's local plane.
    package var path: PathData
    public var color: Color
    public var paint: PathPaint
    /// The tiles the path is painted with instead of `color` (a Core Graphics pattern colour).
    public var pattern: DisplayPattern?

    package init(path: PathData, color: Color, paint: PathPaint, pattern: DisplayPattern? = nil) {
        self.path = path
        self.color = color
        self.paint = paint
        self.pattern = pattern
    }
}

/// Filling a path's inside, or stroking along it.
public enum PathPaint: Equatable, Sendable {
    case fill(CGPathFillRule)
    case stroke(StrokeStyle)
}

/// A stroke as Core Animation's shape layer describes it.
///
/// Its numbers are kept as `Float`: every display item is as wide as its widest content, and
/// the display list is copied item by item, so a stroke is kept as small as a text run.
public struct StrokeStyle: Equatable, Sendable {
    private var width: Float, miter: Float, phase: Float, from: Float, to: Float
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// Lengths alternately drawn and skipped; empty for a solid line.
    public var dashPattern: [Double]

    public var lineWidth: Double { get { Double(width) } set { width = Float(newValue) } }
    public var miterLimit: Double { get { Double(miter) } set { miter = Float(newValue) } }
    public var dashPhase: Double { get { Double(phase) } set { phase = Float(newValue) } }
    /// The part of the path stroked, as fractions of its length (`strokeStart`, `strokeEnd`).
    public var start: Double { get { Double(from) } set { from = Float(newValue) } }
    public var end: Double { get { Double(to) } set { to = Float(newValue) } }

    public init(lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10,
                dashPattern: [Double] = [], dashPhase: Double = 0, start: Double = 0, end: Double = 1) {
        width = Float(lineWidth)
        miter = Float(miterLimit)
        phase = Float(dashPhase)
        from = Float(start)
        to = Float(end)
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dashPattern = dashPattern
    }
}

/// A clipping shape: a (rounded) rectangle in its own plane, mapped to the screen.
public struct DisplayClip: Equatable, Sendable {
    /// Maps the clip's local plane to screen points.
    public var transform: ProjectiveTransform
    /// The clip rectangle in its local plane.
    public var rect: CGRect
    /// Corner radius of the clip shape in local points.
    public var cornerRadius: CGFloat
    /// A path the clip is instead (a shape layer used as a mask), filled by `evenOdd` or the
    /// non-zero rule; `rect` is then its bounding box.
    package var path: PathData?
    package var evenOdd = false
    /// A gradient layer used as a mask: the gradient spread over `rect`, whose alpha at each
    /// point scales what the clip lets through; nil where the clip lets all of its inside through.
    package var alphaRamp: DisplayGradient?
    /// An image whose share at each point scales what the clip lets through (Core Graphics'
    /// `clip(to:mask:)`), over `rect`, its pixel space; nil where the clip lets all of its inside through.
    package var imageMask: DisplayImageMask?
    /// A rectangle wholly inside `path` (a rounded rectangle's, clear of its corners): a point in
    /// it is inside without the path's winding test, which the text pass makes for every glyph.
    package var inside: CGRect?

    public init(transform: ProjectiveTransform, rect: CGRect, cornerRadius: CGFloat = 0) {
        self.transform = transform
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// A clip to the inside of `path` in the plane `transform` maps to the screen.
    package init(transform: ProjectiveTransform, path: PathData, evenOdd: Bool) {
        let box = path.controlPointBounds
        self.init(transform: transform, rect: box.isNull ? .zero : box)
        self.path = path
        self.evenOdd = evenOdd
    }

    /// The same clip with its plane moved by `outer` (applied after `transform`).
    package func mapped(by outer: ProjectiveTransform) -> DisplayClip {
        var moved = self
        moved.transform = transform.concatenating(outer)
        return moved
    }

    /// Whether a point in screen coordinates lies inside the clip shape.
    ///
    /// Points that map behind the eye (or through a singular transform) are outside.
    public func contains(screenPoint p: CGPoint) -> Bool {
        guard let inverse = transform.inverted(), let local = inverse.apply(p) else { return false }
        if let path {
            let within = (inside?.contains(local) ?? false) || path.contains(local, evenOdd: evenOdd)
            guard within else { return false }
        } else {
            guard RoundedRect(rect: rect, cornerRadius: cornerRadius).contains(local) else { return false }
        }
        // A point a gradient mask lets less than half through is taken as outside (a character
        // cell is shown or not).
        if let mask = imageMask, let coverage = mask.coverage {
            let share = coverage.withUnsafeBufferPointer { DisplayImageMask.share($0, width: mask.width, height: mask.height, at: local) }
            guard share >= 0.5 else { return false }
        }
        return alphaRamp.map { $0.alpha(atLocal: local, over: rect) >= 0.5 } ?? true
    }

    /// Whether the clip needs the mask plane (a path, a gradient or an image), which is applied after the
    /// item is painted, rather than the rounded-rectangle test every sample makes.
    package var isMask: Bool { path != nil || alphaRamp != nil || imageMask != nil }
}

/// A rectangle with circular corners, the shape of every fill, border and clip.
package struct RoundedRect: Equatable, Sendable {
    package var rect: CGRect
    package var cornerRadius: CGFloat

    package init(rect: CGRect, cornerRadius: CGFloat) {
        self.rect = rect
        // As Core Animation does, a radius larger than half the shorter side is limited to it.
        self.cornerRadius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    }

    package func contains(_ p: CGPoint) -> Bool {
        guard p.x >= rect.minX, p.x <= rect.maxX, p.y >= rect.minY, p.y <= rect.maxY else { return false }
        let r = cornerRadius
        guard r > 0 else { return true }
        // Distance from the point to the nearest corner circle's centre, if it is in a corner box.
        let cx = p.x < rect.minX + r ? rect.minX + r : (p.x > rect.maxX - r ? rect.maxX - r : p.x)
        let cy = p.y < rect.minY + r ? rect.minY + r : (p.y > rect.maxY - r ? rect.maxY - r : p.y)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= r * r
    }
}
