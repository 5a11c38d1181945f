//  UISpringLoadedInteractionContext.swift — FlipbookKit
//  Mirrors UIKit.UISpringLoadedInteractionContext. Status: partial (the previewer has no drag
//  and drop, so no context is ever handed out).

import Foundation

/// Where a spring-loaded interaction stands while a drag hovers over a view.
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// The view the interaction springs open.
    var targetView: UIView? { get set }
    /// An item within the view the interaction is about.
    var targetItem: Any? { get set }
    /// The drag's location in `view`.
    func location(in view: UIView?) -> CGPoint
}
