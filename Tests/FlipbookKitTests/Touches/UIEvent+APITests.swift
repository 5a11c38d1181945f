//  UIEvent+APITests.swift — FlipbookKitTests
//  Coalesced and predicted touches, event subtypes and a finger's touch attributes, against
//  UIKit's documentation.

@testable import FlipbookKit
import Testing

/// Records the first event and touch a view is sent.
private final class Catcher: UIView {
    var event: UIEvent?
    var touch: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.event = event
        touch = touches.first
    }
}

@Suite struct UIEventAPITests {
    private func touchDown() -> (Catcher, UIEvent, UITouch) {
        let window = UIWindow()
        let view = Catcher(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.sendTouch(.began, at: CGPoint(x: 40, y: 60))
        return (view, view.event!, view.touch!)
    }

    // UIKit docs, coalescedTouches(for:): "the last touch being a copy of the same touch you
    // specified"; "The return value is nil if the object in the touch parameter is not
    // associated with the current event."
    @Test func coalescedTouchesEndWithACopyOfTheTouchAndAreNilForAForeignTouch() throws {
        let (view, event, touch) = touchDown()
        let coalesced = try #require(event.coalescedTouches(for: touch))
        let last = try #require(coalesced.last)
        #expect(last !== touch)
        #expect(last.location(in: view) == touch.location(in: view))
        #expect(last.phase == touch.phase)
        #expect(event.coalescedTouches(for: UITouch()) == nil)
        #expect(event.predictedTouches(for: UITouch()) == nil)
        #expect(event.predictedTouches(for: touch) == [])
    }

    // UIKit docs, UIEvent.EventSubtype.none: "The event has no subtype" — that of touch events.
    @Test func aTouchEventHasNoSubtypeAndNoModifiersOrButtons() {
        let (_, event, _) = touchDown()
        #expect(event.type == .touches)
        #expect(event.subtype == .none)
        #expect(event.modifierFlags.isEmpty)
        #expect(event.buttonMask.isEmpty)
    }

    // UIKit docs, UIEvent.ButtonMask.button(_:): "Returns the button mask for the specified button
    // number"; button 1 is the primary button, 2 the secondary.
    @Test func buttonNumbersMapToTheirMasks() {
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
    }

    // UIKit docs, preciseLocation(in:): "Use this method only when you need additional precision";
    // for a finger it reports the touch's location. altitudeAngle: "a value of π/2 indicates that
    // the stylus is perpendicular to the surface" — a finger's touch reports that.
    @Test func aFingersPreciseLocationIsItsLocationAndItStandsUpright() {
        let (view, _, touch) = touchDown()
        #expect(touch.preciseLocation(in: view) == CGPoint(x: 30, y: 40))
        #expect(touch.precisePreviousLocation(in: view) == touch.previousLocation(in: view))
        #expect(touch.altitudeAngle == .pi / 2)
        // UIKit docs, estimationUpdateIndex: nil when no property is expected to be updated.
        #expect(touch.estimationUpdateIndex == nil)
        #expect(touch.estimatedPropertiesExpectingUpdates.isEmpty)
    }
}
