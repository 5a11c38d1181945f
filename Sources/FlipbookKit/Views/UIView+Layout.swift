//  UIView+Layout.swift — FlipbookKit
//  Mirrors UIView's layout pass and autoresizing (Auto Layout in AutoLayout/). Status: complete.

import Foundation

extension UIView {
    /// The base implementation of `setNeedsLayout`, which the class body declares overridable.
    final func _baseSetNeedsLayout() {
        // Asked already: the window was told then (it forgets only when a pass begins, and that
        // pass reaches every view of it that still needs layout), so the walk up is skipped.
        guard !needsLayout else { return }
        needsLayout = true
        var root = self
        while let parent = root.superviewStorage { root = parent }
        (root as? UIWindow)?.hasPendingLayout = true
    }

    /// The base implementation of `layoutIfNeeded`, which the class body declares overridable.
    final func _baseLayoutIfNeeded() {
        layOutSubtree(host: layoutEngineHost)
    }

    /// A view's `layoutSubviews` may move what constraints below it hang on (a cell sizing its
    /// content view): as in UIKit, each view's turn solves what changed before it is placed. (The
    /// engine is looked up on the tree's root each time: views added during the pass may make it.)
    private func layOutSubtree(host: UIView) {
        host.layoutEngine?.updateIfNeeded()
        // iOS 26: a view's properties are updated before it lays out.
        updatePropertiesIfNeeded()
        if needsLayout {
            needsLayout = false
            isLayingOutSubviews = true
            applyEngineFrames()
            layoutSubviews()
            isLayingOutSubviews = false
        }
        // A capsule or concentric corner radius follows the size and place layout gave the view.
        applyCornerConfiguration()
        for view in subviewStorage { view.layOutSubtree(host: host) }
    }

    /// The base implementation of `sizeToFit`, which the class body declares overridable.
    final func _baseSizeToFit() {
        let size = sizeThatFits(bounds.size)
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    /// After the bounds' size changed: autoresize the subviews and ask for layout.
    package func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard oldSize != newSize else { return }
        if autoresizesSubviews {
            for view in subviewStorage where !view.autoresizingMask.isEmpty {
                view.autoresize(superviewSizeFrom: oldSize, to: newSize)
            }
        }
        applyCornerConfiguration()
        setNeedsLayout()
        // A subview changing size is laid out again by its superview too, as on iOS.
        if let parent = superviewStorage, !parent.isLayingOutSubviews { parent.setNeedsLayout() }
    }

    /// UIKit's springs and struts: along each axis the growth is shared among the flexible
    /// parts (leading margin, size, trailing margin) in proportion to their current lengths,
    /// or equally when those lengths are all zero.
    private func autoresize(superviewSizeFrom old: CGSize, to new: CGSize) {
        let f = frame
        func share(_ delta: CGFloat, lengths: [CGFloat], flexible: [Bool]) -> [CGFloat] {
            let flexibleTotal = zip(lengths, flexible).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
            let count = CGFloat(flexible.filter { $0 }.count)
            return zip(lengths, flexible).map { length, isFlexible in
                guard isFlexible else { return 0 }
                return flexibleTotal > 0 ? delta * max(length, 0) / flexibleTotal : delta / count
            }
        }
        let m = autoresizingMask
        let dx = share(new.width - old.width, lengths: [f.minX, f.width, old.width - f.maxX],
                       flexible: [m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)])
        let dy = share(new.height - old.height, lengths: [f.minY, f.height, old.height - f.maxY],
                       flexible: [m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)])
        frame = CGRect(x: f.minX + dx[0], y: f.minY + dy[0], width: f.width + dx[1], height: f.height + dy[1])
    }
}
