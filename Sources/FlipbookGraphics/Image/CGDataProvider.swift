//  CGDataProvider.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGDataProvider for the bytes of a bitmap or a PNG file. Status: partial
//  (no sequential or direct-access callbacks).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

// Flipbook: Foundation on Linux does not give Swift Core Foundation's types; these are the
// toll-free bridged Foundation classes.
/// Core Foundation's data, as the Foundation class it is bridged to.
public typealias CFData = NSData
/// Core Foundation's URL, as the Foundation class it is bridged to.
public typealias CFURL = NSURL

/// Called when a data provider made with `init(dataInfo:data:size:releaseData:)` no longer needs the bytes.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// Bytes for an image: the pixels a bitmap image is made from, or an encoded (PNG) file.
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: Data
    /// The pointer given with the bytes (nil unless made by `init(dataInfo:data:size:releaseData:)`).
    public let info: UnsafeMutableRawPointer?
    private let release: (callback: CGDataProviderReleaseDataCallback, data: UnsafeRawPointer, size: Int)?

    /// A provider of a copy of `data`.
    public init?(data: CFData) {
        bytes = Data(referencing: data)
        info = nil
        release = nil
    }

    /// A provider of `size` bytes at `data`; `releaseData` is called with `info` when the provider
    /// is released.
    // Flipbook: the bytes are copied at once; releaseData is still called only when the provider goes.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback) {
        guard size >= 0 else { return nil }
        bytes = Data(bytes: data, count: size)
        self.info = info
        release = (releaseData, data, size)
    }

    /// A provider of the contents of the file at `url`; nil when it cannot be read.
    public convenience init?(url: CFURL) {
        guard let path = url.path, let contents = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: contents as NSData)
    }

    /// A provider of the contents of the file at `filename`; nil when it cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let contents = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.init(data: contents as NSData)
    }

    deinit {
        if let release { release.callback(info, release.data, release.size) }
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as NSData }

    /// The bytes (Flipbook addition, for the images made from them).
    package var contents: Data { bytes }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of data providers.
    public class var typeID: CFTypeID { 0x4347_4450 }  // "CGDP"
}
#endif
