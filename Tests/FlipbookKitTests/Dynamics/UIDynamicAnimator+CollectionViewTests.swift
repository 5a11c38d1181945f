//  UIDynamicAnimator+CollectionViewTests.swift — FlipbookKitTests
//  A dynamic animator in collection-view mode: layout attributes as dynamic items, and a
//  springy flow layout whose cells lag behind a scroll and settle like damped springs.

import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

/// A flow layout whose items hang on springs at their places: scrolling shifts each item
/// along with the scroll in proportion to its distance from the finger, and the springs pull
/// it back — the items far from the finger lag behind, then settle.
private final class SpringyLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    /// Where the finger is, in content coordinates.
    var finger = CGPoint.zero
    /// Points of distance from the finger per unit of lag.
    static let lagScale: CGFloat = 1500
    static let frequency: CGFloat = 1.5, damping: CGFloat = 0.6
    private var springs: [IndexPath: UIAttachmentBehavior] = [:]
    private(set) var prepareCount = 0

    override func prepare() {
        super.prepare()
        prepareCount += 1
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        for attributes in super.layoutAttributesForElements(in: content) ?? [] where springs[attributes.indexPath] == nil {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.frequency = Self.frequency
            spring.damping = Self.damping
            animator.addBehavior(spring)
            springs[attributes.indexPath] = spring
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let scrolled = newBounds.minY - collectionView.bounds.minY
        for spring in springs.values {
            let item = spring.items[0]
            item.center.y += Self.lag(scrolled, at: abs(finger.y - spring.anchorPoint.y))
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }

    /// How far an item `distance` from the finger moves with a scroll of `scrolled`: a share
    /// growing with the distance, never more than the scroll itself.
    static func lag(_ scrolled: CGFloat, at distance: CGFloat) -> CGFloat {
        let share = scrolled * distance / lagScale
        return scrolled < 0 ? max(scrolled, share) : min(scrolled, share)
    }
}

private final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }
}

@Suite struct UIDynamicAnimatorCollectionViewTests {
    /// A 320×480 collection view of 30 rows 300×40, 10 apart: row i's centre is at y = 20 + 50i.
    private static func rows() -> (UIWindow, UICollectionView, SpringyLayout, Rows) {
        let window = UIWindow()
        let layout = SpringyLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        let rows = Rows()
        collectionView.dataSource = rows
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        window.clock.tick(to: 0.1)
        return (window, collectionView, layout, rows)
    }

    private static func restY(_ item: Int) -> CGFloat { 20 + 50 * CGFloat(item) }

    @Test func layoutAttributesAreDynamicItemsAndTheAnimatorFindsThem() {
        // UIKit docs, UIDynamicAnimator: "The UIView and UICollectionViewLayoutAttributes classes
        // implement this protocol"; an animator made with init(collectionViewLayout:) "employs a
        // collection view layout … for its coordinate system", and referenceView "has a value only
        // for a dynamic animator initialized using the init(referenceView:) method".
        let (window, collectionView, layout, rows) = Self.rows()
        defer { withExtendedLifetime((window, rows)) {} }
        #expect(layout.animator.referenceView == nil)
        let cell = layout.animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0))
        #expect(cell?.center.y == Self.restY(3))
        #expect(layout.animator.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                     at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.animator.layoutAttributesForDecorationView(ofKind: "Rule", at: IndexPath(item: 3, section: 0)) == nil)
        // items(in:) works in content coordinates: rows 2 and 3 meet y 110…160.
        let found = layout.animator.items(in: CGRect(x: 100, y: 110, width: 10, height: 50))
            .compactMap { ($0 as? UICollectionViewLayoutAttributes)?.indexPath.item }.sorted()
        #expect(found == [2, 3])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.center == cell?.center)
        #expect(!layout.animator.isRunning)
    }

    @Test func cellsLagBehindAScrollAndSettleAsDampedSprings() throws {
        // UIKit docs, UIDynamicAnimator: "A collection view animator automatically calls the
        // invalidateLayout() method as needed"; updateItem(usingCurrentState:) has the animator
        // "read and incorporate the new state". Each item hangs on a spring of frequency f and
        // damping ratio ζ at its place (UIAttachmentBehavior docs): displaced by x₀ from rest,
        // it returns as x(t) = x₀·e^(−ζωt)·(cos ω_d t + ζ/√(1−ζ²)·sin ω_d t), ω = 2πf, ω_d = ω√(1−ζ²).
        let (window, collectionView, layout, rows) = Self.rows()
        defer { withExtendedLifetime(rows) {} }
        layout.finger = CGPoint(x: 160, y: 110)
        let scrollTime = 0.5
        window.clock.tick(to: scrollTime)
        let preparesBefore = layout.prepareCount
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.clock.commit()
        let omega = 2 * Double.pi * Double(SpringyLayout.frequency), zeta = Double(SpringyLayout.damping)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        func expectedY(_ item: Int, at t: Double) -> Double {
            let x0 = Double(SpringyLayout.lag(100, at: abs(110 - Self.restY(item))))
            let x = x0 * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta / (1 - zeta * zeta).squareRoot() * sin(omegaD * t))
            return Double(Self.restY(item)) + x
        }
        // At once: every row on screen has moved with the scroll by its share (rows far from the
        // finger lag behind it on screen), as the layout pass shows the cells.
        for item in 2...10 {
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)), "row \(item) on screen")
            expectClose(Double(cell.center.y), expectedY(item, at: 0), tolerance: 0.01, "row \(item) right after the scroll")
        }
        let far = try #require(collectionView.cellForItem(at: IndexPath(item: 10, section: 0)))
        #expect(far.center.y - Self.restY(10) > 25)
        // Then frame by frame the springs pull each row back, as the damped oscillator does,
        // the animator invalidating the layout (prepare() runs again) at each refresh.
        for frame in [3, 9, 15, 24, 36, 60] {
            let t = Double(frame) / 60
            window.clock.tick(to: scrollTime + t + 1e-6)  // just past the refresh at t
            for item in [4, 7, 10] {
                let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
                let x0 = Double(SpringyLayout.lag(100, at: abs(110 - Self.restY(item))))
                // The engine's discrete spring (implicit; its impulse reaches the position a step
                // after the velocity) trails the continuous solution by under 5 % of x₀ here.
                expectClose(Double(cell.center.y), expectedY(item, at: t), tolerance: 0.06 * x0, "row \(item) at \(t) s")
            }
        }
        #expect(layout.prepareCount - preparesBefore >= 60)
        // At rest the rows are back at the flow layout's places and the frames stop.
        let settling = try #require(layout.animator.settlingTime)
        window.clock.tick(to: layout.animator.startTime! + settling + 0.1)
        #expect(!layout.animator.isRunning)
        for item in 2...11 {
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
            expectClose(Double(cell.center.y), Double(Self.restY(item)), tolerance: 0.5, "row \(item) at rest")
        }
        let prepares = layout.prepareCount
        window.clock.tick(to: window.clock.time + 1)
        #expect(layout.prepareCount == prepares, "no invalidation once at rest")
    }
}
