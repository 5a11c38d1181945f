//  UICollectionViewTests.swift — FlipbookKitTests
//  Visible cells, reuse, hit testing by point, coordinate conversion and diagnostics of a collection view.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UICollectionViewTests {
    @Test func noCellsExistUntilTheFirstLayoutPass() {
        let grid = Grid()
        #expect(grid.collectionView.visibleCells.isEmpty)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.collectionView.numberOfSections == 1)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 15)
        #expect(grid.collectionView.numberOfItems(inSection: 1) == 0)
    }

    @Test func aLayoutPassShowsTheItemsThatMeetTheBounds() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        // Bounds y 0…400: lines at 20, 150, 280 show (280 < 400); the line at 410 does not.
        #expect(grid.visibleItems() == Array(0...8))
        #expect(grid.collectionView.visibleCells.count == 9)
        #expect(grid.recorder.entries("willDisplay").count == 9)
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) == nil)
        for item in 0...8 {
            let cell = grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0))
            #expect(cell is CountingCell)
            #expect(cell?.superview === grid.collectionView)
            #expect(cell?.frame == Grid.frame(ofItem: item))
            #expect(cell?.reuseIdentifier == "Cell")
        }
    }

    @Test func theContentViewFillsTheCell() throws {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
    }

    @Test func layoutAttributesForAnItemAreItsCellsFrame() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        for cell in grid.collectionView.visibleCells {
            let indexPath = grid.collectionView.indexPath(for: cell)
            #expect(indexPath != nil)
            #expect(grid.collectionView.layoutAttributesForItem(at: indexPath!)?.frame == cell.frame)
        }
        #expect(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 15, section: 0)) == nil)
    }

    @Test func scrollingRecyclesCellsThatLeaveTheBounds() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        let leaving = (0...2).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CountingCell }
        #expect(leaving.count == 3)

        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(collectionView.bounds.origin == CGPoint(x: 0, y: 200))
        collectionView.layoutIfNeeded()
        // Bounds y 200…600: lines at 150 (ends 270) through 540 show — items 3…14.
        #expect(grid.visibleItems() == Array(3...14))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.recorder.entries("didEndDisplaying") == ["didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2"])

        // Items 9…14 needed six cells: the three that left were reused (each prepared once), three are new.
        #expect(Set(leaving.compactMap { collectionView.indexPath(for: $0)?.item }) == [9, 10, 11])
        #expect(leaving.map(\.reuseCount) == [1, 1, 1])
        #expect(grid.recorder.cellsMade.count == 12)
        #expect(collectionView.visibleCells.allSatisfy { cell in cell.superview === collectionView })
        // Frames stay in content coordinates; scrolling moved the bounds, not the cells.
        #expect(collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.frame == Grid.frame(ofItem: 9))
    }

    @Test func aCellsFrameInTheWindowMovesUpByTheScrollOffset() throws {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        // Item 4 is at (134, 150) in the content; the collection view sits at y = 100 in the window.
        expectClose(cell.convert(cell.bounds, to: nil), CGRect(x: 134, y: 250, width: 120, height: 120))
        expectClose(collectionView.convert(cell.frame, to: grid.window), CGRect(x: 134, y: 250, width: 120, height: 120))

        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        expectClose(collectionView.convert(cell.frame, to: grid.window), CGRect(x: 134, y: 50, width: 120, height: 120))
        expectClose(grid.window.convert(cell.frame, from: collectionView), CGRect(x: 134, y: 50, width: 120, height: 120))
        expectClose(cell.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 134, y: 50))
    }

    @Test func indexPathForItemAtAPointUsesContentCoordinates() {
        let grid = Grid()
        let collectionView = grid.collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 140, y: 160)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 2, y: 20)) == IndexPath(item: 0, section: 0))
        // The 12-pt gap between columns 0 (ends 122) and 1 (starts 134), and the top inset.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 128, y: 160)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 10)) == nil)
        // An item off screen is still found: line 3 (410–530), column 1.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 450)) == IndexPath(item: 10, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 1000)) == nil)
    }

    @Test func reloadDataAsksForTheItemsAgain() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        grid.recorder.itemCounts = [4]
        grid.recorder.clearLog()
        let before = grid.collectionView.visibleCells
        grid.collectionView.reloadData()
        #expect(grid.collectionView.visibleCells.isEmpty)
        #expect(before.allSatisfy { $0.superview == nil })
        grid.collectionView.layoutIfNeeded()
        #expect(grid.visibleItems() == [0, 1, 2, 3])
        #expect(grid.recorder.entries("cellFor").count == 4)
        // Two lines: 20 + 120 + 10 + 120 + 30.
        #expect(grid.collectionView.contentSize.height == 300)
        // No new cells: all four came from the reuse queue.
        #expect(grid.recorder.cellsMade.count == 9)
    }

    @Test func anUnknownIdentifierIsReportedOnceAndAPlainCellStandsIn() {
        let recorder = CollectionRecorder(itemCounts: [15])
        recorder.cellIdentifier = "ImageCollectionViewCell"
        let grid = Grid(recorder: recorder)
        grid.collectionView.layoutIfNeeded()
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell.map { type(of: $0) == UICollectionViewCell.self } == true)
        #expect(grid.collectionView.visibleCells.count == 9)
        let messages = grid.window.clock.diagnostics.filter { $0.contains("\"ImageCollectionViewCell\"") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("register(_:forCellWithReuseIdentifier:)") == true)
    }

    @Test func registeringANonCellClassIsReported() {
        let grid = Grid()
        grid.collectionView.register(UIView.self, forCellWithReuseIdentifier: "Cell")
        grid.collectionView.layoutIfNeeded()
        #expect(grid.window.clock.diagnostics.contains { $0.contains("not a UICollectionViewCell subclass") })
        #expect(grid.collectionView.visibleCells.count == 9)
    }

    @Test func aCollectionViewClipsAndItsDataSourceDefaultsToOneSection() {
        final class Minimal: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Minimal()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        #expect(collectionView.clipsToBounds)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }
}
