//  Player+Testing.swift — FlipbookPlayer
//  What tests compare the player's scenes with: the same moment replayed from the demo's factory.

import Foundation

extension Player {
    /// A scene built afresh from the demo's factory with the whole log replayed up to `t`: what
    /// every other way of reaching `t` (a rewind, a spare, the take's probe) must equal. The
    /// caller retires it (`Player.retire`).
    package func sceneReplayedFromScratch(upTo t: Double) -> DemoScene {
        var fresh = ReplayedScene(Self.sceneFactory(demo, deviceSize: deviceSize, values: parameterValues)())
        fresh.advance(to: t, log: log)
        scene.window.makeCurrent()
        return fresh.scene
    }
}
