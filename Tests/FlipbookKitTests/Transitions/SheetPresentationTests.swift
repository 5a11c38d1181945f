//  SheetPresentationTests.swift — FlipbookKitTests
//  The system sheet: `.automatic` resolving to a page sheet, its detents, the dimming and the
//  pushed-back presenter, dragging between detents, swiping down to dismiss, modal-in-presentation,
//  and the sheet's adaptation to full screen where the height is compact.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// Records what a sheet's delegate is told.
private final class SheetLog: UISheetPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A presenter filling a 390×844 window and a plain controller to present, as an app writes it.
private func sheetScene(size: CGSize = CGSize(width: 390, height: 844)) -> (UIWindow, UIViewController, UIViewController) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = UIViewController()
    presented.view.backgroundColor = .systemBlue
    return (window, root, presented)
}

/// Drags one finger from `from` to `to` in `steps` moves, `dt` seconds apart, and lifts it.
private func drag(_ window: UIWindow, from: CGPoint, to: CGPoint, steps: Int = 10, dt: Double = 0.02, lift: Bool = true) {
    var t = window.clock.time
    window.sendTouch(.began, at: from, finger: 0)
    for step in 1...steps {
        t += dt
        window.clock.tick(to: t)
        let f = CGFloat(step) / CGFloat(steps)
        window.sendTouch(.moved, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: 0)
    }
    if lift { window.sendTouch(.ended, at: to, finger: 0) }
}

@Suite struct SheetPresentationTests {
    // UIKit docs, UIModalPresentationStyle.automatic: "For most view controllers, UIKit maps this
    // style to the UIModalPresentationStyle.pageSheet style". A page sheet leaves the presenter in
    // place: it gets no disappearance callbacks (shouldRemovePresentersView is false).
    @Test func automaticPresentsAPageSheetAtTheLargeDetentWithThePresenterPushedBack() throws {
        let (window, root, presented) = sheetScene()
        let sheet = try #require(presented.sheetPresentationController, "made before the presentation, as in UIKit")
        root.present(presented, animated: true)
        #expect(presented.presentationController === sheet && sheet.presentationStyle == .pageSheet)
        window.clock.tick(to: 1)
        #expect(window.activeTransition == nil)
        // Expected: the large detent 10 pt under a 390×844 iPhone's 47 pt safe area.
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(root.view.window === window, "the presenter stays on screen under the sheet")
        // Pushed back: 16 pt each side, its top at the safe area, rounded, on black.
        let pushed = root.view.frame
        expectClose(Double(pushed.minX), 16, tolerance: 1e-9)
        expectClose(Double(pushed.width), 358, tolerance: 1e-9)
        expectClose(Double(pushed.minY), 47, tolerance: 1e-9)
        #expect(root.view.layer.cornerRadius == 10 && window.backgroundColor == .black)
        #expect(presented.view.layer.cornerRadius == 10)

        presented.dismiss(animated: true)
        window.clock.tick(to: 2)
        #expect(root.presentedViewController == nil && presented.view.window == nil)
        #expect(root.view.transform == .identity && root.view.frame == window.bounds && root.view.layer.cornerRadius == 0)
        #expect(window.backgroundColor == nil)
    }

    // UIKit docs, UISheetPresentationController.Detent.medium(): "approximately half the height of
    // the screen"; largestUndimmedDetentIdentifier: "The largest detent that doesn't dim the view
    // underneath the sheet" (nil dims at every detent).
    @Test func theMediumDetentIsHalfTheScreenDimmedUnlessUndimmed() throws {
        let (window, root, presented) = sheetScene()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium()]
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.transform == .identity, "only the large detent pushes the presenter back")
        let dimming = try #require(sheet.containerView?.subviews.first)
        expectClose(Double(dimming.alpha), Double(UISheetPresentationController.dimmedAlpha), tolerance: 1e-6)
        #expect(dimming.frame == window.bounds)

        presented.dismiss(animated: false)
        sheet.largestUndimmedDetentIdentifier = .medium
        root.present(presented, animated: false)
        #expect(presented.sheetPresentationController === sheet, "kept for the next presentation")
        #expect(sheet.containerView?.subviews.first?.alpha == 0)
    }

    @Test func aCustomDetentResolvesAgainstTheLargest() throws {
        let (window, root, presented) = sheetScene()
        let sheet = try #require(presented.sheetPresentationController)
        var maximum: CGFloat = 0
        sheet.detents = [.custom { context in maximum = context.maximumDetentValue; return 200 }]
        root.present(presented, animated: false)
        #expect(maximum == 787 && presented.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        _ = window
    }

    // UIKit docs, presentationControllerWillDismiss / DidDismiss: called when the user swipes the
    // sheet away ("not called if the presented view controller is dismissed programmatically").
    @Test func swipingDownFollowsTheFingerAndDismisses() throws {
        let (window, root, presented) = sheetScene()
        let log = SheetLog()
        presented.presentationController?.delegate = log
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), lift: false)
        #expect(window.activeTransition?.operation == .dismiss && window.activeTransition?.isInteractive == true)
        #expect(log.entries == ["shouldDismiss", "willDismiss"])
        let top = presented.view.layer.presentation()?.frame.minY ?? 0
        expectClose(Double(top), 57 + 200, tolerance: 0.5, "the sheet is under the finger")
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 500), finger: 0)   // still moving down fast: a flick
        window.clock.tick(to: 3)
        #expect(root.presentedViewController == nil && window.activeTransition == nil)
        #expect(log.entries.last == "didDismiss")
        #expect(root.view.transform == .identity)
    }

    @Test func aSlowShortSwipeSpringsBack() throws {
        let (window, root, presented) = sheetScene()
        let log = SheetLog()
        presented.presentationController?.delegate = log
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), lift: false)
        window.clock.tick(to: window.clock.time + 0.5)   // hold still: no velocity left
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 400), finger: 0)
        window.clock.tick(to: 4)
        #expect(root.presentedViewController === presented && window.activeTransition == nil)
        #expect(presented.view.frame.minY == 57 && !log.entries.contains("didDismiss"))
        #expect(root.view.frame.minY == 47, "pushed back again")
    }

    // UIKit docs, isModalInPresentation: "UIKit ignores events outside the view controller's
    // bounds and prevents the interactive dismissal of the view controller while it is onscreen";
    // presentationControllerDidAttemptToDismiss is called instead.
    @Test func aModalSheetGivesAndSpringsBackAndTellsTheDelegate() throws {
        let (window, root, presented) = sheetScene()
        let log = SheetLog()
        presented.isModalInPresentation = true
        presented.presentationController?.delegate = log
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), lift: false)
        #expect(window.activeTransition == nil, "no dismissal starts")
        let given = presented.view.frame.minY - 57
        #expect(given > 0 && given < 100, "a rubber band, not the finger's 300 pt")
        window.sendTouch(.ended, at: CGPoint(x: 195, y: 600), finger: 0)
        window.clock.tick(to: 3)
        #expect(root.presentedViewController === presented && presented.view.frame.minY == 57)
        #expect(log.entries == ["didAttemptToDismiss"])
    }

    @Test func aDragUpMovesTheSheetToTheLargerDetent() throws {
        let (window, root, presented) = sheetScene()
        let log = SheetLog()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = log
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        #expect(presented.view.frame.minY == 422 && sheet.selectedDetentIdentifier == nil, "the smallest detent first")
        #expect(presented.view.subviews.contains { $0.accessibilityIdentifier == "sheet grabber" })
        drag(window, from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 350))
        #expect(sheet.selectedDetentIdentifier == .large && log.entries == ["detent com.apple.UIKit.large"])
        window.clock.tick(to: 3)
        #expect(presented.view.frame.minY == 57 && root.view.frame.minY == 47)
        #expect(root.presentedViewController === presented)
    }

    @Test func animateChangesMovesTheSheetToTheNewDetent() throws {
        let (window, root, presented) = sheetScene()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(presented, animated: false)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(presented.view.frame.minY == 57, "the model value at once")
        window.clock.tick(to: 0.1)
        let moving = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(moving > 57 && moving < 422, "animated on the way")
    }

    // UIKit: a sheet where the height is compact (a phone in landscape) adapts to full screen.
    @Test func aSheetGoesFullScreenOnALandscapePhone() {
        let (window, root, presented) = sheetScene(size: CGSize(width: 844, height: 390))
        root.present(presented, animated: false)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        #expect(presented.view.frame == window.bounds && root.view.window == nil)
    }

    @Test func aFormSheetDraggedUpStaysAndTouchesBesideAnUndimmedSheetReachThePresenter() throws {
        let (window, root, presented) = sheetScene(size: CGSize(width: 820, height: 1180))
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 410, y: 500), to: CGPoint(x: 410, y: 400))
        window.clock.tick(to: 2)
        #expect(window.activeTransition == nil && root.presentedViewController === presented, "dragging up dismisses nothing")

        presented.dismiss(animated: false)
        let phone = sheetScene()
        let sheet = try #require(phone.2.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.largestUndimmedDetentIdentifier = .medium
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        phone.1.view.addSubview(button)
        phone.1.present(phone.2, animated: false)
        phone.0.sendTouch(.began, at: CGPoint(x: 150, y: 120))
        phone.0.sendTouch(.ended, at: CGPoint(x: 150, y: 120))
        #expect(taps == 1, "UIKit docs: the view behind an undimmed sheet stays interactive")
    }

    @Test func formSheetsAreCentredWhereTheWidthIsRegular() {
        let (window, root, presented) = sheetScene(size: CGSize(width: 820, height: 1180))
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        // Expected: UIKit's form sheet is 540×620 pt.
        #expect(presented.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(root.view.transform == .identity, "nothing is pushed back on an iPad")
        _ = window
    }
}
