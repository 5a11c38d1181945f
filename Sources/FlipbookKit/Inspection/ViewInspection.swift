//  ViewInspection.swift — FlipbookKit
//  Flipbook addition: one view's geometry and look at a moment, as on screen and as set.

import Foundation

/// One view (or layer) at a moment: what shows (the presentation values) and what was set (the model).
///
/// The names are UIView's (UIKit docs: `frame`, `center`, `bounds`, `alpha`, `transform`,
/// `layer.cornerRadius`, `backgroundColor`); a view's `center` is its layer's `position` and its
/// `alpha` the layer's `opacity`.
public struct ViewInspection: Equatable, Sendable {
    /// The values of one side, presentation or model.
    public struct Values: Equatable, Sendable {
        /// The rectangle in the superview's space that the transformed bounds cover.
        public var frame: CGRect
        public var center: CGPoint
        public var bounds: CGRect
        public var alpha: Double
        public var transform: TransformComponents
        public var cornerRadius: Double
        /// nil: no background colour.
        public var backgroundColor: Color?

        package init(_ p: LayerProperties) {
            frame = CALayer.frame(of: p)
            center = p.position
            bounds = p.bounds
            alpha = p.opacity
            transform = TransformComponents(p.transform)
            cornerRadius = Double(p.cornerRadius)
            backgroundColor = p.backgroundColor
        }
    }

    /// As it shows at the moment: every active animation applied.
    public var presentation: Values
    /// As set: where the animations take it.
    public var model: Values

    /// `layer` at scene time `t`.
    public init(layer: CALayer, at t: Double) {
        presentation = Values(layer.presentationProperties(atLayerTime: layer.localTime(fromRootTime: t)))
        model = Values(layer.modelProperties)
    }

    /// `view` at its window's clock time (its model values twice when it is in no window).
    public init(view: UIView) {
        self.init(layer: view.layer, at: view.layer.clock?.time ?? 0)
    }
}
