//  StandardStreams.swift — Flipbook
//  Writing to standard output and standard error without trapping, whatever they are.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookRender

/// The command line's two output streams.
///
/// Foundation's `FileHandle.write` traps on a closed or full stream ("Illegal instruction"), and
/// `print` buffers and forgets a failed write at exit. These write with `write(2)` and say what
/// happened instead: standard output's failures end the program with a message and status 74
/// (`EX_IOERR`); standard error's are ignored, since there is nowhere left to report them.
enum StandardStreams {
    /// Makes sure descriptors 0, 1 and 2 are open before anything else is, so that a file the
    /// program opens can never become "standard error" when the shell closed it (`2>&-`).
    /// A closed standard output is opened read-only on /dev/null, so writing to it fails (and is
    /// reported) rather than vanishing; a closed standard error writes to /dev/null.
    static func openMissingDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let flags = fd == 2 ? O_WRONLY : O_RDONLY
            let opened = open("/dev/null", flags)
            if opened >= 0, opened != fd {
                _ = dup2(opened, fd)
                _ = close(opened)
            }
        }
    }

    /// Writes `text` to standard output, or reports why it could not and exits with 74.
    static func output(_ text: String, done: String? = nil) {
        output(bytes: Array(text.utf8), done: done)
    }

    /// Writes bytes to standard output, or reports why it could not and exits with 74; `done`
    /// says what was done all the same (a package written), so the report does not read as a
    /// failure of the work itself.
    static func output(bytes: [UInt8], done: String? = nil) {
        guard write(bytes, to: STDOUT_FILENO) else {
            let code = errno
            error("flipbook: cannot write to standard output: \(String(cString: strerror(code)))."
                + (done.map { " \($0)" } ?? ""))
            exit(74)
        }
    }

    /// Writes a line (or, with `newline: false`, a piece of one) to standard error; never fails.
    static func error(_ message: String, newline: Bool = true) {
        _ = write(Array((message + (newline ? "\n" : "")).utf8), to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal (progress lines are drawn only there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes every byte (`OutputFile.writeAll`); false, with `errno` set, on the first failure.
    private static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        let code = bytes.withUnsafeBytes { OutputFile.writeAll($0, to: fd) }
        errno = code
        return code == 0
    }
}
