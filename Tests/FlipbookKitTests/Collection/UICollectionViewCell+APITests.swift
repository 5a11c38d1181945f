//  UICollectionViewCell+APITests.swift — FlipbookKitTests
//  Cell configurations and state, layout attributes, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UICollectionViewCellConfigurationTests {
    // UIKit docs, configurationUpdateHandler: "a block for handling updates to the cell's configuration
    // using the current state"; the cell updates its configuration when its state changes.
    @Test func theUpdateHandlerSeesTheSelectionState() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isSelected) }
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        #expect(cell.configurationState.isSelected)
    }

    // UIKit docs, backgroundConfiguration: "setting a background configuration … resets the cell's
    // backgroundView … to nil", and setting backgroundView resets the configuration.
    @Test func aBackgroundConfigurationAndABackgroundViewReplaceEachOther() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .red
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
        let shown = try #require(cell.backgroundView)
        #expect(shown.backgroundColor == .red)
        #expect(shown.layer.cornerRadius == 8)
        #expect(shown.superview === cell)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
    }

    // UIKit docs, contentConfiguration: the cell shows the configuration's content view in its content view.
    @Test func aContentConfigurationShowsItsView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
    }

    // UIKit docs, UICellConfigurationState isEditing: the cell is editing when its collection view is (and
    // collectionView(_:canEditItemAt:) agrees).
    @Test func aCellIsEditingWhileItsCollectionViewIs() throws {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!cell.configurationState.isEditing)
        grid.collectionView.isEditing = true
        #expect(cell.configurationState.isEditing)
    }
}

@Suite struct UICollectionViewLayoutAttributesAPITests {
    // UIKit docs, UICollectionViewLayoutAttributes transform3D / transform: "assigning a transform … replaces
    // the value in the transform3D property" and the other way round.
    @Test func transformAndTransform3DAreOneValue() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
        attributes.transform3D = CATransform3DMakeTranslation(5, 6, 0)
        #expect(attributes.transform == CGAffineTransform(translationX: 5, y: 6))
    }

    // UIKit docs, init(forSupplementaryViewOfKind:with:) and init(forDecorationViewOfKind:with:): the
    // category and kind the attributes represent.
    @Test func supplementaryAndDecorationAttributesSayWhatTheyAre() {
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "header")
        let copy = header.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.representedElementKind == "header" && copy?.indexPath == IndexPath(item: 0, section: 2))
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "stripe", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0)).representedElementKind == nil)
    }
}

@Suite struct UICollectionViewLayoutAPITests {
    // UIKit docs, layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:): the default returns the
    // item's attributes "with the center set to the target position".
    @Test func aMovingItemIsCentredOnTheFinger() throws {
        let grid = Grid()
        grid.collectionView.layoutIfNeeded()
        let attributes = grid.layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 2, section: 0),
                                                                              withTargetPosition: CGPoint(x: 10, y: 20))
        #expect(attributes.center == CGPoint(x: 10, y: 20))
        #expect(attributes.size == CGSize(width: 120, height: 120))
    }

    // UIKit docs, invalidationContext(forBoundsChange:) is asked when shouldInvalidateLayout(forBoundsChange:)
    // returns true, and the context goes to invalidateLayout(with:).
    @Test func aBoundsChangeGoesThroughAnInvalidationContext() {
        final class Watching: UICollectionViewFlowLayout {
            var contexts: [UICollectionViewLayoutInvalidationContext] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                contexts.append(context)
                super.invalidateLayout(with: context)
            }
        }
        let grid = Grid()
        let layout = Watching()
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.bounds.size.width = 300
        grid.collectionView.layoutIfNeeded()
        #expect(layout.contexts.contains { $0.invalidateEverything })
    }

    // UIKit docs, targetContentOffset(forProposedContentOffset:): "during layout updates … the collection view
    // calls this method" to let the layout change where the content comes to rest.
    @Test func updatesAskTheLayoutWhereTheContentGoes() {
        final class Top: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { .zero }
        }
        let recorder = MutableCollectionRecorder(itemCounts: [30])
        let grid = MutableGrid(recorder)
        let layout = Top()
        layout.itemSize = CGSize(width: 120, height: 120)
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        grid.collectionView.layoutIfNeeded()
        recorder.itemCounts = [31]
        grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(grid.collectionView.contentOffset == .zero)
    }

    // UIKit docs, targetContentOffset(forProposedContentOffset:withScrollingVelocity:): "the point at which
    // to stop scrolling", asked when a flick ends, with the velocity "in points per second".
    @Test func aFlickRestsWhereTheLayoutSays() {
        final class Snapping: UICollectionViewFlowLayout {
            var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                              withScrollingVelocity velocity: CGPoint) -> CGPoint {
                asked.append((proposedContentOffset, velocity))
                return CGPoint(x: 0, y: (proposedContentOffset.y / 130).rounded(.down) * 130)
            }
        }
        let recorder = MutableCollectionRecorder(itemCounts: [60])
        let grid = MutableGrid(recorder)
        let layout = Snapping()
        layout.itemSize = CGSize(width: 120, height: 120)
        grid.collectionView.collectionViewLayout = layout
        grid.collectionView.layoutIfNeeded()
        // A finger flicks up from y = 400 in the window (300 in the collection view), 12 pt a frame.
        let window = grid.window
        var t = window.clock.time
        var y: CGFloat = 400
        window.sendTouch(.began, at: CGPoint(x: 200, y: y))
        for _ in 1...8 {
            t += 1.0 / 60
            window.clock.tick(to: t)
            y -= 12
            window.sendTouch(.moved, at: CGPoint(x: 200, y: y))
        }
        window.sendTouch(.ended, at: CGPoint(x: 200, y: y))
        #expect(layout.asked.count == 1)
        guard let asked = layout.asked.first else { return }
        #expect(asked.velocity.y > 500, "about 720 pt/s: 12 pt each 1/60 s")
        #expect(asked.proposed.y > asked.velocity.y / 1000)
        window.clock.tick(to: t + 10)
        let rest = grid.collectionView.contentOffset.y
        #expect(rest == (asked.proposed.y / 130).rounded(.down) * 130)
    }
}
