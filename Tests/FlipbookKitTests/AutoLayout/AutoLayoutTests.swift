//  AutoLayoutTests.swift — FlipbookKitTests
//  Constraints made with anchors and NSLayoutConstraint, laid out by the engine: layouts worked
//  out by hand from UIKit's documentation, priorities, content size, autoresizing translation,
//  the safe area and margins, animated constant changes, and UIKit's unsatisfiable message.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A window with a 390 × 844 root view laid out by constraints, and a view in it placed by them.
private func makeLayoutScene() -> (UIWindow, UIView) {
    let window = UIWindow()
    window.makeKey()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    return (window, root)
}

private func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

@Suite struct AutoLayoutTests {
    // UIKit docs, "Anatomy of a Constraint": item1.attribute1 = multiplier × item2.attribute2 + constant.
    // Leading 16, trailing −16 (the superview's trailing edge 16 in), top 20, height 44 in a 390-wide
    // view: x 16, width 390 − 32 = 358.
    @Test func anchorsPinAViewInsideItsSuperview() {
        let (window, root) = makeLayoutScene()
        let bar = constrainedView(in: root)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 16, y: 20, width: 358, height: 44))
        #expect(root.constraints.count == 3, "constraints between a view and its superview live on the superview")
        #expect(bar.constraints.count == 1, "a constant height lives on the view itself")
    }

    // Half the superview's width, centred: width 195, x (390 − 195) / 2 = 97.5; centred down: y (844 − 100) / 2.
    @Test func multipliersAndCentres() {
        let (window, root) = makeLayoutScene()
        let card = constrainedView(in: root)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalToConstant: 100),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            NSLayoutConstraint(item: card, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY,
                               multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        // UIKit puts edges on device pixels: 97.5 pt is 292.5 pixels at 3×, so 293.
        expectClose(card.frame.minX, 293.0 / 3, tolerance: 1e-12)
        #expect(card.frame.width == 195 && card.frame.minY == 372 && card.frame.height == 100)
    }

    // Two views 16 from the edges, 8 apart, of equal widths: each (390 − 16 − 8 − 16) / 2 = 175.
    @Test func equalWidthsShareTheSpace() {
        let (window, root) = makeLayoutScene()
        let a = constrainedView(in: root), b = constrainedView(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 0, width: 175, height: 10))
        #expect(b.frame == CGRect(x: 199, y: 0, width: 175, height: 10))
    }

    // UIKit docs, "Constraint Priorities": an optional constraint is satisfied as nearly as the
    // required ones allow. width == 500 @750 under width ≤ 400 (required) gives 400; an optional
    // width == 100 @250 then loses to the stronger one.
    @Test func anOptionalConstraintComesAsCloseAsTheRequiredOnesAllow() {
        let (window, root) = makeLayoutScene()
        let view = constrainedView(in: root)
        let wish = view.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let weak = view.widthAnchor.constraint(equalToConstant: 100)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([
            wish, weak, view.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.width == 400)
        wish.priority = UILayoutPriority(200)
        window.layoutIfNeeded()
        #expect(view.frame.width == 100, "at 200 the wish is weaker than the 250 one")
    }

    // UIKit docs, "Intrinsic Content Size": a label placed only by its position takes its text's
    // size; between fixed edges, the label that hugs less (lower hugging priority) stretches.
    @Test func labelsTakeTheirTextsSizeAndTheLooserHuggerStretches() {
        let (window, root) = makeLayoutScene()
        let title = UILabel(), value = UILabel()
        title.text = "Title"; value.text = "Value"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let titleSize = title.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        // Edges on device pixels (3×).
        func pixel(_ x: CGFloat) -> CGFloat { (x * 3).rounded() / 3 }
        expectClose(title.frame.origin, CGPoint(x: 20, y: 100), tolerance: 1e-12)
        expectClose(title.frame.width, pixel(20 + titleSize.width) - 20, tolerance: 1e-12)
        expectClose(title.frame.height, pixel(100 + titleSize.height) - 100, tolerance: 1e-12)
        expectClose(value.frame.minX, pixel(20 + titleSize.width + 8), tolerance: 1e-12)
        #expect(value.frame.maxX == 370, "the value label, hugging at 250, takes the rest")
        #expect(value.frame.minY == 100, "same font, same baseline: the same top")

        // A longer title is measured again: its content size changed.
        title.text = "A longer title"
        window.layoutIfNeeded()
        expectClose(title.frame.width, pixel(20 + title.intrinsicContentSize.width) - 20, tolerance: 1e-12)
        #expect(title.frame.width > titleSize.width)
    }

    // UIKit docs, "Animating Changes to Constraints": change the constant, then call
    // layoutIfNeeded() inside the animation block; the views move there over its duration.
    @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrames() {
        let (window, root) = makeLayoutScene()
        let header = constrainedView(in: root), below = constrainedView(in: root)
        let height = header.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor), height,
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            below.topAnchor.constraint(equalTo: header.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(below.frame.minY == 100)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            height.constant = 300
            root.layoutIfNeeded()
        })
        #expect(header.frame.height == 300 && below.frame.minY == 300, "the model is at the end at once")
        for t in [0.25, 0.5, 0.75] {
            window.clock.tick(to: t)
            expectClose(header.onScreen.bounds.height, 100 + 200 * t, tolerance: 1e-9)
            expectClose(below.onScreen.position.y, 125 + 200 * t, tolerance: 1e-9)
        }
    }

    // UIKit's console message for contradicting required constraints, naming them and breaking
    // the one it was adding.
    @Test func contradictingConstraintsGiveUIKitsMessageAndOneIsBroken() {
        let (window, root) = makeLayoutScene()
        let view = constrainedView(in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([narrow, wide, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.leftAnchor.constraint(equalTo: root.leftAnchor)])
        window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        let message = window.clock.diagnostics.joined(separator: "\n")
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'narrow' UIView:0x"), "the conflicting constraint, by its identifier")
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(message.contains(".width == 200   (active)>\n\nMake a symbolic breakpoint"))
        #expect(!message.contains(".height"), "only the constraints of the contradiction are listed")
        #expect(!message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
    }

    // The classic mistake: a view left translating its (zero) frame into constraints, then given
    // a width — the message names the mask's constraint and adds UIKit's note about it.
    @Test func forgettingTranslatesAutoresizingMaskIntoConstraintsConflicts() {
        let (window, root) = makeLayoutScene()
        let view = UIView()
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 120).isActive = true
        window.layoutIfNeeded()
        let message = window.clock.diagnostics.joined(separator: "\n")
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(message.contains("h=--- v=---"))
        #expect(message.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(view.frame == .zero, "the frame holds; the width is broken")
    }

    // A view that translates its mask follows its superview as autoresizing does, and views
    // placed by constraints against it follow too.
    @Test func aTranslatedMaskFollowsItsSuperview() {
        let (window, root) = makeLayoutScene()
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 370, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        root.addSubview(panel)
        let inner = constrainedView(in: panel)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: panel.topAnchor), inner.bottomAnchor.constraint(equalTo: panel.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 0, width: 360, height: 100))
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        window.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 480, height: 100))
        #expect(inner.frame == CGRect(x: 5, y: 0, width: 470, height: 100))
        #expect(window.clock.diagnostics.isEmpty)
    }

    // UIKit docs, safeAreaLayoutGuide and layoutMargins: the safe area leaves the status bar and
    // home indicator clear (an iPhone 14: 47 pt above, 34 below); the default margins are 8 pt.
    @Test func theSafeAreaAndTheMargins() {
        let (window, root) = makeLayoutScene()
        let content = constrainedView(in: root), inset = constrainedView(in: content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            inset.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            inset.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            inset.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(inset.frame == CGRect(x: 8, y: 8, width: 374, height: 20))
        #expect(content.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 763 - 16))
    }

    // A constraint between views in different superviews is solved in one engine, and each view's
    // frame is in its own superview; removing a view drops its constraints to views outside it.
    @Test func constraintsAcrossSuperviewsAndRemoval() {
        let (window, root) = makeLayoutScene()
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 195, height: 200))
        let right = UIView(frame: CGRect(x: 195, y: 150, width: 195, height: 200))
        root.addSubview(left); root.addSubview(right)
        let a = constrainedView(in: left), b = constrainedView(in: right)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 70), a.leadingAnchor.constraint(equalTo: left.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.trailingAnchor.constraint(equalTo: right.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 70, width: 10, height: 10))
        #expect(b.frame == CGRect(x: 185, y: 20, width: 10, height: 10), "170 in the root is 20 below right's top at 150")
        let across = root.constraints.count
        a.removeFromSuperview()
        #expect(root.constraints.count == across - 3, "b's top, width and height to a went with it")
        #expect(!root.constraints.contains { $0.firstItem === a || $0.secondItem === a })
    }

    // UIKit docs, updateConstraints(): the system calls it before layout when
    // setNeedsUpdateConstraints() asked; an override changes constraints, then calls super.
    @Test func updateConstraintsRunsBeforeTheLayoutThatAskedForIt() {
        final class Banner: UIView {
            var tall = false
            lazy var height = heightAnchor.constraint(equalToConstant: 40)
            var updates = 0
            override func updateConstraints() {
                updates += 1
                height.constant = tall ? 120 : 40
                super.updateConstraints()
            }
        }
        let (window, root) = makeLayoutScene()
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        NSLayoutConstraint.activate([banner.height, banner.topAnchor.constraint(equalTo: root.topAnchor),
                                     banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     banner.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(banner.frame.height == 40 && banner.updates == 0)
        banner.tall = true
        banner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(banner.updates == 1 && !banner.needsUpdateConstraints())
        #expect(banner.frame.height == 120)
        window.layoutIfNeeded()
        #expect(banner.updates == 1, "asked once, run once")
    }

    // UIKit docs, hasAmbiguousLayout: true when the constraints do not fix the view's frame. A
    // missing height leaves it free; an optional wish fixes it; a view fully placed is not.
    @Test func ambiguityIsAFrameTheConstraintsDoNotFix() {
        let (window, root) = makeLayoutScene()
        let placed = constrainedView(in: root), loose = constrainedView(in: root)
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: root.leadingAnchor), placed.topAnchor.constraint(equalTo: root.topAnchor),
            placed.widthAnchor.constraint(equalToConstant: 50), placed.heightAnchor.constraint(equalToConstant: 50),
            loose.leadingAnchor.constraint(equalTo: root.leadingAnchor), loose.topAnchor.constraint(equalTo: placed.bottomAnchor),
            loose.widthAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(!placed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout, "nothing decides its height")
        let before = loose.frame
        window.layoutIfNeeded()
        #expect(loose.frame == before, "asking does not move it")
        let wish = loose.heightAnchor.constraint(equalToConstant: 30)
        wish.priority = .fittingSizeLevel
        wish.isActive = true
        window.layoutIfNeeded()
        #expect(!loose.hasAmbiguousLayout, "even the weakest wish decides it")
        #expect(loose.frame.height == 30)
    }

    // UIKit docs, systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    // "the optimal size of the view based on its constraints and the specified fitting priorities".
    // A card whose label is pinned 16 in on every side, its width required to be 300: the label
    // wraps in 268, and the card is that text's height and 32 more. The card's frame stays.
    @Test func fittingSizeOfACardAtAFixedWidth() {
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 268
        label.text = "A card that grows to fit its words, as a self-sizing cell does"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        let text = label.sizeThatFits(CGSize(width: 268, height: CGFloat.greatestFiniteMagnitude))
        #expect(text.height > label.font.lineHeight * 1.5, "the text wraps onto more than one line")
        let fitted = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.width == 300)
        expectClose(fitted.height, text.height + 32, tolerance: 1.0 / 3 + 1e-9)
        #expect(card.frame == CGRect(x: 5, y: 5, width: 10, height: 10), "fitting moves nothing")
        #expect(label.layoutStateIfMade?.engineFrame == nil, "nor places the label")
    }

    // layoutFittingCompressedSize: "the smallest possible size"; Expanded: the largest. Two
    // stacked 40 × 20 and 60 × 30 boxes 8 apart, in a view that is at most 500 wide.
    @Test func compressedAndExpandedFittingSizes() {
        let box = UIView()
        let a = constrainedView(in: box), b = constrainedView(in: box)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalToConstant: 60), b.heightAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: box.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), b.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            a.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor),
            b.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
        ])
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 58))
        #expect(box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 500, height: 58))
    }
}
