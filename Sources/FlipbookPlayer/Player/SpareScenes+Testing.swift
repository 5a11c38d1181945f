//  SpareScenes+Testing.swift — FlipbookPlayer
//  What tests look at in the player's spare scenes: the scenes themselves.

import Foundation

extension SpareScenes {
    /// Every scene kept or being built (tests hold them weakly to see them freed).
    package var scenes: [DemoScene] { spares.map(\.scene) + (building.map { [$0.scene] } ?? []) }
}
