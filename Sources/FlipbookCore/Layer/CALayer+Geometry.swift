//  CALayer+Geometry.swift — FlipbookCore
//  Mirrors CALayer's frame, coordinate and time conversions. Status: complete.

import Foundation
import FlipbookGraphics

extension CALayer {
    /// The base implementation of `frame`, which the class body declares overridable.
    final var _baseFrame: CGRect {
        get { Self.frame(of: _model) }
        set {
            // Flipbook: a NaN is reported as Core Animation raises it, and nothing changes.
            guard acceptsFrame(newValue) else { return }
            let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
            let origin = newValue.standardized.origin
            let anchor = _model.anchorPoint
            bounds = CGRect(origin: _model.bounds.origin, size: size)
            position = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
        }
    }

    /// The bounding box of the transformed bounds (corners behind the eye left out), made
    /// without an array: the inspector reads it every frame.
    package static func frame(of p: LayerProperties) -> CGRect {
        let m = levelTransform(of: p, parentSublayerTransform: nil)
        let r = p.bounds
        var box: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?
        func add(_ x: CGFloat, _ y: CGFloat) {
            guard let q = m.apply(CGPoint(x: x, y: y)) else { return }
            guard let b = box else { box = (q.x, q.y, q.x, q.y); return }
            box = (min(b.minX, q.x), min(b.minY, q.y), max(b.maxX, q.x), max(b.maxY, q.y))
        }
        add(r.minX, r.minY); add(r.maxX, r.minY); add(r.minX, r.maxY); add(r.maxX, r.maxY)
        guard let b = box else { return .null }
        return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
    }

    // MARK: Points and rectangles between layers

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        Self.converter(from: l, to: self).map(p)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        Self.converter(from: self, to: l).map(p)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.converter(from: l, to: self).map(r)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.converter(from: self, to: l).map(r)
    }

    /// The two transforms a conversion goes through: `source` to the root, the root to `target`
    /// (nil: the root itself). Made once for a rectangle's four corners, which each took both
    /// walks up the tree and an inversion when a rectangle was converted point by point (a
    /// text view's safe area, asked on every keystroke, spent a quarter of typing there).
    private static func converter(from source: CALayer?, to target: CALayer?) -> Converter {
        Converter(toRoot: source?.modelToRoot() ?? .identity, fromRoot: target.map { $0.modelToRoot().inverted() } ?? .identity)
    }

    private struct Converter {
        let toRoot: ProjectiveTransform
        /// Nil where the target's transform cannot be inverted: points are then left as they are.
        let fromRoot: ProjectiveTransform?

        func map(_ p: CGPoint) -> CGPoint {
            guard let fromRoot, let inRoot = toRoot.apply(p), let back = fromRoot.apply(inRoot) else { return p }
            return back
        }

        /// The bounding box of the four corners mapped.
        func map(_ r: CGRect) -> CGRect {
            let a = map(CGPoint(x: r.minX, y: r.minY)), b = map(CGPoint(x: r.maxX, y: r.minY))
            let c = map(CGPoint(x: r.minX, y: r.maxY)), d = map(CGPoint(x: r.maxX, y: r.maxY))
            let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
            return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
        }
    }

    /// Maps this layer's coordinates (its bounds space) to the root's.
    ///
    /// A model layer goes through model values. A presentation copy is not itself in a
    /// tree, so it goes through its model's ancestors, read as presentation values at the
    /// clock's current time (the presentation tree Core Animation converts through).
    package func modelToRoot() -> ProjectiveTransform {
        guard let model = modelLayerStorage else {
            return Self.toRoot(from: self, properties: _model) { $0._model }
        }
        let time = model.clock?.time
        return Self.toRoot(from: model, properties: _model) { layer in
            guard let time else { return layer._model }
            return layer.presentationProperties(atLayerTime: layer.localTime(fromRootTime: time))
        }
    }

    // MARK: - Flipbook addition (for the inspector)

    /// Maps the layer's bounds space to its root's through the values as they show at root time
    /// `t` (every animation of the layer and its ancestors applied), without a presentation copy.
    package func presentationToRoot(atRootTime t: CFTimeInterval, properties: LayerProperties) -> ProjectiveTransform {
        Self.toRoot(from: self, properties: properties) { layer in
            layer.presentationProperties(atLayerTime: layer.localTime(fromRootTime: t))
        }
    }

    /// Composes the level transforms from `layer` (whose values are `properties`) up to its root,
    /// reading each ancestor's values with `valuesOf`.
    private static func toRoot(
        from layer: CALayer, properties: LayerProperties, valuesOf: (CALayer) -> LayerProperties
    ) -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var current = layer
        var p = properties
        while true {
            let parent = current.superlayerStorage
            let parentValues = parent.map(valuesOf)
            m = m.concatenating(levelTransform(of: p, parentSublayerTransform: parentValues.flatMap(sublayerTransformAboutAnchor)))
            guard let parent, let parentValues else { return m }
            current = parent
            p = parentValues
        }
    }

    /// One level of the tree: this layer's bounds space → its superlayer's bounds space.
    ///
    /// In Core Animation's row-vector order: move the anchor point to the origin,
    /// apply `transform`, move to `position` (and `zPosition`), then the parent's
    /// sublayer transform. The 4×4 product is flattened to 3×3 here, as a plain
    /// layer flattens its sublayers into its own plane.
    package static func levelTransform(of p: LayerProperties, parentSublayerTransform: CATransform3D?) -> ProjectiveTransform {
        // The usual case, a layer moved and not transformed, is a translation: the same numbers
        // the matrix products below give (their other terms are exact zeros and ones), without them.
        if parentSublayerTransform == nil, CATransform3DIsIdentity(p.transform) {
            return translationLevel(bounds: p.bounds, anchorPoint: p.anchorPoint, position: p.position)
        }
        let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width
        let ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -p.anchorPointZ)
        if !CATransform3DIsIdentity(p.transform) { m = CATransform3DConcat(m, p.transform) }
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition))
        if let s = parentSublayerTransform { m = CATransform3DConcat(m, s) }
        return ProjectiveTransform(m)
    }

    /// `levelTransform` of a layer with the identity transform under no sublayer transform:
    /// the anchor point moved to `position`.
    @inline(always)
    static func translationLevel(bounds: CGRect, anchorPoint: CGPoint, position: CGPoint) -> ProjectiveTransform {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        return ProjectiveTransform(translationX: Double(position.x - ax), y: Double(position.y - ay))
    }

    /// The layer's sublayerTransform applied about its anchor point, or nil when it is the identity.
    package static func sublayerTransformAboutAnchor(of p: LayerProperties) -> CATransform3D? {
        guard !CATransform3DIsIdentity(p.sublayerTransform) else { return nil }
        let ax = p.bounds.minX + p.anchorPoint.x * p.bounds.width
        let ay = p.bounds.minY + p.anchorPoint.y * p.bounds.height
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), p.sublayerTransform),
            CATransform3DMakeTranslation(ax, ay, 0))
    }

    static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Time

    /// The base implementation of `convertTime`, which the class body declares overridable.
    final func _baseConvertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let root = l.map { $0.rootTime(fromLocalTime: t) ?? 0 } ?? t
        return localTime(fromRootTime: root)
    }

    /// The base implementation of `convertTime`, which the class body declares overridable.
    final func _baseConvertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let root = rootTime(fromLocalTime: t) ?? 0
        return l?.localTime(fromRootTime: root) ?? root
    }

    /// This layer's local time when the clock reads `t`:
    /// at each level down, local = (parent − beginTime) × speed + timeOffset.
    package func localTime(fromRootTime t: CFTimeInterval) -> CFTimeInterval {
        if passesTimeThrough { return t }
        return localTime(fromParentTime: superlayerStorage?.localTime(fromRootTime: t) ?? t)
    }

    /// The clock time at which this layer's local time reads `t`; nil when a layer on the
    /// way up is paused (speed 0), so that local time never changes.
    package func rootTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        if passesTimeThrough { return t }
        guard let parentTime = parentTime(fromLocalTime: t) else { return nil }
        guard let parent = superlayerStorage else { return parentTime }
        return parent.rootTime(fromLocalTime: parentTime)
    }

    /// One level of the time model: local time from the superlayer's (or the clock's) time.
    package func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        if let warp = timeWarp { return warp.localTime(atParentTime: t) }
        return (t - beginTime) * Double(speed) + timeOffset
    }

    /// The parent time at which local time reads `t`; nil when it never does.
    package func parentTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        if let warp = timeWarp { return warp.parentTime(atLocalTime: t) }
        guard speed != 0 else { return nil }
        return (t - timeOffset) / Double(speed) + beginTime
    }
}
