//  LayerProperties.swift — FlipbookCore
//  The animatable state of a layer, as one value. Status: complete.

import Foundation
import FlipbookGraphics

/// Every animatable property of a layer in one value type.
///
/// A layer's model is one of these; its presentation at time *t* is a copy
/// with each active animation applied in turn. Keeping the state in a struct
/// makes evaluation pure and cheap: no layer objects are made per frame.
package struct LayerProperties: Sendable {
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform: CATransform3D = CATransform3DIdentity
    package var sublayerTransform: CATransform3D = CATransform3DIdentity
    package var opacity: Double = 1
    package var isHidden = false
    package var backgroundColor: Color?
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    // Expected: Core Animation's default borderColor is opaque black.
    package var borderColor: Color = .black
    package var masksToBounds = false

    /// What few layers set — shadows, a shape's or a gradient's drawing — kept in one shared box,
    /// copied on write, and absent while all of it has its defaults: every layer's properties
    /// are copied on every frame, and the box keeps that copy as small as it was without them.
    private var extra: _ExtraBox?

    // Core Animation docs: shadowColor defaults to opaque black, shadowOpacity to 0,
    // shadowOffset to (0, −3), shadowRadius to 3.
    package var shadowColor: Color {
        get { extra?.value.shadowColor ?? .black }
        set { changeExtra { $0.shadowColor = newValue } }
    }
    package var shadowOpacity: Double {
        get { extra?.value.shadowOpacity ?? 0 }
        set { changeExtra { $0.shadowOpacity = newValue } }
    }
    package var shadowOffset: CGSize {
        get { extra?.value.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { changeExtra { $0.shadowOffset = newValue } }
    }
    package var shadowRadius: CGFloat {
        get { extra?.value.shadowRadius ?? 3 }
        set { changeExtra { $0.shadowRadius = newValue } }
    }
    package var shadowPath: PathData? {
        get { extra?.value.shadowPath }
        set { changeExtra { $0.shadowPath = newValue } }
    }
    /// A shape layer's animatable drawing (unused by other layers).
    package var shape: ShapeProperties {
        get { extra?.value.shape ?? ShapeProperties() }
        set { changeExtra { $0.shape = newValue } }
    }
    /// A gradient layer's (unused by other layers).
    package var gradient: GradientProperties {
        get { extra?.value.gradient ?? GradientProperties() }
        set { changeExtra { $0.gradient = newValue } }
    }
    /// A backdrop layer's blur (points) and saturation (unused by other layers).
    package var backdropBlurRadius: CGFloat {
        get { extra?.value.backdropBlurRadius ?? 0 }
        set { changeExtra { $0.backdropBlurRadius = newValue } }
    }
    package var backdropSaturation: CGFloat {
        get { extra?.value.backdropSaturation ?? 1 }
        set { changeExtra { $0.backdropSaturation = newValue } }
    }

    private mutating func changeExtra(_ change: (inout _ExtraProperties) -> Void) {
        if extra == nil {
            extra = _ExtraBox(_ExtraProperties())
        } else if !isKnownUniquelyReferenced(&extra!) {
            extra = _ExtraBox(extra!.value)
        }
        change(&extra!.value)
    }

    package init() {}

    /// The box of rarely set properties, held apart so that the next evaluation can write into
    /// it again (see `reuseExtraStorage(_:)`).
    package struct ExtraStorage {
        fileprivate var box: _ExtraBox?
        package init() {}

        /// Whether nothing but this holds its box (or it holds none).
        fileprivate var isFree: Bool {
            mutating get { box == nil || isKnownUniquelyReferenced(&box!) }
        }
    }

    /// The boxes a layer keeps for its presentations (see `reuseExtraStorage(_:)`): three, so a
    /// caller holding presentations at three times at once (a velocity's central differences)
    /// still finds one free each time and allocates none.
    package struct KeptExtraStorage {
        private var first = ExtraStorage(), second = ExtraStorage(), third = ExtraStorage()
        package init() {}

        /// Takes out a kept box nothing else holds (or the last, or none): `slot` says where to
        /// put back what the presentation ends up using.
        package mutating func take() -> (slot: Int, storage: ExtraStorage) {
            func taken(_ storage: inout ExtraStorage) -> ExtraStorage {
                let out = storage
                storage = ExtraStorage()
                return out
            }
            if first.isFree { return (0, taken(&first)) }
            if second.isFree { return (1, taken(&second)) }
            return (2, taken(&third))
        }

        /// Keeps `storage` in `slot` (from `take()`).
        package mutating func put(_ storage: ExtraStorage, slot: Int) {
            switch slot {
            case 0: first = storage
            case 1: second = storage
            default: third = storage
            }
        }
    }

    /// This value's box of rarely set properties, to keep for `reuseExtraStorage(_:)`.
    package var extraStorage: ExtraStorage {
        var kept = ExtraStorage()
        kept.box = extra
        return kept
    }

    /// Takes the box `kept` holds, when nothing else does any more, for this value's rarely set
    /// properties (copying them in): a presentation that animates a shadow, a path or a gradient
    /// then changes them in place instead of copying the box its model shares on every frame.
    package mutating func reuseExtraStorage(_ kept: inout ExtraStorage) {
        guard let current = extra, var box = kept.box, box !== current else { return }
        kept.box = nil
        guard isKnownUniquelyReferenced(&box) else { return }
        box.value = current.value
        extra = box
    }

    /// The current value at a parsed key path.
    package func value(at keyPath: LayerKeyPath) -> AnimatableValue {
        switch keyPath {
        case .position: return .point(position)
        case .positionX: return .scalar(position.x)
        case .positionY: return .scalar(position.y)
        case .bounds: return .rect(bounds)
        case .boundsOrigin: return .point(bounds.origin)
        case .boundsOriginX: return .scalar(bounds.minX)
        case .boundsOriginY: return .scalar(bounds.minY)
        case .boundsSize: return .size(bounds.size)
        case .boundsWidth: return .scalar(bounds.width)
        case .boundsHeight: return .scalar(bounds.height)
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointX: return .scalar(anchorPoint.x)
        case .anchorPointY: return .scalar(anchorPoint.y)
        case .zPosition: return .scalar(zPosition)
        case .transform: return .transform(transform)
        case .transformComponent(let c): return .scalar(transform.component(c))
        case .transformTranslation:
            let t = transform.translation
            return .size(CGSize(width: t.x, height: t.y))
        case .sublayerTransform: return .transform(sublayerTransform)
        case .sublayerTransformComponent(let c): return .scalar(sublayerTransform.component(c))
        case .opacity: return .scalar(opacity)
        case .backgroundColor: return .color(backgroundColor ?? .clear)
        case .borderColor: return .color(borderColor)
        case .cornerRadius: return .scalar(cornerRadius)
        case .borderWidth: return .scalar(borderWidth)
        case .shadowColor: return .color(shadowColor)
        case .shadowOpacity: return .scalar(shadowOpacity)
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowPath: return .path(shadowPath ?? PathData())
        case .path: return .path(shape.path ?? PathData())
        case .fillColor: return .color(shape.fillColor ?? .clear)
        case .strokeColor: return .color(shape.strokeColor ?? .clear)
        case .lineWidth: return .scalar(shape.lineWidth)
        case .strokeStart: return .scalar(shape.strokeStart)
        case .strokeEnd: return .scalar(shape.strokeEnd)
        case .lineDashPhase: return .scalar(shape.lineDashPhase)
        case .miterLimit: return .scalar(shape.miterLimit)
        case .colors: return .colors(gradient.colors ?? [])
        case .locations: return .numbers(gradient.locations ?? [])
        case .startPoint: return .point(gradient.startPoint)
        case .endPoint: return .point(gradient.endPoint)
        case .backdropBlurRadius: return .scalar(backdropBlurRadius)
        case .backdropSaturation: return .scalar(backdropSaturation)
        }
    }

    /// Stores `value` at a parsed key path; a value of the wrong kind is ignored.
    package mutating func setValue(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        switch (keyPath, value) {
        case let (.position, .point(p)): position = p
        case let (.positionX, .scalar(v)): position.x = v
        case let (.positionY, .scalar(v)): position.y = v
        case let (.bounds, .rect(r)): bounds = r
        case let (.boundsOrigin, .point(p)): bounds.origin = p
        case let (.boundsOriginX, .scalar(v)): bounds.origin.x = v
        case let (.boundsOriginY, .scalar(v)): bounds.origin.y = v
        case let (.boundsSize, .size(s)): bounds.size = s
        case let (.boundsWidth, .scalar(v)): bounds.size.width = v
        case let (.boundsHeight, .scalar(v)): bounds.size.height = v
        case let (.anchorPoint, .point(p)): anchorPoint = p
        case let (.anchorPointX, .scalar(v)): anchorPoint.x = v
        case let (.anchorPointY, .scalar(v)): anchorPoint.y = v
        case let (.zPosition, .scalar(v)): zPosition = v
        case let (.transform, .transform(t)): transform = t
        case let (.transformComponent(c), .scalar(v)): transform = transform.settingComponent(c, to: v)
        case let (.transformTranslation, .size(s)):
            transform = transform.settingComponent(.translationX, to: s.width).settingComponent(.translationY, to: s.height)
        case let (.sublayerTransform, .transform(t)): sublayerTransform = t
        case let (.sublayerTransformComponent(c), .scalar(v)): sublayerTransform = sublayerTransform.settingComponent(c, to: v)
        case let (.opacity, .scalar(v)): opacity = v
        case let (.backgroundColor, .color(c)): backgroundColor = c
        case let (.borderColor, .color(c)): borderColor = c
        case let (.cornerRadius, .scalar(v)): cornerRadius = v
        case let (.borderWidth, .scalar(v)): borderWidth = v
        case let (.shadowColor, .color(c)): shadowColor = c
        case let (.shadowOpacity, .scalar(v)): shadowOpacity = v
        case let (.shadowOffset, .size(s)): shadowOffset = s
        case let (.shadowRadius, .scalar(v)): shadowRadius = v
        case let (.shadowPath, .path(p)): shadowPath = p
        case let (.path, .path(p)): shape.path = p
        case let (.fillColor, .color(c)): shape.fillColor = c
        case let (.strokeColor, .color(c)): shape.strokeColor = c
        case let (.lineWidth, .scalar(v)): shape.lineWidth = v
        case let (.strokeStart, .scalar(v)): shape.strokeStart = v
        case let (.strokeEnd, .scalar(v)): shape.strokeEnd = v
        case let (.lineDashPhase, .scalar(v)): shape.lineDashPhase = v
        case let (.miterLimit, .scalar(v)): shape.miterLimit = v
        case let (.colors, .colors(c)): gradient.colors = c
        case let (.locations, .numbers(n)): gradient.locations = n
        case let (.startPoint, .point(p)): gradient.startPoint = p
        case let (.endPoint, .point(p)): gradient.endPoint = p
        case let (.backdropBlurRadius, .scalar(v)): backdropBlurRadius = v
        case let (.backdropSaturation, .scalar(v)): backdropSaturation = v
        default: break
        }
    }
}

/// The properties of `LayerProperties` that few layers set, with Core Animation's defaults.
private struct _ExtraProperties: Sendable {
    var shadowColor: Color = .black
    var shadowOpacity: Double = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: PathData?
    var shape = ShapeProperties()
    var gradient = GradientProperties()
    var backdropBlurRadius: CGFloat = 0
    var backdropSaturation: CGFloat = 1
}

/// The box `LayerProperties` shares its rarely set properties in (copied before a change when shared).
private final class _ExtraBox: @unchecked Sendable {
    var value: _ExtraProperties
    init(_ value: _ExtraProperties) { self.value = value }
}

/// What a shape layer draws that Core Animation animates (mirrors `CAShapeLayer`'s defaults).
package struct ShapeProperties: Sendable {
    package var path: PathData?
    // Core Animation docs: fillColor defaults to opaque black, strokeColor to nil, lineWidth to
    // 1, strokeStart to 0, strokeEnd to 1, miterLimit to 10.
    package var fillColor: Color? = .black
    package var strokeColor: Color?
    package var lineWidth: Double = 1
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1
    package var lineDashPhase: Double = 0
    package var miterLimit: Double = 10

    package init() {}
}

/// What a gradient layer draws that Core Animation animates (mirrors `CAGradientLayer`'s defaults).
package struct GradientProperties: Sendable {
    package var colors: [Color]?
    package var locations: [Double]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)

    package init() {}
}

/// An animatable key path of `CALayer`, parsed once from its string form.
///
/// Mirrors the key paths Core Animation accepts, including the transform
/// field paths (`transform.rotation.z`, `transform.scale`, …).
package enum LayerKeyPath: Hashable, Sendable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsOriginX, boundsOriginY, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, anchorPointX, anchorPointY, zPosition
    case transform, transformComponent(TransformComponent), transformTranslation
    case sublayerTransform, sublayerTransformComponent(TransformComponent)
    case opacity, backgroundColor, borderColor, cornerRadius, borderWidth
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    /// CAShapeLayer's.
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    /// CAGradientLayer's.
    case colors, locations, startPoint, endPoint
    /// A backdrop layer's (the keys of Core Animation's backdrop filters).
    case backdropBlurRadius, backdropSaturation

    /// Parses a key path such as `"position.x"` or `"transform.rotation.z"`; nil if not animatable.
    package init?(_ string: String) {
        switch string {
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.origin.x": self = .boundsOriginX
        case "bounds.origin.y": self = .boundsOriginY
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "anchorPoint": self = .anchorPoint
        case "anchorPoint.x": self = .anchorPointX
        case "anchorPoint.y": self = .anchorPointY
        case "zPosition": self = .zPosition
        case "opacity": self = .opacity
        case "backgroundColor": self = .backgroundColor
        case "borderColor": self = .borderColor
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "shadowColor": self = .shadowColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowOffset": self = .shadowOffset
        case "shadowRadius": self = .shadowRadius
        case "shadowPath": self = .shadowPath
        case "path": self = .path
        case "fillColor": self = .fillColor
        case "strokeColor": self = .strokeColor
        case "lineWidth": self = .lineWidth
        case "strokeStart": self = .strokeStart
        case "strokeEnd": self = .strokeEnd
        case "lineDashPhase": self = .lineDashPhase
        case "miterLimit": self = .miterLimit
        case "colors": self = .colors
        case "locations": self = .locations
        case "startPoint": self = .startPoint
        case "endPoint": self = .endPoint
        case "filters.gaussianBlur.inputRadius": self = .backdropBlurRadius
        case "filters.colorSaturate.inputAmount": self = .backdropSaturation
        case "transform": self = .transform
        case "transform.translation": self = .transformTranslation
        case "sublayerTransform": self = .sublayerTransform
        default:
            if let c = Self.component(string, prefix: "transform.") {
                self = .transformComponent(c)
            } else if let c = Self.component(string, prefix: "sublayerTransform.") {
                self = .sublayerTransformComponent(c)
            } else {
                return nil
            }
        }
    }

    /// The stored property this key path reads and writes: `.position` for `position.x`,
    /// `.transform` for `transform.rotation.z`. Two key paths with different fields never
    /// change each other's values.
    package var field: LayerKeyPath {
        switch self {
        case .position, .positionX, .positionY: .position
        case .bounds, .boundsOrigin, .boundsOriginX, .boundsOriginY, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case .anchorPoint, .anchorPointX, .anchorPointY: .anchorPoint
        case .transform, .transformComponent, .transformTranslation: .transform
        case .sublayerTransform, .sublayerTransformComponent: .sublayerTransform
        default: self
        }
    }

    private static func component(_ string: String, prefix: String) -> TransformComponent? {
        guard string.hasPrefix(prefix) else { return nil }
        switch string.dropFirst(prefix.count) {
        case "rotation", "rotation.z": return .rotationZ
        case "rotation.x": return .rotationX
        case "rotation.y": return .rotationY
        case "scale": return .scale
        case "scale.x": return .scaleX
        case "scale.y": return .scaleY
        case "scale.z": return .scaleZ
        case "translation.x": return .translationX
        case "translation.y": return .translationY
        case "translation.z": return .translationZ
        default: return nil
        }
    }
}
