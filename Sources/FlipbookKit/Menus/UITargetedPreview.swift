//  UITargetedPreview.swift — FlipbookKit
//  Mirrors UIKit.UITargetedPreview (iOS 13). Status: partial (the view only: no preview
//  parameters or targets; never shown).

import Foundation

/// A view a context menu lifts as its preview.
open class UITargetedPreview: NSObject {
    /// The view shown as the preview.
    public let view: UIView
    /// The preview of `view`, which must be in a window.
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}
