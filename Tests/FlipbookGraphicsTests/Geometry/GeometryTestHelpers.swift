//  GeometryTestHelpers.swift — FlipbookGraphicsTests
//  A seeded random generator and entry-wise expectations for the geometry tests.

import Foundation
import Testing
import FlipbookGraphics
import FlipbookTestSupport

extension SeededGenerator {
    mutating func cg(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(value(range)) }
}

func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

func expectClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    for (i, (x, y)) in zip(entries(a), entries(b)).enumerated() {
        expectClose(x, y, tolerance: tolerance, "entry \(i / 4 + 1)\(i % 4 + 1)", sourceLocation: sourceLocation)
    }
}

func expectClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(a.a, b.a, tolerance: tolerance, "a", sourceLocation: sourceLocation)
    expectClose(a.b, b.b, tolerance: tolerance, "b", sourceLocation: sourceLocation)
    expectClose(a.c, b.c, tolerance: tolerance, "c", sourceLocation: sourceLocation)
    expectClose(a.d, b.d, tolerance: tolerance, "d", sourceLocation: sourceLocation)
    expectClose(a.tx, b.tx, tolerance: tolerance, "tx", sourceLocation: sourceLocation)
    expectClose(a.ty, b.ty, tolerance: tolerance, "ty", sourceLocation: sourceLocation)
}

/// Maps a 3D point through `t` with the row-vector convention, dividing by w.
func project(_ x: Double, _ y: Double, _ z: Double, _ t: CATransform3D) -> (x: Double, y: Double, z: Double) {
    let m = entries(t).map(Double.init)
    let X = x * m[0] + y * m[4] + z * m[8] + m[12]
    let Y = x * m[1] + y * m[5] + z * m[9] + m[13]
    let Z = x * m[2] + y * m[6] + z * m[10] + m[14]
    let W = x * m[3] + y * m[7] + z * m[11] + m[15]
    return (X / W, Y / W, Z / W)
}
