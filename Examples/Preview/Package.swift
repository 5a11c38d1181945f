// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Preview",
    dependencies: [
        // Flipbook, from a checkout on this machine. From git instead:
        // .package(url: "https://example.com/you/flipbook.git", branch: "main")
        .package(name: "Flipbook", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Preview",
            dependencies: [
                .product(name: "Flipbook", package: "Flipbook"),
                .product(name: "UIKit", package: "Flipbook"),
            ],
            // Sources/Preview/App holds the app's files (and links to the app's folders): not
            // compiled as they are, but through FlipbookTranslate, which makes their `#selector`,
            // `@objc`, outlets and overrides in extensions compile on Linux, unchanged.
            exclude: ["App"],
            resources: [.copy("Assets.xcassets")],
            plugins: [.plugin(name: "FlipbookTranslate", package: "Flipbook")]
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["Preview", .product(name: "FlipbookTesting", package: "Flipbook")]
        ),
    ]
)
