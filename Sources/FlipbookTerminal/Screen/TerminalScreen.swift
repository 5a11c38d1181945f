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

/// The interactive terminal, through ncursesw for output and its own input decoder for input.
///
/// ```swift
/// let screen = try TerminalScreen()      // throws when stdin/stdout is not a terminal
/// try screen.start()                     // raw-ish mode, colours, mouse; restored by stop()
/// defer { screen.stop() }
/// screen.draw { player.render(into: &$0) }  // writes only the cells that changed
/// let event = screen.readEvent(timeout: 16)
/// ```
///
/// Input: ncurses reads nothing (no keypad mode, no mouse mask). The screen reads the raw bytes
/// of standard input itself — everything queued, a chunk at a time — and decodes them with
/// `InputDecoder`, whatever the terminfo entry says; it turns on SGR mouse reports and bracketed
/// paste itself, and `PasteBurstFilter` drops a paste that comes without brackets. The size is
/// the kernel's (`TIOCGWINSZ`), never `LINES`/`COLUMNS`.
///
/// One screen per process (ncurses keeps one current screen). Signals: after `start()`, every
/// signal whose default action ends the process (`endingSignals`: SIGINT, SIGQUIT, SIGTERM,
/// SIGHUP, SIGPIPE, SIGUSR1, SIGALRM, SIGXFSZ, …; one ignored at start stays ignored) runs the
/// program's `signalCleanup`, restores the terminal and exits with status 128 + signal,
/// and a crash (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE) restores it before the
/// runtime's own handler reports the crash (C handlers in CNcurses, which turn the mouse and
/// paste modes off first); SIGTSTP (Ctrl-Z) stays ncurses' own, wrapped to turn those modes off
/// and on; SIGWINCH wakes `readEvent`, which reads the new size. Debug builds trap on Ctrl-T on
/// purpose, for the end-to-end test of that path.
public final class TerminalScreen: FrameLoopScreen {
    /// The signals whose default action ends the process, but for the crash signals.
    public static let endingSignals: [Int32] = (0..<flipbook_quit_signal_count()).map { flipbook_quit_signal($0) }

    /// Sets the function every ending or crash signal calls, before the terminal is restored, to
    /// remove the run's temporary files. It must be async-signal-safe (`unlink`, `rmdir`).
    public static func setSignalCleanup(_ cleanup: @convention(c) () -> Void) {
        flipbook_set_signal_cleanup(cleanup)
    }

    /// The environment the screen was made in.
    public let environment: TerminalEnvironment
    /// The colour mode asked for on the command line; `nil` for automatic.
    public let requestedColorMode: ColorMode?
    /// The colour mode cells should be rendered in; known after `start()`.
    public private(set) var colorMode: ColorMode = .none
    /// The requested colour mode the terminal cannot show, and why (`--color truecolor` without
    /// an `RGB` terminfo entry gets 256), for the previewer's header: the screen owns standard
    /// error while it runs. Known after `start()`.
    public private(set) var colorDowngrade: ColorDowngrade?
    /// The blitter the terminal needs (`.ascii` without colour or without a UTF-8 locale), or
    /// `nil` for the caller's choice; known after `start()`.
    public private(set) var requiredBlitter: BlitterKind?
    /// The characters the terminal can show (`.ascii` when the locale is not UTF-8); known after `start()`.
    public private(set) var glyphs: GlyphSet = .unicode

    /// How long a lone Esc waits for the rest of a sequence, in ms (ncurses' ESCDELAY was 25 too).
    static let escapeDelay: UInt64 = 25
    /// How long a bracketed paste may go quiet before its end is given up for lost, in ms.
    static let pasteTimeout: UInt64 = 1_000
    /// The most bytes one `readEvent` drains before returning to the frame loop.
    static let drainLimit = 256 * 1024

    private var screen: OpaquePointer?
    private var started = false
    /// The frame on the terminal now; an empty buffer forces a full repaint.
    private var previous = CellBuffer(width: 0, height: 0)
    /// The buffer `draw(_:)` has the next frame painted into (the one on screen before last).
    private var back = CellBuffer(width: 0, height: 0)
    private var colorNumbers = ColorNumbers(direct: false, colors: 0)
    private var pairCache = ColorPairCache(capacity: 0)
    private var decoder = InputDecoder()
    private var burstFilter = PasteBurstFilter()
    /// Events decoded but not yet returned, from `pendingStart` on.
    private var pending: [PlayerEvent] = []
    private var pendingStart = 0
    private var drained: [PlayerEvent] = []
    private var readBuffer = [UInt8](repeating: 0, count: 16 * 1024)
    /// When the last byte was read (monotonic ns).
    private var lastInput: UInt64 = 0
    private var wakeDescriptor: Int32 = -1
    /// What `readEvent` polls: standard input and the wake pipe (kept, so a wait allocates nothing).
    private var descriptors = [pollfd](repeating: pollfd(), count: 2)
    private var inputClosed = false
    private var attributeBits = AttributeBits.ncurses

    /// Checks that both standard input and standard output are terminals.
    ///
    /// - Throws: `TerminalError` ("the previewer needs an interactive terminal (stdout is not a TTY)…")
    ///   for a pipe or a file.
    public init(requestedColorMode: ColorMode? = nil, environment: TerminalEnvironment = .current()) throws {
        try environment.checkInteractive()
        self.environment = environment
        self.requestedColorMode = requestedColorMode
    }

    deinit { stop() }

    /// Takes over the terminal: locale, cbreak without echo, hidden cursor, colours with the
    /// terminal's defaults, mouse reports and bracketed paste, and the restoring signal handlers.
    ///
    /// - Throws: `TerminalError` when `TERM` has no terminfo description, or one that cannot move
    ///   the cursor (`TERM=dumb`): a previewer cannot be drawn there, and nothing is written.
    public func start() throws {
        guard !started else { return }
        setlocale(LC_ALL, "")
        glyphs = GlyphSet.resolve(codeset: String(cString: flipbook_codeset()))
        // The kernel's size, not LINES/COLUMNS (which a shell may have left stale).
        use_env(false)
        use_tioctl(true)
        // Without cursor addressing ncurses draws every row on the last line (and leaves a piece on the shell's).
        if Self.addressesCursor(term: nil) == false {
            throw TerminalError(.cannotAddressCursor(term: environment.variables["TERM"] ?? ""))
        }
        // newterm, not initscr: initscr exits the process when TERM is unknown.
        guard let screen = flipbook_newterm() else {
            throw TerminalError(.unknownTerminal(term: environment.variables["TERM"] ?? ""))
        }
        self.screen = screen
        started = true
        cbreak()
        noecho()
        nonl()
        // ncurses must not look at standard input while it writes: the screen reads it.
        typeahead(-1)
        curs_set(0)

        if has_colors() {
            start_color()
            _ = flipbook_use_default_colors()
        }
        let resolved = ColorMode.resolve(
            requested: requestedColorMode, environment: environment.variables, isTerminal: true,
            terminfoColors: has_colors() ? Int(flipbook_colors()) : Int(flipbook_terminfo_colors()),
            terminfoHasRGB: flipbook_terminfo_has_rgb() == 1)
        colorMode = resolved.mode
        colorDowngrade = resolved.downgrade
        requiredBlitter = glyphs == .ascii ? .ascii : resolved.blitter
        colorNumbers = ColorNumbers(direct: flipbook_terminfo_has_rgb() == 1, colors: Int(flipbook_colors()))
        pairCache = ColorPairCache(capacity: Int(flipbook_color_pairs()) - 1)

        wakeDescriptor = flipbook_open_wake_pipe()
        _ = flipbook_take_wake_reasons()
        _ = flipbook_install_signal_handlers()
        refresh()
        flipbook_input_modes_on()
        decoder = InputDecoder()
        burstFilter = PasteBurstFilter()
        previous = CellBuffer(width: 0, height: 0)
    }

    #if DEBUG
    /// Debug builds only: crashes the previewer, so the tests can see a crash give the terminal back.
    static let forcedTrapKey = Key(.character("t"), modifiers: .control)
    #endif

    /// Gives the terminal back as it was (mouse and paste modes off, then `endwin`). Safe to call
    /// more than once. A terminal without an alternate screen (`TERM=vt100`, `linux`) keeps the
    /// last frame; its bottom row, where the shell goes on, is cleared.
    public func stop() {
        guard started else { return }
        started = false
        flipbook_input_modes_off()
        if flipbook_terminfo_string("rmcup") == nil {
            var rows: Int32 = 0, columns: Int32 = 0
            flipbook_screen_size(&rows, &columns)
            _ = flipbook_attr_set(0, 0)
            wmove(flipbook_stdscr(), max(rows - 1, 0), 0)
            wclrtoeol(flipbook_stdscr())
            refresh()
        }
        endwin()
        flipbook_restore_signal_handlers()
        if let screen { delscreen(screen) }
        screen = nil
        pending.removeAll()
        pendingStart = 0
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

    /// Shows the frame `paint` draws into the screen's back buffer, writing only the cells that
    /// differ from the last frame drawn; the two buffers then swap, so no frame is copied.
    /// After a size change every cell is written; cells beyond the terminal's edge are skipped.
    public func draw(_ paint: (inout CellBuffer) -> Void) {
        paint(&back)
        show(back)
        swap(&back, &previous)
    }

    /// Writes the cells of `frame` that differ from `previous`.
    private func show(_ frame: CellBuffer) {
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
        refresh()
    }

    /// Waits up to `timeout` milliseconds (negative: forever, 0: not at all) for input and
    /// decodes it; `nil` when nothing came or it meant nothing to the player (a paste, a
    /// sequence the player has no use for).
    public func readEvent(timeout: Int32) -> PlayerEvent? {
        guard started else { return nil }
        if let event = nextPending() { return event }
        let begin = MonotonicClock.nanoseconds()
        while true {
            let now = MonotonicClock.nanoseconds()
            let waited = (now - begin) / 1_000_000, quiet = (now &- lastInput) / 1_000_000
            // The decoder's own deadlines cut the wait short: a lone Esc, a paste gone quiet.
            var wait: Int64 = timeout < 0 ? -1 : max(Int64(timeout) - Int64(waited), 0)
            if decoder.isHoldingSequence { wait = Self.shorter(wait, Int64(Self.escapeDelay) - Int64(clamping: quiet)) }
            if decoder.isInPaste { wait = Self.shorter(wait, Int64(Self.pasteTimeout) - Int64(clamping: quiet)) }

            descriptors[0] = pollfd(fd: inputClosed ? -1 : STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            descriptors[1] = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptors, 2, Int32(clamping: wait))
            if ready < 0, errno != EINTR { return nil }
            // A signal interrupts the poll (EINTR) as well as writing to the wake pipe.
            if ready < 0 || descriptors[1].revents & Int16(POLLIN) != 0, let resize = wakeUp() { return resize }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                drainInput()
                if let event = nextPending() { return event }
            }
            let after = MonotonicClock.nanoseconds()
            let silent = (after &- lastInput) / 1_000_000
            if decoder.isHoldingSequence, silent >= Self.escapeDelay {
                decoder.flush(into: &pending)
                if let event = nextPending() { return event }
            }
            if decoder.isInPaste, silent >= Self.pasteTimeout { decoder.reset() }
            if timeout >= 0, (after - begin) / 1_000_000 >= UInt64(timeout) { return nil }
        }
    }

    /// Whether `term`'s terminfo entry (nil: `TERM`'s) can move the cursor to any cell (`cup`);
    /// nil when there is no entry. Read without opening a screen or writing to the terminal.
    static func addressesCursor(term: String?) -> Bool? {
        let result = term.map { flipbook_terminfo_addresses_cursor($0) } ?? flipbook_terminfo_addresses_cursor(nil)
        return result < 0 ? nil : result == 1
    }

    // MARK: - Private

    /// The shorter of two waits in ms (-1: forever), never below 0.
    private static func shorter(_ wait: Int64, _ limit: Int64) -> Int64 {
        let limit = max(limit, 0)
        return wait < 0 ? limit : min(wait, limit)
    }

    private func nextPending() -> PlayerEvent? {
        guard pendingStart < pending.count else {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
            return nil
        }
        let event = pending[pendingStart]
        pendingStart += 1
        #if DEBUG
        if event == .key(Self.forcedTrapKey) { fatalError("Ctrl-T: a trap forced on purpose (debug builds only)") }
        #endif
        return event
    }

    /// Reads everything standard input holds now (up to `drainLimit` bytes), a read at a time,
    /// decodes it, and drops what the burst filter says is a paste.
    private func drainInput() {
        var total = 0
        repeat {
            let count = readBuffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // End of file or an error: the terminal went away (SIGHUP follows); poll it no more.
                if count == 0 || errno != EAGAIN { inputClosed = true }
                break
            }
            lastInput = MonotonicClock.nanoseconds()
            readBuffer.withUnsafeBytes {
                burstFilter.decode(UnsafeRawBufferPointer(rebasing: $0.prefix(count)), with: &decoder, at: lastInput, into: &drained)
            }
            pending.append(contentsOf: drained)
            total += count
        } while total < Self.drainLimit && Self.inputIsWaiting()
    }

    private static func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// A resize or a resume (after Ctrl-Z): the kernel's size, applied to ncurses, as an event.
    private func wakeUp() -> PlayerEvent? {
        guard flipbook_take_wake_reasons() != 0 else { return nil }
        var rows: Int32 = 0, columns: Int32 = 0
        if flipbook_terminal_size(&rows, &columns) == flipbook_ok() {
            let (oldColumns, oldRows) = size
            if Int(columns) != oldColumns || Int(rows) != oldRows { _ = resizeterm(rows, columns) }
        }
        invalidate()
        clearok(flipbook_stdscr(), true)
        let (newColumns, newRows) = size
        return .resize(columns: newColumns, rows: newRows)
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
