//  UIView+SystemAnimations.swift — FlipbookKit
//  Mirrors UIView's iOS 17 spring block, modifyAnimations(withRepeatCount:autoreverses:animations:) and
//  perform(_:on:options:animations:completion:). Status: partial (the system delete animation is approximated).

import Foundation

extension UIView {
    /// The base implementation of `animate`, which the class body declares overridable.
    static func _baseAnimate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let api = "UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)"
        var perceptual = Double(duration), bounce = Double(bounce), velocity = Double(initialSpringVelocity)
        // Flipbook: what makes no spring is reported and replaced by SwiftUI's default spring's values.
        if !(perceptual > 0 && perceptual.isFinite) {
            Diagnostics.report("\(api): duration \(CALayer.diagnosticNumber(perceptual)) makes no spring; treated as 0.5.")
            perceptual = 0.5
        }
        if !(bounce > -1 && bounce <= 1) {
            Diagnostics.report("\(api): bounce \(CALayer.diagnosticNumber(bounce)) is outside -1…1; treated as 0.")
            bounce = 0
        }
        if !velocity.isFinite {
            Diagnostics.report("\(api): initial spring velocity \(CALayer.diagnosticNumber(velocity)) is not finite; treated as 0.")
            velocity = 0
        }
        let spring = Spring(duration: perceptual, bounce: bounce, initialVelocity: velocity)
        runAnimationBlock(api: api, duration: spring.settlingDuration(), delay: delay, options: options,
                          pacing: .perceptualSpring(spring), animations: animations, completion: completion)
    }

    /// The base implementation of `modifyAnimations`, which the class body declares overridable.
    static func _baseModifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let block = ViewAnimationStack.top as? _BlockAnimationRecorder else { return animations() }
        let outer = block.repeatOverride
        block.repeatOverride = (count, autoreverses)
        defer { block.repeatOverride = outer }
        animations()
    }

    /// The base implementation of `perform`, which the class body declares overridable.
    static func _basePerform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        switch animation {
        case .delete:
            let saved = views.map { ($0, $0.alpha, $0.transform) }
            animate(withDuration: systemDeleteDuration, delay: 0, options: options, animations: {
                for view in views {
                    view.alpha = 0
                    view.transform = view.transform.scaledBy(x: 0.8, y: 0.8)
                }
                parallelAnimations?()
            }, completion: { finished in
                performWithoutAnimation {
                    for (view, alpha, transform) in saved {
                        view.removeFromSuperview()
                        view.alpha = alpha
                        view.transform = transform
                    }
                }
                completion?(finished)
            })
        }
    }

    /// How long Flipbook's stand-in for the system delete animation lasts.
    package static let systemDeleteDuration: TimeInterval = 0.3
}
