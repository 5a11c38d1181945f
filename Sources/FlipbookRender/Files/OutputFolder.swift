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
    /// The files the run reads, which no file written into the folder may replace.
    public let inputs: [String]

    /// Checks `path`, creating the folder when only its last part is missing.
    ///
    /// - Throws: `OutputFileError`: an empty name (64); a file, device or other non-folder, a
    ///   missing parent, a folder that cannot be written (73).
    public init(path: String, inputs: [String] = []) throws(OutputFileError) {
        self.path = path
        self.inputs = inputs
        guard !path.isEmpty else {
            throw OutputFileError("the snapshot folder's name is empty; name a folder, e.g. out/.", exitStatus: OutputFileError.usage)
        }
        _ = try Self.prepare(path, notAFolder: "name a folder for the snapshots (it is created when missing)")
    }

    /// Makes the folder `path` when only its last part is missing (another process making it
    /// meanwhile is fine), and checks it is a folder one can write in (a link to one will do).
    /// Returns whether this call made it; `notAFolder` is what to do when it is something else.
    static func prepare(_ path: String, notAFolder: String) throws(OutputFileError) -> Bool {
        var made = false
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw OutputFileError("cannot use the folder \(Echo.quoted(path)) (\(OutputFile.reason(code))).") }
            var link = stat()
            if lstat(path, &link) == 0 {
                throw OutputFileError("\(Echo.quoted(path)) is a symbolic link to something that does not exist; point it at a folder, "
                    + "or name another folder.")
            }
            try OutputFile.checkFolder(of: OutputFile.trimmed(path))
            if mkdir(path, 0o777) == 0 {
                made = true
            } else if errno != EEXIST {
                throw OutputFileError("cannot create the folder \(Echo.quoted(path)) (\(OutputFile.reason(errno))).")
            }
            guard stat(path, &info) == 0 else { throw OutputFileError("cannot use the folder \(Echo.quoted(path)) (\(OutputFile.reason(errno))).") }
        }
        guard OutputFile.kind(info.st_mode) == S_IFDIR else {
            throw OutputFileError("\(Echo.quoted(path)) is \(OutputFile.describe(info.st_mode)), not a folder; \(notAFolder). Nothing was written.")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw OutputFileError("cannot write in the folder \(Echo.quoted(path)) (\(OutputFile.reason(errno))); choose a folder you can write to.")
        }
        return made
    }

    /// The path of `name` inside the folder.
    public func path(of name: String) -> String {
        OutputFile.join(path, name)
    }

    /// The file `name` in the folder, checked as `OutputFile` checks (and never one of `inputs`).
    public func file(named name: String) throws(OutputFileError) -> OutputFile {
        try OutputFile(path: path(of: name), inputs: inputs)
    }

    /// Writes `text` as the whole content of the file `name` in the folder (replacing a regular
    /// file of that name, refusing anything else).
    public func write(_ text: String, to name: String) throws(OutputFileError) {
        let file = try file(named: name)
        try file.write(text)
        try file.commit()
    }
}
