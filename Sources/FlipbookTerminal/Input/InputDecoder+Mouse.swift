//  InputDecoder+Mouse.swift — FlipbookTerminal
//  What the button code and coordinates of an SGR or X10 mouse report mean as a player mouse
//  event: stateless. Status: complete.

import FlipbookPlayer

extension InputDecoder {
    /// A mouse report's event: `code` as SGR and X10 encode the button (without X10's +32),
    /// 1-based `x` and `y`. `heldButton` is the button an X10 release or motion without a
    /// button releases or drags (0 for SGR, which always names the button).
    static func mouseEvent(code: Int, x: Int, y: Int, released: Bool, heldButton: Int) -> MouseEvent? {
        guard (1...maximumCoordinate).contains(x), (1...maximumCoordinate).contains(y) else { return nil }
        let column = x - 1, row = y - 1
        let button = code & 3
        if code & 128 != 0 { return nil }  // buttons 8–11
        if code & 64 != 0 {
            guard !released else { return nil }
            switch button {
            case 0: return MouseEvent(.scrollUp, column: column, row: row, button: 0)
            case 1: return MouseEvent(.scrollDown, column: column, row: row, button: 0)
            default: return nil  // sideways scrolling
            }
        }
        if released {
            let which = heldButton != 0 ? heldButton : button + 1
            guard which <= 3 else { return nil }
            return MouseEvent(.release, column: column, row: row, button: which)
        }
        if code & 32 != 0 {
            if button == 3 {
                return heldButton != 0 ? MouseEvent(.drag, column: column, row: row, button: heldButton)
                    : MouseEvent(.move, column: column, row: row, button: 0)
            }
            return MouseEvent(.drag, column: column, row: row, button: button + 1)
        }
        guard button != 3 else { return nil }
        return MouseEvent(.press, column: column, row: row, button: button + 1)
    }
}
