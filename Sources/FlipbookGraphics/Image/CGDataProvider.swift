//  CGDataProvider.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGDataProvider for the bytes of a bitmap or an encoded file. Status:
//  complete, but every provider reads its bytes once, when it is made.

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

/// Gives a pointer to all of a direct-access provider's bytes (or nil: then they are read by position).
public typealias CGDataProviderGetBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeRawPointer?
/// Called when the pointer `CGDataProviderGetBytePointerCallback` gave is no longer used.
public typealias CGDataProviderReleaseBytePointerCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Void
/// Copies up to `count` bytes from `position` into `buffer`; returns how many it copied.
public typealias CGDataProviderGetBytesAtPositionCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, off_t, Int) -> Int
/// Called with the provider's `info` when the provider goes.
public typealias CGDataProviderReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
/// Copies up to `count` of a sequential provider's next bytes into `buffer`; returns how many (0 at the end).
public typealias CGDataProviderGetBytesCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer, Int) -> Int
/// Skips `count` bytes of a sequential provider; returns how many it skipped.
public typealias CGDataProviderSkipForwardCallback = @convention(c) (UnsafeMutableRawPointer?, off_t) -> off_t
/// Moves a sequential provider back to its first byte.
public typealias CGDataProviderRewindCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a direct-access data provider.
public struct CGDataProviderDirectCallbacks {
    public var version: UInt32
    public var getBytePointer: CGDataProviderGetBytePointerCallback?
    public var releaseBytePointer: CGDataProviderReleaseBytePointerCallback?
    public var getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    public init() {
        self.init(version: 0, getBytePointer: nil, releaseBytePointer: nil, getBytesAtPosition: nil, releaseInfo: nil)
    }

    public init(version: UInt32, getBytePointer: CGDataProviderGetBytePointerCallback?,
                releaseBytePointer: CGDataProviderReleaseBytePointerCallback?,
                getBytesAtPosition: CGDataProviderGetBytesAtPositionCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytePointer = getBytePointer
        self.releaseBytePointer = releaseBytePointer
        self.getBytesAtPosition = getBytesAtPosition
        self.releaseInfo = releaseInfo
    }
}

/// The callbacks of a sequential-access data provider.
public struct CGDataProviderSequentialCallbacks {
    public var version: UInt32
    public var getBytes: CGDataProviderGetBytesCallback?
    public var skipForward: CGDataProviderSkipForwardCallback?
    public var rewind: CGDataProviderRewindCallback?
    public var releaseInfo: CGDataProviderReleaseInfoCallback?

    public init() {
        self.init(version: 0, getBytes: nil, skipForward: nil, rewind: nil, releaseInfo: nil)
    }

    public init(version: UInt32, getBytes: CGDataProviderGetBytesCallback?, skipForward: CGDataProviderSkipForwardCallback?,
                rewind: CGDataProviderRewindCallback?, releaseInfo: CGDataProviderReleaseInfoCallback?) {
        self.version = version
        self.getBytes = getBytes
        self.skipForward = skipForward
        self.rewind = rewind
        self.releaseInfo = releaseInfo
    }
}

/// Bytes for an image: the pixels a bitmap image is made from, or an encoded (PNG) file.
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: Data
    /// The pointer given with the bytes (nil unless made by `init(dataInfo:data:size:releaseData:)`).
    public let info: UnsafeMutableRawPointer?
    /// What the provider's maker asked to be called when it goes.
    private let onRelease: (() -> Void)?

    /// A provider of a copy of `data`.
    public init?(data: CFData) {
        bytes = Data(referencing: data)
        info = nil
        onRelease = nil
    }

    /// A provider of `size` bytes at `data`; `releaseData` is called with `info` when the provider
    /// is released.
    // Flipbook: the bytes are copied at once; releaseData is still called only when the provider goes.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback) {
        guard size >= 0 else { return nil }
        bytes = Data(bytes: data, count: size)
        self.info = info
        onRelease = { releaseData(info, data, size) }
    }

    /// A provider of `size` bytes that `callbacks` give: through the pointer `getBytePointer`
    /// returns, or else piece by piece from `getBytesAtPosition`. `releaseInfo` is called with
    /// `info` when the provider goes. Nil when `size` is negative or no way to read is given.
    // Flipbook: the bytes are read once, when the provider is made (Core Graphics reads them when an image needs them).
    public init?(directInfo info: UnsafeMutableRawPointer?, size: off_t, callbacks: UnsafePointer<CGDataProviderDirectCallbacks>) {
        let callbacks = callbacks.pointee
        guard size >= 0 else { return nil }
        let count = Int(size)
        if let getBytePointer = callbacks.getBytePointer, let pointer = getBytePointer(info) {
            bytes = Data(bytes: pointer, count: count)
            callbacks.releaseBytePointer?(info, pointer)
        } else if let getBytes = callbacks.getBytesAtPosition {
            var data = Data(count: count)
            var position = 0
            data.withUnsafeMutableBytes { buffer in
                while position < count, let base = buffer.baseAddress {
                    let read = getBytes(info, base + position, off_t(position), count - position)
                    guard read > 0 else { break }
                    position += min(read, count - position)
                }
            }
            bytes = data.prefix(position)
        } else {
            return nil
        }
        self.info = info
        onRelease = callbacks.releaseInfo.map { release in { release(info) } }
    }

    /// A provider of the bytes `callbacks` give in order: from the start (`rewind`), `getBytes`
    /// until it gives none. `releaseInfo` is called with `info` when the provider goes.
    // Flipbook: the stream is read to its end once, when the provider is made.
    public init?(sequentialInfo info: UnsafeMutableRawPointer?, callbacks: UnsafePointer<CGDataProviderSequentialCallbacks>) {
        let callbacks = callbacks.pointee
        guard let getBytes = callbacks.getBytes else { return nil }
        callbacks.rewind?(info)
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let read = chunk.withUnsafeMutableBytes { getBytes(info, $0.baseAddress!, $0.count) }
            guard read > 0 else { break }
            data.append(contentsOf: chunk.prefix(min(read, chunk.count)))
        }
        bytes = data
        self.info = info
        onRelease = callbacks.releaseInfo.map { release in { release(info) } }
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
        onRelease?()
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
