//  Measure.swift — flipbook-bench
//  Timing and allocation counting for the benchmark table.

import Foundation
import CMallocCounter

/// One measured case: per-iteration times (sorted), allocations and bytes per iteration.
struct Measurement {
    var name: String
    var size: String
    var nanoseconds: [Double]
    var allocationsPerIteration: Double
    var bytesPerIteration: Double?
    /// The median of every round this case was measured in (see `bestRounds`).
    var roundMedians: [Double] = []

    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    var p95: Double { Statistics.percentile(95, ofSorted: nanoseconds) }
}

/// Order statistics of samples sorted ascending.
enum Statistics {
    /// The middle sample (the mean of the two middle ones for an even count); 0 for none.
    static func median(ofSorted samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let mid = samples.count / 2
        return samples.count % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2
    }

    /// The nearest-rank percentile: the smallest sample with at least `p`% of samples at or below it.
    static func percentile(_ p: Double, ofSorted samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(samples.count)).rounded(.up))
        return samples[min(max(rank, 1), samples.count) - 1]
    }
}

/// With `--cpu-time`, cases are timed by this thread's CPU clock instead of the wall clock: on a
/// machine shared with other work, time spent descheduled is then left out.
let useThreadCPUTime = CommandLine.arguments.contains("--cpu-time")

/// Nanoseconds on the clock cases are timed by.
@inline(__always)
func now() -> UInt64 {
    guard useThreadCPUTime else { return DispatchTime.now().uptimeNanoseconds }
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` `warmup` times, then `iterations` times timing each; counts allocations over
/// the timed iterations with the malloc counter. `body` returns the bytes it produced, if any.
/// `--quick` runs a tenth of the iterations (for profiling under valgrind).
let iterationDivisor = CommandLine.arguments.contains("--quick") ? 10 : 1

func measure(_ name: String, size: String, warmup: Int = 20, iterations fullIterations: Int, _ body: () -> Int?) -> Measurement {
    let iterations = max(fullIterations / iterationDivisor, 1)
    for _ in 0..<warmup { _ = body() }
    var times: [Double] = []
    times.reserveCapacity(iterations)
    var bytes = 0
    var sawBytes = false
    let allocationsBefore = flipbook_allocation_count()
    for _ in 0..<iterations {
        let start = now()
        let produced = body()
        let end = now()
        times.append(Double(end - start))
        if let produced { bytes += produced; sawBytes = true }
    }
    let allocations = flipbook_allocation_count() - allocationsBefore
    // The times array was reserved up front, so it adds no allocations inside the loop.
    return Measurement(name: name, size: size, nanoseconds: times.sorted(),
                       allocationsPerIteration: Double(allocations) / Double(iterations),
                       bytesPerIteration: sawBytes ? Double(bytes) / Double(iterations) : nil)
}

func printTable(_ title: String, _ rows: [Measurement]) {
    print(title)
    print("  " + "case".padding(toLength: 46, withPad: " ", startingAt: 0) + "size".padding(toLength: 10, withPad: " ", startingAt: 0)
          + "   median      p95   bytes/frame  allocs/frame  round medians")
    for m in rows {
        let bytes = m.bytesPerIteration.map { String(format: "%12.0f", $0) } ?? String(repeating: " ", count: 11) + "–"
        print("  " + m.name.padding(toLength: 46, withPad: " ", startingAt: 0) + m.size.padding(toLength: 10, withPad: " ", startingAt: 0)
              + String(format: " %8@ %8@", format(m.median), format(m.p95)) + bytes
              + String(format: "  %12.1f", m.allocationsPerIteration) + "  " + m.roundMedians.map { String(format: "%.1fµs", $0 / 1_000) }.joined(separator: " "))
    }
    print("")
}

func format(_ ns: Double) -> NSString {
    if ns >= 1_000_000 { return String(format: "%.2fms", ns / 1_000_000) as NSString }
    if ns >= 1_000 { return String(format: "%.1fµs", ns / 1_000) as NSString }
    return String(format: "%.0fns", ns) as NSString
}
