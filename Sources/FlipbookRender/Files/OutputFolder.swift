//  OutputFolder.swift — FlipbookRender
//  A folder the user named for Flipbook's files (`--snapshots DIR`). Status: complete.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder Flipbook writes files into, each whole, through an `OutputFile`.
///
/// The folder must be a folder one can write in (a symbolic link to one will do), or not exist
/// yet in a folder that does, which `init` then creates — and nothing more: a missing parent is
/// named, never made. Files already in it stay untouched except the ones written by name.
public struct OutputFolder: Sendable {
    /// The folder as the user wrote it.
    public let path: String

    /// Checks `path`, creating the folder when only its last part is missing.
    ///
    /// - Throws: `OutputFileError`: an empty name (64); a file, device or other non-folder, a
    ///   missing parent, a folder that cannot be written (73).
    public init(path: String) throws(OutputFileError) {
        self.path = path
        guard !path.isEmpty else {
            throw OutputFileError("the snapshot folder's name is empty; name a folder, e.g. out/.", exitStatus: OutputFileError.usage)
        }
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw OutputFileError("cannot use the folder '\(path)' (\(OutputFile.reason(code))).") }
            var link = stat()
            if lstat(path, &link) == 0 {
                throw OutputFileError("'\(path)' is a symbolic link to something that does not exist; point it at a folder, "
                    + "or name another folder.")
            }
            try OutputFile.checkFolder(of: Self.trimmed(path))
            guard mkdir(path, 0o777) == 0 else {
                throw OutputFileError("cannot create the folder '\(path)' (\(OutputFile.reason(errno))).")
            }
            return
        }
        guard OutputFile.kind(info.st_mode) == S_IFDIR else {
            throw OutputFileError("'\(path)' is \(OutputFile.describe(info.st_mode)), not a folder; name a folder for the "
                + "snapshots (it is created when missing). Nothing was written.")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw OutputFileError("cannot write in the folder '\(path)' (\(OutputFile.reason(errno))); choose a folder you can write to.")
        }
    }

    /// The path of `name` inside the folder.
    public func path(of name: String) -> String {
        OutputFile.join(path, name)
    }

    /// Writes `text` as the whole content of the file `name` in the folder (replacing a regular
    /// file of that name, refusing anything else).
    public func write(_ text: String, to name: String) throws(OutputFileError) {
        let file = try OutputFile(path: path(of: name))
        try file.write(text)
        try file.commit()
    }

    /// `out/` → `out`, so the parent of `out/` is `.`, not `out`.
    private static func trimmed(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
