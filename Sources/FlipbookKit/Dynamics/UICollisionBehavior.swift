//  UICollisionBehavior.swift — FlipbookKit
//  Mirrors UIKit.UICollisionBehavior and UICollisionBehaviorDelegate. Status: complete (rectangular items).

import Foundation

/// Makes its items collide with each other and/or with boundaries.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [UIDynamicItem]
    open var collisionMode: Mode = .everything { didSet { changed() } }
    /// Whether the reference view's bounds are a boundary (with `referenceBoundsInsets`).
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    private var referenceBoundsInsets = UIEdgeInsets.zero
    private var namedBoundaries: [(identifier: String, segments: [(CGPoint, CGPoint)])] = []
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// A boundary along a path (its straight segments).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let name = Self.name(identifier)
        namedBoundaries.removeAll { $0.identifier == name }
        namedBoundaries.append((name, bezierPath.segments))
        changed()
    }

    /// A boundary along one segment.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let name = Self.name(identifier)
        namedBoundaries.removeAll { $0.identifier == name }
        namedBoundaries.append((name, [(p1, p2)]))
        changed()
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        guard let found = namedBoundaries.first(where: { $0.identifier == Self.name(identifier) }) else { return nil }
        let path = UIBezierPath()
        for (a, b) in found.segments {
            path.move(to: a)
            path.addLine(to: b)
        }
        return path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        namedBoundaries.removeAll { $0.identifier == Self.name(identifier) }
        changed()
    }

    open func removeAllBoundaries() {
        namedBoundaries.removeAll()
        changed()
    }

    open var boundaryIdentifiers: [NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.map { NSString(string: $0.identifier) }
    }

    /// Identifiers are compared by their description (strings and numbers, as apps use).
    private static func name(_ identifier: NSCopying) -> String { "\(identifier)" }

    override package func contribute(to setup: DynamicsSetup) {
        let bit = setup.nextCollisionBit()
        for item in items {
            let body = setup.body(for: item)
            if collisionMode.contains(.items) { body.bodyCollisionMask |= bit }
            if collisionMode.contains(.boundaries) { body.boundaryCollisionMask |= bit }
        }
        if translatesReferenceBoundsIntoBoundary, let reference = setup.referenceBounds {
            let i = referenceBoundsInsets
            setup.boundaries += PhysicsBoundary.edges(
                of: reference, top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right),
                collisionMask: bit)
        }
        for (identifier, segments) in namedBoundaries {
            for (a, b) in segments {
                setup.boundaries.append(PhysicsBoundary(identifier: identifier, from: PhysicsVector(a), to: PhysicsVector(b), collisionMask: bit))
            }
        }
        setup.collisionBehaviors.append((bit, self))
        super.contribute(to: setup)
    }
}

/// Hears contacts begin and end (all members optional in UIKit).
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
