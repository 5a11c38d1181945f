//  UIGraphics.swift — FlipbookKit
//  Mirrors UIKit's graphics-context functions: the current context, its stack, and image contexts.
//  Status: complete.

import Foundation

/// UIKit's stack of current graphics contexts (per thread, as UIKit keeps it on the main thread).
enum GraphicsContextStack {
    /// The contexts pushed, innermost last; an image context also remembers its scale.
    private static let stack = ThreadLocal<[(context: CGContext, imageScale: CGFloat?)]>("UIGraphics.contexts") { [] }

    static var current: CGContext? { stack.value.last?.context }
    static var currentImageScale: CGFloat? { stack.value.last?.imageScale ?? nil }

    static func push(_ context: CGContext, imageScale: CGFloat? = nil) { stack.value.append((context, imageScale)) }
    static func pop() { _ = stack.value.popLast() }

    /// A UIKit context for `bounds` (points) at `scale` pixels per point: y down, the bounds'
    /// origin at the first pixel's corner.
    static func makeContext(bounds: CGRect, scale: CGFloat) -> CGContext {
        // (The size is the user's: an infinite one makes the widest context, a NaN one an empty one.)
        CGContext(width: Int(saturating: Double(bounds.width * scale), rounding: .up),
                  height: Int(saturating: Double(bounds.height * scale), rounding: .up),
                  baseTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
                      .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    }

    /// Runs `body` with `context` as the current context.
    static func drawing<T>(in context: CGContext, imageScale: CGFloat? = nil, _ body: () throws -> T) rethrows -> T {
        push(context, imageScale: imageScale)
        defer { pop() }
        return try body()
    }
}

/// The context drawing goes to now: a view's inside its `draw(_:)`, an image renderer's inside
/// its actions, the top of the pushed contexts otherwise; nil outside any.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Brings back the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// Begins an image context `size` points large, transparent, at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context `size` points large and makes it current. UIKit docs: a `scale` of 0
/// is the device's main screen's scale. `opaque` is accepted (what is not drawn stays clear).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UITraitCollection.deviceScale
    guard size.width > 0, size.height > 0 else {
        // UIKit logs an invalid context for an empty size; drawing then goes nowhere.
        // UIKit's message (its spelling); Flipbook goes on with a context that records nothing.
        Diagnostics.report("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, "
            + "scale=\(scale). Use UIGraphicsImageRenderer to avoid this assert.")
        GraphicsContextStack.push(GraphicsContextStack.makeContext(bounds: .zero, scale: scale), imageScale: scale)
        return
    }
    GraphicsContextStack.push(GraphicsContextStack.makeContext(bounds: CGRect(origin: .zero, size: size), scale: scale), imageScale: scale)
}

/// An image of what the current image context holds; nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContextStack.current, let scale = GraphicsContextStack.currentImageScale,
          let picture = context.makeImage() else { return nil }
    return UIImage(cgImage: picture, scale: scale, orientation: .up)
}

/// Ends the current image context (pops it).
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.currentImageScale != nil else { return }
    GraphicsContextStack.pop()
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` in the current context with its fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
                  CGRect(x: r.minX, y: r.maxY - min(1, r.height), width: r.width, height: min(1, r.height)),
                  CGRect(x: r.minX, y: r.minY + 1, width: min(1, r.width), height: max(r.height - 2, 0)),
                  CGRect(x: r.maxX - min(1, r.width), y: r.minY + 1, width: min(1, r.width), height: max(r.height - 2, 0))])
}
