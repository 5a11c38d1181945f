//  LaunchOptionsTests.swift — FlipbookCommandLineTests
//  The `flipbook` command line: every command, every option, and the message each mistake gets.

import Foundation
@testable import FlipbookCommandLine
import FlipbookPlayer
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

    /// `--set NAME=VALUE`, repeatable, in order; the value may hold `=`; without one it is a mistake.
    @Test func parameterSettings() throws {
        let options = try parse("zoom --set present=0.8 --set=dismiss=0.4s --set label=a=b")
        #expect(options.parameterSettings == [.init(name: "present", value: "0.8"), .init(name: "dismiss", value: "0.4s"),
                                              .init(name: "label", value: "a=b")])
        #expect(message("zoom --set present") == "--set takes NAME=VALUE, a parameter of the demo and its value, e.g. `--set damping=0.8` "
            + "(got 'present'). The previewer's parameters panel (t) lists them.")
        #expect(message("zoom --set =1")?.hasPrefix("--set takes NAME=VALUE") == true)
    }

    /// `compare A B`, `compare A --set-b …` (and a demo with --set-b alone), `--compare B` for
    /// snapshot, play and record; a comparison with no second side, or options it cannot use, explained.
    @Test func comparisons() throws {
        #expect(try parse("compare pinterest zoom").command == .compare(a: "pinterest", b: "zoom"))
        let values = try parse("compare pinterest --set damping=0.3 --set-b damping=0.8")
        #expect(values.command == .compare(a: "pinterest", b: nil))
        #expect(values.parameterSettings == [.init(name: "damping", value: "0.3")])
        #expect(values.parameterSettingsB == [.init(name: "damping", value: "0.8")])
        #expect(try parse("pinterest --set-b damping=0.8").command == .compare(a: "pinterest", b: nil))
        let snapshot = try parse("snapshot pinterest --at 40% --compare zoom")
        #expect(snapshot.command == .snapshot(demo: "pinterest") && snapshot.comparedDemo == "zoom" && snapshot.compares)
        let record = try parse("record s.flip -o s.cast --set-b damping=0.8")
        #expect(record.compares && record.comparedDemo == nil)
        #expect(message("compare pinterest")?.hasPrefix("compare needs a second side: another demo") == true)
        #expect(message("compare pinterest zoom drop")?.hasPrefix("One demo at a time: got 'pinterest' and 'drop'") == true)
        #expect(message("snapshot pinterest --at 5% --compare nope")?.hasPrefix("There is no demo called 'nope'") == true)
        #expect(message("compare pinterest zoom --at 5%")?.hasPrefix("--at belongs to `flipbook snapshot DEMO --at P%`") == true)
        #expect(message("init Dir --set-b damping=1")?.hasPrefix("--compare and --set-b belong to") == true)
        #expect(message("compare pinterest --set-b damping")?.hasPrefix("--set-b takes NAME=VALUE") == true)
    }

    /// `export DEMO|SCRIPT.flip -o OUT.gif` with its options; what it cannot take, explained.
    @Test func exports() throws {
        let demo = try parse("export zoom -o zoom.gif --transition dismiss --scale 2 --fps 24 --hold 2s --no-loop --set present=0.8")
        #expect(demo.command == .export(demo: "zoom", script: nil, output: "zoom.gif"))
        #expect(demo.snapshotTransition == .dismiss && demo.exportScale == 2 && demo.frameRate == 24 && demo.exportHold == 2)
        #expect(!demo.exportLoops && demo.parameterSettings == [.init(name: "present", value: "0.8")])
        let script = try parse("export s.flip -o s.gif")
        #expect(script.command == .export(demo: nil, script: "s.flip", output: "s.gif") && script.exportLoops && script.exportScale == 1)
        #expect(message("export zoom")?.hasPrefix("export needs -o OUT.gif") == true)
        #expect(LaunchOptions.exportFormat(of: "a.GIF") == .gif && LaunchOptions.exportFormat(of: "sheet.png") == .contactSheet)
        #expect(LaunchOptions.exportFormat(of: "frames/") == .frames && LaunchOptions.exportFormat(of: "frames.v2") == .frames)
        #expect(LaunchOptions.exportFormat(of: "out.jpg") == nil && LaunchOptions.exportFormat(of: "out.jpg/") == .frames)
        #expect(message("export zoom -o out.jpg")?.hasPrefix("export writes OUT.gif (an animated GIF), OUT.png (a contact sheet) or a "
            + "folder of PNG frames; 'out.jpg' is none of these.") == true)
        let sheet = try parse("export zoom -o sheet.png --at 0,50%,100")
        #expect(sheet.exportPercents == [0, 50, 100] && sheet.snapshotFraction == nil)
        #expect(message("export s.flip -o s.png")?.hasPrefix("a contact sheet is of one transition") == true)
        #expect(message("snapshot zoom --at 0,50")?.hasPrefix("snapshot shows one moment") == true)
        #expect(message("export zoom -o z.gif --scale 4") == "--scale takes 1, 2 or 3 pixels per point (got '4').")
        #expect(message("export s.flip -o s.gif --transition push")?.hasPrefix("--transition picks a demo's transition") == true)
        #expect(message("export zoom -o z.gif --at 50%")?.hasPrefix("--at picks a contact sheet's moments") == true)
        #expect(message("export zoom -o z.gif --size 80x24")?.hasPrefix("--size belongs to `flipbook snapshot") == true)
        #expect(message("zoom --no-loop") == "--no-loop belongs to `flipbook export DEMO -o OUT.gif`. See `flipbook --help`.")
        #expect(message("snapshot zoom --at 5% --scale 2")?.hasPrefix("--scale belongs to `flipbook export") == true)
        #expect(try parse("record s.flip -o s.cast --device-only").recordsDeviceOnly)
        #expect(message("export zoom -o z.gif --set-b a=1")?.hasPrefix("export draws one device") == true)
        #expect(message("zoom --device-only")?.hasPrefix("--device-only belongs to `flipbook record") == true)
        #expect(message("record s.flip -o s.cast --device-only --set-b a=1")?.hasPrefix("--device-only records one device") == true)
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
        #expect(message("zoom drop") == "One demo at a time: got 'zoom' and 'drop'. See `flipbook list` "
            + "(`flipbook compare zoom drop` shows two side by side).")
        #expect(message("--fast") == "Unknown option '--fast'. See `flipbook --help` for the options.")
        #expect(message("--speed") == "--speed needs a value. See `flipbook --help`.")
        #expect(message("--speed 9") == "--speed takes a number from 0.1 to 4 (got '9').")
        #expect(message("--blitter sixel") == "--blitter takes half, quad, braille or ascii (got 'sixel').")
        #expect(message("--color 8") == "--color takes auto, truecolor, 256, 16 or none (got '8').")
        #expect(message("--device 10x10") == "--device takes WIDTHxHEIGHT in points (e.g. 390x844), iphone or ipad (got '10x10').")
        #expect(message("snapshot zoom") == "snapshot needs --at, the point of the transition to show, e.g. `flipbook snapshot zoom --at 50%`.")
        #expect(message("snapshot zoom --at 120%") == "--at takes a percentage from 0% to 100%, or for `export … -o OUT.png` a list "
            + "such as 0,25,50,75,100 (got '120%').")
        #expect(message("snapshot zoom --at 5 --transition fly") == "--transition takes present, dismiss, push or pop (got 'fly').")
        #expect(message("snapshot zoom --at 5 --size 20x5") == "--size takes COLUMNSxROWS from 40x12 to 1000x500 (got '20x5').")
        #expect(message("snapshot zoom --at 5 --format png") == "--format takes text, ansi or json (got 'png').")
        #expect((try? parse("snapshot zoom --at 5 --format json"))?.snapshotFormat == .json)
        #expect(message("zoom --at 50%") == "--at belongs to `flipbook snapshot DEMO --at P%`. See `flipbook --help`.")
        #expect(message("record s.flip -o") == "-o needs a value. See `flipbook --help`.")
        #expect(message("record s.flip --output=") == "--output needs a file name, e.g. `-o zoom.cast` (got an empty one).")
        #expect(message("play s.flip --snapshots=") == "--snapshots needs a folder, e.g. `--snapshots out/` (got an empty name).")
    }

    /// Options read numbers and sizes with the scripts' grammar (ValueGrammar): no hex floats,
    /// no `x` doubled, no `inf`; what a script refuses, the command line refuses too.
    @Test func optionsTakeTheScriptsNumberGrammar() {
        #expect(message("--speed 0x1p-2") == "--speed takes a number from 0.1 to 4 (got '0x1p-2').")
        #expect(message("snapshot zoom --at 0x10%") == "--at takes a percentage from 0% to 100%, or for `export … -o OUT.png` a list "
            + "such as 0,25,50,75,100 (got '0x10%').")
        #expect(message("snapshot zoom --at 5 --size 100xx30") == "--size takes COLUMNSxROWS from 40x12 to 1000x500 (got '100xx30').")
        #expect(message("--device 0x1p9x800") == "--device takes WIDTHxHEIGHT in points (e.g. 390x844), iphone or ipad (got '0x1p9x800').")
        #expect(message("record s.flip -o x.cast --fps inf") == "--fps takes frames per second from 1 to 120 (got 'inf').")
        #expect(message("--speed nan") == "--speed takes a number from 0.1 to 4 (got 'nan').")
        for text in ["0.5", ".5", "5e-1", "+0.5"] {
            #expect((try? parse("--speed \(text)"))?.speed == 0.5, "\(text) is a decimal in both grammars")
            #expect(ValueGrammar.decimal(text) == 0.5)
        }
        #expect((try? parse("snapshot zoom --at 40% --size 120x36")).map { $0.snapshotSize == (120, 36) } == true)
    }

    /// An option that would do nothing for the command is refused, not ignored.
    @Test func optionsThatWouldDoNothingAreRefused() {
        #expect(message("zoom --snapshots out") == "--snapshots belongs to `flipbook play SCRIPT.flip` and `flipbook record SCRIPT.flip`, "
            + "whose `snapshot` lines it writes. See `flipbook --help`.")
        #expect(message("snapshot zoom --at 5 --snapshots out")?.hasPrefix("--snapshots belongs to") == true)
        #expect(message("play s.flip -o out.cast") == "-o belongs to `flipbook record SCRIPT.flip -o OUT.cast` and `flipbook export`. "
            + "See `flipbook --help`.")
        #expect((try? parse("record s.flip -o out.cast --snapshots shots"))?.snapshotDirectory == "shots")
        #expect((try? parse("play s.flip --snapshots shots"))?.snapshotDirectory == "shots", "play, headless or not")
        #expect((try? parse("play s.flip --snapshots shots"))?.snapshotFiles == .text, "the frame, as before")
        let both = try? parse("play s.flip --headless --snapshots shots --snapshot-format both")
        #expect(both?.snapshotFiles.writesText == true && both?.snapshotFiles.writesJSON == true)
        #expect((try? parse("record s.flip -o o.cast --snapshots shots --snapshot-format json"))?.snapshotFiles.writesText == false)
        #expect(message("play s.flip --snapshot-format json") == "--snapshot-format says which files --snapshots DIR writes; "
            + "add --snapshots DIR (e.g. `flipbook play SCRIPT.flip --headless --snapshots out/ --snapshot-format json`).")
        #expect(message("play s.flip --snapshots out --snapshot-format yaml") == "--snapshot-format takes text, json or both (got 'yaml').")
    }

    /// Options that act in some commands only (`--speed` paces a terminal, `--fps` a written file,
    /// `--blitter` and `--color` cells, `--device` a device) are refused elsewhere, naming what
    /// they do; where they act, they are taken.
    @Test func optionsAreRefusedWhereTheyWouldChangeNothing() throws {
        let refused = [
            "record s.flip -o o.cast --speed 2", "snapshot zoom --at 5 --speed 2",
            "play s.flip --headless --speed 2", "snapshot zoom --at 5 --fps 30", "play s.flip --headless --fps 30",
            "play s.flip --fps 30", "zoom --fps 30", "export zoom -o z.gif --blitter quad", "export zoom -o z.gif --color 256",
            "list --device ipad", "list --speed 2",
        ]
        for line in refused {
            let said = message(line)
            let option = line.split(separator: " ").first { $0.hasPrefix("--") && $0 != "--headless" && $0 != "--at" }!
            #expect(said?.hasPrefix("\(option) ") == true && said?.contains("would not use it. Drop \(option).") == true,
                    "\(line): \(said ?? "accepted")")
        }
        #expect(message("record s.flip -o o.cast --speed 2")?.contains("`flipbook record` would not use it") == true)
        #expect(try parse("record s.flip -o o.cast --blitter quad --fps 24").blitter == .quadrant)
        #expect(try parse("play s.flip --speed 0.5").speed == 0.5, "play paces its frames by --speed")
        #expect(try parse("play s.flip --headless --blitter quad --color 16").blitter == .quadrant)
        #expect(try parse("export zoom -o z.gif --fps 24 --device ipad").frameRate == 24)
        #expect(try parse("compare zoom drop --speed 2").speed == 2)
        #expect(try parse("export zoom -o z.gif --speed 0.5").speed == 0.5, "export's slow motion")
        #expect(message("export zoom -o z.png --speed 0.5")?.hasPrefix("--speed paces a GIF or a folder of frames") == true)
    }

    /// Demo names must be told apart on the command line: not empty, not an option, not a
    /// command, not equal to another ignoring case.
    @Test func demoNamesThatCannotBePickedAreNamed() {
        #expect(LaunchOptions.problem(withDemoNames: ["zoom", "fade"]) == nil)
        #expect(LaunchOptions.problem(withDemoNames: ["Fade", "zoom", "fade"])
            == "two demos are called 'Fade' and 'fade' (names are picked ignoring case); give each its own name.")
        #expect(LaunchOptions.problem(withDemoNames: ["zoom", "List"])
            == "the demo 'List' has the name of the command `flipbook list`; rename the demo.")
        #expect(LaunchOptions.problem(withDemoNames: ["-x"])?.contains("reads as an option") == true)
        #expect(LaunchOptions.problem(withDemoNames: [""])?.contains("empty name") == true)
    }

    /// `list` and `--help` put the summaries in one column past the longest name.
    @Test func demoListsLineUpPastTheLongestName() {
        let text = LaunchOptions.demoList([("swipe-dismiss", "Drag the photo card down"), ("zoom", "Zooms")])
        #expect(text == "swipe-dismiss  Drag the photo card down\nzoom           Zooms")
        #expect(LaunchOptions.usage(demos: [("swipe-dismiss", "Drag")]).contains("  swipe-dismiss  Drag"))
    }

    /// `--help` names every key the previewer takes (README's table).
    @Test func helpNamesEveryKey() {
        let help = LaunchOptions.usage(demos: [("zoom", "Zooms")])
        for key in ["v            the view hierarchy", "m            the inspected view's motion path", "right click",
                    "n, p reach the rest"] {
            #expect(help.contains(key), "--help lacks \(key)")
        }
    }

    /// Echoed input is cut to a line and can never drive the terminal.
    @Test func echoedArgumentsAreShortAndInert() throws {
        let hostile = String(repeating: "\u{1B}[2J\u{7}", count: 5000)
        let text = try #require(message("--color \(hostile)"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "no control byte reaches the terminal")
        #expect(text.count < 160 && text.contains("…"))
        #expect(Echo.quoted("tab\there") == "'tab\\u{9}here'")
        #expect(Echo.quoted(String(repeating: "a", count: 60)) == "'" + String(repeating: "a", count: 60) + "'")
        let cut = Echo.escaped(String(repeating: "a", count: 40) + String(repeating: "b", count: 100))
        #expect(cut.count == Echo.limit && cut.hasPrefix(String(repeating: "a", count: 40)) && cut.hasSuffix("bbbbbbbbbbbbbbbbbbb"))
    }
}
