//  UIView+APITests.swift — FlipbookKitTests
//  The UIView members added for UIKit coverage, against what UIKit documents: tint adjustment,
//  anchorPoint, alignment rectangles, layout direction, interactions, updateProperties, corner
//  configuration, layout guides and regions, the iOS 17 spring, modifyAnimations, perform(.delete)
//  and the deprecated begin/commitAnimations block.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// Records the calls UIKit makes on a view.
private final class PropertyRecordingView: UIView {
    var log: [String] = []
    var insets = UIEdgeInsets.zero
    override func tintColorDidChange() { log.append("tintColorDidChange") }
    override func updateProperties() { log.append("updateProperties") }
    override func layoutSubviews() { log.append("layoutSubviews") }
    override var alignmentRectInsets: UIEdgeInsets { insets }
}

/// A view overriding members UIKit declares `open` (the issue: "UIView.frame and the other members Apple
/// declares open are overridable").
private final class OverridingView: UIView {
    var asked: [String] = []
    override var frame: CGRect {
        get { super.frame }
        set { asked.append("frame"); super.frame = newValue }
    }
    override func setNeedsLayout() { asked.append("setNeedsLayout"); super.setNeedsLayout() }
    override func addSubview(_ view: UIView) { asked.append("addSubview"); super.addSubview(view) }
    override var intrinsicContentSize: CGSize { CGSize(width: 7, height: 9) }
}

/// An interaction that records what it is told.
private final class RecordingInteraction: UIInteraction {
    weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("willMove \(view == nil ? "nil" : "view")") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("didMove \(view == nil ? "nil" : "view")")
    }
}

/// The delegate of a begin/commitAnimations block.
private final class LegacyDelegate: NSObject {
    var log: [String] = []
    func willStart(_ id: String?) { log.append("willStart \(id ?? "nil")") }
    func didStop(_ id: String?, finished: NSNumber) { log.append("didStop \(id ?? "nil") \(finished.boolValue)") }
    static func register() {
        ObjCRuntime.addMethods([
            "animationWillStart:": { r, m in try (r as! LegacyDelegate).willStart(m.argument(0)) },
            "animationDidStop:finished:": { r, m in try (r as! LegacyDelegate).didStop(m.argument(0), finished: m.argument(1)) },
        ], to: LegacyDelegate.self)
    }
}

@Suite struct UIViewAPITests {
    // MARK: Tint adjustment

    // UIKit docs, tintAdjustmentMode: the default is automatic, and UIView.h: the getter "always returns
    // either normal or dimmed", the first non-automatic value up the superview chain, else normal.
    @Test func tintAdjustmentModeIsInheritedAndResolvesToNormal() {
        let parent = UIView(), child = PropertyRecordingView()
        parent.addSubview(child)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        child.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
    }

    // UIView.h: "When tintAdjustmentMode has a value of UIViewTintAdjustmentModeDimmed for a view, the color it
    // returns from tintColor will be modified to give a dimmed appearance"; tintColorDidChange is called on a change.
    @Test func aDimmedViewsTintIsDesaturatedAndItsSubviewsAreTold() {
        let parent = UIView(), child = PropertyRecordingView()
        parent.addSubview(child)
        parent.tintColor = .systemRed
        child.log = []
        parent.tintAdjustmentMode = .dimmed
        #expect(child.log == ["tintColorDidChange"])
        let tint = child.tintColor.color
        expectClose(tint.red, tint.green, tolerance: 1e-9, "a dimmed tint is grey")
        expectClose(tint.green, tint.blue, tolerance: 1e-9, "a dimmed tint is grey")
        parent.tintAdjustmentMode = .normal
        #expect(child.tintColor.color == UIColor.systemRed.color)
    }

    // MARK: Geometry and drawing scale

    // UIKit docs, anchorPoint (iOS 16): "the point around which view geometry adjustments occur"; the default is
    // (0.5, 0.5) and the center stays where it is, so the frame moves.
    @Test func anchorPointIsTheLayersAndMovesTheFrameAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    }

    // UIKit docs, contentScaleFactor: "the default value … is the scale factor associated with the screen"; it is
    // the layer's contentsScale.
    @Test func contentScaleFactorIsTheLayersContentsScale() {
        let view = UIView()
        #expect(view.contentScaleFactor == UITraitCollection.deviceScale)
        view.contentScaleFactor = 1
        #expect(view.layer.contentsScale == 1)
    }

    // UIKit docs, alignmentRect(forFrame:): "The default implementation … applies the insets in alignmentRectInsets";
    // frame(forAlignmentRect:) is its inverse.
    @Test func alignmentRectsApplyTheAlignmentInsets() {
        let view = PropertyRecordingView()
        view.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let aligned = view.alignmentRect(forFrame: frame)
        #expect(aligned == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(view.frame(forAlignmentRect: aligned) == frame)
        #expect(view.forFirstBaselineLayout === view)
    }

    // MARK: Layout direction

    // UIKit docs, UISemanticContentAttribute: playback and spatial content is "always laid out left to right"; the
    // forced attributes force their direction; unspecified follows the given direction.
    @Test func layoutDirectionForEachSemanticContentAttribute() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    // MARK: Interactions

    // UIKit docs, UIInteraction: willMove(to:) "Tells the interaction that it will be added to or removed from a
    // view", didMove(to:) after; addInteraction adds it to `interactions`.
    @Test func interactionsAreToldWhenTheyMoveOnAndOffAView() {
        let view = UIView(), interaction = RecordingInteraction()
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.log == ["willMove view", "didMove view", "willMove nil", "didMove nil"])
        #expect(view.interactions.isEmpty)
        view.interactions = [interaction]
        #expect(interaction.view === view)
    }

    // MARK: Updating properties (iOS 26)

    // UIKit docs, updateProperties(): runs "before layoutSubviews()" once the view asked with setNeedsUpdateProperties().
    @Test func updatePropertiesRunsOnceBeforeLayout() {
        let (window, _) = makeScene()
        let view = PropertyRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.layoutIfNeeded()
        view.log = []
        view.setNeedsUpdateProperties()
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.log == ["updateProperties", "layoutSubviews"])
        view.updatePropertiesIfNeeded()
        #expect(view.log == ["updateProperties", "layoutSubviews"], "nothing was asked since")
    }

    // MARK: Corners (iOS 26)

    // UIKit docs, capsule(): "rounds the corners into a capsule shape, scaling with the view's size".
    @Test func aCapsuleFollowsTheViewsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.cornerConfiguration = .capsule()
        #expect(view.layer.cornerRadius == 20)
        view.frame.size.height = 60
        #expect(view.layer.cornerRadius == 30)
        #expect(view.effectiveRadius(corner: .topLeft) == 30)
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.layer.cornerRadius == 10)
    }

    // SwiftUI docs, Edge.Corner.Style.concentric: "the container shape's corner radius minus the distance between
    // corners"; UIKit docs, containerConcentric(minimum:): at least the minimum.
    @Test func aConcentricRadiusIsTheContainersLessTheInset() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .corners(radius: .fixed(30))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        container.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(inner.effectiveRadius(corner: .bottomRight) == 20)
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 25))
        #expect(inner.effectiveRadius(corner: .topLeft) == 25)
        inner.cornerConfiguration = .corners(topLeftRadius: .fixed(8))
        #expect(inner.effectiveRadius(corner: .topLeft) == 8)
        #expect(inner.effectiveRadius(corner: .topRight) == 0)
        #expect(inner.layer.maskedCorners == .layerMinXMinYCorner)
    }

    // MARK: Layout guides and regions

    // UIKit docs, readableContentGuide: "a layout guide representing an area with a readable width within the view";
    // at the default text size that width is 672 points, centred in the margins.
    @Test func theReadableGuideIsNarrowedToTheReadableWidth() {
        let (window, _) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        window.addSubview(view)
        let guide = view.readableContentGuide
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor), box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectClose(box.frame.width, 672, tolerance: 0.5)
        expectClose(box.frame.midX, 500, tolerance: 0.5)
        #expect(view.edgeInsets(for: .readableContent()).left == 164)
        #expect(view.edgeInsets(for: .margins()) == view.layoutMargins)
        #expect(view.layoutGuide(for: .safeArea()) === view.safeAreaLayoutGuide)
    }

    // UIKit docs, constraintsAffectingLayout(for:): "The constraints impacting the layout of the view" along an axis.
    @Test func constraintsAffectingLayoutAreThoseOnTheAxis() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor)
        NSLayoutConstraint.activate([width, top])
        #expect(child.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        #expect(child.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    }

    // MARK: Animations

    // UIKit docs, animate(springDuration:bounce:…): the duration is the spring's perceptual duration; SwiftUI docs,
    // Spring(duration:bounce:): "stiffness = (2π / duration)²" for a mass of 1, and bounce 0 is critically damped.
    @Test func theIOS17SpringHasThePerceptualStiffnessAndEndsAtTheTarget() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 300 }, completion: log.callback("spring"))
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring != nil)
        expectClose(Double(spring?.stiffness ?? 0), pow(2 * Double.pi / 0.5, 2), tolerance: 1e-6)
        expectClose(Double(spring?.damping ?? 0), 2 * (2 * Double.pi / 0.5), tolerance: 1e-6, "critical damping: 2√k")
        var last = 100.0
        for t in stride(from: 0.05, through: 1.5, by: 0.05) {
            window.clock.tick(to: t)
            let x = Double(view.onScreen.position.x)
            #expect(x <= 300 + 1e-6, "no overshoot at bounce 0")
            #expect(x >= last - 1e-6)
            last = x
        }
        window.clock.tick(to: 5)
        #expect(log.entries.count == 1)
        #expect(view.onScreen.position.x == 300)
    }

    // UIKit docs, modifyAnimations(withRepeatCount:autoreverses:animations:): changes in the closure repeat `count`
    // times and reverse when asked, inside an animation block.
    @Test func modifyAnimationsSetsRepeatAndAutoreverse() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, animations: {
            UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.alpha = 0 }
            view.center.x = 10
        })
        let fade = view.layer.animation(forKey: "opacity"), move = view.layer.animation(forKey: "position")
        #expect(fade?.repeatCount == 2.5)
        #expect(fade?.autoreverses == true)
        #expect(move?.repeatCount == 0, "a change outside the closure keeps the block's own repeat")
        window.clock.tick(to: 1.5)
        expectClose(Double(view.onScreen.opacity), 0.5, tolerance: 1e-6, "running back in its second iteration")
    }

    // UIKit docs, SystemAnimation.delete: "Option to remove views from the view hierarchy when animation is complete".
    @Test func theDeleteAnimationRemovesTheViewsWhenItEnds() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.perform(.delete, on: [view], options: [], animations: nil, completion: log.callback("delete"))
        #expect(view.superview === window, "still shown while it animates")
        window.clock.tick(to: UIView.systemDeleteDuration / 2)
        #expect(view.onScreen.opacity < 1)
        window.clock.tick(to: 1)
        #expect(view.superview == nil)
        #expect(view.alpha == 1)
        #expect(log.flags == [true])
    }

    // UIKit docs, beginAnimations(_:context:) and setAnimationDuration(_:): the changes between begin and commit
    // animate with the block's settings; setAnimationDidStop(_:) names a selector of the form
    // animationDidStop:finished:context:, sent to the delegate when the animations end.
    @Test func aBeginCommitBlockAnimatesWithItsSettingsAndTellsItsDelegate() {
        LegacyDelegate.register()
        let (window, view) = makeScene()
        let delegate = LegacyDelegate()
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(Selector("animationWillStart:"))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:"))
        view.center = CGPoint(x: 300, y: 100)
        UIView.commitAnimations()
        #expect(view.center == CGPoint(x: 300, y: 100))
        #expect(delegate.log == ["willStart slide"])
        window.clock.tick(to: 1)
        expectClose(view.onScreen.position.x, 200, tolerance: 1e-6)
        window.clock.tick(to: 3)
        #expect(delegate.log == ["willStart slide", "didStop slide true"])
    }

    // UIKit docs, setAnimationDuration(_:): "The default value is 0.2".
    @Test func aBeginCommitBlockLastsAFifthOfASecondByDefault() {
        let (window, view) = makeScene()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
        window.clock.tick(to: 0.3)
        #expect(view.onScreen.opacity == 0)
    }

    // MARK: Overriding

    // UIKit's Swift interface declares UIView's members `open` (a subclass overrides addSubview(_:) or
    // setNeedsLayout()); UIKit itself calls the overrides, as when a resize asks for layout.
    @Test func membersUIKitDeclaresOpenAreOverridden() {
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.asked = []
        view.addSubview(UIView())
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.asked.first == "addSubview")
        #expect(Array(view.asked.suffix(2)) == ["frame", "setNeedsLayout"], "the resize asked for layout through the override")
        #expect(view.intrinsicContentSize == CGSize(width: 7, height: 9))
    }

    // MARK: Content size limits

    // UIKit docs, appliedContentSizeCategoryLimitsDescription: describes the limits applied to the view and its
    // superviews.
    @Test func theLimitsDescriptionNamesEachLimitedView() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.appliedContentSizeCategoryLimitsDescription.isEmpty)
        parent.maximumContentSizeCategory = .extraLarge
        #expect(child.appliedContentSizeCategoryLimitsDescription.contains(UIContentSizeCategory.extraLarge.rawValue))
        #expect(UIContentSizeCategory.small < .large)
    }
}
