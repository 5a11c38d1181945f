//  ViewRemovalTests.swift — FlipbookKitTests
//  A view that leaves its window mid-animation stops animating, as in UIKit.

import FlipbookKit
import Testing

@Suite struct ViewRemovalTests {
    @Test func removingAnAnimatingViewFromItsWindowEndsItsAnimationUnfinished() {
        let window = UIWindow()
        let container = UIView(frame: window.bounds)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(container)
        container.addSubview(view)
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 200 }, completion: { results.append($0) })
        window.clock.tick(to: 0.3)
        container.removeFromSuperview()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center.x == 200, "the model keeps the new value")
        window.clock.tick(to: 0.31)
        #expect(results == [false])
        window.clock.tick(to: 2)
        #expect(results == [false], "the completion runs once")
    }
}
