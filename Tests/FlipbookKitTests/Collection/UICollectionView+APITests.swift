//  UICollectionView+APITests.swift — FlipbookKitTests
//  Batch updates, supplementary views, changes of layout, reordering and prefetching of a
//  collection view, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A data source and delegate whose item counts the tests change, with section headers and
/// footers, reordering and prefetching, logging what it is asked and told.
final class MutableCollectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching {
    var itemCounts: [Int]
    private(set) var log: [String] = []
    var moves: [String] = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var supplementaryAsked: [String] = []
    var primary: [IndexPath] = []

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }
    func clearLog() { log = [] }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCounts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellFor \(CollectionRecorder.name(indexPath))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryAsked.append("\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Band", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(CollectionRecorder.name(sourceIndexPath)) → \(CollectionRecorder.name(destinationIndexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(CollectionRecorder.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        primary.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

/// The shared grid's geometry (see `Grid`) with a `MutableCollectionRecorder`.
struct MutableGrid {
    let window = UIWindow()
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let recorder: MutableCollectionRecorder

    init(_ recorder: MutableCollectionRecorder) {
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 2, bottom: 30, right: 4)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        self.recorder = recorder
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
    }
}

/// The shared grid on screen and laid out, with a mutable data source.
private func laidOutGrid(items: Int = 15) -> (MutableGrid, MutableCollectionRecorder) {
    let recorder = MutableCollectionRecorder(itemCounts: [items])
    let grid = MutableGrid(recorder)
    grid.collectionView.layoutIfNeeded()
    return (grid, recorder)
}

private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

@Suite struct UICollectionViewUpdatesTests {
    // UIKit docs, insertItems(at:): "the collection view … animating cells into position as needed"; the
    // cells of the existing items are kept and slide to their new places.
    @Test func insertingAnItemSlidesTheOthersAlongAndFadesTheNewOneIn() throws {
        let (grid, recorder) = laidOutGrid()
        let collectionView = grid.collectionView
        let first = try #require(collectionView.cellForItem(at: path(0)))
        recorder.itemCounts = [16]
        collectionView.insertItems(at: [path(0)])
        #expect(collectionView.numberOfItems(inSection: 0) == 16)
        // The old item 0 is now item 1, in the same cell, heading for item 1's place.
        #expect(collectionView.cellForItem(at: path(1)) === first)
        #expect(collectionView.indexPath(for: first) == path(1))
        #expect(first.frame == Grid.frame(ofItem: 1))
        // Its presentation still shows it where it was.
        let startX = try #require(first.layer.presentation()).position.x
        expectClose(startX, Grid.frame(ofItem: 0).midX, tolerance: 1)
        // The new item's cell fades in where it ends (the layout's default initial attributes: alpha 0).
        let inserted = try #require(collectionView.cellForItem(at: path(0)))
        #expect(inserted !== first)
        #expect(inserted.frame == Grid.frame(ofItem: 0))
        expectClose(Double(try #require(inserted.layer.presentation()).opacity), 0, tolerance: 0.01)
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        expectClose(try #require(first.layer.presentation()).position.x, Grid.frame(ofItem: 1).midX, tolerance: 1e-6)
        expectClose(Double(try #require(inserted.layer.presentation()).opacity), 1, tolerance: 1e-6)
    }

    // UIKit docs, performBatchUpdates(_:completion:): "completion — A completion handler block to execute
    // when all of the operations are finished", with a Boolean saying whether the animations finished.
    @Test func batchUpdatesCallTheirCompletionWhenTheAnimationEnds() {
        let (grid, recorder) = laidOutGrid()
        var finished: [Bool] = []
        grid.collectionView.performBatchUpdates({
            recorder.itemCounts = [14]
            grid.collectionView.deleteItems(at: [path(2)])
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(finished == [true])
    }

    // UIKit docs, deleteItems(at:): the collection view updates the layout "animating cells into position";
    // collectionView(_:didEndDisplaying:forItemAt:) is called when a cell is removed.
    @Test func aDeletedItemsCellFadesOutThenLeavesAndItsSelectionGoes() throws {
        let (grid, recorder) = laidOutGrid()
        let collectionView = grid.collectionView
        collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        let doomed = try #require(collectionView.cellForItem(at: path(1)))
        let next = try #require(collectionView.cellForItem(at: path(2)))
        recorder.clearLog()
        recorder.itemCounts = [14]
        collectionView.deleteItems(at: [path(1)])
        // The cell after it moves up into its place; the deleted one is no longer an item's cell.
        #expect(collectionView.cellForItem(at: path(1)) === next)
        #expect(collectionView.indexPath(for: doomed) == nil)
        #expect(doomed.superview === collectionView, "it stays on screen while it fades")
        // The selection follows its item: item 4 is now item 3 (single selection kept the newest).
        #expect(collectionView.indexPathsForSelectedItems == [path(3)])
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(doomed.superview == nil)
        #expect(recorder.entries("didEndDisplaying") .contains("didEndDisplaying 0-1"))
    }

    // UIKit docs, moveItem(at:to:): "Moves an item from one location to another in the collection view."
    @Test func aMovedItemKeepsItsCell() throws {
        let (grid, _) = laidOutGrid()
        let collectionView = grid.collectionView
        let moving = try #require(collectionView.cellForItem(at: path(0)))
        let second = try #require(collectionView.cellForItem(at: path(1)))
        collectionView.moveItem(at: path(0), to: path(4))
        #expect(collectionView.indexPath(for: moving) == path(4))
        #expect(collectionView.indexPath(for: second) == path(0))
        #expect(moving.frame == Grid.frame(ofItem: 4))
    }

    // UIKit docs, reloadItems(at:): "the collection view asks its data source for a new cell for each item".
    @Test func reloadingAnItemAsksForANewCell() {
        let (grid, recorder) = laidOutGrid()
        recorder.clearLog()
        grid.collectionView.reloadItems(at: [path(3)])
        #expect(recorder.entries("cellFor") == ["cellFor 0-3"])
    }

    // UIKit docs, reconfigureItems(at:): it "updates the data for existing cells without replacing them":
    // the data source's cellForItemAt gets back the existing cell, with no prepareForReuse().
    @Test func reconfiguringAnItemUpdatesItsOwnCell() throws {
        let (grid, recorder) = laidOutGrid()
        let cell = try #require(grid.collectionView.cellForItem(at: path(2)) as? CountingCell)
        recorder.clearLog()
        grid.collectionView.reconfigureItems(at: [path(2), path(14)])
        #expect(recorder.entries("cellFor") == ["cellFor 0-2"], "only items on screen are reconfigured")
        #expect(grid.collectionView.cellForItem(at: path(2)) === cell)
        #expect(cell.reuseCount == 0)
    }

    // UIKit throws NSInternalInconsistencyException "Invalid update: invalid number of items in section 0…".
    @Test func countsThatDoNotAddUpAreReportedAndReloaded() {
        let (grid, recorder) = laidOutGrid()
        var finished: [Bool] = []
        grid.collectionView.performBatchUpdates({
            recorder.itemCounts = [17]
            grid.collectionView.insertItems(at: [path(0)])
        }, completion: { finished.append($0) })
        #expect(grid.window.clock.diagnostics.contains { $0.contains("Invalid update: invalid number of items in section 0") })
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 17)
        #expect(finished == [false])
    }

    // UIKit docs, insertSections(_:) / deleteSections(_:): whole sections come and go; the items after them
    // move to their new sections.
    @Test func insertingAndDeletingSectionsRenumbersTheOthers() throws {
        let recorder = MutableCollectionRecorder(itemCounts: [2, 2])
        let grid = MutableGrid(recorder)
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: path(1, 1)))
        recorder.itemCounts = [3, 2, 2]
        collectionView.insertSections(IndexSet(integer: 0))
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.indexPath(for: cell) == path(1, 2))
        recorder.itemCounts = [3, 2]
        collectionView.deleteSections(IndexSet(integer: 1))
        #expect(collectionView.indexPath(for: cell) == path(1, 1))
    }

    // UIKit docs, UICollectionViewLayout: prepare(forCollectionViewUpdates:) is told the updates, and
    // initial/final attributes are asked "after prepare(forCollectionViewUpdates:) and before
    // finalizeCollectionViewUpdates()".
    @Test func theLayoutHearsAboutUpdatesInUIKitsOrder() {
        let (grid, recorder) = laidOutGrid()
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        layout.log = []
        recorder.itemCounts = [15]
        grid.collectionView.performBatchUpdates({
            grid.collectionView.deleteItems(at: [path(0)])
            grid.collectionView.insertItems(at: [path(1)])
        })
        let prepareIndex = layout.log.firstIndex(of: "prepare(forCollectionViewUpdates: delete 0-0, insert 0-1)")
        let finalizeIndex = layout.log.firstIndex(of: "finalizeCollectionViewUpdates")
        let appearing = layout.log.firstIndex(of: "initial 0-1")
        let disappearing = layout.log.firstIndex(of: "final 0-0")
        #expect(prepareIndex != nil && finalizeIndex != nil && appearing != nil && disappearing != nil)
        if let prepareIndex, let finalizeIndex, let appearing, let disappearing {
            #expect(prepareIndex < appearing && appearing < finalizeIndex)
            #expect(prepareIndex < disappearing && disappearing < finalizeIndex)
        }
    }
}

/// A flow layout that logs the update and transition hooks it is called with.
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let names = updateItems.map { item -> String in
            let path = item.updateAction == .insert ? item.indexPathAfterUpdate! : item.indexPathBeforeUpdate!
            return "\(item.updateAction) \(CollectionRecorder.name(path))"
        }
        log.append("prepare(forCollectionViewUpdates: \(names.joined(separator: ", ")))")
    }
    override func finalizeCollectionViewUpdates() { log.append("finalizeCollectionViewUpdates") }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(CollectionRecorder.name(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(CollectionRecorder.name(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log.append("prepareForTransition(from:)") }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log.append("prepareForTransition(to:)") }
    override func finalizeLayoutTransition() { log.append("finalizeLayoutTransition") }
}

@Suite struct UICollectionViewSupplementaryTests {
    /// The grid with a 40-point header and a 20-point footer in every section.
    private func gridWithBands(sections: [Int] = [15]) -> (MutableGrid, MutableCollectionRecorder) {
        let recorder = MutableCollectionRecorder(itemCounts: sections)
        let grid = MutableGrid(recorder)
        grid.layout.headerReferenceSize = CGSize(width: 0, height: 40)
        grid.layout.footerReferenceSize = CGSize(width: 0, height: 20)
        grid.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                     withReuseIdentifier: "Band")
        grid.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                     withReuseIdentifier: "Band")
        grid.collectionView.layoutIfNeeded()
        return (grid, recorder)
    }

    // UIKit docs, UICollectionViewFlowLayout headerReferenceSize: "the width value is ignored for vertical
    // scrolling" — the header spans the collection view; it comes before the section's top inset.
    @Test func flowLayoutHeadersSpanTheWidthAboveTheSection() throws {
        let (grid, recorder) = gridWithBands()
        let collectionView = grid.collectionView
        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(header.reuseIdentifier == "Band")
        #expect(recorder.supplementaryAsked == ["header 0"])
        // The items move down by the header's height.
        #expect(collectionView.cellForItem(at: path(0))?.frame == Grid.frame(ofItem: 0).offsetBy(dx: 0, dy: 40))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [path(0)])
        // The footer follows the bottom inset: 40 + 690 = 730; the content ends under it.
        let footer = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: path(0)))
        #expect(footer.frame == CGRect(x: 0, y: 730, width: 390, height: 20))
        #expect(collectionView.contentSize.height == 750)
    }

    // UIKit docs, sectionHeadersPinToVisibleBounds: "headers pin to the top of the collection view bounds
    // during scrolling".
    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() throws {
        // Each section: header 0…40, top inset to 60, lines 60…180 and 190…310, bottom inset to 340, footer 340…360.
        let (grid, _) = gridWithBands(sections: [6, 6])
        let collectionView = grid.collectionView
        grid.layout.sectionHeadersPinToVisibleBounds = true
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0)))
        #expect(header.frame.minY == 200)
        #expect(header.layer.zPosition > 0, "pinned headers are above the items")
        // Near the section's end the header is pushed up with it: its section ends at 340.
        collectionView.contentOffset = CGPoint(x: 0, y: 320)
        collectionView.layoutIfNeeded()
        #expect(header.frame.maxY == 340)
    }

    // UIKit docs, UICollectionViewDelegate: collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
    // and didEndDisplayingSupplementaryView as supplementary views come and go.
    @Test func supplementaryViewsThatLeaveAreReused() throws {
        // Each section: header 0…40, top inset to 60, lines 60…180 and 190…310, bottom inset to 340, footer 340…360.
        let (grid, recorder) = gridWithBands(sections: [6, 6, 6])
        let collectionView = grid.collectionView
        let kind = UICollectionView.elementKindSectionHeader
        let earlier = collectionView.visibleSupplementaryViews(ofKind: kind)
        #expect(earlier.count == 2, "headers of sections 0 (0…40) and 1 (360…400)")
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: path(0)) == nil)
        #expect(recorder.supplementaryAsked.contains("header 2"))
        let header2 = try #require(collectionView.supplementaryView(forElementKind: kind, at: path(0, 2)))
        #expect(earlier.contains { $0 === header2 }, "a header that left was dequeued again for section 2")
    }

    // UIKit docs, register(_:forDecorationViewOfKind:): the layout registers decoration views; the
    // collection view makes them itself, without the data source.
    @Test func decorationViewsComeFromTheLayoutsRegisteredClass() throws {
        final class Stripe: UICollectionReusableView {}
        final class StripedLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let stripe = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "stripe", with: IndexPath(item: 0, section: 0))
                stripe.frame = CGRect(x: 0, y: 0, width: 390, height: 10)
                stripe.zIndex = -1
                return (super.layoutAttributesForElements(in: rect) ?? []) + [stripe]
            }
        }
        let layout = StripedLayout()
        layout.register(Stripe.self, forDecorationViewOfKind: "stripe")
        let (grid, _) = laidOutGrid()
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        let stripes = grid.collectionView.subviews.filter { $0 is Stripe }
        #expect(stripes.count == 1)
        #expect(stripes.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 10))
    }
}

@Suite struct UICollectionViewDecorationUpdateTests {
    final class Stripe: UICollectionReusableView {}
    /// A flow layout with one decoration stripe at the top, which it asks to replace in every update.
    final class ReplacingLayout: UICollectionViewFlowLayout {
        var asked: [String] = []
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let stripe = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "stripe", with: IndexPath(item: 0, section: 0))
            stripe.frame = CGRect(x: 0, y: 0, width: 390, height: 10)
            return (super.layoutAttributesForElements(in: rect) ?? []) + [stripe]
        }
        override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            asked.append("delete \(elementKind)")
            return [IndexPath(item: 0, section: 0)]
        }
        override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            asked.append("insert \(elementKind)")
            return [IndexPath(item: 0, section: 0)]
        }
    }

    // UIKit docs, indexPathsToDeleteForDecorationView(ofKind:) / indexPathsToInsertForDecorationView(ofKind:):
    // asked during updates for "the index paths of decoration views … to remove / add"; the views named go
    // and new ones come.
    @Test func aDecorationViewTheLayoutReplacesInAnUpdateIsANewView() throws {
        let (grid, recorder) = laidOutGrid()
        let layout = ReplacingLayout()
        layout.register(Stripe.self, forDecorationViewOfKind: "stripe")
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        let before = try #require(grid.collectionView.subviews.first { $0 is Stripe })
        recorder.itemCounts = [16]
        grid.collectionView.insertItems(at: [path(15)])
        #expect(layout.asked.contains("delete stripe") && layout.asked.contains("insert stripe"))
        let stripes = grid.collectionView.subviews.filter { $0 is Stripe }
        #expect(stripes.contains { $0 !== before }, "a new stripe view comes")
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(before.superview == nil, "the old one leaves when the update's animation ends")
    }
}

@Suite struct UICollectionViewLayoutChangeTests {
    /// A flow layout putting the grid's items in one column of 390×100 rows.
    private func listLayout() -> RecordingFlowLayout {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        return layout
    }

    // UIKit docs, setCollectionViewLayout(_:animated:completion:): "completion — the block to execute after
    // the transition finishes"; UICollectionViewLayout: prepareForTransition(to:) on the old layout,
    // prepareForTransition(from:) on the new one, finalizeLayoutTransition() on both.
    @Test func anAnimatedChangeOfLayoutSlidesTheCellsAndCallsTheHooks() throws {
        let (grid, _) = laidOutGrid()
        let collectionView = grid.collectionView
        let old = RecordingFlowLayout()
        old.itemSize = CGSize(width: 120, height: 120)
        old.sectionInset = grid.layout.sectionInset
        collectionView.setCollectionViewLayout(old, animated: false)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: path(1)))
        let startX = cell.center.x
        let new = listLayout()
        var done: [Bool] = []
        collectionView.setCollectionViewLayout(new, animated: true) { done.append($0) }
        #expect(collectionView.collectionViewLayout === new)
        #expect(old.log.contains("prepareForTransition(to:)") && old.log.contains("finalizeLayoutTransition"))
        #expect(new.log.contains("prepareForTransition(from:)") && new.log.contains("finalizeLayoutTransition"))
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 390, height: 100), "the model is at its new place")
        expectClose(try #require(cell.layer.presentation()).position.x, startX, tolerance: 1, "the presentation starts at the old one")
        #expect(done.isEmpty)
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(done == [true])
    }

    // UIKit docs, UICollectionViewTransitionLayout: "transitionProgress … 0.0 … the current layout, 1.0 … the
    // next layout"; finishInteractiveTransition() completes it and calls the completion with completed true.
    @Test func anInteractiveChangeOfLayoutFollowsItsProgress() throws {
        let (grid, _) = laidOutGrid()
        let collectionView = grid.collectionView
        var ended: [(Bool, Bool)] = []
        let transition = collectionView.startInteractiveTransition(to: listLayout()) { ended.append(($0, $1)) }
        #expect(collectionView.collectionViewLayout === transition)
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        // Item 1 goes from (134, 20, 120×120) to (0, 100, 390×100): halfway is (67, 60, 255×110).
        let cell = try #require(collectionView.cellForItem(at: path(1)))
        expectClose(cell.frame, CGRect(x: 67, y: 60, width: 255, height: 110), tolerance: 1e-9)
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === transition.nextLayout)
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(ended.count == 1 && ended.first?.0 == true)
    }

    // UIKit docs, cancelInteractiveTransition(): "reverts to the original layout".
    @Test func aCancelledInteractiveChangeGoesBack() {
        let (grid, _) = laidOutGrid()
        let original = grid.collectionView.collectionViewLayout
        var ended: [Bool] = []
        let transition = grid.collectionView.startInteractiveTransition(to: listLayout()) { completed, _ in ended.append(completed) }
        transition.transitionProgress = 0.3
        grid.collectionView.cancelInteractiveTransition()
        #expect(grid.collectionView.collectionViewLayout === original)
        grid.window.clock.tick(to: grid.window.clock.time + 1)
        #expect(ended == [false])
    }
}

@Suite struct UICollectionViewInteractiveMovementTests {
    // UIKit docs, beginInteractiveMovementForItem(at:) … endInteractiveMovement(): "the collection view
    // calls … collectionView(_:moveItemAt:to:)" with the item's original and final index paths.
    @Test func reorderingAnItemTellsTheDataSourceAtTheEnd() throws {
        let (grid, recorder) = laidOutGrid()
        let collectionView = grid.collectionView
        let cell = try #require(collectionView.cellForItem(at: path(0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(1)), "one movement at a time")
        // The finger goes to the middle of item 4's place.
        let target = CGPoint(x: Grid.frame(ofItem: 4).midX, y: Grid.frame(ofItem: 4).midY)
        collectionView.updateInteractiveMovementTargetPosition(target)
        #expect(collectionView.indexPath(for: cell) == path(4))
        #expect(cell.center == target, "the moving cell follows the finger")
        #expect(recorder.moves.isEmpty)
        collectionView.endInteractiveMovement()
        #expect(recorder.moves == ["0-0 → 0-4"])
    }

    // UIKit docs, cancelInteractiveMovement(): "returns the item to its original location"; the data source
    // is not told.
    @Test func aCancelledReorderPutsTheItemBack() throws {
        let (grid, recorder) = laidOutGrid()
        let collectionView = grid.collectionView
        let cell = try #require(collectionView.cellForItem(at: path(0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: Grid.frame(ofItem: 5).midX, y: Grid.frame(ofItem: 5).midY))
        collectionView.cancelInteractiveMovement()
        #expect(collectionView.indexPath(for: cell) == path(0))
        #expect(recorder.moves.isEmpty)
    }
}

@Suite struct UICollectionViewPrefetchingTests {
    // UIKit docs, UICollectionViewDataSourcePrefetching: the collection view "calls these methods as the user
    // scrolls" to tell you about items "that will soon be displayed", and cancels those no longer needed.
    @Test func scrollingDownPrefetchesTheNextScreen() {
        let (grid, recorder) = laidOutGrid(items: 60)
        grid.collectionView.prefetchDataSource = recorder
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        grid.collectionView.layoutIfNeeded()
        // Visible 10…410: the lines at 20, 150, 280 (items 0–8). One screen ahead (410…810): the lines at
        // 410, 540, 670 and 800 (items 9–20).
        #expect(recorder.prefetched.first == Array(9...20).map { path($0) })
        // Scrolling back up leaves them behind.
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 0)
        grid.collectionView.layoutIfNeeded()
        #expect(recorder.cancelled.first?.isEmpty == false)
    }

    // UIKit docs, isPrefetchingEnabled: when false, the prefetch data source is not asked.
    @Test func noPrefetchingWhenItIsOff() {
        let (grid, recorder) = laidOutGrid(items: 60)
        grid.collectionView.prefetchDataSource = recorder
        grid.collectionView.isPrefetchingEnabled = false
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        grid.collectionView.layoutIfNeeded()
        #expect(recorder.prefetched.isEmpty)
    }
}

@Suite struct UICollectionViewEditingAndActionsTests {
    // UIKit docs, collectionView(_:performPrimaryActionForItemAt:): called when the user triggers a primary
    // action on a cell, after its selection; "the collection view doesn't call this method in editing mode".
    @Test func aTapPerformsThePrimaryActionOutsideEditing() {
        let (grid, recorder) = laidOutGrid()
        grid.collectionView.userDidTapItem(at: path(2))
        #expect(recorder.primary == [path(2)])
        grid.collectionView.isEditing = true
        grid.collectionView.allowsSelectionDuringEditing = true
        grid.collectionView.userDidTapItem(at: path(3))
        #expect(recorder.primary == [path(2)])
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(3)])
    }

    // UIKit docs, allowsSelectionDuringEditing: "default value … false"; while editing, a tap selects only
    // when it is true.
    @Test func editingUsesTheEditingSelectionRules() {
        let grid = Grid()
        grid.collectionView.isEditing = true
        grid.collectionView.userDidTapItem(at: path(2))
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        grid.collectionView.allowsSelectionDuringEditing = true
        grid.collectionView.allowsMultipleSelectionDuringEditing = true
        grid.collectionView.userDidTapItem(at: path(2))
        grid.collectionView.userDidTapItem(at: path(4))
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(2), path(4)])
    }

    // UIKit docs, UICollectionView.CellRegistration: dequeueConfiguredReusableCell(using:for:item:) returns a
    // cell of the registration's class configured by its handler.
    @Test func cellRegistrationsConfigureTheirCells() {
        let grid = Grid()
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, indexPath, item in
            configured.append("\(item) \(indexPath.item)")
        }
        let cell = grid.collectionView.dequeueConfiguredReusableCell(using: registration, for: path(1), item: "b")
        #expect(configured == ["b 1"])
        #expect(cell.frame == Grid.frame(ofItem: 1))
    }
}
