//  ContactSheet.swift — FlipbookPlayer
//  A transition's moments side by side in one picture, each labelled with its percent and time.

import Foundation
import FlipbookKit
import FlipbookRender

/// Frames of the device side by side on a dark ground, with "25% · 0.125 s" under each, as one
/// 8-bit sRGB RGBA picture (written as a PNG by `flipbook export DEMO -o OUT.png --at …`).
public struct ContactSheet {
    public let panelWidth: Int
    public let panelHeight: Int
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var rgba: [UInt8]
    /// Each panel's left edge, in order.
    public private(set) var panelLefts: [Int] = []

    /// Pixels between panels and around them, and the band under each panel for its label.
    public static let gutter = 16
    public static let labelBand = 36
    /// The ground and the labels' colour.
    static let ground: (UInt8, UInt8, UInt8) = (20, 20, 20)
    static let ink: (UInt8, UInt8, UInt8) = (220, 220, 220)
    /// The label font's dots are this many pixels square.
    static let dot = 3

    /// A sheet for `count` panels of `panelWidth × panelHeight` pixels.
    public init(panels count: Int, panelWidth: Int, panelHeight: Int) {
        self.panelWidth = panelWidth
        self.panelHeight = panelHeight
        width = Self.gutter + count * (panelWidth + Self.gutter)
        height = Self.gutter + panelHeight + Self.labelBand
        rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) { (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]) = Self.ground }
    }

    /// The percents a sheet shows unless told.
    public static let defaultPercents: [Double] = [0, 25, 50, 75, 100]

    /// The sheet of `transition` in `player` (nil: what Enter starts) at `percents` of its take,
    /// each panel the device at `scale`, paused there.
    public init(of player: Player, _ transition: Player.SnapshotTransition?, at percents: [Double], scale: Int) throws {
        let export = DeviceExport(deviceSize: player.deviceSize, scale: scale)
        self.init(panels: percents.count, panelWidth: export.width, panelHeight: export.height)
        try player.pause(in: transition, atFraction: 0)
        guard let take = player.take else { return }
        for (i, percent) in percents.enumerated() {
            let time = take.time(at: percent / 100)
            player.pause(atTime: time)
            export.render(player)
            place(export.rgba, at: i, label: Self.label(percent: percent, seconds: time - take.start))
        }
    }

    /// Copies a panel's RGBA pixels into slot `index` and writes `label` under it, centred.
    public mutating func place(_ pixels: [UInt8], at index: Int, label: String) {
        let left = Self.gutter + index * (panelWidth + Self.gutter), top = Self.gutter
        panelLefts.append(left)
        for y in 0..<panelHeight {
            let from = y * panelWidth * 4, to = ((top + y) * width + left) * 4
            rgba.replaceSubrange(to..<(to + panelWidth * 4), with: pixels[from..<(from + panelWidth * 4)])
        }
        let textWidth = label.count * (Self.glyphWidth + 1) * Self.dot - Self.dot
        var x = left + max((panelWidth - textWidth) / 2, 0)
        let y = top + panelHeight + (Self.labelBand - Self.glyphRows * Self.dot) / 2
        for character in label {
            draw(character, x: x, y: y)
            x += (Self.glyphWidth + 1) * Self.dot
        }
    }

    private mutating func draw(_ character: Character, x: Int, y: Int) {
        guard let rows = Self.glyphs[character] else { return }
        for (r, row) in rows.enumerated() {
            for (c, bit) in row.enumerated() where bit == "#" {
                for dy in 0..<Self.dot {
                    for dx in 0..<Self.dot {
                        let px = x + c * Self.dot + dx, py = y + r * Self.dot + dy
                        guard px < width, py < height else { continue }
                        let i = (py * width + px) * 4
                        (rgba[i], rgba[i + 1], rgba[i + 2]) = Self.ink
                    }
                }
            }
        }
    }

    /// "25% · 0.125 s": the panel's percent of the take and its time from the take's start.
    public static func label(percent: Double, seconds: Double) -> String {
        let p = percent.rounded() == percent ? String(Int(percent)) : String(format: "%.1f", percent)
        return "\(p)% · " + String(format: "%.3f s", seconds)
    }

    // A 5×7 dot font for the labels' characters (no font file is needed).
    static let glyphWidth = 5, glyphRows = 7
    static let glyphs: [Character: [String]] = [
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        "%": ["##   ", "##  #", "   # ", "  #  ", " #   ", "#  ##", "   ##"],
        ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
        "·": ["     ", "     ", "     ", "  #  ", "     ", "     ", "     "],
        "s": ["     ", "     ", " ####", "#    ", " ### ", "    #", "#### "],
        " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    ]
}
