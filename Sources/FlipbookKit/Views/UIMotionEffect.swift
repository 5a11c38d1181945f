//  UIMotionEffect.swift — FlipbookKit
//  Mirrors UIKit.UIMotionEffect. Status: partial (the previewer has no device motion, so no
//  effect is ever applied: views stay as on a device lying still).

import Foundation

/// The base class of effects that move a view with the device's tilt; a subclass maps the
/// viewer's offset to key paths' relative values.
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The values to add to the view's key paths for `viewerOffset` (each axis −1…1); nil for none.
    /// The base class has none; subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}
