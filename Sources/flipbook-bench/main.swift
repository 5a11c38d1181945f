//  main.swift — flipbook-bench
//  Measures Flipbook in a release build: `make bench`. Prints tables a reviewer can rerun, or JSON.
//
//  flipbook-bench [--json] [--quick] [--cpu-time]
//                 [--only frames,engine,scaling,dynamics,animations,startup,render,longrun,export]
//                 [--demo NAME,…] [--size COLUMNSxROWS,…] [--rounds N] [--pieces N,…]
//    --json      the report as JSON on stdout (progress still goes to stderr)
//    --quick     fewer frames and rounds (for a look, or under valgrind); the long run draws only the
//                frames it measures
//    --cpu-time  time by this thread's CPU clock instead of the wall clock (a busy machine)
//    --only      run only these sections (engine includes scaling: subviews added and characters typed one by one)
//    --demo      whole-frame cases for these demos only
//    --size      whole-frame cases at these terminal sizes only (e.g. 240x70)
//    --pieces    the counts the "animations" section measures (default 100,400,1600,3400)
//    --rounds    measure the whole-frame and pipeline cases in N rounds, interleaved, and show each
//                case's fastest (default 3; 1 with --quick)

import Foundation
import FlipbookDemos

let arguments = CommandLine.arguments
let wantsJSON = arguments.contains("--json")

/// The value after `flag` split at commas (`--only frames,engine`).
func listArgument(_ flag: String) -> [String]? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1].split(separator: ",").map(String.init)
}

let sections = Set(listArgument("--only") ?? ["frames", "engine", "startup", "render", "longrun", "export", "animations"])

/// `--size 240x70,80x24`, or every size the goals name.
let frameSizes: [(columns: Int, rows: Int)] = {
    guard let sizes = listArgument("--size") else { return demoFrameSizes }
    return sizes.map { text in
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" }).compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            progress("flipbook-bench: --size takes COLUMNSxROWS (e.g. 240x70), not \"\(text)\"")
            exit(2)
        }
        return (parts[0], parts[1])
    }
}()
let quick = iterationDivisor > 1

/// `--rounds N`: how many times the whole-frame and pipeline cases are measured.
let rounds: Int = {
    guard let value = listArgument("--rounds")?.first else { return quick ? 1 : 3 }
    guard let n = Int(value), n > 0 else {
        progress("flipbook-bench: --rounds takes a whole number of rounds above 0 (e.g. 3), not \"\(value)\"")
        exit(2)
    }
    return n
}()

/// Progress on stderr, so stdout stays the table (or the JSON).
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Peak resident memory of this process in MiB (Linux: VmHWM in /proc/self/status).
func peakResidentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kb / 1024
}

func loadAverage() -> Double {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? loads[0] : -1
}

/// The build this bench was compiled in: a debug build (`swift build`, what `swift run` gives a
/// user) measures what previewing feels like; `make bench` builds release.
#if DEBUG
let buildConfiguration = "debug"
#else
let buildConfiguration = "release"
#endif

func machine() -> [String: Any] {
    var name = utsname()
    uname(&name)
    func field<T>(_ value: T) -> String {
        withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    let formatter = ISO8601DateFormatter()
    return ["build": buildConfiguration,
            "system": "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))",
            "processors": ProcessInfo.processInfo.activeProcessorCount,
            "loadAverage1m": loadAverage(),
            "date": formatter.string(from: Date())]
}

var report = Report(
    clock: useThreadCPUTime ? "this thread's CPU time (--cpu-time)" : "wall clock",
    allocationCounting: "calls to malloc, calloc, realloc and the aligned allocators during each measured frame, "
        + "counted by a malloc the bench interposes (CMallocCounter, ELF symbol interposition; Swift's allocations go through it)")
let startMachine = machine()

// The whole-frame and pipeline cases run in rounds, one of each after the other, so that a case's
// rounds lie a whole table's run apart (about 20 s): a short slow spell of the machine then slows
// one of them, not all.
var frameRounds: [[DemoFrameResult]] = [], renderRounds: [[Measurement]] = []
for round in 1...rounds where sections.contains("frames") || sections.contains("render") {
    if sections.contains("frames") {
        progress("flipbook-bench: whole frames per demo (round \(round) of \(rounds))…")
        frameRounds.append(demoFrameBenchmarks(minimumFrames: quick ? 60 : 300, demos: listArgument("--demo"),
                                               sizes: frameSizes))
    }
    if sections.contains("render") {
        progress("flipbook-bench: frame pipeline alone (round \(round) of \(rounds))…")
        renderRounds.append(renderBenchmarks())
    }
}
report.rounds = rounds
report.frames = bestRounds(frameRounds, key: { "\($0.demo) \($0.direction) \($0.size)" }, median: \.median) { row, medians in
    var row = row
    row.roundMedians = medians
    return row
}
report.render = bestRounds(renderRounds, key: { "\($0.name) \($0.size)" }, median: \.median) { row, medians in
    var row = row
    row.roundMedians = medians
    return row
}
if sections.contains("engine") {
    progress("flipbook-bench: engine…")
    report.timing = timingBenchmarks()
    report.dynamics = dynamicsBenchmarks()
    report.layout = layoutSolverBenchmarks()
    report.displayLists = displayListBenchmarks()
}
if sections.contains("engine") || sections.contains("scaling") {
    progress("flipbook-bench: subviews added and characters typed one by one…")
    report.scaling = scalingBenchmarks()
}
if sections.contains("engine") || sections.contains("dynamics") {
    progress("flipbook-bench: dynamics at scale (50, 200, 860 bodies)…")
    report.dynamicsScale = dynamicsScaleBenchmarks(rounds: quick ? 1 : 3)
}
if sections.contains("startup") {
    progress("flipbook-bench: startup…")
    let binary = flipbookBinaryBesideBench()
    report.startup = Demos.all().map(\.name).filter { listArgument("--demo")?.contains($0) ?? true }.map { demo in
        Result { () throws(StartupError) in try startupBenchmark(binary: binary, demo: demo, runs: quick ? 3 : 9) }
    }
}
if sections.contains("render") {
    report.bytes = byteBenchmarks()
}
if sections.contains("longrun") {
    progress("flipbook-bench: long run…")
    report.longRun = longRunBenchmarks(quick: quick)
}
if sections.contains("export") {
    progress("flipbook-bench: export…")
    report.exports = exportBenchmarks(demos: listArgument("--demo"), runs: quick ? 1 : 3)
}
if sections.contains("animations") {
    progress("flipbook-bench: many animations started at once…")
    // `--pieces 100,400` for other counts.
    report.manyAnimations = manyAnimationsBenchmarks(counts: listArgument("--pieces")?.compactMap { Int($0) } ?? [100, 400, 1_600, 3_400],
                                                     rounds: quick ? 1 : 3)
        + shatterDemoBenchmarks(rounds: quick ? 1 : 3)
}
report.peakResidentMiB = peakResidentMiB()

if wantsJSON {
    var object = report.json(machine: startMachine)
    if var m = object["machine"] as? [String: Any] {
        m["loadAverage1mAtEnd"] = loadAverage()
        object["machine"] = m
    }
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    FileHandle.standardOutput.write(data)
    print("")
} else {
    let m = startMachine
    print("flipbook-bench — \(buildConfiguration) build; \(m["system"]!), \(m["processors"]!) processors, "
        + String(format: "load average %.1f at the start, %.1f at the end; ", m["loadAverage1m"] as? Double ?? -1, loadAverage())
        + "\(m["date"]!)")
    print("")
    report.printTables()
}
if sink == .infinity { print(sink) }
