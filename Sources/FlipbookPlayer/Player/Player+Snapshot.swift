//  Player+Snapshot.swift — FlipbookPlayer
//  One frame of a transition, headless: what `flipbook snapshot` prints and a bug report pastes.

import Foundation
import FlipbookRender

extension Player {
    /// The transitions a snapshot can ask for, and the key that starts each in a demo.
    public enum SnapshotTransition: String, CaseIterable, Sendable {
        case present, dismiss, push, pop

        /// Dismiss and pop need something presented or pushed first.
        var needsForwardFirst: Bool { self == .dismiss || self == .pop }
    }

    /// Why a snapshot could not be taken: says what the demo offers instead.
    public struct SnapshotError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Starts a transition with the keys a user would press and pauses at `fraction` of it.
    ///
    /// `transition` nil takes whatever Enter starts (or the demo's opening animation). For
    /// dismiss and pop, Enter runs the forward transition to its end first, then Esc starts the
    /// way back. Throws when the demo starts no such transition.
    public func pause(in transition: SnapshotTransition?, atFraction fraction: Double) throws {
        if let transition, transition.needsForwardFirst {
            _ = update(.key(Key(.enter)))
            if let forward = take { seek(to: forward.start + forward.length + Self.frameDuration) }
            _ = update(.key(Key(.escape)))
        } else {
            _ = update(.key(Key(.enter)))
        }
        try checkSnapshotTake(transition)
        update(.scrub(toFraction: min(max(fraction, 0), 1)))
    }

    /// Throws unless the take just started is `transition` (any, when nil).
    func checkSnapshotTake(_ transition: SnapshotTransition?) throws {
        guard let take else {
            throw SnapshotError(description: "The demo '\(demo.name)' starts nothing on "
                + (transition?.needsForwardFirst == true ? "Enter then Esc" : "Enter") + ", so there is no frame to take.")
        }
        if let transition, take.kind.rawValue != transition.rawValue {
            throw SnapshotError(description: "The demo '\(demo.name)' has no \(transition.rawValue) transition "
                + "(its keys start \(take.kind.withArticle)). "
                + (take.kind == .animation ? "Leave out --transition." : "Try --transition \(take.kind.rawValue)."))
        }
    }
}

extension Player {
    /// The device alone, fitted to the whole `columns × rows` frame — no device frame, no HUD, no
    /// hints: what `record --device-only` records.
    public func renderDevice(into cells: inout CellBuffer) {
        if cells.width != columns || cells.height != rows { cells.resize(width: columns, height: rows) }
        scene.window.makeCurrent()
        scene.window.displayList(into: &viewCache.displayList)
        renderer.render(viewCache.displayList, into: &cells, area: CellRect(column: 0, row: 0, columns: columns, rows: rows),
                        background: .black)
    }
}
