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
}
