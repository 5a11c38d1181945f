//  OutputFileTests.swift — FlipbookRenderTests
//  An output path is a regular file or nothing; whatever else is there survives a refusal, and an
//  old file stays whole until the new one is complete.

import Foundation
@testable import FlipbookRender
import Testing

@Suite struct OutputFileTests {
    /// Runs `body` in a fresh temporary folder, removed afterwards.
    private func inFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func refusal(_ path: String) -> OutputFileError? {
        do {
            _ = try OutputFile(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aNewFileAppearsOnlyAtCommitAndWhole() throws {
        try inFolder { folder in
            let path = folder + "/out.cast"
            let file = try OutputFile(path: path)
            try file.write("hello ")
            #expect(!FileManager.default.fileExists(atPath: path), "nothing at the target while writing")
            let temporary = try #require(file.temporaryPath)
            #expect(temporary.hasPrefix(folder + "/.out.cast."), "the temporary file is beside the target, hidden")
            try file.write(String(repeating: "x", count: 200_000))
            try file.commit()
            #expect(contents(path) == "hello " + String(repeating: "x", count: 200_000))
            #expect(entries(folder) == ["out.cast"], "no temporary file is left")
        }
    }

    @Test func anOldFileStaysWholeUntilTheNewOneIsCompleteAndKeepsItsMode() throws {
        try inFolder { folder in
            let path = folder + "/take.cast"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            #expect(chmod(path, 0o640) == 0)
            let file = try OutputFile(path: path)
            try file.write(String(repeating: "n", count: 100_000))
            #expect(contents(path) == "old")
            try file.commit()
            #expect(contents(path) == String(repeating: "n", count: 100_000))
            let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
            #expect(mode == 0o640, "a replaced file keeps its permissions")
        }
    }

    @Test func aNewFileGetsThePermissionsTheUmaskAllows() throws {
        try inFolder { folder in
            let mask = umask(0o027)
            defer { umask(mask) }
            let file = try OutputFile(path: folder + "/new.txt")
            try file.commit()
            let mode = try #require(FileManager.default.attributesOfItem(atPath: folder + "/new.txt")[.posixPermissions] as? Int)
            #expect(mode == 0o640, "0666 & ~umask, as open(2) would make it (not mkstemp's 0600)")
        }
    }

    @Test func abandoningLeavesTheOldFileAndNoTemporaryFile() throws {
        try inFolder { folder in
            let path = folder + "/keep.cast"
            try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
            do {
                let file = try OutputFile(path: path)
                try file.write("half a recor")
                file.discard()
                file.discard()
            }
            do {
                let dropped = try OutputFile(path: path)
                try dropped.write("dropped without a commit")
            }
            #expect(contents(path) == "precious")
            #expect(entries(folder) == ["keep.cast"])
        }
    }

    @Test func aFolderIsRefusedAndKeptWithEverythingInIt() throws {
        try inFolder { folder in
            let inside = folder + "/recordings"
            try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
            try Data("a".utf8).write(to: URL(fileURLWithPath: inside + "/one.cast"))
            for path in [inside, inside + "/", folder, "."] {
                let error = try #require(refusal(path))
                #expect(error.exitStatus == 73 && error.description.contains("is a folder, not a file"), "\(path)")
            }
            #expect(entries(inside) == ["one.cast"] && contents(inside + "/one.cast") == "a")
            #expect(entries(folder) == ["recordings"])
        }
    }

    /// Deletion is only ever of the temporary file: when a folder takes the target's name after
    /// the check (another program), the rename fails, the temporary file goes, and the folder and
    /// its contents stay; a commit or discard after that touches nothing.
    @Test func aFolderThatAppearsAtTheTargetBeforeTheCommitIsLeftAlone() throws {
        try inFolder { folder in
            let path = folder + "/late.cast"
            let file = try OutputFile(path: path)
            try file.write("new")
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: path + "/inside"))
            #expect(throws: OutputFileError.self) { try file.commit() }
            file.discard()
            #expect(file.temporaryPath == nil)
            #expect(entries(folder) == ["late.cast"] && entries(path) == ["inside"] && contents(path + "/inside") == "theirs")
        }
    }

    @Test func anEmptyNameIsAUsageMistake() {
        #expect(refusal("")?.exitStatus == 64)
    }

    @Test func devicesFIFOsAndSocketsAreRefusedUntouched() throws {
        for device in ["/dev/null", "/dev/zero"] {
            let error = try #require(refusal(device))
            #expect(error.exitStatus == 73 && error.description.contains("'\(device)' is a character device, not a file"))
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        try inFolder { folder in
            let fifo = folder + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(refusal(fifo)?.description.contains("is a named pipe (FIFO), not a file") == true)
            let socketPath = folder + "/sock"
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in socketPath.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            #expect(bound == 0)
            #expect(refusal(socketPath)?.description.contains("is a socket, not a file") == true)
            #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
            #expect(lstat(socketPath, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK, "the socket is still a socket")
            #expect(entries(folder) == ["pipe", "sock"])
        }
    }

    @Test func aSymbolicLinkIsFollowedToItsFileAndStaysALink() throws {
        try inFolder { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/real.cast"))
            #expect(symlink("real.cast", folder + "/link.cast") == 0)
            let file = try OutputFile(path: folder + "/link.cast")
            #expect(file.target.hasSuffix("/real.cast"))
            try file.write("new")
            try file.commit()
            #expect(contents(folder + "/real.cast") == "new")
            var info = stat()
            #expect(lstat(folder + "/link.cast", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")

            // A link to a folder or to nothing is refused, and left as it is.
            try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: false)
            #expect(symlink("dir", folder + "/to-dir") == 0)
            #expect(refusal(folder + "/to-dir")?.description.contains("is a folder, not a file") == true)
            #expect(symlink("missing", folder + "/dangling") == 0)
            #expect(refusal(folder + "/dangling")?.description.contains("symbolic link to something that does not exist") == true)
            #expect(symlink("/dev/null", folder + "/to-null") == 0)
            #expect(refusal(folder + "/to-null")?.description.contains("(the target of the link") == true)
            #expect(entries(folder) == ["dangling", "dir", "link.cast", "real.cast", "to-dir", "to-null"])
        }
    }

    /// An output that is a file the run reads — itself, through a symbolic link or a hard link —
    /// is refused (73) before anything is written, and the input stays as it was.
    @Test func anOutputThatIsAnInputIsRefusedThroughAnyLink() throws {
        try inFolder { folder in
            let script = folder + "/s.flip"
            try Data("demo zoom\n".utf8).write(to: URL(fileURLWithPath: script))
            symlink(script, folder + "/soft.gif")
            link(script, folder + "/hard.gif")
            for output in [script, folder + "/soft.gif", folder + "/hard.gif"] {
                do throws(OutputFileError) {
                    _ = try OutputFile(path: output, inputs: [script])
                    Issue.record("\(output) was accepted as the output of a run that reads it")
                } catch {
                    #expect(error.exitStatus == 73 && error.description.contains("which this run reads"))
                }
            }
            #expect(contents(script) == "demo zoom\n")
            #expect(entries(folder) == ["hard.gif", "s.flip", "soft.gif"], "no temporary file was left")
            let other = try OutputFile(path: folder + "/other.gif", inputs: [script])
            other.discard()
        }
    }

    /// A target of 248–255 bytes (the most a name may have) still gets a temporary file: its
    /// name is cut to fit `.NAME.XXXXXX` in 255 bytes.
    @Test func theLongestNamesGetATemporaryFile() throws {
        try inFolder { folder in
            for length in [248, 252, 255] {
                let path = folder + "/" + String(repeating: "é", count: (length - 4) / 2) + String(repeating: "a", count: (length - 4) % 2) + ".gif"
                #expect(OutputFile.name(of: path).utf8.count == length)
                let file = try OutputFile(path: path)
                try file.write("x")
                try file.commit()
                #expect(contents(path) == "x")
            }
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        try inFolder { folder in
            let error = try #require(refusal(folder + "/no/such/x.cast"))
            // Paths are echoed as Echo quotes them (cut to 60 characters around a …).
            #expect(error.exitStatus == 73 && error.description.contains("the folder \(Echo.quoted(folder + "/no/such")) does not exist"))
            try Data().write(to: URL(fileURLWithPath: folder + "/plain"))
            #expect(refusal(folder + "/plain/x.cast")?.description.contains("\(Echo.quoted(folder + "/plain")) is a file, not a folder") == true)
        }
    }

    @Test func aFolderOrFileThatCannotBeWrittenIsRefusedBeforeAnythingIsMade() throws {
        guard geteuid() != 0 else { return }  // root may write anywhere: the refusal cannot be seen
        try inFolder { folder in
            let locked = folder + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            #expect(chmod(locked, 0o555) == 0)
            defer { chmod(locked, 0o755) }
            #expect(refusal(locked + "/x.cast")?.description.contains("cannot write in the folder") == true)
            try Data("ro".utf8).write(to: URL(fileURLWithPath: folder + "/ro.cast"))
            #expect(chmod(folder + "/ro.cast", 0o444) == 0)
            #expect(refusal(folder + "/ro.cast")?.description.contains("cannot be written") == true)
            #expect(contents(folder + "/ro.cast") == "ro")
        }
    }

    // A write that fails part-way (a full disk) is checked end to end, with a file-size limit:
    // Tests/flipbook-cli.sh.
}

@Suite struct OutputFolderTests {
    @Test func aFolderIsUsedOrMadeWhenOnlyItsLastPartIsMissing() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let made = try OutputFolder(path: base + "/snaps/")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: base + "/snaps", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(made.path(of: "a.txt") == base + "/snaps/a.txt")
        #expect(try OutputFolder(path: base + "/snaps").path == base + "/snaps", "an existing folder is used as it is")

        #expect(throws: OutputFileError.self) { try OutputFolder(path: base + "/no/snaps") }
        #expect(!FileManager.default.fileExists(atPath: base + "/no"), "a missing parent is named, never made")
        try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/file"))
        do {
            _ = try OutputFolder(path: base + "/file")
            Issue.record("a file is not a folder")
        } catch {
            #expect(error.exitStatus == 73 && error.description.contains("is a file, not a folder"))
        }
        #expect(FileManager.default.contents(atPath: base + "/file") == Data("x".utf8))
        #expect((try? OutputFolder(path: "")) == nil)
        do { _ = try OutputFolder(path: "/dev/null") } catch { #expect(error.description.contains("a character device, not a folder")) }
    }
}
