//  ExportBenchmark.swift — flipbook-bench
//  `flipbook export`: a transition written as a GIF at the device's own pixels, timed whole.

import Foundation
import FlipbookDemos
import FlipbookKit
import FlipbookPlayer
import FlipbookRender

/// One demo's Enter transition exported as a GIF at scale 1, 30 fps, into memory.
struct ExportResult {
    var demo: String
    /// The take's media time, seconds; the frames and bytes written.
    var mediaTime: Double
    var frames: Int
    var bytes: Int
    /// The whole export, each run (sorted): the key, every frame paused, rasterised, quantised, LZW.
    var nanoseconds: [Double]
    var median: Double { Statistics.median(ofSorted: nanoseconds) }
    /// Export time per second of media time (the goal: a 1 s transition in under 1 s).
    var perMediaSecond: Double { median / max(mediaTime, 1e-9) }
}

/// Exports `demos`' Enter transitions `runs` times each (after one unmeasured run).
func exportBenchmarks(demos names: [String]?, runs: Int) -> [ExportResult] {
    ["slide", "spring", "zoom", "card"].filter { names?.contains($0) ?? true }.compactMap { name in
        var times: [Double] = []
        var last: (media: Double, frames: Int, bytes: Int)?
        for run in 0...runs {
            let player = Player(registry: Demos.registry(), demo: name, columns: 100, rows: 30)
            var bytes = 0
            let start = now()
            guard let gif = try? DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: true, sink: { bytes += $0.count }),
                  (try? gif.addTransition(of: player, nil, fps: 30)) != nil, (try? gif.finish(hold: 1)) != nil,
                  let take = player.take else { return nil }
            let end = now()
            if run > 0 { times.append(Double(end - start)) }
            last = (take.length, gif.frameCount, bytes)
        }
        guard let last else { return nil }
        return ExportResult(demo: name, mediaTime: last.media, frames: last.frames, bytes: last.bytes, nanoseconds: times.sorted())
    }
}
