//  CGVector.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGVector. Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// A two-dimensional vector, as in CoreGraphics.
///
/// Encodes as an unkeyed pair `[dx, dy]`, like Foundation's `CGPoint` and `CGSize`.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// Creates the zero vector.
    @inlinable
    public init() {
        self.init(dx: 0 as CGFloat, dy: 0 as CGFloat)
    }

    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    @inlinable
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    @inlinable
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector `(0, 0)`.
    public static let zero = CGVector()

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
#endif
