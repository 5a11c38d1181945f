//  ExpandDemo.swift — FlipbookDemos
//  An App Store-style card, as tutorials write it: the card on the Today screen opens to full
//  screen by animating its constraints' constants in a spring property animator, its corners
//  squaring, and a stack view reveals the rows hidden under the artwork by un-hiding them in the
//  same animations; closing runs it back — written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// The card: a colour artwork with the category and title at its foot, and under it a stack of
/// rows that are hidden while the card is closed.
final class TodayCardView: UIView {
    static let artworkHeight: CGFloat = 300
    let artwork = UIView()
    let categoryLabel = UILabel()
    let titleLabel = UILabel()
    let rows = UIStackView()

    init() {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        clipsToBounds = true
        artwork.backgroundColor = .systemIndigo
        categoryLabel.text = "GAME OF THE DAY"
        categoryLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        categoryLabel.textColor = UIColor(white: 1, alpha: 0.7)
        titleLabel.text = "Tidepool"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        rows.axis = .vertical
        rows.spacing = 12
        for text in ["★ 4.8  ·  Puzzle  ·  Free", "A calm game about tides, shells and the moon.",
                     "Each level turns on the pull of the water: wait for the right wave.", "Get  ›"] {
            let row = UILabel()
            row.text = text
            row.numberOfLines = 0
            row.preferredMaxLayoutWidth = 340
            row.isHidden = true
            row.alpha = 0
            rows.addArrangedSubview(row)
        }
        for view in [artwork, rows] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        for label in [categoryLabel, titleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            artwork.addSubview(label)
        }
        NSLayoutConstraint.activate([
            artwork.topAnchor.constraint(equalTo: topAnchor),
            artwork.leadingAnchor.constraint(equalTo: leadingAnchor),
            artwork.trailingAnchor.constraint(equalTo: trailingAnchor),
            artwork.heightAnchor.constraint(equalToConstant: Self.artworkHeight),
            titleLabel.leadingAnchor.constraint(equalTo: artwork.leadingAnchor, constant: 20),
            titleLabel.bottomAnchor.constraint(equalTo: artwork.bottomAnchor, constant: -20),
            categoryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            categoryLabel.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -4),
            rows.topAnchor.constraint(equalTo: artwork.bottomAnchor, constant: 20),
            rows.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            rows.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// The Today screen: a large title and the card, placed by four constraints whose constants
/// the open and close animations change.
final class TodayViewController: UIViewController {
    static let inset: CGFloat = 20
    static let closedTop: CGFloat = 120
    static let closedHeight: CGFloat = 400

    let card = TodayCardView()
    private(set) var isOpen = false
    private var top: NSLayoutConstraint!, leading: NSLayoutConstraint!, trailing: NSLayoutConstraint!
    private var height: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let heading = UILabel()
        heading.text = "Today"
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        for subview in [heading, card] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: Self.closedTop)
        leading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Self.inset)
        trailing = card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Self.inset)
        height = card.heightAnchor.constraint(equalToConstant: Self.closedHeight)
        NSLayoutConstraint.activate([
            heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Self.inset),
            heading.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -12),
            top, leading, trailing, height,
        ])
    }

    /// Opens the card to the whole screen (or closes it) on a spring, revealing (or hiding) its rows.
    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        view.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.85) {
            self.top.constant = open ? 0 : Self.closedTop
            self.leading.constant = open ? 0 : Self.inset
            self.trailing.constant = open ? 0 : -Self.inset
            self.height.constant = open ? self.view.bounds.height : Self.closedHeight
            self.card.layer.cornerRadius = open ? 0 : 16
            // Faded as well as hidden, as tutorials do: a row collapsing to nothing would show
            // its text over its neighbours' while it shrinks.
            for row in self.card.rows.arrangedSubviews {
                row.isHidden = !open
                row.alpha = open ? 1 : 0
            }
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }
}

/// `expand`: Enter opens the card to full screen, its rows sliding out of the stack view; Esc
/// closes it again.
public final class ExpandDemo: Demo {
    public let name = "expand"
    public let summary = "An App Store-style card opens by its constraints; a stack view reveals its rows"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let today = TodayViewController()
        window.rootViewController = today
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryActionName: "expand", primaryAction: { today.setOpen(true) },
                         backActionName: "close", backAction: { today.setOpen(false) })
    }
}
