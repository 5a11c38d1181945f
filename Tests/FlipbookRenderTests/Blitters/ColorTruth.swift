//  ColorTruth.swift — FlipbookRenderTests
//  Reference colour science written for the tests, apart from the code under test.

import Foundation

/// Independent references for the quantiser's answers.
enum ColorTruth {
    /// sRGB decoding straight from IEC 61966-2-1.
    static func linear(_ byte: UInt8) -> Double { linear(encoded: Double(byte) / 255) }

    /// An sRGB-encoded value 0…1 in linear light.
    static func linear(encoded c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Ottosson's linear sRGB → LMS matrix (first step of `linear_srgb_to_oklab`).
    static let lmsFromLinearSRGB: [[Double]] = [
        [0.4122214708, 0.5363325363, 0.0514459929],
        [0.2119034982, 0.6806995451, 0.1073969566],
        [0.0883024619, 0.2817188376, 0.6299787005],
    ]
    /// Ottosson's M2, cube-rooted LMS → Lab.
    static let labFromLMS: [[Double]] = [
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660],
    ]
    /// Ottosson's M1, XYZ (D65) → LMS, for the path through XYZ.
    static let lmsFromXYZ: [[Double]] = [
        [0.8189330101, 0.3618667424, -0.1288597137],
        [0.0329845436, 0.9293118715, 0.0361456387],
        [0.0482003018, 0.2643662691, 0.6338517070],
    ]
    /// Linear sRGB → XYZ (D65), IEC 61966-2-1.
    static let xyzFromLinearSRGB: [[Double]] = [
        [0.4124564, 0.3575761, 0.1804375],
        [0.2126729, 0.7151522, 0.0721750],
        [0.0193339, 0.1191920, 0.9503041],
    ]

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    static func signedCubeRoot(_ x: Double) -> Double { x < 0 ? -pow(-x, 1.0 / 3) : pow(x, 1.0 / 3) }

    /// OKLab by Ottosson's direct linear-sRGB matrices.
    static func oklab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> [Double] {
        let lms = multiply(lmsFromLinearSRGB, [linear(r), linear(g), linear(b)])
        return multiply(labFromLMS, lms.map(signedCubeRoot))
    }

    /// OKLab by way of CIE XYZ — a second derivation, agreeing to about 1e-4.
    static func oklabThroughXYZ(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> [Double] {
        let xyz = multiply(xyzFromLinearSRGB, [linear(r), linear(g), linear(b)])
        return multiply(labFromLMS, multiply(lmsFromXYZ, xyz).map(signedCubeRoot))
    }

    static func distanceSquared(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }

    /// xterm's 256-colour palette from its generator's rules (256colres.pl): cube levels
    /// 0 then 55 + 40·n, greys 8 + 10·i.
    static func xterm256(_ index: Int) -> (UInt8, UInt8, UInt8) {
        if index >= 232 {
            let v = UInt8(8 + 10 * (index - 232))
            return (v, v, v)
        }
        let n = index - 16
        func level(_ k: Int) -> UInt8 { k == 0 ? 0 : UInt8(55 + 40 * k) }
        return (level(n / 36), level((n / 6) % 6), level(n % 6))
    }

    /// xterm's default system colours (XTerm-col.ad, color0–color15).
    static let xterm16: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    /// The brute-force nearest of `candidates` (index, rgb) to a colour; the lowest index wins
    /// a tie. Returns the index and every candidate's distance.
    static func nearest(_ c: (UInt8, UInt8, UInt8), among candidates: [(Int, (UInt8, UInt8, UInt8))])
        -> (index: Int, distances: [Int: Double]) {
        let lab = oklab(c.0, c.1, c.2)
        var distances: [Int: Double] = [:]
        var best = -1, bestDistance = Double.infinity
        for (index, rgb) in candidates {
            let d = distanceSquared(lab, oklab(rgb.0, rgb.1, rgb.2))
            distances[index] = d
            if d < bestDistance { best = index; bestDistance = d }
        }
        return (best, distances)
    }
}

