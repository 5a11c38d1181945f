//  CAGradientLayer.swift — FlipbookCore
//  Mirrors QuartzCore.CAGradientLayer. Status: complete.

import Foundation
import FlipbookGraphics

/// The shape of a gradient (mirrors `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to an ellipse whose half-axes reach `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, beginning in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its (rounded) bounds with a gradient over its background colour.
///
///     let fade = CAGradientLayer()
///     fade.colors = [UIColor.black.withAlphaComponent(0.6).cgColor, UIColor.clear.cgColor]
///     fade.startPoint = CGPoint(x: 0.5, y: 1)
///     fade.endPoint = CGPoint(x: 0.5, y: 0)
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate; points are in the unit square
/// of the bounds, (0, 0) the top-left corner on iOS.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s) at the stops; nil or empty draws nothing.
    open var colors: [Any]? {
        get { _model.gradient.colors.map { $0.map { CGColor($0) as Any } } }
        set { change("colors") { $0.gradient.colors = newValue.map { $0.compactMap { ($0 as? CGColor)?.color } } } }
    }
    /// Where each colour's stop lies, 0…1; nil spreads the stops evenly.
    open var locations: [NSNumber]? {
        get { _model.gradient.locations.map { $0.map { NSNumber(value: $0) } } }
        set { change("locations") { $0.gradient.locations = newValue.map { $0.map(\.doubleValue) } } }
    }
    // Core Animation docs: startPoint defaults to (0.5, 0), endPoint to (0.5, 1).
    open var startPoint: CGPoint {
        get { _model.gradient.startPoint }
        set { change("startPoint") { $0.gradient.startPoint = newValue } }
    }
    open var endPoint: CGPoint {
        get { _model.gradient.endPoint }
        set { change("endPoint") { $0.gradient.endPoint = newValue } }
    }
    open var type: CAGradientLayerType = .axial

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        type = other.type
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        guard let gradient = displayGradient(properties) else { return }
        let shape = roundedShape(properties, transform: transform, clips: clips, context: &context)
        items.append(DisplayItem(transform: transform, size: size, content: .gradient(gradient),
                                 opacity: opacity, cornerRadius: shape.radius, clips: shape.clips))
    }
}

extension CAGradientLayer {
    /// The gradient the layer paints with `properties`; nil when it paints nothing (no colours,
    /// or only clear ones).
    func displayGradient(_ properties: LayerProperties) -> DisplayGradient? {
        let g = properties.gradient
        guard let colors = g.colors, !colors.isEmpty, colors.contains(where: { $0.alpha > 0 }) else { return nil }
        // Core Animation docs, locations: "The gradient stops are specified as values between 0
        // and 1 [...] If nil, the stops are spread uniformly across the range."
        let locations: [Double]
        if let given = g.locations, given.count == colors.count {
            locations = given
        } else {
            locations = colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        let kind: DisplayGradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return DisplayGradient(kind: kind, colors: colors, locations: locations, startPoint: g.startPoint, endPoint: g.endPoint)
    }
}
