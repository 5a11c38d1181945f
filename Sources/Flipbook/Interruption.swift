//  Interruption.swift — Flipbook
//  A signal that ends the process during a run (Ctrl-C, Ctrl-\, kill, a closed terminal, a file
//  size limit, …): remove the run's temporary files, then die of the signal.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRender
import FlipbookTerminal

/// What a run leaves when a signal ends it: nothing of its own. The temporary files being written
/// (`OutputFile.temporaryPath`) and a frames export's staging folder (`FrameFolder`, with the
/// folder itself when the run made it) are removed and a progress line ended; then the signal is
/// raised again with its default action, so the shell sees the run killed by it (status 128 +
/// the signal), without a core file. The target files are never touched.
///
/// Every signal whose default action ends the process is caught (`TerminalScreen.endingSignals`:
/// SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGUSR1/2, SIGALRM, SIGXFSZ, SIGXCPU, …); in the
/// previewer the screen's handlers run the same clean-up before they restore the terminal.
///
/// The paths live in C buffers filled with signals blocked, so the handler only calls `unlink`,
/// `rmdir`, `write`, `setrlimit` and `raise`.
enum Interruption {
    private static let capacity = Int(PATH_MAX) + 1
    private static let slotCount = 2
    /// Temporary paths to remove, NUL-terminated; an empty string is a free slot.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotCount)
        pointer.initialize(repeating: 0, count: capacity * slotCount)
        return pointer
    }()
    /// A staging folder (empty: none), and the folder to remove after it when the run made it.
    nonisolated(unsafe) private static let folders: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * 2)
        pointer.initialize(repeating: 0, count: capacity * 2)
        return pointer
    }()
    /// The names staged in the folder, each NUL-terminated, `stagedLength` bytes in all.
    nonisolated(unsafe) private static var staged = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
    nonisolated(unsafe) private static var stagedLength = 0
    nonisolated(unsafe) private static var stagedCapacity = 0
    /// Whether a progress line without its newline is on standard error.
    nonisolated(unsafe) static var progressLineOpen = false

    /// Installs the handlers (once, before the run). A signal the run started with ignored (a
    /// background job of a script ignores SIGINT, `nohup` SIGHUP) stays ignored, as the shell meant.
    static func install() {
        _ = slots
        _ = folders
        TerminalScreen.setSignalCleanup { Interruption.removeTemporaryFiles() }
        for signal in TerminalScreen.endingSignals {
            var current = sigaction()
            if sigaction(signal, nil, &current) == 0, isIgnored(current) { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in Interruption.handle(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in Interruption.handle(number) }
            #endif
            sigemptyset(&action.sa_mask)
            for other in TerminalScreen.endingSignals { sigaddset(&action.sa_mask, other) }
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
        withSignalsBlocked { copy(path, to: slots + slot * capacity) }
    }

    /// Forgets the slot's path (after `commit()` or `discard()`).
    static func unwatch(slot: Int) {
        withSignalsBlocked { slots[slot * capacity] = 0 }
    }

    /// Remembers a frames export's staging folder (and the folder it is in, when the run made
    /// that), for removal with the files staged in it.
    static func watch(_ folder: FrameFolder) {
        withSignalsBlocked {
            copy(folder.staging ?? "", to: folders)
            copy(folder.madeTarget ? folder.target : "", to: folders + capacity)
            stagedLength = 0
        }
    }

    /// Notes a file about to be staged in the watched folder (before it is created, so a signal
    /// while it is written removes it too).
    static func watchStaged(_ name: String) {
        withSignalsBlocked {
            let bytes = Array(name.utf8.prefix(Int(NAME_MAX)))
            if stagedLength + bytes.count + 1 > stagedCapacity {
                let grown = max(stagedCapacity * 2, stagedLength + bytes.count + 1, 4096)
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: grown)
                buffer.update(from: staged, count: stagedLength)
                staged.deallocate()
                staged = buffer
                stagedCapacity = grown
            }
            for (i, byte) in bytes.enumerated() { staged[stagedLength + i] = CChar(bitPattern: byte) }
            staged[stagedLength + bytes.count] = 0
            stagedLength += bytes.count + 1
        }
    }

    /// Forgets the folder (after `commit()` or `discard()`).
    static func unwatchFolder() {
        withSignalsBlocked {
            folders[0] = 0
            folders[capacity] = 0
            stagedLength = 0
        }
    }

    /// Runs `body` with the ending signals held back (they are handled when it returns): for a
    /// commit that must not stop halfway.
    static func withSignalsBlocked<T>(_ body: () throws -> T) rethrows -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in TerminalScreen.endingSignals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    private static func copy(_ text: String, to start: UnsafeMutablePointer<CChar>) {
        let bytes = Array(text.utf8.prefix(capacity - 1))
        for (i, byte) in bytes.enumerated() { start[i] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
    }

    /// Removes every watched temporary file and staging folder. Async-signal-safe: `unlink`
    /// and `rmdir`, with paths built in a buffer on the stack.
    static func removeTemporaryFiles() {
        for slot in 0..<slotCount where slots[slot * capacity] != 0 {
            unlink(slots + slot * capacity)
        }
        guard folders[0] != 0 else { return }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity + Int(NAME_MAX) + 2) { path in
            var folderLength = 0
            while folders[folderLength] != 0 { path[folderLength] = folders[folderLength]; folderLength += 1 }
            path[folderLength] = 0x2F  // "/"
            var offset = 0
            while offset < stagedLength {
                var i = 0
                while staged[offset + i] != 0 { path[folderLength + 1 + i] = staged[offset + i]; i += 1 }
                path[folderLength + 1 + i] = 0
                unlink(path.baseAddress!)
                offset += i + 1
            }
        }
        rmdir(folders)
        if folders[capacity] != 0 { rmdir(folders + capacity) }
    }

    private static func handle(_ number: Int32) {
        removeTemporaryFiles()
        if progressLineOpen {
            var newline: UInt8 = 0x0A
            _ = write(STDERR_FILENO, &newline, 1)
        }
        // Ctrl-\ and the limits' signals dump core by default: a stop asked for leaves no core file.
        #if canImport(Glibc)
        let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        #else
        let core = RLIMIT_CORE
        #endif
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        var current = rlimit()
        if getrlimit(core, &current) == 0 { noCore.rlim_max = current.rlim_max }
        _ = setrlimit(core, &noCore)
        raise(number)  // SA_RESETHAND put the default action back: die of the signal
    }
}
