//  CGPattern.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGPattern, CGPatternCallbacks and CGPatternTiling: a cell drawn by a
//  callback, tiled wherever a pattern colour paints. Status: complete (see the callbacks' type).

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// Draws a pattern's cell into `context`, in pattern space.
// Flipbook: a Swift function, not @convention(c): C cannot represent CGContext, a Swift class here.
// A closure literal that captures nothing, or a function's name, passes as it does on iOS.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a pattern's `info` when the pattern goes.
public typealias CGPatternReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The functions a pattern calls (mirrors `CGPatternCallbacks`).
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init() {
        version = 0
    }

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How cells are fitted to device pixels (mirrors `CGPatternTiling`).
// Flipbook: the three are drawn alike: the renderer draws a cell at any fraction of a pixel.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion, constantSpacingMinimalDistortion, constantSpacing
}

/// A cell of drawing repeated across what a pattern colour paints, mirroring `CoreGraphics.CGPattern`.
///
/// Core Graphics docs: "Pattern space is an abstract space that maps to the default user space
/// by the transformation matrix you specify"; "the drawing done in your pattern drawing function
/// is clipped to" the cell's bounds. The untransformed pattern space maps to the context's base
/// user space whatever its CTM, moved by the context's pattern phase.
public final class CGPattern: @unchecked Sendable {
    private let info: UnsafeMutableRawPointer?
    package let bounds: CGRect
    package let matrix: CGAffineTransform
    package let xStep: CGFloat
    package let yStep: CGFloat
    package let tiling: CGPatternTiling
    /// A coloured pattern paints its cell's colours; an uncoloured (stencil) one, the colour it
    /// is set with, wherever its cell paints.
    package let isColored: Bool
    private let drawPattern: CGPatternDrawPatternCallback?
    private let releaseInfo: CGPatternReleaseInfoCallback?
    /// The cell's drawing, recorded the first time the pattern paints (guarded by `lock`).
    private var recordedCell: [DisplayItem]?
    private let lock = NSLock()

    /// A pattern whose cell `callbacks.drawPattern` draws within `bounds` (pattern space), repeated
    /// every `xStep` across and `yStep` up; nil when a number is not finite.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        let numbers = [bounds.minX, bounds.minY, bounds.width, bounds.height, xStep, yStep,
                       matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        self.info = info
        self.bounds = bounds.standardized
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.tiling = tiling
        self.isColored = isColored
        drawPattern = callbacks.pointee.drawPattern
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of patterns.
    public class var typeID: CFTypeID { 0x4347_5074 }  // "CGPt"

    /// The cell's drawing in its own plane (`(0, 0)` the bounds' corner), cut to the bounds:
    /// drawn by the callback into a recording context the first time it is asked for.
    package var cell: [DisplayItem] {
        lock.lock()
        defer { lock.unlock() }
        if let recordedCell { return recordedCell }
        let context = CGContext(width: Int(bounds.width.rounded(.up)), height: Int(bounds.height.rounded(.up)),
                                baseTransform: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        context.clip(to: bounds)
        drawPattern?(info, context)
        recordedCell = context.items
        return context.items
    }

    /// The tiles to paint an item with, whose local plane maps to the context's pixels by
    /// `itemToPixels`, in a context whose default user space maps to them by `base`, with the
    /// pattern phase `phase`; nil when the cell or its steps are empty.
    package func tiles(base: CGAffineTransform, phase: CGSize, itemToPixels: CGAffineTransform,
                       stencilColor: Color?, alpha: Double) -> DisplayPattern? {
        let xStep = abs(xStep) > 0 ? abs(Double(xStep)) : Double(bounds.width)
        let yStep = abs(yStep) > 0 ? abs(Double(yStep)) : Double(bounds.height)
        guard xStep > 0, yStep > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        // Cell plane → pattern space → default user space (moved by the phase) → pixels → the item's plane.
        let cellToItem = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
            .concatenating(matrix)
            .concatenating(CGAffineTransform(translationX: phase.width, y: phase.height))
            .concatenating(base)
            .concatenating(itemToPixels.inverted())
        return DisplayPattern(cell: cell, cellSize: bounds.size, xStep: xStep, yStep: yStep,
                              transform: ProjectiveTransform(cellToItem), stencilColor: isColored ? nil : stencilColor,
                              alpha: alpha)
    }
}

#endif
