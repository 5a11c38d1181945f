//  AppleModuleNamesTests.swift — FlipbookKitTests
//  The Apple modules transition files import, by their names, and AVFoundation's AVMakeRect.
//  `import Intents` names the classes an app delegate's SiriKit methods take.

import AVFoundation
import CoreGraphics
import Foundation
import Intents
import QuartzCore
import Testing

@Suite struct AppleModuleNamesTests {
    // Intents docs, INIntent.identifier: "A unique identifier for the intent object."
    @Test func intentsNamesTheIntentClasses() {
        let intent = INIntent(), other = INIntent()
        #expect(intent.identifier != nil && intent.identifier != other.identifier)
        let response = INIntentResponse()
        response.userActivity = NSUserActivity(activityType: "com.example.open-card")
        #expect(response.userActivity?.activityType == "com.example.open-card")
    }

    @Test func quartzCoreAndCoreGraphicsNameCoreAnimationAndItsGeometry() {
        // What a file that imports only QuartzCore uses: layers, animations, transforms.
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = CATransform3DMakeRotation(.pi, 0, 0, 1)
        layer.add(spin, forKey: "spin")
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.animation(forKey: "spin") != nil)
        #expect(CGAffineTransform(scaleX: 2, y: 2).a == 2)
    }

    // AVFoundation docs: AVMakeRect(aspectRatio:insideRect:) "returns a scaled CGRect that
    // maintains the aspect ratio specified by a CGSize within a bounding CGRect" — the largest
    // such rectangle, centred (checked by hand: scale = min(bw / w, bh / h)).
    @Test(arguments: [
        (CGSize(width: 16, height: 9), CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 0, y: 312.3125, width: 390, height: 219.375)),
        (CGSize(width: 3, height: 4), CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 87.5, y: 0, width: 225, height: 300)),
        (CGSize(width: 1, height: 1), CGRect(x: 10, y: 20, width: 100, height: 50), CGRect(x: 35, y: 20, width: 50, height: 50)),
        (CGSize(width: 600, height: 400), CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: 0, y: 0, width: 300, height: 200)),
    ])
    func makeRectFitsTheRatioCentred(ratio: CGSize, bounds: CGRect, expected: CGRect) {
        let fitted = AVMakeRect(aspectRatio: ratio, insideRect: bounds)
        #expect(abs(fitted.minX - expected.minX) < 1e-9 && abs(fitted.minY - expected.minY) < 1e-9)
        #expect(abs(fitted.width - expected.width) < 1e-9 && abs(fitted.height - expected.height) < 1e-9)
        #expect(abs(fitted.width / fitted.height - ratio.width / ratio.height) < 1e-9, "the ratio is kept")
    }

    @Test func aRatioWithoutProportionsIsAPointAtTheCentre() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(AVMakeRect(aspectRatio: .zero, insideRect: bounds) == CGRect(x: 50, y: 30, width: 0, height: 0))
    }
}
