//  CurvePlot.swift — FlipbookPlayer
//  The HUD's braille plot of the take's curve, scaled to the curve's own range.

import Foundation
import FlipbookKit

/// A curve plotted in braille (time across, progress up), from its lowest value to its highest
/// so a spring's whole overshoot shows, with where the dot of the current point goes.
///
/// The vertical range is the curve's own, taken from samples four times finer than the plot's
/// dots, and always holds 0 and 1 (start and end). A timing curve or spring is read from its
/// `AnimationPacing`; physics, which has no curve, from its recorded trajectory.
struct CurvePlot {
    var pacing: AnimationPacing?
    var trajectory: PhysicsTrajectory?
    /// A value recorded frame by frame (a lane's), plotted instead of a curve.
    var samples: [Double?] = []
    var columns: Int
    var rows: Int
    /// The lowest and highest values the plot spans.
    var low = 0.0, high = 1.0
    /// Row-major braille characters, `columns × rows`; empty when there is no curve to plot.
    var glyphs: [Unicode.Scalar] = []
    /// Where the curve's own time lies across the plot (a comparison plots two takes on one
    /// span): the plot's fraction `x` is the curve's `(x − offset) × scale`, held at its ends outside.
    var timeWindow = (offset: 0.0, scale: 1.0)

    /// How many samples per dot across the range is looked for in.
    static let rangeOversampling = 4

    /// Plots `pacing` (or, for physics, `trajectory`) in `columns × rows` cells; across `timeWindow`
    /// of the plot, and over at least `range` of values (another curve's, to draw both to one scale).
    init(pacing: AnimationPacing, trajectory: PhysicsTrajectory?, columns: Int, rows: Int,
         timeWindow: (offset: Double, scale: Double) = (0, 1), range: (low: Double, high: Double)? = nil) {
        self.pacing = pacing
        self.trajectory = pacing.value(at: 0) == nil ? trajectory : nil
        self.columns = columns
        self.rows = rows
        self.timeWindow = timeWindow
        guard columns > 1, rows > 0, value(at: 0) != nil else { return }
        let dotsX = columns * 2
        let samples = dotsX * Self.rangeOversampling
        for i in 0..<samples {
            guard let v = value(at: Double(i) / Double(samples - 1)), v.isFinite else { continue }
            low = min(low, v)
            high = max(high, v)
        }
        if let range { (low, high) = (min(low, range.low), max(high, range.high)) }
        plot()
    }

    /// Plots values recorded at equal steps of time (nil where there was none), from their
    /// lowest to their highest (a value that does not change: a flat line in the middle).
    init(samples: [Double?], columns: Int, rows: Int) {
        self.samples = samples
        self.columns = columns
        self.rows = rows
        let known = samples.compactMap { $0 }.filter(\.isFinite)
        guard columns > 1, rows > 0, let least = known.min(), let most = known.max() else { return }
        (low, high) = most - least > 1e-9 ? (least, most) : (least - 1, most + 1)
        plot()
    }

    /// Fills `glyphs` with the dots of `value(at:)` between `low` and `high`.
    private mutating func plot() {
        let dotsX = columns * 2
        var grid = [UInt8](repeating: 0, count: columns * rows)
        // Expected: Unicode braille dot bits — left column 0x01 0x02 0x04 0x40, right 0x08 0x10 0x20 0x80.
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        for dx in 0..<dotsX {
            guard let dy = dotRow(at: Double(dx) / Double(dotsX - 1)) else { continue }
            grid[(dy / 4) * columns + dx / 2] |= bits[dx % 2][dy % 4]
        }
        glyphs = grid.map { Unicode.Scalar(0x2800 + UInt32($0))! }
    }

    /// The curve's value at time fraction `x` of the take (recorded values: straight between
    /// the two frames around it; the nearest where one of them is missing).
    func value(at x: Double) -> Double? {
        guard samples.isEmpty else {
            let position = (x.isNaN ? 0 : min(max(x, 0), 1)) * Double(samples.count - 1)
            let i = min(Int(position.rounded(.down)), max(samples.count - 2, 0))
            guard samples.count > 1, let a = samples[i], let b = samples[i + 1] else { return samples[Int(position.rounded())] }
            return a + (b - a) * (position - Double(i))
        }
        let own = min(max((x - timeWindow.offset) * timeWindow.scale, 0), 1)
        return pacing?.value(at: own) ?? trajectory?.value(at: own)
    }

    /// The braille dot row (0 at the top, `rows × 4 − 1` at the bottom) of the value at `x`.
    func dotRow(at x: Double) -> Int? {
        guard let v = value(at: x), v.isFinite, high > low else { return nil }
        let dotsY = rows * 4
        let clamped = min(max(v, low), high)
        let row = Int(saturating: (high - clamped) / (high - low) * Double(dotsY - 1), rounding: .toNearestOrAwayFromZero)
        return min(max(row, 0), dotsY - 1)
    }

    /// The cell (column, row) of the current point at time fraction `x`.
    func point(at x: Double) -> (column: Int, row: Int)? {
        // The dot column the plot drew nearest `x`, so the dot sits on the drawn curve.
        let dx = Int(((x.isNaN ? 0 : min(max(x, 0), 1)) * Double(columns * 2 - 1)).rounded())
        guard !glyphs.isEmpty, let dy = dotRow(at: Double(dx) / Double(columns * 2 - 1)) else { return nil }
        return (dx / 2, dy / 4)
    }

    /// The plot's size for a HUD `width` wide with `spareRows` rows left for it: as wide as the
    /// HUD (less the range labels), 4 to 12 rows tall, never taller than a quarter of its width.
    static func size(width: Int, spareRows: Int) -> (columns: Int, rows: Int) {
        let columns = max(width - 2 - labelWidth, 0)
        return (columns, min(max(spareRows, 4), 12, max(columns / 4, 1)))
    }

    /// Room kept right of the plot for its range labels ("1.16", "-0.05").
    static let labelWidth = 6

    /// A range label: "1", "0", "1.16", "-0.05".
    static func label(_ value: Double) -> String {
        let text = String(format: "%.2f", value)
        if text == "-0.00" { return "0" }
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }
}
