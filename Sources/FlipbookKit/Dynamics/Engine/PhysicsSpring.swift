//  PhysicsSpring.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// A spring or rigid link between a point on a body and a world anchor or a point on another
/// body (UIAttachmentBehavior, UISnapBehavior).
///
/// - `frequency > 0`: a soft constraint with that natural frequency (Hz) and damping ratio,
///   solved implicitly (stable at any step; exact undamped period for a body attached at its
///   centre). The stiffness is chosen from the linked masses: k = m·(2πf)², c = 2m·ζ·2πf.
/// - `frequency == 0`: rigid, as in UIKit: the distance is held with velocity impulses and
///   corrected in position each step.
/// - `restLength == 0` holds the two points together in both axes (a pin or snap point);
///   `restLength > 0` only along the line between them (a rope of fixed length, a spring).
package struct PhysicsSpring: Equatable {
    /// One end of a spring.
    package enum End: Equatable {
        /// A fixed point in the world, points.
        case world(PhysicsVector)
        /// The point at `localOffset` from the centre of the body `id`, in the body's rotated frame.
        case body(id: Int, localOffset: PhysicsVector)
    }

    /// Stable key given by the world when the spring is added (−1 before).
    package internal(set) var key: Int = -1
    package var a: End
    package var b: End
    /// Distance to hold, points.
    package var restLength: Double
    /// Natural frequency in Hz; 0 = rigid.
    package var frequency: Double
    /// Damping ratio ζ (1 = critical).
    package var dampingRatio: Double
    /// A rope: holds the ends no further apart than `restLength`, and lets them come closer.
    package var isLimit = false

    package init(a: End, b: End, restLength: Double, frequency: Double = 0, dampingRatio: Double = 0) {
        self.a = a
        self.b = b
        self.restLength = restLength
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    package var isRigid: Bool { frequency <= 0 }
}
