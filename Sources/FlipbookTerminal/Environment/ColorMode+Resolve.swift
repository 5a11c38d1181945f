//  ColorMode+Resolve.swift — FlipbookTerminal
//  Which colour mode and blitter a terminal gets, from its environment and terminfo. Status: complete.

import FlipbookRender

// MARK: - Flipbook addition

extension ColorMode {
    /// Picks the colour mode (and, when colour is off, the blitter) for a terminal. Pure: every
    /// input is a parameter.
    ///
    /// Without a request (`requested == nil`, the `auto` setting), in this order:
    /// 1. `NO_COLOR` set to a non-empty value (no-color.org) → `.none` with the ASCII blitter.
    /// 2. `TERM` unset, empty or `dumb` → `.none` with the ASCII blitter.
    /// 3. Not a terminal → `.none` with the ASCII blitter, as `ls --color=auto` does: a pipe or a
    ///    file gets colour only when asked for.
    /// 4. Otherwise what ncurses can show (see below); `COLORTERM` does not raise it.
    ///
    /// What ncurses can show: ncurses emits 24-bit colour only through a terminfo entry with the
    /// `RGB` flag (xterm-direct, kitty-direct, …), whose colour numbers *are* packed RGB. So
    /// `COLORTERM=truecolor` on `TERM=xterm-256color` stays `.palette256` — run with
    /// `TERM=xterm-direct` for 24-bit — and an `RGB` entry means `.trueColor` even without
    /// `COLORTERM`. Below that, 256 or more colours → `.palette256`; 8 or more → `.palette16`
    /// (on an 8-colour terminal the backend folds the bright eight onto the normal eight);
    /// fewer → `.none`.
    ///
    /// A request wins over the environment (including `NO_COLOR`, as no-color.org asks) but is
    /// capped by what ncurses can show; when not a terminal, nothing caps it (no ncurses is
    /// involved: the caller writes its own escape sequences). A capped request comes back as
    /// `downgrade`, with why, for the previewer to say (`nil` when the request was met or there
    /// was none). `.none` always comes with the ASCII blitter; otherwise the blitter is the
    /// caller's choice (`nil`).
    public static func resolve(
        requested: ColorMode?,
        environment: [String: String],
        isTerminal: Bool,
        terminfoColors: Int,
        terminfoHasRGB: Bool
    ) -> (mode: ColorMode, blitter: BlitterKind?, downgrade: ColorDowngrade?) {
        let capability: ColorMode
        // Why a request above `capability` gets it.
        let limit: String
        if !isTerminal {
            (capability, limit) = (.trueColor, "")
        } else if isDumb(environment["TERM"]) {
            let term = environment["TERM"] ?? ""
            (capability, limit) = (.none, term.isEmpty ? "TERM is not set" : "TERM=\(term) has no colour")
        } else if terminfoHasRGB {
            (capability, limit) = (.trueColor, "")
        } else if terminfoColors >= 256 {
            (capability, limit) = (.palette256, "terminfo has no direct colour")
        } else if terminfoColors >= 8 {
            (capability, limit) = (.palette16, "terminfo has \(terminfoColors) colours")
        } else {
            (capability, limit) = (.none, "terminfo has no colour")
        }

        let mode: ColorMode
        if let requested {
            mode = requested.capped(at: capability)
        } else if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            mode = .none
        } else if !isTerminal {
            mode = .none
        } else {
            mode = capability
        }
        let downgrade = requested.flatMap { $0.rank > mode.rank ? ColorDowngrade(requested: $0, mode: mode, reason: limit) : nil }
        return (mode, mode == .none ? .ascii : nil, downgrade)
    }

    /// How many colours the mode has, for ordering: none < 16 < 256 < 24-bit.
    var rank: Int {
        switch self {
        case .none: return 0
        case .palette16: return 1
        case .palette256: return 2
        case .trueColor: return 3
        }
    }

    /// `self`, or `limit` when `limit` shows fewer colours.
    func capped(at limit: ColorMode) -> ColorMode { rank <= limit.rank ? self : limit }

    private static func isDumb(_ term: String?) -> Bool {
        guard let term, !term.isEmpty else { return true }
        return term == "dumb"
    }
}
