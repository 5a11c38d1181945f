//  UISearchController.swift — FlipbookKit
//  Mirrors UIKit.UISearchController. Status: partial (a controller holding the search state a
//  navigation item refers to; Flipbook draws no search bar and presents no results).

import Foundation

/// Shows search results while the user types in a search bar.
///
/// Flipbook: there is no search bar. The controller keeps its results controller and settings,
/// so code that sets `navigationItem.searchController` compiles and runs; nothing is drawn for it.
open class UISearchController: UIViewController {
    /// The controller showing the results (nil: the searched controller shows them itself).
    open private(set) var searchResultsController: UIViewController?
    /// Whether the search interface is shown (set by code here: there is no search bar to tap).
    open var isActive = false
    /// Whether the searched content is dimmed while searching (UIKit docs: true by default).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (UIKit docs: true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar stays clear of the results controller's view.
    open var automaticallyShowsSearchResultsController = true

    /// A search controller showing results in `searchResultsController`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
