//  DeviceExport.swift — FlipbookPlayer
//  The device alone at its own pixels, frame by frame through a take: what `flipbook export` writes.

import Foundation
import FlipbookKit
import FlipbookRender

/// Renders a player's scene — the device only, no HUD — with Flipbook's rasteriser straight from
/// the display list, at `scale` pixels per point (1: 390×844 for the default iPhone).
///
/// Flipbook deviation: text is drawn as the rasteriser's marks (the terminal draws it as
/// characters over the cells), not in a font.
public final class DeviceExport {
    public let scale: Int
    public let width: Int
    public let height: Int
    private let rasteriser = Rasteriser()
    private let quantizer = ColorQuantizer(colorMode: .trueColor)
    private var list = DisplayList(size: .zero)
    private var pixels = PixelBuffer(width: 0, height: 0)
    /// The frame as 8-bit sRGB RGBA, opaque.
    public private(set) var rgba: [UInt8] = []

    /// For scenes of `deviceSize` points at `scale` (1…3) pixels per point.
    public init(deviceSize: CGSize, scale: Int) {
        self.scale = scale
        width = Int((Double(deviceSize.width) * Double(scale)).rounded())
        height = Int((Double(deviceSize.height) * Double(scale)).rounded())
        rgba = [UInt8](repeating: 255, count: width * height * 4)
    }

    /// The times a take's frames are shown at, `fps` a second: its start, every 1/fps after, and
    /// its end in place of the last (so no step is a sliver: GIF viewers show a 0 delay as 0.1 s).
    public static func frameTimes(of take: Take, fps: Double) -> [Double] {
        let steps = max(Int((take.length * fps).rounded()), 1)
        return (0...steps).map { i in i == steps ? take.end : take.start + Double(i) / fps }
    }

    /// Starts `transition` in `player` with its keys (nil: whatever Enter starts) and calls `body`
    /// with each frame's time at `fps`, the player paused there (`frameTimes`).
    public static func forEachFrame(of player: Player, _ transition: Player.SnapshotTransition?, fps: Double,
                                    _ body: (Double) throws -> Void) throws {
        try player.pause(in: transition, atFraction: 0)
        guard let take = player.take else { return }
        for time in frameTimes(of: take, fps: fps) {
            player.pause(atTime: time)
            try body(time)
        }
    }

    /// Centiseconds (GIF's unit) from `start` to `t`, rounded: a frame's delay is the difference of
    /// two of these, so the delays add up to the media time.
    public static func centiseconds(from start: Double, to t: Double) -> Int {
        Int(((t - start) * 100).rounded())
    }

    /// Renders `player`'s scene as it is now into `rgba`.
    public func render(_ player: Player) {
        let window = player.scene.window
        window.makeCurrent()
        window.displayList(into: &list)
        let viewport = Viewport(sceneSize: window.bounds.size, columns: width, rows: height, cellAspect: 1, pixelsPerCell: (1, 1))
        rasteriser.render(list, viewport: viewport, background: .black, into: &pixels)
        let count = width * height
        pixels.storage.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { out in
                for i in 0..<min(count, source.count) {
                    let c = quantizer.sRGB8(source[i])
                    out[4 * i] = c.r
                    out[4 * i + 1] = c.g
                    out[4 * i + 2] = c.b
                    out[4 * i + 3] = 255
                }
            }
        }
    }
}

/// A GIF of the device, a frame at a time: each frame is written once the next one's time, and so
/// its delay, is known; the delays are rounded on the running total, so they add up to the media
/// time, and the last frame holds for `hold` seconds. No delay is under `minimumDelay`: a frame
/// that would show for less (above 50 fps) takes the place of the one before, so a GIF at
/// `--fps 60` plays at its media time.
public final class DeviceGIF {
    public let export: DeviceExport
    private let writer: GIFWriter
    private var first: Double?
    private var pending: Double?
    /// The time of the last frame added, which a merged frame leaves after `pending`.
    private var latest: Double?
    public private(set) var frameCount = 0
    /// The shortest delay a frame gets, centiseconds: browsers show a delay of 0 or 1 as 10.
    public static let minimumDelay = 2
    /// Called with each frame as it goes to the GIF writer, and its delay (centiseconds): the
    /// bench hands the same frames to ffmpeg and times the encoding alone.
    package var onFrame: ((_ rgba: [UInt8], _ delay: Int) -> Void)?

    /// A GIF of scenes of `deviceSize` points at `scale`, its bytes into `sink` as they are made.
    public init(deviceSize: CGSize, scale: Int, loops: Bool, sink: @escaping ([UInt8]) throws -> Void) throws {
        export = DeviceExport(deviceSize: deviceSize, scale: scale)
        writer = try GIFWriter(width: export.width, height: export.height, loops: loops, sink: sink)
    }

    /// Adds `player`'s scene as it is now, shown from scene time `time` (in place of the frame
    /// before when that one would show for less than `minimumDelay`).
    public func add(_ player: Player, at time: Double) throws {
        let start = first ?? time
        first = start
        latest = time
        if let last = pending {
            let delay = DeviceExport.centiseconds(from: start, to: time) - DeviceExport.centiseconds(from: start, to: last)
            // A frame shown for less (a key's frame at the instant of the one before, every other
            // frame at 60 fps) replaces that one, which keeps its start: viewers show a delay of 0
            // or 1 as a tenth of a second. The next delay runs from that start, so the total holds.
            guard delay >= Self.minimumDelay else { return export.render(player) }
            try append(delay: delay)
        }
        export.render(player)
        pending = time
        frameCount += 1
    }

    /// Writes the last frame, held `hold` seconds (at least `minimumDelay`) after the last time
    /// added (a frame merged into it leaves it to show until then), and ends the file.
    public func finish(hold: Double) throws {
        if let first, let last = pending, let latest {
            let rest = DeviceExport.centiseconds(from: first, to: latest) - DeviceExport.centiseconds(from: first, to: last)
            try append(delay: rest + max(Int((hold * 100).rounded()), Self.minimumDelay))
        }
        pending = nil
        try writer.finish()
    }

    private func append(delay: Int) throws {
        onFrame?(export.rgba, delay)
        try writer.append(rgba: export.rgba, delay: delay)
    }

    /// The take `transition` starts (nil: whatever Enter starts), from its first frame to its
    /// last at `fps`, each paused at its time.
    public func addTransition(of player: Player, _ transition: Player.SnapshotTransition?, fps: Double) throws {
        try DeviceExport.forEachFrame(of: player, transition, fps: fps) { try add(player, at: $0) }
    }
}
