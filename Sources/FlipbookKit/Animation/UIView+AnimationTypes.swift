//  UIView+AnimationTypes.swift — FlipbookKit
//  Mirrors UIView.AnimationOptions, UIView.KeyframeAnimationOptions and UIView.AnimationCurve. Status: complete.

import Foundation

extension UIView {
    /// Options for `UIView.animate` and `UIView.transition`.
    ///
    /// Raw values are Apple's (UIView.h), so options built from raw values in ported code mean
    /// the same here. The curve (bits 16–19) and transition (bits 20–23) fields are enumerations
    /// packed into the set: `.curveEaseInOut` and `.transitionNone` are 0.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value on screen (an in-flight animation's) rather than the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of its parent's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of its parent's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// For transitions: animate the changes made in the block too.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For `transition(from:to:)`: hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits nothing from its parent.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        // MARK: - Flipbook addition

        /// The curve field (bits 16–19) as a curve; values UIKit does not define read as ease-in-out.
        package var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition field (bits 20–23), 0 for none.
        package var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options for `UIView.animateKeyframes`.
    ///
    /// Shares bits 0–9 with `AnimationOptions`; bits 10–12 choose the calculation mode.
    /// Curve bits (16–19) of `AnimationOptions` passed in the raw value choose the overall curve.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        // MARK: - Flipbook addition

        /// The calculation-mode field (bits 10–12); unknown values read as linear.
        package var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The overall curve from `AnimationOptions`' curve bits (ease-in-out when none is given).
        package var curve: AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
    }

    /// The pacing of a block animation.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
        /// The keyboard's private curve, which `keyboardAnimationCurveUserInfoKey` carries: on iOS
        /// `UIView.AnimationCurve(rawValue: 7)!` succeeds (an imported C enum accepts any raw value).
        // Flipbook: a hidden case for 7 alone, so keyboard-following code runs; other unknown raw values are nil.
        case _keyboard = 7

        // MARK: - Flipbook addition

        /// The Core Animation timing function UIKit uses for the curve.
        /// The curve as a timing function, one per curve (a timing function cannot change, and a
        /// block over thousands of views asks for it once per animated property).
        package var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return Self.easeInOutFunction
            case .easeIn: return Self.easeInFunction
            case .easeOut: return Self.easeOutFunction
            case .linear: return Self.linearFunction
            case ._keyboard: return Self.keyboardFunction
            }
        }

        private static let easeInOutFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        private static let easeInFunction = CAMediaTimingFunction(name: .easeIn)
        private static let easeOutFunction = CAMediaTimingFunction(name: .easeOut)
        private static let linearFunction = CAMediaTimingFunction(name: .linear)
        // Flipbook: the private curve approximated by the cubic Bézier widely measured for it.
        private static let keyboardFunction = CAMediaTimingFunction(controlPoints: 0.380, 0.700, 0.125, 1.000)

        /// The curve's bits in `AnimationOptions`.
        package var options: AnimationOptions { AnimationOptions(rawValue: UInt(rawValue) << 16) }
    }
}

// Legacy spellings (Swift 3 and earlier), so older snippets port unchanged.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
