//  UIPasteConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIPasteConfiguration. Status: partial (the type identifiers a responder accepts
//  are kept; the previewer has no pasteboard, so nothing is ever pasted).

import Foundation

/// The uniform type identifiers a responder accepts for paste and drop.
open class UIPasteConfiguration: NSObject {
    open var acceptableTypeIdentifiers: [String]

    public override convenience init() {
        self.init(acceptableTypeIdentifiers: [])
    }

    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
        super.init()
    }

    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers += acceptableTypeIdentifiers
    }
}
