//  CGVector+Polar.swift — FlipbookKit
//  A vector by angle and length, as gravity and push behaviours describe their direction.

import Foundation

extension CGVector {
    /// The vector `magnitude` long at `angle` radians (0 points right, π/2 down).
    package init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The direction in radians (0 points right, π/2 down).
    package var angle: CGFloat { atan2(dy, dx) }

    /// The length.
    package var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }
}
