//  UIImage+DynamicRange.swift — FlipbookKit
//  Mirrors UIKit.UIImage.DynamicRange, for the trait collection's imageDynamicRange.
//  Status: complete. Flipbook: the image helper's UIImage+Variants.swift declares the same enum;
//  when both land, keep theirs and delete this file.

import Foundation

extension UIImage {
    /// The dynamic range an image is shown in (mirrors `UIImage.DynamicRange`).
    // Flipbook: no HDR here: every image shows in the standard range.
    public enum DynamicRange: Int, Sendable {
        case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2
    }
}
