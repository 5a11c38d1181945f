//  CoreGraphics.swift — CoreGraphics
//  `import CoreGraphics` for files shared with an iOS app: Flipbook's geometry, colour, paths and
//  images (Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect). Status: complete (a name).

@_exported import Foundation
@_exported import FlipbookGraphics
