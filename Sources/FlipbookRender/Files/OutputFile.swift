//  OutputFile.swift — FlipbookRender
//  A file Flipbook writes for the user: checked before any work, written beside its target,
//  renamed over it whole. Status: complete.

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Why an output cannot be written: a message naming the path and what to do, and the exit status.
public struct OutputFileError: Error, CustomStringConvertible, Equatable {
    public let description: String
    /// sysexits: 64 (`EX_USAGE`) for an empty name, 73 (`EX_CANTCREAT`) when the path cannot
    /// be made, 74 (`EX_IOERR`) when writing it failed.
    public let exitStatus: Int32

    init(_ description: String, exitStatus: Int32 = OutputFileError.cannotCreate) {
        self.description = description
        self.exitStatus = exitStatus
    }

    public static let usage: Int32 = 64
    public static let cannotCreate: Int32 = 73
    public static let ioError: Int32 = 74
}

/// A file the user named, written so that nothing of theirs is lost.
///
/// - Checked first (`init`): the path must be a regular file or not exist, in a folder that
///   exists and can be written. A directory, device, FIFO or socket is refused; a symbolic link
///   is followed to its target, which must be a regular file (the link itself stays).
/// - Written to a temporary file beside the target (`mkstemp`, `.NAME.XXXXXX`), so the old file
///   stays whole while the new one is made; `commit()` flushes, `fsync`s and `rename(2)`s it over
///   the target in one step. A new file gets the permissions `umask` allows; a replaced one
///   keeps its own.
/// - Anything short of `commit()` — an error, `discard()`, the object going away — removes the
///   temporary file, which this object created, and nothing else.
///
/// ```swift
/// let file = try OutputFile(path: "zoom.cast")   // before any rendering
/// try file.write(bytes)                          // as they are made
/// try file.commit()                              // zoom.cast is now the new file
/// ```
public final class OutputFile {
    /// The path as the user wrote it (for messages).
    public let path: String
    /// What the rename replaces: `path`, or the file a symbolic link at `path` points to.
    public let target: String
    /// The temporary file being written, until `commit()` or `discard()`.
    public private(set) var temporaryPath: String?

    private var descriptor: Int32 = -1
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// Checks `path` and opens the temporary file beside it.
    ///
    /// `inputs` are the files the run reads (a script): an output that is one of them — the
    /// same file by device and inode, through any symbolic or hard link — is refused, so a run
    /// never replaces what it reads.
    ///
    /// - Throws: `OutputFileError` naming the problem: an empty name (64); a folder, device,
    ///   FIFO or socket, a link to something that is not a file, a missing folder, a file or
    ///   folder that cannot be written, one of `inputs` (73).
    public init(path: String, inputs: [String] = []) throws(OutputFileError) {
        self.path = path
        target = try Self.checkedTarget(path)
        try Self.refuse(target, as: path, ifOneOf: inputs)
        let folder = Self.folder(of: target)
        var template = Array((folder == "/" ? "/" : folder + "/").utf8CString.dropLast())
            + Array(Self.temporaryName(for: Self.name(of: target)).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw OutputFileError("cannot create a file in the folder \(Echo.quoted(folder)) (\(Self.reason(errno))); "
                + "choose a folder you can write to.")
        }
        descriptor = fd
        temporaryPath = String(cString: template)
        var info = stat()
        let mode = stat(target, &info) == 0 ? mode_t(info.st_mode) & 0o7777 : 0o666 & ~Self.currentUmask()
        _ = fchmod(fd, mode)
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { discard() }

    /// Adds bytes to the file (buffered).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        let code = add(bytes)
        if code != 0 { throw ioFailure("writing", code) }
    }

    /// Adds the text's UTF-8 to the file (buffered).
    public func write(_ text: String) throws(OutputFileError) {
        let code = Array(text.utf8).withUnsafeBytes { add($0) }
        if code != 0 { throw ioFailure("writing", code) }
    }

    /// Makes the written bytes the target's content: flush, `fsync`, `rename(2)` over the
    /// target, then `fsync` of the folder so the rename itself survives a crash.
    public func commit() throws(OutputFileError) {
        guard let temporary = temporaryPath, descriptor >= 0 else {
            throw OutputFileError("\(Echo.quoted(path)) was not written: it is already closed.", exitStatus: OutputFileError.ioError)
        }
        let flushed = flushBuffer()
        let code = flushed != 0 ? flushed : fsync(descriptor) == 0 ? 0 : errno
        guard code == 0 else {
            discard()
            throw ioFailure(flushed != 0 ? "writing" : "saving", code)
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { let code = errno; discard(); throw ioFailure("closing", code) }
        guard rename(temporary, target) == 0 else { let code = errno; discard(); throw ioFailure("replacing", code) }
        temporaryPath = nil
        let folderDescriptor = open(Self.folder(of: target), O_RDONLY)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            _ = close(folderDescriptor)
        }
    }

    /// Closes and removes the temporary file, leaving the target as it was. Safe to call twice.
    public func discard() {
        if descriptor >= 0 { _ = close(descriptor) }
        descriptor = -1
        if let temporaryPath { _ = unlink(temporaryPath) }
        temporaryPath = nil
    }

    // MARK: - Checking

    /// The path a rename should replace, or why there is none.
    static func checkedTarget(_ path: String) throws(OutputFileError) -> String {
        guard !path.isEmpty else {
            throw OutputFileError("the output file's name is empty; name a file, e.g. out.cast.", exitStatus: OutputFileError.usage)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT || code == ENOTDIR else { throw OutputFileError("cannot use \(Echo.quoted(path)) (\(reason(code))).") }
            try checkFolder(of: path)
            return path
        }
        var target = path
        if kind(info.st_mode) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw OutputFileError("\(Echo.quoted(path)) is a symbolic link to something that does not exist (\(reason(errno))); "
                    + "write to the link's target's path, or remove the link.")
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw OutputFileError("cannot use \(Echo.quoted(target)) (\(reason(errno))).") }
        }
        guard kind(info.st_mode) == S_IFREG else {
            let what = describe(info.st_mode)
            let via = target == path ? "" : " (the target of the link \(Echo.quoted(path)))"
            let hint = kind(info.st_mode) == S_IFDIR ? "name a file inside it, e.g. \(Echo.quoted(join(target, "out.cast")))" : "name a regular file"
            throw OutputFileError("\(Echo.quoted(target))\(via) is \(what), not a file; \(hint). Nothing was written.")
        }
        guard access(target, W_OK) == 0 else {
            throw OutputFileError("\(Echo.quoted(target)) cannot be written (\(reason(errno))); it is left as it was.")
        }
        try checkFolder(of: target)
        return target
    }

    /// Refuses `target` (what `path` names) when it is the same file as one of `inputs`.
    static func refuse(_ target: String, as path: String, ifOneOf inputs: [String]) throws(OutputFileError) {
        var output = stat()
        guard !inputs.isEmpty, stat(target, &output) == 0 else { return }
        for input in inputs {
            var read = stat()
            guard stat(input, &read) == 0, read.st_dev == output.st_dev, read.st_ino == output.st_ino else { continue }
            let via = input == path ? "" : " (\(Echo.quoted(path)) and \(Echo.quoted(input)) are one file, through a link)"
            throw OutputFileError("\(Echo.quoted(path)) is \(Echo.quoted(input)), which this run reads\(via); name another file for the output. "
                + "Nothing was written.")
        }
    }

    /// The folder a new file goes into must exist, be a folder, and be writable.
    static func checkFolder(of path: String) throws(OutputFileError) {
        let folder = folder(of: path)
        var info = stat()
        guard stat(folder, &info) == 0 else {
            throw OutputFileError("the folder \(Echo.quoted(folder)) does not exist (\(reason(errno))); create it first, or choose a place in "
                + "a folder that exists.")
        }
        guard kind(info.st_mode) == S_IFDIR else { throw OutputFileError("\(Echo.quoted(folder)) is \(describe(info.st_mode)), not a folder.") }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw OutputFileError("cannot write in the folder \(Echo.quoted(folder)) (\(reason(errno))); choose a folder you can write to.")
        }
    }

    // MARK: - Helpers

    /// Buffers `bytes`, writing the buffer out when it would overflow; 0, or an errno.
    private func add(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard descriptor >= 0 else { return EBADF }
        if buffer.count + bytes.count > Self.bufferSize {
            let code = flushBuffer()
            if code != 0 { return code }
        }
        guard bytes.count < Self.bufferSize else { return writeAll(bytes) }
        buffer.append(contentsOf: bytes)
        return 0
    }

    /// Writes the buffer out; 0, or an errno.
    private func flushBuffer() -> Int32 {
        guard !buffer.isEmpty else { return 0 }
        let code = buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
        return code
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        Self.writeAll(bytes, to: descriptor)
    }

    /// Writes every byte to `descriptor` with `write(2)`, retrying after a signal; 0, or the
    /// errno of the first failure. Never traps, whatever the descriptor is (closed, full).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    private func ioFailure(_ doing: String, _ code: Int32) -> OutputFileError {
        OutputFileError("\(doing) \(Echo.quoted(path)) failed (\(Self.reason(code))); "
            + "\(code == ENOSPC || code == EDQUOT ? "free some space and run again" : "nothing was replaced").",
            exitStatus: OutputFileError.ioError)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `.NAME.XXXXXX` for `mkstemp`, NAME cut (at a character) so the whole fits a file name's
    /// 255 bytes: a target of 248–255 bytes has a temporary name as well.
    static func temporaryName(for name: String) -> String {
        let room = Int(NAME_MAX) - ".".utf8.count - ".XXXXXX".utf8.count
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return ".\(kept).XXXXXX"
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `out/` → `out`, so the parent of `out/` is `.`, not `out`.
    static func trimmed(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    static func kind(_ mode: mode_t) -> mode_t { mode & S_IFMT }

    /// "a folder", "a character device", … for messages.
    static func describe(_ mode: mode_t) -> String {
        switch kind(mode) {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a file"
        default: return "not a regular file"
        }
    }

    /// The system's words for an errno ("No such file or directory").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The process's umask, read without changing it where the system tells it (Linux's
    /// /proc/self/status), else by setting and restoring it.
    static func currentUmask() -> mode_t {
        if let status = fopen("/proc/self/status", "r") {
            defer { fclose(status) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, Int32(line.count), status) != nil {
                let text = String(cString: line)
                if text.hasPrefix("Umask:"), let value = mode_t(text.dropFirst(6).trimmingWhitespace, radix: 8) { return value }
            }
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
