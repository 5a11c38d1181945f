//  OffscreenPictureTests.swift — FlipbookPlayerTests
//  A view drawn offscreen and sliced looks like the view: its picture, cropped into image views
//  laid where the slices came from, rasterises to the same pixels as the view itself.

import Foundation
@testable import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A custom view of the kind tutorials draw: a rounded card with a ring and a bar.
private final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.orange.setStroke()
        let ring = UIBezierPath(ovalIn: CGRect(x: 6, y: 4, width: 30, height: 30))
        ring.lineWidth = 3
        ring.stroke()
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 20, y: 30, width: 36, height: 5))
    }
}

@Suite struct OffscreenPictureTests {
    // UIKit docs, drawHierarchy(in:afterScreenUpdates:) draws the view "as visible onscreen";
    // Core Graphics docs, cropping(to:) keeps the image inside the rectangle, in pixels.
    @Test func aSnapshotCutIntoSlicesShowsWhatTheViewShowed() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        window.backgroundColor = .darkGray
        let card = BadgeView(frame: CGRect(x: 10, y: 8, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 9
        card.clipsToBounds = true
        let dot = UIView(frame: CGRect(x: 38, y: 6, width: 14, height: 14))
        dot.backgroundColor = .red
        dot.layer.cornerRadius = 7
        card.addSubview(dot)
        window.addSubview(card)
        let original = pixelsAtOnePerPoint(window)

        let image = UIGraphicsImageRenderer(bounds: card.bounds).image { _ in
            card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
        }
        let picture = try #require(image.cgImage)
        #expect(picture.width == 180 && picture.height == 120)
        // Two slices side by side, cut at 30 pt (90 px), each in an image view where it was.
        for (x, width) in [(0, 30), (30, 30)] {
            let cut = try #require(picture.cropping(to: CGRect(x: x * 3, y: 0, width: width * 3, height: 120)))
            let slice = UIImageView(image: UIImage(cgImage: cut, scale: image.scale, orientation: .up))
            #expect(slice.bounds.size == CGSize(width: CGFloat(width), height: 40))
            slice.frame.origin = CGPoint(x: card.frame.minX + CGFloat(x), y: card.frame.minY)
            window.addSubview(slice)
        }
        card.isHidden = true
        let sliced = pixelsAtOnePerPoint(window)

        var worst: Float = 0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = original[x, y], b = sliced[x, y]
                worst = max(worst, abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z))
            }
        }
        #expect(worst < 1e-4, "the largest channel difference is \(worst)")
        // And the picture is not empty: the card's blue shows at its middle.
        #expect(sliced[40, 44].z > sliced[40, 44].x)
    }
}
