//  UIScrollView+LayoutGuides.swift — FlipbookKit
//  The scroll view's two layout guides, as UIKit has them: the frame guide is the view's visible
//  rectangle (views pinned to it stay put while the content scrolls), the content guide is the
//  content's rectangle, and constraints that size it set `contentSize`.

import Foundation

/// A scroll view's layout guides and the constraints that hold them.
final class _ScrollLayoutGuides {
    let frame = UILayoutGuide()
    let content = UILayoutGuide()
    /// The content guide's edges follow the offset (the engine solves in the view's frame, so
    /// the content's origin is at minus the offset); its size wishes for `contentSize`, weakly,
    /// so constraints from the content decide it.
    let contentLeft: NSLayoutConstraint, contentTop: NSLayoutConstraint
    let contentWidth: NSLayoutConstraint, contentHeight: NSLayoutConstraint

    /// How weakly the content guide keeps `contentSize`: any constraint of the content wins.
    static let contentSizePriority: UILayoutPriority = 1

    init(scrollView: UIScrollView) {
        frame.identifier = "UIScrollView-frameLayoutGuide"
        content.identifier = "UIScrollView-contentLayoutGuide"
        scrollView.addLayoutGuide(frame)
        scrollView.addLayoutGuide(content)
        let offset = scrollView.contentOffset, size = scrollView.contentSize
        contentLeft = content.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: -offset.x)
        contentTop = content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: -offset.y)
        contentWidth = content.widthAnchor.constraint(equalToConstant: size.width)
        contentHeight = content.heightAnchor.constraint(equalToConstant: size.height)
        contentWidth.priority = Self.contentSizePriority
        contentHeight.priority = Self.contentSizePriority
        NSLayoutConstraint.activate([
            frame.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            frame.topAnchor.constraint(equalTo: scrollView.topAnchor),
            frame.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            frame.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
            contentLeft, contentTop, contentWidth, contentHeight,
        ])
    }

    /// The offset moved: the content guide stays at the content's origin.
    func offsetDidChange(_ offset: CGPoint) {
        if contentLeft.constant != -offset.x { contentLeft.constant = -offset.x }
        if contentTop.constant != -offset.y { contentTop.constant = -offset.y }
    }

    func contentSizeDidChange(_ size: CGSize) {
        if contentWidth.constant != size.width { contentWidth.constant = size.width }
        if contentHeight.constant != size.height { contentHeight.constant = size.height }
    }
}

extension UIScrollView {
    /// After a layout pass: constraints that sized the content guide set `contentSize`.
    func updateContentSizeFromGuide() {
        guard let guides = layoutGuidesStorage else { return }
        let size = guides.content.layoutFrame.size
        guard size.width >= 0, size.height >= 0, size != contentSize, size != .zero || contentSize == .zero else { return }
        contentSize = size
    }
}
