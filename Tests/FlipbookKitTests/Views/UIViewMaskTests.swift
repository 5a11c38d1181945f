//  UIViewMaskTests.swift — FlipbookKitTests
//  UIView.mask: a view outside the hierarchy whose shape cuts the masked view.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct UIViewMaskTests {
    // UIKit docs, mask: "The view's alpha channel determines how much of the view's content and
    // background shows through"; the mask view is not a subview.
    @Test func aMaskViewCutsTheViewToItsShape() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        let hole = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        hole.backgroundColor = .black
        hole.layer.cornerRadius = 25
        view.mask = hole
        #expect(view.layer.mask === hole.layer)
        #expect(hole.superview == nil && view.subviews.isEmpty)
        let clip = view.layer.displayList(atRootTime: 0).items.first?.clips.last
        #expect(clip?.rect == CGRect(x: 0, y: 0, width: 50, height: 50) && clip?.cornerRadius == 25)
        #expect(clip?.contains(screenPoint: CGPoint(x: 50, y: 50)) == true)
        #expect(clip?.contains(screenPoint: CGPoint(x: 27, y: 27)) == false, "outside the round corner")
        view.mask = nil
        #expect(view.layer.mask == nil && view.layer.displayList(atRootTime: 0).items.first?.clips.isEmpty == true)
    }
}
