//  UICollectionViewControllerTests.swift — FlipbookKitTests
//  UICollectionViewController: its view, its layout, overridable data-source and delegate
//  methods, and clearing the selection on viewWillAppear.

import FlipbookTestSupport
@testable import FlipbookKit
import Testing

/// A subclass that overrides what a seed's grid controller overrides and logs each call.
private final class GridController: UICollectionViewController {
    var log: [String] = []
    var refuse: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 4 : 1
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellFor \(indexPath.section)-\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuse.contains(indexPath.item)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                 forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section)-\(indexPath.item)")
    }
}

private func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    return layout
}

@Suite struct UICollectionViewControllerTests {
    @Test func itsViewIsAScreenSizedCollectionViewWithTheLayoutServedByTheController() {
        let window = UIWindow()
        window.makeKey()
        let layout = gridLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout, "the layout is known before the view loads")
        #expect(!controller.isViewLoaded)

        let collectionView = controller.collectionView!
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Expected: UIKit's defaults.
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(!controller.installsStandardGestureForInteractiveMovement)

        // The base class has one section and no items, so nothing is shown and nothing reported.
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(collectionView.visibleCells.isEmpty)
        #expect(window.clock.diagnostics.isEmpty)
    }

    @Test func aSubclassesOverridesAreWhatTheCollectionViewCalls() {
        let window = UIWindow()
        let controller = GridController(collectionViewLayout: gridLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!

        // 2 sections of 4 and 1 items, all on a 390×844 screen (100 pt items, 3 a line).
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(collectionView.numberOfItems(inSection: 1) == 1)
        #expect(controller.log.filter { $0.hasPrefix("cellFor") }
            == ["cellFor 0-0", "cellFor 0-1", "cellFor 0-2", "cellFor 0-3", "cellFor 1-0"])
        #expect(controller.log.filter { $0.hasPrefix("willDisplay") }.count == 5)

        controller.log.removeAll()
        collectionView.userDidTapItem(at: IndexPath(item: 1, section: 0))
        collectionView.userDidTapItem(at: IndexPath(item: 2, section: 0))
        #expect(controller.log == ["shouldSelect 1", "didSelect 1", "shouldSelect 2", "didDeselect 1", "didSelect 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])

        controller.refuse = [3]
        controller.log.removeAll()
        collectionView.userDidTapItem(at: IndexPath(item: 3, section: 0))
        #expect(controller.log == ["shouldSelect 3"], "a vetoed selection goes no further")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func theSelectionIsClearedWhenTheViewWillAppearUnlessTurnedOff() {
        let window = UIWindow()
        let controller = GridController(collectionViewLayout: gridLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = controller.collectionView!
        let item = IndexPath(item: 2, section: 0)

        collectionView.userDidTapItem(at: item)
        #expect(collectionView.cellForItem(at: item)?.isSelected == true)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [item], "disappearing keeps the selection")
        controller.log.removeAll()
        controller.beginAppearanceTransition(true, animated: true)
        #expect(collectionView.indexPathsForSelectedItems == [], "viewWillAppear deselected it")
        #expect(collectionView.cellForItem(at: item)?.isSelected == false)
        #expect(controller.log.isEmpty, "as deselectItem(at:animated:), the delegate is not told")
        controller.endAppearanceTransition()

        controller.clearsSelectionOnViewWillAppear = false
        collectionView.userDidTapItem(at: item)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [item])
    }

    @Test func itemsWithoutACellForItemOverrideAreReportedAndShownAsPlainCells() {
        final class NoCells: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        }
        let window = UIWindow()
        let controller = NoCells(collectionViewLayout: gridLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.collectionView.visibleCells.count == 2)
        #expect(controller.collectionView.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
        #expect(window.clock.diagnostics.count == 2, "one report per item, none about reuse identifiers")
        #expect(window.clock.diagnostics.first?.contains("does not override collectionView(_:cellForItemAt:)") == true)
    }

    @Test func withoutALayoutUIKitsErrorIsReportedAndAFlowLayoutStandsIn() {
        let window = UIWindow()
        window.makeKey()
        let controller = UICollectionViewController()
        #expect(controller.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(controller.collectionViewLayout === controller.collectionView.collectionViewLayout)
        #expect(window.clock.diagnostics.last?.contains("must be initialized with a non-nil layout parameter") == true)
    }
}
