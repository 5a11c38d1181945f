//  UITableViewController.swift — FlipbookKit
//  Mirrors UIKit.UITableViewController. Status: partial (no refresh control, no keyboard
//  avoidance; the selection is cleared in viewWillAppear, alongside the transition when one runs).

import Foundation

/// A view controller whose view is a table view, and which is that table's data source and delegate.
///
/// Flipbook: Swift on Linux cannot override a protocol extension's default in a subclass, so
/// every data-source and delegate method a subclass may override is declared here, in the
/// class, with UIKit's behaviour when the method is missing; subclasses write `override`, as
/// they do on iOS.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    /// Whether `viewWillAppear(_:)` deselects the selected rows (default true).
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view, a table view. Setting it replaces the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes a screen-sized table view whose data source and delegate are this controller.
    open override func loadView() {
        let tableView = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` is true: animated
    /// alongside the transition that is bringing the controller back (a pop), as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: animated)
        }
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Override it. Flipbook: UIKit raises when a controller with rows does not; here a
    /// diagnostic is reported and a plain cell stands in.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        Diagnostics.report("\(debugName) says it has rows but does not override tableView(_:cellForRowAt:); "
            + "showing a plain UITableViewCell for \(indexPath).", near: tableView)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: UITableViewDelegate (UIKit's behaviour when a method is missing)

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
