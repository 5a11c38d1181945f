//  CardDeviceSnapshotTests.swift — FlipbookDemosTests
//  Goldens of the card as a user of FlipbookTesting keeps them: the device alone, then the values.

import FlipbookDemos
import FlipbookTesting
import Testing

@Test func theCardTransition() {
    expectTransitionSnapshots(CardDemo(), transition: .present, at: [0, 25, 50, 75, 100])
    expectTransitionSnapshots(CardDemo(), transition: .dismiss, at: [50])
}
