//  Intents.swift — Intents
//  `import Intents` for app delegates shared with an iOS app: the intent classes UIKit's SiriKit
//  methods take. Status: partial (INIntent and INIntentResponse; no intent arrives here).

@_exported import class FlipbookKit.INIntent
@_exported import class FlipbookKit.INIntentResponse
// Foundation's, on iOS (Intents re-exports Foundation); Flipbook's stand-in here.
@_exported import class FlipbookKit.NSUserActivity
