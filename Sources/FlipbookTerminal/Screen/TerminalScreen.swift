//  TerminalScreen.swift — FlipbookTerminal
//  The ncurses screen: set-up and restore, drawing changed cells, reading input. Status: complete.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import FlipbookPlayer
import FlipbookRender

/// The interactive terminal, through ncursesw.
///
/// ```swift
/// let screen = try TerminalScreen()      // throws when stdin/stdout is not a terminal
/// try screen.start()                     // raw-ish mode, colours, mouse; restored by stop()
/// defer { screen.stop() }
/// screen.draw(frame)                     // writes only the cells that changed
/// let event = screen.readEvent(timeout: 16)
/// ```
///
/// One screen per process (ncurses keeps one current screen). Signals: after `start()`,
/// SIGINT, SIGQUIT, SIGTERM and SIGHUP restore the terminal and exit with status 128 + signal,
/// and a crash (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) restores it before the
/// runtime's own handler reports the crash (C handlers in CNcurses); SIGTSTP (Ctrl-Z) and
/// SIGWINCH stay ncurses' own, which suspend and resume the screen and turn a resize into
/// `KEY_RESIZE`. Debug builds trap on Ctrl-T on purpose, for the end-to-end test of that path.
public final class TerminalScreen: FrameLoopScreen {
    /// The environment the screen was made in.
    public let environment: TerminalEnvironment
    /// The colour mode asked for on the command line; `nil` for automatic.
    public let requestedColorMode: ColorMode?
    /// The colour mode cells should be rendered in; known after `start()`.
    public private(set) var colorMode: ColorMode = .none
    /// The blitter the terminal needs (`.ascii` without colour), or `nil` for the caller's choice;
    /// known after `start()`.
    public private(set) var requiredBlitter: BlitterKind?

    private var screen: OpaquePointer?
    private var started = false
    /// The frame on the terminal now; an empty buffer forces a full repaint.
    private var previous = CellBuffer(width: 0, height: 0)
    private var colorNumbers = ColorNumbers(direct: false, colors: 0)
    private var pairCache = ColorPairCache(capacity: 0)
    private var keyDecoder = KeyDecoder()
    private var mouseDecoder = MouseDecoder()
    /// Events decoded but not yet returned (a mouse click is two; a key after a lone Esc).
    private var pending: [PlayerEvent] = []
    private var attributeBits = AttributeBits.ncurses

    /// Checks that both standard input and standard output are terminals.
    ///
    /// - Throws: `TerminalError` ("flipbook needs an interactive terminal (stdout is not a TTY)…")
    ///   for a pipe or a file.
    public init(requestedColorMode: ColorMode? = nil, environment: TerminalEnvironment = .current()) throws {
        try environment.checkInteractive()
        self.environment = environment
        self.requestedColorMode = requestedColorMode
    }

    deinit { stop() }

    /// Takes over the terminal: locale, cbreak without echo, keypad, hidden cursor, colours with
    /// the terminal's defaults, mouse with motion, a 25 ms Esc delay, and the restoring signal
    /// handlers.
    ///
    /// - Throws: `TerminalError` when `TERM` has no terminfo description.
    public func start() throws {
        guard !started else { return }
        setlocale(LC_ALL, "")
        // newterm, not initscr: initscr exits the process when TERM is unknown.
        guard let screen = flipbook_newterm() else {
            throw TerminalError(.unknownTerminal(term: environment.variables["TERM"] ?? ""))
        }
        self.screen = screen
        started = true
        let window = flipbook_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        // Terminals disagree on Home and End (xterm's terminfo says ESC O H; tmux, screen and the
        // Linux console send ESC [ 1 ~): accept every common spelling the terminfo entry lacks.
        for (sequence, code) in Self.homeEndSpellings where key_defined(sequence) == 0 {
            _ = define_key(sequence, code)
        }
        curs_set(0)
        set_escdelay(25)

        if has_colors() {
            start_color()
            _ = flipbook_use_default_colors()
        }
        let resolved = ColorMode.resolve(
            requested: requestedColorMode, environment: environment.variables, isTerminal: true,
            terminfoColors: has_colors() ? Int(flipbook_colors()) : Int(flipbook_terminfo_colors()),
            terminfoHasRGB: flipbook_terminfo_has_rgb() == 1)
        colorMode = resolved.mode
        requiredBlitter = resolved.blitter
        colorNumbers = ColorNumbers(direct: flipbook_terminfo_has_rgb() == 1, colors: Int(flipbook_colors()))
        pairCache = ColorPairCache(capacity: Int(flipbook_color_pairs()) - 1)

        _ = mousemask(flipbook_all_mouse_events() | flipbook_report_mouse_position(), nil)
        mouseinterval(0)

        keyDecoder.extendedKeys = KeyDecoder.extendedKeys { name in Int32(flipbook_extended_key_code(name)) }
        _ = flipbook_install_signal_handlers()
        previous = CellBuffer(width: 0, height: 0)
    }

    #if DEBUG
    /// Debug builds only: crashes the previewer, so the tests can see a crash give the terminal back.
    static let forcedTrapKey = Key(.character("t"), modifiers: .control)
    #endif

    /// Home and End as xterm, tmux/screen/the Linux console and rxvt send them.
    private static let homeEndSpellings: [(String, Int32)] = [
        ("\u{1B}OH", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME),
        ("\u{1B}OF", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
    ]

    /// Gives the terminal back as it was (`endwin`). Safe to call more than once.
    public func stop() {
        guard started else { return }
        started = false
        _ = mousemask(0, nil)
        endwin()
        flipbook_restore_signal_handlers()
        if let screen { delscreen(screen) }
        screen = nil
        pending.removeAll()
    }

    /// The terminal's size in cells.
    public var size: (columns: Int, rows: Int) {
        guard started else { return (0, 0) }
        var rows: Int32 = 0, columns: Int32 = 0
        flipbook_screen_size(&rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Repaints the whole screen on the next `draw` (after something else wrote to it).
    public func invalidate() {
        previous = CellBuffer(width: 0, height: 0)
    }

    /// Shows `frame`, writing only the cells that differ from the last frame drawn (all of them
    /// after a size change). Cells beyond the terminal's edge are skipped.
    public func draw(_ frame: CellBuffer) {
        guard started else { return }
        let fullRepaint = frame.width != previous.width || frame.height != previous.height
        if fullRepaint { clearScreen() }
        if !write(frame.diff(from: fullRepaint ? CellBuffer(width: 0, height: 0) : previous), bounds: size) {
            // Out of colour pairs: start the pair table afresh and paint the frame whole.
            reset_color_pairs()
            pairCache.removeAll()
            clearScreen()
            clearok(flipbook_stdscr(), true)
            _ = write(frame.diff(from: CellBuffer(width: 0, height: 0)), bounds: size, fallBackWhenFull: true)
        }
        previous = frame
        refresh()
    }

    /// Waits up to `timeout` milliseconds (negative: forever, 0: not at all) for input and
    /// decodes it; `nil` when nothing came or it meant nothing to the player.
    public func readEvent(timeout: Int32) -> PlayerEvent? {
        guard started else { return nil }
        if !pending.isEmpty { return pending.removeFirst() }
        guard let input = readInput(timeout: timeout) else { return nil }
        let result = keyDecoder.decode(input)
        if case .key(let key) = result, key == Key(.escape) {
            // Alt+x arrives as Esc then x, both already buffered; a lone Esc has nothing after it.
            guard let next = readInput(timeout: 0) else { return .key(key) }
            if let alt = keyDecoder.withAlt(next) { return .key(alt) }
            if let event = event(for: keyDecoder.decode(next)) { pending.append(event) }
            return .key(key)
        }
        return event(for: result)
    }

    // MARK: - Private

    private func readInput(timeout: Int32) -> KeyDecoder.Input? {
        let window = flipbook_stdscr()
        wtimeout(window, timeout)
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        if status == KEY_CODE_YES { return .keyCode(Int32(bitPattern: UInt32(value))) }
        if status == flipbook_ok() { return .character(UInt32(value)) }
        return nil
    }

    private func event(for result: KeyDecoder.Result) -> PlayerEvent? {
        switch result {
        case .key(let key):
            #if DEBUG
            if key == Self.forcedTrapKey { fatalError("Ctrl-T: a trap forced on purpose (debug builds only)") }
            #endif
            return .key(key)
        case .resize:
            invalidate()
            let (columns, rows) = size
            return .resize(columns: columns, rows: rows)
        case .mouse:
            var column: Int32 = 0, row: Int32 = 0
            var state: mmask_t = 0
            guard flipbook_getmouse(&column, &row, &state) == flipbook_ok() else { return nil }
            let events = mouseDecoder.decode(state: state, column: Int(column), row: Int(row))
            pending.append(contentsOf: events.dropFirst().map(PlayerEvent.mouse))
            return events.first.map(PlayerEvent.mouse)
        case .ignored:
            return nil
        }
    }

    private func clearScreen() {
        _ = flipbook_attr_set(0, 0)
        werase(flipbook_stdscr())
    }

    /// Writes `changes`; `false` when the colour pairs ran out first (unless `fallBackWhenFull`,
    /// which writes the remaining cells in pair 0 instead: a frame with more colour pairs than
    /// the terminal has cannot be shown exactly).
    private func write(_ changes: CellDiff, bounds: (columns: Int, rows: Int), fallBackWhenFull: Bool = false) -> Bool {
        for (x, y, cell) in changes {
            guard y < bounds.rows, x + Int(max(cell.width, 1)) <= bounds.columns else { continue }
            let foreground = colorNumbers.number(for: cell.foreground)
            let background = colorNumbers.number(for: cell.background)
            let pair: Int32
            switch pairCache.pair(foreground: foreground, background: background, allocate: { flipbook_alloc_pair($0, $1) }) {
            case .pair(let number):
                pair = number
            case .full:
                guard fallBackWhenFull else { return false }
                pair = 0
            }
            let character = wchar_t(bitPattern: cell.scalar.value)
            _ = flipbook_put_cell(Int32(y), Int32(x), character, attributeBits.bits(for: cell.attributes), pair)
        }
        return true
    }
}
