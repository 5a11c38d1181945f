//  INIntent.swift — FlipbookKit
//  The Intents framework's INIntent and INIntentResponse, for the app delegate's SiriKit methods
//  (`import Intents` gives them too). Status: partial (the two classes with their identifying
//  properties; no intent is ever delivered — the previewer has no Siri or Shortcuts).

import Foundation

/// A request for the app to act, from Siri or Shortcuts (Intents' `INIntent`).
///
/// Flipbook: no intent ever arrives here; the class lets app delegates that handle intents —
/// `application(_:handlerFor:)`, `application(_:handle:completionHandler:)` — compile unchanged.
open class INIntent: NSObject {
    /// A unique identifier for the intent.
    public let identifier: String? = UUID().uuidString
    /// A description of the intent people read.
    open var intentDescription: String?
    /// The phrase the app suggests for adding the intent to Siri.
    open var suggestedInvocationPhrase: String?

    public override init() {
        super.init()
    }
}

/// The app's answer to an intent (Intents' `INIntentResponse`).
open class INIntentResponse: NSObject {
    /// The activity to continue the app with when the response opens it.
    open var userActivity: NSUserActivity?

    public override init() {
        super.init()
    }
}
