//  ViewDrawingTests.swift — FlipbookKitTests
//  draw(_:) and its context, setNeedsDisplay, content modes; image contexts and renderers;
//  render(in:) against drawHierarchy(in:afterScreenUpdates:); UIKit's drawing into the current context.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A view that draws a filled circle and counts its drawings, keeping the context it was given.
private final class DotView: UIView {
    var drawCount = 0
    var contextSizes: [CGSize] = []
    var rects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawCount += 1
        rects.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        contextSizes.append(CGSize(width: context.width, height: context.height))
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// The picture items of a layer's contents.
private func pictureItems(_ layer: CALayer) -> [DisplayItem] {
    (layer.contents as? CGImage)?.pictureItems ?? []
}

@Suite struct ViewDrawingTests {
    // UIKit docs, draw(_:): "This method is called when a view is first displayed or when an
    // event occurs that invalidates a visible portion of the view" (setNeedsDisplay); the context
    // is current while it runs, at the screen's scale.
    @Test func drawRunsOnceBeforeTheViewFirstShowsAndAgainAfterSetNeedsDisplay() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = DotView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(dot)
        #expect(dot.drawCount == 0)
        _ = window.displayList()
        _ = window.displayList()
        #expect(dot.drawCount == 1)
        #expect(dot.rects == [CGRect(x: 0, y: 0, width: 40, height: 20)])
        #expect(dot.contextSizes == [CGSize(width: 120, height: 60)])
        #expect(UIGraphicsGetCurrentContext() == nil)
        dot.setNeedsDisplay()
        _ = window.displayList()
        #expect(dot.drawCount == 2)
        // The drawing is the layer's contents: one path item, in the picture's pixels.
        let items = pictureItems(dot.layer)
        #expect(items.count == 1)
        if case .path(let path)? = items.first?.content { #expect(path.color == UIColor.red.color) } else { Issue.record("no path") }
    }

    // UIKit docs, contentMode: scaleToFill (the default) stretches the drawing when the bounds
    // change; redraw draws again.
    @Test func aBoundsChangeStretchesTheDrawingUnlessTheContentModeIsRedraw() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretched = DotView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let redrawn = DotView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        redrawn.contentMode = .redraw
        window.addSubview(stretched)
        window.addSubview(redrawn)
        _ = window.displayList()
        stretched.frame.size = CGSize(width: 40, height: 20)
        redrawn.frame.size = CGSize(width: 40, height: 20)
        let list = window.displayList()
        #expect(stretched.drawCount == 1 && redrawn.drawCount == 2)
        // The stretched one's circle was drawn in a 20 pt square: that square's far corner, in
        // the drawing's user space, now lands 40 pt along.
        let circle = list.items.first { if case .path = $0.content { return true } else { return false } }
        let corner = circle?.transform.apply(CGPoint(x: 20, y: 20))
        expectClose(try! #require(corner), CGPoint(x: 40, y: 20), tolerance: 1e-9)
    }

    // A view that draws nothing keeps the contents it was given (an image view's picture).
    @Test func aViewThatDrawsNothingKeepsItsContents() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let picture = UIImageView(image: UIImage(Image(width: 2, height: 2, fill: .white)))
        window.addSubview(picture)
        _ = window.displayList()
        #expect((picture.layer.contents as? CGImage)?.bitmap == Image(width: 2, height: 2, fill: .white))
    }

    // UIKit docs, UIGraphicsImageRenderer: the default format's scale is the screen's; the
    // image's size is the bounds' size in points; the context is current during the actions.
    @Test func anImageRendererMakesAnImageOfItsSizeAtItsScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        var current: CGContext?
        let image = renderer.image { context in
            current = UIGraphicsGetCurrentContext()
            #expect(current === context.cgContext)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 3)
        #expect(image.cgImage?.width == 90 && image.cgImage?.height == 60)
        let fill = try #require(image.cgImage?.pictureItems?.first)
        #expect(fill.content == .fill(UIColor.blue.color))
        expectClose(try #require(fill.transform.apply(CGPoint(x: 10, y: 10))), CGPoint(x: 30, y: 30))

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let moved = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 10, height: 10), format: format).image { _ in
            UIRectFill(CGRect(x: 5, y: 5, width: 1, height: 1))
        }
        #expect(moved.cgImage?.width == 10 && moved.scale == 1)
        let pixel = try #require(moved.cgImage?.pictureItems?.first)
        expectClose(try #require(pixel.transform.apply(.zero)), .zero)   // the bounds' origin is pixel (0, 0)
    }

    // UIKit docs, UIGraphicsBeginImageContextWithOptions: a scale of 0 is the main screen's;
    // UIGraphicsGetImageFromCurrentImageContext is nil when the current context is not an image
    // context; UIGraphicsEndImageContext pops it.
    @Test func anImageContextIsCurrentUntilItEnds() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 4), false, 0)
        #expect(UIGraphicsGetCurrentContext()?.width == 30)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 10, height: 4) && image?.scale == 3)
        #expect(image?.cgImage?.pictureItems?.count == 1)
        UIGraphicsBeginImageContext(CGSize(width: 7, height: 7))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
    }

    // Core Animation docs, render(in:): "renders directly from the layer tree, ignoring any
    // animations"; UIKit docs, drawHierarchy: "a snapshot of the complete view hierarchy as visible
    // onscreen". Mid-way through a move, one shows the model, the other what is on screen.
    @Test func renderInContextDrawsTheModelAndDrawHierarchyWhatShows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let block = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        block.backgroundColor = .red
        card.addSubview(block)
        window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { block.center.x = 110 }
        window.clock.tick(to: 0.5)
        func blockOrigin(_ image: UIImage) throws -> CGPoint {
            let fill = try #require(image.cgImage?.pictureItems?.first { $0.content == .fill(UIColor.red.color) })
            return try #require(fill.transform.apply(.zero))
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: card.bounds, format: format)
        let rendered = renderer.image { card.layer.render(in: $0.cgContext) }
        let drawn = renderer.image { _ in card.drawHierarchy(in: card.bounds, afterScreenUpdates: false) }
        expectClose(try blockOrigin(rendered), CGPoint(x: 100, y: 0))
        expectClose(try blockOrigin(drawn), CGPoint(x: 50, y: 0))
        // Drawn into half the rectangle, the hierarchy is scaled to it.
        let half = renderer.image { _ in card.drawHierarchy(in: CGRect(x: 0, y: 50, width: 100, height: 50), afterScreenUpdates: true) }
        expectClose(try blockOrigin(half), CGPoint(x: 25, y: 50))
    }

    // UIImage.draw(in:) draws upright in UIKit's flipped context (its first row at the top).
    @Test func anImageDrawsUprightInAUIKitContext() throws {
        let image = UIImage(Image(width: 1, height: 2) { _, y in y == 0 ? .white : .black })
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let item = try #require(drawn.cgImage?.pictureItems?.first)
        // The image's own (0, 0), its first row's corner, lands at the top-left.
        expectClose(try #require(item.transform.apply(.zero)), .zero)
        expectClose(try #require(item.transform.apply(CGPoint(x: 1, y: 2))), CGPoint(x: 30, y: 30))
    }

    // NSString drawing: UIKit docs, draw(at:withAttributes:) — one line from the point; with no
    // font the default is 12 pt, with no colour black.
    @Test func aStringDrawsAsTextInTheCurrentContext() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 4, y: 5), withAttributes: nil)
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            "Big".draw(in: CGRect(x: 0, y: 20, width: 100, height: 20),
                       withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white, .paragraphStyle: style])
        }
        let items = try #require(image.cgImage?.pictureItems)
        #expect(items.count == 2)
        guard case .text(let hello) = items[0].content, case .text(let big) = items[1].content else {
            Issue.record("not text")
            return
        }
        #expect(hello.string == "Hello" && hello.fontSize == 12 && hello.color == .black && !hello.isBold)
        #expect(big.fontSize == 17 && big.isBold && big.color == UIColor.white.color && big.alignment == .center)
        expectClose(try #require(items[0].transform.apply(.zero)), CGPoint(x: 12, y: 15))
        #expect(items[0].size == ("Hello" as NSString).size(withAttributes: nil))
    }
}
