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
            resources: [.copy("Assets.xcassets")]
        ),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["Preview", .product(name: "FlipbookTesting", package: "Flipbook")]
        ),
    ]
)
