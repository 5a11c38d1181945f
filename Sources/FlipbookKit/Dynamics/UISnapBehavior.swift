//  UISnapBehavior.swift — FlipbookKit
//  Mirrors UIKit.UISnapBehavior. Status: partial (the item's rotation is not pulled back).

import Foundation

/// Pulls an item to a point with a damped spring.
///
/// Flipbook: a spring of `snapFrequency` Hz whose damping ratio is `damping` (UIKit's 0…1
/// "oscillation" setting; 0.5 by default). UIKit also turns the item back upright; here
/// its rotation is left to the other behaviours.
open class UISnapBehavior: UIDynamicBehavior {
    public let item: UIDynamicItem
    /// Where the item's centre is pulled to, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { changed() } }
    /// 0 oscillates most, 1 least (default 0.5).
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    /// The spring's natural frequency, Hz.
    package static let snapFrequency = 2.0

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override package func contribute(to setup: DynamicsSetup) {
        let body = setup.body(for: item)
        setup.springs.append(.init(a: .body(body, .zero), b: .world(PhysicsVector(snapPoint)), restLength: 0,
                                   frequency: Self.snapFrequency, dampingRatio: Double(min(max(damping, 0), 1))))
        super.contribute(to: setup)
    }
}
