//  CurvePlotTests.swift — FlipbookPlayerTests
//  The curve plot spans the curve's own range (a spring's whole overshoot) and puts the dot on it.

@testable import FlipbookPlayer
@testable import FlipbookKit
@testable import FlipbookCore
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct CurvePlotTests {
    /// Expected: an underdamped spring's step response peaks at 1 + exp(−ζπ / √(1 − ζ²))
    /// (the textbook maximum overshoot), here ζ = 0.3: 1.372.
    @Test func aSpringsWholeOvershootIsInRange() {
        let zeta = 0.3, stiffness = 100.0
        let spring = Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(), initialVelocity: 0)
        let plot = CurvePlot(pacing: AnimationPacing(spring: spring), trajectory: nil, columns: 40, rows: 8)
        let peak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        expectClose(plot.high, peak, tolerance: 0.01)
        #expect(plot.low == 0)
        #expect(CurvePlot.label(plot.high) == String(format: "%.2f", plot.high))
        // The top row holds the peak: some dot is lit in it.
        #expect(plot.glyphs.prefix(40).contains { $0 != "\u{2800}" })
    }

    /// The dot sits on a cell the curve passes through, at every fraction.
    @Test func theDotLandsOnTheCurve() {
        let zeta = 0.3, stiffness = 100.0
        let spring = Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(), initialVelocity: 0)
        for pacing in [AnimationPacing(spring: spring), AnimationPacing(timing: CAMediaTimingFunction(name: .easeOut))] {
            let plot = CurvePlot(pacing: pacing, trajectory: nil, columns: 30, rows: 6)
            for step in 0...20 {
                let point = plot.point(at: Double(step) / 20)!
                #expect(plot.glyphs[point.row * 30 + point.column] != "\u{2800}", "\(pacing.name) at \(step * 5) %")
            }
        }
    }

    @Test func physicsIsPlottedFromItsTrajectory() {
        // Falls 0 → 100, bounces back to 80, rests at 100: progress 0, 1, 0.8, 1 along the way.
        let positions = [0.0, 50, 100, 80, 100].map { CGPoint(x: 10, y: $0) }
        let trajectory = PhysicsTrajectory(positions: positions, sampleInterval: 0.1)
        let plot = CurvePlot(pacing: .physics, trajectory: trajectory, columns: 20, rows: 4)
        #expect(!plot.glyphs.isEmpty)
        expectClose(plot.value(at: 0.75) ?? -1, 0.8)
        #expect(plot.low == 0 && plot.high == 1)
        #expect(CurvePlot(pacing: .physics, trajectory: nil, columns: 20, rows: 4).glyphs.isEmpty, "no trajectory, no plot")
    }

    @Test func thePlotUsesTheWidthItIsGiven() {
        #expect(CurvePlot.size(width: 116, spareRows: 30) == (108, 12))
        #expect(CurvePlot.size(width: 58, spareRows: 2) == (50, 4))
    }
}
