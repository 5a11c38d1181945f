//  Player+Parameters.swift — FlipbookPlayer
//  The parameters panel's keys: pick a parameter, change it, see the transition re-run.

import Foundation


/// The parameters panel (`t`): open or not, and the parameter picked.
public struct ParametersPanel: Equatable, Sendable {
    public var isOpen = false
    /// The index of the picked parameter among the demo's.
    public var selected = 0
}

extension Player {
    /// `t`: opens the panel (closing the hierarchy panel, which shares its room) or closes it.
    func toggleParametersPanel() {
        parametersPanel.isOpen.toggle()
        if parametersPanel.isOpen { inspector.showsViews = false }
    }

    /// The panel's keys while it is open: ↑/↓ pick, ←/→ change by a step (⇧: ten), Esc closes.
    /// Returns whether the key was the panel's.
    func handleParametersKey(_ key: Key) -> Bool {
        let count = parameterValues.parameters.count
        switch key.code {
        case .up, .down:
            guard count > 0 else { return true }
            parametersPanel.selected = min(max(parametersPanel.selected + (key.code == .down ? 1 : -1), 0), count - 1)
            return true
        case .left, .right:
            var values = parameterValues
            let steps = (key.code == .right ? 1 : -1) * (key.modifiers.contains(.shift) ? 10 : 1)
            if values.step(parametersPanel.selected, by: steps) { setParameterValues(values) }
            return true
        case .escape:
            parametersPanel.isOpen = false
            return true
        default:
            return false
        }
    }
}
