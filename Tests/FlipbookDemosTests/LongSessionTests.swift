//  LongSessionTests.swift — FlipbookDemosTests
//  After many transitions the player still measures takes and seeks back exactly as a replay
//  from the demo's factory would, without replaying the session.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import Testing

/// How long the scene takes to be idle after `start`, found as the player once did: scenes
/// replayed from the factory, run on frame by frame, then bisection over fresh replays. An
/// independent measure of the take the player now finds with one spare scene.
private func takeLengthFromScratch(_ player: Player, from start: Double) -> Double {
    func isIdle(_ scene: DemoScene) -> Bool {
        !scene.window.clock.hasRunningAnimations && scene.window.activeTransition == nil
    }
    func idle(at t: Double) -> Bool {
        let probe = player.sceneReplayedFromScratch(upTo: t)
        defer { Player.retire(probe) }
        return isIdle(probe)
    }
    let probe = player.sceneReplayedFromScratch(upTo: start)
    defer { Player.retire(probe) }
    var t = start
    var found: Double?
    while t < start + Player.takeLimit {
        t += Player.frameDuration
        probe.window.clock.tick(to: t)
        if isIdle(probe) { found = t; break }
    }
    guard var busy = found.map({ $0 - Player.frameDuration }), var done = found else { return Player.takeLimit }
    while done - busy > Player.takeResolution {
        let mid = (busy + done) / 2
        if idle(at: mid) { done = mid } else { busy = mid }
    }
    player.window.makeKey()
    return done - start
}

/// Runs the live clock to the end of the take and a little past it.
private func playOut(_ player: Player) {
    guard let take = player.take else { return }
    while player.sceneTime < take.end + 0.1 || player.isAnimating { player.update(.tick(Player.frameDuration)) }
}

@Suite struct LongSessionTests {
    /// Every take's length, to the last bit, is the one fresh replays and bisection find.
    @Test(arguments: ["zoom", "card", "pinterest", "slide", "nav-fade", "drop"])
    func takeLengthsAreTheOnesReplaysFromScratchFind(name: String) throws {
        let player = makePlayer(Demos.registry().demo(named: name)!)
        playOut(player)
        for i in 0..<6 {
            player.update(key(i.isMultiple(of: 2) ? .enter : .escape))
            let take = try #require(player.take)
            #expect(take.length == takeLengthFromScratch(player, from: take.start), "\(name), take \(i)")
            playOut(player)
        }
    }

    /// After 40 transitions, seeking back to moments of the current take shows the frames first
    /// shown at them, bit for bit, and the scene a replay from the factory reaches; it replays
    /// none of the session (no scene made from the factory, no logged action performed).
    @Test func seekingBackAfterManyTransitionsShowsTheFramesFirstShown() throws {
        let player = makePlayer(ZoomDemo())
        for i in 0..<40 {
            player.update(key(i.isMultiple(of: 2) ? .enter : .escape))
            playOut(player)
        }
        player.update(key(.enter))
        let take = try #require(player.take)
        var shown: [(time: Double, frame: String)] = [(player.sceneTime, player.goldenText)]
        while player.sceneTime < take.end + 0.05 {
            player.update(.tick(Player.frameDuration))
            shown.append((player.sceneTime, player.goldenText))
        }
        #expect(shown.count > 30)

        let built = player.spares.scenesBuilt, replayed = player.spares.actionsReplayed
        let backwards = stride(from: shown.count - 2, through: 0, by: -3).map { shown[$0] }
        for (time, frame) in backwards {
            player.seek(to: time)
            #expect(player.sceneTime == time)
            #expect(player.goldenText == frame, "seek back to \(time - take.start) s into the take")
        }
        #expect(player.spares.scenesBuilt == built && player.spares.actionsReplayed == replayed,
                "seeks back within the take start from its checkpoint, not from the factory")

        // Back and forth, across the take's end and back again: still the frames first shown.
        let order = [0.9, 0.2, 0.7, 0.05, 1.0, 0.4, 0.0].map { shown[Int($0 * Double(shown.count - 1))] }
        for (time, frame) in order {
            player.seek(to: time)
            #expect(player.goldenText == frame, "seek to \(time - take.start) s into the take")
            let scratch = player.sceneReplayedFromScratch(upTo: time)
            #expect(scratch.window.displayList() == player.window.displayList(), "the scene a replay from the factory reaches")
            Player.retire(scratch)
            player.window.makeKey()
        }
    }

    /// Seeks back that use up the spares at the take's start, and a seek before the take, still
    /// give the frames first shown; spares are built again a few logged actions per update.
    @Test func sparesUsedUpAreBuiltAgain() throws {
        let player = makePlayer(ZoomDemo())
        for i in 0..<12 {
            player.update(key(i.isMultiple(of: 2) ? .enter : .escape))
            playOut(player)
        }
        // Between takes, the grid (the scene's own picture: the HUD will show another take then).
        let before = (time: player.sceneTime, picture: player.window.displayList())
        player.update(.tick(Player.frameDuration))
        player.update(key(.enter))
        let take = try #require(player.take)
        player.update(.tick(take.length / 2))
        let middle = (time: player.sceneTime, frame: player.goldenText)
        playOut(player)
        let end = (time: player.sceneTime, frame: player.goldenText)
        let built = player.spares.scenesBuilt
        // Each seek back from the end crosses the take's last event, so each takes a spare.
        for _ in 0..<(SpareScenes.count + 2) {
            player.seek(to: middle.time)
            #expect(player.goldenText == middle.frame, "half-way through the take")
            player.seek(to: end.time)
            #expect(player.goldenText == end.frame, "the end of the take")
        }
        #expect(player.spares.scenesBuilt > built, "the spares were used up")
        player.seek(to: before.time)
        #expect(player.window.displayList() == before.picture, "a frame before the take")
        player.seek(to: end.time)
        func waiting() -> Int { player.spares.times.filter { $0 <= take.start }.count }
        var updates = 0
        while (waiting() < SpareScenes.checkpointsWanted || player.spares.isBuilding) && updates < 100 {
            player.update(.tick(0))  // a tick that moves nothing still does a step of building
            updates += 1
        }
        #expect(!player.spares.isBuilding && updates > 0)
        #expect(player.spares.times.filter { $0 == take.start }.count >= SpareScenes.checkpointsWanted,
                "spares wait at the start of the current take again")
        player.seek(to: middle.time)
        #expect(player.goldenText == middle.frame, "half-way through the take, from a spare built again")
    }

    /// Looping after a long session: each loop-back spends the spare at the take's start, and
    /// the next is built during the loop, fast enough to be ready when the loop comes back —
    /// never the whole session replayed in one update (a visible hitch once a loop) — while every
    /// loop shows the take's frames as first shown.
    @Test func aLoopRebuildsItsSpareDuringTheLoopNotAtTheLoopBack() throws {
        let player = Player(registry: Demos.registry(), demo: "zoom", speed: 4)
        for i in 0..<100 {
            player.update(key(i.isMultiple(of: 2) ? .enter : .escape))
            playOut(player)
        }
        player.update(key(.enter))
        let take = try #require(player.take)
        // The scene's own pictures (the HUD shows the loop, so its frames differ).
        var shown: [Double: DisplayList] = [:]
        while player.sceneTime < take.end {
            player.update(.tick(Player.frameDuration))
            shown[player.sceneTime] = player.window.displayList()
        }
        player.update(key(.character("l")))
        var loopBacks = 0, largest = 0, compared = 0
        var last = player.sceneTime
        while loopBacks < 10 {
            let replayed = player.spares.actionsReplayed
            player.update(.tick(Player.frameDuration))
            largest = max(largest, player.spares.actionsReplayed - replayed)
            if player.sceneTime < last { loopBacks += 1 }
            last = player.sceneTime
            if loopBacks > 0, let first = shown[player.sceneTime] {
                #expect(player.window.displayList() == first, "loop \(loopBacks) at \(player.sceneTime) s")
                compared += 1
            }
        }
        let loopUpdates = Int(((take.length + Player.loopPause) / (Player.frameDuration * 4)).rounded(.up))
        #expect(compared > 0)
        #expect(player.log.count > SpareScenes.buildStep * loopUpdates, "a log too long to rebuild in a loop at the plain rate")
        #expect(largest <= player.log.count / loopUpdates + SpareScenes.buildStep + 2,
                "at most a loop's share of the log in one update (\(largest) of \(player.log.count) actions)")
    }

    /// The player's spares and probes go with it: every scene it made is freed.
    @Test func theSparesAreFreedWithThePlayer() {
        weak var live: UIWindow?
        var spares: [() -> UIWindow?] = []
        do {
            let player = makePlayer(ZoomDemo())
            for i in 0..<6 {
                player.update(key(i.isMultiple(of: 2) ? .enter : .escape))
                player.update(.tick(0.2))
            }
            live = player.window
            spares = player.spares.scenes.map { scene in
                weak let window = scene.window
                return { window }
            }
            #expect(!spares.isEmpty)
        }
        #expect(live == nil && spares.allSatisfy { $0() == nil })
    }
}
