//  HUDLineTests.swift — FlipbookPlayerTests
//  Fitting a HUD line by priority: value tables worked out by hand, and the promises at every width.

@testable import FlipbookPlayer
import Testing

@Suite struct HUDLineTests {
    /// The transition line of `pinterest`'s present.
    private let transition = HUDLine([
        .init("present"),
        .init("ImagePresentedAnimator", separator: " · ", elides: 30, minimumKept: 6),
        .init(["modal .fullScreen", ".fullScreen"], separator: " · ", shortens: 10, drops: 20),
    ])

    /// Expected: counted by hand — "present · ImagePresentedAnimator · modal .fullScreen" is 52
    /// characters; ".fullScreen" saves 6, dropping the style 14 more, then the name is cut.
    @Test func theStyleGivesWayBeforeTheAnimatorsName() {
        let table: [(width: Int, text: String)] = [
            (60, "present · ImagePresentedAnimator · modal .fullScreen"),
            (52, "present · ImagePresentedAnimator · modal .fullScreen"),
            (51, "present · ImagePresentedAnimator · .fullScreen"),
            (46, "present · ImagePresentedAnimator · .fullScreen"),
            (45, "present · ImagePresentedAnimator"),
            (32, "present · ImagePresentedAnimator"),
            (31, "present · ImagePresentedAnimat…"),
            (20, "present · ImagePres…"),
            (17, "present · ImageP…"),  // the name keeps its six characters
            (16, "present · Image…"),   // then the whole line is cut, still with the ellipsis
        ]
        for row in table {
            #expect(transition.fitted(width: row.width, ellipsis: "…").text == row.text, "width \(row.width)")
        }
    }

    @Test func flagsAreShortenedBeforeAnythingIsDropped() {
        let state = HUDLine([
            .init("scrub"),
            .init("40%", separator: " · "),
            .init("120 ms", separator: " · ", drops: 50),
            .init("frame 7/18", separator: " · ", drops: 30),
            .init(["isInteractive no", "interactive ✗"], separator: "  ", shortens: 11, drops: 25),
            .init(["transitionWasCancelled no", "cancelled ✗"], separator: "  ", shortens: 10, drops: 60),
        ])
        let table: [(width: Int, text: String)] = [
            (80, "scrub · 40% · 120 ms · frame 7/18  isInteractive no  transitionWasCancelled no"),
            (70, "scrub · 40% · 120 ms · frame 7/18  isInteractive no  cancelled ✗"),
            (63, "scrub · 40% · 120 ms · frame 7/18  interactive ✗  cancelled ✗"),
            (50, "scrub · 40% · 120 ms · frame 7/18  cancelled ✗"),
            (40, "scrub · 40% · 120 ms  cancelled ✗"),
            (30, "scrub · 40%  cancelled ✗"),
            (20, "scrub · 40%"),
        ]
        for row in table {
            #expect(state.fitted(width: row.width, ellipsis: "…").text == row.text, "width \(row.width)")
        }
    }

    /// At every width: the line fits; a required field shows whole or cut with the ellipsis; no
    /// field's text is cut without it; the fields keep their order.
    @Test func atEveryWidthNothingIsCutWithoutTheEllipsis() {
        for width in 1...60 {
            let fitted = transition.fitted(width: width, ellipsis: "…")
            #expect(fitted.text.count <= width, "width \(width)")
            if fitted.pieces.count == transition.fields.count {
                for (field, piece) in zip(transition.fields, fitted.pieces) {
                    guard let piece else { continue }
                    let whole = field.forms.contains(piece.text)
                    let elided = piece.text.hasSuffix("…") && field.forms.last!.hasPrefix(String(piece.text.dropLast()))
                    #expect(whole || elided, "width \(width): \(piece.text)")
                }
                #expect(fitted.shows(0) && fitted.shows(1), "width \(width): the required fields stay")
            } else {
                #expect(fitted.text.hasSuffix("…"), "width \(width): a line cut whole ends in the ellipsis")
            }
        }
    }

    /// Expected: the brief's example — 40 % of a 0.3 s transition is 120 ms, frame 7 of 18 at
    /// 60 fps; one frame of it is 1/18 = 5.6 %.
    @Test func thePlayheadReadsMillisecondsAndFrames() {
        let p = HUDLines.Playhead(fraction: 0.4, length: 0.3)
        #expect(p.percent == 40 && p.milliseconds == 120 && p.frame == 7 && p.frames == 18)
        let oneFrame = HUDLines.Playhead(fraction: 1.0 / 18, length: 0.3)
        #expect(oneFrame.frame == 1 && oneFrame.percent == 6 && oneFrame.milliseconds == 17)
        let end = HUDLines.Playhead(fraction: 1, length: 0.3)
        #expect(end.percent == 100 && end.milliseconds == 300 && end.frame == 18 && end.frames == 18)
        #expect(HUDLines.Playhead(fraction: .nan, length: 0.3).percent == 0)
    }

    /// Two lanes on one cell's image view differ only by key path: the key path must survive the cut.
    @Test func aLaneTitleKeepsItsKeyPath() {
        #expect(HUDLine.laneTitle(view: "UIView", keyPath: "opacity", width: 26, ellipsis: "…") == "UIView.opacity")
        #expect(HUDLine.laneTitle(view: "ImageCollectionViewCell.imageView", keyPath: "position", width: 26, ellipsis: "…")
                == "ImageCollectionV….position")
        #expect(HUDLine.laneTitle(view: "ImageCollectionViewCell.imageView", keyPath: "bounds", width: 26, ellipsis: "…")
                == "ImageCollectionVie….bounds")
        // A cut just after a dot drops the dot.
        #expect(HUDLine.laneTitle(view: "UIViewController.view", keyPath: "opacity", width: 26, ellipsis: "…")
                == "UIViewController….opacity")
        // No room for the view's name beside the key path: the whole title is cut.
        #expect(HUDLine.laneTitle(view: "SnapshotView", keyPath: "transition(oglFlip)", width: 20, ellipsis: "…")
                == "SnapshotView.transi…")
        for width in 1...40 {
            #expect(HUDLine.laneTitle(view: "DetailViewController.view", keyPath: "position", width: width, ellipsis: "…").count <= width)
        }
    }
}
