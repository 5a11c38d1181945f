// swift-tools-version:5.9
//  Flipbook — preview iOS view-controller transitions in a terminal.
//  Modules and their layering are described in Sources/README.md; a module only uses those below it.
import PackageDescription

// FLIPBOOK_TEST_HOOKS: test hooks that need stored state of their own in a hot loop — the
// rasteriser's switches for its fast paths (`usedFastPaths`, so a test can hold it to the slower
// way each replaces) and its count of visited pixels — exist only in debug builds, which is what
// `swift test` and `make test` build. A release frame (`make run`, `make bench`) has neither: the
// fast paths are a constant and the count is not kept. The test suites need a debug build.
let testHooks: [SwiftSetting] = [.define("FLIPBOOK_TEST_HOOKS", .when(configuration: .debug))]
/// The engine — graphics, Core Animation, the rasteriser, UIKit — is optimised in debug builds too:
/// `swift run` in a package of yours builds Flipbook in debug, and what a previewing user feels is
/// that build (a frame of 3 400 pieces: 93 ms unoptimised). Your own code stays debuggable.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The demos' folders under Demos/, each an app's worth of iOS code.
let demoFolders = ["Blur", "Drop", "Example", "Expand", "FlipCard", "Navigation", "Pinterest", "PropertyAnimator",
                   "Reveal", "Sheet", "SwipeDismiss", "TablePush", "Tabs", "Zoom"]

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookGraphics", targets: ["FlipbookGraphics"]),
        .library(name: "FlipbookCore", targets: ["FlipbookCore"]),
        .library(name: "FlipbookKit", targets: ["FlipbookKit"]),
        .library(name: "FlipbookRender", targets: ["FlipbookRender"]),
        .library(name: "FlipbookPlayer", targets: ["FlipbookPlayer"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        // The whole command line as a library: a package of yours calls `Flipbook.main(demos:)`.
        .library(name: "Flipbook", targets: ["Flipbook"]),
        // `import UIKit` for animator files shared with an iOS app: re-exports FlipbookKit. The same
        // product gives the other modules such files import: QuartzCore, CoreGraphics, AVFoundation,
        // os, Intents.
        // (`_Testing_UIKit` and `_Testing_CoreGraphics` are the empty modules Swift Testing's
        // cross-import overlays name: a test file importing Testing and UIKit needs them.)
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "AVFoundation", "os", "Intents", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .library(name: "FlipbookTerminal", targets: ["FlipbookTerminal"]),
        // Snapshot tests of users' own transitions against golden text files.
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        // Compiles an app's iOS Swift files unchanged: `#selector`, `@objc`, outlets, overrides in
        // extensions, `@objc` optional protocols (a target lists its app folder in `exclude:`).
        .plugin(name: "FlipbookTranslate", targets: ["FlipbookTranslate"]),
    ],
    targets: [
        // The system libpng, found through pkg-config (Debian: libpng-dev).
        .systemLibrary(
            name: "CLibPNG",
            path: "Sources/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // The system libjpeg (libjpeg-turbo), found through pkg-config (Debian: libjpeg62-turbo-dev), for
        // the JPEG pictures apps ship and UIImage.jpegData(compressionQuality:).
        .systemLibrary(
            name: "CLibJPEG",
            path: "Sources/CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The system giflib, found through pkg-config (Debian: libgif-dev), for `flipbook export`'s GIFs.
        .systemLibrary(
            name: "CGifLib",
            path: "Sources/CGifLib",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        // The system zlib, found through pkg-config (Debian: zlib1g-dev), for the PDF contexts' compressed
        // streams (FlateDecode).
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // Geometry Foundation lacks on Linux, colour, images and the display list.
        .target(name: "FlipbookGraphics", dependencies: ["CLibPNG", "CLibJPEG", "CZlib"], swiftSettings: optimisedInDebug),
        // The Core-Animation-shaped engine: layers, animations, media timing, the clock.
        .target(name: "FlipbookCore", dependencies: ["FlipbookGraphics"], swiftSettings: optimisedInDebug),
        // The UIKit-shaped API users write against; `import FlipbookKit` stands for `import UIKit`.
        // UIKit on the engine; the rasteriser gives drawn images their pixels (pngData, jpegData).
        .target(name: "FlipbookKit", dependencies: ["FlipbookCore", "FlipbookGraphics", "FlipbookRender"],
                swiftSettings: optimisedInDebug),
        // Display list → pixels → terminal cells → bytes. Knows nothing of views or ncurses.
        .target(name: "FlipbookRender", dependencies: ["FlipbookGraphics", "CGifLib"], swiftSettings: testHooks + optimisedInDebug),
        // The previewer's brain, terminal-free: demos, the player state machine, the HUD.
        .target(name: "FlipbookPlayer", dependencies: ["FlipbookKit", "FlipbookRender"]),
        // The seed transitions as demos (folder Demos/). Demos/Assets.xcassets, the demos' pictures, is a
        // resource: the build copies it beside the products, so a built flipbook needs no source tree.
        // The demos' folders hold iOS code (`#selector`, `@objc`, outlets): they are excluded here and
        // compiled through FlipbookTranslate, as an app's are; Demos.swift and its helpers are not.
        .target(name: "FlipbookDemos", dependencies: ["FlipbookKit", "FlipbookPlayer", "UIKit"], path: "Demos",
                exclude: ["Scripts"] + demoFolders, resources: [.copy("Assets.xcassets")],
                plugins: ["FlipbookTranslate"]),
        // The system ncursesw (Debian: libncurses-dev), from the standard include path and linked by
        // the module map. Not through pkg-config: its --cflags are defines SwiftPM prohibits, which
        // printed "prohibited flag(s)" on every build of every package depending on Flipbook, and
        // gave nothing else; the shim header turns on the wide-character API itself.
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses"
        ),
        // The interactive backend: screen set-up and restore, input to player events, frame pacing.
        // The only module that touches the terminal and the wall clock.
        .target(name: "FlipbookTerminal", dependencies: ["CNcurses", "FlipbookRender", "FlipbookPlayer"]),

        // The `flipbook` command line's words, parsed without side effects (a module so it can be tested).
        .target(name: "FlipbookCommandLine", dependencies: ["FlipbookKit", "FlipbookPlayer", "FlipbookRender"]),
        // The command line over the demos it is given (`Flipbook.main(demos:)`); `import Flipbook`
        // also gives FlipbookKit and what a demo needs (Demo, DemoScene).
        .target(
            name: "Flipbook",
            dependencies: ["FlipbookCommandLine", "FlipbookKit", "FlipbookPlayer", "FlipbookRender", "FlipbookTerminal"]
        ),
        // The translation of an app's Swift for Linux (no Objective-C runtime), and the tool and
        // build-tool plugin that run it. Foundation only: no package from outside.
        .target(name: "FlipbookTranslation"),
        .executableTarget(name: "flipbook-translate", dependencies: ["FlipbookTranslation"]),
        .plugin(name: "FlipbookTranslate", capability: .buildTool(), dependencies: ["flipbook-translate"]),
        // The inventory of UIKit's documented API (API/): its coverage report, and the compile
        // check generated from it for UIKitAPITests.
        .target(name: "FlipbookAPIInventory"),
        .executableTarget(name: "flipbook-api", dependencies: ["FlipbookAPIInventory"]),
        .plugin(name: "FlipbookAPICheck", capability: .buildTool(), dependencies: ["flipbook-api"]),
        // The module name an iOS app's files import; Flipbook's UIKit is FlipbookKit re-exported.
        .target(name: "UIKit", dependencies: ["FlipbookKit"]),
        // The other Apple modules an app's transition files import, by their names: Core Animation,
        // Core Graphics, and AVFoundation's AVMakeRect.
        .target(name: "QuartzCore", dependencies: ["FlipbookCore", "FlipbookGraphics"]),
        .target(name: "CoreGraphics", dependencies: ["FlipbookGraphics"]),
        .target(name: "AVFoundation", dependencies: ["FlipbookGraphics"]),
        // `import os`: Logger and os_log, written to standard error when it is not a terminal.
        .target(name: "os"),
        .target(name: "Intents", dependencies: ["FlipbookKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // The shipped command line: `Flipbook.main(demos: Demos.all())`.
        .executableTarget(name: "flipbook", dependencies: ["Flipbook", "FlipbookDemos"]),
        // The benchmark harness (`make bench`): release-build numbers, never timed assertions in tests.
        .executableTarget(
            name: "flipbook-bench",
            dependencies: ["FlipbookCore", "FlipbookGraphics", "FlipbookKit", "FlipbookRender", "FlipbookPlayer", "FlipbookDemos", "CMallocCounter"],
            exclude: ["README.md"]
        ),
        // Counts the bench's heap allocations by interposing malloc (linked into flipbook-bench only).
        .target(name: "CMallocCounter"),
        // The soak's session and ledger (a module of their own: the soak and its test use them, the previewer not).
        .target(name: "FlipbookSoak", dependencies: ["FlipbookKit", "FlipbookPlayer", "FlipbookRender"]),
        // The soak (`make soak`): every demo headless for minutes of media time; transitions complete once, memory stays flat.
        .executableTarget(name: "flipbook-soak", dependencies: ["FlipbookDemos", "FlipbookPlayer", "FlipbookRender", "FlipbookSoak"]),

        .target(name: "FlipbookTesting", dependencies: ["FlipbookPlayer", "FlipbookRender"]),
        // Helpers shared by the test suites (expectClose, reference values).
        .target(
            name: "FlipbookTestSupport",
            dependencies: ["FlipbookGraphics", "FlipbookRender", "FlipbookTesting"],
            path: "Tests/FlipbookTestSupport",
            swiftSettings: testHooks
        ),
        .testTarget(name: "FlipbookGraphicsTests", dependencies: ["FlipbookGraphics", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookCoreTests", dependencies: ["FlipbookCore", "FlipbookTestSupport"]),
        .testTarget(name: "FlipbookKitTests", dependencies: ["FlipbookKit", "FlipbookTestSupport", "AVFoundation", "QuartzCore", "CoreGraphics", "_Testing_CoreGraphics", "os", "Intents"]),
        // Encoders/replay.py is run by the replay tests with python3 (pyte, asciinema); not a resource.
        .testTarget(
            name: "FlipbookRenderTests",
            dependencies: ["FlipbookRender", "FlipbookTestSupport"],
            exclude: ["Encoders/replay.py", "Golden/__Snapshots__"]
        ),
        .testTarget(name: "FlipbookTranslationTests", dependencies: ["FlipbookTranslation"]),
        // Uses every member the inventory (API/) marks present or approximated, with UIKit's exact
        // signature, in code generated by FlipbookAPICheck: a missing member fails to compile.
        .testTarget(name: "UIKitAPITests", dependencies: ["FlipbookAPIInventory", "UIKit", "QuartzCore", "CoreGraphics", "AVFoundation"],
                    plugins: ["FlipbookAPICheck"]),
        .testTarget(name: "FlipbookCommandLineTests", dependencies: ["FlipbookCommandLine", "FlipbookPlayer", "FlipbookRender"]),
        .testTarget(name: "FlipbookPlayerTests", dependencies: ["FlipbookPlayer", "FlipbookTestSupport"], exclude: ["Player/__Snapshots__"]),
        // The demos driven through the player: golden frames, final hierarchies, interactive cancels;
        // and (Seeds/) the seeds' code, as the demos ship it, driven by hand against UIKit's numbers.
        .testTarget(
            name: "FlipbookDemosTests",
            dependencies: ["FlipbookDemos", "FlipbookPlayer", "FlipbookRender", "FlipbookSoak", "FlipbookTesting", "FlipbookTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlipbookTerminalTests",
            dependencies: ["FlipbookTerminal", "CNcurses", "FlipbookTestSupport"],
            exclude: ["tmux-smoke.sh"]
        ),
    ]
)
