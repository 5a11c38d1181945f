//  PixelBuffer.swift — FlipbookRender
//  Flipbook's frame of pixels: premultiplied gamma-encoded sRGB RGBA, reused frame after frame. Status: complete.

import Foundation
import FlipbookGraphics

/// A premultiplied RGBA pixel in gamma-encoded sRGB (what compositing works in, as on iOS).
public typealias PremultipliedPixel = SIMD4<Float>

/// A grid of gamma-encoded sRGB pixels with premultiplied alpha, row-major, top row first.
///
/// The rasteriser composites into it; a blitter turns it into cells. Resizing keeps the
/// storage's capacity, so a renderer reusing one buffer allocates nothing per frame.
public struct PixelBuffer: Equatable {
    public private(set) var width: Int
    public private(set) var height: Int
    /// The pixels, `width × height`, row-major.
    package var storage: [PremultipliedPixel]

    public init(width: Int, height: Int, fill: PremultipliedPixel = .zero) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        storage = [PremultipliedPixel](repeating: fill, count: self.width * self.height)
    }

    /// Changes the size (contents become `fill`), reusing the storage's capacity.
    package mutating func resize(width: Int, height: Int, fill: PremultipliedPixel = .zero) {
        let count = max(width, 0) * max(height, 0)
        self.width = max(width, 0)
        self.height = max(height, 0)
        if storage.count == count {
            clear(to: fill)
        } else {
            storage.removeAll(keepingCapacity: true)
            storage.append(contentsOf: repeatElement(fill, count: count))
        }
    }

    /// Sets every pixel to `fill`.
    package mutating func clear(to fill: PremultipliedPixel) {
        storage.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = fill }
        }
    }

    /// Sets the pixels of columns `xs` in rows `ys` (both within the buffer) to `fill`.
    package mutating func clear(_ xs: Range<Int>, _ ys: Range<Int>, to fill: PremultipliedPixel) {
        let width = width
        storage.withUnsafeMutableBufferPointer { buffer in
            for y in ys {
                (buffer.baseAddress! + y * width + xs.lowerBound).update(repeating: fill, count: xs.count)
            }
        }
    }

    public subscript(x: Int, y: Int) -> PremultipliedPixel {
        get { storage[y * width + x] }
        set { storage[y * width + x] = newValue }
    }

    /// The pixel at (x, y) as a straight-alpha colour.
    public func color(x: Int, y: Int) -> Color {
        let p = self[x, y]
        guard p.w > 0 else { return .clear }
        return Color(sRGBRed: Double(p.x / p.w), green: Double(p.y / p.w), blue: Double(p.z / p.w), alpha: Double(p.w))
    }
}

extension PremultipliedPixel {
    /// The premultiplied pixel of a colour at `opacity`.
    package init(_ color: Color, opacity: Double = 1) {
        let a = Float(color.alpha * opacity)
        self.init(Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a, a)
    }
}
