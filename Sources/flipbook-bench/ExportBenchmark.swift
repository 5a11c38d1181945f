//  ExportBenchmark.swift — flipbook-bench
//  `flipbook export`: a transition (or a script at 60 fps) written as a GIF at the device's own
//  pixels, timed whole; the encoding alone, and ffmpeg's GIF of the same frames beside it.

import Foundation
import FlipbookDemos
import FlipbookKit
import FlipbookPlayer
import FlipbookRender

/// One export at scale 1 into memory: a demo's Enter transition at 30 fps, or a script's run.
struct ExportResult {
    var demo: String
    /// Whether the time goal applies (a demo's Enter transition; not a script's whole run).
    var isTransition: Bool
    /// The media time, seconds; the frames and bytes written.
    var mediaTime: Double
    var frames: Int
    var bytes: Int
    /// The whole export, each run (sorted): the key, every frame paused, rasterised, quantised, LZW.
    var nanoseconds: [Double]
    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    /// Export time per second of media time (the goal: a 1 s transition in under 1 s).
    var perMediaSecond: Double { median / max(mediaTime, 1e-9) }
    /// `GIFWriter` alone on the same frames (palette, indices, LZW), one run.
    var encodeNanoseconds: Double
    /// ffmpeg's GIF of the same frames (palettegen, then paletteuse): its bytes and the two passes' time.
    var ffmpeg: FFmpegGIF?
    /// Our bytes over ffmpeg's.
    var sizeRatio: Double? { ffmpeg.map { Double(bytes) / Double(max($0.bytes, 1)) } }
}

/// The script exported at 60 fps beside the demos' transitions.
let exportScript = (name: "zoom", fps: 60.0)

/// Exports `demos`' Enter transitions at 30 fps, and zoom.flip at 60 fps, `runs` times each (after
/// one unmeasured run), then once more handing each frame to ffmpeg and to a second writer, timed alone.
func exportBenchmarks(demos names: [String]?, runs: Int) -> [ExportResult] {
    let ffmpeg = FFmpegGIF.executable()
    if ffmpeg == nil { progress("flipbook-bench: no ffmpeg on PATH: the export rows go without ffmpeg's size (apt-get install ffmpeg)") }
    var results: [ExportResult] = ["slide", "spring", "zoom", "card"].filter { names?.contains($0) ?? true }.compactMap { name in
        exportBenchmark(name: name, isTransition: true, fps: 30, runs: runs, ffmpeg: ffmpeg) { gif in
            let player = Player(registry: Demos.registry(), demo: name, columns: 100, rows: 30)
            try gif.addTransition(of: player, nil, fps: 30)
            return player.take?.length
        }
    }
    let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Demos/Scripts/\(exportScript.name).flip")
    if names?.contains(exportScript.name + ".flip") ?? true, let source = try? String(contentsOf: scriptURL, encoding: .utf8) {
        let registry = Demos.registry()
        if let script = try? ScriptParser(fileName: scriptURL.lastPathComponent, demoNames: registry.names).parse(source),
           let result = exportBenchmark(name: "\(exportScript.name).flip", isTransition: false, fps: exportScript.fps, runs: runs, ffmpeg: ffmpeg, { gif in
               let player = Player(registry: registry, demo: nil, columns: 100, rows: 30)
               let runner = ScriptRunner(player: player, fileName: scriptURL.lastPathComponent, frameRate: exportScript.fps)
               var failure: Error?
               runner.onFrame = { time, _ in
                   do { try gif.add(player, at: time) } catch { failure = error; runner.isStopped = true }
               }
               try runner.run(script)
               if let failure { throw failure }
               return runner.time
           }) {
            results.append(result)
        }
    }
    return results
}

/// Runs `export` (which adds frames to the GIF and returns the media time) `runs` times after an
/// unmeasured one, then once more for the encoding alone and ffmpeg's GIF of the same frames.
private func exportBenchmark(name: String, isTransition: Bool, fps: Double, runs: Int, ffmpeg: String?,
                             _ export: (DeviceGIF) throws -> Double?) -> ExportResult? {
    func makeGIF(_ sink: @escaping ([UInt8]) throws -> Void) throws -> DeviceGIF {
        try DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: true, sink: sink)
    }
    var times: [Double] = []
    var last: (media: Double, frames: Int, bytes: Int)?
    for run in 0...runs {
        var bytes = 0
        let start = now()
        guard let gif = try? makeGIF({ bytes += $0.count }), let media = try? export(gif), (try? gif.finish(hold: 1)) != nil else {
            progress("flipbook-bench: could not export \(name)")
            return nil
        }
        let end = now()
        if run > 0 { times.append(Double(end - start)) }
        last = (media, gif.frameCount, bytes)
    }
    guard let last else { return nil }

    // The same frames again: to a second writer, timed call by call, and to a raw file for ffmpeg.
    let raw = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(UUID().uuidString).rgba")
    defer { try? FileManager.default.removeItem(at: raw) }
    _ = FileManager.default.createFile(atPath: raw.path, contents: nil)
    var encode = 0.0
    guard let handle = try? FileHandle(forWritingTo: raw), let gif = try? makeGIF({ _ in }),
          let writer = try? GIFWriter(width: gif.export.width, height: gif.export.height, loops: true, sink: { _ in }) else { return nil }
    gif.onFrame = { rgba, delay in
        let start = now()
        try? writer.append(rgba: rgba, delay: delay)
        encode += Double(now() - start)
        if ffmpeg != nil { try? handle.write(contentsOf: rgba) }
    }
    guard (try? export(gif)) != nil, (try? gif.finish(hold: 1)) != nil else { return nil }
    let start = now()
    try? writer.finish()
    encode += Double(now() - start)
    try? handle.close()
    let reference = ffmpeg.flatMap { FFmpegGIF(executable: $0, raw: raw, width: gif.export.width, height: gif.export.height, fps: fps) }
    return ExportResult(demo: name, isTransition: isTransition, mediaTime: last.media, frames: last.frames, bytes: last.bytes,
                        nanoseconds: times.sorted(), encodeNanoseconds: encode, ffmpeg: reference)
}
