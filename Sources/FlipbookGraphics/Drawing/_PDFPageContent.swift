//  _PDFPageContent.swift — FlipbookGraphics
//  One PDF page's content stream, made from the display items a PDF context recorded: paths as
//  m/l/c/h/re painted by f, f* and S (with w, J, j, M, d), clips as W n, colours as rg/RG with
//  their alpha through ExtGState /ca /CA, images as XObjects, gradients as shadings (their alpha
//  a luminosity soft mask), text in Helvetica (ISO 32000-1 §8, §9, §11).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// A page's operators and the resources they name.
///
/// Each item is drawn between `q` and `Q`: its clips (in the page's device space), its opacity,
/// then its own plane by `cm` and what it paints there.
// Flipbook: shadows and backdrop blurs are not written; a perspective item is drawn with the
// affine map through three of its corners; a gradient mask clips to its rectangle; text outside
// Windows-1252 is written as "?"; a stroke's strokeStart/strokeEnd are not applied; a pattern fill
// is painted in its colour, not tiled, and an image-mask clip is not applied.
struct _PDFPageContent {
    private(set) var operators = ""
    private let document: _PDFDocument
    private var extGStates: [String: Int] = [:]
    private var alphaStates: [String: String] = [:]
    private var xObjects: [String: Int] = [:]
    private var shadings: [String: Int] = [:]
    private var fonts: [String: Int] = [:]
    /// The opacity of the item being drawn (what an alpha set inside it is multiplied by).
    private var itemOpacity = 1.0

    /// The content of `items` (in device space: y down from the page's top-left), mapped to the
    /// page by `deviceToPage`.
    init(items: [DisplayItem], deviceToPage: CGAffineTransform, document: _PDFDocument) {
        self.document = document
        emit(Self.matrix(deviceToPage) + " cm")
        for item in items { draw(item) }
    }

    /// The page's `/Resources` dictionary.
    var resourceDictionary: String {
        func group(_ name: String, _ entries: [String: Int]) -> String {
            entries.isEmpty ? "" : " /\(name) << " + entries.sorted { $0.key < $1.key }
                .map { "/\($0.key) \($0.value) 0 R" }.joined(separator: " ") + " >>"
        }
        return "<< /ProcSet [/PDF /Text /ImageB /ImageC]" + group("ExtGState", extGStates) + group("XObject", xObjects)
            + group("Shading", shadings) + group("Font", fonts) + " >>"
    }

    // MARK: Items

    private mutating func draw(_ item: DisplayItem) {
        guard item.opacity > 0, let plane = Self.affine(item.transform, size: item.size) else { return }
        let bounds = item.localBounds
        switch item.content {
        case .fill(let color):
            guard begin(item, alpha: color.alpha, plane: plane) else { return }
            emit(Self.color(color) + " rg")
            appendShape(bounds, radius: item.cornerRadius)
            emit("f")
        case .border(let width, let color):
            guard width > 0, begin(item, alpha: color.alpha, plane: plane) else { return }
            emit(Self.color(color) + " rg")
            appendShape(bounds, radius: item.cornerRadius)
            appendShape(bounds.insetBy(dx: min(width, bounds.width / 2), dy: min(width, bounds.height / 2)),
                        radius: max(item.cornerRadius - width, 0))
            emit("f*")
        case .path(let shape):
            guard begin(item, alpha: shape.color.alpha, plane: plane) else { return }
            switch shape.paint {
            case .fill(let rule):
                emit(Self.color(shape.color) + " rg")
                appendPath(shape.path)
                emit(rule == .evenOdd ? "f*" : "f")
            case .stroke(let line):
                guard line.lineWidth > 0 else { break }
                emit(Self.color(shape.color) + " RG")
                emit("\(Self.number(line.lineWidth)) w \(line.lineCap.rawValue) J \(line.lineJoin.rawValue) j \(Self.number(line.miterLimit)) M")
                if !line.dashPattern.isEmpty {
                    emit("[" + line.dashPattern.map(Self.number).joined(separator: " ") + "] \(Self.number(line.dashPhase)) d")
                }
                appendPath(shape.path)
                emit("S")
            }
        case .image(let image, let mode):
            guard begin(item, alpha: 1, plane: plane) else { return }
            appendShape(bounds, radius: item.cornerRadius)
            emit("W n")
            let placed = mode.rect(forImageOfSize: image.size, in: bounds)
            // The image's unit square, its first row at the top (local y least).
            emit("\(Self.number(placed.width)) 0 0 \(Self.number(-placed.height)) \(Self.number(placed.minX)) \(Self.number(placed.maxY)) cm")
            emit("/" + Self.name(document.imageObject(image), prefix: "Im", in: &xObjects) + " Do")
        case .gradient(let gradient):
            guard begin(item, alpha: 1, plane: plane) else { return }
            appendShape(bounds, radius: item.cornerRadius)
            emit("W n")
            paint(gradient, over: bounds)
        case .text(let run):
            guard run.fontSize > 0, !run.string.isEmpty, begin(item, alpha: run.color.alpha, plane: plane) else { return }
            write(run, in: item.size)
        case .shadow, .backdrop:
            return
        }
        emit("Q")
    }

    /// Opens the item's graphics state — `q`, its clips, its opacity times `alpha`, its plane —
    /// or returns false when it paints nothing.
    private mutating func begin(_ item: DisplayItem, alpha: Double, plane: CGAffineTransform) -> Bool {
        let opacity = item.opacity * alpha
        guard opacity > 0 else { return false }
        itemOpacity = item.opacity
        emit("q")
        for clip in item.clips { appendClip(clip) }
        if opacity < 1 { setAlpha(opacity) }
        emit(Self.matrix(plane) + " cm")
        return true
    }

    private mutating func appendClip(_ clip: DisplayClip) {
        let map = { (p: CGPoint) in clip.transform.apply(p) ?? p }
        if let path = clip.path {
            appendPath(path, map: map)
            emit(clip.evenOdd ? "W* n" : "W n")
        } else {
            appendPath(Self.shape(clip.rect, radius: clip.cornerRadius), map: map)
            emit("W n")
        }
    }

    // MARK: Gradients

    /// Paints `gradient` spread over `bounds` (the clip already set): a shading, with the stops'
    /// alpha as a soft mask when any is below one.
    private mutating func paint(_ gradient: DisplayGradient, over bounds: CGRect) {
        guard !gradient.colors.isEmpty, gradient.colors.count == gradient.locations.count else { return }
        let e = gradient.endpoints(over: bounds)
        if gradient.kind == .conic {
            paintConic(gradient, over: bounds, center: CGPoint(x: e.startX, y: e.startY),
                       startAngle: atan2(e.endY - e.startY, e.endX - e.startX))
            return
        }
        let geometry: (matrix: String?, type: Int, coords: String)
        switch gradient.kind {
        case .axial where e.startX != e.endX || e.startY != e.endY:
            geometry = (nil, 2, [e.startX, e.startY, e.endX, e.endY].map(Self.number).joined(separator: " "))
        case .radial where e.endX != e.startX && e.endY != e.startY:
            // The ellipse whose half-axes reach the end, as the unit circle scaled.
            geometry = ("\(Self.number(abs(e.endX - e.startX))) 0 0 \(Self.number(abs(e.endY - e.startY))) \(Self.number(e.startX)) \(Self.number(e.startY)) cm",
                        3, "0 0 0 0 0 1")
        default:
            // A degenerate gradient: one colour (the first for an axial one, the last for a radial one).
            let color = gradient.kind == .axial ? gradient.colors[0] : gradient.colors[gradient.colors.count - 1]
            guard color.alpha > 0 else { return }
            if color.alpha * itemOpacity < 1 { setAlpha(color.alpha * itemOpacity, stroking: false) }
            emit(Self.color(color) + " rg " + Self.rect(bounds) + " re f")
            return
        }
        func shading(_ space: String, _ components: (Color) -> [Double]) -> Int {
            document.add("<< /ShadingType \(geometry.type) /ColorSpace /\(space) /Coords [\(geometry.coords)] "
                + "/Function \(Self.function(gradient, components)) /Extend [true true] >>")
        }
        if let matrix = geometry.matrix { emit(matrix) }
        if gradient.colors.contains(where: { $0.alpha < 1 }) {
            // The mask is drawn in the space the gs operator is given in: the one painted now.
            let mask = document.addStream(" /Type /XObject /Subtype /Form /BBox [-100000 -100000 100000 100000] "
                + "/Group << /S /Transparency /CS /DeviceGray >> /Resources << /Shading << /Sh0 \(shading("DeviceGray") { [$0.alpha] }) 0 R >> >>",
                data: Data("/Sh0 sh".utf8))
            let state = document.add("<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G \(mask) 0 R >> >>")
            emit("/" + Self.name(state, prefix: "GS", in: &extGStates) + " gs")
        }
        let colors = shading("DeviceRGB") { [$0.red, $0.green, $0.blue] }
        emit("/" + Self.name(colors, prefix: "Sh", in: &shadings) + " sh")
    }

    /// A sampled conic gradient: wedges about `center`, each one colour, the first along `startAngle`.
    private mutating func paintConic(_ gradient: DisplayGradient, over bounds: CGRect, center: CGPoint, startAngle: Double) {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot(Double($0.x - center.x), Double($0.y - center.y)) }.max()! + 1
        let wedges = 360
        for i in 0..<wedges {
            let color = gradient.color(at: (Double(i) + 0.5) / Double(wedges))
            guard color.alpha > 0 else { continue }
            // A little wider than its share, so that neighbours leave no seam.
            let a0 = startAngle + 2 * .pi * (Double(i) - 0.1) / Double(wedges)
            let a1 = startAngle + 2 * .pi * (Double(i) + 1.1) / Double(wedges)
            emit("q")
            if color.alpha * itemOpacity < 1 { setAlpha(color.alpha * itemOpacity, stroking: false) }
            emit(Self.color(color) + " rg \(Self.number(center.x)) \(Self.number(center.y)) m "
                + "\(Self.number(Double(center.x) + radius * cos(a0))) \(Self.number(Double(center.y) + radius * sin(a0))) l "
                + "\(Self.number(Double(center.x) + radius * cos(a1))) \(Self.number(Double(center.y) + radius * sin(a1))) l h f Q")
        }
    }

    /// A PDF function from 0…1 to the gradient's colours: an exponential (linear) one per pair of
    /// stops, stitched; the first and last colours held before and after their stops.
    private static func function(_ gradient: DisplayGradient, _ components: (Color) -> [Double]) -> String {
        var stops = zip(gradient.locations, gradient.colors).map { (min(max($0, 0), 1), $1) }
        stops.sort { $0.0 < $1.0 }
        if stops[0].0 > 0 { stops.insert((0, stops[0].1), at: 0) }
        if stops[stops.count - 1].0 < 1 { stops.append((1, stops[stops.count - 1].1)) }
        func line(_ from: Color, _ to: Color) -> String {
            "<< /FunctionType 2 /Domain [0 1] /C0 [\(components(from).map(number).joined(separator: " "))] "
                + "/C1 [\(components(to).map(number).joined(separator: " "))] /N 1 >>"
        }
        let segments = (0..<stops.count - 1).filter { stops[$0 + 1].0 > stops[$0].0 }
        guard segments.count > 1 else {
            return segments.first.map { line(stops[$0].1, stops[$0 + 1].1) } ?? line(stops[0].1, stops[0].1)
        }
        return "<< /FunctionType 3 /Domain [0 1] /Functions [" + segments.map { line(stops[$0].1, stops[$0 + 1].1) }.joined(separator: " ")
            + "] /Bounds [" + segments.dropFirst().map { number(stops[$0].0) }.joined(separator: " ")
            + "] /Encode [" + segments.map { _ in "0 1" }.joined(separator: " ") + "] >>"
    }

    // MARK: Text

    /// Helvetica's ascender and descender (Adobe's metrics), in ems: a line's glyphs are centred
    /// on its middle as the renderer centres them.
    private static let ascender = 0.718, descender = 0.207

    /// Writes `run`'s lines as the renderer lays them out, in Helvetica (Bold).
    private mutating func write(_ run: TextRun, in size: CGSize) {
        let lines = run.lines(in: size)
        let font = Self.name(document.fontObject(run.isBold ? "Helvetica-Bold" : "Helvetica"), prefix: "F", in: &fonts)
        emit("BT /\(font) \(Self.number(run.fontSize)) Tf " + Self.color(run.color) + " rg")
        for index in lines.indices {
            let origin = run.origin(ofLine: index, of: lines, in: size)
            let baseline = Double(origin.y) + (Self.ascender - Self.descender) / 2 * Double(run.fontSize)
            // The plane's y runs down: the text matrix turns the glyphs upright.
            emit("1 0 0 -1 \(Self.number(origin.x)) \(Self.number(baseline)) Tm "
                + _PDFDocument.literal(lines[index].scalars.map(Self.winAnsi)) + " Tj")
        }
        emit("ET")
    }

    /// The Windows-1252 (WinAnsiEncoding) byte of `scalar`; "?" for a character it lacks.
    private static func winAnsi(_ scalar: Unicode.Scalar) -> UInt8 {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0...0xFF: return UInt8(scalar.value)
        default: return winAnsiHigh[scalar.value] ?? UInt8(ascii: "?")
        }
    }

    /// Windows-1252's characters at 0x80…0x9F.
    private static let winAnsiHigh: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]

    // MARK: Operators

    private mutating func emit(_ line: String) {
        operators += line
        operators += "\n"
    }

    /// Sets the fill (and stroke) opacity through an ExtGState, one per value on the page.
    private mutating func setAlpha(_ alpha: Double, stroking: Bool = true) {
        let value = Self.number(alpha)
        let key = stroking ? value : "fill " + value
        if let existing = alphaStates[key] {
            emit("/\(existing) gs")
            return
        }
        let object = document.add("<< /Type /ExtGState /ca \(value)" + (stroking ? " /CA \(value)" : "") + " >>")
        let named = Self.name(object, prefix: "GS", in: &extGStates)
        alphaStates[key] = named
        emit("/\(named) gs")
    }

    /// The resource name of `object` in `resources`, added under a new name when it is not there.
    private static func name(_ object: Int, prefix: String, in resources: inout [String: Int]) -> String {
        if let named = resources.first(where: { $0.value == object }) { return named.key }
        let named = prefix + String(resources.count)
        resources[named] = object
        return named
    }

    private mutating func appendShape(_ rect: CGRect, radius: CGFloat) {
        if radius > 0 {
            appendPath(Self.shape(rect, radius: radius))
        } else {
            emit(Self.rect(rect) + " re")
        }
    }

    /// A (rounded) rectangle's outline, its radius limited as Core Animation limits it.
    private static func shape(_ rect: CGRect, radius: CGFloat) -> PathData {
        let rounded = RoundedRect(rect: rect, cornerRadius: radius)
        var path = PathData()
        if rounded.cornerRadius > 0 {
            let corner = CGSize(width: rounded.cornerRadius, height: rounded.cornerRadius)
            path.appendRoundedRect(rect, radii: [corner, corner, corner, corner])
        } else {
            path.appendRect(rect)
        }
        return path
    }

    /// Appends `path`'s elements, each point mapped by `map`; a quadratic curve as the cubic it is.
    private mutating func appendPath(_ path: PathData, map: (CGPoint) -> CGPoint = { $0 }) {
        var current = CGPoint.zero, start = CGPoint.zero
        func point(_ p: CGPoint) -> String {
            let q = map(p)
            return "\(Self.number(q.x)) \(Self.number(q.y))"
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                emit(point(p) + " m")
                current = p
                start = p
            case .line(let p):
                emit(point(p) + " l")
                current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                emit(point(c1) + " " + point(c2) + " " + point(p) + " c")
                current = p
            case .cubic(let c1, let c2, let p):
                emit(point(c1) + " " + point(c2) + " " + point(p) + " c")
                current = p
            case .close:
                emit("h")
                current = start
            }
        }
    }

    // MARK: Values

    private static func number(_ value: Double) -> String { _PDFDocument.number(value) }
    private static func number(_ value: CGFloat) -> String { _PDFDocument.number(value) }

    private static func color(_ color: Color) -> String {
        "\(number(color.red)) \(number(color.green)) \(number(color.blue))"
    }

    private static func rect(_ rect: CGRect) -> String {
        "\(number(rect.minX)) \(number(rect.minY)) \(number(rect.width)) \(number(rect.height))"
    }

    static func matrix(_ t: CGAffineTransform) -> String {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")
    }

    /// The item's plane as an affine map: exact for an affine transform; for a perspective one,
    /// the map through the images of three corners. Nil when it cannot be drawn.
    private static func affine(_ t: ProjectiveTransform, size: CGSize) -> CGAffineTransform? {
        if t.isAffine {
            let affine = CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m31, ty: t.m32)
            return affine.a * affine.d - affine.b * affine.c != 0 ? affine : nil
        }
        let w = size.width > 0 ? size.width : 1, h = size.height > 0 ? size.height : 1
        guard let o = t.apply(.zero), let x = t.apply(CGPoint(x: w, y: 0)), let y = t.apply(CGPoint(x: 0, y: h)) else { return nil }
        return CGAffineTransform(a: (x.x - o.x) / w, b: (x.y - o.y) / w, c: (y.x - o.x) / h, d: (y.y - o.y) / h, tx: o.x, ty: o.y)
    }
}
#endif
