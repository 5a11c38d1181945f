//  UIWindowScene+APITests.swift — FlipbookKitTests
//  A window's scene: its screen, orientation, traits and status bar, geometry requests and its
//  delegate told of size changes, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import Testing

/// A window scene delegate logging the updates it is told of.
private final class GeometryLoggingDelegate: NSObject, UIWindowSceneDelegate {
    var previous: [(UIInterfaceOrientation, CGRect)] = []
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        previous.append((previousInterfaceOrientation, previousCoordinateSpace.bounds))
    }
}

@Suite struct UIWindowSceneAPITests {
    // UIKit docs: interfaceOrientation is the current orientation of the scene's interface;
    // UIInterfaceOrientation: device landscapeLeft is interface landscapeRight.
    @Test func theSceneIsItsWindowsScreen() throws {
        let window = UIWindow()
        let scene = try #require(window.windowScene)
        #expect(scene.interfaceOrientation == .portrait && scene.screen.bounds.size == window.bounds.size)
        #expect(scene.traitCollection == window.screen.traitCollection)
        #expect(scene.activationState == .foregroundActive && scene.session.role == .windowApplication)
        #expect(scene.session.scene === scene)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(scene.interfaceOrientation == .landscapeRight && scene.effectiveGeometry.interfaceOrientation == .landscapeRight)
        #expect(scene.coordinateSpace.bounds.size == CGSize(width: 844, height: 390))
    }

    // UIKit docs: requestGeometryUpdate(_:errorHandler:) requests an update to the window scene's
    // geometry, and calls the error handler when the system cannot honour it — as for orientations
    // the app does not support.
    @Test func aGeometryRequestTurnsTheWindowOrFails() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let scene = try #require(window.windowScene)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
        #expect(window.bounds.size == CGSize(width: 844, height: 390), "already landscape")
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) { errors.append($0) }
        window.clock.tick(to: 1.0 / 60)
        #expect(errors.count == 1, "an iPhone app does not support upside down by default")
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
    }

    // UIKit docs: windowScene(_:didUpdate:interfaceOrientation:traitCollection:) tells the delegate
    // that the scene's size, orientation or traits changed, with the previous values.
    @Test func theDelegateHearsOfSizeChanges() throws {
        let window = UIWindow()
        let scene = try #require(window.windowScene)
        let delegate = GeometryLoggingDelegate()
        scene.delegate = delegate
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(delegate.previous.count == 1)
        #expect(delegate.previous.first?.0 == .portrait && delegate.previous.first?.1.size == CGSize(width: 390, height: 844))
    }
}
