//  UIGraphicsRenderer+APITests.swift — FlipbookKitTests
//  The graphics renderer's custom-renderer hooks and the formats' default()/preferred() returning
//  Self, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@MainActor
@Suite struct UIGraphicsRendererAPITests {
    // UIKit docs: runDrawingActions(_:completionActions:), "Performs the specified drawing actions
    // … then performs the completion actions"; the context is current while they run.
    @Test func runDrawingActionsRunsBothInACurrentContext() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
        var order: [String] = []
        var sawContext: CGContext?
        try renderer.runDrawingActions({ context in
            order.append("draw")
            sawContext = UIGraphicsGetCurrentContext()
            #expect(context is UIGraphicsImageRendererContext)
            #expect(sawContext === context.cgContext)
        }, completionActions: { _ in order.append("complete") })
        #expect(order == ["draw", "complete"])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // UIKit docs: context(with:), "Creates a Core Graphics context from the specified format" —
    // its bounds at the format's scale.
    @Test func contextWithFormatIsTheBoundsAtTheScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        format.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
        let context = try #require(UIGraphicsImageRenderer.context(with: format))
        #expect(context.width == 30 && context.height == 12)
        #expect(UIGraphicsImageRenderer.rendererContextClass() == UIGraphicsImageRendererContext.self)
        #expect(UIGraphicsRenderer.rendererContextClass() == UIGraphicsRendererContext.self)
    }

    // UIKit docs: UIGraphicsRendererFormat.default() -> Self: called on the image format, an image format.
    @Test func defaultAndPreferredReturnTheReceiversClass() {
        let image: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat.default()
        #expect(image.scale == UITraitCollection.deviceScale)
        #expect(type(of: UIGraphicsRendererFormat.preferred()) == UIGraphicsRendererFormat.self)
        #expect(type(of: UIGraphicsImageRendererFormat.preferred()) == UIGraphicsImageRendererFormat.self)
    }

    // UIKit docs: prefersExtendedRange — true asks for the extended range.
    @Test func prefersExtendedRangeIsThePreferredRange() {
        let format = UIGraphicsImageRendererFormat()
        format.prefersExtendedRange = true
        #expect(format.preferredRange == .extended)
        format.prefersExtendedRange = false
        #expect(format.preferredRange == .standard)
    }
}
