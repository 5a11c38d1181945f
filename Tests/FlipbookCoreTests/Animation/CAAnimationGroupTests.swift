//  CAAnimationGroupTests.swift — FlipbookCoreTests
//  CAAnimationGroup: children's time space, cut-off at the group's end, timing warp, delegates.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CAAnimationGroupTests {
    private func basic(_ keyPath: String, from: Double, to: Double, begin: CFTimeInterval = 0,
                       duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.beginTime = begin
        a.duration = duration
        return a
    }

    private func group(_ children: [CAAnimation], duration: CFTimeInterval) -> CAAnimationGroup {
        let g = CAAnimationGroup()
        g.animations = children
        g.duration = duration
        return g
    }

    @Test func childrenBeginRelativeToTheGroup() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0); $0.opacity = 1 }
        let g = group([
            basic("position.x", from: 0, to: 100, begin: 0, duration: 1),
            basic("opacity", from: 1, to: 0, begin: 1, duration: 1),
        ], duration: 2)
        // The group itself starts half a second from now; its children count from there.
        g.beginTime = s.layer.convertTime(s.clock.time, from: nil) + 0.5
        s.layer.add(g, forKey: "g")
        let before = s.presentation(at: 0.25)
        expectClose(before.position.x, -1, tolerance: 0)
        #expect(before.opacity == 1)

        let first = s.presentation(at: 1.0)
        expectClose(first.position.x, 50, tolerance: 1e-9)
        expectClose(Double(first.opacity), 1, tolerance: 0, "second child not begun")

        let second = s.presentation(at: 2.0)
        expectClose(second.position.x, -1, tolerance: 0, "first child over (no fill)")
        expectClose(Double(second.opacity), 0.5, tolerance: 1e-6)

        let after = s.presentation(at: 2.6)
        expectClose(after.position.x, -1, tolerance: 0)
        #expect(after.opacity == 1)
        #expect(s.layer.animation(forKey: "g") == nil, "the group is removed at its end")
    }

    @Test func aChildIsCutOffAtTheGroupsEnd() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let child = basic("position.x", from: 0, to: 100, duration: 2)
        child.fillMode = .forwards
        s.layer.add(group([child], duration: 1), forKey: "g")
        expectClose(s.presentation(at: 0.5).position.x, 25, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.9).position.x, 45, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.1).position.x, -1, tolerance: 0, "the group has ended")
    }

    @Test func aChildsFillHoldsUntilTheGroupEnds() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let held = basic("position.x", from: 0, to: 100, duration: 0.5)
        held.fillMode = .forwards
        s.layer.add(group([held], duration: 2), forKey: "g")
        expectClose(s.presentation(at: 1.5).position.x, 100, tolerance: 1e-9, "held inside the group")
        expectClose(s.presentation(at: 2.1).position.x, -1, tolerance: 0, "gone with the group")
    }

    @Test func aFilledGroupFreezesItsChildrenAtTheGroupsEnd() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let g = group([basic("position.x", from: 0, to: 100, duration: 2)], duration: 1)
        g.fillMode = .forwards
        g.isRemovedOnCompletion = false
        s.layer.add(g, forKey: "g")
        expectClose(s.presentation(at: 3).position.x, 50, tolerance: 1e-9)
    }

    @Test(arguments: [NamedCurve.easeIn, .easeOut, .easeInEaseOut])
    func theGroupsTimingFunctionWarpsItsChildren(_ curve: NamedCurve) {
        let s = Scene()
        let g = group([basic("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        g.timingFunction = CAMediaTimingFunction(name: curve.name)
        s.layer.add(g, forKey: "g")
        for t in [0.2, 0.5, 0.8] {
            expectClose(s.presentation(at: t).position.x, 100 * curve.eased(t), tolerance: 1e-6, "t = \(t)")
        }
    }

    @Test func groupAndChildTimingFunctionsCompose() {
        let s = Scene()
        let child = basic("position.x", from: 0, to: 100, duration: 1)
        child.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let g = group([child], duration: 1)
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        s.layer.add(g, forKey: "g")
        expectClose(s.presentation(at: 0.6).position.x, 100 * NamedCurve.easeOut.eased(NamedCurve.easeIn.eased(0.6)),
                    tolerance: 1e-6)
    }

    @Test func theGroupsSpeedAppliesToItsChildren() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let g = group([basic("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        g.speed = 2
        s.layer.add(g, forKey: "g")
        expectClose(s.presentation(at: 0.25).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.55).position.x, -1, tolerance: 0)
    }

    @Test func aRepeatingGroupReplaysItsChildren() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let g = group([basic("position.x", from: 0, to: 100, begin: 0.5, duration: 0.5)], duration: 1)
        g.repeatCount = 2
        s.layer.add(g, forKey: "g")
        expectClose(s.presentation(at: 0.25).position.x, -1, tolerance: 0)
        expectClose(s.presentation(at: 0.75).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.25).position.x, -1, tolerance: 0, "second iteration, child not begun")
        expectClose(s.presentation(at: 1.9).position.x, 80, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.1).position.x, -1, tolerance: 0)
    }

    @Test func onlyTheGroupsDelegateIsCalled() {
        let s = Scene()
        let groupDelegate = DelegateCounter(), childDelegate = DelegateCounter()
        let child = basic("opacity", from: 0, to: 1, duration: 0.5)
        child.delegate = childDelegate
        let g = group([child], duration: 1)
        g.delegate = groupDelegate
        s.layer.add(g, forKey: "g")
        _ = s.presentation(at: 0.1)
        #expect(groupDelegate.starts == 1)
        _ = s.presentation(at: 0.75)
        #expect(groupDelegate.stops.isEmpty, "the child's end is not the group's")
        _ = s.presentation(at: 1.5)
        #expect(groupDelegate.stops == [true])
        #expect(childDelegate.starts == 0)
        #expect(childDelegate.stops.isEmpty)
    }

    @Test func theLayerRunsACopyOfTheChildren() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let child = basic("position.x", from: 0, to: 100, duration: 1)
        let g = group([child], duration: 1)
        s.layer.add(g, forKey: "g")
        child.toValue = 1000
        g.animations?.append(basic("opacity", from: 0, to: 0))
        let p = s.presentation(at: 0.5)
        expectClose(p.position.x, 50, tolerance: 1e-9)
        #expect(p.opacity == 1)
    }
}
