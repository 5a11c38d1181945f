//  PixelSnapshotTests.swift — FlipbookDemosTests
//  FlipbookTesting's pixel goldens: PNGs recorded only when asked, compared within a tolerance,
//  the actual picture and a difference picture written beside one that differs (read by Pillow).

@testable import FlipbookDemos
import FlipbookGraphics
import FlipbookPlayer
import FlipbookTesting
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct PixelSnapshotTests {
    /// slide's transition as pictures of the device, against the PNGs in __Snapshots__.
    @Test func slidesFramesMatchTheirPixelGoldens() {
        expectTransitionSnapshots(SlideDemo(), at: [0, 50, 100], as: .image(scale: 1))
    }

    /// What Pillow reads in a PNG: its size, the RGB at a point, and how many pixels are pure red.
    private struct Read: Decodable { var size: [Int]; var pixel: [Int]; var red: Int }

    private func read(_ url: URL, x: Int, y: Int) throws -> Read {
        let program = """
            import json, sys
            from PIL import Image
            ask = json.load(sys.stdin)
            im = Image.open(ask["path"]).convert("RGB")
            red = sum(1 for p in im.getdata() if p == (255, 0, 0))
            print(json.dumps({"size": list(im.size), "pixel": list(im.getpixel((ask["x"], ask["y"]))), "red": red}))
            """
        let ask = try JSONSerialization.data(withJSONObject: ["path": url.path, "x": x, "y": y])
        return try JSONDecoder().decode(Read.self, from: try runPython(program, input: ask, needs: "Pillow"))
    }

    @Test func aGoldenIsRecordedWhenAskedThenComparedWithinItsTolerance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pixels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = PixelGolden(named: "present-050", besideTestFile: folder.appendingPathComponent("MyTests.swift").path)
        #expect(golden.url.path.hasSuffix("__Snapshots__/MyTests/present-050.png"))
        let half = try transitionImage(SlideDemo(), at: 50)
        #expect(golden.check(half, mode: .none) == .missing)
        #expect(!FileManager.default.fileExists(atPath: golden.url.path), "nothing written unasked")
        #expect(golden.check(half, mode: .missing) == .recorded)
        #expect(golden.check(half, mode: .none) == .matches)
        // The golden as Pillow decodes it: the picture's size and pixels.
        let decoded = try read(golden.url, x: 300, y: 400)
        let p = 4 * (400 * half.width + 300)
        #expect(decoded.size == [390, 844] && decoded.pixel == [Int(half.pixels[p]), Int(half.pixels[p + 1]), Int(half.pixels[p + 2])])

        // Another moment differs: the picture and a difference beside the golden, its red pixels
        // as many as the message counts.
        let later = try transitionImage(SlideDemo(), at: 60)
        guard case .differs(let what) = golden.check(later, mode: .none) else {
            Issue.record("60 % should differ from 50 %")
            return
        }
        let count = try #require(Int(what.prefix { $0.isNumber }))
        #expect(count > 1_000 && what.hasSuffix("pixels differ by more than 2 a channel"))
        #expect(try read(golden.differenceURL, x: 0, y: 0).red == count)
        #expect(try Image(contentsOfFile: golden.actualURL.path) == later)
        // A tolerance that takes every difference matches, and the left-over pictures go.
        #expect(golden.check(later, tolerance: ImageTolerance(channel: 255), mode: .none) == .matches)
        #expect(!FileManager.default.fileExists(atPath: golden.actualURL.path) && !FileManager.default.fileExists(atPath: golden.differenceURL.path))
        #expect(golden.check(later, tolerance: ImageTolerance(pixels: Double(count) / Double(390 * 844)), mode: .none) == .matches)
        // Only files are removed: a folder, or a link to a file of the user's, at those names stays.
        _ = golden.check(half, mode: .none)
        try FileManager.default.createDirectory(at: golden.actualURL, withIntermediateDirectories: true)
        let precious = folder.appendingPathComponent("precious.png")
        try Data("keep".utf8).write(to: precious)
        try FileManager.default.createSymbolicLink(at: golden.differenceURL, withDestinationURL: precious)
        #expect(golden.check(half, mode: .none) == .matches)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: golden.actualURL.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: golden.differenceURL.path)) == precious.path)
        #expect(try Data(contentsOf: precious) == Data("keep".utf8))
        // Another scale is another size.
        let double = try transitionImage(SlideDemo(), at: 50, scale: 2)
        #expect(golden.check(double, mode: .none) == .differs("the golden is 390×844 pixels, the picture 780×1688"))
    }

    /// A damaged PNG golden is an error naming it, never a missing one: FLIPBOOK_RECORD=missing
    /// leaves it as it is, only `all` rewrites it.
    @Test func aDamagedGoldenIsAnErrorAndNotRecordedOver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pixels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = PixelGolden(named: "present-050", besideTestFile: folder.appendingPathComponent("MyTests.swift").path)
        let half = try transitionImage(SlideDemo(), at: 50)
        #expect(golden.check(half, mode: .missing) == .recorded)
        // The file cut short, as an interrupted copy leaves it.
        let whole = try Data(contentsOf: golden.url)
        let damaged = whole.prefix(whole.count / 2)
        try damaged.write(to: golden.url)
        for mode in [GoldenRecordMode.none, .missing] {
            let outcome = golden.check(half, mode: mode)
            guard case .unreadable = outcome else {
                Issue.record("a damaged golden under FLIPBOOK_RECORD=\(mode): \(outcome)")
                continue
            }
            #expect(try Data(contentsOf: golden.url) == damaged, "FLIPBOOK_RECORD=\(mode) left it as it was")
            let message = try #require(golden.message(for: outcome))
            #expect(message.hasPrefix("Golden \(golden.url.path) cannot be read (") && message.contains("FLIPBOOK_RECORD=all"))
        }
        #expect(golden.check(half, mode: .all) == .recorded)
        #expect(golden.check(half, mode: .none) == .matches)
    }
}
