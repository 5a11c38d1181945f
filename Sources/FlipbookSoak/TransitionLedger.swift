//  TransitionLedger.swift — FlipbookSoak
//  Counts the view-controller transitions and property animators a player's scenes start and
//  complete, from what the kit exposes: the window's active transitions and animators.

import Foundation
import FlipbookKit
import FlipbookPlayer

/// Watches the scenes a player shows and books every transition from its start to its completion.
///
/// Polled after each event: a transition is *started* when it first appears among the window's
/// active transitions (the kit adds it there as it begins) and *completed* when its context has
/// run `completeTransition(_:)`. The ledger holds a transition strongly only while it is in
/// flight, so a scene the player drops mid-transition must still complete it — the player runs
/// dropped scenes on to rest — or the transition stays booked as open.
///
/// A second call to `completeTransition(_:)` cannot book a second completion (the kit ignores
/// it), so the kit's diagnostic for it is the signal, along with its report of a transition
/// whose animator never completes. Only the scene shown between polls is seen: scenes the player
/// builds and drops inside one event (a take's probes, a replay's intermediate states) are not.
final class TransitionLedger {
    private(set) var tally = Soak.Tally()
    /// The scene's window seen last, held until the next poll so its last diagnostics are read
    /// even when the player has just dropped it.
    private var window: UIWindow?
    private var diagnosticsRead = 0
    private var openTransitions: [ViewControllerTransition] = []
    private var runningAnimators: [UIViewPropertyAnimator] = []

    /// Books what changed in `player`'s scene since the last poll.
    func poll(_ player: Player) {
        let current = player.scene.window
        if let window, window !== current {
            readDiagnostics(of: window)
            diagnosticsRead = 0
        }
        window = current
        readDiagnostics(of: current)

        for transition in current.activeTransitions where !openTransitions.contains(where: { $0 === transition }) {
            openTransitions.append(transition)
            tally.transitionsStarted += 1
        }
        openTransitions.removeAll { transition in
            guard transition.isComplete else { return false }
            tally.transitionsCompleted += 1
            if transition.transitionWasCancelled { tally.transitionsCancelled += 1 }
            return true
        }

        for animator in current.propertyAnimators where animator.state != .inactive
            && !runningAnimators.contains(where: { $0 === animator }) {
            runningAnimators.append(animator)
            tally.animatorsStarted += 1
        }
        runningAnimators.removeAll { animator in
            guard animator.state == .inactive else { return false }
            tally.animatorsCompleted += 1
            return true
        }
    }

    /// Books everything still open as a problem (call once the scene is at rest).
    func close(at time: Double) {
        abandonOpen(at: time)
        if let window { readDiagnostics(of: window) }
        window = nil
    }

    /// Books every open transition and running animator as never completing, and lets go of them.
    func abandonOpen(at time: Double) {
        for transition in openTransitions {
            let state = transition.isInteractive
                ? "still interactive at \(Soak.format(Double(transition.percentComplete) * 100)) %" : "running on"
            tally.problems.append("a \(transition.operation.rawValue) transition (\(type(of: transition.animator))) started at "
                + "\(Soak.format(transition.startTime)) s never completed (\(state); its window "
                + "\(transition.window == nil ? "is gone" : "is still there"); scene time now \(Soak.format(time)) s)")
        }
        for animator in runningAnimators {
            tally.problems.append("a property animator (\(Soak.format(animator.duration)) s) is still \(animator.state) "
                + "with the scene at rest (scene time \(Soak.format(time)) s)")
        }
        openTransitions = []
        runningAnimators = []
    }

    func noteProblem(_ message: String) {
        tally.problems.append(message)
    }

    func count(frame mediaTime: Double) {
        tally.frames += 1
        tally.mediaTime += mediaTime
    }

    func countRound() {
        tally.rounds += 1
    }

    func countRebuild() {
        tally.rebuilds += 1
    }

    func note(_ message: String) {
        tally.notes.insert(message)
    }

    /// Diagnostics that break "completes exactly once" are problems; the others (a seed's own
    /// misuse, which the kit reports and the demos keep as the seeds wrote it) are only counted.
    private func readDiagnostics(of window: UIWindow) {
        let messages = window.clock.diagnostics
        guard messages.count > diagnosticsRead else { return }
        for message in messages[diagnosticsRead...] {
            if Self.breaksCompletion(message) {
                tally.problems.append("kit diagnostic: \(message)")
            } else {
                tally.otherDiagnostics.insert(message)
            }
        }
        diagnosticsRead = messages.count
    }

    /// The kit's reports of a second `completeTransition(_:)` and of one that never comes
    /// (ViewControllerTransition's wording).
    static func breaksCompletion(_ message: String) -> Bool {
        message.contains("was called more than once") || message.contains("has not called completeTransition")
    }
}
