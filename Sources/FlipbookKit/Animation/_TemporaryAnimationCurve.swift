// Temporary until the kit-animate branch lands UIView+AnimationTypes.swift.
import Foundation
extension UIView {
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
        package var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
