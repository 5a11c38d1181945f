//  UIScrollViewInsetTests.swift — FlipbookKitTests
//  adjustedContentInset: the safe area added to contentInset by contentInsetAdjustmentBehavior,
//  on an iPhone 14 in portrait (status bar 47 pt, home indicator 34 pt), and content at rest at
//  the top kept below the status bar.

import Foundation
@testable import FlipbookKit
import Testing

@Suite final class UIScrollViewInsetTests {
    /// The windows made, kept for the test (a view holds its window weakly).
    private var windows: [UIWindow] = []

    final class InsetLog: NSObject, UIScrollViewDelegate {
        var changes: [UIEdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            changes.append(scrollView.adjustedContentInset)
        }
    }

    /// A full-screen scroll view in a portrait iPhone window, laid out.
    private func fullScreen(contentHeight: CGFloat, _ behavior: UIScrollView.ContentInsetAdjustmentBehavior,
                            insets: UIEdgeInsets = .zero) -> UIScrollView {
        let window = UIWindow(frame: CGRect(origin: .zero, size: UIWindow.iPhoneScreenSize))
        windows.append(window)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentInset = insets
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return scrollView
    }

    // UIKit docs, ContentInsetAdjustmentBehavior.scrollableAxes: "The top and bottom insets include
    // the safe area inset values when the vertical content size is greater than the height of the
    // scroll view itself. The top and bottom insets are also adjusted when the alwaysBounceVertical
    // property is true. Similarly, the left and right insets include the safe area insets when the
    // horizontal content size is greater than the width of the scroll view."
    @Test func scrollableAxesAddTheSafeAreaOnlyAlongTheAxesThatScroll() {
        let tall = fullScreen(contentHeight: 3000, .scrollableAxes, insets: UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0))
        #expect(tall.adjustedContentInset == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        let short = fullScreen(contentHeight: 500, .scrollableAxes)
        #expect(short.adjustedContentInset == .zero)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    // UIKit docs: .never, "Do not adjust the scroll view insets"; .always, "Always include the safe
    // area insets in the content adjustment."
    @Test func neverAndAlwaysIgnoreTheContent() {
        let never = fullScreen(contentHeight: 3000, .never, insets: UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(never.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(never.contentOffset == .zero)
        let always = fullScreen(contentHeight: 100, .always)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // A scroll view clear of the status bar and home indicator has no safe area to add.
        let window = UIWindow(frame: CGRect(origin: .zero, size: UIWindow.iPhoneScreenSize))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        inner.contentInsetAdjustmentBehavior = .always
        window.addSubview(inner)
        #expect(inner.adjustedContentInset == .zero)
    }

    // UIKit docs, .automatic: "Content is always adjusted vertically when the scroll view is the
    // content view of a view controller that is currently displayed by a navigation or tab bar
    // controller" — even content shorter than the view.
    @Test func automaticAdjustsAControllersViewInANavigationController() {
        let window = UIWindow(frame: CGRect(origin: .zero, size: UIWindow.iPhoneScreenSize))
        final class ListController: UIViewController {
            override func loadView() { view = UIScrollView() }
        }
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let scrollView = try! #require(list.view as? UIScrollView)
        #expect(scrollView.contentSize == .zero)
        // Extended under the translucent bar: the content starts below the bar (UIKit docs:
        // contentInsetAdjustmentBehavior .automatic, "always adjusts … in a navigation controller").
        #expect(scrollView.frame.minY == 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset.y == -91, "at rest at the top, below the bar")
        // The same view outside any bar controller, full screen, short content: not adjusted.
        let alone = fullScreen(contentHeight: 100, .automatic)
        #expect(alone.adjustedContentInset == .zero)
    }

    // Content at rest at the top when the insets grow starts below them (a list's first row below
    // the status bar, its offset −47, as on a device), and the delegate is told of each change.
    @Test func contentAtRestAtTheTopStaysBelowTheInsets() {
        let window = UIWindow(frame: CGRect(origin: .zero, size: UIWindow.iPhoneScreenSize))
        let scrollView = UIScrollView(frame: window.bounds)
        let log = InsetLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        scrollView.addSubview(row)
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 47), "the first row shows just below the status bar")
        #expect(log.changes == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        // Scrolled away from the top, a change of inset leaves the offset alone.
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(log.changes.last == UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0))
        // The scroll range is the adjusted one: from −67 to 3000 + 34 − 844.
        scrollView.setContentOffset(CGPoint(x: 0, y: -500), animated: false)
        #expect(scrollView.clampedContentOffset(scrollView.contentOffset) == CGPoint(x: 0, y: -67))
        #expect(scrollView.clampedContentOffset(CGPoint(x: 0, y: 5000)) == CGPoint(x: 0, y: 2190))
    }
}
