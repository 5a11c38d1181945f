//  UIFeedbackGenerator.swift — FlipbookKit
//  Mirrors UIKit's haptic feedback generators. Status: complete as API; Flipbook has no haptics.

import Foundation

/// The base of UIKit's haptic generators. A terminal has no Taptic Engine: each kind says so
/// once in the scene's Diagnostics, with the first moment it fired, so you can see when your
/// interaction would buzz; otherwise the calls do nothing, as on a device without haptics.
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (does nothing here).
    open func prepare() {}

    /// Notes the first time a generator of this kind fires in the scene.
    func noteFeedback(_ call: String) {
        guard let window = UIWindow.current, !window.toldAboutHaptics.contains(call) else { return }
        window.toldAboutHaptics.insert(call)
        Diagnostics.report("\(type(of: self)).\(call) at \(String(format: "%.3f", window.clock.time)) s: "
            + "the previewer has no haptics; the call is accepted and nothing is felt.", near: window)
    }
}

/// A tap felt when something collides or snaps into place.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() { noteFeedback("impactOccurred()") }
    open func impactOccurred(intensity: CGFloat) { noteFeedback("impactOccurred(intensity:)") }
}

/// A tick felt as a selection changes.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { noteFeedback("selectionChanged()") }
}

/// Success, warning or error, felt.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) { noteFeedback("notificationOccurred(_:)") }
}
