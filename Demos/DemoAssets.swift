//  DemoAssets.swift — FlipbookDemos
//  Where the demos' pictures are: the folder Demos/Assets of the source tree.

import Foundation
import FlipbookKit

/// The demos' PNG pictures (`UIImage(named:)` finds them once the folder is registered).
///
/// Flipbook has no app bundle, and the package is built from source, so the pictures are read
/// where they lie in the source tree: beside this file, in `Assets/`, found through `#filePath`
/// (the path the compiler saw). Package.swift excludes the folder from the target rather than
/// declaring it a resource, since nothing is copied into the build. The pictures are procedural;
/// `Tests/FlipbookDemosTests/DemoPictures.swift` makes them and checks that these files match.
public enum DemoAssets {
    /// `Demos/Assets`, absolute.
    public static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")
    }

    /// Registers the folder with UIImage (once per thread; registering again has no effect).
    public static func register() {
        UIImage.registerAssetFolder(folder)
    }

    /// The pictures' names, as `UIImage(named:)` takes them.
    public static let pictureNames = ["image1", "image2", "shapes", "rainbow", "night"]
}
