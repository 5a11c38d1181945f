//  ScriptKeys.swift — FlipbookPlayer
//  `key <name>` words → the player's `Key`, spelt as a person would write them in a script.

/// Key names for `key`: named keys (any case), one printable character (case kept), and
/// `shift+`, `ctrl+`, `alt+` prefixes in any order. `shift+tab` is the back-tab the terminal sends.
enum ScriptKeys {
    static let named: [(name: String, code: KeyCode)] = [
        ("enter", .enter), ("return", .enter), ("escape", .escape), ("esc", .escape), ("space", .character(" ")),
        ("left", .left), ("right", .right), ("up", .up), ("down", .down), ("home", .home), ("end", .end),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("pgup", .pageUp), ("pgdn", .pageDown),
        ("tab", .tab), ("backspace", .backspace),
    ]
    static var names: [String] { named.map(\.name) }

    static let modifierPrefixes: [(prefix: String, modifier: KeyModifiers)] = [
        ("shift+", .shift), ("ctrl+", .control), ("alt+", .alt),
    ]

    static let summary = "keys are enter, escape, space, left, right, up, down, home, end, pageup, pagedown, tab, "
        + "backspace or one character, after optional shift+, ctrl+ or alt+"

    /// The modifiers in front of a key name, and the name left after them (`ctrl++` is ctrl and `+`).
    static func split(_ text: String) -> (modifiers: KeyModifiers, name: Substring) {
        var modifiers: KeyModifiers = []
        var rest = Substring(text)
        var stripped = true
        while stripped {
            stripped = false
            for (prefix, modifier) in modifierPrefixes where rest.count > prefix.count && rest.lowercased().hasPrefix(prefix) {
                modifiers.insert(modifier)
                rest = rest.dropFirst(prefix.count)
                stripped = true
            }
        }
        return (modifiers, rest)
    }

    /// The name without modifiers (for did-you-mean).
    static func baseName(of text: String) -> String { String(split(text).name) }

    static func key(named text: String) -> Key? {
        var (modifiers, name) = split(text)
        if let code = named.first(where: { $0.name == name.lowercased() })?.code {
            if code == .tab && modifiers.contains(.shift) {
                modifiers.remove(.shift)
                return Key(.backTab, modifiers: modifiers)
            }
            return Key(code, modifiers: modifiers)
        }
        guard name.count == 1, let c = name.first, !c.isWhitespace,
              !c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
        else { return nil }
        return Key(.character(c), modifiers: modifiers)
    }
}
