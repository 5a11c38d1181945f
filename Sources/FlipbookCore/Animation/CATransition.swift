//  CATransition.swift — FlipbookCore
//  Mirrors QuartzCore.CATransition. Status: partial (public types only; no filter).

import Foundation
import FlipbookGraphics

/// The key under which a layer's transition is added (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving layer transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a change of a layer's whole rendering: its old image gives way to the new.
///
/// Flipbook: the old image is captured when the transition is added, so add the
/// transition before changing the layer (the order `UIView.transition(with:)`
/// uses). Core Animation instead remembers the last committed frame.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start and end, 0…1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    public required init() {
        super.init()
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    override package var containsTransition: Bool { true }

    /// Transition progress 0…1 at a parent time, or nil when the transition shows nothing.
    package func progress(atParentTime t: CFTimeInterval) -> Double? {
        guard let phase = timing.phase(atParentTime: t) else { return nil }
        let f = easedFraction(phase)
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * f
    }

    /// Where the old and new pictures of a layer with `bounds` are at `progress`: a transform
    /// within the layer's bounds space and an opacity for each, and which one is painted on top.
    package func placement(progress p: Double, bounds: CGRect) -> TransitionPlacement {
        // Unit vector pointing the way the new content travels.
        let direction: CGPoint
        switch subtype ?? .fromLeft {
        case .fromRight: direction = CGPoint(x: -1, y: 0)
        case .fromTop: direction = CGPoint(x: 0, y: 1)
        case .fromBottom: direction = CGPoint(x: 0, y: -1)
        default: direction = CGPoint(x: 1, y: 0)
        }
        func moved(_ k: Double) -> ProjectiveTransform {
            ProjectiveTransform(translationX: Double(direction.x * bounds.width) * k,
                                y: Double(direction.y * bounds.height) * k)
        }
        let still = ProjectiveTransform.identity
        switch type {
        case .moveIn: return TransitionPlacement(old: (still, 1), new: (moved(p - 1), 1))
        case .push: return TransitionPlacement(old: (moved(p), 1), new: (moved(p - 1), 1))
        case .reveal: return TransitionPlacement(old: (moved(p), 1), new: (still, 1), oldOnTop: true)
        case .flip: return flipPlacement(progress: p, bounds: bounds)
        case .pageCurl, .pageUnCurl: return curlPlacement(progress: p, bounds: bounds)
        default: return TransitionPlacement(old: (still, 1 - p), new: (still, p))
        }
    }

    /// A card turning over about the layer's centre line, in perspective: the old face for the
    /// first half, the new face (turned from behind) for the second. `fromLeft` turns about the
    /// vertical axis with the left side coming forward; `fromTop` about the horizontal axis with
    /// the top coming forward (UIKit's `.transitionFlipFrom…`).
    private func flipPlacement(progress p: Double, bounds: CGRect) -> TransitionPlacement {
        let angle = Double.pi * p
        let sub = subtype ?? .fromLeft
        let vertical = sub == .fromLeft || sub == .fromRight
        // Positive rotation about y brings the left side forward; negative about x brings the top forward.
        let sign: Double = (sub == .fromLeft || sub == .fromBottom) ? 1 : -1
        func turned(_ a: Double) -> ProjectiveTransform {
            let rotation = vertical ? CATransform3DMakeRotation(a * sign, 0, 1, 0)
                                    : CATransform3DMakeRotation(a * sign, 1, 0, 0)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / Self.flipEyeDistance
            let about = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0), rotation),
                CATransform3DConcat(perspective, CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)))
            return ProjectiveTransform(about)
        }
        let firstHalf = p < 0.5
        return TransitionPlacement(
            old: (turned(angle), firstHalf ? 1 : 0),
            new: (turned(angle - .pi), firstHalf ? 0 : 1))
    }

    /// Distance of the eye from the layer for flips, in points (m34 = −1/distance).
    package static let flipEyeDistance: CGFloat = 1000

    // Flipbook: an approximation of a page curl — the old page is rolled up towards its top edge
    // (curl) or the new page is unrolled down from it (uncurl) — with no curved page surface.
    private func curlPlacement(progress p: Double, bounds: CGRect) -> TransitionPlacement {
        func rolled(_ remaining: Double) -> ProjectiveTransform {
            let k = max(remaining, 0)
            return ProjectiveTransform(translationX: 0, y: -Double(bounds.minY))
                .concatenating(ProjectiveTransform(scaleX: 1, y: k))
                .concatenating(ProjectiveTransform(translationX: 0, y: Double(bounds.minY)))
        }
        if type == .pageCurl {
            return TransitionPlacement(old: (rolled(1 - p), 1), new: (.identity, 1), oldOnTop: true)
        }
        return TransitionPlacement(old: (.identity, 1), new: (rolled(p), 1))
    }
}

/// Where a transition shows the old and new pictures of its layer.
package struct TransitionPlacement {
    /// Transform within the layer's bounds space, and opacity, of the picture before the change.
    package var old: (transform: ProjectiveTransform, opacity: Double)
    /// The same for the layer as it is now.
    package var new: (transform: ProjectiveTransform, opacity: Double)
    /// Whether the old picture is painted over the new one.
    package var oldOnTop = false
}

extension CATransitionType {
    // MARK: - Flipbook addition (Core Animation's private types that UIKit's view transitions use)

    /// A card flip about the centre line; the subtype names the side that comes forward.
    package static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up off the new.
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls down over the old.
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}
