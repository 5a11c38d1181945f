//  FrameFolderTests.swift — FlipbookRenderTests
//  A frames folder is claimed by one run, filled in private and shown whole; whatever was there
//  before survives, and an abandoned run leaves the folder as it found it.

import Foundation
import FlipbookRender
import Testing

@Suite struct FrameFolderTests {
    private func inFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-frames-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func write(_ folder: FrameFolder, _ name: String, _ text: String) throws {
        try Array(text.utf8).withUnsafeBytes { try folder.write($0, named: name) }
    }

    @Test func filesAppearOnlyAtCommitInANewFolder() throws {
        try inFolder { base in
            let frames = try FrameFolder(path: base + "/out")
            #expect(frames.madeTarget)
            try write(frames, "frame-0001.png", "one")
            try write(frames, "frame-0002.png", "two")
            #expect(entries(base + "/out").allSatisfy { $0.hasPrefix(".flipbook-frames.") }, "only the staging folder shows while writing")
            try frames.commit()
            #expect(entries(base + "/out") == ["frame-0001.png", "frame-0002.png"])
            #expect(FileManager.default.contents(atPath: base + "/out/frame-0002.png") == Data("two".utf8))
        }
    }

    /// Two runs that claim one empty folder: the second is refused while the first holds it.
    @Test func aSecondRunCannotClaimAFolderTheFirstHolds() throws {
        try inFolder { base in
            let first = try FrameFolder(path: base)
            do throws(OutputFileError) {
                _ = try FrameFolder(path: base)
                Issue.record("a second run claimed a folder the first holds")
            } catch {
                #expect(error.exitStatus == 73 && error.description.contains("another export writing into it"))
            }
            try write(first, "frame-0001.png", "a")
            try first.commit()
            #expect(entries(base) == ["frame-0001.png"])
            #expect(throws: OutputFileError.self) { try FrameFolder(path: base) }  // now full
        }
    }

    /// Abandoned: the staged files and the staging folder go; a folder the run made goes too, one
    /// it found stays (empty, as it was), and so does a link to it.
    @Test func discardLeavesTheFolderAsItWasFound() throws {
        try inFolder { base in
            let made = try FrameFolder(path: base + "/new")
            try write(made, "frame-0001.png", "x")
            made.discard()
            #expect(!FileManager.default.fileExists(atPath: base + "/new"))
            try FileManager.default.createDirectory(atPath: base + "/found", withIntermediateDirectories: false)
            symlink(base + "/found", base + "/link")
            let found = try FrameFolder(path: base + "/link")
            #expect(!found.madeTarget)
            try write(found, "frame-0001.png", "x")
            found.discard()
            #expect(entries(base + "/found").isEmpty)
            #expect(entries(base) == ["found", "link"])
        }
    }

    /// A name that appears in the folder while frames are made (the user's, or another run's) is
    /// never replaced: the commit fails and takes back what it moved.
    @Test func aCommitNeverReplacesAFileThatAppeared() throws {
        try inFolder { base in
            let frames = try FrameFolder(path: base)
            try write(frames, "frame-0001.png", "ours")
            try write(frames, "frame-0002.png", "ours")
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: base + "/frame-0002.png"))
            #expect(throws: OutputFileError.self) { try frames.commit() }
            #expect(entries(base) == ["frame-0002.png"])
            #expect(FileManager.default.contents(atPath: base + "/frame-0002.png") == Data("theirs".utf8))
        }
    }

    @Test func aFileOrAFullFolderIsRefusedWithExportsWords() throws {
        try inFolder { base in
            try Data("notes".utf8).write(to: URL(fileURLWithPath: base + "/notes"))
            do throws(OutputFileError) {
                _ = try FrameFolder(path: base + "/notes")
                Issue.record("a file was taken for a frames folder")
            } catch {
                #expect(error.description.contains("is a file, not a folder; export writes frames"))
                #expect(!error.description.contains("snapshots"))
            }
            do throws(OutputFileError) {
                _ = try FrameFolder(path: base)
                Issue.record("a folder with a file in it was claimed")
            } catch {
                #expect(error.exitStatus == 73 && error.description.contains("files in it"))
            }
            #expect(entries(base) == ["notes"])
        }
    }
}
