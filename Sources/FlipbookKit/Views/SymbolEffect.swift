//  SymbolEffect.swift — FlipbookKit
//  Mirrors the Symbols framework's SymbolEffect protocols and SymbolEffectOptions, which UIKit's
//  symbol-animation API takes. Status: partial (declared so that code using them compiles;
//  Flipbook draws symbol images still, with no effects).

import Foundation

/// An animation of a symbol image (Symbols framework).
public protocol SymbolEffect: Sendable {}

/// A symbol effect that plays once (a bounce, a pulse).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol image with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: how many times and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect repeats (nil: the effect's own default).
    var repeatCount: Int?
    /// The speed multiplier.
    var speed: Double = 1

    /// The effect's own defaults.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats the effect indefinitely.
    public static var `repeating`: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .max) }
    /// Plays the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }

    /// These options, repeating `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }

    /// These options, played at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speed = speed
        return options
    }
}

/// A symbol that bounces once (Symbols' `.bounce`).
public struct BounceSymbolEffect: DiscreteSymbolEffect, Hashable {
    public init() {}
}

/// One symbol replacing another (Symbols' `.replace`).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
    public init() {}
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
