//  DemoAssets.swift — FlipbookDemos
//  Where the demos' pictures are: the demos target's resources, shipped beside the binary.

import Foundation
import FlipbookKit

/// The demos' PNG pictures (`UIImage(named:)` finds them once the folder is registered).
///
/// `Demos/Assets` is a SwiftPM resource of the demos target (Package.swift), so the build puts
/// it in the resource bundle `Flipbook_FlipbookDemos.resources` beside the products, and a
/// built `flipbook` finds its pictures wherever the source tree is, or whether it exists at all.
/// The pictures are procedural; `Tests/FlipbookDemosTests/DemoPictures.swift` makes them and
/// checks that these files match.
public enum DemoAssets {
    /// The resource bundle's folder name, as SwiftPM names it (package `Flipbook`, target `FlipbookDemos`).
    static let bundleName = "Flipbook_FlipbookDemos"

    /// The folder of pictures: `Assets` in the first resource bundle found, or, when none is,
    /// where the first was looked for (so `UIImage(named:)`'s diagnostic names it).
    ///
    /// Flipbook: not `Bundle.module`, whose generated accessor traps when the bundle is gone
    /// (a binary copied away after `make clean`); a missing picture must be a diagnostic.
    public static var folder: URL {
        let candidates = bundleCandidates
        let bundle = candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Assets").path) }
        return (bundle ?? candidates[0]).appendingPathComponent("Assets")
    }

    /// Where the resource bundle may be: beside the running executable (through any symbolic link
    /// to it), as SwiftPM lays out a build and an install; beside the main bundle (test runners).
    static var bundleCandidates: [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
            folders.append(executable.deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        var seen = Set<String>()
        return folders.flatMap { folder in
            [folder.appendingPathComponent("\(bundleName).resources"),
             folder.appendingPathComponent("\(bundleName).bundle/Contents/Resources"),
             folder.appendingPathComponent("\(bundleName).bundle")]
        }.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// Registers the folder with UIImage (once per thread; registering again has no effect).
    public static func register() {
        UIImage.registerAssetFolder(folder)
    }

    /// The pictures' names, as `UIImage(named:)` takes them.
    public static let pictureNames = ["image1", "image2", "shapes", "rainbow", "night"]
}
