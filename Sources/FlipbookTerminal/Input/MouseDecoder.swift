//  MouseDecoder.swift — FlipbookTerminal
//  ncurses mouse states as player mouse events. Status: complete.

import CNcurses
import FlipbookPlayer

/// Turns the `bstate` of each `getmouse` event into player mouse events. Pure apart from the
/// button it remembers as held, which motion needs: ncurses reports motion as
/// `REPORT_MOUSE_POSITION` without saying which button is down.
///
/// - `BUTTON4_PRESSED` / `BUTTON5_PRESSED` → scroll up / down (button 0).
/// - `BUTTONn_PRESSED` → press n (and n is held); `BUTTONn_RELEASED` → release n.
/// - `BUTTONn_CLICKED` (only if ncurses synthesised a click; `mouseinterval(0)` turns that off)
///   → press n then release n.
/// - motion → drag with the held button, or a move (button 0) when none is.
struct MouseDecoder {
    /// The button pressed and not yet released; 0 for none.
    private(set) var heldButton = 0

    private static let buttons: [(number: Int, pressed: mmask_t, released: mmask_t, clicked: mmask_t)] = [
        (1, flipbook_button1_pressed(), flipbook_button1_released(), flipbook_button1_clicked()),
        (2, flipbook_button2_pressed(), flipbook_button2_released(), flipbook_button2_clicked()),
        (3, flipbook_button3_pressed(), flipbook_button3_released(), flipbook_button3_clicked()),
    ]

    mutating func decode(state: mmask_t, column: Int, row: Int) -> [MouseEvent] {
        if state & flipbook_button4_pressed() != 0 { return [MouseEvent(.scrollUp, column: column, row: row, button: 0)] }
        let scrollDown = flipbook_button5_pressed()
        if scrollDown != 0, state & scrollDown != 0 { return [MouseEvent(.scrollDown, column: column, row: row, button: 0)] }

        if state & flipbook_report_mouse_position() != 0 {
            if heldButton == 0, let pressed = Self.buttons.first(where: { state & $0.pressed != 0 }) {
                heldButton = pressed.number
            }
            return heldButton != 0
                ? [MouseEvent(.drag, column: column, row: row, button: heldButton)]
                : [MouseEvent(.move, column: column, row: row, button: 0)]
        }

        var events: [MouseEvent] = []
        for button in Self.buttons {
            if state & button.pressed != 0 {
                heldButton = button.number
                events.append(MouseEvent(.press, column: column, row: row, button: button.number))
            }
            if state & button.clicked != 0 {
                events.append(MouseEvent(.press, column: column, row: row, button: button.number))
                events.append(MouseEvent(.release, column: column, row: row, button: button.number))
                if heldButton == button.number { heldButton = 0 }
            }
            if state & button.released != 0 {
                if heldButton == button.number { heldButton = 0 }
                events.append(MouseEvent(.release, column: column, row: row, button: button.number))
            }
        }
        return events
    }
}
