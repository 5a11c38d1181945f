//  LaunchOptionsTests.swift — FlipbookPlayerTests
//  The `flipbook` command line: every command, every option, and the message each mistake gets.

import Foundation
@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct LaunchOptionsTests {
    let demos = ["pinterest", "zoom", "drop"]

    private func parse(_ line: String) throws -> LaunchOptions {
        try LaunchOptions.parse(line.split(separator: " ").map(String.init), demoNames: demos)
    }

    private func message(_ line: String) -> String? {
        do {
            _ = try parse(line)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func commands() throws {
        #expect(try parse("").command == .preview(demo: nil))
        #expect(try parse("zoom").command == .preview(demo: "zoom"))
        #expect(try parse("ZOOM").command == .preview(demo: "ZOOM"), "names are case-insensitive")
        #expect(try parse("list").command == .list)
        #expect(try parse("--help").command == .help)
        #expect(try parse("-h").command == .help)
        #expect(try parse("--version").command == .version)
        #expect(try parse("snapshot drop --at 50%").command == .snapshot(demo: "drop"))
    }

    @Test func previewOptions() throws {
        let options = try parse("drop --speed 0.5 --blitter quad --color 256 --device ipad")
        #expect(options.speed == 0.5 && options.blitter == .quadrant && options.colorMode == .palette256)
        #expect(options.deviceSize == CGSize(width: 820, height: 1180))
        #expect(try parse("--speed=x2").speed == 2, "--option=value and the ×/x prefix")
        #expect(try parse("--device 320x568").deviceSize == CGSize(width: 320, height: 568))
        #expect(try parse("--color auto").colorMode == nil)
        #expect(try parse("--color none").colorMode == ColorMode.none)
        #expect(try parse("--blitter braille").blitter == .braille)
    }

    @Test func snapshotOptions() throws {
        let options = try parse("snapshot zoom --transition dismiss --at 25 --size 80x24 --format ansi")
        #expect(options.snapshotTransition == .dismiss && options.snapshotFraction == 0.25)
        #expect(options.snapshotSize == (80, 24) && options.snapshotFormat == .ansi)
        let defaults = try parse("snapshot --at 100%")
        #expect(defaults.command == .snapshot(demo: nil) && defaults.snapshotTransition == nil)
        #expect(defaults.snapshotSize == (100, 30) && defaults.snapshotFormat == .text && defaults.snapshotFraction == 1)
    }

    @Test func mistakesSayWhatToDo() {
        #expect(message("zom") == "There is no demo called 'zom'. The demos are: pinterest, zoom, drop. (`flipbook list` describes them.)")
        #expect(message("zoom drop") == "One demo at a time: got 'zoom' and 'drop'. See `flipbook list`.")
        #expect(message("--fast") == "Unknown option '--fast'. See `flipbook --help` for the options.")
        #expect(message("--speed") == "--speed needs a value. See `flipbook --help`.")
        #expect(message("--speed 9") == "--speed takes a number from 0.1 to 4 (got '9').")
        #expect(message("--blitter sixel") == "--blitter takes half, quad, braille or ascii (got 'sixel').")
        #expect(message("--color 8") == "--color takes auto, truecolor, 256, 16 or none (got '8').")
        #expect(message("--device 10x10") == "--device takes WIDTHxHEIGHT in points (e.g. 390x844), iphone or ipad (got '10x10').")
        #expect(message("snapshot zoom") == "snapshot needs --at, the point of the transition to show, e.g. `flipbook snapshot zoom --at 50%`.")
        #expect(message("snapshot zoom --at 120%") == "--at takes a percentage from 0% to 100% (got '120%').")
        #expect(message("snapshot zoom --at 5 --transition fly") == "--transition takes present, dismiss, push or pop (got 'fly').")
        #expect(message("snapshot zoom --at 5 --size 20x5") == "--size takes COLUMNSxROWS from 40x12 to 1000x500 (got '20x5').")
        #expect(message("snapshot zoom --at 5 --format png") == "--format takes text or ansi (got 'png').")
        #expect(message("zoom --at 50%") == "--at belongs to `flipbook snapshot DEMO --at P%`. See `flipbook --help`.")
    }
}
