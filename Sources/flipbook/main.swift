//  main.swift — flipbook
//  The command line: the interactive previewer, the demo list, help and version.

import Foundation
import FlipbookDemos
import FlipbookKit
import FlipbookPlayer
import FlipbookRender
import FlipbookTerminal

/// Writes to standard error.
func complain(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let registry = Demos.registry()
let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), demoNames: registry.names)
} catch {
    complain("flipbook: \(error)")
    exit(64)  // EX_USAGE
}

switch options.command {
case .help:
    print(LaunchOptions.usage(demos: registry.demos.map { ($0.name, $0.summary) }))
    exit(0)
case .version:
    print(LaunchOptions.version)
    exit(0)
case .list:
    for demo in registry.demos {
        print("\(demo.name.padding(toLength: 12, withPad: " ", startingAt: 0))\(demo.summary)  — seed \(demo.seed)")
    }
    exit(0)
case .snapshot(let name):
    UIWindow.defaultScreenSize = options.deviceSize
    let format = options.snapshotFormat
    let player = Player(registry: registry, demo: name, blitter: options.blitter ?? .halfBlock,
                        colorMode: options.colorMode ?? .trueColor,
                        columns: options.snapshotSize.columns, rows: options.snapshotSize.rows)
    do {
        try player.pause(in: options.snapshotTransition, atFraction: options.snapshotFraction ?? 1)
    } catch {
        complain("flipbook: \(error)")
        exit(1)
    }
    let frame = player.render()
    switch format {
    case .text:
        print(TextSnapshot.render(frame, colors: true))
    case .ansi:
        let encoder = ANSIEncoder()
        encoder.encodeFrame(frame)
        FileHandle.standardOutput.write(Data(encoder.bytes))
        print("\u{1B}[0m")
    }
    exit(0)
case .preview(let name):
    UIWindow.defaultScreenSize = options.deviceSize
    let screen: TerminalScreen
    do {
        screen = try TerminalScreen(requestedColorMode: options.colorMode)
        try screen.start()
    } catch {
        complain("flipbook: \(error)")
        exit(1)
    }
    let size = screen.size
    let player = Player(registry: registry, demo: name, speed: options.speed,
                        blitter: options.blitter ?? screen.requiredBlitter ?? .halfBlock,
                        colorMode: screen.colorMode, columns: size.columns, rows: size.rows)
    FrameLoop().run(screen: screen, initial: .init(cells: player.render(), animating: player.isAnimating)) { event in
        if player.update(event) == .quit { return .init(quit: true) }
        return .init(cells: player.render(), animating: player.isAnimating)
    }
    screen.stop()
    exit(0)
}
