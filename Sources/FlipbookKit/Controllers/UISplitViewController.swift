//  UISplitViewController.swift — FlipbookKit
//  Mirrors UIKit.UISplitViewController. Status: partial (always collapsed, as on an iPhone).

import Foundation

/// A container of columns — primary, supplementary, secondary — shown side by side on a large
/// screen, and collapsed into one navigation stack on an iPhone.
///
/// Flipbook: the previewer's screen is an iPhone's, so the split view is always collapsed
/// (`isCollapsed` is true): its view shows one navigation controller whose stack holds the
/// primary column's controllers with the supplementary and secondary ones pushed on top (or,
/// with a `.compact` column, that column's controller). Column widths and display modes are
/// kept and reported, but no two columns are ever side by side.
///
///     let split = UISplitViewController(style: .doubleColumn)
///     split.setViewController(list, for: .primary)
///     split.setViewController(detail, for: .secondary)
///     window.rootViewController = split   // shows `detail` over `list`, with a back button
open class UISplitViewController: UIViewController {
    /// Whether the split view is column-style (iOS 14) or classic. Expected: raw values are UIKit's.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// A column of a column-style split view. Expected: raw values are UIKit's.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        case inspector = 4
    }

    /// How the columns are shown. Expected: raw values are UIKit's.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// When the display-mode button shows. Expected: raw values are UIKit's.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// How the sidebars share the screen with the secondary column. Expected: raw values are UIKit's.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// The primary column's background. Expected: raw values are UIKit's.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// Which side the primary column is on. Expected: raw values are UIKit's.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The value of a width property that lets the split view choose.
    /// Expected: UIKit's constant is -1 (UISplitViewControllerAutomaticDimension).
    public static let automaticDimension: CGFloat = -1

    /// Whether the controller is column-style, and with how many columns.
    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?

    private var columns: [Column: UIViewController] = [:]
    /// Classic style: the controllers given, primary first.
    private var classicControllers: [UIViewController] = []
    /// The one controller shown: the collapsed navigation stack, or the compact column's controller.
    private var shownController: UIViewController?

    /// A split view with `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic-style split view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// Puts `vc` in `column` (nil empties it). A column-style split view only.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.report("-[UISplitViewController setViewController:forColumn:] is unsupported for a classic "
                + "(style .unspecified) split view controller; use viewControllers.", near: viewIfLoaded)
            return
        }
        columns[column] = vc
        rebuild()
    }

    /// The controller in `column`, as it was set.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? classicController(for: column) : columns[column]
    }

    /// Shows `column`: collapsed, its controller comes to the top of the stack (the primary's
    /// pops the others off).
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        guard let navigation = shownController as? UINavigationController,
              let target = (viewController(for: column) as? UINavigationController)?.viewControllers.last
                ?? viewController(for: column) else { return }
        if navigation.viewControllers.contains(where: { $0 === target }) {
            navigation.popToViewController(target, animated: isAppeared)
        } else if column != .primary {
            navigation.pushViewController(target, animated: isAppeared)
        }
    }

    /// Hides `column`: collapsed, its controller and those above it leave the stack.
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
        guard let navigation = shownController as? UINavigationController,
              let target = viewController(for: column),
              let index = navigation.viewControllers.firstIndex(where: { $0 === target }), index > 0 else { return }
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: isAppeared)
    }

    /// The split view's child controllers: classic style, primary then secondary; column style,
    /// the columns' controllers in column order.
    open var viewControllers: [UIViewController] {
        get {
            style == .unspecified ? classicControllers
                : [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
        }
        set {
            if style == .unspecified {
                classicControllers = newValue
            } else {
                let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                columns = [:]
                for (column, controller) in zip(order, newValue) { columns[column] = controller }
            }
            rebuild()
        }
    }

    private func classicController(for column: Column) -> UIViewController? {
        switch column {
        case .primary: return classicControllers.first
        case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
        case .supplementary, .compact, .inspector: return nil
        }
    }

    // MARK: Display

    /// The display mode asked for. Flipbook: kept; collapsed, one column shows whatever it is.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { delegate?.splitViewController(self, willChangeTo: displayMode) }
    }
    /// The display mode in effect. Flipbook: always collapsed, so `.secondaryOnly`.
    open var displayMode: DisplayMode { .secondaryOnly }

    /// The button that changes the display mode. Flipbook: collapsed, it does nothing.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeButtonItemStorage { return item }
        let item = UIBarButtonItem(title: "Show Sidebar", style: .plain) { _ in }
        displayModeButtonItemStorage = item
        return item
    }
    private var displayModeButtonItemStorage: UIBarButtonItem?
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The split behavior asked for. Flipbook: kept (no columns are side by side).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behavior in effect: the preferred one, `.automatic` resolved as `.tile`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether a swipe shows the primary column. Flipbook: kept; collapsed, there is no such swipe.
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    /// Flipbook: kept, not drawn.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Whether only one column shows. Flipbook: always true (an iPhone's compact width).
    open var isCollapsed: Bool { true }

    // MARK: Showing controllers

    /// Shows `vc` as the primary column would: collapsed, pushed on the stack (UIKit forwards to
    /// the primary controller, a navigation controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = shownController as? UINavigationController {
            navigation.pushViewController(vc, animated: isAppeared)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary column: collapsed, pushed on the stack.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified { columns[.secondary] = vc }
        else if classicControllers.count > 1 { classicControllers[1] = vc } else { classicControllers.append(vc) }
        if let navigation = shownController as? UINavigationController {
            navigation.pushViewController(vc, animated: isAppeared)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: Column widths (Flipbook: kept and reported; collapsed, a column spans the screen)

    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width as it would be beside the secondary column.
    open var primaryColumnWidth: CGFloat {
        resolvedWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                      minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, standard: 320)
    }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var supplementaryColumnWidth: CGFloat {
        resolvedWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                      minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, standard: 320)
    }
    open var primaryEdge: PrimaryEdge = .leading
    open var preferredInspectorColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var preferredInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var minimumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumInspectorColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var inspectorColumnWidth: CGFloat {
        resolvedWidth(preferred: preferredInspectorColumnWidth, fraction: preferredInspectorColumnWidthFraction,
                      minimum: minimumInspectorColumnWidth, maximum: maximumInspectorColumnWidth, standard: 320)
    }

    /// A width from the preferred width, else the preferred fraction of the screen, else the
    /// standard width, kept within the minimum and maximum.
    private func resolvedWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat,
                               standard: CGFloat) -> CGFloat {
        let screen = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width = preferred >= 0 ? preferred : fraction >= 0 ? fraction * screen : standard
        if minimum >= 0 { width = max(width, minimum) }
        if maximum >= 0 { width = min(width, maximum) }
        return min(width, screen)
    }

    // MARK: The collapsed view

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        rebuild()
    }

    /// Collapses the columns into the one controller shown: the compact column's, else a
    /// navigation stack of the primary column with the others pushed up to the top column.
    private func rebuild() {
        guard let root = viewIfLoaded else { return }
        let collapsed = makeCollapsedController()
        guard collapsed !== shownController else { return }
        if let old = shownController {
            if isAppeared { old.beginAppearanceTransition(false, animated: false) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            if isAppeared { old.endAppearanceTransition() }
        }
        shownController = collapsed
        guard let collapsed else { return }
        addChild(collapsed)
        if isAppeared { collapsed.beginAppearanceTransition(true, animated: false) }
        collapsed.view.frame = root.bounds
        collapsed.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(collapsed.view)
        if isAppeared { collapsed.endAppearanceTransition() }
        collapsed.didMove(toParent: self)
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func makeCollapsedController() -> UIViewController? {
        if style != .unspecified, let compact = columns[.compact] { return compact }
        guard let primary = viewController(for: .primary) else { return nil }
        let navigation = primary as? UINavigationController ?? (shownController as? UINavigationController).flatMap {
            $0.viewControllers.first === primary ? $0 : nil
        } ?? UINavigationController(rootViewController: primary)
        // Collapsing onto the primary, as UIKit: the delegate first, else the primary's collapse method.
        var secondaries: [UIViewController] = []
        if style == .unspecified {
            secondaries = classicControllers.dropFirst().prefix(1).map { $0 }
        } else {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            let order: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
            secondaries = order.compactMap { columns[$0] }
        }
        for secondary in secondaries where !navigation.viewControllers.contains(where: { $0 === secondary }) {
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: navigation) == true { continue }
            navigation.collapseSecondaryViewController(secondary, for: self)
        }
        return navigation
    }

    /// The shown controller gets the split view's appearance callbacks.
    package override var appearanceChildren: [UIViewController] { shownController.map { [$0] } ?? [] }
}
