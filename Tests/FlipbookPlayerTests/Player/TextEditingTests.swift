//  TextEditingTests.swift — FlipbookPlayerTests
//  The terminal's keyboard is the device's while a text field or text view is edited: a click
//  on the field starts editing, the keys type into it (q included), Esc gives them back; the
//  typing is in the action log, so a scrub back and forth shows the same text; a script types
//  with `type`.

@testable import FlipbookKit
@testable import FlipbookPlayer
import FlipbookRender
import FlipbookTesting
import Testing

/// A screen with a name field at the top and a notes text view below it.
private func formDemo() -> Demo {
    TransitionDemo(name: "form", summary: "A text field and a text view") { window in
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.accessibilityIdentifier = "name"
        let notes = UITextView(frame: CGRect(x: 20, y: 160, width: 350, height: 120))
        notes.accessibilityIdentifier = "notes"
        root.view.addSubview(field)
        root.view.addSubview(notes)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: nil, backAction: nil)
    }
}

private func view<T: UIView>(_ player: Player, _ identifier: String, as type: T.Type) throws -> T {
    let root = try #require(player.scene.window.rootViewController)
    return try #require(root.view.subviews.first { $0.accessibilityIdentifier == identifier } as? T)
}

@Suite struct TextEditingTests {
    @Test func aClickedFieldTakesTheKeysUntilEscape() throws {
        let player = Player(registry: DemoRegistry([formDemo()]), columns: 100, rows: 36)
        let layout = PlayerLayout(columns: 100, rows: 36, scene: player.scene.window.bounds.size, blitter: .halfBlock)
        // A cell of the device that shows the field.
        let cells = (0..<36).flatMap { row in (0..<100).map { (column: $0, row: row) } }
        let cell = try #require(cells.first { cell in
            layout.scenePoint(column: cell.column, row: cell.row).map { $0.x > 60 && $0.x < 300 && $0.y > 105 && $0.y < 130 } ?? false
        })
        player.update(.mouse(MouseEvent(.press, column: cell.column, row: cell.row)))
        player.update(.mouse(MouseEvent(.release, column: cell.column, row: cell.row)))
        let field = try view(player, "name", as: UITextField.self)
        #expect(field.isEditing)
        #expect(player.editingKind == "UITextField")
        // q, space and the digits are the player's keys, but now they type.
        for c in "qa 1" { #expect(player.update(.key(.character(c))) == nil) }
        player.update(.key(Key(.left)))
        player.update(.key(Key(.backspace)))
        #expect(field.text == "qa1" && field.insertionPointOffset == 2)
        // Ctrl with a key is still the player's; Esc ends editing and gives q back.
        player.update(.key(Key(.escape)))
        #expect(!field.isEditing && player.editingKind == nil)
        #expect(player.update(.key(.character("q"))) == .quit)
    }

    @Test func typingIsReplayedWhenTheSceneIsRebuilt() throws {
        let player = Player(registry: DemoRegistry([formDemo()]), columns: 100, rows: 36)
        player.update(.tap(x: 100, y: 117))
        player.update(.tick(0.1))
        for c in "Ada" { player.update(.key(.character(c))) }
        player.update(.tick(0.1))
        player.update(.key(Key(.enter)))   // a field's Return types nothing
        // The notes view: a tap moves the first responder there.
        player.update(.tap(x: 100, y: 200))
        for c in "hi" { player.update(.key(.character(c))) }
        player.update(.key(Key(.enter)))
        player.update(.key(.character("!")))
        player.update(.tick(0.1))
        let notes = try view(player, "notes", as: UITextView.self)
        #expect(try view(player, "name", as: UITextField.self).text == "Ada")
        #expect(notes.text == "hi\n!" && notes.isFirstResponder)
        // A scene built anew from the action log (as a seek back builds it) has the same text.
        let fresh = player.sceneReplayedFromScratch(upTo: player.sceneTime)
        let root = try #require(fresh.window.rootViewController)
        let replayed = root.view.subviews.compactMap { $0 as? UITextView }.first
        #expect(replayed?.text == "hi\n!" && replayed?.isFirstResponder == true)
        #expect(root.view.subviews.compactMap { $0 as? UITextField }.first?.text == "Ada")
    }

    @Test func aScriptTypesIntoTheFieldItTapped() throws {
        let player = Player(registry: DemoRegistry([formDemo()]), columns: 100, rows: 36)
        let runner = ScriptRunner(player: player, fileName: "form.flip", frameRate: 10)
        try runner.run(ScriptParser(fileName: "form.flip", demoNames: ["form"]).parse("tap 100 117\ntype Ada  Lovelace\nkey backspace\n"))
        #expect(try view(player, "name", as: UITextField.self).text == "Ada Lovelac")
        // With nothing being edited, `type` is refused rather than sent to the player as keys.
        let idle = Player(registry: DemoRegistry([formDemo()]), columns: 100, rows: 36)
        let script = try ScriptParser(fileName: "idle.flip", demoNames: ["form"]).parse("type quit\n")
        #expect(throws: ScriptRunner.Failure.self) { try ScriptRunner(player: idle, fileName: "idle.flip", frameRate: 10).run(script) }
        #expect(throws: ScriptError.self) { try ScriptParser(fileName: "bad.flip", demoNames: ["form"]).parse("type\n") }
    }

    // What the device shows: the rounded field with its text and caret, the notes below it.
    @Test func aFormBeingTypedInLooksAsOnTheDevice() throws {
        let player = Player(registry: DemoRegistry([formDemo()]), columns: 100, rows: 36)
        player.update(.tap(x: 100, y: 117))
        for c in "Ada Lovelace" { player.update(.key(.character(c))) }
        player.update(.tap(x: 100, y: 200))
        let list = player.scene.window.displayList()
        let picture = TextSnapshot.render(player.renderer.render(list, columns: 46, rows: 50), colors: true)
        expectGolden(picture, named: "form-typing")
    }

    @Test func theHintsSayWhereTheKeysGo() throws {
        let player = Player(registry: DemoRegistry([formDemo()]), columns: 120, rows: 36)
        player.update(.tap(x: 100, y: 117))
        var cells = CellBuffer(width: 120, height: 36)
        player.render(into: &cells)
        let bottom = (0..<120).map { String(cells[$0, 35].scalar) }.joined()
        #expect(bottom.contains("typing into UITextField") && bottom.contains("esc end editing") && !bottom.contains("q quit"))
    }
}
