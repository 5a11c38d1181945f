//  ExportTests.swift — FlipbookDemosTests
//  `flipbook export`'s GIFs, decoded by an independent reader (Pillow): their frames, delays and
//  loop against the media time, and their pixels against the views' own colours and places.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct ExportTests {
    /// What Pillow reads in a GIF: its size, frame count, each frame's duration (ms), the loop
    /// count (nil: no NETSCAPE2.0 extension) and the RGB of the asked (frame, x, y) pixels.
    private struct Decoded: Decodable {
        var width: Int, height: Int, frames: Int
        var durations: [Int]
        var loop: Int?
        var pixels: [[Int]]
    }

    private static let reader = """
        import json, sys
        from PIL import Image
        ask = json.load(sys.stdin)
        im = Image.open(ask["path"])
        out = {"width": im.size[0], "height": im.size[1], "frames": im.n_frames, "durations": [], "pixels": []}
        out["loop"] = im.info.get("loop")
        for i in range(im.n_frames):
            im.seek(i)
            out["durations"].append(im.info["duration"])
        for frame, x, y in ask["points"]:
            im.seek(frame)
            out["pixels"].append(list(im.convert("RGB").getpixel((x, y))))
        print(json.dumps(out))
        """

    private func decode(_ url: URL, points: [[Int]] = []) throws -> Decoded {
        let ask = try JSONSerialization.data(withJSONObject: ["path": url.path, "points": points])
        let output = try runPython(Self.reader, input: ask, needs: "Pillow")
        return try JSONDecoder().decode(Decoded.self, from: output)
    }

    /// Exports `demo`'s Enter transition to a temporary GIF; returns the file and the player left at its end.
    private func export(_ demo: Demo, fps: Double = 30, hold: Double = 1, loops: Bool = true,
                        settings: [String: String] = [:]) throws -> (URL, Player, DeviceGIF) {
        var values = demo.defaultValues
        for (name, value) in settings { try values.set(name, to: value, demo: demo.name) }
        let player = Player(registry: DemoRegistry([demo]), values: values, columns: 100, rows: 30)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-export-\(UUID().uuidString).gif")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let gif = try DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: loops) { bytes in
            try handle.write(contentsOf: bytes)
        }
        try gif.addTransition(of: player, nil, fps: fps)
        try gif.finish(hold: hold)
        return (url, player, gif)
    }

    /// A frame for every 1/fps of the take and one at its end (above 50 fps, a frame that would
    /// show for under 2 cs takes the place of the one before); the delays (GIF's centiseconds,
    /// Pillow's milliseconds) add up to the take's length, the last holds, and it loops forever.
    // GIF89a spec (Graphic Control Extension): the delay time is in 1/100 s; NETSCAPE2.0's loop
    // count 0 is "loop forever" (what Pillow reports as loop 0). Browsers show a delay of 0 or
    // 1 cs as 10 cs (Firefox's, Chromium's and WebKit's decoders treat a delay of 10 ms or less as 100 ms).
    @Test(arguments: [30.0, 24, 60])
    func theFramesAndDelaysAreTheMediaTime(fps: Double) throws {
        let (url, player, gif) = try export(SlideDemo(), fps: fps, hold: 1.5)
        defer { try? FileManager.default.removeItem(at: url) }
        let take = try #require(player.take)
        let decoded = try decode(url)
        #expect(decoded.width == 390 && decoded.height == 844)
        #expect(decoded.frames == gif.frameCount)
        if fps <= 50 {
            #expect(decoded.frames == DeviceExport.frameTimes(of: take, fps: fps).count)
            #expect(decoded.frames == Int((take.length * fps).rounded()) + 1)
        } else {
            #expect(decoded.frames < DeviceExport.frameTimes(of: take, fps: fps).count, "frames under 2 cs merged")
        }
        #expect(decoded.durations.dropLast().reduce(0, +) == Int((take.length * 100).rounded()) * 10)
        #expect(decoded.durations.last == 1500)
        #expect(decoded.durations.allSatisfy { $0 >= DeviceGIF.minimumDelay * 10 }, "no delay under 2 cs (viewers show it as 0.1 s): \(decoded.durations)")
        #expect(decoded.loop == 0)
        let once = try export(SlideDemo(), hold: 0, loops: false)
        defer { try? FileManager.default.removeItem(at: once.0) }
        let decodedOnce = try decode(once.0)
        #expect(decodedOnce.loop == nil, "--no-loop: no NETSCAPE2.0 extension, played once")
        #expect(decodedOnce.durations.last == DeviceGIF.minimumDelay * 10, "--hold 0 holds 2 cs, not a browser's 10")
    }

    /// Every frame of an export, composited by Pillow over the ones before as a viewer shows it, is
    /// the frame rendered: exactly where its colours fit the palette (at most 255, one to a 5-bit
    /// bucket), else within the quantiser's error — across a zoom's scaled picture and a slide,
    /// frames mostly written as the rectangle that changed over the ones before.
    // GIF89a spec (Graphic Control Extension): disposal 1 "Do not dispose. The graphic is to be
    // left in place"; a transparent pixel leaves "the corresponding pixel of the display device" as it was.
    @Test(arguments: ["zoom", "slide"])
    func everyFrameCompositedIsTheFrameRendered(demo: String) throws {
        let player = Player(registry: Demos.registry(), demo: demo, columns: 100, rows: 30)
        let folder = FileManager.default.temporaryDirectory
        let url = folder.appendingPathComponent("flipbook-export-\(UUID().uuidString).gif")
        let raw = folder.appendingPathComponent("flipbook-export-\(UUID().uuidString).rgba")
        defer { try? FileManager.default.removeItem(at: url); try? FileManager.default.removeItem(at: raw) }
        var bytes: [UInt8] = [], frames: [UInt8] = []
        let gif = try DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: true) { bytes += $0 }
        gif.onFrame = { rgba, _ in frames += rgba }
        try gif.addTransition(of: player, nil, fps: 30)
        try gif.finish(hold: 1)
        try Data(bytes).write(to: url)
        try Data(frames).write(to: raw)
        let program = """
            import json, sys
            import numpy as np
            from PIL import Image
            ask = json.load(sys.stdin)
            w, h = ask["width"], ask["height"]
            meant = np.fromfile(ask["raw"], dtype=np.uint8).reshape(-1, h, w, 4)[:, :, :, :3].astype(int)
            im = Image.open(ask["path"])
            out = {"frames": im.n_frames, "fits": [], "maxError": [], "exact": []}
            for i in range(im.n_frames):
                im.seek(i)
                error = np.abs(np.asarray(im.convert("RGB")).astype(int) - meant[i])
                colours = np.unique(meant[i].reshape(-1, 3), axis=0)
                buckets = np.unique(colours >> 3, axis=0)
                out["fits"].append(bool(len(colours) <= 255 and len(buckets) == len(colours)))
                out["maxError"].append(int(error.max()))
                out["exact"].append(float((error.max(axis=2) == 0).mean()))
            print(json.dumps(out))
            """
        struct Answer: Decodable { var frames: Int, fits: [Bool], maxError: [Int], exact: [Double] }
        let ask = try JSONSerialization.data(withJSONObject: ["path": url.path, "raw": raw.path,
                                                              "width": gif.export.width, "height": gif.export.height])
        let answer = try JSONDecoder().decode(Answer.self, from: try runPython(program, input: ask, needs: "Pillow and numpy"))
        #expect(answer.frames == gif.frameCount && frames.count == gif.frameCount * gif.export.width * gif.export.height * 4)
        for i in 0..<answer.frames {
            if answer.fits[i] {
                #expect(answer.maxError[i] == 0, "frame \(i)'s colours fit the palette: exact (error \(answer.maxError[i]))")
            } else {
                // Five bits a channel, the 255 commonest kept: a UI frame's antialiased edges and
                // zoom's picture leave about a fifth of the pixels off, the worst by 74 (measured).
                #expect(answer.maxError[i] <= 80 && answer.exact[i] > 0.6,
                        "frame \(i) within the quantiser's error: at most \(answer.maxError[i]), \(answer.exact[i]) exact")
            }
        }
    }

    /// A frame less than 2 cs after the one before takes its place, which keeps its start, so
    /// the delays still add up to the media time; a merged last frame's rest goes to the hold.
    @Test func aFrameUnderTwoCentisecondsTakesThePlaceOfTheOneBefore() throws {
        let player = Player(registry: DemoRegistry([SlideDemo()]), columns: 100, rows: 30)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-export-\(UUID().uuidString).gif")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let gif = try DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: true) { try handle.write(contentsOf: $0) }
        // Centiseconds 0, 2, 3, 5, 6: the frames at 3 and 6 come 1 cs after the one before.
        for time in [0, 0.02, 0.03, 0.05, 0.06] { try gif.add(player, at: time) }
        try gif.finish(hold: 1)
        try handle.close()
        let decoded = try decode(url)
        #expect(decoded.frames == 3 && gif.frameCount == 3)
        #expect(decoded.durations == [20, 30, 1010], "0–2, 2–5, then 5–6 and the hold")
    }

    /// A pixel of a known view at a known time is that view's colour: mid-slide, just right of
    /// the second screen's left edge (its presentation position, read from the layer) is its
    /// background, and just left of it the first screen's.
    @Test func aViewsPixelsAreItsColourWhereItIsThen() throws {
        let demo = SlideDemo()
        let player = Player(registry: DemoRegistry([demo]), columns: 100, rows: 30)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-export-\(UUID().uuidString).gif")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let gif = try DeviceGIF(deviceSize: UIWindow.iPhoneScreenSize, scale: 1, loops: true) { try handle.write(contentsOf: $0) }
        try gif.addTransition(of: player, nil, fps: 30)
        try gif.finish(hold: 1)
        try handle.close()
        let take = try #require(player.take)
        let times = DeviceExport.frameTimes(of: take, fps: 30)
        let frame = times.count / 2
        player.pause(atTime: times[frame])
        let window = player.window
        let presented = try #require(window.rootViewController?.presentedViewController?.view)
        let presenting = try #require(window.rootViewController?.view)
        let layer = presented.layer.presentation() ?? presented.layer
        let left = Int((Double(layer.position.x) - Double(layer.bounds.width) / 2).rounded())
        #expect(left > 20 && left < 370, "the second screen is mid-slide (its left edge at \(left))")
        let y = 30
        let decoded = try decode(url, points: [[frame, left + 4, y], [frame, left - 6, y], [0, 195, y]])
        func rgb(_ color: UIColor?) throws -> [Int] {
            let c = try #require(color).color.sRGB8
            return [Int(c.r), Int(c.g), Int(c.b)]
        }
        func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 8 } }
        let second = try rgb(presented.backgroundColor), first = try rgb(presenting.backgroundColor)
        #expect(close(decoded.pixels[0], second), "\(decoded.pixels[0]) is the second screen's \(second)")
        #expect(close(decoded.pixels[2], first), "frame 0 is the first screen's \(first): \(decoded.pixels[2])")
        #expect(second != first)
        #expect(!close(decoded.pixels[1], second), "left of its edge is not the second screen: \(decoded.pixels[1])")
    }
}

@Suite struct ContactSheetTests {
    /// A contact sheet's panels, decoded by Pillow, are the device at each percent exported alone
    /// (a fresh player paused there), pixel for pixel; the ground between them is the sheet's.
    @Test func eachPanelIsThatMomentExportedAlone() throws {
        let percents = [0.0, 40, 100]
        let player = Player(registry: DemoRegistry([SlideDemo()]), columns: 100, rows: 30)
        let sheet = try ContactSheet(of: player, nil, at: percents, scale: 1)
        let take = try #require(player.take)
        let export = DeviceExport(deviceSize: UIWindow.iPhoneScreenSize, scale: 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-sheet-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try Image(width: sheet.width, height: sheet.height, pixels: sheet.rgba).pngData().write(to: url)
        let ask = try JSONSerialization.data(withJSONObject: ["path": url.path, "lefts": sheet.panelLefts, "top": ContactSheet.gutter,
                                                              "width": export.width, "height": export.height])
        let program = """
            import json, sys, base64
            from PIL import Image
            ask = json.load(sys.stdin)
            im = Image.open(ask["path"]).convert("RGB")
            crops = [base64.b64encode(im.crop((l, ask["top"], l + ask["width"], ask["top"] + ask["height"])).tobytes()).decode()
                     for l in ask["lefts"]]
            print(json.dumps({"size": list(im.size), "crops": crops, "ground": list(im.getpixel((2, 2)))}))
            """
        struct Answer: Decodable { var size: [Int]; var crops: [String]; var ground: [Int] }
        let answer = try JSONDecoder().decode(Answer.self, from: try runPython(program, input: ask, needs: "Pillow"))
        #expect(answer.size == [16 + 3 * (390 + 16), 16 + 844 + ContactSheet.labelBand])
        #expect(answer.ground == [20, 20, 20])
        for (i, percent) in percents.enumerated() {
            // Exported alone: a fresh player, paused at the same moment.
            let alone = Player(registry: DemoRegistry([SlideDemo()]), columns: 100, rows: 30)
            try alone.pause(in: nil, atFraction: 0)
            alone.pause(atTime: take.time(at: percent / 100))
            let single = DeviceExport(deviceSize: UIWindow.iPhoneScreenSize, scale: 1)
            single.render(alone)
            var rgb: [UInt8] = []
            rgb.reserveCapacity(single.width * single.height * 3)
            for p in 0..<(single.width * single.height) { rgb += single.rgba[(4 * p)..<(4 * p + 3)] }
            let panel = try #require(Data(base64Encoded: answer.crops[i]))
            #expect([UInt8](panel) == rgb, "the \(percent) % panel is that moment exported alone")
        }
    }

    @Test func theLabelSaysThePercentAndTime() {
        #expect(ContactSheet.label(percent: 25, seconds: 0.125) == "25% · 0.125 s")
        #expect(ContactSheet.label(percent: 12.5, seconds: 0.0626) == "12.5% · 0.063 s")
        #expect(ContactSheet.glyphs.values.allSatisfy { $0.count == ContactSheet.glyphRows && $0.allSatisfy { $0.count == ContactSheet.glyphWidth } })
    }
}
