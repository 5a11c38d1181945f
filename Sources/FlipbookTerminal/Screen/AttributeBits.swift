//  AttributeBits.swift — FlipbookTerminal
//  Cell attributes as ncurses attribute bits. Status: complete.

import CNcurses
import FlipbookRender

/// The ncurses bit for each cell attribute (taken from the shim: they are C macros).
struct AttributeBits: Equatable {
    var bold: attr_t
    var dim: attr_t
    var italic: attr_t
    var underline: attr_t
    var reverse: attr_t

    static let ncurses = AttributeBits(
        bold: flipbook_a_bold(), dim: flipbook_a_dim(), italic: flipbook_a_italic(),
        underline: flipbook_a_underline(), reverse: flipbook_a_reverse())

    func bits(for attributes: CellAttributes) -> attr_t {
        var bits: attr_t = 0
        if attributes.contains(.bold) { bits |= bold }
        if attributes.contains(.dim) { bits |= dim }
        if attributes.contains(.italic) { bits |= italic }
        if attributes.contains(.underline) { bits |= underline }
        if attributes.contains(.inverse) { bits |= reverse }
        return bits
    }
}
