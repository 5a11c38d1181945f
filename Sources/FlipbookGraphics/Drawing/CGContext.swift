//  CGContext.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGContext: paths, colours, strokes, gradients, images, clips, the graphics
//  state and the CTM, recorded as display items; a PDF context writes each page's items as a PDF
//  page (CGContext+PDF.swift). Status: partial (no PDF reading or pixel access; blend modes and
//  shadows are kept, not applied; transparency layers are not composited as a group — see
//  CGContext+State.swift and API/CoreGraphics/CGContext.api).

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// Called when a bitmap context made with a release callback goes, with the callback's info and the context's data.
public typealias CGBitmapContextReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// A drawing destination, mirroring `CoreGraphics.CGContext`.
///
/// What is drawn is recorded, not rasterised: each fill, stroke, gradient and image becomes a
/// display item in the context's pixel space, cut by the clip in force, and `makeImage()` gives
/// a picture of them. The renderer draws it as it draws every frame, anti-aliased by exact coverage.
///
/// A context made with `init(data:width:height:…)` has Core Graphics' own space: its origin at the
/// bottom-left, y up. One that UIKit makes (`UIGraphicsImageRenderer`, a view's `draw(_:)`) is flipped,
/// as on iOS: origin top-left, y down, in points of its scale. A PDF context has Core Graphics'
/// space too, its page's: the origin at the media box's bottom-left, y up.
public final class CGContext {
    /// The size in pixels (0 for a PDF context, as in Core Graphics).
    public let width: Int
    public let height: Int
    /// What has been drawn, back to front, in pixel space (top-left origin, y down); for a PDF
    /// context, on the current page, in points from the media box's top-left.
    package private(set) var items: [DisplayItem] = []
    /// The pixel space's drawable area: the bitmap's pixels, or a PDF context's page.
    private(set) var deviceArea: CGRect
    /// The document a PDF context writes (nil for a bitmap context).
    var pdf: _PDFContextState?

    /// The graphics state `saveGState` keeps and `restoreGState` brings back.
    struct GState {
        var ctm: CGAffineTransform
        /// Setting a colour ends painting with a pattern.
        var fillColor = Color.black { didSet { fillPattern = nil } }
        var strokeColor = Color.black { didSet { strokePattern = nil } }
        /// The pattern fills and strokes paint with instead of their colour (CGContext+Patterns.swift).
        var fillPattern: PatternPaint?
        var strokePattern: PatternPaint?
        /// Where pattern tiling starts, in default user space.
        var patternPhase = CGSize.zero
        /// What glyphs are drawn with (CGContext+Text.swift).
        var font: CGFont?
        var fontSize: CGFloat = 12
        var characterSpacing: CGFloat = 0
        var textDrawingMode = CGTextDrawingMode.fill
        var stroke = StrokeStyle()
        var alpha = 1.0
        var clips: [DisplayClip] = []
        var blendMode = CGBlendMode.normal
        // Kept, not drawn (see CGContext+State.swift).
        var flatness: CGFloat = 0.6
        var renderingIntent = CGColorRenderingIntent.defaultIntent
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?) = (.zero, 0, nil)
        /// How many components the fill and stroke colour spaces take with alpha: 4 (RGB), 2 (gray), 1 (patterns).
        var fillSpaceComponents = 4
        var strokeSpaceComponents = 4
    }

    var state: GState
    /// Maps the context's default user space to its pixels (where patterns are anchored).
    private(set) var baseTransform: CGAffineTransform
    /// Maps text space to user space. Core Graphics docs: "the text matrix is not a part of the
    /// graphics state".
    public var textMatrix = CGAffineTransform.identity
    private var saved: [GState] = []
    /// The path being built, in pixel space: as in Core Graphics, points are mapped by the CTM
    /// when they are added, so a later change of the CTM does not move them.
    var currentPath = PathData()

    /// A bitmap context (Core Graphics' space: y up). `data`, `bitsPerComponent`, `bytesPerRow`,
    /// `space` and `bitmapInfo` are accepted; nil when a dimension is not positive.
    // Flipbook: the context records its drawing; `data` is never written.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0 else { return nil }
        self.init(width: width, height: height,
                  baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        let components = space.name == CGColorSpace.genericGrayGamma2_2 ? 1 : 3
        let hasAlpha = CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F).map { $0 != .none } ?? true
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerComponent * (components + (hasAlpha ? 1 : 0))
        self.bytesPerRow = bytesPerRow > 0 ? bytesPerRow : (width * self.bitsPerPixel + 7) / 8
        self.colorSpace = space
        self.alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F) ?? .premultipliedLast
    }

    /// The alpha layout the context was made with (UIKit's contexts: premultiplied first, as on iOS).
    public private(set) var alphaInfo = CGImageAlphaInfo.premultipliedFirst

    /// Bits per component of the bitmap (8 for UIKit's contexts).
    public private(set) var bitsPerComponent = 8
    /// Bits per pixel of the bitmap (32 for UIKit's contexts: RGBA).
    public private(set) var bitsPerPixel = 32
    /// Bytes per row of the bitmap.
    public private(set) lazy var bytesPerRow = width * 4
    /// The colour space the context was made with (sRGB for UIKit's contexts).
    public private(set) var colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()

    /// A bitmap context, as `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`,
    /// that calls `releaseCallback` with `releaseInfo` and `data` when it goes (to free `data`).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
                             releaseInfo: UnsafeMutableRawPointer?) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                  space: space, bitmapInfo: bitmapInfo)
        onRelease = releaseCallback.map { release in { release(releaseInfo, data) } }
    }

    /// What the maker of a bitmap context asked to be called when it goes.
    private var onRelease: (() -> Void)?


    /// A context whose user space maps to its pixels by `baseTransform` (UIKit's: a scale, y down).
    package init(width: Int, height: Int, baseTransform: CGAffineTransform) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.baseTransform = baseTransform
        deviceArea = CGRect(x: 0, y: 0, width: max(width, 0), height: max(height, 0))
        state = GState(ctm: baseTransform)
    }

    deinit {
        // Quartz 2D Programming Guide: a PDF context released without closePDF() completes its document.
        if pdf != nil { closePDF() }
        onRelease?()
    }

    /// Forgets what was drawn and starts afresh on an area `area` large whose user space maps to
    /// it by `baseTransform`, with the graphics state's defaults (a PDF context's new page).
    func startRecording(area: CGRect, baseTransform: CGAffineTransform) {
        items = []
        saved = []
        currentPath = PathData()
        deviceArea = area
        self.baseTransform = baseTransform
        state = GState(ctm: baseTransform)
    }

    /// A picture of everything drawn so far (nil for a PDF context: it has no bitmap).
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0, pdf == nil else { return nil }
        return CGImage(picture: items, width: width, height: height)
    }

    // MARK: Graphics state

    public func saveGState() { saved.append(state) }

    /// Core Graphics docs: the path is not part of the graphics state.
    public func restoreGState() {
        if let last = saved.popLast() { state = last }
    }

    /// The current transformation matrix: user space to the context's pixels.
    public var ctm: CGAffineTransform { state.ctm }
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current CTM (to user-space points first).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill colour; a pattern colour's pattern paints fills (`setFillPattern`).
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color.color
        state.fillPattern = color.pattern.map { PatternPaint(pattern: $0, color: color.color) }
    }
    /// Sets the stroke colour; a pattern colour's pattern paints strokes.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color.color
        state.strokePattern = color.pattern.map { PatternPaint(pattern: $0, color: color.color) }
    }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).color
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha).color
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha).color }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha).color }

    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = Double(limit) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPattern = lengths.map(Double.init)
        state.stroke.dashPhase = Double(phase)
    }
    /// The opacity every later drawing is painted with (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }
    // Flipbook: kept; .clear paints nothing, every other mode paints source-over.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    // Flipbook: a shadow is accepted and not drawn (a layer's `shadow…` properties draw one).
    // Flipbook: the shadow is kept in the graphics state, not drawn: the renderer has no blur.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { state.shadow = (offset, blur, color) }
    /// A shadow of one third black (Core Graphics' default shadow colour).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
    // Flipbook: accepted; the renderer always anti-aliases by exact coverage.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    // Flipbook: accepted; the renderer always anti-aliases by exact coverage.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    // Flipbook: kept; images are sampled by the renderer's one filter.
    public var interpolationQuality = CGInterpolationQuality.default

    // MARK: The current path

    public func beginPath() { currentPath = PathData() }
    public func move(to point: CGPoint) { currentPath.append(.move(point.applying(state.ctm))) }
    public func addLine(to point: CGPoint) { currentPath.append(.line(point.applying(state.ctm))) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { i == 0 ? move(to: p) : addLine(to: p) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.append(.quad(control: control.applying(state.ctm), to: end.applying(state.ctm)))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.append(.cubic(control1: control1.applying(state.ctm), control2: control2.applying(state.ctm), to: end.applying(state.ctm)))
    }
    public func addRect(_ rect: CGRect) { currentPath.appendRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { currentPath.appendEllipse(in: rect, transform: state.ctm) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let mutable = CGMutablePath(data: currentPath)
        mutable.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: clockwise, transform: state.ctm)
        currentPath = mutable.data
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let mutable = CGMutablePath(data: currentPath)
        mutable.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
        currentPath = mutable.data
    }
    public func addPath(_ other: CGPath) { currentPath.append(contentsOf: other.data, transform: state.ctm) }
    public func closePath() { currentPath.append(.close) }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point in user space.
    public var currentPointOfPath: CGPoint { (currentPath.currentPoint ?? .zero).applying(state.ctm.inverted()) }
    /// The path in user space.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(data: currentPath.applying(state.ctm.inverted())) }
    public var boundingBoxOfPath: CGRect { currentPath.isEmpty ? .null : currentPath.applying(state.ctm.inverted()).controlPointBounds }

    // MARK: Painting

    /// Fills the current path by `rule` and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(currentPath, as: .fill(rule))
        currentPath = PathData()
    }

    /// Strokes the current path with the graphics state's line and clears it.
    public func strokePath() {
        paint(currentPath, as: .stroke(state.stroke))
        currentPath = PathData()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .fillStroke: paint(currentPath, as: .fill(.winding))
        case .eoFill, .eoFillStroke: paint(currentPath, as: .fill(.evenOdd))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            paint(currentPath, as: .stroke(state.stroke))
        }
        currentPath = PathData()
    }

    /// Fills `rect` (the current path is left alone).
    public func fill(_ rect: CGRect) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, state.fillColor.alpha > 0, isPaintable else { return }
        if state.fillPattern != nil { return paint(PathData.rect(rect, transform: state.ctm), as: .fill(.winding)) }
        append(DisplayItem(transform: ProjectiveTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY)
                                                            .concatenating(state.ctm)),
                           size: rect.size, content: .fill(state.fillColor)))
    }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    public func stroke(_ rect: CGRect) { paint(PathData.rect(rect, transform: state.ctm), as: .stroke(state.stroke)) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var line = state.stroke
        line.lineWidth = Double(width)
        paint(PathData.rect(rect, transform: state.ctm), as: .stroke(line))
    }
    public func fillEllipse(in rect: CGRect) {
        var ellipse = PathData()
        ellipse.appendEllipse(in: rect, transform: state.ctm)
        paint(ellipse, as: .fill(.winding))
    }
    public func strokeEllipse(in rect: CGRect) {
        var ellipse = PathData()
        ellipse.appendEllipse(in: rect, transform: state.ctm)
        paint(ellipse, as: .stroke(state.stroke))
    }
    /// Strokes the segments between each pair of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = PathData()
        var i = 0
        while i + 1 < points.count {
            segments.append(.move(points[i].applying(state.ctm)))
            segments.append(.line(points[i + 1].applying(state.ctm)))
            i += 2
        }
        paint(segments, as: .stroke(state.stroke))
    }

    /// Makes `rect` transparent.
    // Flipbook: what was drawn is recorded, not pixels; a clear that covers the whole context
    // (as a fresh context is often cleared) forgets it, any other paints nothing.
    public func clear(_ rect: CGRect) {
        let device = rect.applying(state.ctm)
        if state.clips.isEmpty, device.contains(deviceArea) { items.removeAll() }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's inside by `rule`, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append(DisplayClip(transform: .identity, path: currentPath, evenOdd: rule == .evenOdd))
        currentPath = PathData()
    }

    public func clip(to rect: CGRect) {
        state.clips.append(DisplayClip(transform: ProjectiveTransform(state.ctm), rect: rect.standardized))
    }

    public func clip(to rects: [CGRect]) {
        var union = PathData()
        for rect in rects { union.appendRect(rect, transform: state.ctm) }
        state.clips.append(DisplayClip(transform: .identity, path: union, evenOdd: false))
    }

    /// Maps `mask` into `rect` as an image is drawn there (its first row at the greatest y) and
    /// intersects the clip with it. Core Graphics docs: an image mask's samples act "as an
    /// 'inverse alpha' value"; an image (gray, no alpha) acts as an alpha mask.
    // Flipbook: an image with transparency clips by its alpha.
    public func clip(to rect: CGRect, mask: CGImage) { clip(to: rect, mask: mask, flipped: true) }

    private func clip(to rect: CGRect, mask: CGImage, flipped: Bool) {
        let rect = rect.standardized
        guard mask.width > 0, mask.height > 0, rect.width > 0, rect.height > 0 else {
            return state.clips.append(DisplayClip(transform: .identity, rect: .zero))
        }
        var clip = DisplayClip(transform: ProjectiveTransform(placement(of: mask, in: rect, flipped: flipped).concatenating(state.ctm)),
                               rect: CGRect(x: 0, y: 0, width: mask.width, height: mask.height))
        clip.imageMask = mask.displayMask
        state.clips.append(clip)
    }

    /// The clip's bounding box in user space (the whole context when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        var box = deviceArea
        for clip in state.clips {
            let corners = [CGPoint(x: clip.rect.minX, y: clip.rect.minY), CGPoint(x: clip.rect.maxX, y: clip.rect.minY),
                           CGPoint(x: clip.rect.minX, y: clip.rect.maxY), CGPoint(x: clip.rect.maxX, y: clip.rect.maxY)]
                .compactMap(clip.transform.apply)
            guard corners.count == 4 else { continue }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            box = box.intersection(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return box.isNull ? .zero : box.applying(state.ctm.inverted())
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` across the clip, each line across
    /// that axis one colour; `options` extend the end colours past the two ends.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        drawAxial(colors: gradient.colors, locations: gradient.locations, start: start, end: end,
                  extendStart: options.contains(.drawsBeforeStartLocation), extendEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Paints colours at locations (0…1) along `start` → `end` across the clip, the end colours
    /// carried on past the ends that extend.
    func drawAxial(colors: [Color], locations: [Double], start: CGPoint, end: CGPoint, extendStart: Bool, extendEnd: Bool) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, isPaintable else { return }
        // The gradient's own plane: x along start → end from `start`, y across it.
        let axis = CGAffineTransform(a: dx / length, b: dy / length, c: -dy / length, d: dx / length, tx: start.x, ty: start.y)
        let area = userSpaceArea.applying(axis.inverted())
        let x0 = extendStart ? min(area.minX, 0) : 0
        let x1 = extendEnd ? max(area.maxX, length) : length
        guard x1 > x0, area.height > 0 else { return }
        let span = Double(x1 - x0)
        let fill = DisplayGradient(kind: .axial, colors: colors, locations: locations,
                                   startPoint: CGPoint(x: Double(-x0) / span, y: 0.5),
                                   endPoint: CGPoint(x: Double(length - x0) / span, y: 0.5))
        let plane = CGAffineTransform(translationX: x0, y: area.minY).concatenating(axis).concatenating(state.ctm)
        append(DisplayItem(transform: ProjectiveTransform(plane), size: CGSize(width: x1 - x0, height: area.height),
                           content: .gradient(fill)))
    }

    /// Paints `gradient` from the circle (`startCenter`, `startRadius`) out to (`endCenter`, `endRadius`).
    // Flipbook: the circles share the end circle's centre; the start circle's inside always has the
    // first colour (as with drawsBeforeStartLocation).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        drawRadial(colors: gradient.colors, locations: gradient.locations, startRadius: startRadius, endCenter: endCenter,
                   endRadius: endRadius, extendStart: options.contains(.drawsBeforeStartLocation),
                   extendEnd: options.contains(.drawsAfterEndLocation))
    }

    /// Paints colours at locations (0…1) from the radius `startRadius` out to `endRadius` about
    /// `endCenter`, the outer colour carried on past the outer circle when its end extends.
    func drawRadial(colors: [Color], locations: [Double], startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                    extendStart: Bool, extendEnd: Bool) {
        guard isPaintable, startRadius != endRadius, max(startRadius, endRadius) > 0 else { return }
        // Outwards from the smaller circle: a gradient drawn inwards is the same gradient reversed.
        let inwards = endRadius < startRadius
        let inner = Double(min(startRadius, endRadius)), outer = Double(max(startRadius, endRadius))
        var colors = colors, locations = locations
        if inwards {
            colors.reverse()
            locations = locations.reversed().map { 1 - $0 }
        }
        locations = locations.map { (inner + $0 * (outer - inner)) / outer }
        let extends = inwards ? extendStart : extendEnd
        let r = CGFloat(outer)
        let circle = CGRect(x: endCenter.x - r, y: endCenter.y - r, width: 2 * r, height: 2 * r)
        let rect = extends ? userSpaceArea.union(circle) : circle
        guard rect.width > 0, rect.height > 0 else { return }
        let fill = DisplayGradient(kind: .radial, colors: colors, locations: locations,
                                   startPoint: CGPoint(x: (endCenter.x - rect.minX) / rect.width, y: (endCenter.y - rect.minY) / rect.height),
                                   endPoint: CGPoint(x: (endCenter.x + r - rect.minX) / rect.width, y: (endCenter.y + r - rect.minY) / rect.height))
        let plane = CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(state.ctm)
        append(DisplayItem(transform: ProjectiveTransform(plane), size: rect.size, content: .gradient(fill),
                           cornerRadius: extends ? 0 : r))
    }

    // MARK: Images

    /// Draws `image` into `rect`. As in Core Graphics, the image's first row goes at `rect`'s
    /// greatest y: upright in a Core Graphics context, upside down in a flipped (UIKit) one —
    /// `UIImage.draw(in:)` draws upright in both.
    // Flipbook: byTiling draws the one image in rect; the tiles are not repeated across the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        draw(image, in: rect, flipped: true)
    }

    /// Draws `image` into `rect`, its first row at `rect`'s least y when not `flipped` (what
    /// UIKit's image drawing does in its flipped contexts).
    package func draw(_ image: CGImage, in rect: CGRect, flipped: Bool) {
        let rect = rect.standardized
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0, isPaintable else { return }
        if image.isMask {
            // Core Graphics docs: an image mask is painted with the fill colour where it lets paint through.
            saveGState()
            clip(to: rect, mask: image, flipped: flipped)
            fill(rect)
            return restoreGState()
        }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let toPixels = ProjectiveTransform(placement(of: image, in: rect, flipped: flipped).concatenating(state.ctm))
        switch image.content {
        case .bitmap(let bitmap):
            append(DisplayItem(transform: toPixels, size: CGSize(width: w, height: h), content: .image(bitmap, .scaleToFill)))
        case .picture(let pictured):
            draw(picture: pictured, size: CGSize(width: w, height: h), toPixels: toPixels)
        }
    }

    /// Maps `image`'s pixels onto `rect` (user space): its first row at the greatest y, or, when
    /// not `flipped`, at the least.
    private func placement(of image: CGImage, in rect: CGRect, flipped: Bool) -> CGAffineTransform {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        return flipped
            ? CGAffineTransform(a: rect.width / w, b: 0, c: 0, d: -rect.height / h, tx: rect.minX, ty: rect.maxY)
            : CGAffineTransform(a: rect.width / w, b: 0, c: 0, d: rect.height / h, tx: rect.minX, ty: rect.minY)
    }

    /// Draws a picture of `size` pixels (`(0, 0)` its top-left corner) mapped by `toPixels`:
    /// only what lies inside its rectangle shows.
    func draw(picture: [DisplayItem], size: CGSize, toPixels: ProjectiveTransform) {
        let frame = DisplayClip(transform: toPixels, rect: CGRect(origin: .zero, size: size))
        for item in picture {
            items.append(item.mapped(by: toPixels, opacity: state.alpha, adding: state.clips + [frame]))
        }
    }

    // MARK: Flipbook additions for the modules above

    /// Draws a picture whose items are in a plane that `transform` maps to user space (a layer's
    /// rendering, `CALayer.render(in:)`).
    package func draw(picture: [DisplayItem], transform: ProjectiveTransform) {
        guard isPaintable else { return }
        let toPixels = transform.concatenating(ProjectiveTransform(state.ctm))
        for item in picture { items.append(item.mapped(by: toPixels, opacity: state.alpha, adding: state.clips)) }
    }

    /// Draws one item given in user space (text, for UIKit's string drawing), with the state's
    /// opacity and clip.
    package func draw(_ item: DisplayItem) {
        guard isPaintable else { return }
        append(item.mapped(by: ProjectiveTransform(state.ctm)))
    }

    /// The current fill colour (UIKit's string drawing uses it when no colour is given).
    package var fillColor: Color { state.fillColor }

    // MARK: Recording

    /// Whether drawing now can show: the CTM is invertible and the paint is not fully transparent.
    var isPaintable: Bool {
        state.alpha > 0 && state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c != 0
    }

    /// The user-space box of the context's pixels (where a gradient can show).
    private var userSpaceArea: CGRect {
        deviceArea.applying(state.ctm.inverted())
    }

    /// Paints `devicePath` (pixel space) by `paint` with the fill or the stroke colour (or
    /// pattern): in user space, so that a stroke's width and dashes follow the CTM in force when
    /// it is painted, as in Core Graphics.
    private func paint(_ devicePath: PathData, as paint: PathPaint) {
        let color: Color, pattern: PatternPaint?
        switch paint {
        case .fill: (color, pattern) = (state.fillColor, state.fillPattern)
        case .stroke(let line):
            guard line.lineWidth > 0 else { return }
            (color, pattern) = (state.strokeColor, state.strokePattern)
        }
        guard !devicePath.isEmpty, color.alpha > 0, isPaintable else { return }
        var tiles: DisplayPattern?
        if let pattern {
            tiles = pattern.tiles(in: self)
            guard tiles != nil else { return }
        }
        let userPath = devicePath.applying(state.ctm.inverted())
        let box = userPath.controlPointBounds
        append(DisplayItem(transform: ProjectiveTransform(state.ctm),
                           size: CGSize(width: max(box.maxX, 0), height: max(box.maxY, 0)),
                           content: .path(DisplayPath(path: userPath, color: color, paint: paint, pattern: tiles))))
    }

    /// Records `item` (its transform already to pixels) with the state's opacity and clip;
    /// a `.clear` blend mode paints nothing.
    func append(_ item: DisplayItem) {
        guard state.blendMode != .clear else { return }
        var item = item
        item.opacity *= state.alpha
        item.clips += state.clips
        items.append(item)
    }
}

extension PathData {
    /// A rectangle's outline, mapped by `transform`.
    fileprivate static func rect(_ rect: CGRect, transform: CGAffineTransform) -> PathData {
        var outline = PathData()
        outline.appendRect(rect, transform: transform)
        return outline
    }
}

#endif
