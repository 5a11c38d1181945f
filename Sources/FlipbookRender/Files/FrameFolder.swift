//  FrameFolder.swift — FlipbookRender
//  A folder of numbered frames the user named (`export -o DIR`): claimed for one run, filled in
//  private, revealed whole. Status: complete.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new or empty folder that one run fills with files, so that nothing of the user's is lost
/// and no two runs mix their files.
///
/// - `init` claims the folder: it makes it when missing (only its last part), or takes an empty
///   one (a symbolic link to one will do), and makes a staging folder of its own inside it
///   (`.flipbook-frames.XXXXXX`). Anything else in the folder, a file of the user's or another
///   run's staging folder, makes the claim fail (73) and takes the staging folder back, so of two
///   runs started together at most one goes on.
/// - `write` puts each file in the staging folder, where nobody looks.
/// - `commit` moves them into the folder, each by `link(2)`, which never replaces a name that
///   exists, then removes the staging folder. A failed move takes back what this run moved.
/// - `discard` (and an object that goes away uncommitted) removes the staged files, the staging
///   folder, and the folder itself when this run made it.
public final class FrameFolder {
    /// The folder as the user wrote it (for messages).
    public let path: String
    /// The folder the files go into: `path`, or the folder a symbolic link at `path` points to.
    public let target: String
    /// This run's staging folder inside `target`, until `commit()` or `discard()`.
    public private(set) var staging: String?
    /// Whether this run made `target` (and so removes it when it writes nothing).
    public let madeTarget: Bool
    /// The files staged so far, in the order written.
    public private(set) var names: [String] = []

    private let mode: mode_t

    /// Claims `path` for this run's files.
    ///
    /// - Throws: `OutputFileError`: an empty name (64); a file, device or other non-folder, a
    ///   folder with anything in it, a missing parent, a folder that cannot be written (73).
    public init(path: String) throws(OutputFileError) {
        self.path = path
        guard !path.isEmpty else {
            throw OutputFileError("the output folder's name is empty; name a folder for the frames, e.g. frames/.",
                                  exitStatus: OutputFileError.usage)
        }
        let made = try OutputFolder.prepare(path, notAFolder: "export writes frames into a new or empty folder. Name one, or "
            + "OUT.gif for a GIF or OUT.png for a contact sheet")
        madeTarget = made
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        } else {
            target = path
        }
        mode = 0o666 & ~OutputFile.currentUmask()
        var template = Array(OutputFile.join(target, ".flipbook-frames.XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            let code = errno
            if made { rmdir(target) }
            throw OutputFileError("cannot create a file in the folder \(Echo.quoted(path)) (\(OutputFile.reason(code))); "
                + "choose a folder you can write to.")
        }
        let staged = String(cString: template)
        staging = staged
        let others = Self.entries(of: target).filter { $0 != OutputFile.name(of: staged) }
        guard others.isEmpty else {
            discard()
            let another = others.allSatisfy { $0.hasPrefix(".flipbook-frames.") }
            throw OutputFileError("\(Echo.quoted(path)) is a folder with \(another ? "another export writing into it" : "files in it"); "
                + "export frames into a new or empty folder (or name OUT.gif or OUT.png). Nothing was written.")
        }
    }

    deinit { discard() }

    /// The path a staged file `name` has until `commit()`.
    public func stagedPath(of name: String) -> String? {
        staging.map { OutputFile.join($0, name) }
    }

    /// Writes `bytes` as the staged file `name` (a new name: the staging folder is this run's).
    public func write(_ bytes: UnsafeRawBufferPointer, named name: String) throws(OutputFileError) {
        guard let file = stagedPath(of: name) else {
            throw OutputFileError("\(Echo.quoted(path)) was not written: it is already closed.", exitStatus: OutputFileError.ioError)
        }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw failure("writing", name, errno) }
        names.append(name)
        let code = OutputFile.writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        if code != 0 || closed != 0 { throw failure("writing", name, code != 0 ? code : closed) }
    }

    /// Takes back the last staged file (a frame replaced by the next one at the same instant).
    public func removeLast() {
        guard let name = names.popLast(), let file = stagedPath(of: name) else { return }
        unlink(file)
    }

    /// Moves every staged file into the folder and removes the staging folder.
    public func commit() throws(OutputFileError) {
        guard staging != nil else {
            throw OutputFileError("\(Echo.quoted(path)) was not written: it is already closed.", exitStatus: OutputFileError.ioError)
        }
        var moved: [String] = []
        for name in names {
            let from = stagedPath(of: name)!, to = OutputFile.join(target, name)
            guard link(from, to) == 0 else {
                let code = errno
                for done in moved { unlink(OutputFile.join(target, done)) }
                discard()
                throw code == EEXIST
                    ? OutputFileError("\(Echo.quoted(OutputFile.join(path, name))) appeared while the frames were made; it is left as "
                        + "it is and nothing of this run was kept. Export into a new or empty folder.")
                    : failure("moving", name, code)
            }
            moved.append(name)
            unlink(from)
        }
        names = []
        if let staging { rmdir(staging) }
        staging = nil
        let descriptor = open(target, O_RDONLY)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            _ = close(descriptor)
        }
    }

    /// Removes the staged files and the staging folder, and the folder when this run made it
    /// (only ever empty then: `rmdir` removes nothing else). Safe to call twice.
    public func discard() {
        guard let staging else { return }
        for name in names { unlink(OutputFile.join(staging, name)) }
        names = []
        rmdir(staging)
        self.staging = nil
        if madeTarget { rmdir(target) }
    }

    private func failure(_ doing: String, _ name: String, _ code: Int32) -> OutputFileError {
        OutputFileError("\(doing) \(Echo.quoted(OutputFile.join(path, name))) failed (\(OutputFile.reason(code))); "
            + "\(code == ENOSPC || code == EDQUOT ? "free some space and run again" : "nothing was kept").",
            exitStatus: OutputFileError.ioError)
    }

    /// The names in `folder`, but `.` and `..`.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
