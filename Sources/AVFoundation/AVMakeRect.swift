//  AVMakeRect.swift — AVFoundation
//  `import AVFoundation` for the one function transitions use from it. Status: partial
//  (AVMakeRect only: Flipbook plays no media).

@_exported import Foundation
@_exported import FlipbookGraphics

/// The largest rectangle of `aspectRatio`'s proportions that fits inside `boundingRect`, centred
/// in it (AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`: an aspect-fit frame, as
/// `UIView.ContentMode.scaleAspectFit` places an image).
///
/// A ratio with a zero or non-finite side has no proportions: the result is a zero-size rectangle
/// at the bounding rectangle's centre (Flipbook: AVFoundation does not document this case).
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let bounds = boundingRect.standardized
    let width = abs(aspectRatio.width), height = abs(aspectRatio.height)
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
        return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }
    let scale = min(bounds.width / width, bounds.height / height)
    let size = CGSize(width: width * scale, height: height * scale)
    return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
}
