//  UIScreen+APITests.swift — FlipbookKitTests
//  UIScreen's coordinate spaces, native bounds, modes, brightness, display link and snapshot,
//  against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct UIScreenAPITests {
    // UIKit docs: fixedCoordinateSpace is the screen's space fixed in a portrait-up orientation,
    // coordinateSpace its current one (turned with the interface). In landscape with the home button on the right the device is turned a quarter
    // to the left: the interface's top left is the portrait screen's top right.
    @Test func theFixedSpaceStaysInPortrait() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        let screen = window.screen
        let fixed = screen.fixedCoordinateSpace
        #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 0, y: 0), to: fixed) == CGPoint(x: 390, y: 0))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 844, y: 390), to: fixed) == CGPoint(x: 0, y: 844))
        #expect(fixed.convert(CGPoint(x: 390, y: 0), to: screen.coordinateSpace) == CGPoint(x: 0, y: 0))
        #expect(screen.coordinateSpace.convert(CGRect(x: 0, y: 0, width: 100, height: 10), to: fixed)
                == CGRect(x: 380, y: 0, width: 10, height: 100))
        let portrait = UIWindow().screen
        #expect(portrait.coordinateSpace.convert(CGPoint(x: 5, y: 6), to: portrait.fixedCoordinateSpace) == CGPoint(x: 5, y: 6))
    }

    // UIKit docs, nativeBounds: "This rectangle is based on the device in a portrait-up orientation.
    // This value does not change as the device rotates." (Flipbook's native scale is 1.)
    @Test func nativeBoundsAreInPortrait() {
        let screen = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390)).screen
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 390 * screen.nativeScale, height: 844 * screen.nativeScale))
        #expect(screen.currentMode?.size == screen.nativeBounds.size && screen.availableModes.count == 1)
    }

    // UIKit docs: brightnessDidChangeNotification is posted when the screen's brightness changes;
    // brightness runs from 0.0 to 1.0.
    @Test func brightnessIsClampedAndItsChangePosted() {
        let screen = UIWindow().screen
        let log = ThreadNotificationLog([UIScreen.brightnessDidChangeNotification])
        let before = screen.brightness
        screen.brightness = 2
        #expect(screen.brightness == 1)
        screen.brightness = 1
        #expect(log.entries.count == 1, "the same brightness is no change")
        screen.brightness = before
    }

    // UIKit docs: displayLink(withTarget:selector:) returns a display link for the screen that calls
    // the selector on the target at every frame.
    @Test func aDisplayLinkCallsItsTargetEachFrame() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let target = FrameCounter()
        FrameCounter.register()
        let link = try #require(window.screen.displayLink(withTarget: target, selector: Selector("frame:")))
        link.add(to: .main, forMode: .default)
        window.clock.tick(to: 0.1)
        link.invalidate()
        #expect(target.frames > 0)
    }

    // UIKit docs: snapshotView(afterScreenUpdates:) returns a snapshot view of the screen's contents.
    @Test func theSnapshotIsTheScreensSize() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(window.screen.snapshotView(afterScreenUpdates: false).bounds.size == window.bounds.size)
    }
}

/// A display link's target, counting the frames it is called for.
private final class FrameCounter: NSObject {
    var frames = 0
    static func register() {
        ObjCRuntime.addMethods(["frame:": { target, _ in (target as! FrameCounter).frames += 1 }], to: FrameCounter.self)
    }
}
