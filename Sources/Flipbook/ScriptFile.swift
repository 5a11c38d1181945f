//  ScriptFile.swift — Flipbook
//  Reading a `.flip` script the user named, with a message for every way it can fail.

#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif
import FlipbookPlayer
import FlipbookRender

/// A script's text, read whole.
enum ScriptFile {
    /// The largest script read: scripts are hand-written text (a loop makes them long in time, not in bytes).
    static let maximumBytes = 16 << 20

    /// Why a script could not be read: the message and the exit status (66 `EX_NOINPUT`, 65 `EX_DATAERR`).
    struct Failure: Error {
        let message: String
        let status: Int32
    }

    /// Reads the script at `path` (a file, or a pipe such as `<(…)`), as UTF-8.
    static func read(_ path: String) throws(Failure) -> String {
        let shown = Echo.quoted(path)
        let where_ = "the demos' scripts are in Demos/Scripts/"
        guard !path.isEmpty else { throw Failure(message: "the script's file name is empty; \(where_).", status: 66) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            let why = code == ENOENT ? "there is no such file" : String(cString: strerror(code))
            throw Failure(message: "cannot read the script \(shown): \(why). Check the path (\(where_)).", status: 66)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Failure(message: "cannot read the script \(shown): it is a folder; name a .flip file (\(where_)).", status: 66)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: "cannot read the script \(shown): \(String(cString: strerror(errno))).", status: 66)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            guard bytes.count <= maximumBytes else {
                throw Failure(message: "the script \(shown) is larger than \(maximumBytes >> 20) MiB; a script is a short text "
                    + "(use `loop N { … }` to repeat).", status: 65)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(message: "the script \(shown) is not UTF-8 text (the first invalid byte is at offset \(firstInvalidOffset(bytes))); "
                + "save it as UTF-8.", status: 65)
        }
        return text
    }

    /// Where UTF-8 decoding of `bytes` first fails.
    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return offset
    }
}
