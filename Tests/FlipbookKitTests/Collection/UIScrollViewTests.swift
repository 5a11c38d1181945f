//  UIScrollViewTests.swift — FlipbookKitTests
//  The content offset is the bounds origin; the delegate hears about scrolls; IndexPath and UIEdgeInsets additions.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIScrollViewTests {
    final class ScrollLog: NSObject, UIScrollViewDelegate {
        var offsets: [CGPoint] = []
        var endedAnimations = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
    }

    @Test func theContentOffsetIsTheBoundsOriginAndMovesSubviewsOnScreen() {
        let window = UIWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 400, width: 20, height: 20))
        scrollView.addSubview(child)
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        #expect(scrollView.clipsToBounds)

        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scrollView.bounds == CGRect(x: 0, y: 300, width: 200, height: 300))
        #expect(scrollView.frame == CGRect(x: 0, y: 50, width: 200, height: 300))
        #expect(child.frame.origin == CGPoint(x: 10, y: 400))
        // 50 + 400 − 300.
        expectClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: 150))

        scrollView.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func theDelegateHearsEveryChangeOfOffsetAndOnlyThose() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ScrollLog()
        scrollView.delegate = log
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        scrollView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        scrollView.setContentOffset(CGPoint(x: 5, y: 30), animated: false)
        #expect(log.offsets == [CGPoint(x: 0, y: 20), CGPoint(x: 5, y: 30)])
        #expect(log.endedAnimations == 0)
        scrollView.setContentOffset(CGPoint(x: 5, y: 40), animated: true)
        #expect(log.endedAnimations == 1)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 40))
    }

    @Test func scrollingAsksForALayoutPass() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.layoutIfNeeded()
        #expect(!scrollView.needsLayout)
        scrollView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(scrollView.needsLayout)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistanceWithinTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 30), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))   // 280 − 100
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))   // already visible
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func edgeInsetsShrinkARect() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 10, y: 10, width: 100, height: 50).inset(by: insets) == CGRect(x: 12, y: 11, width: 94, height: 46))
        #expect(CGRect(x: 0, y: 0, width: 5, height: 5).inset(by: .zero) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func indexPathsHaveSectionsItemsAndRows() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.item == 3)
        #expect(path.row == 3)
        #expect(path == IndexPath(row: 3, section: 1))
        #expect(Array(path) == [1, 3])
        path.item = 4
        #expect(path == IndexPath(item: 4, section: 1))
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
    }
}
