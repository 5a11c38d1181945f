//  ScriptValidator.swift — FlipbookPlayer
//  The static check after parsing: commands that cannot make sense whatever happens at run
//  time, judged in straight-line (textual) order, loop bodies walked once.

/// Finds `dismiss` with no `present` before it, `pop` with no `push`, `release` with no
/// `interactive` or `drag`, and `device` after the first action (it rebuilds the demo, undoing
/// whatever was done). Conservative: a `key` or a `tap` may present, push or start an
/// interactive transition (Enter presents in the demos; a tap can push), so after one of those
/// nothing is flagged — the check only refuses what is certainly wrong.
enum ScriptValidator {
    struct Problem: Equatable {
        var position: SourcePosition
        var message: String
        var hint: String
    }

    static func firstProblem(in script: Script) -> Problem? {
        var state = Reach()
        return state.walk(script.commands)
    }

    /// What may have happened so far.
    private struct Reach {
        var presented = false
        var pushed = false
        var interactive = false
        /// Where the first line that shows or acts is (anything but `demo`, `size`, `device`,
        /// `speed` and `set`, which set the run up; a `loop` is one, as its body repeats).
        var firstAction: SourcePosition?

        mutating func walk(_ commands: [ScriptCommand]) -> Problem? {
            for command in commands {
                if case .device = command.kind, let action = firstAction {
                    return Problem(position: command.position,
                                   message: "device must come before the first action: it sets the device the demo is built for",
                                   hint: "move it above line \(action.line), or pass --device")
                }
                if firstAction == nil, !ScriptValidator.setsUp(command.kind) { firstAction = command.position }
                switch command.kind {
                case .present: presented = true
                case .push: pushed = true
                case .interactive, .drag: interactive = true
                case .key, .type, .tap, .touch, .pan, .longPress, .swipe, .pinch, .rotate:
                    presented = true; pushed = true; interactive = true
                case .dismiss where !presented:
                    return Problem(position: command.position, message: "nothing to dismiss: no 'present' comes before this 'dismiss'",
                                   hint: "add 'present' earlier in the script")
                case .pop where !pushed:
                    return Problem(position: command.position, message: "nothing to pop: no 'push' comes before this 'pop'",
                                   hint: "add 'push' earlier in the script")
                case .release where !interactive:
                    return Problem(position: command.position,
                                   message: "nothing to release: no 'interactive' or 'drag' comes before this 'release'",
                                   hint: "start an interactive transition first, e.g. 'interactive' then 'present'")
                case .loop(_, let body):
                    if let problem = walk(body) { return problem }
                default: break
                }
            }
            return nil
        }
    }

    /// Whether a line sets the run up rather than shows or acts, so `device` may come after it.
    private static func setsUp(_ kind: ScriptCommand.Kind) -> Bool {
        switch kind {
        case .demo, .size, .device, .speed, .set: return true
        default: return false
        }
    }
}
