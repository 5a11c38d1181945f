//  TranslatorTests.swift — FlipbookTranslationTests
//  What the translation makes of an app's files: each construct Swift on Linux refuses, and
//  nothing else.

@testable import FlipbookTranslation
import Foundation
import XCTest

final class TranslatorTests: XCTestCase {
    /// The body of a translated file: without its `#sourceLocation` lines and generated trailer.
    private func body(_ translated: String) -> String {
        var lines = translated.components(separatedBy: "\n")
        lines.removeFirst()
        if let end = lines.firstIndex(of: "#sourceLocation()") { lines.removeSubrange(end...) }
        return lines.joined(separator: "\n")
    }

    private func translate(_ files: [(String, String)]) -> Translation {
        Translator.translate(files.map { (path: $0.0, text: $0.1) })
    }

    private func translateOne(_ text: String, context: String = "") -> (body: String, translation: Translation) {
        let translation = translate([("/app/A.swift", text)] + (context.isEmpty ? [] : [("/app/B.swift", context)]))
        return (body(translation.files[0]), translation)
    }

    private let controller = """
    class Controller: UIViewController {
        @objc func tap() {}
        @objc func tap(_ sender: UIButton) {}
        @objc func handle(gesture: UIPanGestureRecognizer) {}
        @objc(pinchedWith:) func pinched(_ g: UIPinchGestureRecognizer) {}
        @objc var progress: CGFloat = 0
        @objc func dismissSelf() {}
    }
    """

    func testEverySelectorForm() {
        // Swift docs (#selector): a method reference, with labels, qualified by a type or Self,
        // and a property's getter or setter.
        let cases: [(String, String)] = [
            ("#selector(dismissSelf)", "dismissSelf"),
            ("#selector(tap(_:))", "tap:"),
            ("#selector(tap)", ""),  // ambiguous: tap() and tap(_:)
            ("#selector(Self.dismissSelf)", "dismissSelf"),
            ("#selector(self.dismissSelf)", "dismissSelf"),
            ("#selector(Controller.handle(gesture:))", "handleWithGesture:"),
            ("#selector(handle)", "handleWithGesture:"),
            ("#selector(pinched)", "pinchedWith:"),
            ("#selector(getter: Controller.progress)", "progress"),
            ("#selector(setter: Controller.progress)", "setProgress:"),
            ("#selector(UIResponder.resignFirstResponder)", "resignFirstResponder"),
            ("#selector(UIViewController.dismiss(animated:completion:))", "dismissViewControllerAnimated:completion:"),
            ("#selector(\n    Controller.tap(_:)\n)", "tap:"),
        ]
        for (expression, expected) in cases {
            let file = controller.replacingOccurrences(of: "@objc func dismissSelf() {}", with: "@objc func dismissSelf() { let s = \(expression) }")
            let (text, translation) = translateOne(file)
            if expected.isEmpty {
                XCTAssertEqual(translation.diagnostics.count, 1, expression)
                XCTAssertTrue(translation.diagnostics.first?.message.contains("ambiguous") ?? false, expression)
                XCTAssertTrue(translation.diagnostics.first?.message.contains("tap(_:)") ?? false, expression)
            } else {
                XCTAssertEqual(translation.diagnostics, [], expression)
                XCTAssertTrue(text.contains("let s = __FlipbookObjC.selector(\"\(expected)\")"), "\(expression):\n\(text)")
            }
            let line = { (text: String) in text.components(separatedBy: "\n").firstIndex { $0.contains("let s =") } }
            XCTAssertEqual(line(text), line(file), "lines kept: \(expression)")
            XCTAssertTrue(text.contains("@objc func tap() {}") == false)
        }
    }

    func testSelectorsOfMethodsInOtherFilesAndSuperclasses() {
        let base = "class Base: UIViewController { @objc func close(for reason: Int) {} }"
        let sub = "class Sub: Base { func setUp() { button.addTarget(self, action: #selector(close), for: .touchUpInside) } }"
        let translation = translate([("/app/Base.swift", base), ("/app/Sub.swift", sub)])
        XCTAssertEqual(translation.diagnostics, [])
        XCTAssertTrue(body(translation.files[1]).contains("__FlipbookObjC.selector(\"closeFor:\")"))
    }

    func testStringsAndCommentsAreUntouched() {
        let text = """
        let a = "#selector(tap) @objc \\(x) #keyPath(A.b)"
        let b = #"@IBOutlet "#selector(x)""#
        /* @objc func hidden() /* #selector(y) */ */
        // @objc dynamic var z = #selector(z)
        let c = \"\"\"
            @objc #selector(q)
            \"\"\"
        """
        let (translated, translation) = translateOne(text)
        XCTAssertEqual(translated, text)
        XCTAssertEqual(translation.diagnostics, [])
    }

    func testAFileWithNothingToTranslateIsItselfBetweenLineDirectives() {
        let text = "import UIKit\n\nfinal class Fade: NSObject {\n    func go() { print(\"hi\") }\n}\n"
        let translation = translate([("/app/Fade.swift", text)])
        XCTAssertEqual(translation.files[0], "#sourceLocation(file: \"/app/Fade.swift\", line: 1)\n" + text + "#sourceLocation()\n")
    }

    func testTranslatingTwiceChangesNothingMore() {
        let other = "extension Controller { override func viewDidLoad() { super.viewDidLoad() } }\n@objc protocol D { @objc optional func d(_ x: Int) }\nfunc f(d: D?) { d?.d?(1) }"
        let first = translate([("/app/A.swift", controller), ("/app/B.swift", other)])
        let again = translate([("/app/A.swift", body(first.files[0])), ("/app/B.swift", body(first.files[1]))])
        XCTAssertEqual(body(again.files[0]), body(first.files[0]))
        XCTAssertEqual(body(again.files[1]), body(first.files[1]))
        XCTAssertEqual(again.diagnostics, [])
    }

    func testObjectiveCAttributesAreBlankedInPlace() {
        let text = "class V: UIView {\n    @IBOutlet weak var label: UILabel!\n    @IBInspectable var radius: CGFloat = 0\n    @objc(customName)\n    dynamic func go() {}\n}"
        let (translated, _) = translateOne(text)
        XCTAssertEqual(translated.components(separatedBy: "\n")[1], "              weak var label: UILabel!")
        XCTAssertFalse(translated.contains("@"))
        XCTAssertFalse(translated.contains("dynamic"))
        XCTAssertEqual(translated.count, text.count + "private let __flipbookObjCRegistered_V: Void = __FlipbookObjC.registered\n".count
                       + "#sourceLocation(file: \"/app/A.swift\", line: 6)\n".count + 1)
    }

    func testMethodListsHoldExposedMembersWithTheirSelectors() {
        let translation = translate([("/app/A.swift", controller)])
        let trailer = translation.files[0].components(separatedBy: "#sourceLocation()\n")[1]
        XCTAssertTrue(trailer.contains("methods[\"tap\"] = { receiver, _ in (receiver as! Controller).tap() as Any }"), trailer)
        XCTAssertTrue(trailer.contains("methods[\"tap:\"] = { receiver, message in try (receiver as! Controller).tap(message.argument(0)) as Any }"))
        XCTAssertTrue(trailer.contains("methods[\"handleWithGesture:\"] = { receiver, message in try (receiver as! Controller).handle(gesture: message.argument(0)) as Any }"))
        XCTAssertTrue(trailer.contains("methods[\"pinchedWith:\"]"))
        XCTAssertTrue(trailer.contains("methods[\"setProgress:\"] = { receiver, message in (receiver as! Controller).progress = try message.argument(0); return nil }"))
        // Built in an extension of the class, which sees its private members.
        XCTAssertTrue(trailer.contains("extension Controller {\n    static func __flipbookObjCMethods_0_0() -> [String: ObjCMethodImplementation] {"), trailer)
        XCTAssertTrue(trailer.contains("ObjCRuntime.addMethods(Controller.__flipbookObjCMethods_0_0(), to: Controller.self)"))
        XCTAssertTrue(translation.registry.contains("__flipbookRegisterObjC_0()"))
        // The class's first instance enters the lists.
        XCTAssertTrue(translation.files[0].contains("private let __flipbookObjCRegistered_Controller: Void = __FlipbookObjC.registered"))
    }

    func testNestedClassesAreNamedByTheirEnclosingTypes() {
        let text = """
        enum Seed {}
        extension Seed {
            final class Detail: UIViewController {
                class Inner: NSObject { @objc func ping() {} }
                @IBAction func close(_ sender: UIButton) {}
            }
        }
        """
        let trailer = translate([("/app/A.swift", text)]).files[0].components(separatedBy: "#sourceLocation()\n")[1]
        XCTAssertTrue(trailer.contains("to: Seed.Detail.self)"), trailer)
        XCTAssertTrue(trailer.contains("to: Seed.Detail.Inner.self)"))
        XCTAssertTrue(trailer.contains("(receiver as! Seed.Detail).close(message.argument(0))"))
    }

    func testDynamicPropertiesTellObservers() {
        let text = """
        class Model: NSObject {
            @objc dynamic var a: Int = 0
            @objc dynamic var b = 1 { didSet { print(b) } }
            @objc dynamic var c: Int { get { 1 } set { print(newValue) } }
            @objc dynamic var d: Int { 4 }
        }
        """
        let lines = translateOne(text).body.components(separatedBy: "\n")
        XCTAssertTrue(lines[1].hasSuffix("var a: Int = 0 { willSet { self.willChangeValue(forKey: \"a\") } didSet { self.didChangeValue(forKey: \"a\") } }"), lines[1])
        XCTAssertTrue(lines[2].hasSuffix("var b = 1 { willSet { self.willChangeValue(forKey: \"b\") } didSet { defer { self.didChangeValue(forKey: \"b\") }; print(b) } }"), lines[2])
        XCTAssertTrue(lines[3].hasSuffix("var c: Int { get { 1 } set { self.willChangeValue(forKey: \"c\"); defer { self.didChangeValue(forKey: \"c\") }; print(newValue) } }"), lines[3])
        XCTAssertTrue(lines[4].hasSuffix("var d: Int { 4 }"), lines[4])
    }

    func testKeyPathsBecomeStrings() {
        let text = """
        class V: UIView {
            func f() {
                let k = #keyPath(V.layer.position)
                let o = observe(\\.bounds, options: [.new]) { _, _ in }
                let p = controller.observe(\\Presenter.presentedView?.frame) { _, _ in }
                let q = scroll.observe(\\UIScrollView.contentOffset, options: .new, changeHandler: handler)
            }
        }
        """
        let lines = translateOne(text).body.components(separatedBy: "\n")
        XCTAssertTrue(lines[2].hasSuffix("let k = __FlipbookObjC.key(\"layer.position\")"), lines[2])
        XCTAssertTrue(lines[3].hasSuffix("observe(\\.bounds, _kvcKeyPath: __FlipbookObjC.key(\"bounds\"), options: [.new]) { _, _ in }"), lines[3])
        XCTAssertTrue(lines[4].hasSuffix("observe(\\Presenter.presentedView?.frame, _kvcKeyPath: __FlipbookObjC.key(\"presentedView.frame\")) { _, _ in }"), lines[4])
        XCTAssertTrue(lines[5].contains("observe(\\UIScrollView.contentOffset, _kvcKeyPath: __FlipbookObjC.key(\"contentOffset\"), options: .new"), lines[5])
    }

    func testObjCProtocolsKeepOptionalRequirementsOptional() {
        let text = """
        @objc protocol CardDelegate {
            @objc optional func cardDidClose(_ card: Card)
            @objc optional func card(_ card: Card, heightFor row: Int) -> CGFloat
            func cardDidOpen(_ card: Card)
        }
        final class Card {
            weak var delegate: CardDelegate?
            func close() {
                delegate?.cardDidClose?(self)
                let h = delegate?.card?(self, heightFor: 2) ?? 44
                delegate!.cardDidClose!(self)
            }
        }
        final class Listener: NSObject, CardDelegate {
            func cardDidOpen(_ card: Card) {}
            func card(_ card: Card, heightFor row: Int) -> CGFloat { 10 }
        }
        """
        let translation = translate([("/app/A.swift", text)])
        let lines = body(translation.files[0]).components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasSuffix("protocol CardDelegate: AnyObject {"), lines[0])
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "func cardDidClose(_ card: Card)")
        XCTAssertTrue(lines[8].hasSuffix("delegate?.__flipbookIfResponds_cardDidClose_?.cardDidClose(self)"), lines[8])
        XCTAssertTrue(lines[9].hasSuffix("delegate?.__flipbookIfResponds_card_heightFor_?.card(self, heightFor: 2) ?? 44"), lines[9])
        XCTAssertTrue(lines[10].hasSuffix("delegate!.cardDidClose (self)"), lines[10])
        let trailer = translation.files[0].components(separatedBy: "#sourceLocation()\n")[1]
        XCTAssertTrue(trailer.contains("extension CardDelegate {"))
        XCTAssertTrue(trailer.contains("func cardDidClose(_ card: Card) { return __FlipbookObjC.optional(self, \"cardDidClose:\", [card], \"CardDelegate.cardDidClose(_:)\") }"), trailer)
        XCTAssertTrue(trailer.contains("var __flipbookIfResponds_card_heightFor_: Self? { __FlipbookObjC.responds(self, \"card:heightFor:\") ? self : nil }"))
        // The conformer's witnesses are in its method list, so `responds(to:)` sees them.
        XCTAssertTrue(trailer.contains("methods[\"card:heightFor:\"] = { receiver, message in try (receiver as! Listener).card(message.argument(0), heightFor: message.argument(1)) as Any }"))
        XCTAssertTrue(trailer.contains("methods[\"cardDidOpen:\"]"))
        XCTAssertFalse(trailer.contains("methods[\"cardDidClose:\"] = { receiver"))
    }

    /// What real apps showed (a review against six public projects).
    func testRealWorldIdioms() {
        // Backquoted labels, and a name ending in a preposition (no "With").
        let a = translateOne("class M: UIView {\n    @objc func move(`in` view: UIView) {}\n    @objc func didTapOn(button: UIButton) {}\n    func f() { _ = (#selector(move(`in`:)), #selector(didTapOn(button:))) }\n}\n")
        XCTAssertTrue(a.body.contains("__FlipbookObjC.selector(\"moveIn:\"), __FlipbookObjC.selector(\"didTapOnButton:\")"), a.body)
        // A closure property named like an optional requirement is left alone; so is a call with other labels.
        let b = translateOne("@objc protocol P { @objc optional func didSelect(_ i: Int) }\nclass V { var didSelect: ((Int) -> Void)?\n    func f(p: P?) { didSelect?(3); p?.didSelect?(for: 2) } }\n")
        XCTAssertTrue(b.body.contains("didSelect?(3); p?.didSelect?(for: 2)"), b.body)
        // #if: generated code keeps the conditions of what it is generated from.
        let c = translate([("/app/C.swift", "#if os(iOS)\nclass C: UIView {\n#if DEBUG\n    @objc func debugTap() {}\n#endif\n}\n#endif\n")]).files[0]
        XCTAssertTrue(c.contains("#if os(iOS)\nextension C {"), c)
        XCTAssertTrue(c.contains("#if DEBUG\n        methods[\"debugTap\"]"), c)
        // A class nested in a generic class has no method list; @nonobjc and generic members none either.
        let d = translate([("/app/D.swift", "class S<Item>: NSObject { final class T: NSObject { @objc func refresh() {} } }\n@objcMembers class O: NSObject { @nonobjc func a() {}\n    func set<T>(_ v: T) {}\n    func b() {} }\n")]).files[0]
        XCTAssertFalse(d.contains("S.T.self"), d)
        XCTAssertTrue(d.contains("methods[\"b\"]") && !d.contains("methods[\"a\"]") && !d.contains("methods[\"set:\"]"), d)
        // A Codable class gets no registration property; a value type's extension no method list.
        let e = translate([("/app/E.swift", "class I: NSObject, Codable { @objc func tap() {} }\n@objc protocol R { func refresh() }\nextension Double { func refresh() {} }\n")]).files[0]
        XCTAssertFalse(e.contains("__flipbookObjCRegistered_I"), e)
        XCTAssertFalse(e.contains("Double.self"), e)
        // A moved override whose parameter has no internal name.
        let f = translate([("/app/F.swift", "class L: UITableViewController {}\nextension L { override func setEditing(_ editing: Bool, animated _: Bool) { super.setEditing(editing, animated: true) } }\n")]).files[0]
        XCTAssertTrue(f.contains("override func setEditing(_ editing: Bool, animated __argument1: Bool) { return self.__flipbookExtension_setEditing(editing, animated: __argument1) }"), f)
        // observeValue overridden again in a subclass keeps its override; the base's loses it.
        let g = translate([("/app/G.swift", "class B: UIViewController { override func observeValue(forKeyPath k: String?, of o: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {} }\nclass S: B { override func observeValue(forKeyPath k: String?, of o: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {} }\n")])
        let lines = body(g.files[0]).components(separatedBy: "\n")
        XCTAssertFalse(lines[0].contains("override"), lines[0])
        XCTAssertTrue(lines.contains { $0.contains("class S: B { override func observeValue") }, lines.joined(separator: "\n"))
        // Throwing methods take Objective-C's error pointer; RxSwift's observe is not KVO.
        let h = translateOne("class T: NSObject {\n    @objc func save() throws {}\n    @objc func load(url: URL) throws {}\n    func f() { _ = (#selector(save), #selector(load(url:))); view.rx.observe(\\.frame) }\n}\n")
        XCTAssertTrue(h.body.contains("selector(\"saveAndReturnError:\"), __FlipbookObjC.selector(\"loadWithUrl:error:\")"), h.body)
        XCTAssertTrue(h.body.contains("view.rx.observe(\\.frame)"), h.body)
        // A subclass overriding a method its superclass declares in an extension: an error saying what to do.
        let i = translate([("/app/I.swift", "class K: UIViewController {}\nextension K { @objc func keyboardWillShow(_ n: Notification) {} }\nclass F: K { override func keyboardWillShow(_ n: Notification) {} }\n")])
        XCTAssertEqual(i.diagnostics.map(\.line), [3])
        XCTAssertTrue(i.diagnostics.first?.message.contains("move keyboardWillShow(_:) into K's class body") ?? false)
        // A private class nested in another type is widened to fileprivate, so its list can name it.
        let j = translateOne("class V: UIView {\n    private class Target: NSObject { @objc func step() {} }\n}\n")
        XCTAssertTrue(j.body.contains("    fileprivate class Target: NSObject"), j.body)
    }

    func testSameNamedPrivateClassesInTwoFilesAreEachTheirFilesOwn() {
        let a = "private final class Cell: UITableViewCell {}\nprivate extension Cell { override func prepareForReuse() { super.prepareForReuse() } }\n"
        let b = "private final class Cell: UITableViewCell {\n    @objc func tap() {}\n}\n"
        let translation = translate([("/app/A.swift", a), ("/app/B.swift", b)])
        XCTAssertEqual(translation.diagnostics, [])
        XCTAssertTrue(body(translation.files[0]).contains("override func prepareForReuse() { return self.__flipbookExtension_prepareForReuse() }"))
        XCTAssertFalse(body(translation.files[1]).contains("prepareForReuse"))
        XCTAssertTrue(translation.files[1].contains("private let __flipbookObjCRegistered_Cell"))
        XCTAssertFalse(body(translation.files[0]).contains("__flipbookObjCRegistered_Cell"))
    }

    func testUIKitSubmodulesAreUIKit() {
        // UIKit docs (UIGestureRecognizer, "Subclassing notes"): a subclass imports
        // UIKit.UIGestureRecognizerSubclass to set `state` and override the touch methods.
        let text = "import UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\n"
        let blanked = String(repeating: " ", count: ".UIGestureRecognizerSubclass".count)
        XCTAssertEqual(translateOne(text).body, "import UIKit" + blanked + "\nimport class UIKit.UIView")
    }

    func testTwoProtocolsWithTheSameOptionalMethodBothStayOptional() {
        let text = "@objc protocol A { @objc optional func moved(_ x: Int) }\n@objc protocol B { @objc optional func moved(_ x: Int) }\n"
        let trailer = translate([("/app/A.swift", text)]).files[0].components(separatedBy: "#sourceLocation()\n")[1]
        XCTAssertTrue(trailer.contains("extension A where Self: B {\n    func moved(_ x: Int) { return __FlipbookObjC.optional(self, \"moved:\", [x], \"A.moved(_:)\") }\n}"), trailer)
    }

    func testOverridesInExtensionsMoveIntoTheClassBody() {
        let classFile = "class Detail: UIViewController {\n    var x = 1\n}\n"
        let extensionFile = """
        extension Detail {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                helper()
            }
            override var prefersStatusBarHidden: Bool { true }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { }
            private func helper() {}
        }
        """
        let translation = translate([("/app/Detail.swift", classFile), ("/app/Detail+Appearance.swift", extensionFile)])
        XCTAssertEqual(translation.diagnostics, [])
        let classText = body(translation.files[0])
        XCTAssertTrue(classText.contains("#sourceLocation(file: \"/app/Detail+Appearance.swift\", line: 2)\noverride func viewWillAppear(_ animated: Bool) { return self.__flipbookExtension_viewWillAppear(animated) }"), classText)
        XCTAssertTrue(classText.contains("override var prefersStatusBarHidden: Bool { self.__flipbookExtension_prefersStatusBarHidden }"))
        XCTAssertTrue(classText.contains("override func prepare(for segue: UIStoryboardSegue, sender: Any?) { return self.__flipbookExtension_prepare(for: segue, sender: sender) }"))
        XCTAssertTrue(classText.hasSuffix("#sourceLocation(file: \"/app/Detail.swift\", line: 3)\n}"), classText)
        let extensionText = body(translation.files[1])
        XCTAssertTrue(extensionText.contains("         func __flipbookExtension_viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)"), extensionText)
        XCTAssertTrue(extensionText.contains("private func helper() {}"))
    }

    func testAnOverrideInAnExtensionOfAFrameworkClassIsAnErrorAtItsLine() {
        let translation = translate([("/app/A.swift", "import UIKit\n\nextension UINavigationController {\n    override var childForStatusBarStyle: UIViewController? { topViewController }\n}\n")])
        XCTAssertEqual(translation.diagnostics.count, 1)
        XCTAssertEqual(translation.diagnostics.first?.line, 4)
        XCTAssertEqual(translation.diagnostics.first?.column, 14)
        XCTAssertTrue(translation.diagnostics.first?.description.hasPrefix("/app/A.swift:4:14: error: Flipbook cannot translate an override") ?? false)
    }

    func testAnUntranslatableSelectorIsAnErrorSayingWhatToWrite() {
        let translation = translate([("/app/A.swift", "class A {\n    func f() { let s = #selector((A.g) as (A) -> () -> Void) }\n    @objc func g() {}\n}\n")])
        XCTAssertEqual(translation.diagnostics.count, 1)
        XCTAssertEqual(translation.diagnostics.first?.line, 2)
        XCTAssertTrue(translation.diagnostics.first?.message.contains("write it as #selector(method)") ?? false)
    }

    /// A deliberate error in an app file is reported at the app file's own line, also in code
    /// the translation moved to another file (an override from an extension).
    func testTheCompilerReportsErrorsAtTheUsersLines() throws {
        let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let compiler = try XCTUnwrap(swiftc, "swiftc is on PATH wherever the tests run")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-translation-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = "class Base {\n    func appear() {}\n    var hidden: Bool { false }\n}\n\nclass Screen: Base {\n}\n"
        let extensionFile = "\n\nextension Screen {\n    override func appear() {\n        super.appear()\n        let broken: Int = \"not a number\"\n    }\n}\n"
        let translation = Translator.translate([("/app/Base.swift", base), ("/app/Screen+Appear.swift", extensionFile)])
        XCTAssertEqual(translation.diagnostics, [])
        var paths: [String] = []
        for (index, text) in translation.files.enumerated() {
            let path = folder.appendingPathComponent("T\(index).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-typecheck"] + paths
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertTrue(output.contains("/app/Screen+Appear.swift:6:27: error: cannot convert value of type 'String' to specified type 'Int'"), output)
        XCTAssertEqual(output.components(separatedBy: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }.count, 1, output)
    }

    func testOverridesOfTheInitializersFlipbookMakesCellsAndLayersThroughBecomeRequired() {
        // UIKit docs: a table view creates a registered cell class with init(style:reuseIdentifier:),
        // a collection view with init(frame:), Core Animation a presentation layer with init(layer:);
        // none is `required` in UIKit, so apps write `override`.
        let cells = """
        class Cell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Tile: UICollectionViewCell {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Wide: Tile {
            init(columns: Int) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Plain: Tile {}
        class Panel: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (text, translation) = translateOne(cells)
        XCTAssertEqual(translation.diagnostics, [])
        XCTAssertTrue(text.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"), text)
        XCTAssertTrue(text.contains("class Tile: UICollectionViewCell {\n    required init(frame: CGRect)"), text)
        XCTAssertTrue(text.contains("class Panel: UIView {\n    override init(frame: CGRect)"), "a plain view's init(frame:) is left alone:\n\(text)")
        // Wide declares an initializer of its own, so inherits none: it gets the one Swift gives
        // such a class on iOS, which traps when the runtime calls it.
        let wide = translation.files[0].components(separatedBy: "class Wide")[1].components(separatedBy: "class Plain")[0]
        XCTAssertTrue(wide.contains("required init(frame: CGRect) {\n    fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'Wide'\")"), wide)
        XCTAssertFalse(translation.files[0].components(separatedBy: "class Plain")[1].contains("fatalError(\"Use of"),
                       "a class declaring no initializer inherits them")
        XCTAssertTrue(wide.contains("#sourceLocation(file: \"/app/A.swift\", line: 12)\n}"), "the app's lines resume at Wide's brace:\n\(wide)")

        let layers = """
        final class Ring: CAShapeLayer {
            var progress: CGFloat = 0
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Pulse: CABasicAnimation {
            init(scale: CGFloat) { super.init() }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layerText, layerTranslation) = translateOne(layers)
        XCTAssertTrue(layerText.contains("    required init() { super.init() }") && layerText.contains("    required init(layer: Any) {"), layerText)
        XCTAssertTrue(layerTranslation.files[0].contains("required init() {\n    fatalError(\"Use of unimplemented initializer 'init()' for class 'Pulse'\")"),
                      layerTranslation.files[0])
    }
}
