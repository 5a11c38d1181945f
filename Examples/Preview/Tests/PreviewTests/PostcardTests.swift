@testable import Preview
import FlipbookTesting
import Testing

/// The sky of the catalog's Postcard picture, as the frame's colour plane writes it.
private let sky = "#7ec8e3"

@Test func thePostcardRisesIntoView() throws {
    let postcard = try #require(demos.first { $0.name == "postcard" })
    let start = try transitionFrame(postcard, transition: .present, at: 0)
    let end = try transitionFrame(postcard, transition: .present, at: 100)
    #expect(!start.contains(sky), "at 0 % the postcard is still below the screen")
    #expect(end.contains(sky), "at 100 % the postcard shows its picture")
}

@Test func dismissingTakesThePostcardAndTheDimmingAway() throws {
    let postcard = try #require(demos.first { $0.name == "postcard" })
    let home = try transitionFrame(postcard, transition: .present, at: 0)
    let end = try transitionFrame(postcard, transition: .dismiss, at: 100)
    #expect(picture(of: end) == picture(of: home), "the home screen, undimmed, as it was before")
}

/// A frame's picture: its characters and colours, without the list of animating views after them.
private func picture(of frame: String) -> Substring {
    frame[..<(frame.range(of: "\nAnimating views at")?.lowerBound ?? frame.endIndex)]
}

// To keep every frame of a transition in golden text files beside this test:
//
//     @Test func postcardFrames() throws {
//         expectTransitionSnapshots(demos[0], transition: .present, at: [0, 25, 50, 75, 100])
//     }
//
// then run `FLIPBOOK_RECORD=missing swift test` once, read the files it writes in
// __Snapshots__/, and commit them. A frame that changes later fails with the first line that differs.
