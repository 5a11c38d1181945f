//  UIStoryboardSegue.swift — FlipbookKit
//  Mirrors UIKit.UIStoryboardSegue and UIViewController's segue methods. Status: partial (no
//  storyboards: segues are registered in code, a Flipbook addition; no unwind segues).

import Foundation

/// A transition from one controller to another, with an identifier `prepare(for:sender:)` can tell apart.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition. UIKit docs: the default does nothing but run the perform
    /// handler, if any; subclasses override it.
    open func perform() {
        performHandler?()
    }

    // MARK: - Flipbook addition: segues registered in code

    /// What a registered segue does, as a storyboard's segue kinds: show (push in a navigation
    /// controller, else present), present modally, or a segue of your own.
    public enum Kind {
        case show
        case presentModally
        case custom((_ identifier: String, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue)
    }
}

extension UIViewController {
    // MARK: - Flipbook addition: the storyboard's segues, in code

    /// Registers the segue `identifier`, as a storyboard would hold it: `destination` makes its
    /// destination each time it performs.
    public func registerSegue(withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
                              destination: @escaping () -> UIViewController) {
        registeredSegues[identifier] = (destination, kind)
    }

    /// Performs the registered segue `identifier`: makes its destination, calls
    /// `prepare(for:sender:)`, then `perform()` (UIKit docs: `shouldPerformSegue` is not asked).
    /// An identifier never registered reports UIKit's message and does nothing.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registered = registeredSegues[identifier] else {
            Diagnostics.report("Receiver (\(debugName)) has no segue with identifier '\(identifier)'. "
                + "Register it with registerSegue(withIdentifier:kind:destination:) (Flipbook has no storyboards).", near: viewIfLoaded)
            return
        }
        let destination = registered.make()
        let segue: UIStoryboardSegue
        switch registered.kind {
        case .show:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [weak self] in
                self?.show(destination, sender: sender)
            }
        case .presentModally:
            segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [weak self] in
                self?.present(destination, animated: true)
            }
        case .custom(let make):
            segue = make(identifier, self, destination)
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
