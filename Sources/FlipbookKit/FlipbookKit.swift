//  FlipbookKit.swift — FlipbookKit
//  `import FlipbookKit` stands for `import UIKit`: it brings Foundation, Core Animation and the geometry types.

@_exported import Foundation
@_exported import FlipbookCore
@_exported import FlipbookGraphics
