//  Expectations.swift — FlipbookTestSupport
//  Numeric expectations with explicit tolerances, shared by every test suite.

import Foundation
import Testing

/// Expects `actual` to be within `tolerance` of `expected`.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(actual - expected) <= tolerance || (actual.isNaN && expected.isNaN)
    #expect(ok, "\(actual) is not within \(tolerance) of \(expected)\(comment.map { " — \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Expects `actual` to be within `tolerance` of `expected`.
public func expectClose(
    _ actual: CGFloat, _ expected: CGFloat, tolerance: Double = 1e-9,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(Double(actual), Double(expected), tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

/// Expects both coordinates of `actual` to be within `tolerance` of `expected`.
public func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: Double = 1e-9,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.x, expected.x, tolerance: tolerance, comment, sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}

/// Expects every field of `actual` to be within `tolerance` of `expected`.
public func expectClose(
    _ actual: CGRect, _ expected: CGRect, tolerance: Double = 1e-9,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.origin, expected.origin, tolerance: tolerance, comment, sourceLocation: sourceLocation)
    expectClose(actual.width, expected.width, tolerance: tolerance, comment, sourceLocation: sourceLocation)
    expectClose(actual.height, expected.height, tolerance: tolerance, comment, sourceLocation: sourceLocation)
}
