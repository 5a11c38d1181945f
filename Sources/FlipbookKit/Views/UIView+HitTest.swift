//  UIView+HitTest.swift — FlipbookKit
//  Mirrors UIView's hit testing and coordinate conversion. Status: complete.

import Foundation

extension UIView {
    /// UIKit's hit test: a hidden, transparent (alpha ≤ 0.01) or non-interactive view and points
    /// outside it find nothing; otherwise the front-most subview that finds something, else self.
    package func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviewStorage.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// The base implementation of `convert`, which the class body declares overridable.
    final func _baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}
