//  ImageContentMode.swift — FlipbookGraphics
//  How an image is placed in a rectangle (UIView.ContentMode / CALayerContentsGravity). Status: complete.

import Foundation

/// How an image is fitted into the rectangle of its display item.
///
/// The cases follow `UIView.ContentMode`; Core Animation's `contentsGravity`
/// maps onto them (`resize` → `scaleToFill`, `resizeAspect` → `aspectFit`,
/// `resizeAspectFill` → `aspectFill`, the rest by name).
public enum ImageContentMode: Equatable, Hashable, Sendable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of `imageSize` lands inside `bounds`; it may extend past
    /// `bounds` (aspectFill, center with a large image), which clipping handles.
    public func rect(forImageOfSize imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        guard w > 0, h > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .aspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
