//  CAMediaTimingFunctionTests.swift — FlipbookCoreTests
//  Named curves, control points, equality and the seed's custom curve. Status: complete.

import Foundation
import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct CAMediaTimingFunctionTests {
    /// Apple's documented control points for each name.
    static let named: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    static func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
        var values: [Float] = []
        for idx in 0...3 {
            var pair: [Float] = [-9, -9]
            pair.withUnsafeMutableBufferPointer { f.getControlPoint(at: idx, values: $0.baseAddress!) }
            values += pair
        }
        return values
    }

    @Test func namedControlPoints() {
        for (name, points) in Self.named {
            let f = CAMediaTimingFunction(name: name)
            #expect(Self.controlPoints(f) == [0, 0] + points + [1, 1], "\(name.rawValue)")
            #expect(f.name == name)
        }
    }

    @Test func rawValuesAreApples() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func equalityIsByControlPointsAtFloatPrecision() {
        let named = CAMediaTimingFunction(name: .easeIn)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        #expect(named == custom)
        #expect(named.hashValue == custom.hashValue)
        #expect(custom.name == nil)
        #expect(named != CAMediaTimingFunction(name: .easeOut))
        #expect(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count == 2)
    }

    @Test func unknownNameIsLinear() {
        let f = CAMediaTimingFunction(name: CAMediaTimingFunctionName("wobble"))
        #expect(f == CAMediaTimingFunction(name: .linear))
        #expect(f.name == nil)
    }

    @Test func seedCustomCurve() {
        // UICubicTimingParameters(controlPoint1: (0, 0.7), controlPoint2: (1, 0.3)).
        let f = CAMediaTimingFunction(CGPoint(x: 0, y: 0.7), CGPoint(x: 1, y: 0.3))
        expectClose(f.controlPoint1, CGPoint(x: 0, y: 0.7))
        expectClose(f.controlPoint2, CGPoint(x: 1, y: 0.3))
        #expect(f.output(at: 0) == 0)
        #expect(f.output(at: 1) == 1)
        // The curve is point-symmetric about (0.5, 0.5): y(1 − x) = 1 − y(x).
        expectClose(f.output(at: 0.5), 0.5, tolerance: 1e-12)
        for i in 1..<20 {
            let x = Double(i) / 20
            expectClose(f.output(at: x) + f.output(at: 1 - x), 1, tolerance: 1e-9)
        }
        // At t = 0.25: x = 3t² − 2t³ = 0.15625, y = 2.1·t(1−t)² + 0.9·t²(1−t) + t³
        // = 0.2953125 + 0.0421875 + 0.015625 = 0.353125.
        expectClose(f.output(at: 0.15625), 0.353125, tolerance: 1e-9)
    }

    @Test func linearIsIdentity() {
        let f = CAMediaTimingFunction(name: .linear)
        for i in 0...100 {
            let x = Double(i) / 100
            expectClose(f.output(at: x), x, tolerance: 1e-9)
            expectClose(f.slope(at: x), 1, tolerance: 1e-6)
        }
    }
}
