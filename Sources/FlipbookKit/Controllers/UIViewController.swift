//  UIViewController.swift — FlipbookKit
//  Mirrors UIKit.UIViewController. Status: partial (view loading and containment; presentation arrives with transitions).

import Foundation

/// Manages a view: loads it lazily, and holds child controllers.
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    private var childStorage: [UIViewController] = []
    private weak var parentStorage: UIViewController?

    /// The title shown by containers such as a navigation bar.
    open var title: String?

    public override init() {
        super.init()
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Controllers are built in code here; there are no storyboards to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's view, loaded (`loadView`, then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewIfNeeded() }
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view; the default is a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view has loaded.
    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Appearance callbacks; containers and transitions call them in UIKit's order.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    // MARK: Containment

    open var children: [UIViewController] { childStorage }
    open var parent: UIViewController? { parentStorage }

    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parentStorage !== self {
            childController.removeFromParent()
            childController.willMove(toParent: self)
            childStorage.append(childController)
            childController.parentStorage = self
        }
    }

    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open override var next: UIResponder? {
        viewStorage?.superview ?? parentStorage
    }
}
