//  UICollectionViewFlowLayoutTests.swift — FlipbookKitTests
//  Flow layout frames and content sizes against positions computed by hand.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UICollectionViewFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        // Expected: UIKit docs — itemSize 50×50, both spacings 10, no inset, vertical.
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.collectionView == nil)
    }

    @Test func threeItemsPerLineAreJustifiedBetweenTheInsets() {
        let grid = Grid()
        let expected: [CGRect] = [
            CGRect(x: 2, y: 20, width: 120, height: 120), CGRect(x: 134, y: 20, width: 120, height: 120),
            CGRect(x: 266, y: 20, width: 120, height: 120), CGRect(x: 2, y: 150, width: 120, height: 120),
            CGRect(x: 134, y: 150, width: 120, height: 120), CGRect(x: 266, y: 150, width: 120, height: 120),
        ]
        for (item, frame) in expected.enumerated() {
            let attributes = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
            #expect(attributes?.frame == frame, "item \(item)")
            #expect(attributes?.center == CGPoint(x: frame.midX, y: frame.midY))
            #expect(attributes?.representedElementCategory == .cell)
        }
    }

    @Test func fifteenItemsMakeFiveLinesOfContent() {
        let grid = Grid(items: 15)
        grid.collectionView.layoutIfNeeded()
        // 20 + 5×120 + 4×10 + 30 = 690; the width is the collection view's.
        #expect(grid.collectionView.contentSize == CGSize(width: 390, height: 690))
        #expect(grid.layout.collectionViewContentSize == CGSize(width: 390, height: 690))
    }

    @Test func theLastLineKeepsThePreviousLinesSpacingFromTheLeft() {
        let seven = Grid(items: 7)
        #expect(seven.collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
                == CGRect(x: 2, y: 280, width: 120, height: 120))
        let eight = Grid(items: 8)
        #expect(eight.collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minX == 2)
        #expect(eight.collectionView.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame.minX == 134)
    }

    @Test func aSingleItemAloneInItsSectionIsCentred() {
        let grid = Grid(items: 1)
        grid.layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        // Available 380; (380 − 120) / 2 = 130 after the left inset of 10.
        #expect(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 140, y: 0, width: 120, height: 120))
    }

    @Test func elementsInARectAreThoseWhoseFramesMeetIt() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        // y 145…155 starts below line 0 (which ends at 140) and reaches into line 1 (150–270).
        let items = grid.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 145, width: 390, height: 10))?
            .map(\.indexPath.item).sorted()
        #expect(items == [3, 4, 5])
    }

    @Test func horizontalScrollingFlowsItemsDownColumns() {
        let recorder = CollectionRecorder(itemCounts: [10])
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 80)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        // Down a 300-pt column: 3 × 80 + 2 × 10 = 260 fit, 4 do not; spare 60 → gaps of 30: y = 0, 110, 220.
        // Columns 100 wide, 10 apart: x = 0, 110, 220, 330; the lone 10th item starts its column at the top.
        let frame = { (item: Int) in collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(frame(1) == CGRect(x: 0, y: 110, width: 100, height: 80))
        #expect(frame(2) == CGRect(x: 0, y: 220, width: 100, height: 80))
        #expect(frame(3) == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(frame(9) == CGRect(x: 330, y: 0, width: 100, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 430, height: 300))

        collectionView.contentOffset = CGPoint(x: 120, y: 0)
        collectionView.layoutIfNeeded()
        // Visible x 120…510: column 0 (0–100) has gone.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(3...9))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func theFlowLayoutDelegateSizesItemsAndLinesCentreShorterItems() {
        final class Sizer: CollectionRecorder, UICollectionViewDelegateFlowLayout {
            let sizes: [CGSize] = [CGSize(width: 185, height: 60), CGSize(width: 185, height: 100),
                                   CGSize(width: 390, height: 50), CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)]
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.item] }
        }
        let sizer = Sizer(itemCounts: [5])
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = sizer
        collectionView.delegate = sizer
        collectionView.layoutIfNeeded()
        let frame = { (item: Int) in collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Line 1: 185 + 10 + 185 = 380 ≤ 390, the 390-wide item does not fit; spare 20 is the gap.
        // The line is 100 high; the 60-high item is centred in it: y = 20.
        #expect(frame(0) == CGRect(x: 0, y: 20, width: 185, height: 60))
        #expect(frame(1) == CGRect(x: 205, y: 0, width: 185, height: 100))
        // Line 2: the full-width item alone, at y = 100 + 10.
        #expect(frame(2) == CGRect(x: 0, y: 110, width: 390, height: 50))
        // Line 3, the last: the previous line had no gap, so the minimum 10 is used from the left.
        #expect(frame(3) == CGRect(x: 0, y: 170, width: 100, height: 100))
        #expect(frame(4) == CGRect(x: 110, y: 170, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 270))
        // Cells take the delegate's sizes too.
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.bounds.size == CGSize(width: 390, height: 50))
    }

    @Test func sectionsStackWithTheirOwnInsetsFromTheDelegate() {
        final class Insetter: CollectionRecorder, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 0 ? UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
                             : UIEdgeInsets(top: 5, left: 20, bottom: 0, right: 20)
            }
        }
        let insetter = Insetter(itemCounts: [2, 2])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = insetter
        collectionView.delegate = insetter
        collectionView.layoutIfNeeded()
        let frame = { (item: Int, section: Int) in collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // Section 0: two 50-pt items justified across 390: x = 0 and 340; it ends at 10 + 50 + 10 = 70.
        #expect(frame(0, 0) == CGRect(x: 0, y: 10, width: 50, height: 50))
        #expect(frame(1, 0) == CGRect(x: 340, y: 10, width: 50, height: 50))
        // Section 1 starts at 70 + 5, between insets of 20: x = 20 and 390 − 20 − 50 = 320.
        #expect(frame(0, 1) == CGRect(x: 20, y: 75, width: 50, height: 50))
        #expect(frame(1, 1) == CGRect(x: 320, y: 75, width: 50, height: 50))
        #expect(collectionView.contentSize.height == 125)
    }

    @Test func changingAPropertyOrTheWidthRelaysTheItems() {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        grid.layout.itemSize = CGSize(width: 180, height: 100)
        grid.collectionView.layoutIfNeeded()
        // Two 180-wide items per 384-pt line: gap 384 − 360 = 24; x = 2 and 206.
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 206, y: 20, width: 180, height: 100))

        grid.collectionView.frame = CGRect(x: 0, y: 100, width: 200, height: 400)
        grid.collectionView.layoutIfNeeded()
        // One per line now (194 available): item 1 is alone on the second line, centred: 2 + (194 − 180) / 2 = 9.
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 9, y: 130, width: 180, height: 100))
    }
}
