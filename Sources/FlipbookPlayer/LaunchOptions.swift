//  LaunchOptions.swift — FlipbookPlayer
//  The `flipbook` command line, parsed without side effects so it can be tested.

import Foundation
import FlipbookRender

/// What `flipbook` was asked to do.
public struct LaunchOptions: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        /// The interactive previewer on a demo (nil: the first).
        case preview(demo: String?)
        case list
        case help
        case version
    }

    public var command: Command = .preview(demo: nil)
    public var speed: Double = 1
    public var blitter: BlitterKind?
    /// nil: detect from the terminal ("auto").
    public var colorMode: ColorMode?
    public var deviceSize = CGSize(width: 390, height: 844)

    public init() {}

    /// A command-line mistake: says what is wrong and what to do.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String], demoNames: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var words = arguments[...]
        var demo: String?
        func value(for option: String) throws -> String {
            guard let next = words.first, !next.hasPrefix("--") else {
                throw Error(description: "\(option) needs a value. See `flipbook --help`.")
            }
            words = words.dropFirst()
            return next
        }
        while let word = words.first {
            words = words.dropFirst()
            // `--option=value` is the same as `--option value`.
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                words.insert(String(word[word.index(after: equals)...]), at: words.startIndex)
                words.insert(String(word[..<equals]), at: words.startIndex)
                continue
            }
            switch word {
            case "-h", "--help", "help":
                options.command = .help
                return options
            case "--version", "version":
                options.command = .version
                return options
            case "list":
                options.command = .list
            case "--speed":
                let text = try value(for: word)
                guard let speed = Double(text.hasPrefix("x") || text.hasPrefix("×") ? String(text.dropFirst()) : text),
                      speed >= 0.1, speed <= 4 else {
                    throw Error(description: "--speed takes a number from 0.1 to 4 (got '\(text)').")
                }
                options.speed = speed
            case "--blitter":
                let text = try value(for: word)
                switch text {
                case "half", "half-block", "halfblock": options.blitter = .halfBlock
                case "quad", "quadrant", "quadrants": options.blitter = .quadrant
                case "braille": options.blitter = .braille
                case "ascii": options.blitter = .ascii
                default: throw Error(description: "--blitter takes half, quad, braille or ascii (got '\(text)').")
                }
            case "--color", "--colour":
                let text = try value(for: word)
                switch text {
                case "auto": options.colorMode = nil
                case "truecolor", "24bit", "24-bit": options.colorMode = .trueColor
                case "256": options.colorMode = .palette256
                case "16": options.colorMode = .palette16
                case "none", "no": options.colorMode = ColorMode.none
                default: throw Error(description: "--color takes auto, truecolor, 256, 16 or none (got '\(text)').")
                }
            case "--device":
                options.deviceSize = try device(try value(for: word))
            default:
                if word.hasPrefix("-") {
                    throw Error(description: "Unknown option '\(word)'. See `flipbook --help` for the options.")
                }
                guard demo == nil else {
                    throw Error(description: "One demo at a time: got '\(demo!)' and '\(word)'. See `flipbook list`.")
                }
                guard demoNames.contains(where: { $0.lowercased() == word.lowercased() }) else {
                    throw Error(description: "There is no demo called '\(word)'. The demos are: "
                        + demoNames.joined(separator: ", ") + ". (`flipbook list` describes them.)")
                }
                demo = word
            }
        }
        if options.command == .preview(demo: nil) { options.command = .preview(demo: demo) }
        return options
    }

    /// "390x844", "ipad", "iphone" or "WxH".
    static func device(_ text: String) throws -> CGSize {
        switch text.lowercased() {
        case "iphone": return CGSize(width: 390, height: 844)
        case "ipad": return CGSize(width: 820, height: 1180)
        default:
            let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 100, h >= 100, w <= 4000, h <= 4000 else {
                throw Error(description: "--device takes WIDTHxHEIGHT in points (e.g. 390x844), iphone or ipad (got '\(text)').")
            }
            return CGSize(width: w, height: h)
        }
    }

    /// `flipbook --help`.
    public static func usage(demos: [(name: String, summary: String)]) -> String {
        """
        flipbook — preview iOS view-controller transitions in the terminal

        Usage:
          flipbook [DEMO] [options]   open the previewer (the first demo unless named)
          flipbook list               the demos, with the seed each comes from
          flipbook --help             this help
          flipbook --version          the version

        Options:
          --speed X                   playback speed, 0.1 … 4 (default 1)
          --blitter half|quad|braille|ascii
                                      how pixels become characters (default half)
          --color auto|truecolor|256|16|none
                                      colours (default auto: from TERM, COLORTERM, NO_COLOR)
          --device 390x844|iphone|ipad|WxH
                                      the device's screen in points (default 390x844)

        Demos:
        \(demos.map { "  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        Keys in the previewer:
          ⏎            tap the selection / present / push (interactive: start, let go)
          esc ⌫        dismiss / pop
          ↑↓←→         move the selection; when paused, ←/→ scrub 1 %
          ⇧←/→ PgUp/Dn scrub 10 %           home/end  start/end
          , .          one frame back / forward
          space        pause and scrub / play
          i            interactive mode: ←/→ drag the transition, ⏎ let go
          r            reverse (property animators, interactive transitions)
          [ ]          slower / faster (×0.1 … ×4)
          l            loop the last transition
          n p tab      next / previous demo;  1…9 pick a demo
          b  c         cycle the blitter / the colour mode
          ?            help overlay         q  quit
          mouse        click the device to tap; click or drag the timeline to scrub

        flipbook needs an interactive terminal; headless playback for pipes, files and CI
        (scripts, recordings, snapshots) is not built yet.
        """
    }

    public static let version = "flipbook 0.1.0"
}
