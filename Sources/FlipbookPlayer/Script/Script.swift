//  Script.swift — FlipbookPlayer
//  The program a `.flip` script parses to (issue 9): a list of commands, each with the place
//  in the source it came from, so a failure while running can name its line. Terminal-free.

import Foundation

/// A parsed and statically checked `.flip` script, ready for a runner.
public struct Script: Equatable, Sendable {
    /// The commands in source order; a `loop` carries its body as a nested block.
    public var commands: [ScriptCommand]

    public init(commands: [ScriptCommand]) {
        self.commands = commands
    }
}

/// A place in a script's source: 1-based line and column (columns count characters; a tab is one).
public struct SourcePosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// One command of a script and where it was written (the position of its first word).
///
/// The command itself is the enum `Kind`, so a runner switches over `command.kind`; the position
/// travels alongside so every command, however deeply nested in loops, can be reported by line.
public struct ScriptCommand: Equatable, Sendable {
    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// What a command does. Percentages are kept as written (0…100), durations in seconds.
    public indirect enum Kind: Equatable, Sendable {
        /// `demo <name>`: switch to a demo (the name as the registry spells it).
        case demo(String)
        /// `size <cols>x<rows>`: the terminal's size in cells.
        case size(columns: Int, rows: Int)
        /// `device <W>x<H>` / `iphone` / `ipad`: the device's screen in points; only `demo`,
        /// `size`, `speed` and `set` may come before it (it rebuilds the demo for the device).
        case device(width: Double, height: Double)
        /// `speed <x>`: playback speed, 0.1…4 like `--speed`.
        case speed(Double)
        /// `select <n>`: select the demo's item at a 0-based index.
        case select(Int)
        case present
        case dismiss
        case push
        case pop
        /// `tap <x> <y>`: a tap at a point of the device's screen.
        case tap(x: Double, y: Double)
        /// `touch down|move|up|cancel <x> <y> [finger <n>]`: one finger's step, at a point of the
        /// device's screen; any touch sequence is these with waits between.
        case touch(TouchPhase, x: Double, y: Double, finger: Int)
        /// `pan <x> <y> -> <x> <y> in <seconds> [velocity <v>]`: a finger down at the first point,
        /// dragged to the second a frame at a time, and lifted there — at a steady speed, or, with
        /// `velocity`, at `v` pt/s over its last 0.1 s (0: held still before the lift).
        case pan(fromX: Double, fromY: Double, toX: Double, toY: Double, duration: TimeInterval, releaseSpeed: Double?)
        /// `longpress <x> <y> [for <seconds>]`: a finger held still (1 s unless told), then lifted.
        case longPress(x: Double, y: Double, duration: TimeInterval)
        /// `swipe left|right|up|down <x> <y>`: a quick 200 pt flick from the point, in 0.12 s.
        case swipe(ScriptSwipe, x: Double, y: Double)
        /// `pinch <x> <y> <d> -> <d> in <seconds>`: two fingers either side of the point,
        /// side by side, moved from one distance apart to another.
        case pinch(x: Double, y: Double, fromDistance: Double, toDistance: Double, duration: TimeInterval)
        /// `rotate <x> <y> <degrees> in <seconds>`: two fingers 120 pt apart about the point,
        /// turned by the angle (clockwise on the screen for a positive one).
        case rotate(x: Double, y: Double, degrees: Double, duration: TimeInterval)
        /// `key <name>`: a key press, as the terminal would deliver it.
        case key(Key)
        /// `type <words>`: the words typed, one key per character (single spaces between
        /// words), into the text field or text view being edited.
        case type(String)
        /// `wait <seconds>`: let the clock run.
        case wait(TimeInterval)
        case pause
        case resume
        /// `scrub <p>%`: move the playhead to a percentage of the transition.
        case scrub(percent: Double)
        /// `scrub <p>% -> <q>% in <seconds>`: sweep the playhead from one percentage to another.
        case scrubRamp(from: Double, to: Double, duration: TimeInterval)
        /// `interactive`: interactive mode (transitions start under the script's hand).
        case interactive
        /// `drag <p>%`: drive an interactive transition to a percentage.
        case drag(percent: Double)
        /// `release` / `release velocity <v>`: let an interactive transition go.
        /// The velocity is kept as written (nil: none given); the runner gives it its unit.
        case release(velocity: Double?)
        case reverse
        /// `step <n>`: move by whole frames (negative: back).
        case step(Int)
        /// `loop <n> { … }`: run the body `count` times.
        case loop(count: Int, body: [ScriptCommand])
        /// `expect state <word>`: fail unless the player is in that state.
        case expectState(ScriptState)
        /// `expect percent <p>% [± <tol>%]`: fail unless the playhead is there (nil: the runner's default).
        case expectPercent(Double, tolerance: Double?)
        /// `snapshot <name>`: record the screen under a name.
        case snapshot(String)
        /// `set <parameter> <value>`: set one of the demo's parameters (`set damping 0.8`); the
        /// scene re-runs with it at the same moment.
        case set(name: String, value: String)
    }
}

/// The states `expect state` can name.
/// The direction of a script's `swipe`.
public enum ScriptSwipe: String, CaseIterable, Equatable, Sendable {
    case left, right, up, down
}

public enum ScriptState: String, CaseIterable, Equatable, Sendable {
    /// The player's modes.
    case live, scrub, interactive
    /// Whether something is presented.
    case presented, dismissed
    /// The clock and the current transition.
    case running, paused, finished, cancelled
}

/// The ranges the parser accepts. Speed and device sizes are the command line's (`--speed`,
/// `--device`); the others keep a runner out of absurd territory (and out of overflow).
public enum ScriptLimits {
    /// As `--speed`.
    public static let speed: ClosedRange<Double> = 0.1...4
    /// As `--device` (each side, in points).
    public static let deviceSide: ClosedRange<Double> = 100...4000
    /// Terminal cells, as `--size`: from the player's minimum (40×12) to 1000×500.
    public static let terminalColumns: ClosedRange<Int> = Player.minimumSize.columns...1000
    public static let terminalRows: ClosedRange<Int> = Player.minimumSize.rows...500
    /// Seconds, for `wait` and a scrub's sweep: finite, at most an hour.
    public static let duration: ClosedRange<Double> = 0...3600
    public static let percent: ClosedRange<Double> = 0...100
    /// Points on the device's screen (the largest device side).
    public static let tapCoordinate: ClosedRange<Double> = 0...4000
    public static let select: ClosedRange<Int> = 0...9999
    /// Fingers, numbered from 0.
    public static let finger: ClosedRange<Int> = 0...9
    /// A `pan`'s release speed, points per second.
    public static let releaseSpeed: ClosedRange<Double> = 0...20_000
    /// How far apart a `pinch`'s two fingers are, points.
    public static let fingerDistance: ClosedRange<Double> = 1...4000
    /// A `rotate`'s angle, degrees.
    public static let rotation: ClosedRange<Double> = -3600...3600
    public static let loopCount: ClosedRange<Int> = 1...10000
    public static let step: ClosedRange<Int> = -100_000...100_000
    public static let velocity: ClosedRange<Double> = -100_000...100_000
    /// How deeply loops may nest.
    public static let loopDepth = 32
}
