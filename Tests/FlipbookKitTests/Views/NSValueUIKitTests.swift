//  NSValueUIKitTests.swift — FlipbookKitTests
//  UIKit's NSValue geometry additions: a value made with them reads back, through `Any` too (as
//  a notification's userInfo holds it), and agrees with Foundation's own boxes.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct NSValueUIKitTests {
    // UIKit docs, NSValue(cgRect:): "Creates a new value object containing the specified CGRect
    // structure"; cgRectValue returns it.
    @Test func geometryRoundTripsThroughAValue() {
        let rect = CGRect(x: 0, y: 553, width: 390, height: 291)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: -3, y: 4.5)).cgPointValue == CGPoint(x: -3, y: 4.5))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))

        let boxed: [AnyHashable: Any] = ["frame": NSValue(cgRect: rect)]
        #expect((boxed["frame"] as? NSValue)?.cgRectValue == rect)
        #expect(NSValue(rect: rect).cgRectValue == rect && NSValue(cgRect: rect).rectValue == rect, "Foundation's boxes")
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
    }
}
