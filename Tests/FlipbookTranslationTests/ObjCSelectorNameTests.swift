//  ObjCSelectorNameTests.swift — FlipbookTranslationTests
//  The selectors Swift gives exposed methods, against Apple's documented examples.

@testable import FlipbookTranslation
import XCTest

final class ObjCSelectorNameTests: XCTestCase {
    private func selector(_ base: String, _ labels: [String?]) -> String {
        ObjCSelectorName.method(SwiftName(base: base, labels: labels))
    }

    func testMethodsWithoutArgumentsKeepTheirName() {
        // Swift docs (#selector, "Using Objective-C Runtime Features in Swift"): a method with no
        // arguments is its base name.
        XCTAssertEqual(selector("confirmTapped", []), "confirmTapped")
        XCTAssertEqual(selector("dismissSelf", []), "dismissSelf")
    }

    func testAnUnlabelledFirstArgumentIsAColon() {
        // UIKit docs: `insertSubview(_:aboveSubview:)` is `insertSubview:aboveSubview:`.
        XCTAssertEqual(selector("insertSubview", [nil, "aboveSubview"]), "insertSubview:aboveSubview:")
        XCTAssertEqual(selector("handlePan", [nil]), "handlePan:")
        XCTAssertEqual(selector("tableView", [nil, "cellForRowAt"]), "tableView:cellForRowAt:")
        XCTAssertEqual(selector("move", [nil, nil]), "move::")
    }

    func testALabelledFirstArgumentJoinsWithWith() {
        // Swift docs ("Importing Swift into Objective-C"): `init(songName:artist:)` is
        // `initWithSongName:artist:`; UIKit's `init(frame:)` is `initWithFrame:`.
        XCTAssertEqual(ObjCSelectorName.initializer(labels: ["songName", "artist"]), "initWithSongName:artist:")
        XCTAssertEqual(ObjCSelectorName.initializer(labels: ["frame"]), "initWithFrame:")
        XCTAssertEqual(selector("handle", ["gesture"]), "handleWithGesture:")
        XCTAssertEqual(selector("colorTapped", ["sender"]), "colorTappedWithSender:")
    }

    func testAFirstLabelThatIsAPrepositionJoinsDirectly() {
        // Swift's name translation: a first label beginning with a preposition takes no "With"
        // (`click(for:)` → `clickFor:`, `observeValue(forKeyPath:…)` begins `observeValueForKeyPath:`).
        XCTAssertEqual(selector("click", ["for"]), "clickFor:")
        XCTAssertEqual(selector("scroll", ["toItem", "animated"]), "scrollToItem:animated:")
        XCTAssertEqual(selector("plainDidFinish", ["with"]), "plainDidFinishWith:")
        XCTAssertEqual(selector("fade", ["inDuration"]), "fadeInDuration:")
        // "index" begins with "in" but is not the preposition: the first word is the whole of "index".
        XCTAssertEqual(selector("select", ["index"]), "selectWithIndex:")
    }

    func testFoundationsRenamedMethodsKeepTheirObjectiveCNames() {
        // Foundation docs: observeValue(forKeyPath:of:change:context:) is
        // observeValueForKeyPath:ofObject:change:context:.
        XCTAssertEqual(selector("observeValue", ["forKeyPath", "of", "change", "context"]), "observeValueForKeyPath:ofObject:change:context:")
        XCTAssertEqual(selector("dismiss", ["animated", "completion"]), "dismissViewControllerAnimated:completion:")
    }

    func testPropertyAccessors() {
        // Swift docs: a property's getter is its name, its setter `set` + capitalised name + `:`.
        XCTAssertEqual(ObjCSelectorName.getter("progress"), "progress")
        XCTAssertEqual(ObjCSelectorName.setter("progress"), "setProgress:")
        XCTAssertEqual(ObjCSelectorName.setter("isOn"), "setIsOn:")
    }
}
