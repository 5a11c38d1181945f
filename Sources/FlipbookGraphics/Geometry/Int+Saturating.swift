//  Int+Saturating.swift — FlipbookGraphics
//  Flipbook's Double → Int conversion that cannot trap, for numbers a user's code made. Status: complete.

import Foundation

extension Int {
    /// `value` rounded by `rule` and held to `Int`'s range, NaN as 0.
    ///
    /// `Int(_:)` traps on NaN, on ±∞ and past ±2⁶³: a NaN or infinite frame, duration or
    /// fraction would end the previewer. Geometry and times that come from the user's code are
    /// converted with this instead.
    ///
    ///     Int(saturating: .infinity) == .max
    ///     Int(saturating: .nan) == 0
    ///     Int(saturating: 2.5, rounding: .up) == 3
    package init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
        let rounded = value.rounded(rule)
        if rounded.isNaN {
            self = 0
        } else if rounded >= Self.saturatingUpperBound {
            self = .max
        } else if rounded < -Self.saturatingUpperBound {
            self = .min
        } else {
            self = Int(rounded)
        }
    }

    /// 2⁶³: the least Double above `Int.max` (−2⁶³ is `Int.min`, which converts exactly).
    private static let saturatingUpperBound = 0x1p63
}
