//  main.swift — flipbook-soak
//  `make soak`: every demo, headless, for minutes of media time each, as fast as the machine
//  goes; checks every transition completes exactly once and resident memory stays flat.

import Foundation
import FlipbookDemos
import FlipbookPlayer
import FlipbookSoak
import FlipbookRender

/// What the command line asked for.
struct SoakOptions {
    /// Media time per demo.
    var minutes = 10.0
    /// Demos to soak (all when empty).
    var demos: [String] = []
    /// How far resident memory may end above where it started (after the first round), MiB.
    var toleranceMiB = 2.0
    /// Print a line as each episode ends.
    var trace = false

    static let usage = """
        usage: flipbook-soak [--minutes M] [--tolerance MIB] [DEMO …]
          --minutes M       media time per demo, minutes (default 10)
          --tolerance MIB   how far resident memory may end above its start after the first round (default 2)
          --trace           print a line as each episode ends
          DEMO              soak only these demos (default: all)
        """

    init(arguments: [String]) throws(OptionError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--minutes":
                minutes = try Self.number(rest.popFirst(), for: argument)
            case "--tolerance":
                toleranceMiB = try Self.number(rest.popFirst(), for: argument)
            case "--trace":
                trace = true
            case "-h", "--help":
                throw OptionError(message: nil)
            case let name where name.hasPrefix("-"):
                throw OptionError(message: "unknown option '\(name)'")
            default:
                demos.append(argument)
            }
        }
    }

    private static func number(_ text: String?, for option: String) throws(OptionError) -> Double {
        guard let text, let value = Double(text), value > 0, value.isFinite else {
            throw OptionError(message: "\(option) needs a positive number")
        }
        return value
    }
}

struct OptionError: Error {
    /// nil for --help.
    let message: String?
}

/// Resident memory of this process, bytes (second field of /proc/self/statm, in pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

func mebibytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// CPU time this process has used, seconds (user + system): wall time counts other processes' turns too.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// One demo's soak.
struct Row {
    var demo: String
    var tally: Soak.Tally
    var wallSeconds: Double
    var cpuSeconds: Double
    var rssStart: Int
    var rssEnd: Int
    var rssMax: Int
    var failures: [String]
}

func soak(_ demo: Demo, options: SoakOptions) -> Row {
    let soak = Soak(demo: demo, columns: 80, rows: 24)
    // The rest of the pipeline: each frame diffed against the last and encoded as a terminal would get it.
    let encoder = ANSIEncoder()
    var previous = CellBuffer(width: 0, height: 0)
    soak.onFrame = { frame in
        encoder.encodeDiff(from: previous, to: frame)
        encoder.removeAll()
        previous = frame
    }
    if options.trace { soak.trace = { print("  \(demo.name) \($0)") } }
    var rssStart: Int?
    var rssMax = 0
    soak.onRound = { _ in
        let rss = residentBytes()
        // The first round is warm-up: caches, scratch buffers and the demo's pictures settle.
        if rssStart == nil { rssStart = rss } else { rssMax = max(rssMax, rss) }
    }
    let start = monotonicSeconds(), startCPU = cpuSeconds()
    let tally = soak.run(mediaTime: options.minutes * 60)
    let wall = monotonicSeconds() - start, cpu = cpuSeconds() - startCPU
    let rssEnd = residentBytes()
    let rssFirst = rssStart ?? rssEnd
    rssMax = max(rssMax, rssEnd, rssFirst)

    var failures = tally.problems
    if tally.transitionsStarted != tally.transitionsCompleted {
        failures.append("\(tally.transitionsStarted) transitions started but \(tally.transitionsCompleted) completed")
    }
    if tally.animatorsStarted != tally.animatorsCompleted {
        failures.append("\(tally.animatorsStarted) property animators started but \(tally.animatorsCompleted) finished")
    }
    let tolerance = Int(options.toleranceMiB * 1_048_576)
    if rssEnd > rssFirst + tolerance {
        failures.append("resident memory grew from \(mebibytes(rssFirst)) MiB to \(mebibytes(rssEnd)) MiB "
            + "(more than the \(String(format: "%g", options.toleranceMiB)) MiB tolerance)")
    }
    return Row(demo: demo.name, tally: tally, wallSeconds: wall, cpuSeconds: cpu, rssStart: rssFirst, rssEnd: rssEnd, rssMax: rssMax,
               failures: failures)
}

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let gap = String(repeating: " ", count: max(width - text.count, 0))
    return right ? gap + text : text + gap
}

func printTable(_ rows: [Row]) {
    let header = [pad("demo", 10, right: false), pad("media min", 9), pad("rounds", 6), pad("started", 8), pad("completed", 9),
                  pad("cancelled", 9), pad("animators", 11), pad("frames", 8), pad("wall s", 7), pad("cpu s", 7),
                  pad("RSS start", 9), pad("end", 6), pad("max", 6), "  result"]
    print(header.joined(separator: " "))
    for row in rows {
        let t = row.tally
        let cells = [pad(row.demo, 10, right: false), pad(String(format: "%.1f", t.mediaTime / 60), 9), pad("\(t.rounds)", 6),
                     pad("\(t.transitionsStarted)", 8), pad("\(t.transitionsCompleted)", 9), pad("\(t.transitionsCancelled)", 9),
                     pad("\(t.animatorsStarted)/\(t.animatorsCompleted)", 11), pad("\(t.frames)", 8),
                     pad(String(format: "%.1f", row.wallSeconds), 7), pad(String(format: "%.1f", row.cpuSeconds), 7),
                     pad(mebibytes(row.rssStart), 9), pad(mebibytes(row.rssEnd), 6), pad(mebibytes(row.rssMax), 6),
                     row.failures.isEmpty ? "  ok" : "  FAIL"]
        print(cells.joined(separator: " "))
    }
}

let options: SoakOptions
do {
    options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("flipbook-soak: \(message)\n\(SoakOptions.usage)\n".utf8))
        exit(2)
    }
    print(SoakOptions.usage)
    exit(0)
}

setvbuf(stdout, nil, _IOLBF, 0)  // progress lines show as they happen, even in a log file
let registry = Demos.registry()
var chosen: [Demo] = []
for name in options.demos {
    guard let demo = registry.demo(named: name) else {
        FileHandle.standardError.write(Data("flipbook-soak: there is no demo called '\(name)'; the demos are \(registry.names.joined(separator: ", "))\n".utf8))
        exit(2)
    }
    chosen.append(demo)
}
if chosen.isEmpty { chosen = registry.demos }

print("flipbook-soak: \(String(format: "%g", options.minutes)) min of media time per demo at 80×24, every frame rendered, "
    + "diffed and encoded; resident memory may end at most \(String(format: "%g", options.toleranceMiB)) MiB above "
    + "its level after the first round")
let started = monotonicSeconds()
var rows: [Row] = []
for demo in chosen {
    let row = soak(demo, options: options)
    rows.append(row)
    print("  \(row.demo): \(row.failures.isEmpty ? "ok" : "FAIL") in \(String(format: "%.1f", row.wallSeconds)) s")
}
print("")
printTable(rows)
print("wall time \(String(format: "%.1f", monotonicSeconds() - started)) s, CPU time \(String(format: "%.1f", cpuSeconds())) s")

let notes = rows.flatMap { row in
    row.tally.notes.sorted().map { "\(row.demo): \($0) (\(row.tally.rebuilds)×)" }
        + row.tally.otherDiagnostics.sorted().map { "\(row.demo): kit diagnostic: \($0)" }
}
if !notes.isEmpty {
    print("\nNotes (not failures; each once):")
    for note in notes { print("  \(note)") }
}

let failed = rows.filter { !$0.failures.isEmpty }
if !failed.isEmpty {
    fflush(stdout)
    FileHandle.standardError.write(Data("\nflipbook-soak: FAILED\n".utf8))
    for row in failed {
        for failure in row.failures.prefix(10) { FileHandle.standardError.write(Data("  \(row.demo): \(failure)\n".utf8)) }
        if row.failures.count > 10 { FileHandle.standardError.write(Data("  \(row.demo): … and \(row.failures.count - 10) more\n".utf8)) }
    }
    exit(1)
}
print("flipbook-soak: every transition started completed exactly once; resident memory stayed flat")
