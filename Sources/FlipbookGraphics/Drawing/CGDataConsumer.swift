//  CGDataConsumer.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGDataConsumer: where a PDF context's bytes go — a file, a mutable data
//  object, or the caller's callbacks. Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

// Flipbook: Foundation on Linux does not give Swift Core Foundation's types; these are the
// toll-free bridged Foundation class (CFString is beside CFDictionary).
/// Core Foundation's mutable data, as the Foundation class it is bridged to.
public typealias CFMutableData = NSMutableData

/// Copies `count` bytes from `buffer` to the consumer; returns how many it took.
public typealias CGDataConsumerPutBytesCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Int
/// Called when the consumer is released, with its `info`.
public typealias CGDataConsumerReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a consumer made with `CGDataConsumer(info:cbks:)`.
public struct CGDataConsumerCallbacks {
    public var putBytes: CGDataConsumerPutBytesCallback?
    public var releaseConsumer: CGDataConsumerReleaseInfoCallback?

    public init() {}

    public init(putBytes: CGDataConsumerPutBytesCallback?, releaseConsumer: CGDataConsumerReleaseInfoCallback?) {
        self.putBytes = putBytes
        self.releaseConsumer = releaseConsumer
    }
}

/// A destination for bytes: a file, a mutable data object, or callbacks.
///
/// A consumer made for a URL writes to a temporary file beside it and moves that file into place
/// when the bytes are complete — when a PDF context writing to it is closed, or when the
/// consumer is released — so an unfinished document never replaces the file.
public final class CGDataConsumer {
    private enum Destination {
        case file(target: URL, temporary: URL, handle: FileHandle?)
        case data(NSMutableData)
        case callbacks(info: UnsafeMutableRawPointer?, CGDataConsumerCallbacks)
    }

    private var destination: Destination
    private var finished = false
    /// Whether some bytes could not be written (a Flipbook addition: UIKit's writePDF throws then).
    package private(set) var failed = false

    /// A consumer that calls `cbks.putBytes` with `info` for the bytes, and `cbks.releaseConsumer`
    /// when it is released; nil without a `putBytes` callback.
    public init?(info: UnsafeMutableRawPointer?, cbks: UnsafePointer<CGDataConsumerCallbacks>) {
        guard cbks.pointee.putBytes != nil else { return nil }
        destination = .callbacks(info: info, cbks.pointee)
    }

    /// A consumer that writes to the file at `url`; nil when `url` is not a file URL.
    public init?(url: CFURL) {
        guard let target = (url as URL).isFileURL ? (url as URL).standardizedFileURL : nil else { return nil }
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        destination = .file(target: target, temporary: temporary, handle: nil)
    }

    /// A consumer that appends to `data`.
    public init?(data: CFMutableData) {
        destination = .data(data)
    }

    deinit {
        finish()
        if case .callbacks(let info, let callbacks) = destination { callbacks.releaseConsumer?(info) }
    }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of data consumers.
    public class var typeID: CFTypeID { 0x4347_4443 }  // "CGDC"

    // MARK: Flipbook additions for the PDF context

    /// Writes `bytes`; false when the destination took fewer (a file that cannot be written, a
    /// callback that stops).
    @discardableResult
    package func put(_ bytes: Data) -> Bool {
        let written = write(bytes)
        if !written { failed = true }
        return written
    }

    private func write(_ bytes: Data) -> Bool {
        guard !finished, !bytes.isEmpty else { return !finished }
        switch destination {
        case .data(let data):
            data.append(bytes)
            return true
        case .callbacks(let info, let callbacks):
            guard let putBytes = callbacks.putBytes else { return false }
            return bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let taken = putBytes(info, raw.baseAddress! + offset, raw.count - offset)
                    guard taken > 0 else { return false }
                    offset += taken
                }
                return true
            }
        case .file(let target, let temporary, var handle):
            if handle == nil {
                guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                      let opened = try? FileHandle(forWritingTo: temporary) else { return false }
                handle = opened
                destination = .file(target: target, temporary: temporary, handle: opened)
            }
            do {
                try handle?.write(contentsOf: bytes)
                return true
            } catch {
                return false
            }
        }
    }

    /// The bytes are complete: a file consumer moves its temporary file onto its URL. Later
    /// bytes are refused.
    package func finish() {
        guard !finished else { return }
        finished = true
        guard case .file(let target, let temporary, let handle) = destination, let handle else { return }
        try? handle.close()
        if rename(temporary.path, target.path) != 0 {
            failed = true
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}
#endif
