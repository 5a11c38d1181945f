//  StackViewTests.swift — FlipbookKitTests
//  UIStackView's distributions and alignments against layouts worked out by hand from UIKit's
//  documentation, hidden views collapsing (at once, and sampled mid-animation against the
//  interpolated frames), margins, and what it does with its arranged views.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A view whose content has a size, as a label's or an image view's has.
private final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A window whose root holds `stack` at (0, 0), `width` × `height` points.
private func place(_ stack: UIStackView, width: CGFloat, height: CGFloat) -> UIWindow {
    let window = UIWindow()
    window.makeKey()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.widthAnchor.constraint(equalToConstant: width), stack.heightAnchor.constraint(equalToConstant: height),
    ])
    window.layoutIfNeeded()
    return window
}

/// A horizontal stack of views of these content sizes, distributed so, `spacing` apart.
private func stack(of sizes: [(CGFloat, CGFloat)], _ distribution: UIStackView.Distribution,
                   spacing: CGFloat = 0) -> (UIStackView, [SizedView]) {
    let views = sizes.map { SizedView($0.0, $0.1) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = distribution
    stack.spacing = spacing
    return (stack, views)
}

@Suite struct StackViewTests {
    // UIKit docs, fillEqually: "resizes all arranged views to the same size, filling the available
    // space along the stack view's axis". 300 wide, two gaps of 10: each (300 − 20) / 3 = 93⅓,
    // which is 280 device pixels at 3× — on the pixel grid.
    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (stack, views) = stack(of: [(10, 10), (50, 10), (90, 10)], .fillEqually, spacing: 10)
        _ = place(stack, width: 300, height: 40)
        for (i, view) in views.enumerated() {
            expectClose(view.frame.width, 280.0 / 3, tolerance: 1e-9)
            expectClose(view.frame.minX, Double(i) * (280.0 / 3 + 10), tolerance: 1e-9)
            #expect(view.frame.minY == 0 && view.frame.height == 40, "alignment fill stretches them across")
        }
    }

    // UIKit docs, fillProportionally: "resizes views proportionally based on their intrinsic content
    // size". Content widths 50, 100, 150 in 620 with two gaps of 10: 600 shared 1 : 2 : 3.
    @Test func fillProportionallySharesByContentSize() {
        let (stack, views) = stack(of: [(50, 10), (100, 10), (150, 10)], .fillProportionally, spacing: 10)
        _ = place(stack, width: 620, height: 20)
        #expect(views.map(\.frame.width) == [100, 200, 300])
        #expect(views.map(\.frame.minX) == [0, 110, 320])
    }

    // UIKit docs, equalSpacing: "maintains equal spacing between adjacent views while preserving their
    // intrinsic content size". Three 50-wide views in 300: the two gaps share 150.
    @Test func equalSpacingPadsTheGapsEvenly() {
        let (stack, views) = stack(of: [(50, 10), (50, 10), (50, 10)], .equalSpacing, spacing: 4)
        _ = place(stack, width: 300, height: 10)
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.map(\.frame.width) == [50, 50, 50])
    }

    // UIKit docs, equalCentering: "equal center-to-center spacing … while maintaining the spacing
    // property's distance between views". Widths 20, 60, 100 in 400: centres 10 and 350, so the
    // middle one is centred at 180 (x 150).
    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (stack, views) = stack(of: [(20, 10), (60, 10), (100, 10)], .equalCentering)
        _ = place(stack, width: 400, height: 10)
        #expect(views.map(\.frame.midX) == [10, 180, 350])
    }

    // UIKit docs, equalSpacing: "If the arranged views don't fit … it shrinks the views according
    // to their compression resistance priority"; the spacing stays. 2 × 100 + 20 in 200: the view
    // that resists less (the second) gives up the 20.
    @Test func equalSpacingShrinksTheLessResistantViewWhenTheyDoNotFit() {
        let (stack, views) = stack(of: [(100, 10), (100, 10)], .equalSpacing, spacing: 20)
        views[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        _ = place(stack, width: 200, height: 10)
        #expect(views.map(\.frame.width) == [100, 80])
        #expect(views[1].frame.minX == 120)
    }

    // UIKit docs, Distribution.fill: "If there's any ambiguity, the stack view resizes the arranged
    // views based on their index in the arrangedSubviews array"; in public examples (three labels
    // at the default hugging, two plain views) the first takes the slack. Content widths 50 and 60
    // in 300: the first 240; with the second hugging less, the second (priority before index).
    @Test func fillStretchesTheFirstViewWhereHuggingTies() {
        let (stack, views) = stack(of: [(50, 10), (60, 10)], .fill)
        let window = place(stack, width: 300, height: 10)
        #expect(views.map(\.frame.width) == [240, 60])
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout }, "the index settles it")
        // Its content grows: the first gives up the difference.
        views[1].size.width = 100
        views[1].invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [200, 100])
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 250])
    }

    // Plain views (no content size) tie on everything: the first gets the whole length.
    @Test func fillGivesPlainViewsLengthByIndex() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        _ = place(stack, width: 300, height: 10)
        #expect(views.map(\.frame.width) == [300, 0, 0])
    }

    // Too long for the stack, at equal compression resistance: 50 + 60 in 80. Flipbook's reading
    // of the index rule: the first gives up the 30. A view that resists less gives it up instead.
    @Test func fillShrinksByIndexWhereResistanceTies() {
        let (stack, views) = stack(of: [(50, 10), (60, 10)], .fill)
        let window = place(stack, width: 80, height: 10)
        #expect(views.map(\.frame.width) == [20, 60])
        views[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 30])
    }

    // The proportional shares are optional, at 999, 998, … in the order of the arranged views
    // (UIKit's view debugger shows them so).
    @Test func fillProportionallyRanksItsSharesByIndex() {
        let (stack, _) = stack(of: [(50, 10), (100, 10), (150, 10)], .fillProportionally, spacing: 10)
        _ = place(stack, width: 620, height: 20)
        let shares = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(shares.map(\.priority.rawValue).sorted(by: >) == [999, 998, 997])
    }

    // UIKit docs, Alignment: leading/top, center and trailing/bottom place each view at its content
    // height across a horizontal stack; fill stretches it. Heights 20 and 40 in a 100-high stack.
    @Test func alignmentsPlaceViewsAcrossTheAxis() {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.top, [0, 0], [20, 40]), (.center, [40, 30], [20, 40]), (.bottom, [80, 60], [20, 40]),
            (.fill, [0, 0], [100, 100]),
        ]
        for (alignment, ys, heights) in cases {
            let views = [SizedView(30, 20), SizedView(30, 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            _ = place(stack, width: 60, height: 100)
            #expect(views.map(\.frame.minY) == ys, "\(alignment)")
            #expect(views.map(\.frame.height) == heights, "\(alignment)")
        }
    }

    // A vertical stack that nothing sizes takes its content's size: labels of real font metrics,
    // with spacing, and centred across it at the widest one's width.
    @Test func aVerticalStackOfLabelsIsAsTallAsItsContent() {
        let title = UILabel(), body = UILabel()
        title.text = "Today"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        body.text = "Three new stories"
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 6
        stack.alignment = .center
        let window = UIWindow()
        window.makeKey()
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        let (t, b) = (title.intrinsicContentSize, body.intrinsicContentSize)
        // Edges land on device pixels (⅓ point at 3×): within a pixel of the content sizes.
        let pixel = 1.0 / 3 + 1e-9
        expectClose(title.frame.height, t.height, tolerance: pixel)
        expectClose(body.frame.width, b.width, tolerance: pixel)
        expectClose(body.frame.minY, t.height + 6, tolerance: pixel)
        expectClose(stack.frame.height, t.height + 6 + b.height, tolerance: pixel)
        expectClose(stack.frame.width, max(t.width, b.width), tolerance: pixel)
        #expect(b.width > t.width, "the body is the wider")
        expectClose(title.frame.midX, stack.bounds.midX, tolerance: pixel)
    }

    // UIKit docs, isLayoutMarginsRelativeArrangement: the views are laid out relative to the
    // stack's layout margins. Margins 10 all round: the views fill 280 × 80 from (10, 10).
    @Test func marginsRelativeArrangementInsetsTheViews() {
        let (stack, views) = stack(of: [(10, 10), (10, 10)], .fillEqually)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        _ = place(stack, width: 300, height: 100)
        #expect(views[0].frame == CGRect(x: 10, y: 10, width: 140, height: 80))
        #expect(views[1].frame == CGRect(x: 150, y: 10, width: 140, height: 80))
    }

    // UIKit docs, arrangedSubviews: "the stack view automatically updates its layout when … an
    // arranged view's isHidden property changes"; a hidden view takes no room and no spacing.
    @Test func aHiddenViewTakesNoRoomAndNoSpacing() {
        let (stack, views) = stack(of: [(50, 10), (60, 10), (70, 10)], .equalSpacing, spacing: 10)
        let window = place(stack, width: 300, height: 10)
        views[1].isHidden = true
        #expect(views[1].isHidden && views[1].layer.isHidden)
        window.layoutIfNeeded()
        #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300, "the two left fill the stack's ends")
        #expect(views[1].frame.width == 0)
        // The last one hidden: the one before it reaches the end, with no spacing after it.
        views[1].isHidden = false
        views[2].isHidden = true
        stack.distribution = .fill
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        window.layoutIfNeeded()
        #expect(views[1].frame.maxX == 300 && views[1].frame.minX == 60)
        #expect(views[2].frame.width == 0)
    }

    // Hiding an arranged view inside an animation block collapses it there, with no layoutIfNeeded:
    // mid-flight its width and the next view's place are the interpolated frames, and it stays
    // on screen until the collapse ends (UIKit hides its layer then).
    @Test func hidingInsideAnAnimationCollapsesTheViewSmoothly() {
        let (stack, views) = stack(of: [(50, 10), (60, 10), (70, 10)], .fill, spacing: 10)
        let window = place(stack, width: 300, height: 10)
        // Fill: the last view takes the slack (it hugs least); the middle is 60 wide from x 60.
        views[2].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        window.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 60, y: 0, width: 60, height: 10) && views[2].frame.minX == 130)
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            views[1].isHidden = true
        }, completion: { _ in finished = true })
        #expect(views[1].isHidden, "isHidden reads true at once")
        #expect(views[1].frame.width == 0 && views[2].frame.minX == 60, "the model is at the end at once")
        for t in [0.25, 0.5, 0.75] {
            window.clock.tick(to: t)
            expectClose(views[1].onScreen.bounds.width, 60 * (1 - t), tolerance: 1e-9)
            // The third view's left edge goes from 130 to 60; its width from 170 to 240.
            let third = views[2].onScreen
            expectClose(third.position.x - third.bounds.width / 2, 130 - 70 * t, tolerance: 1e-9)
            #expect(!views[1].layer.isHidden, "still drawn while it collapses")
        }
        window.clock.tick(to: 1.5)
        #expect(finished && views[1].layer.isHidden)
        // Shown again inside an animation: it grows back from nothing.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = false })
        #expect(!views[1].layer.isHidden)
        window.clock.tick(to: 2.0)
        expectClose(views[1].onScreen.bounds.width, 30, tolerance: 1e-9)
    }

    // UIKit docs, removeArrangedSubview: "the stack view doesn't remove the view from its subviews";
    // removeFromSuperview does, and takes it out of the arranged views too.
    @Test func removingArrangedViews() {
        let a = SizedView(10, 10), b = SizedView(10, 10), c = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        #expect(stack.subviews.count == 3 && !a.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews.map { $0 === b } == [false, false] && b.superview === stack)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === a)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews[0] === c && c.superview === stack)
        stack.setCustomSpacing(24, after: c)
        #expect(stack.customSpacing(after: c) == 24 && stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    // The stack's constraints carry UIKit's identifiers, so a contradiction names them.
    @Test func aStackThatCannotFitItsViewsNamesItsConstraints() {
        let views = [SizedView(10, 10), SizedView(10, 10)]
        let widths = views.map { $0.widthAnchor.constraint(equalToConstant: 100) }
        NSLayoutConstraint.activate(widths)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let window = place(stack, width: 150, height: 10)
        let message = window.clock.diagnostics.joined(separator: "\n")
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'UISV-spacing'") || message.contains("'UISV-canvas-connection'"))
    }
}
