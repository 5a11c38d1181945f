//  NibLoadingAdditionsTests.swift — FlipbookKitTests
//  awakeFromNib() and prepareForInterfaceBuilder(), which UIKit adds to NSObject, overridable on
//  the UIKit classes Interface Builder files hold.

import Foundation
import Testing
@testable import FlipbookKit

@MainActor
@Suite struct NibLoadingAdditionsTests {
    final class Log { var entries: [String] = [] }

    // UIKit docs: awakeFromNib(), "You must call the super implementation of awakeFromNib to
    // give parent classes the opportunity to perform any additional initialization they require".
    @Test func everyKindOfInterfaceBuilderObjectOverridesThem() {
        let log = Log()
        final class View: UIView {
            var log: Log?
            override func awakeFromNib() { super.awakeFromNib(); log?.entries.append("view") }
            override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); log?.entries.append("designable") }
        }
        final class Controller: UIViewController {
            var log: Log?
            override func awakeFromNib() { super.awakeFromNib(); log?.entries.append("controller") }
        }
        final class Item: UIBarButtonItem {
            var log: Log?
            override func awakeFromNib() { super.awakeFromNib(); log?.entries.append("item") }
        }
        final class Constraint: NSLayoutConstraint {
            var log: Log?
            init(width view: UIView) {
                super.init(first: view, .width, .equal, second: nil, .notAnAttribute, multiplier: 1, constant: 10)
            }
            override func awakeFromNib() { super.awakeFromNib(); log?.entries.append("constraint") }
        }
        final class Recognizer: UITapGestureRecognizer {
            var log: Log?
            override func awakeFromNib() { super.awakeFromNib(); log?.entries.append("recognizer") }
        }
        let view = View(), controller = Controller(), item = Item(), recognizer = Recognizer(target: nil, action: nil)
        let constraint = Constraint(width: view)
        view.log = log; controller.log = log; item.log = log; constraint.log = log; recognizer.log = log
        let objects: [() -> Void] = [view.awakeFromNib, view.prepareForInterfaceBuilder, controller.awakeFromNib,
                                     item.awakeFromNib, constraint.awakeFromNib, recognizer.awakeFromNib]
        objects.forEach { $0() }
        #expect(log.entries == ["view", "designable", "controller", "item", "constraint", "recognizer"])
    }
}
