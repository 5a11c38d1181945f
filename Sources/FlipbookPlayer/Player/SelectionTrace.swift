//  SelectionTrace.swift — FlipbookPlayer
//  The selected view followed through the whole take, frame by frame, in a spare scene: where it
//  shows (the motion path) and the values of the key paths it animates (the lanes' plots).

import Foundation
import FlipbookKit

/// The selected layer at each frame of the take (60 a second of scene time, from its start):
/// the centre of its bounds on screen and the value of each of its lanes' key paths.
///
/// It is recorded in a spare scene run on from the take's start — the same scene the player
/// shows, as the replay is deterministic — so the path is whole wherever the playhead is, and
/// holds what a completion block or a gesture does on the way. A view picked before its take
/// begins is recorded by the probe that measures the take (no run of its own); one picked later
/// runs a spare through the take once. It stops once the scene is idle after the take's end, at
/// the take limit, or where a transition still under the hand lies ahead of the live scene
/// (nothing moves it until the hand does).
struct SelectionTrace {
    struct Key: Equatable {
        var take: Take
        /// The log's length: a new action rewrites the take's future.
        var actions: Int
        var name: String
        var path: [Int]
        /// The key paths of the take's lanes of the view.
        var keyPaths: [String]
    }

    /// Reads the selected layer frame by frame in a scene running through the take.
    struct Recorder {
        let selection: Selection
        let keyPaths: [String]
        fileprivate var times: [Double] = []
        fileprivate var centers: [CGPoint?] = []
        fileprivate var values: [[InspectedValue?]]
        private var layer: CALayer?
        private var signature: Int?

        init(name: String, path: [Int], keyPaths: [String]) {
            selection = Selection(name: name, path: path)
            self.keyPaths = keyPaths
            values = Array(repeating: [], count: keyPaths.count)
        }

        var isFull: Bool { times.count >= SelectionTrace.frameLimit }

        /// Reads the frame at scene time `t` of `window`.
        mutating func record(_ window: UIWindow, at t: Double) {
            guard !isFull else { return }
            // Found again when the tree changes: the view may join it only as the take goes on.
            if layer.map({ Selection.root(of: $0) !== window.layer }) ?? true {
                let now = window.hierarchySignature
                if now != signature {
                    signature = now
                    layer = selection.resolve(in: window)
                }
            }
            times.append(t)
            centers.append(layer?.presentationGeometry().flatMap { $0.toRoot.apply(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) })
            for (i, keyPath) in keyPaths.enumerated() { values[i].append(layer?.inspectedValue(forKeyPath: keyPath)) }
        }
    }

    let key: Key
    /// Scene times of the frames.
    let times: [Double]
    /// Per frame: the centre of the layer's bounds in window points, as it shows (nil: not on screen then).
    let centers: [CGPoint?]
    /// Per key path of `key.keyPaths`, per frame: its value as it shows.
    let values: [[InspectedValue?]]

    /// The most frames recorded (a take that never settles is cut there).
    static let frameLimit = 1200

    /// What `recorder` read.
    init(key: Key, recorded recorder: Recorder) {
        self.key = key
        times = recorder.times
        centers = recorder.centers
        values = recorder.values
    }

    /// Runs `probe` on from the take's start, frame by frame, recording.
    init(key: Key, probe: inout ReplayedScene, log: [LoggedAction], liveTime: Double) {
        var recorder = Recorder(name: key.name, path: key.path, keyPaths: key.keyPaths)
        var t = key.take.start
        let window = probe.scene.window
        while !recorder.isFull {
            probe.advance(to: t, log: log)
            recorder.record(window, at: t)
            let idle = !window.clock.hasRunningAnimations && window.activeTransition == nil
            if t >= key.take.end, idle { break }
            if t > liveTime, window.activeTransition?.isInteractive == true { break }
            if t > key.take.start + Player.takeLimit { break }
            t += Player.frameDuration
        }
        self.init(key: key, recorded: recorder)
    }

    /// How many frames were recorded.
    var count: Int { times.count }
    /// The scene time of the last frame recorded.
    var lastTime: Double { times.last ?? key.take.start }

    /// The component of key path `i` that changes most over the take, and its values frame by
    /// frame (nil where the layer was not there); nil when nothing was recorded.
    func plot(ofKeyPath i: Int) -> (component: String, samples: [Double?])? {
        guard values.indices.contains(i), let sample = values[i].lazy.compactMap({ $0 }).first else { return nil }
        var best = 0, widest = -1.0
        for c in 0..<sample.count {
            let column = values[i].compactMap { $0?[c] }
            guard let low = column.min(), let high = column.max() else { continue }
            if high - low > widest { (best, widest) = (c, high - low) }
        }
        let name = sample.kind.componentNames[best]
        return (name, values[i].map { $0?[best] })
    }
}

extension Player {
    /// The selected layer followed through the current take (nil without both): recorded with
    /// the take when the view was picked before it began, else once on first use.
    var selectionTrace: SelectionTrace? {
        guard let take, let selection = inspector.selection, selectedLayer != nil else { return nil }
        // The usual frame: the same take, log and selection as the trace was made for.
        if let traceCache, traceCache.key.take == take, traceCache.key.actions == log.count, traceCache.key.name == selection.name,
           traceCache.key.path == selection.path {
            return traceCache
        }
        let key = traceKey(take: take, selection: selection)
        var probe = spares.take(for: take.start, log: log)
        let trace = SelectionTrace(key: key, probe: &probe, log: log, liveTime: sceneTime)
        spares.give(probe)
        scene.window.makeCurrent()
        traceCache = trace
        return trace
    }

    /// The key of `selection`'s trace through `take`: its key paths are those of the take's
    /// lanes of the view of that name (names hold across replayed scenes; objects do not).
    func traceKey(take: Take, selection: Selection) -> SelectionTrace.Key {
        let keyPaths = takeInventory?.lanes.filter { $0.view == selection.name }.map(\.keyPath) ?? []
        return SelectionTrace.Key(take: take, actions: log.count, name: selection.name, path: selection.path, keyPaths: keyPaths)
    }
}
