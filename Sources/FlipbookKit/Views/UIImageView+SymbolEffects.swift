//  UIImageView+SymbolEffects.swift — FlipbookKit
//  Mirrors UIKit.UIImageView's symbol effects, UISymbolEffectCompletionContext, and the Symbols
//  framework's indefinite effects they take. Status: partial (no image here is an SF Symbol, so, as
//  UIKit does for an image that is not one, an effect draws nothing; a content transition sets the
//  image at once).

import Foundation

/// A symbol effect that plays until it is removed (a pulse, a variable colour) (Symbols framework).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol that pulses (Symbols' `.pulse`): once, or until removed.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public init() {}
}

/// A symbol's layers lit in turn (Symbols' `.variableColor`), until removed.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, Hashable {
    public init() {}
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// What a symbol effect's completion handler is told: the effect, and whether it ran to its end.
open class UISymbolEffectCompletionContext: NSObject, @unchecked Sendable {
    /// Whether the effect finished (false: removed or replaced first).
    public let isFinished: Bool
    /// The view or item the effect was added to.
    public weak var sender: AnyObject?
    /// The effect, for an effect added with `addSymbolEffect`.
    public let effect: (any SymbolEffect)?
    /// The transition, for `setSymbolImage(_:contentTransition:)`.
    public let contentTransition: (any ContentTransitionSymbolEffect)?

    init(isFinished: Bool, sender: AnyObject?, effect: (any SymbolEffect)?, contentTransition: (any ContentTransitionSymbolEffect)?) {
        self.isFinished = isFinished
        self.sender = sender
        self.effect = effect
        self.contentTransition = contentTransition
        super.init()
    }
}

/// Called when a symbol effect ends.
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

extension UIImageView {
    // Flipbook: no image here is an SF Symbol, so an effect draws nothing (as UIKit for an image that is not
    // a symbol) and ends at once: the completion is called before the method returns, finished.

    /// Plays a discrete effect (a bounce) on the view's symbol image.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Starts an indefinite effect (a variable colour) on the view's symbol image.
    public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Plays an effect that is both discrete and indefinite (a pulse) on the view's symbol image.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: UISymbolEffectCompletion? = nil) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Removes the indefinite effects of `effect`'s type.
    public func removeSymbolEffect(ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Removes the effects of `effect`'s type.
    public func removeSymbolEffect(ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                   options: SymbolEffectOptions = .default, animated: Bool = true,
                                   completion: UISymbolEffectCompletion? = nil) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect, contentTransition: nil))
    }

    /// Removes every symbol effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}

    /// Shows `image`, with `contentTransition` between the symbols.
    // Flipbook: the image is set at once, without the transition.
    public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                               options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil) {
        self.image = image
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: self, effect: nil, contentTransition: contentTransition))
    }
}
