//  StartupBenchmark.swift — flipbook-bench
//  Time from starting the `flipbook` binary to its first frame written, headless.

import Foundation

/// The startup case: the command run and its times (sorted).
struct StartupResult {
    var command: String
    var nanoseconds: [Double]
    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    var p95: Double { Statistics.percentile(95, ofSorted: nanoseconds) }
}

/// Why startup could not be measured.
struct StartupError: Error, CustomStringConvertible {
    var description: String
}

/// The `flipbook` binary beside this one (both are products of the same build).
func flipbookBinaryBesideBench() -> String {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let besideArgument = me.deletingLastPathComponent().appendingPathComponent("flipbook").path
    if FileManager.default.isExecutableFile(atPath: besideArgument) { return besideArgument }
    // Started through PATH: /proc/self/exe names the binary itself.
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return exe.deletingLastPathComponent().appendingPathComponent("flipbook").path
}

/// Starts `flipbook snapshot <demo> --at 0% --format ansi` `runs` times (after one unmeasured
/// run that warms the page cache) and times each from just before `posix_spawn` to the first
/// byte of its frame arriving on the pipe; then lets it finish.
func startupBenchmark(binary: String, demo: String, runs: Int) throws(StartupError) -> StartupResult {
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        throw StartupError(description: "no flipbook binary at \(binary); build it with `swift build -c release --product flipbook` (make bench does)")
    }
    let arguments = [binary, "snapshot", demo, "--at", "0%", "--format", "ansi"]
    var times: [Double] = []
    for run in 0...runs {
        let elapsed = try timeToFirstByte(arguments)
        if run > 0 { times.append(elapsed) }
    }
    return StartupResult(command: "flipbook " + arguments.dropFirst().joined(separator: " "), nanoseconds: times.sorted())
}

/// Nanoseconds (wall clock) from spawning `arguments` to the first byte on its standard output.
private func timeToFirstByte(_ arguments: [String]) throws(StartupError) -> Double {
    var pipe: [Int32] = [0, 0]
    guard Foundation.pipe(&pipe) == 0 else { throw StartupError(description: "pipe() failed: errno \(errno)") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else {
        close(pipe[0])
        throw StartupError(description: "could not start \(arguments[0]): error \(spawned)")
    }
    var byte: UInt8 = 0
    let got = read(pipe[0], &byte, 1)
    let end = DispatchTime.now().uptimeNanoseconds
    // Drain the rest so the child never blocks on a full pipe, then reap it.
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while read(pipe[0], &buffer, buffer.count) > 0 {}
    close(pipe[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard got == 1, status == 0 else {
        throw StartupError(description: "\(arguments.joined(separator: " ")) failed (wait status \(status))")
    }
    return Double(end - start)
}
