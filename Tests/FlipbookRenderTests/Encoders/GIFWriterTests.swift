//  GIFWriterTests.swift — FlipbookRenderTests
//  GIFWriter's frames read back by independent readers: Pillow composites each frame as a viewer
//  shows it, and a walk of the GIF89a blocks in Python reports each frame's rectangle, colour table,
//  transparency and LZW code size.

import FlipbookRender
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct GIFWriterTests {
    static let width = 64, height = 40

    /// A frame: `base` colour, a detailed (checkered) patch, and squares of given colours at given places.
    static func frame(squares: [(x: Int, y: Int, rgb: (UInt8, UInt8, UInt8))], checkerPhase: Int = 0,
                      gradient: Bool = false) -> [UInt8] {
        var p = [UInt8](repeating: 255, count: width * height * 4)
        func set(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
            let i = 4 * (y * width + x)
            (p[i], p[i + 1], p[i + 2]) = c
        }
        for y in 0..<height { for x in 0..<width { set(x, y, (30, 60, 90)) } }
        for y in 30..<38 { for x in 40..<60 where (x + y + checkerPhase) % 2 == 0 { set(x, y, (250, 250, 250)) } }
        for s in squares { for y in s.y..<(s.y + 10) { for x in s.x..<(s.x + 10) { set(x, y, s.rgb) } } }
        // 16 × 17 = 272 colours, each once and in its own 5-bit bucket: more than a palette holds;
        // those left out (the last by code) are 16 from a neighbour kept.
        if gradient { for y in 0..<17 { for x in 20..<36 { set(x, y, (UInt8((x - 20) * 16), UInt8(y * 15), 200)) } } }
        return p
    }

    static let red: (UInt8, UInt8, UInt8) = (220, 40, 30), green: (UInt8, UInt8, UInt8) = (20, 200, 60)
    static let frames: [[UInt8]] = [
        frame(squares: [(5, 5, red)]),
        frame(squares: [(8, 6, red)]),                       // the square moves
        frame(squares: [(8, 6, red)]),                       // nothing changes
        frame(squares: [(8, 6, red), (25, 20, green)]),      // a colour the first frame lacks
        frame(squares: [(8, 6, red)], gradient: true),       // more colours than a palette holds
        frame(squares: [(8, 6, red)]),                       // back to the first frame's colours
        frame(squares: [(8, 6, red)], checkerPhase: 1),      // the detail changes
    ]
    /// Frames whose colours the palette cannot all hold exactly.
    static let quantised: Set<Int> = [4]

    /// Pillow's composited frames against those written; the blocks of each frame from the file.
    private static let reader = """
        import json, sys, base64
        import numpy as np
        from PIL import Image
        ask = json.load(sys.stdin)
        w, h = ask["width"], ask["height"]
        meant = [np.frombuffer(base64.b64decode(f), dtype=np.uint8).reshape(h, w, 4)[:, :, :3].astype(int) for f in ask["frames"]]
        im = Image.open(ask["path"])
        out = {"frames": im.n_frames, "maxError": [], "exact": [], "changed": [], "blocks": []}
        for i in range(im.n_frames):
            im.seek(i)
            shown = np.asarray(im.convert("RGB")).astype(int)
            error = np.abs(shown - meant[i])
            out["maxError"].append(int(error.max()))
            out["exact"].append(float((error.max(axis=2) == 0).mean()))
            if i == 0:
                out["changed"].append([0, 0, w, h])
            else:
                ys, xs = np.nonzero((meant[i] != meant[i - 1]).any(axis=2))
                out["changed"].append([int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1), int(ys.max() - ys.min() + 1)] if len(xs) else None)
        # GIF89a: header, logical screen descriptor (packed byte: global table flag and size),
        # then extensions (0x21), image descriptors (0x2C) with their LZW minimum code size, trailer (0x3B).
        data = open(ask["path"], "rb").read()
        assert data[:6] == b"GIF89a"
        packed = data[10]
        out["globalTable"] = 2 << (packed & 7) if packed & 0x80 else 0
        pos = 13 + 3 * out["globalTable"]
        control = None
        def skip_blocks(pos):
            while data[pos]:
                pos += 1 + data[pos]
            return pos + 1
        while data[pos] != 0x3B:
            if data[pos] == 0x21:
                if data[pos + 1] == 0xF9:
                    control = {"disposal": (data[pos + 3] >> 2) & 7, "transparent": bool(data[pos + 3] & 1), "index": data[pos + 6]}
                pos = skip_blocks(pos + 2)
            else:
                assert data[pos] == 0x2C
                x, y, fw, fh = (int.from_bytes(data[pos + k:pos + k + 2], "little") for k in (1, 3, 5, 7))
                flags = data[pos + 9]
                local = 2 << (flags & 7) if flags & 0x80 else 0
                pos += 10 + 3 * local
                out["blocks"].append({"rect": [x, y, fw, fh], "local": local, "codeSize": data[pos], "control": control})
                pos = skip_blocks(pos + 1)
                control = None
        print(json.dumps(out))
        """

    private struct Block: Decodable {
        struct Control: Decodable { var disposal: Int, transparent: Bool, index: Int }
        var rect: [Int], local: Int, codeSize: Int, control: Control?
    }
    private struct Answer: Decodable {
        var frames: Int, maxError: [Int], exact: [Double], changed: [[Int]?], blocks: [Block], globalTable: Int
    }

    private func writeAndRead(_ frames: [[UInt8]], width: Int, height: Int) throws -> (Answer, GIFWriter, Int) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-gif-\(UUID().uuidString).gif")
        defer { try? FileManager.default.removeItem(at: url) }
        var bytes: [UInt8] = []
        let writer = try GIFWriter(width: width, height: height, loops: true) { bytes += $0 }
        for frame in frames { try writer.append(rgba: frame, delay: 4) }
        try writer.finish()
        try Data(bytes).write(to: url)
        let ask = try JSONSerialization.data(withJSONObject: ["path": url.path, "width": width, "height": height,
                                                              "frames": frames.map { Data($0).base64EncodedString() }])
        let answer = try JSONDecoder().decode(Answer.self, from: try runPython(Self.reader, input: ask, needs: "Pillow and numpy"))
        return (answer, writer, bytes.count)
    }

    /// Every frame, composited by Pillow over the ones before, is the frame written: exactly where
    /// the palette holds its colours, else within the quantiser's error (5 bits a channel kept,
    /// a colour left out the nearest kept).
    // GIF89a spec (Graphic Control Extension): disposal 1 "Do not dispose. The graphic is to be left
    // in place"; the transparency index "is such that when encountered, the corresponding pixel of
    // the display device is not modified".
    @Test func everyFrameCompositedIsTheFrameWritten() throws {
        let (answer, _, _) = try writeAndRead(Self.frames, width: Self.width, height: Self.height)
        #expect(answer.frames == Self.frames.count)
        for i in 0..<Self.frames.count {
            if Self.quantised.contains(i) {
                #expect(answer.maxError[i] <= 16, "frame \(i) within the quantiser's error: \(answer.maxError[i])")
                #expect(answer.exact[i] > 0.5, "frame \(i): the colours kept are exact")
            } else {
                #expect(answer.maxError[i] == 0, "frame \(i) is exact (error \(answer.maxError[i]))")
            }
        }
    }

    /// Each frame is written as the rectangle around the pixels that changed (one pixel when none
    /// did), left in place; the first frame's palette is the global table, which later frames use
    /// when it holds their colours, others carrying a table sized to their own; LZW's minimum code
    /// size is the table's bits (at least 2).
    // GIF89a spec (Table Based Image Data): "LZW Minimum Code Size. This byte determines the initial
    // number of bits used for LZW codes"; its Appendix F: the code size is the number of colour bits, 2 for 1-bit images.
    @Test func eachFrameIsItsChangedRectangleOnTheSmallestTable() throws {
        let (answer, writer, _) = try writeAndRead(Self.frames, width: Self.width, height: Self.height)
        try #require(answer.blocks.count == Self.frames.count)
        #expect(answer.globalTable == 4, "the first frame's 3 colours and a transparent entry")
        for (i, block) in answer.blocks.enumerated() {
            #expect(block.rect == (answer.changed[i] ?? [0, 0, 1, 1]), "frame \(i)'s rectangle")
            #expect(block.control?.disposal == 1, "frame \(i) is left in place")
            let table = block.local > 0 ? block.local : answer.globalTable
            #expect(block.codeSize == max(2, table.trailingZeroBitCount), "frame \(i)'s LZW code size")
        }
        #expect(answer.blocks.map { $0.local > 0 } == [false, false, false, true, true, false, false])
        #expect(writer.framesOnGlobalTable == 5)
        #expect(answer.blocks[3].local == 2, "green, and the transparent entry for the unchanged pixels around it")
        #expect(answer.blocks[2].control?.transparent == true, "the unchanged frame's pixel is transparent")
        #expect(answer.blocks[0].control?.transparent == false)
    }

    /// A small change costs bytes in proportion to the change, not the frame: 10 frames of a
    /// square moving over a 390 × 844 screen of noise-like detail take less than two whole frames.
    @Test func aSmallChangeCostsLittle() throws {
        let w = 390, h = 844
        var seed: UInt32 = 12_345
        var background = [UInt8](repeating: 255, count: w * h * 4)
        for i in stride(from: 0, to: background.count, by: 4) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            if seed >> 30 == 0 { (background[i], background[i + 1], background[i + 2]) = (40, 40, 40) }
        }
        func screen(_ step: Int) -> [UInt8] {
            var p = background
            for y in 400..<440 { for x in (10 + 6 * step)..<(50 + 6 * step) {
                let i = 4 * (y * w + x); (p[i], p[i + 1], p[i + 2]) = (0, 122, 255)
            } }
            return p
        }
        var whole = 0, moving = 0
        let first = try GIFWriter(width: w, height: h, loops: true) { whole += $0.count }
        try first.append(rgba: screen(0), delay: 3)
        try first.finish()
        let writer = try GIFWriter(width: w, height: h, loops: true) { moving += $0.count }
        for step in 0..<10 { try writer.append(rgba: screen(step), delay: 3) }
        try writer.finish()
        #expect(writer.pixelsWritten == w * h + 9 * 46 * 40, "the first frame, then the square's old and new places")
        #expect(moving < 2 * whole, "\(moving) bytes for 10 frames, \(whole) for one")
    }
}
