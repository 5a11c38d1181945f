//  ImageError.swift — FlipbookGraphics
//  Flipbook's error for images that cannot be created, loaded or encoded. Status: complete.

import Foundation

/// An image could not be created, loaded or encoded.
///
/// `message` says what went wrong, naming the file, and what to do next;
/// it is also the error's `description` and `localizedDescription`.
public struct ImageError: Error, CustomStringConvertible, LocalizedError, Equatable {
    /// What went wrong, for code that must tell failures apart (tests, the CLI).
    package enum Kind: Equatable, Sendable {
        /// The file does not exist.
        case fileNotFound
        /// The file exists but cannot be read (a directory, no permission).
        case unreadable
        /// The data is not a valid, complete PNG.
        case malformed
        /// The width, height or pixel count is impossible.
        case invalidSize
        /// libpng could not encode the pixels.
        case encodingFailed
    }

    /// A readable explanation: what went wrong and what to do next.
    public let message: String
    /// What went wrong.
    package let kind: Kind

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
