// The system ncursesw (6.x), imported for FlipbookTerminal.
//
// Swift imports ncurses' functions but not its function-like macros (attributes, KEY_F,
// mouse masks, getmaxyx), its wide-character cell set-up, or anything that must run inside a
// signal handler. This header supplies those as small `static inline` functions, prefixed
// `flipbook_`, and nothing else.
#ifndef FLIPBOOK_CNCURSES_SHIM_H
#define FLIPBOOK_CNCURSES_SHIM_H

// SwiftPM passes only pkg-config's -I flags, so the wide-character API is switched on here,
// before the first ncurses header, rather than by `pkg-config --cflags ncursesw`.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// MARK: - Results

static inline int flipbook_err(void) { return ERR; }
static inline int flipbook_ok(void) { return OK; }

// MARK: - Screen

/// Opens the terminal on stdout/stdin. Unlike `initscr`, which prints an error and exits when
/// TERM has no terminfo entry, this returns NULL so the caller can explain what to do.
static inline SCREEN *flipbook_newterm(void) { return newterm(NULL, stdout, stdin); }

static inline WINDOW *flipbook_stdscr(void) { return stdscr; }

/// The size of the standard screen, through `getmaxyx` (a macro).
static inline void flipbook_screen_size(int *rows, int *columns) {
    int y = 0, x = 0;
    getmaxyx(stdscr, y, x);
    *rows = y;
    *columns = x;
}

static inline int flipbook_colors(void) { return COLORS; }
static inline int flipbook_color_pairs(void) { return COLOR_PAIRS; }

// MARK: - Terminfo

/// 1 when terminfo says the terminal takes direct (24-bit) colour numbers (`RGB` flag, as in
/// xterm-direct); 0 otherwise (absent or cancelled).
static inline int flipbook_terminfo_has_rgb(void) { return tigetflag("RGB") > 0 ? 1 : 0; }

/// The terminfo `colors` number; -1 when absent, -2 when not a numeric capability.
static inline int flipbook_terminfo_colors(void) { return tigetnum("colors"); }

// MARK: - Attributes

static inline attr_t flipbook_a_normal(void) { return A_NORMAL; }
static inline attr_t flipbook_a_bold(void) { return A_BOLD; }
static inline attr_t flipbook_a_dim(void) { return A_DIM; }
static inline attr_t flipbook_a_italic(void) { return A_ITALIC; }
static inline attr_t flipbook_a_underline(void) { return A_UNDERLINE; }
static inline attr_t flipbook_a_reverse(void) { return A_REVERSE; }

// MARK: - Colour

// `COLOR_PAIR(n)` keeps only 8 bits of the pair, so every call below passes the pair number
// through the `opts` pointer, which ncurses' extended-colour API reads as an `int`.

/// Writes one character cell at (y, x) with attributes and an extended colour pair. A wide
/// character fills its continuation cell itself; the caller never writes that cell.
static inline int flipbook_put_cell(int y, int x, wchar_t character, attr_t attributes, int pair) {
    wchar_t text[2] = { character, L'\0' };
    cchar_t cell;
    memset(&cell, 0, sizeof cell);
    if (setcchar(&cell, text, attributes, 0, &pair) == ERR) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// Sets the current attributes and extended colour pair of the standard screen (used by erase).
static inline int flipbook_attr_set(attr_t attributes, int pair) {
    return wattr_set(stdscr, attributes, 0, &pair);
}

static inline int flipbook_alloc_pair(int foreground, int background) { return alloc_pair(foreground, background); }
static inline int flipbook_init_extended_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}
static inline int flipbook_init_extended_color(int color, int r, int g, int b) {
    return init_extended_color(color, r, g, b);
}
static inline int flipbook_use_default_colors(void) { return use_default_colors(); }

// MARK: - Keys

static inline int flipbook_key_f(int n) { return KEY_F(n); }

/// The key code ncurses gives an extended key named by its terminfo capability (for example
/// `kLFT5`, control + left arrow, in xterm's descriptions); 0 when the terminal has none.
/// Call after `keypad(stdscr, TRUE)`.
static inline int flipbook_extended_key_code(const char *capability) {
    char *sequence = tigetstr(capability);
    if (sequence == NULL || sequence == (char *)-1) return 0;
    int code = key_defined(sequence);
    return code > 0 ? code : 0;
}

// MARK: - Mouse

static inline mmask_t flipbook_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t flipbook_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t flipbook_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t flipbook_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t flipbook_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t flipbook_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t flipbook_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t flipbook_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t flipbook_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t flipbook_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t flipbook_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t flipbook_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t flipbook_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}

/// Reads the pending mouse event; ERR when there is none.
static inline int flipbook_getmouse(int *column, int *row, mmask_t *state) {
    MEVENT event;
    memset(&event, 0, sizeof event);
    if (getmouse(&event) == ERR) return ERR;
    *column = event.x;
    *row = event.y;
    *state = event.bstate;
    return OK;
}

// MARK: - Signals

/// The signals that end the previewer on request (the terminal's ^C and ^\, kill, a closed
/// terminal), and those that end it by a crash (a Swift trap, an abort, a bad access).
static const int flipbook_quit_signals[] = { SIGINT, SIGQUIT, SIGTERM, SIGHUP };
static const int flipbook_crash_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE };
#define FLIPBOOK_COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))
/// What handled each crash signal before Flipbook: the Swift runtime's backtracer, or the default.
/// (A function's static: a header's own global is not emitted when Swift imports the header.)
static inline struct sigaction *flipbook_previous_crash_actions(void) {
    static struct sigaction actions[FLIPBOOK_COUNT(flipbook_crash_signals)];
    return actions;
}

/// Restores the terminal and exits with the shell's 128 + signal status.
///
/// `endwin` is not on POSIX's list of async-signal-safe functions; it writes the terminal's
/// reset sequences and restores the saved termios — what ncurses' own SIGINT handler does.
/// The alternative, exiting with `_exit` alone, is certain to leave the terminal raw.
/// SA_RESETHAND makes a second signal during `endwin` end the process the default way.
static inline void flipbook_restore_and_exit(int signal_number) {
    endwin();
    _exit(128 + signal_number);
}

/// Restores the terminal, then lets a crash signal do what it would have done without Flipbook:
/// the previous handler is put back and the signal raised again, so a backtrace prints (and a
/// core is dumped) on a usable terminal.
static inline void flipbook_restore_and_crash(int signal_number) {
    endwin();
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_crash_signals); i++) {
        if (flipbook_crash_signals[i] == signal_number) sigaction(signal_number, &flipbook_previous_crash_actions()[i], NULL);
    }
    raise(signal_number);
}

static inline int flipbook_install(const int *signals, int count, void (*handler)(int), struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_quit_signals); i++) sigaddset(&action.sa_mask, flipbook_quit_signals[i]);
    action.sa_flags = SA_RESETHAND;  // one restore at a time
    int result = 0;
    for (int i = 0; i < count; i++) result |= sigaction(signals[i], &action, previous ? &previous[i] : NULL);
    return result;
}

/// Installs the restoring handlers: restore-and-exit for SIGINT, SIGQUIT, SIGTERM and SIGHUP,
/// restore-and-crash for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE. Call after the
/// screen is set up (ncurses installs handlers of its own there, which this replaces).
static inline int flipbook_install_signal_handlers(void) {
    int result = flipbook_install(flipbook_quit_signals, FLIPBOOK_COUNT(flipbook_quit_signals), flipbook_restore_and_exit, NULL);
    result |= flipbook_install(flipbook_crash_signals, FLIPBOOK_COUNT(flipbook_crash_signals), flipbook_restore_and_crash,
                               flipbook_previous_crash_actions());
    return result == 0 ? OK : ERR;
}

/// Puts back the default disposition of the quit signals and the previous handlers of the
/// crash signals (after the screen is stopped).
static inline void flipbook_restore_signal_handlers(void) {
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_quit_signals); i++) signal(flipbook_quit_signals[i], SIG_DFL);
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_crash_signals); i++) {
        sigaction(flipbook_crash_signals[i], &flipbook_previous_crash_actions()[i], NULL);
    }
}

#endif
