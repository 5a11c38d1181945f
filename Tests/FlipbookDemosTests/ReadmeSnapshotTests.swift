//  ReadmeSnapshotTests.swift — FlipbookDemosTests
//  The README's "Snapshot-test it", word for word: a user's goldens of the card, device only.

import FlipbookDemos
import FlipbookTesting
import Testing

@Test func theCardTransition() {
    expectTransitionSnapshots(CardDemo(), transition: .present, at: [0, 25, 50, 75, 100])
    expectTransitionSnapshots(CardDemo(), transition: .dismiss, at: [50])
}
