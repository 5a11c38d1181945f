//  DemoAssets.swift — FlipbookDemos
//  The demos' pictures: an asset catalog among the demos target's resources.

/// The demos' PNG pictures, in `Demos/Assets.xcassets` — one image set each, at 1x.
///
/// The catalog is a SwiftPM resource of the demos target (Package.swift): the build copies it
/// into the resource bundle `Flipbook_FlipbookDemos.resources` beside the products, where
/// `UIImage(named:)` finds it as it finds an app's own catalog, so a built `flipbook` needs no
/// source tree. The pictures are procedural; `Tests/FlipbookDemosTests/DemoPictures.swift` makes
/// them and checks that the committed files match.
public enum DemoAssets {
    /// The pictures' names, as `UIImage(named:)` takes them.
    public static let pictureNames = ["image1", "image2", "shapes", "rainbow", "night"]
}
