//  TransformComponents.swift — FlipbookKit
//  Flipbook addition: a transform as the inspector shows it — translation, scale, rotation, perspective.

import Foundation

/// A `CATransform3D` decomposed as Core Animation interpolates it (FlipbookGraphics'
/// `DecomposedTransform3D`): translation in points, scale, rotation about x, y and z in degrees
/// (applied in that order), and the perspective term `m34`.
public struct TransformComponents: Equatable, Sendable {
    public var translation: (x: Double, y: Double, z: Double)
    public var scale: (x: Double, y: Double)
    public var rotation: (x: Double, y: Double, z: Double)
    /// `m34`: −1/d for a perspective of eye distance d; 0 without perspective.
    public var perspective: Double

    public init(_ t: CATransform3D) {
        perspective = Double(t.m34)
        if let d = DecomposedTransform3D(t) {
            translation = (d.translation.x, d.translation.y, d.translation.z)
            scale = (d.scale.x, d.scale.y)
            let angles = d.eulerAngles * (180 / .pi)
            rotation = (angles.x, angles.y, angles.z)
        } else {
            // Singular (a scale of 0 on some axis): no rotation can be told apart; the diagonal is the scale.
            translation = (Double(t.m41), Double(t.m42), Double(t.m43))
            scale = (Double(t.m11), Double(t.m22))
            rotation = (0, 0, 0)
        }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation && a.perspective == b.perspective
    }
}
