//  SheetDemo.swift — FlipbookDemos
//  The system sheet as apps use it since iOS 15: a controller presented with the default style,
//  its sheet given medium and large detents and a grabber — written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// The sheet's content: a title and a few coloured rows, as a filter or share sheet has.
final class FiltersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 30))
        title.text = "Filters"
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemPurple]
        for (index, color) in colors.enumerated() {
            let row = UIView(frame: CGRect(x: 20, y: 72 + CGFloat(index) * 64, width: view.bounds.width - 40, height: 52))
            row.backgroundColor = color
            row.layer.cornerRadius = 10
            row.autoresizingMask = [.flexibleWidth]
            view.addSubview(row)
        }
    }
}

/// The screen the sheet comes over, and the sheet's delegate.
final class GalleryViewController: UIViewController, UISheetPresentationControllerDelegate {
    private(set) var detentChanges: [String] = []
    private(set) var swipedAway = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        for index in 0..<6 {
            let tile = UIImageView(image: UIImage(named: index.isMultiple(of: 2) ? "image1" : "image2"))
            tile.frame = CGRect(x: 20 + CGFloat(index % 2) * 180, y: 110 + CGFloat(index / 2) * 190, width: 170, height: 170)
            tile.contentMode = .scaleAspectFill
            tile.clipsToBounds = true
            tile.layer.cornerRadius = 8
            view.addSubview(tile)
        }
    }

    func showFilters() {
        guard presentedViewController == nil else { return }
        let filters = FiltersViewController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        present(filters, animated: true)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        detentChanges.append(sheet.selectedDetentIdentifier == .large ? "large" : "medium")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        swipedAway += 1
    }
}

/// `sheet`: Enter presents the filters sheet at its medium detent; drag it up with the mouse to
/// the large one (the gallery is pushed back), or down to swipe it away; Esc dismisses it.
public final class SheetDemo: Demo {
    public let name = "sheet"
    public let summary = "The system sheet: medium and large detents; drag between them, swipe it away"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let gallery = GalleryViewController()
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { gallery.showFilters() },
                         backAction: { gallery.presentedViewController?.dismiss(animated: true) })
    }
}
