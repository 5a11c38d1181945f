// swift-tools-version:5.9
//  Flipbook's libFuzzer targets (`make fuzz`), a package of their own beside the main one so
//  `swift build` and `make test` never see them: they link libFuzzer's `main` and only build
//  with `--sanitize=fuzzer`. They depend on the main package through its library products.
import PackageDescription

let package = Package(
    name: "FlipbookFuzz",
    dependencies: [.package(name: "Flipbook", path: "..")],
    targets: [
        // `.flip` source → ScriptParser: a Script or a ScriptError that points inside the input.
        .executableTarget(name: "fuzz-script", dependencies: [.product(name: "FlipbookPlayer", package: "Flipbook")]),
        // PNG bytes → Image(pngData:): an Image or an ImageError, never a trap.
        .executableTarget(name: "fuzz-png", dependencies: [.product(name: "FlipbookGraphics", package: "Flipbook")]),
        // Terminal input bytes → InputDecoder: events, the same in any split, never a sequence split into keys.
        .executableTarget(name: "fuzz-input", dependencies: [.product(name: "FlipbookTerminal", package: "Flipbook"),
                                                             .product(name: "FlipbookPlayer", package: "Flipbook")]),
    ]
)
