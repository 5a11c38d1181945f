//  UICollectionViewCellTests.swift — FlipbookKitTests
//  A cell's content and background views: order, size, and the selected background's visibility.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct UICollectionViewCellTests {
    @Test func backgroundsSitBehindTheContentAndFillTheCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = UIView(), selectedBackground = UIView()
        cell.selectedBackgroundView = selectedBackground
        cell.backgroundView = background
        #expect(cell.subviews.map { ObjectIdentifier($0) }
                == [background, selectedBackground, cell.contentView].map { ObjectIdentifier($0) })
        #expect(background.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(selectedBackground.frame == cell.bounds)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(background.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func theSelectedBackgroundShowsOnlyWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let selectedBackground = UIView()
        cell.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.isHidden)
        cell.isHighlighted = true
        #expect(!selectedBackground.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selectedBackground.isHidden)
        cell.isSelected = false
        #expect(selectedBackground.isHidden)
        #expect(cell.reuseIdentifier == nil)
    }

    // Seed 003's port found it: a cell that places its subviews from its bounds in init(frame:)
    // (an image inset 5 pt) got a zero frame there, and its inset image a null rectangle.
    @Test func aNewCellIsMadeWithItsItemsFrameAsOniOS() {
        final class InsetCell: UICollectionViewCell {
            static var framesAtInit: [CGRect] = []
            let inset = UIView()
            required init(frame: CGRect) {
                super.init(frame: frame)
                Self.framesAtInit.append(frame)
                inset.frame = contentView.bounds.insetBy(dx: 5, dy: 5)
                inset.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(inset)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        InsetCell.framesAtInit = []
        let grid = Grid()
        grid.collectionView.register(InsetCell.self, forCellWithReuseIdentifier: "Cell")
        grid.window.layoutIfNeeded()
        // Expected: UIKit calls init(frame:) with the item's layout frame (Grid's hand-computed frames).
        #expect(InsetCell.framesAtInit.first == Grid.frame(ofItem: 0))
        #expect(InsetCell.framesAtInit.count == grid.visibleItems().count)
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as! InsetCell
        #expect(cell.frame == Grid.frame(ofItem: 4))
        #expect(cell.inset.frame == CGRect(x: 5, y: 5, width: 110, height: 110))
    }
}
