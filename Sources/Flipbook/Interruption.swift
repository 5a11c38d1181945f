//  Interruption.swift — Flipbook
//  Ctrl-C, SIGTERM and SIGHUP during a headless run: remove the temporary file, then die of the signal.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a headless run (`record`, `play --headless`) leaves when it is interrupted: nothing of
/// its own. The temporary file being written (`OutputFile.temporaryPath`) is removed and a
/// progress line ended; then the signal is raised again with its default action, so the shell
/// sees the run killed by it (status 128 + the signal). The target file is never touched.
///
/// The paths live in fixed C buffers, so the handler only calls `unlink`, `write` and `raise`,
/// which POSIX lists as async-signal-safe.
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let capacity = Int(PATH_MAX) + 1
    private static let slotCount = 2
    /// Temporary paths to remove, NUL-terminated; an empty string is a free slot.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotCount)
        pointer.initialize(repeating: 0, count: capacity * slotCount)
        return pointer
    }()
    /// Whether a progress line without its newline is on standard error.
    nonisolated(unsafe) static var progressLineOpen = false

    /// Installs the handlers (once, before the run). A signal the run started with ignored (a
    /// background job of a script ignores SIGINT) stays ignored, as the shell meant.
    static func install() {
        _ = slots
        for signal in signals {
            var current = sigaction()
            if sigaction(signal, nil, &current) == 0, isIgnored(current) { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in Interruption.handle(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in Interruption.handle(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN is handler 1
    }

    /// Remembers `path` (a temporary file this run created with `mkstemp`) in a slot, for removal
    /// on a signal. Only such paths are ever watched; after a commit the name no longer exists
    /// (it was renamed), so a signal before `unwatch` unlinks nothing.
    static func watch(_ path: String, slot: Int) {
        precondition(slot < slotCount)
        withSignalsBlocked {
            let start = slots + slot * capacity
            let bytes = Array(path.utf8.prefix(capacity - 1))
            for (i, byte) in bytes.enumerated() { start[i] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
        }
    }

    /// Forgets the slot's path (after `commit()` or `discard()`).
    static func unwatch(slot: Int) {
        withSignalsBlocked { slots[slot * capacity] = 0 }
    }

    private static func withSignalsBlocked(_ body: () -> Void) {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        body()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    private static func handle(_ number: Int32) {
        for slot in 0..<slotCount where slots[slot * capacity] != 0 {
            unlink(slots + slot * capacity)
        }
        if progressLineOpen {
            var newline: UInt8 = 0x0A
            _ = write(STDERR_FILENO, &newline, 1)
        }
        raise(number)  // SA_RESETHAND put the default action back: die of the signal
    }
}
