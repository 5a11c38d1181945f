//  UIRefreshControl.swift — FlipbookKit
//  Mirrors UIKit.UIRefreshControl: the pull-to-refresh control of a scroll view. Status:
//  partial (an arrow glyph stands for the spinner; the content does not stay lowered while it
//  refreshes).

import Foundation

/// A control a scroll view shows above its content: pulling the content down past it and letting
/// go begins refreshing and sends `.valueChanged`; the app calls `endRefreshing()` when done.
///
/// Set it as a scroll view's `refreshControl` (or a table view controller's).
open class UIRefreshControl: UIControl {
    /// How far past the top a drag must pull the content for the control to begin refreshing.
    // Flipbook: UIKit's distance is not published; 60 points, the control's height.
    public static let triggerDistance: CGFloat = 60

    /// Whether it is refreshing (between `beginRefreshing()` or a pull and `endRefreshing()`).
    open private(set) var isRefreshing = false
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { titleLabel.text = attributedTitle?.string; setNeedsLayout() }
    }

    private let glyph = UILabel()
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.triggerDistance))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Flipbook: an arrow glyph stands for UIKit's spinner.
        glyph.text = "↻"
        glyph.textColor = .secondaryLabel
        glyph.textAlignment = .center
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(glyph)
        addSubview(titleLabel)
    }

    /// Shows the control refreshing (UIKit docs: it does not send `.valueChanged`).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Tells the control the refresh is over.
    open func endRefreshing() {
        isRefreshing = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = titleLabel.text?.isEmpty == false
        let glyphHeight = glyph.intrinsicContentSize.height, titleHeight = hasTitle ? titleLabel.intrinsicContentSize.height : 0
        let top = (bounds.height - glyphHeight - titleHeight) / 2
        glyph.frame = CGRect(x: 0, y: top, width: bounds.width, height: glyphHeight)
        titleLabel.frame = CGRect(x: 0, y: top + glyphHeight, width: bounds.width, height: titleHeight)
        glyph.textColor = tintColor
    }
}

extension UIScrollView {
    /// A drag released this far past the top begins the refresh control's refresh.
    func beginRefreshingIfPulled() {
        guard let control = refreshControl, control.isEnabled, !control.isRefreshing,
              contentOffset.y <= -adjustedContentInset.top - UIRefreshControl.triggerDistance else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }

    /// Places the refresh control just above the content.
    func layOutRefreshControl() {
        guard let control = refreshControl else { return }
        let height = UIRefreshControl.triggerDistance
        ViewAnimationStack.with(NoAnimationRecorder()) {
            control.frame = CGRect(x: contentOffset.x, y: -height, width: bounds.width, height: height)
        }
    }
}
