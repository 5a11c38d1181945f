//  FFmpegGIF.swift — flipbook-bench
//  ffmpeg's GIF of the frames an export wrote: the size to hold Flipbook's GIFs against.

import Foundation

/// ffmpeg's GIF of raw RGBA frames, made as its documentation advises for quality: `palettegen`
/// over every frame for one palette, then `paletteuse` (its default dithering, sierra2_4a), each
/// frame cropped to what changed by ffmpeg's GIF encoder.
struct FFmpegGIF {
    var bytes: Int
    /// Both passes, the processes' wall time.
    var nanoseconds: Double

    /// The `ffmpeg` on PATH, if any.
    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` on `raw` (`width × height` RGBA frames, back to back, at `fps`); nil if it failed.
    init?(executable: String, raw: URL, width: Int, height: Int, fps: Double) {
        let folder = FileManager.default.temporaryDirectory
        let palette = folder.appendingPathComponent("flipbook-bench-\(UUID().uuidString).png")
        let output = folder.appendingPathComponent("flipbook-bench-\(UUID().uuidString).gif")
        defer {
            try? FileManager.default.removeItem(at: palette)
            try? FileManager.default.removeItem(at: output)
        }
        let input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", raw.path]
        func run(_ arguments: [String]) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-v", "error", "-nostdin", "-y"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        let start = DispatchTime.now().uptimeNanoseconds
        guard run(input + ["-vf", "palettegen", palette.path]),
              run(input + ["-i", palette.path, "-lavfi", "paletteuse", output.path]),
              let size = (try? FileManager.default.attributesOfItem(atPath: output.path))?[.size] as? Int else { return nil }
        nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
        bytes = size
    }
}
