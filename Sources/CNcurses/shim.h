// The system ncursesw (6.x), imported for FlipbookTerminal.
//
// Swift imports ncurses' functions but not its function-like macros (attributes, getmaxyx),
// its wide-character cell set-up, variadic calls (ioctl), or anything that must run inside a
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

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <sys/ioctl.h>
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

/// The terminal's size from the kernel (`TIOCGWINSZ` on stdout, else stdin); 0 when unknown.
static inline int flipbook_terminal_size(int *rows, int *columns) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 && ioctl(STDIN_FILENO, TIOCGWINSZ, &size) != 0) return ERR;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return (size.ws_row > 0 && size.ws_col > 0) ? OK : ERR;
}

/// The locale's character set after `setlocale` (`nl_langinfo(CODESET)`: "UTF-8", "ANSI_X3.4-1968", …).
static inline const char *flipbook_codeset(void) { return nl_langinfo(CODESET); }

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

// From <term.h>, which is not included: it defines `columns`, `lines` and the like as macros.
// (At file scope: a `struct term` first named inside a function would be that function's own type.)
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);

/// Makes `term`'s terminfo entry the current one without opening a screen (for the tests that
/// check the input decoder against terminfo's key capabilities); OK, or ERR when there is none.
static inline int flipbook_load_terminfo(const char *term) {
    int error = 0;
    struct term *previous = set_curterm(NULL);
    if (setupterm(term, STDERR_FILENO, &error) != OK) {
        set_curterm(previous);
        return ERR;
    }
    if (previous != NULL) del_curterm(previous);
    return OK;
}

/// Whether `term`'s terminfo entry (NULL: $TERM's) can move the cursor to any cell (`cup`): 1 when
/// it can, 0 when it cannot (TERM=dumb), -1 when there is no entry. The entry is read into a
/// terminal of its own, freed again, and ncurses' current terminal put back: nothing is written
/// to the terminal and its modes are untouched, so a screen can be refused before it is opened.
static inline int flipbook_terminfo_addresses_cursor(const char *term) {
    int error = 0;
    struct term *previous = set_curterm(NULL);
    if (setupterm(term, STDOUT_FILENO, &error) != OK) {
        set_curterm(previous);
        return -1;
    }
    const char *cup = tigetstr("cup");
    int result = (cup == NULL || cup == (char *)-1) ? 0 : 1;
    del_curterm(set_curterm(previous));
    return result;
}

/// A string capability of the current entry (extended ones such as `kLFT5` included); NULL when
/// the entry lacks it.
static inline const char *flipbook_terminfo_string(const char *capability) {
    char *value = tigetstr(capability);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

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

// MARK: - Input modes

/// What the screen turns on after `start`: mouse reports (1000 presses, 1002 drags) in SGR
/// form (1006), and bracketed paste (2004). Written with `write(2)`, which is async-signal-safe,
/// so the signal handlers below can turn them off again.
static inline void flipbook_input_modes_on(void) {
    static const char on[] = "\033[?1000h\033[?1002h\033[?1006h\033[?2004h";
    ssize_t ignored = write(STDOUT_FILENO, on, sizeof on - 1);
    (void)ignored;
}

static inline void flipbook_input_modes_off(void) {
    static const char off[] = "\033[?2004l\033[?1006l\033[?1002l\033[?1000l";
    ssize_t ignored = write(STDOUT_FILENO, off, sizeof off - 1);
    (void)ignored;
}

// MARK: - Waking the input loop

/// A pipe the SIGWINCH and SIGTSTP handlers write a byte to, so the screen's `poll` wakes.
static inline int *flipbook_wake_pipe(void) {
    static int fds[2] = { -1, -1 };
    return fds;
}

/// Why the pipe was written to, as bits: 1 the terminal was resized, 2 the process was resumed.
static inline volatile sig_atomic_t *flipbook_wake_reasons(void) {
    static volatile sig_atomic_t reasons = 0;
    return &reasons;
}

static inline void flipbook_wake(int reason) {
    int saved = errno;
    *flipbook_wake_reasons() |= reason;
    int fd = flipbook_wake_pipe()[1];
    if (fd >= 0) {
        ssize_t ignored = write(fd, "!", 1);
        (void)ignored;
    }
    errno = saved;
}

/// Opens the pipe (non-blocking, closed on exec); its read end, or -1.
static inline int flipbook_open_wake_pipe(void) {
    int *fds = flipbook_wake_pipe();
    if (fds[0] >= 0) return fds[0];
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    return fds[0];
}

/// Empties the pipe and returns the reasons it was written to since the last call.
static inline int flipbook_take_wake_reasons(void) {
    char buffer[64];
    while (read(flipbook_wake_pipe()[0], buffer, sizeof buffer) > 0) {}
    int reasons = *flipbook_wake_reasons();
    *flipbook_wake_reasons() = 0;
    return reasons;
}

// MARK: - Signals

/// The signals whose default action ends the process, but for the crashes below: the terminal's
/// ^C and ^\, kill, a closed terminal, a broken pipe, a file-size or CPU limit, timers and the
/// user signals nobody sent on purpose. Each restores the terminal and removes the run's
/// temporary files before the process ends.
static const int flipbook_quit_signals[] = {
    SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXFSZ, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS,
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
/// Those that end it by a crash (a Swift trap, an abort, a bad access).
static const int flipbook_crash_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE };
#define FLIPBOOK_COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

static inline int flipbook_quit_signal_count(void) { return FLIPBOOK_COUNT(flipbook_quit_signals); }
static inline int flipbook_quit_signal(int index) { return flipbook_quit_signals[index]; }

/// What handled each crash signal before Flipbook: the Swift runtime's backtracer, or the default.
/// (A function's static: a header's own global is not emitted when Swift imports the header.)
static inline struct sigaction *flipbook_previous_crash_actions(void) {
    static struct sigaction actions[FLIPBOOK_COUNT(flipbook_crash_signals)];
    return actions;
}
/// What handled each quit signal before Flipbook (a signal ignored at start stays ignored).
static inline struct sigaction *flipbook_previous_quit_actions(void) {
    static struct sigaction actions[FLIPBOOK_COUNT(flipbook_quit_signals)];
    return actions;
}

/// A function the program registers to remove its temporary files when a signal ends it; it
/// must be async-signal-safe. Called before the terminal is restored.
typedef void (*flipbook_cleanup_function)(void);
static inline flipbook_cleanup_function *flipbook_signal_cleanup(void) {
    static flipbook_cleanup_function cleanup = NULL;
    return &cleanup;
}
static inline void flipbook_set_signal_cleanup(flipbook_cleanup_function cleanup) { *flipbook_signal_cleanup() = cleanup; }

/// Restores the terminal and exits with the shell's 128 + signal status.
///
/// `endwin` is not on POSIX's list of async-signal-safe functions; it writes the terminal's
/// reset sequences and restores the saved termios — what ncurses' own SIGINT handler does.
/// The alternative, exiting with `_exit` alone, is certain to leave the terminal raw.
/// SA_RESETHAND makes a second signal during `endwin` end the process the default way.
static inline void flipbook_restore_and_exit(int signal_number) {
    if (*flipbook_signal_cleanup()) (*flipbook_signal_cleanup())();
    flipbook_input_modes_off();
    endwin();
    _exit(128 + signal_number);
}

/// Restores the terminal, then lets a crash signal do what it would have done without Flipbook:
/// the previous handler is put back and the signal raised again, so a backtrace prints (and a
/// core is dumped) on a usable terminal.
static inline void flipbook_restore_and_crash(int signal_number) {
    if (*flipbook_signal_cleanup()) (*flipbook_signal_cleanup())();
    flipbook_input_modes_off();
    endwin();
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_crash_signals); i++) {
        if (flipbook_crash_signals[i] == signal_number) sigaction(signal_number, &flipbook_previous_crash_actions()[i], NULL);
    }
    raise(signal_number);
}

/// What handled SIGTSTP and SIGWINCH before Flipbook (ncurses' own handlers, or the default).
static inline struct sigaction *flipbook_previous_tstp_action(void) {
    static struct sigaction action;
    return &action;
}
static inline struct sigaction *flipbook_previous_winch_action(void) {
    static struct sigaction action;
    return &action;
}

/// A resize: the screen reads the new size when its `poll` wakes.
static inline void flipbook_on_winch(int signal_number) {
    (void)signal_number;
    flipbook_wake(1);
}

/// Ctrl-Z: the input modes off, then what suspended the process before (ncurses' handler gives
/// the terminal back, stops, and on `fg` takes it again and repaints), then the modes on again.
static inline void flipbook_on_tstp(int signal_number) {
    int saved = errno;
    flipbook_input_modes_off();
    struct sigaction *previous = flipbook_previous_tstp_action();
    if (!(previous->sa_flags & SA_SIGINFO) && previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(signal_number);
    } else {
        struct sigaction stop, ours;
        memset(&stop, 0, sizeof stop);
        stop.sa_handler = SIG_DFL;
        sigemptyset(&stop.sa_mask);
        endwin();
        sigaction(SIGTSTP, &stop, &ours);
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGTSTP);
        sigprocmask(SIG_UNBLOCK, &mask, NULL);
        kill(getpid(), SIGTSTP);
        sigaction(SIGTSTP, &ours, NULL);
    }
    flipbook_input_modes_on();
    flipbook_wake(2);
    errno = saved;
}

/// Installs `handler` for each of `signals`, keeping what was there in `previous`; a signal
/// ignored at start (`nohup`, a shell's background job) stays ignored when `keepIgnored`.
static inline int flipbook_install(const int *signals, int count, void (*handler)(int), struct sigaction *previous,
                                   int keepIgnored) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_quit_signals); i++) sigaddset(&action.sa_mask, flipbook_quit_signals[i]);
    action.sa_flags = SA_RESETHAND;  // one restore at a time
    int result = 0;
    for (int i = 0; i < count; i++) {
        result |= sigaction(signals[i], NULL, &previous[i]);
        if (keepIgnored && previous[i].sa_handler == SIG_IGN) continue;
        result |= sigaction(signals[i], &action, NULL);
    }
    return result;
}

/// Installs the restoring handlers: restore-and-exit for the quit signals (SIGINT, SIGQUIT, …),
/// restore-and-crash for SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE (each turns the
/// input modes off first); SIGWINCH wakes the input loop; SIGTSTP wraps ncurses' own handler
/// with the input modes off and on. Call after the screen is set up (ncurses installs handlers
/// of its own there, which this replaces).
static inline int flipbook_install_signal_handlers(void) {
    int result = flipbook_install(flipbook_quit_signals, FLIPBOOK_COUNT(flipbook_quit_signals), flipbook_restore_and_exit,
                                  flipbook_previous_quit_actions(), 1);
    result |= flipbook_install(flipbook_crash_signals, FLIPBOOK_COUNT(flipbook_crash_signals), flipbook_restore_and_crash,
                               flipbook_previous_crash_actions(), 0);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    action.sa_handler = flipbook_on_winch;
    result |= sigaction(SIGWINCH, &action, flipbook_previous_winch_action());
    // A shell without job control ignores SIGTSTP: then so does the previewer.
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler != SIG_IGN) {
        action.sa_handler = flipbook_on_tstp;
        result |= sigaction(SIGTSTP, &action, flipbook_previous_tstp_action());
    }
    return result == 0 ? OK : ERR;
}

/// Puts back the previous handlers of the quit and crash signals, SIGTSTP and SIGWINCH (after
/// the screen is stopped).
static inline void flipbook_restore_signal_handlers(void) {
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == flipbook_on_tstp) {
        sigaction(SIGTSTP, flipbook_previous_tstp_action(), NULL);
    }
    sigaction(SIGWINCH, flipbook_previous_winch_action(), NULL);
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_quit_signals); i++) {
        sigaction(flipbook_quit_signals[i], &flipbook_previous_quit_actions()[i], NULL);
    }
    for (int i = 0; i < FLIPBOOK_COUNT(flipbook_crash_signals); i++) {
        sigaction(flipbook_crash_signals[i], &flipbook_previous_crash_actions()[i], NULL);
    }
}

#endif
