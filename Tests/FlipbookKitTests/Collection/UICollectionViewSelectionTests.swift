//  UICollectionViewSelectionTests.swift — FlipbookKitTests
//  Selection by code (no delegate calls), by a tap (delegate calls in UIKit's order), and scrolling to items.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UICollectionViewSelectionTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func selectingInCodeDoesNotTellTheDelegate() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        grid.recorder.clearLog()
        #expect(collectionView.indexPathsForSelectedItems == [])

        collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [path(4)])
        #expect(collectionView.cellForItem(at: path(4))?.isSelected == true)
        collectionView.selectItem(at: path(5), animated: false, scrollPosition: [])
        // Single selection: 4 gave way to 5.
        #expect(collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(collectionView.cellForItem(at: path(4))?.isSelected == false)
        collectionView.deselectItem(at: path(5), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(collectionView.cellForItem(at: path(5))?.isSelected == false)
        #expect(grid.recorder.log.isEmpty)
        #expect(collectionView.contentOffset == .zero)
    }

    @Test func multipleSelectionKeepsEarlierItemsAndNilDeselectsAll() {
        let grid = Grid()
        grid.collectionView.allowsMultipleSelection = true
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        grid.collectionView.selectItem(at: path(7), animated: false, scrollPosition: [])
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(1), path(7)])
        grid.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(grid.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func selectionIsRefusedWhenNotAllowedOrOutOfRange() {
        let grid = Grid()
        grid.collectionView.allowsSelection = false
        grid.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        grid.collectionView.userDidTapItem(at: path(1))
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(grid.recorder.entries("didSelect").isEmpty)

        grid.collectionView.allowsSelection = true
        grid.collectionView.selectItem(at: path(15), animated: false, scrollPosition: [])
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        #expect(grid.window.clock.diagnostics.contains { $0.contains("selectItem(at:)") })
    }

    @Test func aTapAsksSelectsAndTellsTheDelegateDeselectingTheOldItemFirst() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        grid.recorder.clearLog()

        collectionView.userDidTapItem(at: path(2))
        #expect(grid.recorder.log == ["shouldSelect 0-2", "didSelect 0-2"])
        #expect(collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(collectionView.cellForItem(at: path(2))?.isSelected == true)
        #expect(collectionView.cellForItem(at: path(2))?.isHighlighted == false)

        grid.recorder.clearLog()
        collectionView.userDidTapItem(at: path(6))
        #expect(grid.recorder.log == ["shouldSelect 0-6", "didDeselect 0-2", "didSelect 0-6"])
        #expect(collectionView.indexPathsForSelectedItems == [path(6)])
        #expect(collectionView.cellForItem(at: path(2))?.isSelected == false)
    }

    @Test func aTapTheDelegateRefusesChangesNothing() {
        let grid = Grid()
        grid.recorder.allowSelect = { $0.item != 3 }
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.userDidTapItem(at: path(1))
        grid.recorder.clearLog()
        grid.collectionView.userDidTapItem(at: path(3))
        #expect(grid.recorder.log == ["shouldSelect 0-3"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(1)])
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let grid = Grid()
        grid.collectionView.allowsMultipleSelection = true
        grid.collectionView.userDidTapItem(at: path(0))
        grid.collectionView.userDidTapItem(at: path(1))
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(0), path(1)])
        grid.recorder.clearLog()
        grid.collectionView.userDidTapItem(at: path(0))
        #expect(grid.recorder.log == ["didDeselect 0-0"])
        #expect(grid.collectionView.indexPathsForSelectedItems == [path(1)])
    }

    @Test func theSeedAnimatorsLookupFindsTheTappedCell() throws {
        // Seed 000's presented animator: the first selected item, its cell, the cell's frame in the container.
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.userDidTapItem(at: path(5))
        let selected = try #require(grid.collectionView.indexPathsForSelectedItems?.first)
        let cell = try #require(grid.collectionView.cellForItem(at: selected))
        let inWindow = grid.window.convert(cell.contentView.frame, from: cell.contentView.superview)
        expectClose(inWindow, CGRect(x: 266, y: 250, width: 120, height: 120))
    }

    @Test func aCellComingOnScreenShowsItsSelection() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.selectItem(at: path(13), animated: false, scrollPosition: [])
        #expect(grid.collectionView.cellForItem(at: path(13)) == nil)
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 290)
        grid.collectionView.layoutIfNeeded()
        #expect(grid.collectionView.cellForItem(at: path(13))?.isSelected == true)
        #expect(grid.collectionView.cellForItem(at: path(12))?.isSelected == false)
    }

    @Test func scrollPositionsPutTheItemAtTheTopCentreOrBottom() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        // Item 10's line is 410…530; the bounds are 400 high; the content is 690 high (max offset 290).
        collectionView.scrollToItem(at: path(10), at: .top, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 290))   // 410 clamped to 290
        collectionView.scrollToItem(at: path(4), at: .top, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 150))
        collectionView.scrollToItem(at: path(10), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 270))   // 470 − 200
        collectionView.scrollToItem(at: path(10), at: .bottom, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 130))   // 530 − 400
        collectionView.scrollToItem(at: path(0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 0))     // −260 clamped to 0

        collectionView.selectItem(at: path(13), animated: false, scrollPosition: .bottom)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 260))   // 660 − 400
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(13))?.isSelected == true)
        #expect(grid.recorder.scrollCount == 6)
    }

    // A finger taps only what is on screen: item 13 (line 540…660; the bounds show 0…400) is
    // scrolled to the middle first, so the delegate finds its cell — the zoom demo's
    // didSelectItemAt force-casts cellForItem(at:), and trapped where the cell was off screen.
    @Test func aTapOnAnItemOffScreenScrollsItToTheMiddleFirst() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(13)) == nil)
        grid.recorder.clearLog()
        collectionView.userDidTapItem(at: path(13))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 290))   // 600 − 200, clamped to 290
        #expect(grid.recorder.entries("shouldSelect") + grid.recorder.entries("didSelect") == ["shouldSelect 0-13", "didSelect 0-13"])
        #expect(collectionView.cellForItem(at: path(13))?.isSelected == true)
        #expect(grid.window.clock.diagnostics.isEmpty)
    }
}
