//  UIImage.swift — FlipbookKit
//  Mirrors UIKit.UIImage. Status: partial (PNG and JPEG files, loose or in asset catalogs, and drawn images;
//  variants in UIImage+Variants.swift, drawing in UIImage+Drawing.swift; no SF Symbols, Core Image or HDR).

import Foundation
internal import FlipbookRender

/// An immutable image with a scale: `size` is in points, the bitmap's pixels divided by `scale`.
///
/// Images are PNG or JPEG files, found by name as on iOS: `UIImage(named:)` in the main bundle's
/// resources — for a package, its targets' resource bundles beside the executable —
/// `UIImage(named:in:compatibleWith:)` in a bundle's (`Bundle.module`), each as a loose file
/// (`beach`, `beach.png`, `beach@2x.png`, `beach@3x.png`) or an image set of an asset catalog
/// (`Assets.xcassets/beach.imageset`, the entry of the device's scale):
///
///     let photo = UIImage(named: "beach")
open class UIImage: NSObject, @unchecked Sendable {
    /// The Core Graphics image: a file's bitmap, or the picture a graphics context recorded.
    public let cgImage: CGImage?

    /// Pixels per point: 2 for an `@2x` file.
    public let scale: CGFloat

    /// How the pixels are turned to show them: `draw(in:)` and an image view show them turned.
    public let imageOrientation: Orientation

    /// What a variant (`withRenderingMode(_:)`, `resizableImage(withCapInsets:)`…) changed.
    let attributes: Attributes

    /// The asset the image was registered with (`UIImageAsset.register(_:with:)`), if any.
    public var imageAsset: UIImageAsset? { assetStorage }
    /// Weak: the asset holds its images.
    weak var assetStorage: UIImageAsset?

    /// The size in points: the image's pixels divided by `scale`, turned by `imageOrientation`
    /// (UIKit docs: "the size reflects the orientation").
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsWidthAndHeight ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// The bitmap of an image loaded from a file (Flipbook addition); nil for a drawn image.
    public var image: Image? { cgImage?.bitmap }

    /// An image showing `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image showing `cgImage` at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        attributes = Attributes()
        super.init()
    }

    /// An empty image (no pixels; `size` zero), as `UIImage()` is on iOS.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        attributes = Attributes()
        super.init()
    }

    /// An image of every stored property given.
    init(storedCGImage: CGImage?, scale: CGFloat, orientation: Orientation, attributes: Attributes) {
        cgImage = storedCGImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        self.attributes = attributes
        super.init()
    }

    /// A variant of `image`: its pixels and scale, `orientation` (nil: its own), its attributes as `change` leaves them.
    convenience init(variantOf image: UIImage, orientation: Orientation? = nil, _ change: (inout Attributes) -> Void = { _ in }) {
        var attributes = image.attributes
        change(&attributes)
        self.init(storedCGImage: image.cgImage, scale: image.scale, orientation: orientation ?? image.imageOrientation,
                  attributes: attributes)
    }

    /// The image `#imageLiteral(resourceName:)` names: `UIImage(named:)`'s, which must exist (as in UIKit, a
    /// missing one stops the app).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(named: name)!
    }

    // MARK: - Flipbook addition

    /// An image showing `image` at `scale` pixels per point (UIKit's `init(cgImage:scale:orientation:)`).
    public convenience init(_ image: Image, scale: CGFloat = 1) {
        self.init(cgImage: CGImage(image), scale: scale, orientation: .up)
    }

    /// An image showing `image` at scale 1.
    public convenience init(image: Image) {
        self.init(image, scale: 1)
    }

    /// The image called `name` in the main bundle's resources and the resource bundles beside
    /// the executable, or nil (UIKit docs: `init(named:)` looks in the app's main bundle).
    ///
    /// In each folder it looks for `name`, `name.png`, `name@2x.png` and `name@3x.png`, then for
    /// the image set `name` of an asset catalog there; the first found is loaded, its scale taken
    /// from its `@2x`/`@3x` suffix or its catalog entry. A file that exists but is not a valid PNG
    /// gives nil and a diagnostic; so does a name found nowhere (UIKit: nil alone).
    ///
    /// Like UIKit's system cache, a name is loaded once (per thread): later calls share its
    /// pixels, so a scene rebuilt by a scrub back reads no file.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image called `name` in `bundle`'s resources (nil: the main bundle's), for `traits`'
    /// display scale (nil: the device's, 3): a loose file as `init(named:)` finds one, else the
    /// image set `name` of an asset catalog there, its entry for that scale (`AssetCatalog`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        guard let found = Self.lookUp(name, in: bundle, traits: traits, reportsMissing: true) else { return nil }
        self.init(found.image, scale: found.scale)
    }

    /// The image called `name` in `bundle`'s resources for `configuration`'s traits, with that configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let found = Self.lookUp(name, in: bundle, traits: configuration?.traitCollection, reportsMissing: true) else { return nil }
        var attributes = Attributes()
        attributes.configuration = configuration
        self.init(storedCGImage: CGImage(found.image), scale: found.scale, orientation: .up, attributes: attributes)
    }

    /// `init(named:in:compatibleWith:)`'s search: the cached or loaded bitmap and its scale; a name
    /// found nowhere is reported when `reportsMissing`.
    static func lookUp(_ name: String, in bundle: Bundle?, traits: UITraitCollection?,
                       reportsMissing: Bool) -> (image: Image, scale: CGFloat)? {
        let scale = traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UITraitCollection.deviceScale
        let key = "\(bundle?.bundlePath ?? "")\n\(name)\n\(scale)"
        if let cached = namedImages.value[key] { return cached }
        let folders = resourceFolders(in: bundle)
        guard let found = file(named: name, in: folders, scale: scale) else {
            if reportsMissing { reportMissing(name, folders: folders) }
            return nil
        }
        guard let image = load(found.path) else { return nil }
        namedImages.value[key] = (image, found.scale)
        return (image, found.scale)
    }

    /// The PNG or JPEG file at `path`, or nil; an `@2x`/`@3x` suffix in the file name sets the scale.
    ///
    /// A missing file gives nil silently (as on iOS); a damaged one also reports why.
    public convenience init?(contentsOfFile path: String) {
        guard Self.isFile(path), let image = Self.load(path) else { return nil }
        self.init(image, scale: Self.scale(fromFileName: path))
    }

    /// The PNG or JPEG at `path`; nil with a diagnostic when it is neither.
    private static func load(_ path: String) -> Image? {
        do {
            return try Image(contentsOfFile: path)
        } catch let error as ImageError {
            Diagnostics.report(error.message)
        } catch {
            Diagnostics.report("Cannot load image '\(path)': \(error).")
        }
        return nil
    }

    /// Flipbook: UIKit returns nil silently; a missing picture is also a diagnostic naming it
    /// and every place it was looked for.
    private static func reportMissing(_ name: String, folders: [URL]) {
        guard !name.isEmpty else { return }
        Diagnostics.report("UIImage(named: \"\(name)\") found no \(name), \(name).png, \(name)@2x.png, \(name)@3x.png (or with .jpg) or "
            + "\(name).imageset in an asset catalog, in " + (folders.isEmpty ? "no resource folder" : folders.map(\.path).joined(separator: ", "))
            + ". A package's pictures are its target's resources: resources: [.copy(\"Assets.xcassets\")] in Package.swift.")
    }

    /// An image decoded from PNG or JPEG data at scale 1, or nil (with a diagnostic) if the data is neither.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG or JPEG data at `scale`, or nil (with a diagnostic) if the data is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            self.init(try Image.isJPEG(data) ? Image(jpegData: data) : Image(pngData: data), scale: scale)
        } catch {
            Diagnostics.report((error as? ImageError)?.message ?? "\(error)")
            return nil
        }
    }

    /// The image encoded as PNG; a drawn image is drawn at its pixel size first.
    // Flipbook: text in a drawn image comes out as the rasteriser's marks, not glyphs.
    open func pngData() -> Data? {
        try? cgImage?.renderedBitmap()?.pngData()
    }

    /// The image encoded as JPEG, `compressionQuality` from 0 (smallest) to 1 (best); JPEG has no
    /// alpha, so transparent parts come out black. A drawn image is drawn at its pixel size first.
    // Flipbook: text in a drawn image comes out as the rasteriser's marks, not glyphs.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        try? cgImage?.renderedBitmap()?.jpegData(quality: Double(compressionQuality))
    }

    /// The image encoded as HEIC.
    // Flipbook: no HEIC encoder here: always nil, as UIKit gives when the format is unsupported.
    open func heicData() -> Data? { nil }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || (other.scale == scale && other.cgImage == cgImage)
    }

    open override var hash: Int { (cgImage?.width ?? 0) ^ ((cgImage?.height ?? 0) << 16) }

    open override var description: String {
        "UIImage(\(Int(size.width))×\(Int(size.height)) pt, scale \(scale))"
    }

    // MARK: - Flipbook's tests: asset folders

    /// The asset folders of this thread's scene, in registration order.
    private static let assetFolders = ThreadLocal<[URL]>("UIImage.assetFolders") { [] }
    /// `init(named:)`'s images by name, for this thread's asset folders.
    private static let namedImages = ThreadLocal<[String: (image: Image, scale: CGFloat)]>("UIImage.namedImages") { [:] }

    /// Adds a folder `UIImage(named:)` looks in before the bundles' resources. Not public: an
    /// app's pictures are its target's resources, found as on iOS; Flipbook's tests use a folder
    /// of their own. Folders are kept per thread, like the rest of a scene's state; registering
    /// one twice has no effect.
    static func registerAssetFolder(_ url: URL) {
        let folder = url.standardizedFileURL
        guard !assetFolders.value.contains(folder) else { return }
        assetFolders.value.append(folder)
        namedImages.value = [:]
    }

    /// Forgets every registered asset folder of this thread, and every image found by name.
    static func removeAllAssetFolders() {
        assetFolders.value = []
        namedImages.value = [:]
    }

    /// The registered asset folders of this thread, in the order they are searched.
    static var registeredAssetFolders: [URL] { assetFolders.value }

    /// Where a name is looked for, in order: the registered asset folders, then `bundle`'s
    /// resources; without a bundle the main bundle's, and the resource bundles SwiftPM puts
    /// beside the executable (`Package_Target.resources`: every target's `Bundle.module`).
    static func resourceFolders(in bundle: Bundle?) -> [URL] {
        var folders = assetFolders.value
        if let bundle {
            folders += [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        } else {
            folders += [Bundle.main.resourceURL, Bundle.main.bundleURL].compactMap { $0 }
            if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
                let beside = (try? FileManager.default.contentsOfDirectory(at: executable, includingPropertiesForKeys: nil)) ?? []
                folders += beside.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
            }
        }
        var seen = Set<String>()
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The first file for `name` in `folders`: in each, a loose file, else an asset catalog's image set.
    ///
    /// UIKit docs (`init(named:)`): a PNG's extension may be left out; another format's is given
    /// (`photo.jpg`), and its `@2x`/`@3x` files are found as `photo@2x.jpg`.
    private static func file(named name: String, in folders: [URL], scale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let ext = (name as NSString).pathExtension.lowercased()
        let stem = (name as NSString).deletingPathExtension
        let hasImageExtension = ["jpg", "jpeg", "png"].contains(ext)
        let candidates = hasImageExtension
            ? [name, stem + "@2x." + ext, stem + "@3x." + ext]
            : [name, name + ".png", name + "@2x.png", name + "@3x.png"]
        // An image set is named without the extension of its files.
        let setNames = hasImageExtension ? [name, stem] : [name]
        for folder in folders {
            for candidate in candidates {
                let path = folder.appendingPathComponent(candidate).path
                if isFile(path) { return (path, Self.scale(fromFileName: path)) }
            }
            for catalog in AssetCatalog.catalogs(in: folder) {
                for setName in setNames {
                    if let found = AssetCatalog.imageFile(named: setName, in: catalog, scale: scale) { return found }
                }
            }
        }
        return nil
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// 2 or 3 for a file named `…@2x.png` or `…@3x.jpg`, else 1.
    private static func scale(fromFileName path: String) -> CGFloat {
        let stem = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

// MARK: - Image literals

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as in an app that imports UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
