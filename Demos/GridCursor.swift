//  GridCursor.swift — FlipbookDemos
//  The highlight the arrow keys move over a collection view's grid (a Flipbook addition: a
//  terminal has no finger, so the demos with a grid show which cell Enter will tap).

import FlipbookKit
import FlipbookPlayer

/// Which cell of a grid Enter will tap, drawn as a thick border on that cell.
///
/// The border is drawn on the cell's layer, which no seed animates, so the seeds' code sees
/// the cells exactly as it would on iOS; the cursor does not select anything (the tap does).
final class GridCursor {
    static let borderWidth: CGFloat = 10
    static let borderColor = UIColor.systemPink

    let collectionView: UICollectionView
    let columns: Int
    private(set) var indexPath = IndexPath(item: 0, section: 0)

    init(collectionView: UICollectionView, columns: Int) {
        self.collectionView = collectionView
        self.columns = columns
        show()
    }

    /// Moves by whole cells, staying inside the grid.
    func move(dx: Int, dy: Int) {
        let count = collectionView.numberOfItems(inSection: 0)
        let column = min(max(indexPath.item % columns + dx, 0), columns - 1)
        let row = indexPath.item / columns + dy
        let item = row * columns + column
        guard item >= 0, item < count else { return }
        indexPath = IndexPath(item: item, section: 0)
        show()
    }

    /// Puts the cursor on `item` (ignored outside the grid).
    func select(item: Int) {
        guard item >= 0, item < collectionView.numberOfItems(inSection: 0) else { return }
        indexPath = IndexPath(item: item, section: 0)
        show()
    }

    /// Borders the cell under the cursor and no other.
    func show() {
        collectionView.layoutIfNeeded()
        for cell in collectionView.visibleCells {
            let here = collectionView.indexPath(for: cell) == indexPath
            cell.layer.borderWidth = here ? Self.borderWidth : 0
            cell.layer.borderColor = here ? Self.borderColor.cgColor : nil
        }
    }
}

extension DemoScene {
    /// A grid demo's keys: Enter taps the highlighted cell as a finger would (the collection view
    /// selects it and calls the seed's didSelectItemAt); the arrows and a script's `select` move
    /// the highlight — all only while `controller` presents nothing. Esc runs `back`.
    func driveGrid(_ cursor: GridCursor, of controller: UIViewController, back: @escaping () -> Void) {
        primaryActionName = "tap"
        backActionName = "dismiss"
        primaryAction = {
            guard controller.presentedViewController == nil else { return }
            cursor.collectionView.userDidTapItem(at: cursor.indexPath)
        }
        backAction = back
        moveSelection = { dx, dy in
            guard controller.presentedViewController == nil else { return }
            cursor.move(dx: dx, dy: dy)
        }
        selectItem = { item in
            guard controller.presentedViewController == nil else { return }
            cursor.select(item: item)
        }
    }
}
