//  UIPopoverPresentationController+APITests.swift — FlipbookKitTests
//  A popover adapting to its adaptive sheet, the delegate's prepare call, and the typed delegates.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// Adapts a popover to a page sheet and records the controller it is asked to prepare.
private final class SheetAdapting: NSObject, UIPopoverPresentationControllerDelegate {
    var prepared: UIPresentationController?
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .pageSheet
    }
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController) {
        prepared = adaptivePresentationController
    }
}

private final class AdaptiveOnly: NSObject, UIAdaptivePresentationControllerDelegate {}

@Suite struct UIPopoverPresentationControllerAPITests {
    // UIKit docs, adaptiveSheetPresentationController: "the sheet presentation controller to use
    // when the popover adapts to a sheet"; presentationController(_:prepare:) lets the delegate configure it.
    @Test func aPopoverAdaptingToASheetUsesItsAdaptiveSheet() throws {
        let log = CallLog()
        let (window, root) = makeScene(log: log)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        let delegate = SheetAdapting()
        popover.delegate = delegate
        let sheet = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium()]
        root.present(content, animated: true)
        window.clock.tick(to: 1)
        #expect(content.presentationController === sheet)
        #expect(delegate.prepared === sheet)
        // The medium detent: the sheet is about half the screen tall.
        #expect(content.view.frame.height < window.bounds.height * 0.6)
    }

    // UIKit: a sheet's delegate is a UISheetPresentationControllerDelegate, set through either type.
    @Test func theTypedDelegatesShareTheAdaptiveOne() throws {
        let content = UIViewController()
        let sheet = try #require(content.sheetPresentationController)
        let adaptive = AdaptiveOnly()
        (sheet as UIPresentationController).delegate = adaptive
        #expect((sheet as UIPresentationController).delegate === adaptive)
        #expect(sheet.delegate == nil, "not a sheet delegate")
        final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {}
        let typed = SheetDelegate()
        sheet.delegate = typed
        #expect((sheet as UIPresentationController).delegate === typed && sheet.delegate === typed)
    }

    // UIKit docs, sourceItem: a view used as the popover's anchor.
    @Test func aViewSourceItemIsTheSourceView() throws {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        let anchor = UIView()
        popover.sourceItem = anchor
        #expect(popover.sourceView === anchor && popover.sourceItem === anchor)
    }
}
