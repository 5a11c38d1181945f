//  UIImage.swift — FlipbookKit
//  Mirrors UIKit.UIImage. Status: partial (PNG only; no asset catalogs, SF Symbols, rendering modes, resizable or animated images; no name cache).

import Foundation

/// An immutable image with a scale: `size` is in points, the bitmap's pixels divided by `scale`.
///
/// Images are PNG files. `UIImage(named:)` finds them in the asset folders the app registers
/// with `UIImage.registerAssetFolder(_:)` (Flipbook has no app bundle):
///
///     UIImage.registerAssetFolder(URL(fileURLWithPath: "Demos/Assets"))
///     let photo = UIImage(named: "beach")   // beach, beach.png, beach@2x.png or beach@3x.png
open class UIImage: NSObject, @unchecked Sendable {
    // MARK: - Flipbook addition
    /// The bitmap (UIKit's `cgImage`; Flipbook has no CoreGraphics images).
    public let image: Image

    /// Pixels per point: 2 for an `@2x` file.
    public let scale: CGFloat

    /// The size in points: the bitmap's size divided by `scale`.
    open var size: CGSize {
        CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }

    // MARK: - Flipbook addition

    /// An image showing `image` at `scale` pixels per point (UIKit's `init(cgImage:scale:orientation:)`).
    public init(_ image: Image, scale: CGFloat = 1) {
        self.image = image
        self.scale = scale > 0 ? scale : 1
        super.init()
    }

    /// An image showing `image` at scale 1.
    public convenience init(image: Image) {
        self.init(image, scale: 1)
    }

    /// The image called `name` in the registered asset folders, or nil.
    ///
    /// In each folder, in the order they were registered, it looks for `name`, `name.png`,
    /// `name@2x.png` and `name@3x.png`; the first that exists is loaded, its scale taken from
    /// its `@2x`/`@3x` suffix. A file that exists but is not a valid PNG gives nil and a diagnostic.
    ///
    /// Like UIKit's system cache, a name is loaded once (per thread, while the asset folders stay
    /// the same): later calls share its pixels, so a scene rebuilt by a scrub back reads no file.
    public convenience init?(named name: String) {
        if let cached = Self.namedImages.value[name] {
            self.init(cached.image, scale: cached.scale)
            return
        }
        guard let path = Self.path(forName: name) else {
            Self.reportMissing(name)
            return nil
        }
        self.init(contentsOfFile: path)
        Self.namedImages.value[name] = (image, scale)
    }

    /// The PNG file at `path`, or nil; an `@2x`/`@3x` suffix in the file name sets the scale.
    ///
    /// A missing file gives nil silently (as on iOS); a damaged one also reports why.
    public convenience init?(contentsOfFile path: String) {
        guard Self.isFile(path) else { return nil }
        do {
            self.init(try Image(contentsOfFile: path), scale: Self.scale(fromFileName: path))
        } catch let error as ImageError {
            Diagnostics.report(error.message)
            return nil
        } catch {
            Diagnostics.report("Cannot load image '\(path)': \(error).")
            return nil
        }
    }

    /// Flipbook: UIKit returns nil silently; a missing picture is also a diagnostic naming it
    /// and where it was looked for, since here it usually means an asset folder was not registered.
    private static func reportMissing(_ name: String) {
        let folders = assetFolders.value
        guard !name.isEmpty else { return }
        if folders.isEmpty {
            Diagnostics.report("UIImage(named: \"\(name)\") found nothing: no asset folder is registered "
                + "(UIImage.registerAssetFolder(_:)).")
        } else {
            Diagnostics.report("UIImage(named: \"\(name)\") found no \(name), \(name).png, \(name)@2x.png or \(name)@3x.png in "
                + folders.map(\.path).joined(separator: ", ") + ".")
        }
    }

    /// An image decoded from PNG data, or nil (with a diagnostic) if the data is not a PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        do {
            self.init(try Image(pngData: data), scale: scale)
        } catch {
            Diagnostics.report((error as? ImageError)?.message ?? "\(error)")
            return nil
        }
    }

    /// An SF Symbol by name.
    ///
    /// Flipbook: SF Symbols are Apple's and not shipped, so this is always nil; guard it
    /// (`UIImage(systemName: "star") ?? fallback`) or register a PNG of the same name.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// The image encoded as PNG.
    open func pngData() -> Data? {
        try? image.pngData()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || (other.scale == scale && other.image == image)
    }

    open override var hash: Int { image.width ^ (image.height << 16) }

    open override var description: String {
        "UIImage(\(Int(size.width))×\(Int(size.height)) pt, scale \(scale))"
    }

    // MARK: - Flipbook addition: asset folders

    /// The asset folders of this thread's scene, in registration order.
    private static let assetFolders = ThreadLocal<[URL]>("UIImage.assetFolders") { [] }
    /// `init(named:)`'s images by name, for this thread's asset folders.
    private static let namedImages = ThreadLocal<[String: (image: Image, scale: CGFloat)]>("UIImage.namedImages") { [:] }

    /// Adds a folder `UIImage(named:)` looks in (Flipbook has no app bundle or asset catalog).
    ///
    /// Folders are kept per thread, like the rest of a scene's state; registering one twice has no effect.
    public static func registerAssetFolder(_ url: URL) {
        let folder = url.standardizedFileURL
        guard !assetFolders.value.contains(folder) else { return }
        assetFolders.value.append(folder)
        namedImages.value = [:]
    }

    /// Forgets every registered asset folder of this thread (and the images found in them).
    public static func removeAllAssetFolders() {
        assetFolders.value = []
        namedImages.value = [:]
    }

    /// The registered asset folders of this thread, in the order they are searched.
    public static var registeredAssetFolders: [URL] { assetFolders.value }

    /// The first file for `name` in the registered folders.
    private static func path(forName name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png"]
        for folder in assetFolders.value {
            for candidate in candidates {
                let path = folder.appendingPathComponent(candidate).path
                if isFile(path) { return path }
            }
        }
        return nil
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// 2 or 3 for a file named `…@2x.png` or `…@3x.png`, else 1.
    private static func scale(fromFileName path: String) -> CGFloat {
        let stem = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
