//  DisplayPattern.swift — FlipbookGraphics
//  The tiles a path painted with a Core Graphics pattern colour is filled with. Status: complete.

import Foundation

/// A pattern's tiling: a cell's drawing repeated every `xStep` across and `yStep` down its own
/// plane, the plane mapped into the painted item's local plane by `transform`.
///
/// Kept by reference (a path item holds one only when painted with a pattern), so that every
/// display item stays as small as it was.
public final class DisplayPattern: Equatable, @unchecked Sendable {
    /// The cell's drawing in the cell's plane — `(0, 0)` the cell's corner — already cut to
    /// `(0, 0, cellSize)`.
    package let cell: [DisplayItem]
    public let cellSize: CGSize
    /// The distance from one cell's start to the next, along the cell plane's axes (positive).
    public let xStep: Double
    public let yStep: Double
    /// Maps the cell's plane into the local plane of the item painted with the pattern.
    public let transform: ProjectiveTransform
    /// For a stencil (uncoloured) pattern, the colour painted wherever the cell is; nil for a
    /// coloured pattern, whose cell paints its own colours.
    public let stencilColor: Color?
    /// The opacity the tiles are painted with (a coloured pattern's alpha component).
    public let alpha: Double

    package init(cell: [DisplayItem], cellSize: CGSize, xStep: Double, yStep: Double, transform: ProjectiveTransform,
                 stencilColor: Color?, alpha: Double) {
        self.cell = cell
        self.cellSize = cellSize
        self.xStep = xStep
        self.yStep = yStep
        self.transform = transform
        self.stencilColor = stencilColor
        self.alpha = alpha
    }

    public static func == (a: DisplayPattern, b: DisplayPattern) -> Bool {
        a === b || (a.cellSize == b.cellSize && a.xStep == b.xStep && a.yStep == b.yStep && a.transform == b.transform
                    && a.stencilColor == b.stencilColor && a.alpha == b.alpha && a.cell == b.cell)
    }
}
