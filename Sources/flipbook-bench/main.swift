//  main.swift — flipbook-bench
//  Measures the engine in a release build: `make bench`. Prints a table a reviewer can rerun.

import Foundation
import FlipbookCore
import FlipbookGraphics

/// Runs `body` `iterations` times in each of 5 rounds; prints and returns the median nanoseconds per call.
func measure(_ name: String, unit: String = "call", iterations: Int, _ body: () -> Void) -> Double {
    var rounds: [Double] = []
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        rounds.append(elapsed / Double(iterations))
    }
    let median = rounds.sorted()[2]
    let pretty = median >= 1_000_000 ? String(format: "%10.3f ms", median / 1_000_000)
        : median >= 1_000 ? String(format: "%10.3f µs", median / 1_000) : String(format: "%10.1f ns", median)
    print("  \(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(pretty) / \(unit)")
    return median
}

/// Peak resident memory of this process in MiB (Linux: VmHWM in /proc/self/status).
func peakResidentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kb / 1024
}

/// A root the size of a phone with a grid of cells (rounded, clipping, with a label),
/// each cell animating its position and opacity; attached to its own clock.
func scene(columns: Int, rows: Int) -> (MediaClock, CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.position = CGPoint(x: 195, y: 422)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    let w = 390.0 / Double(columns), h = 844.0 / Double(rows)
    for row in 0..<rows {
        for column in 0..<columns {
            let cell = CALayer()
            cell.frame = CGRect(x: Double(column) * w + 2, y: Double(row) * h + 2, width: w - 4, height: h - 4)
            cell.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            cell.cornerRadius = 6
            cell.masksToBounds = true
            let label = CATextLayer()
            label.string = "Item \(row * columns + column)"
            label.fontSize = 12
            label.frame = cell.bounds.insetBy(dx: 4, dy: 4)
            cell.addSublayer(label)
            root.addSublayer(cell)
            let move = CABasicAnimation(keyPath: "position.y")
            move.byValue = 40
            move.duration = 2
            move.repeatCount = .infinity
            move.autoreverses = true
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            cell.add(move, forKey: "move")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.3
            fade.duration = 1.5
            fade.repeatCount = .infinity
            cell.add(fade, forKey: "fade")
        }
    }
    let clock = MediaClock()
    clock.add(root)
    return (clock, root)
}

var sink = 0.0

print("flipbook-bench — release build, median of 5 rounds")
print("")
/// `flipbook-bench --frames` runs only the frame pipeline and ANSI bytes tables (for profiling).
let framesOnly = CommandLine.arguments.contains("--frames")
if !framesOnly {
print("Timing")
let curve = CAMediaTimingFunction(controlPoints: 0, 0.7, 1, 0.3)
var x = 0.0
_ = measure("CAMediaTimingFunction (0,0.7,1,0.3) output(at:)", iterations: 1_000_000) {
    x += 0.000_001; if x > 1 { x = 0 }
    sink += curve.output(at: x)
}
let spring = CASpringAnimation()
let solver = spring.spring
_ = measure("Spring.value(at:) (default CASpringAnimation)", iterations: 1_000_000) {
    x += 0.000_001; if x > 1 { x = 0 }
    sink += solver.value(at: x)
}
_ = measure("CASpringAnimation.settlingDuration", iterations: 2_000) {
    sink += spring.settlingDuration
}

print("")
print("Layer tree → display list (a phone-sized scene)")
for (columns, rows) in [(5, 10), (10, 30), (20, 50)] {
    let (clock, root) = scene(columns: columns, rows: rows)
    var t = 0.0
    _ = measure("\(columns * rows) cells, 2 layers + 2 animations each", unit: "frame", iterations: 200) {
        t += 1.0 / 60
        clock.tick(to: t)
        sink += Double(root.displayList(atRootTime: t).items.count)
    }
}

print("")
print("Images")
let image = Image(width: 390, height: 844) { x, y in
    Color(sRGBRed: Double(x) / 390, green: Double(y) / 844, blue: 0.5, alpha: 1)
}
let png = try! image.pngData()
_ = measure("PNG decode 390×844 RGBA (\(png.count / 1024) KiB)", iterations: 20) {
    sink += Double((try! Image(pngData: png)).width)
}
print("")
}


printTable("Frame pipeline (half-block, 24-bit colour; allocations counted by an interposed malloc)", renderBenchmarks())
print("ANSI bytes")
for line in byteBenchmarks() { print(line) }

if let peak = peakResidentMiB() {
    print("")
    print(String(format: "Peak resident memory: %.1f MiB", peak))
}
if sink == .infinity { print(sink) }

if CommandLine.arguments.contains("--demos") {
    let env = ProcessInfo.processInfo.environment
    let names = env["BENCH_DEMO"].map { [$0] }
    for r in demoFrameBenchmarks(minimumFrames: Int(env["BENCH_FRAMES"] ?? "120")!, demos: names, sizes: [(160, 48)]) {
        print(r.demo, r.direction, r.size, r.frames, r.transitions, format(r.median), format(r.p95), r.bytesPerFrame, r.allocationsPerFrame)
    }
}
