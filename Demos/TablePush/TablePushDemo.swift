//  TablePushDemo.swift — FlipbookDemos
//  A master list as apps write it: a table view controller of Auto Layout cells (a colour swatch
//  and a stack of two labels, sized by their constraints); selecting a row pushes a detail whose
//  header grows by animating its height constraint alongside the push, and shrinks on the pop
//  while the row's selection fades — written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// A place in the list.
struct Place {
    let name: String
    let country: String
    let colour: UIColor
    let blurb: String
}

/// A row: a rounded swatch and the place's name over its country, laid out by constraints.
final class PlaceCell: UITableViewCell {
    static let identifier = "PlaceCell"
    let swatch = UIView()
    let nameLabel = UILabel()
    let countryLabel = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        swatch.layer.cornerRadius = 8
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        countryLabel.font = .preferredFont(forTextStyle: .subheadline)
        countryLabel.textColor = .secondaryLabel
        let text = UIStackView(arrangedSubviews: [nameLabel, countryLabel])
        text.axis = .vertical
        text.spacing = 2
        for view in [swatch, text] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            swatch.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            swatch.widthAnchor.constraint(equalToConstant: 40),
            swatch.heightAnchor.constraint(equalTo: swatch.widthAnchor),
            text.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(_ place: Place) {
        swatch.backgroundColor = place.colour
        nameLabel.text = place.name
        countryLabel.text = place.country
    }
}

/// The list: one inset-grouped section of places; a row pushes its detail.
final class DestinationsViewController: UITableViewController {
    let places = [
        Place(name: "Lisbon", country: "Portugal", colour: .systemOrange, blurb: "Seven hills and yellow trams."),
        Place(name: "Kyoto", country: "Japan", colour: .systemRed, blurb: "Temples, gardens and a thousand gates."),
        Place(name: "Reykjavík", country: "Iceland", colour: .systemTeal, blurb: "Hot springs under the northern lights."),
        Place(name: "Oaxaca", country: "Mexico", colour: .systemPurple, blurb: "Markets, mole and mezcal."),
        Place(name: "Tromsø", country: "Norway", colour: .systemBlue, blurb: "Fjords and the midnight sun."),
        Place(name: "Hoi An", country: "Vietnam", colour: .systemYellow, blurb: "Lanterns along the river."),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        tableView.register(PlaceCell.self, forCellReuseIdentifier: PlaceCell.identifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Favourites" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PlaceCell.identifier, for: indexPath) as! PlaceCell
        cell.show(places[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DestinationDetailViewController(place: places[indexPath.row]), animated: true)
    }
}

/// The detail: a coloured header whose height constraint grows alongside the push (and shrinks
/// alongside the pop), the name at its foot, and the blurb under it.
final class DestinationDetailViewController: UIViewController {
    static let collapsedHeight: CGFloat = 80
    static let expandedHeight: CGFloat = 260

    let place: Place
    let header = UIView()
    let nameLabel = UILabel()
    let blurbLabel = UILabel()
    private(set) var headerHeight: NSLayoutConstraint!

    init(place: Place) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = place.name
        view.backgroundColor = .systemBackground
        header.backgroundColor = place.colour
        nameLabel.text = place.name
        nameLabel.font = .systemFont(ofSize: 34, weight: .bold)
        nameLabel.textColor = .white
        blurbLabel.text = place.blurb
        blurbLabel.numberOfLines = 0
        for subview in [header, blurbLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(nameLabel)
        headerHeight = header.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
            nameLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            nameLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
            blurbLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            blurbLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            blurbLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.layoutIfNeeded()
        setHeader(Self.expandedHeight)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        setHeader(Self.collapsedHeight)
    }

    /// The header's height, animated alongside the running transition (at once without one).
    private func setHeader(_ height: CGFloat) {
        let change = {
            self.headerHeight.constant = height
            self.view.layoutIfNeeded()
        }
        if let coordinator = transitionCoordinator, coordinator.animate(alongsideTransition: { _ in change() }) { return }
        change()
    }
}

/// Which row Enter will tap, drawn as a border on that cell (a Flipbook addition, as the
/// grids' cursor: a terminal has no finger). The cursor selects nothing; the tap does.
final class RowCursor {
    let tableView: UITableView
    private(set) var row = 0

    init(tableView: UITableView) {
        self.tableView = tableView
        show()
    }

    func move(by rows: Int) { select(row: row + rows) }

    func select(row: Int) {
        guard row >= 0, row < tableView.numberOfRows(inSection: 0) else { return }
        self.row = row
        show()
    }

    func show() {
        tableView.layoutIfNeeded()
        for cell in tableView.visibleCells {
            let here = tableView.indexPath(for: cell)?.row == row
            cell.layer.borderWidth = here ? GridCursor.borderWidth / 2 : 0
            cell.layer.borderColor = here ? GridCursor.borderColor.cgColor : nil
        }
    }
}

/// `table-push`: Enter (or a click on a row) pushes that place's detail, whose header grows as it
/// slides in; ↑/↓ move the row Enter taps; Esc pops, the header shrinking and the row's
/// selection fading as the list comes back.
public final class TablePushDemo: Demo {
    public let name = "table-push"
    public let summary = "A table of Auto Layout cells; a row pushes a detail whose header grows"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let places = DestinationsViewController()
        let navigation = UINavigationController(rootViewController: places)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let cursor = RowCursor(tableView: places.tableView)
        let scene = DemoScene(window: window, primaryAction: {
            guard navigation.topViewController === places else { return }
            places.tableView.userDidTapRow(at: IndexPath(row: cursor.row, section: 0))
        }, backAction: { _ = navigation.popViewController(animated: true) })
        scene.primaryActionName = "push"
        scene.backActionName = "pop"
        scene.moveSelection = { _, dy in
            guard navigation.topViewController === places else { return }
            cursor.move(by: dy)
        }
        scene.selectItem = { row in
            guard navigation.topViewController === places else { return }
            cursor.select(row: row)
        }
        return scene
    }
}
