//  DemoPictures.swift — FlipbookDemosTests
//  The demos' pictures, made procedurally; the PNGs in Demos/Assets.xcassets are these, written out.
//
//  Each is 96×96 and drawn in big, flat shapes so it stays recognisable at 20×10 terminal
//  cells: a day landscape (image1), a sunset over the sea (image2), three shapes, a rainbow
//  gradient and a night with a moon. `FLIPBOOK_RECORD=all` (or `missing`, for absent files)
//  rewrites the files; otherwise the test checks the committed files still match.

import FlipbookDemos
import FlipbookGraphics
import Foundation
import Testing

enum DemoPictures {
    static let size = 96

    static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ f: Double) -> Color {
        let f = min(max(f, 0), 1)
        return Color(sRGB8: UInt8((a.0 + (b.0 - a.0) * f).rounded()), UInt8((a.1 + (b.1 - a.1) * f).rounded()),
                     UInt8((a.2 + (b.2 - a.2) * f).rounded()))
    }

    static func inDisc(_ x: Int, _ y: Int, cx: Double, cy: Double, r: Double) -> Bool {
        let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
        return dx * dx + dy * dy <= r * r
    }

    /// image1: a blue sky fading to pale at the horizon, a yellow sun, two green hills.
    static let hills = Image(width: size, height: size) { x, y in
        let fx = Double(x)
        let back = 58 + 9 * sin(fx * 0.06 + 0.5)
        let front = 72 + 7 * sin(fx * 0.09 + 2.5)
        if Double(y) >= front { return mix((80, 170, 70), (50, 130, 50), (Double(y) - front) / 24) }
        if Double(y) >= back { return Color(sRGB8: 40, 110, 60) }
        if inDisc(x, y, cx: 68, cy: 24, r: 12) { return Color(sRGB8: 255, 215, 50) }
        return mix((50, 110, 210), (175, 215, 245), Double(y) / 70)
    }

    /// image2: a purple-to-orange sky, a red sun half sunk in a dark sea, its reflection.
    static let sunset = Image(width: size, height: size) { x, y in
        let horizon = 60
        if y >= horizon {
            let reflection = abs(Double(x) + 0.5 - 48) < Double(16 - (y - horizon) / 3) && (y - horizon) % 4 < 2
            return reflection ? Color(sRGB8: 240, 120, 50) : mix((40, 50, 110), (15, 20, 55), Double(y - horizon) / 36)
        }
        if inDisc(x, y, cx: 48, cy: 60, r: 20) { return Color(sRGB8: 235, 60, 40) }
        return mix((70, 40, 130), (250, 150, 70), Double(y) / Double(horizon))
    }

    /// shapes: a red disc, a blue square and a green triangle on cream.
    static let shapes = Image(width: size, height: size) { x, y in
        if inDisc(x, y, cx: 28, cy: 30, r: 18) { return Color(sRGB8: 220, 40, 50) }
        if (54..<86).contains(x), (12..<44).contains(y) { return Color(sRGB8: 40, 80, 210) }
        // Apex (48, 50), base from (18, 88) to (78, 88).
        if y >= 50, y < 88 {
            let half = Double(y - 50) * 30 / 38
            if abs(Double(x) + 0.5 - 48) <= half { return Color(sRGB8: 40, 170, 80) }
        }
        return Color(sRGB8: 245, 238, 220)
    }

    /// rainbow: hue turning along the diagonal, full saturation.
    static let rainbow = Image(width: size, height: size) { x, y in
        let hue = Double(x + y) / Double(2 * size) * 300 / 60  // red … magenta
        let i = Int(hue), f = hue - Double(i)
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (1, f, 0)
        case 1: (r, g, b) = (1 - f, 1, 0)
        case 2: (r, g, b) = (0, 1, f)
        case 3: (r, g, b) = (0, 1 - f, 1)
        default: (r, g, b) = (f, 0, 1)
        }
        return Color(sRGB8: UInt8(r * 235 + 10), UInt8(g * 235 + 10), UInt8(b * 235 + 10))
    }

    /// night: a navy sky, a pale crescent moon, grey mountains.
    static let night = Image(width: size, height: size) { x, y in
        let fx = Double(x)
        let ridge = 66 - 22 * max(0, 1 - abs(fx - 30) / 34) - 14 * max(0, 1 - abs(fx - 76) / 24)
        if Double(y) >= ridge { return Color(sRGB8: 90, 95, 110) }
        if inDisc(x, y, cx: 64, cy: 24, r: 14), !inDisc(x, y, cx: 57, cy: 19, r: 12) {
            return Color(sRGB8: 245, 240, 200)
        }
        if (x * 7 + y * 13) % 97 == 0, y < 50 { return Color(sRGB8: 230, 230, 255) }
        return mix((10, 15, 50), (35, 50, 110), Double(y) / 66)
    }

    /// The source tree's catalog (the build copies it into the demos' resource bundle).
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Demos/Assets.xcassets").standardizedFileURL

    static let all: [String: Image] = [
        "image1": hills, "image2": sunset, "shapes": shapes, "rainbow": rainbow, "night": night,
    ]
}

@Suite struct DemoPicturesTests {
    @Test func theCommittedPicturesAreTheGeneratorsOutput() throws {
        #expect(Set(DemoPictures.all.keys) == Set(DemoAssets.pictureNames))
        let mode = ProcessInfo.processInfo.environment["FLIPBOOK_RECORD"] ?? ""
        for (name, image) in DemoPictures.all.sorted(by: { $0.key < $1.key }) {
            let file = DemoPictures.catalog.appendingPathComponent("\(name).imageset/\(name).png")
            let exists = FileManager.default.fileExists(atPath: file.path)
            if mode == "all" || (mode == "missing" && !exists) {
                try image.pngData().write(to: file)
                Issue.record("Wrote \(file.path); look at it, then run again without FLIPBOOK_RECORD.")
                continue
            }
            let committed = try Image(contentsOfFile: file.path)
            #expect(committed == image, "\(name).png differs from its generator")
            #expect(committed.width == 96 && committed.height == 96)
        }
    }

    @Test func thePicturesAreTellableApartAtTerminalSize() {
        // Average colour of each quarter (top-left, top-right, bottom-left, bottom-right): a
        // picture shrunk to a few cells shows roughly these; no two pictures may look alike.
        func quarters(_ image: Image) -> [Double] {
            var sums = [Double](repeating: 0, count: 12)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let q = (y * 2 / image.height) * 2 + x * 2 / image.width
                    let p = image[x, y]
                    sums[q * 3] += Double(p.r); sums[q * 3 + 1] += Double(p.g); sums[q * 3 + 2] += Double(p.b)
                }
            }
            return sums.map { $0 / Double(image.width * image.height / 4) }
        }
        let names = DemoPictures.all.keys.sorted()
        for (i, a) in names.enumerated() {
            for b in names[(i + 1)...] {
                let qa = quarters(DemoPictures.all[a]!), qb = quarters(DemoPictures.all[b]!)
                let distance = zip(qa, qb).map { abs($0 - $1) }.max()!
                #expect(distance > 60, "\(a) and \(b) look alike when small")
            }
        }
    }
}
