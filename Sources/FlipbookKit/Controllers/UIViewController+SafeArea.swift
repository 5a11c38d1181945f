//  UIViewController+SafeArea.swift — FlipbookKit
//  Mirrors how UIKit gives views their safe area: the device's insets, the bars of the
//  containers a controller's view lies under, and the controllers' additionalSafeAreaInsets.
//  Status: complete.

import Foundation

extension UIViewController {
    /// The parent re-places this controller's view (its frame under or below the bars), and the
    /// view's safe area is looked at again.
    func containerLayoutDidChange() {
        parent?.viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.safeAreaMayHaveChanged()
    }
}

extension UIView {
    /// The part of the window this view's content is safe in, in window coordinates: the
    /// window's less the device's insets, less the bars of the containers above it, less each
    /// enclosing controller's `additionalSafeAreaInsets` (UIKit docs: safeAreaInsets, "the
    /// safe area of a view reflects the area not covered by navigation bars, tab bars,
    /// toolbars, and other ancestors that obscure a view controller's view").
    func safeRegion(in window: UIWindow) -> CGRect {
        var region = superviewStorage.map { $0.safeRegion(in: window) }
            ?? window.bounds.inset(by: window.deviceSafeAreaInsets)
        guard let controller = owningViewController else { return region }
        if let parent = controller.parent, let uncovered = parent.uncoveredRegion(forChild: controller, in: window) {
            region = region.intersection(uncovered)
        }
        let additional = controller.additionalSafeAreaInsets
        guard additional != .zero else { return region }
        // UIKit docs: additionalSafeAreaInsets are added to the insets the view has already.
        let frame = convert(bounds, to: window)
        let insets = UIView.insets(of: frame, outside: region)
        return frame.inset(by: UIEdgeInsets(top: insets.top + additional.top, left: insets.left + additional.left,
                                            bottom: insets.bottom + additional.bottom,
                                            right: insets.right + additional.right))
    }

    /// How far `frame`'s edges lie outside `region`, each edge at most the frame's size.
    static func insets(of frame: CGRect, outside region: CGRect) -> UIEdgeInsets {
        guard !region.isNull else { return .zero }
        return UIEdgeInsets(top: max(0, min(region.minY - frame.minY, frame.height)),
                            left: max(0, min(region.minX - frame.minX, frame.width)),
                            bottom: max(0, min(frame.maxY - region.maxY, frame.height)),
                            right: max(0, min(frame.maxX - region.maxX, frame.width)))
    }

    /// The safe area of this view and those below it may have changed (a bar hid, a
    /// controller's additional insets changed): they are told (`safeAreaInsetsDidChange`,
    /// `viewSafeAreaInsetsDidChange`), and their constraints and layout look again.
    package func safeAreaMayHaveChanged() {
        LayoutEngine.structureDidChange(near: self)
        func visit(_ view: UIView) {
            view.safeAreaInsetsDidChange()
            view.owningViewController?.viewSafeAreaInsetsDidChange()
            view.setNeedsLayout()
            view.subviewStorage.forEach(visit)
        }
        visit(self)
    }
}

extension CGRect {
    /// How far a region bounded on one side reaches on the others: beyond any screen.
    private static let unbounded: CGFloat = 1e7

    /// All of the plane below `y`: what a bar across the top leaves uncovered.
    static func safeRegion(below y: CGFloat) -> CGRect {
        CGRect(x: -unbounded, y: y, width: 2 * unbounded, height: unbounded)
    }

    /// All of the plane above `y`: what a bar across the bottom leaves uncovered.
    static func safeRegion(above y: CGFloat) -> CGRect {
        CGRect(x: -unbounded, y: y - unbounded, width: 2 * unbounded, height: unbounded)
    }
}
