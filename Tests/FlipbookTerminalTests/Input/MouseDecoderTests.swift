//  MouseDecoderTests.swift — FlipbookTerminalTests
//  ncurses mouse states → presses, releases, drags, moves and scrolls.

import CNcurses
import FlipbookPlayer
@testable import FlipbookTerminal
import Testing

@Suite struct MouseDecoderTests {
    let motion = flipbook_report_mouse_position()

    @Test func pressDragReleaseFollowsTheHeldButton() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(state: flipbook_button1_pressed(), column: 3, row: 4) == [MouseEvent(.press, column: 3, row: 4, button: 1)])
        #expect(decoder.heldButton == 1)
        #expect(decoder.decode(state: motion, column: 5, row: 4) == [MouseEvent(.drag, column: 5, row: 4, button: 1)])
        #expect(decoder.decode(state: flipbook_button1_released(), column: 6, row: 4) == [MouseEvent(.release, column: 6, row: 4, button: 1)])
        #expect(decoder.heldButton == 0)
        #expect(decoder.decode(state: motion, column: 7, row: 2) == [MouseEvent(.move, column: 7, row: 2, button: 0)])
    }

    @Test func motionWithAPressedBitIsADragOfThatButton() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(state: motion | flipbook_button3_pressed(), column: 1, row: 1) == [MouseEvent(.drag, column: 1, row: 1, button: 3)])
    }

    @Test func otherButtonsAreNumbered() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(state: flipbook_button2_pressed(), column: 0, row: 0).map(\.button) == [2])
        #expect(decoder.decode(state: flipbook_button2_released(), column: 0, row: 0).map(\.kind) == [.release])
        #expect(decoder.decode(state: flipbook_button3_pressed(), column: 0, row: 0).map(\.button) == [3])
    }

    @Test func aClickIsAPressAndARelease() {
        var decoder = MouseDecoder()
        let events = decoder.decode(state: flipbook_button1_clicked(), column: 9, row: 8)
        #expect(events == [MouseEvent(.press, column: 9, row: 8, button: 1), MouseEvent(.release, column: 9, row: 8, button: 1)])
        #expect(decoder.heldButton == 0)
    }

    @Test func wheelButtonsScroll() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(state: flipbook_button4_pressed(), column: 2, row: 3) == [MouseEvent(.scrollUp, column: 2, row: 3, button: 0)])
        #expect(flipbook_button5_pressed() != 0, "ncurses 6 with mouse version 2 has a fifth button")
        #expect(decoder.decode(state: flipbook_button5_pressed(), column: 2, row: 3) == [MouseEvent(.scrollDown, column: 2, row: 3, button: 0)])
        #expect(decoder.heldButton == 0, "scrolling holds nothing")
    }

    @Test func anEmptyStateMeansNothing() {
        var decoder = MouseDecoder()
        #expect(decoder.decode(state: 0, column: 0, row: 0).isEmpty)
    }
}
