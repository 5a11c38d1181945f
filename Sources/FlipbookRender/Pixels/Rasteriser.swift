//  Rasteriser.swift — FlipbookRender
//  Flipbook's display list → pixels: one inverse-mapping path for affine and perspective items,
//  anti-aliasing by covered area, source-over in premultiplied sRGB. Status: complete.

import Foundation
import FlipbookGraphics

/// Paints a display list into a pixel buffer.
///
/// Every item is drawn the same way, whatever its transform: the pixels its quad can touch
/// are found from its four mapped corners, and each of them is mapped back through the
/// inverse transform into the item's local plane (and each clip's plane) and tested there.
/// Colours are composited source-over in premultiplied, gamma-encoded sRGB, as Core Animation
/// does: `out = src + dst × (1 − src.a)`.
///
/// Edges are anti-aliased by each pixel's covered area, exact wherever it can be had (see
/// `paint` in `Rasteriser+Coverage.swift`):
/// - an item that is only scaled and moved, clipped by nothing but sharp rectangles that are
///   too (or sharp, in one rounded clip that is), gets every pixel's exact area as a column's
///   overlap times a row's (`paintAxisAligned`), rounded corners aside;
/// - any other item — turned, in perspective, clipped otherwise — has inside-ness evaluated at
///   the pixel grid's corners: a pixel whose corners agree is wholly in or out, and one they
///   disagree on gets its exact area when only straight edges cross it (`_StraightEdges`).
/// Only what is not made of straight lines falls back to 4 × 4 stratified samples: pixels that
/// reach into a rounded corner, and every pixel of a shape or clip thinner than
/// `thinShapePixels` (which can pass between a pixel's corners). A pixel holding a sharp
/// vertex is measured whatever its corners say.
///
/// Paths (shape layers) are covered by scanlines instead, exact across each of 16 per pixel row
/// (`Rasteriser+Paths.swift`); shadows are such a coverage blurred (`+Shadows`); an item cut by
/// a path — a layer's mask — is painted onto a clear canvas and composited through the path's
/// coverage (`+Masks`); a backdrop blurs what is painted beneath it (`+Backdrops`).
///
/// Text is not painted here (the text pass draws it as characters), except runs whose
/// on-screen scale or angle makes characters meaningless: those are *greeked* into bars
/// (see `isGreeked(_:viewport:)`).
///
/// Alongside the pixels the rasteriser records, per pixel, how much of the light beneath the
/// items comes through them (`transmittance`), and for each readable text run how much comes
/// through what was painted after it (`textMarks`): text shows through what covers it by that
/// share, as on the device, and not at all under what is opaque.
///
/// A rasteriser keeps its scratch buffers from frame to frame: after the first frames of a
/// given size, `render` allocates nothing, but to keep the paint of an item that has just
/// stopped changing (see `Rasteriser+ItemCache.swift`). It is not thread-safe; use one per
/// renderer.
public final class Rasteriser {
    // MARK: Constants

    /// Supersamples per pixel side for a pixel on an edge (4 × 4 = 16 samples, stratified).
    static let supersamplesPerSide = 4
    /// A shape or clip thinner than this many pixels may fall between pixel corners, so
    /// pixels whose corners agree also get their centre tested.
    static let thinShapePixels = 1.5

    /// The stratified samples' offsets in a pixel, 16 across then 16 down (see `supersampledCoverage`).
    static let sampleOffsets: [Double] = {
        let n = supersamplesPerSide
        let slot = 1 / Double(n * n)
        var offsets = [Double](repeating: 0, count: 2 * n * n)
        for j in 0..<n {
            for i in 0..<n {
                offsets[j * n + i] = (Double(n * i + j) + 0.5) * slot
                offsets[n * n + j * n + i] = (Double(n * j + n - 1 - i) + 0.5) * slot
            }
        }
        return offsets
    }()

    // MARK: Output

    /// Per pixel (row-major, `transmittanceWidth × transmittanceHeight`), the share of the
    /// light beneath the frame's items that comes through them: Π (1 − coverage × alpha) over
    /// the items painted there — 1 where nothing painted, 0 under anything opaque.
    ///
    /// Overwritten by the next `render`; holding a copy across frames makes that render copy
    /// the plane instead of reusing it.
    public private(set) var transmittance: [Float] = []
    /// The width of the `transmittance` plane (the last buffer's width).
    public private(set) var transmittanceWidth = 0
    /// The height of the `transmittance` plane (the last buffer's height).
    public private(set) var transmittanceHeight = 0
    /// The last `render`'s readable text runs (greeked ones aside), in display-list order:
    /// where each may write characters, and how much of it comes through what was painted
    /// after it (`textMarkCover`).
    @exclusivity(unchecked) var textMarks: [_TextMark] = []
    /// Per pixel of each mark's box (row-major from its `offset`): while rendering, the
    /// transmittance before the run; after `render`, that of the items painted after it.
    @exclusivity(unchecked) var textMarkCover: [Float] = []
    /// Per pixel of each mark's box: what was painted beneath the run (premultiplied).
    @exclusivity(unchecked) var textMarkUnder: [PremultipliedPixel] = []
    /// The pixels the last `render` may have painted over its background: every pixel outside
    /// this box is the background exactly (the blit fills those cells without reading them).
    @exclusivity(unchecked) var paintedBox = _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    // MARK: Per-frame state

    /// The background of the last `render` (nil before the first).
    private var lastBackground: PremultipliedPixel?
    /// How many times `render` has run (for the decoded images' lifetimes).
    var renderCount = 0
    /// How many decoded images the current render has drawn.
    @exclusivity(unchecked) var imagesDrawnThisRender = 0

    // MARK: Per-item scratch (the item being drawn; storage kept between frames)
    //
    // The scratch arrays, and the per-item state and the text marks above, are reached several
    // times per item, and a class property's accesses are checked for exclusivity at run time (a
    // thread-local access set), which costs as much as the pixels of a small item. They are only
    // accessed from `render`, on one thread (the class is not thread-safe), never overlapping:
    // the run-time check is turned off for them.

    /// The current item's clips, prepared once per item (`prepareClips`).
    @exclusivity(unchecked) var clipPlanes: [_ClipPlane] = []
    /// The current item's clips' local → pixel maps, as `clipPlanes`.
    @exclusivity(unchecked) var clipToPixelMaps: [ProjectiveTransform] = []
    /// The current item's clips in pixel space (for where their sides cross).
    @exclusivity(unchecked) var clipQuads: [_PixelQuad] = []
    /// Whether any of the current item's clips is thinner than `thinShapePixels`.
    @exclusivity(unchecked) var clipsAreThin = false
    /// What the current item's clips are, for the exact-area path.
    @exclusivity(unchecked) var axisClipForm = _AxisClipForm.rectangles
    /// What the current item's sharp clips leave, when they all scale and move only.
    @exclusivity(unchecked) var axisClip = _AxisClip()
    /// Pixels holding a sharp vertex of a clip or the shape, interleaved x, y.
    @exclusivity(unchecked) var vertexPixels: [Int] = []
    /// How many entries of `vertexPixels` belong to the current item's clips.
    @exclusivity(unchecked) var clipVertexCount = 0
    /// The local points of the pixel row being painted, for a perspective item's per-pixel reads.
    let rowMap = _RowMap()
    /// Two rows of corner inside-ness, `2 × (box width + 1)`.
    @exclusivity(unchecked) var cornerRows: [UInt8] = []
    /// The current item's straight edges as lines of pixel space (see `_StraightEdges`).
    @exclusivity(unchecked) var edgeLines: [_PixelLine] = []
    /// Its rounded corners' squares as pixel-space boxes (see `_StraightEdges`).
    @exclusivity(unchecked) var edgeCornerBoxes: [SIMD4<Double>] = []
    /// Per column of an axis-aligned item's box: its share of the shape (see `paintAxisAligned`).
    @exclusivity(unchecked) var columnScratch: [_AxisColumn] = []
    /// Per column of that box, then for the current row: its corner spans (see `paintAxisAligned`).
    @exclusivity(unchecked) var spanScratch: [_CornerSpan] = []
    /// Per column of that box, for an image: its texel columns (see `paintAxisAligned`).
    @exclusivity(unchecked) var imageColumnScratch: [_ImageSource.Column] = []
    /// Greeked runs' lines, set as the text pass sets them (and cached by text).
    let greekLayout = RunLayout()
    /// The current path item's polylines: flattened, trimmed, dashed, and its stroke's outline.
    @exclusivity(unchecked) var pathLines = Polylines()
    @exclusivity(unchecked) var pathTrimmed = Polylines()
    @exclusivity(unchecked) var pathDashed = Polylines()
    @exclusivity(unchecked) var pathOutline = Polylines()
    /// Its polygons' edges in pixel space, whether they all mapped in front of the eye, and their extent.
    @exclusivity(unchecked) var pathEdges: [_PathEdge] = []
    @exclusivity(unchecked) var pathEdgesAreFinite = true
    @exclusivity(unchecked) var pathMinX = 0.0, pathMinY = 0.0, pathMaxX = 0.0, pathMaxY = 0.0
    /// Its edges by starting row (offsets per row, the edges, a fill count per row), the edges a
    /// row crosses, and one sub-scanline's crossings.
    @exclusivity(unchecked) var pathRowStarts: [Int32] = []
    @exclusivity(unchecked) var pathOrder: [Int32] = []
    @exclusivity(unchecked) var pathFill: [Int32] = []
    @exclusivity(unchecked) var pathActive: [Int32] = []
    @exclusivity(unchecked) var pathCrossings: [_PathCrossing] = []
    /// Per column of its box, the current row's coverage of end pixels and of whole spans (as differences).
    @exclusivity(unchecked) var pathCover: [Float] = []
    @exclusivity(unchecked) var pathDelta: [Float] = []
    /// The coverage of the row just finished, per column of the box.
    @exclusivity(unchecked) var pathRowCoverage: [Float] = []
    /// A shadow's coverage plane, padded by its blur's reach; the blur's other plane and kernel.
    @exclusivity(unchecked) var shadowPlane: [Float] = []
    @exclusivity(unchecked) var shadowTemporary: [Float] = []
    @exclusivity(unchecked) var shadowKernel: [Float] = []
    /// Shadows of items seen in perspective, kept blurred in their planes, and how many were made.
    @exclusivity(unchecked) var planeShadows: [_PlaneShadow] = []
    @exclusivity(unchecked) var shadowPlanesMade = 0
    /// The current gradient item's colours, `_GradientSource.tableSize` of them.
    @exclusivity(unchecked) var gradientTable: [PremultipliedPixel] = []
    /// The period of the pattern last painted, rasterised (see `Rasteriser+Patterns.swift`).
    @exclusivity(unchecked) var patternTile: _PatternTile?
    /// The picture mask last drawn and the share each of its pixels lets through (see `Rasteriser+Masks.swift`).
    @exclusivity(unchecked) var pictureMask: (mask: DisplayImageMask, coverage: [UInt8])?
    /// A masked item's share inside every path clip over its box, and one path's coverage.
    @exclusivity(unchecked) var maskPlane: [Float] = []
    @exclusivity(unchecked) var maskRows: [Float] = []
    /// A backdrop's plane: the pixels beneath it as they were (`backdropInput`), blurred
    /// (`backdropPlane`, kept: see `drawBackdrop`), the blur's other plane, and what it was made from.
    @exclusivity(unchecked) var backdropInput: [PremultipliedPixel] = []
    @exclusivity(unchecked) var backdropPlane: [PremultipliedPixel] = []
    @exclusivity(unchecked) var backdropTemporary: [PremultipliedPixel] = []
    /// A sharp, unturned backdrop's coverage per column of its box.
    @exclusivity(unchecked) var backdropColumns: [Float] = []
    @exclusivity(unchecked) var backdropKey: _BackdropKey?
    /// The pixels of the item being kept painted (every `paint` call's box, joined).
    @exclusivity(unchecked) var itemBox = _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    // MARK: Kept between frames

    /// Images drawn lately, decoded, by the address of their bytes' storage (which each entry holds).
    @exclusivity(unchecked) var decodedImages: [UInt: _DecodedImage] = [:]
    /// Items kept painted from frame to frame (see `Rasteriser+ItemCache.swift`).
    @exclusivity(unchecked) var itemCache = _ItemCache()

    // MARK: Test hooks (debug builds only: FLIPBOOK_TEST_HOOKS, see Package.swift)

    #if FLIPBOOK_TEST_HOOKS
    /// Pixels the last `render` examined (see `Rasteriser+Testing.swift`).
    var visitedPixelCount = 0
    /// The faster paths in use: all of them, but in tests that hold one to the slower way it
    /// stands for (see `Rasteriser+Testing.swift`).
    @exclusivity(unchecked) var fastPaths = FastPaths.all
    #else
    /// The faster paths in use: all of them, a constant, so each test of one folds away.
    @inline(__always) var fastPaths: FastPaths { .all }
    #endif

    /// Ways of painting the same pixels faster, each checked by tests against the way it replaces.
    package struct FastPaths: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// Items that only scale and move take the exact-area path (`paintAxisAligned`); without
        /// it, the general path's 16 samples.
        package static let exactAreaForAxisAligned = FastPaths(rawValue: 1)
        /// That path samples images by pixel column and row; without it, it maps every pixel centre.
        package static let imagesByColumnAndRow = FastPaths(rawValue: 2)
        /// Samples of affine items skip the tests their local bound decides (see `_VectorSampler`);
        /// without it, every sample makes every test.
        package static let skippedSampleTests = FastPaths(rawValue: 4)
        /// Clipped items' samples are tested 16 at a time (`_VectorSampler.clippedFraction`);
        /// without it, one by one by the scalar tester.
        package static let vectorisedClippedSamples = FastPaths(rawValue: 8)
        /// A row of corners is found from its run's ends (`_CoverageTester.evaluateCornersByRun`);
        /// without it, corner by corner.
        package static let cornerRuns = FastPaths(rawValue: 16)
        /// Images are decoded once and kept while drawn frame after frame
        /// (`decodedTexels(of:toComponent:)`);
        /// without it, every sample decodes its four texels.
        package static let decodedImages = FastPaths(rawValue: 32)

        /// Pixels of other items that only straight edges cross (near no rounded corner) get
        /// their exact area (`_StraightEdges`); without it, 16 samples.
        package static let exactAreaOnStraightEdges = FastPaths(rawValue: 64)
        /// Images, turned shapes and small ones unchanged from frame to frame are painted once and
        /// their pixels composited after (`drawCacheable`); without it, every frame paints every item.
        package static let cachedItems = FastPaths(rawValue: 128)
        /// Sharp turned shapes a few pixels across that no clip cuts get each pixel's exact area
        /// directly (`paintSmallQuad`); without it, the general loop (which finds the same areas).
        package static let smallQuads = FastPaths(rawValue: 256)

        package static let all: FastPaths = [.exactAreaForAxisAligned, .imagesByColumnAndRow, .skippedSampleTests,
                                             .vectorisedClippedSamples, .cornerRuns, .decodedImages,
                                             .exactAreaOnStraightEdges, .cachedItems, .smallQuads]
    }

    public init() {}

    /// The share of the light beneath the last frame's items that comes through them at pixel
    /// `(x, y)` (1 outside the plane).
    public func transmittance(x: Int, y: Int) -> Float {
        guard x >= 0, y >= 0, x < transmittanceWidth, y < transmittanceHeight else { return 1 }
        return transmittance[y * transmittanceWidth + x]
    }

    /// The share of text item `index`'s light that comes through what the last frame painted
    /// after it, at pixel `(x, y)`; nil if the item was not a readable run or the pixel lies
    /// outside where it may write.
    public func textTransmittance(ofItem index: Int, x: Int, y: Int) -> Float? {
        textMarks.withUnsafeBufferPointer { marks in
            textMarkCover.withUnsafeBufferPointer { cover in
                _TextMarks(marks: marks, cover: cover, under: UnsafeBufferPointer(start: nil, count: 0))
                    .pixel(ofItem: index, x: x, y: y).map { cover[$0] }
            }
        }
    }

    // MARK: Rendering

    /// Paints `list` into `buffer`, resized to the viewport's pixel grid.
    ///
    /// The whole grid starts as `background` (the scene's own backdrop is transparent black
    /// over it), then every item is composited in order.
    public func render(_ list: DisplayList, viewport: Viewport, background: Color, into buffer: inout PixelBuffer) {
        render(list, viewport: viewport, background: background, into: &buffer, holdsLastFrame: false)
    }

    private static func sameBits(_ a: PremultipliedPixel, _ b: PremultipliedPixel) -> Bool {
        unsafeBitCast(a, to: SIMD4<UInt32>.self) == unsafeBitCast(b, to: SIMD4<UInt32>.self)
    }

    /// `render`, told whether `buffer` holds exactly what this rasteriser's last `render` left
    /// in it (a renderer's own buffer, touched by nothing else): then, at the same size and
    /// background, only the pixels the last frame painted need clearing — the others are
    /// still the background.
    func render(_ list: DisplayList, viewport: Viewport, background: Color, into buffer: inout PixelBuffer,
                holdsLastFrame: Bool) {
        let width = viewport.pixelWidth, height = viewport.pixelHeight
        let fill = PremultipliedPixel(background)
        let sameGrid = buffer.width == width && buffer.height == height && buffer.storage.count == width * height
        if holdsLastFrame && sameGrid && lastBackground.map({ Self.sameBits($0, fill) }) == true {
            buffer.clear(paintedBox.x0..<paintedBox.x1, paintedBox.y0..<paintedBox.y1, to: fill)
        } else {
            buffer.resize(width: width, height: height, fill: fill)
        }
        lastBackground = fill
        // Outside the last painted box the plane is still 1: only the box is reset.
        if transmittanceWidth == width && transmittanceHeight == height && transmittance.count == width * height {
            transmittance.withUnsafeMutableBufferPointer { cover in
                for y in paintedBox.y0..<paintedBox.y1 {
                    (cover.baseAddress! + y * width + paintedBox.x0).update(repeating: 1, count: paintedBox.width)
                }
            }
        } else {
            transmittanceWidth = width
            transmittanceHeight = height
            transmittance.removeAll(keepingCapacity: true)
            transmittance.append(contentsOf: repeatElement(1, count: width * height))
        }
        textMarks.removeAll(keepingCapacity: true)
        textMarkCover.removeAll(keepingCapacity: true)
        textMarkUnder.removeAll(keepingCapacity: true)
        #if FLIPBOOK_TEST_HOOKS
        visitedPixelCount = 0
        #endif
        renderCount &+= 1
        defer { dropUndrawnImages() }
        paintedBox = _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        guard width > 0, height > 0, viewport.cellWidthsPerPoint > 0 else { return }

        let pointsToPixels = viewport.pointsToPixels
        let bufferBox = _PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        prepareItemCache(count: list.items.count, pointsToPixels: pointsToPixels, width: width, height: height)
        let cachesItems = fastPaths.contains(.cachedItems)
        buffer.storage.withUnsafeMutableBufferPointer { pixels in
            transmittance.withUnsafeMutableBufferPointer { cover in
                let target = _RasterTarget(pixels: pixels.baseAddress!, cover: cover.baseAddress!, width: width)
                defer { finishTextMarks(target: target) }
                list.items.withUnsafeBufferPointer { items in
                    for index in items.indices {
                        // Items are read in place: a copy would retain their content and clips.
                        let item = items.baseAddress! + index
                        if case .text = item.pointee.content, !Self.isGreeked(item.pointee, viewport: viewport) {
                            if cachesItems { itemCache.forget(index) }
                            markText(item.pointee, index: index, viewport: viewport, bufferBox: bufferBox, target: target)
                            continue
                        }
                        let toPixels = item.pointee.transform.concatenating(pointsToPixels)
                        let shapeBox = Self.filledShapeBox(item, toPixels: toPixels, bufferBox: bufferBox)
                        let shown = shapeBox.map { !$0.isEmpty } ?? true
                        if shown && Self.hasMaskClip(item) {
                            if cachesItems { itemCache.forget(index) }
                            drawMasked(item, toPixels: toPixels, shapeBox: shapeBox,
                                       pointsToPixels: pointsToPixels, viewport: viewport, bufferBox: bufferBox, target: target)
                            continue
                        }
                        if cachesItems && shown && Self.isCacheable(item, toPixels: toPixels, shapeBox: shapeBox) {
                            drawCacheable(item, index: index, toPixels: toPixels, shapeBox: shapeBox,
                                          pointsToPixels: pointsToPixels, viewport: viewport, bufferBox: bufferBox,
                                          target: target)
                            continue
                        }
                        // Nothing kept for this index holds any more (nor keeps an image alive).
                        if cachesItems { itemCache.forget(index) }
                        guard shown else { continue }
                        draw(item, toPixels: toPixels,
                             shapeBox: shapeBox, pointsToPixels: pointsToPixels, viewport: viewport,
                             bufferBox: bufferBox, target: target)
                    }
                }
            }
        }
    }

    /// For a fill or a border, the pixels of the buffer its bounds can touch (empty when the
    /// item lies wholly off the buffer); nil for other content. `draw` and `prepareClips` reuse
    /// the box rather than map the corners again.
    @inline(always)
    private static func filledShapeBox(
        _ item: UnsafePointer<DisplayItem>, toPixels: ProjectiveTransform, bufferBox: _PixelBox
    ) -> _PixelBox? {
        switch item.pointee.content {
        case .fill, .border, .gradient, .backdrop: break
        case .image, .text, .path, .shadow: return nil
        }
        return _PixelBox.covering(CGRect(origin: .zero, size: item.pointee.size), under: toPixels, limit: bufferBox)
    }

    /// Paints one item, or returns before any per-pixel work when it cannot show.
    ///
    /// The item is read in place (`item` points into the display list). `toPixels` is its
    /// local → pixel map; `shapeBox`, for a fill or a border, the box of its bounds on the
    /// buffer (not empty: `render` skips those before any other work).
    func draw(
        _ item: UnsafePointer<DisplayItem>, toPixels: ProjectiveTransform, shapeBox: _PixelBox?,
        pointsToPixels: ProjectiveTransform, viewport: Viewport, bufferBox: _PixelBox, target: _RasterTarget
    ) {
        // A path is drawn wherever it reaches, whatever its item's rectangle (a shape layer's
        // bounds are often empty).
        switch item.pointee.content {
        case .path(let shape):
            guard item.pointee.opacity > 0 else { return }
            drawPath(item, shape, toPixels: toPixels, pointsToPixels: pointsToPixels,
                     bufferBox: bufferBox, target: target)
            return
        case .shadow(let shadow):
            guard item.pointee.opacity > 0 else { return }
            drawShadow(item, shadow, toPixels: toPixels, pointsToPixels: pointsToPixels, bufferBox: bufferBox, target: target)
            return
        case .backdrop(let backdrop):
            drawBackdrop(item, backdrop, toPixels: toPixels, pointsToPixels: pointsToPixels,
                         bufferBox: bufferBox, target: target)
            return
        default:
            break
        }
        // Hidden and transparent items never reach here (the display list drops them); guard anyway.
        let size = item.pointee.size, itemOpacity = item.pointee.opacity
        guard itemOpacity > 0, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let bounds = CGRect(origin: .zero, size: size)  // `localBounds`
        guard let inverse = toPixels.inverted() else { return }  // seen edge-on: nothing to paint
        let opacity = min(itemOpacity, 1)
        let radius = Double(item.pointee.cornerRadius)

        switch item.pointee.content {
        case .fill(let color):
            let pixel = PremultipliedPixel(color, opacity: opacity)
            guard pixel.w > 0 else { return }
            let shape = _ItemShape(outer: _RasterRoundedRect(bounds, cornerRadius: radius), hole: nil)
            guard let clipBox = prepareClips(item, shapeRect: bounds, shapeBox: shapeBox, toPixels: toPixels,
                                             pointsToPixels: pointsToPixels, bufferBox: bufferBox) else { return }
            paint(shape: shape, toPixels: toPixels, inverse: _PixelToLocal(inverse),
                  source: _SolidSource(pixel: pixel), clipBox: clipBox, clipBoxRect: bounds, target: target)

        case .border(let width, let color):
            let pixel = PremultipliedPixel(color, opacity: opacity)
            guard pixel.w > 0, width > 0 else { return }
            let outer = _RasterRoundedRect(bounds, cornerRadius: radius)
            let insetRect = bounds.insetBy(dx: width, dy: width)
            let hole = insetRect.width > 0 && insetRect.height > 0
                ? _RasterRoundedRect(insetRect, cornerRadius: max(outer.radius - Double(width), 0)) : nil
            guard let clipBox = prepareClips(item, shapeRect: bounds, shapeBox: shapeBox, toPixels: toPixels,
                                             pointsToPixels: pointsToPixels, bufferBox: bufferBox) else { return }
            paint(shape: _ItemShape(outer: outer, hole: hole), toPixels: toPixels, inverse: _PixelToLocal(inverse),
                  source: _SolidSource(pixel: pixel), clipBox: clipBox, clipBoxRect: bounds, target: target)

        case .image(let image, let mode):
            // The image's own rectangle may extend past the bounds; only clips cut it.
            let placed = mode.rect(forImageOfSize: image.size, in: bounds)
            guard placed.width > 0, placed.height > 0 else { return }
            let shape = _ItemShape(outer: _RasterRoundedRect(placed, cornerRadius: radius), hole: nil)
            guard let clipBox = prepareClips(item, shapeRect: placed, toPixels: toPixels,
                                             pointsToPixels: pointsToPixels, bufferBox: bufferBox) else { return }
            let pixelToLocal = _PixelToLocal(inverse)
            // Drawn small, the image is sampled from one of its halvings (see `mipLevel`),
            // chosen at the middle of what can show; a larger image than is kept decoded, never.
            let footprint = Self.texelFootprint(pixelToLocal, atPixelX: Double(clipBox.x0 + clipBox.x1) / 2,
                                                y: Double(clipBox.y0 + clipBox.y1) / 2,
                                                texelsPerPoint: (Double(image.width) / Double(placed.width),
                                                                 Double(image.height) / Double(placed.height)))
            let minified = footprint >= 2 && image.width * image.height <= Self.decodedImageTexelLimit
            Color.sRGB8ToComponent.withUnsafeBufferPointer { table in
                var decoded = decodedTexels(of: image, toComponent: table.baseAddress!)
                // Without the kept copy (a test turned it off), a minified draw decodes its own.
                if decoded == nil && minified { decoded = _DecodedImage(image, toComponent: table.baseAddress!, frame: renderCount) }
                let level = minified ? decoded.map { $0.levels[Self.mipLevel(footprint: footprint, count: $0.levels.count)] } : nil
                let width = level?.width ?? image.width, height = level?.height ?? image.height
                image.pixels.withUnsafeBufferPointer { bytes in
                    (level?.texels ?? decoded?.texels ?? []).withUnsafeBufferPointer { texels in
                        let source = _ImageSource(
                            bytes: bytes.baseAddress!, texels: decoded == nil ? nil : texels.baseAddress,
                            width: width, height: height, toComponent: table.baseAddress!,
                            originX: Double(placed.minX), originY: Double(placed.minY),
                            scaleX: Double(width) / Double(placed.width),
                            scaleY: Double(height) / Double(placed.height), opacity: Float(opacity))
                        paint(shape: shape, toPixels: toPixels, inverse: pixelToLocal,
                              source: source, clipBox: clipBox, clipBoxRect: placed, target: target)
                    }
                }
            }

        case .gradient(let gradient):
            _GradientSource.fill(&gradientTable, from: gradient, opacity: opacity)
            let shape = _ItemShape(outer: _RasterRoundedRect(bounds, cornerRadius: radius), hole: nil)
            guard let clipBox = prepareClips(item, shapeRect: bounds, shapeBox: shapeBox, toPixels: toPixels,
                                             pointsToPixels: pointsToPixels, bufferBox: bufferBox) else { return }
            let ends = gradient.endpoints(over: CGRect(origin: .zero, size: size))
            gradientTable.withUnsafeBufferPointer { table in
                let source = _GradientSource(table: table.baseAddress!, kind: gradient.kind,
                                             startX: ends.startX, startY: ends.startY, endX: ends.endX, endY: ends.endY)
                paint(shape: shape, toPixels: toPixels, inverse: _PixelToLocal(inverse),
                      source: source, clipBox: clipBox, clipBoxRect: bounds, target: target)
            }

        case .path, .shadow, .backdrop:
            break   // drawn above

        case .text(let run):
            guard Self.isGreeked(item.pointee, viewport: viewport) else { return }  // the text pass draws it
            let pixel = PremultipliedPixel(run.color, opacity: opacity * Self.greekedTextOpacity)
            guard pixel.w > 0, run.fontSize > 0 else { return }
            drawGreeked(item.pointee, run: run, toPixels: toPixels, inverse: _PixelToLocal(inverse), pixel: pixel,
                        pointsToPixels: pointsToPixels, bufferBox: bufferBox, target: target)
        }
    }

    /// Prepares the item's clips (their pixel → local maps, sharp vertices and thinness) and
    /// returns the pixel box everything visible must lie in: the buffer ∩ every clip's box ∩
    /// the box of `shapeRect`. Returns nil, before any clip is prepared when possible, if
    /// that box is empty. `shapeBox`, when the caller has it, is the box of `shapeRect` on the
    /// buffer (`_PixelBox.covering(shapeRect, under: toPixels, limit: bufferBox)`).
    func prepareClips(
        _ item: UnsafePointer<DisplayItem>, shapeRect: CGRect, shapeBox: _PixelBox? = nil, toPixels: ProjectiveTransform,
        pointsToPixels: ProjectiveTransform, bufferBox: _PixelBox
    ) -> _PixelBox? {
        // The item's own box first: an off-screen item costs four mapped corners and no more.
        var box = shapeBox ?? _PixelBox.covering(shapeRect, under: toPixels, limit: bufferBox)
        guard !box.isEmpty else { return nil }
        clipPlanes.removeAll(keepingCapacity: true)
        clipQuads.removeAll(keepingCapacity: true)
        clipToPixelMaps.removeAll(keepingCapacity: true)
        vertexPixels.removeAll(keepingCapacity: true)
        clipsAreThin = false
        axisClip = _AxisClip()
        axisClipForm = .rectangles
        // Most items have no clips: then the array is not even retained.
        if !item.pointee.clips.isEmpty {
            // The box first: a clip that holds all of it (most often a window's or a scroll
            // view's bounds) cuts no sample and is left out, and the item may keep a faster path.
            for clip in item.pointee.clips {
                box = _PixelBox.covering(clip.rect, under: clip.transform.concatenating(pointsToPixels), limit: box)
                guard !box.isEmpty else { return nil }
            }
            for clip in item.pointee.clips {
                // A path clip (a mask) is applied after the item is painted (`drawMasked`); a
                // gradient mask's rectangle cuts here, its alpha there.
                guard clip.path == nil else { continue }
                let clipToPixels = clip.transform.concatenating(pointsToPixels)
                let shape = _RasterRoundedRect(clip.rect, cornerRadius: Double(clip.cornerRadius))
                if shape.radius == 0 && _AxisClip.rectangle(clip.rect, under: clipToPixels, holds: box) { continue }
                // A clip seen edge-on (or singular) shows nothing of the item.
                guard let clipInverse = clipToPixels.inverted() else { return nil }
                switch axisClipForm {
                case .rectangles where shape.radius == 0, .oneRounded where shape.radius == 0:
                    if !axisClip.intersect(clip.rect, under: clipToPixels) { axisClipForm = .general }
                case .rectangles where _AxisClip.onlyScalesAndMoves(clipToPixels):
                    axisClipForm = .oneRounded(shape, clipToPixels)
                default:
                    axisClipForm = .general
                }
                clipPlanes.append(_ClipPlane(toLocal: _PixelToLocal(clipInverse), shape: shape))
                clipToPixelMaps.append(clipToPixels)
                if min(shape.width, shape.height) * clipToPixels.leastStretch(over: clip.rect) < Self.thinShapePixels {
                    clipsAreThin = true
                }
                appendVertexPixels(of: clip.rect, under: clipToPixels)
                // Where its sides cross an earlier clip's, the clipped region has a vertex too.
                let quad = _PixelQuad(clip.rect, under: clipToPixels)
                for other in clipQuads { appendCrossingPixels(of: quad, other) }
                clipQuads.append(quad)
            }
        }
        clipVertexCount = vertexPixels.count
        return box
    }

    /// Appends the pixels where a side of `a` crosses a side of `b`: vertices of the region
    /// inside both, which a pixel's corners can miss as they miss the shapes' own.
    func appendCrossingPixels(of a: _PixelQuad, _ b: _PixelQuad) {
        guard a.isFinite && b.isFinite else { return }
        for i in 0..<4 {
            for j in 0..<4 {
                if let (x, y) = _PixelQuad.crossing(a.side(i), b.side(j)) {
                    vertexPixels.append(Int(x.rounded(.down)))
                    vertexPixels.append(Int(y.rounded(.down)))
                }
            }
        }
    }

    /// Records the pixels holding the four mapped corners of `rect` (sharp vertices, where a
    /// shape can poke into a pixel without covering any of its corners).
    func appendVertexPixels(of rect: CGRect, under toPixels: ProjectiveTransform) {
        for corner in 0..<4 {
            let local = CGPoint(x: corner & 1 == 0 ? rect.minX : rect.maxX, y: corner < 2 ? rect.minY : rect.maxY)
            guard let p = toPixels.apply(local), abs(p.x) < 1e9, abs(p.y) < 1e9 else { continue }
            vertexPixels.append(Int(Double(p.x).rounded(.down)))
            vertexPixels.append(Int(Double(p.y).rounded(.down)))
        }
    }
}

/// Where the rasteriser writes: the pixel buffer's storage and the transmittance plane, both
/// `width` pixels a row. Valid only inside `render`'s pointer scopes.
struct _RasterTarget {
    let pixels: UnsafeMutablePointer<PremultipliedPixel>
    let cover: UnsafeMutablePointer<Float>
    let width: Int
}
