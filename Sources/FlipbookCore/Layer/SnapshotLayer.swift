//  SnapshotLayer.swift — FlipbookCore
//  Flipbook's frozen picture of a layer subtree (what UIKit's snapshot views show). Status: complete.

import Foundation
import FlipbookGraphics

/// A layer that draws a picture of another layer's subtree as it was at one moment.
///
/// The picture is the display items of the original (its background, contents and
/// sublayers, without its own transform and opacity) in the original's bounds space.
/// `pictureRect` of it fills this layer's bounds as they show at each moment — stretched,
/// as contents are under `.resize` — so a snapshot resized or animated to another frame
/// draws its picture shrunk or grown into that frame, not cut or left at its first size.
package final class SnapshotLayer: CALayer {
    package var items: [DisplayItem] = []
    /// The part of the picture (in the original's bounds space) drawn over this layer's bounds,
    /// stretched to fill them: the original's bounds for a whole snapshot, the cut rectangle for a
    /// slice. Nil draws the picture unscaled, in this layer's own bounds space.
    package var pictureRect: CGRect?

    package required init() {
        super.init()
    }

    package required init(layer: Any) {
        super.init(layer: layer)
        items = (layer as? SnapshotLayer)?.items ?? []
        pictureRect = (layer as? SnapshotLayer)?.pictureRect
    }

    /// A snapshot of `layer` as it shows at the clock's current time (its model if it has no clock):
    /// its picture fills the bounds it showed with (`pictureRect`); this layer takes its model bounds.
    package convenience init(snapshotOf layer: CALayer) {
        self.init()
        let time = layer.clock.map { layer.localTime(fromRootTime: $0.time) } ?? 0
        items = layer.displayItemsInOwnSpace(atLayerTime: time)
        pictureRect = layer.presentationProperties(atLayerTime: time).bounds
        bounds = layer.bounds
    }

    override package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into output: inout [DisplayItem]
    ) {
        // Items are in the original's bounds space; `transform` maps the plane whose origin is this
        // layer's bounds origin, where the picture's rectangle lands, scaled to the bounds' size.
        // `properties` and `size` are the presentation's at this frame's time: a bounds (or frame)
        // animation stretches the picture as it goes, and a transform moves it with the plane.
        let shown = pictureRect ?? properties.bounds
        let sx = shown.width > 0 ? Double(size.width / shown.width) : 1, sy = shown.height > 0 ? Double(size.height / shown.height) : 1
        var toScreen = ProjectiveTransform(translationX: -Double(shown.minX), y: -Double(shown.minY))
        if sx != 1 || sy != 1 { toScreen = toScreen.concatenating(ProjectiveTransform(scaleX: sx, y: sy)) }
        toScreen = toScreen.concatenating(transform)
        context.appendPicture(items, movedBy: toScreen, opacity: opacity, clips: clips, into: &output)
    }
}
