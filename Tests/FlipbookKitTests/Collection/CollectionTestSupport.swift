//  CollectionTestSupport.swift — FlipbookKitTests
//  A data source and delegate that records what a collection view asks and tells, and a cell that counts its reuses.

import Foundation
@testable import FlipbookKit

/// A cell that counts `prepareForReuse()` calls.
final class CountingCell: UICollectionViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// Supplies `itemCounts[section]` items of `CountingCell` (identifier `cellIdentifier`) and logs
/// every delegate call as a readable line ("didSelect 0-4").
class CollectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var itemCounts: [Int]
    var cellIdentifier = "Cell"
    var allowSelect: (IndexPath) -> Bool = { _ in true }
    private(set) var log: [String] = []
    private(set) var scrollCount = 0
    private(set) var cellsMade: [UICollectionViewCell] = []

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// Log lines starting with `prefix`.
    func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }
    func clearLog() { log = [] }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellFor \(Self.name(indexPath))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        if !cellsMade.contains(where: { $0 === cell }) { cellsMade.append(cell) }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(Self.name(indexPath))")
        return allowSelect(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(Self.name(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(Self.name(indexPath))")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollCount += 1
    }
}

/// The grid the tests share (a seed-000-like image grid), computed by hand:
/// a 390×400 collection view at y = 100 in a 390×844 window; items 120×120, spacing 10,
/// section inset top 20, left 2, bottom 30, right 4.
///
/// Across: 384 pt available; 3 items take 360 + 2×10 = 380 ≤ 384 (4 would take 510), so 3 per
/// line; the spare 24 pt justify to gaps of 12: x = 2, 134, 266 (266 + 120 = 386 = 390 − 4).
/// Down: lines at y = 20, 150, 280, 410, 540; 15 items end at 540 + 120 + 30 = 690.
struct Grid {
    let window = UIWindow()
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let recorder: CollectionRecorder

    static let columnX: [CGFloat] = [2, 134, 266]
    static let lineY: [CGFloat] = [20, 150, 280, 410, 540]

    init(items: Int = 15, recorder: CollectionRecorder? = nil) {
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 2, bottom: 30, right: 4)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        self.recorder = recorder ?? CollectionRecorder(itemCounts: [items])
        collectionView.dataSource = self.recorder
        collectionView.delegate = self.recorder
        window.addSubview(collectionView)
    }

    /// The hand-computed frame of item `item` in section 0.
    static func frame(ofItem item: Int) -> CGRect {
        CGRect(x: columnX[item % 3], y: lineY[item / 3], width: 120, height: 120)
    }

    func visibleItems() -> [Int] { collectionView.indexPathsForVisibleItems.map(\.item) }
}
