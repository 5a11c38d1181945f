//  NSLayoutAnchor+APITests.swift — FlipbookKitTests
//  anchorWithOffset(to:), anchors' and guides' debugging members, constraints' anchors.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

private func anchorScene() -> (UIWindow, UIView) {
    let window = UIWindow()
    window.makeKey()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    return (window, root)
}

private func anchoredView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@Suite struct NSLayoutAnchorAPITests {
    @Test func offsetDimensionsMakeEqualGaps() {
        // UIKit docs: anchorWithOffset(to:), "Creates a layout dimension object from two anchors"
        // — the distance between them, usable like a width in constraints (equal spacing).
        let (window, root) = anchorScene()
        let a = anchoredView(in: root), b = anchoredView(in: root), c = anchoredView(in: root)
        var constraints: [NSLayoutConstraint] = []
        for v in [a, b, c] {
            constraints += [v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
                            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
        }
        constraints += [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ]
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // 390 wide: 10 + 50 + g + 50 + g + 50 + 10 = 390 → g = 110.
        expectClose(Double(b.frame.minX), 170, tolerance: 0.5)
        expectClose(Double(c.frame.minX), 330, tolerance: 0.5)
    }

    @Test func anOffsetDimensionTakesAConstant() {
        // UIKit docs: anchorWithOffset(to:) returns an NSLayoutDimension: constraint(equalToConstant:) applies.
        let (window, root) = anchorScene()
        let a = anchoredView(in: root)
        NSLayoutConstraint.activate([
            a.heightAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            root.topAnchor.anchorWithOffset(to: a.topAnchor).constraint(equalToConstant: 42),
        ])
        window.layoutIfNeeded()
        expectClose(Double(a.frame.minY), 42, tolerance: 0.5)
        #expect(!a.topAnchor.hasAmbiguousLayout)
    }

    @Test func anAnchorNamesItsItemAndShowsItsConstraints() {
        // UIKit docs: NSLayoutAnchor.item is the anchor's view or guide; constraintsAffectingLayout
        // lists the constraints on it; hasAmbiguousLayout says whether constraints fix it.
        let (window, root) = anchorScene()
        let a = anchoredView(in: root)
        let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([top, left, a.widthAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(a.topAnchor.item === a)
        #expect(a.topAnchor.name.hasSuffix(".top"))
        #expect(a.topAnchor.constraintsAffectingLayout.contains { $0 === top })
        #expect(!a.topAnchor.constraintsAffectingLayout.contains { $0 === left })
        // No height: the vertical axis is ambiguous, the horizontal one is not.
        #expect(a.topAnchor.hasAmbiguousLayout)
        #expect(!a.leadingAnchor.hasAmbiguousLayout)
    }

    @Test func aConstraintGivesItsAnchors() {
        // UIKit docs: NSLayoutConstraint.firstAnchor/secondAnchor, the anchors the constraint relates.
        let (_, root) = anchorScene()
        let a = anchoredView(in: root)
        let c = a.topAnchor.constraint(equalTo: root.bottomAnchor)
        #expect(c.firstAnchor.item === a && c.firstAnchor.name == a.topAnchor.name)
        #expect(c.secondAnchor?.item === root && c.secondAnchor?.name == root.bottomAnchor.name)
        #expect(a.heightAnchor.constraint(equalToConstant: 3).secondAnchor == nil)
    }

    @Test func settingAGuidesOwningViewAddsItAndItsConstraintsShow() {
        // UIKit docs: UILayoutGuide.owningView, the view that owns the guide (set by addLayoutGuide(_:)).
        let (window, root) = anchorScene()
        let guide = UILayoutGuide()
        guide.owningView = root
        #expect(root.layoutGuides.contains { $0 === guide })
        let top = guide.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([top, guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(guide.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
        #expect(guide.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(guide.hasAmbiguousLayout)
        NSLayoutConstraint.activate([guide.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!guide.hasAmbiguousLayout)
        guide.owningView = nil
        #expect(!root.layoutGuides.contains { $0 === guide })
    }
}
