//  TextInputTests.swift — FlipbookKitTests
//  UITextField and UITextView against UIKit's documented editing: the first responder, the
//  delegate's questions and their order, typing at the insertion point, Return, the clear
//  button, secure entry, and where the caret and the text stand (by the font's advances,
//  summed here character by character).

import Foundation
@testable import FlipbookKit
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// A key window of 390 × 844 holding `views`.
private func host(_ views: UIView...) -> UIWindow {
    let window = UIWindow()
    window.makeKey()
    for view in views { window.addSubview(view) }
    window.layoutIfNeeded()
    return window
}

private func tap(_ window: UIWindow, at point: CGPoint) {
    window.sendTouch(.began, at: point)
    window.sendTouch(.ended, at: point)
}

/// `text`'s width in `font`, summed one character at a time (not as one measured string).
private func advances(_ text: String, _ font: UIFont) -> CGFloat {
    text.unicodeScalars.reduce(0) { $0 + TextMetrics.advance(of: $1, bold: font.isBold) * font.pointSize }
}

/// `x` rounded up to the device's pixels (3 per point).
private func pixels(_ x: CGFloat) -> CGFloat { (x * 3 - 1e-9).rounded(.up) / 3 }

/// Logs what a delegate is asked and told, and answers as it is set to.
private final class FieldLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsChange = true, resignsOnReturn = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { entries.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("change \(range.location),\(range.length) '\(string)'")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        entries.append("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return true
    }
}

private final class ViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("change \(range.location),\(range.length) '\(text.replacingOccurrences(of: "\n", with: "⏎"))'")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
}

/// Where a text view's caret stood and how high its content was when it laid its whole text
/// out at every keystroke (before it kept its lines), for `text` with the insertion point at
/// `point`: what the kept lines must still give.
private func laidOutWhole(_ textView: UITextView, _ text: [Character], point: Int) throws -> (caret: CGRect, contentHeight: CGFloat) {
    let font = try #require(textView.font)
    let inset = textView.textContainerInset, padding = textView.textContainer.lineFragmentPadding
    let width = max(textView.bounds.width - inset.left - inset.right - 2 * padding, 0)
    func lines(_ text: String) -> [TextLine] {
        TextMetrics.lines(text, fontSize: font.pointSize, bold: font.isBold, width: width > 0 ? width : .infinity, maxLines: 0)
    }
    let whole = String(text)
    let all = lines(whole)
    let count = all.count + (whole.hasSuffix("\n") ? 1 : 0)
    let contentHeight = pixels(CGFloat(max(count, 1)) * font.lineHeight) + inset.top + inset.bottom
    let before = String(text[..<point])
    var laid = lines(before)
    var x: CGFloat
    var line: Int
    if before.hasSuffix("\n") || before.isEmpty {
        line = before.isEmpty ? 0 : laid.count
        x = 0
    } else {
        line = laid.count - 1
        x = laid.removeLast().width
        let trailing = before.reversed().prefix { $0 == " " }.count
        x += CGFloat(trailing) * TextMetrics.advance(of: " ", bold: font.isBold) * font.pointSize
    }
    x = min(x, width)
    let lineWidth = line < all.count ? all[line].width : 0
    switch textView.textAlignment {
    case .center: x += (width - lineWidth) / 2
    case .right: x += width - lineWidth
    default: break
    }
    let caret = CGRect(x: inset.left + padding + x, y: inset.top + CGFloat(line) * font.lineHeight,
                       width: UITextField.caretWidth, height: font.lineHeight)
    return (caret, contentHeight)
}

@Suite struct TextFieldTests {
    // UIKit docs, UITextField: a tap makes the field the first responder (asking
    // textFieldShouldBeginEditing first); each typed change is asked of
    // textField(_:shouldChangeCharactersIn:replacementString:) with its range in UTF-16 units, and
    // sends .editingChanged; textFieldShouldReturn is asked on Return, which types nothing.
    @Test func aTapStartsEditingAndTypingAsksTheDelegateForEachChange() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let log = FieldLog()
        field.delegate = log
        let window = host(field)
        var changed = 0, began = 0, ended = 0
        field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        field.addAction(UIAction { _ in began += 1 }, for: .editingDidBegin)
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(field.text == nil && !field.isEditing && !field.isFirstResponder)

        tap(window, at: CGPoint(x: 100, y: 117))
        #expect(field.isEditing && field.isFirstResponder && window.firstResponder === field && began == 1)
        #expect(log.entries == ["shouldBegin", "didBegin"])

        field.insertText("h")
        field.insertText("é")
        field.insertText("😀")   // two UTF-16 units
        field.insertText("!")
        #expect(field.text == "hé😀!" && changed == 4)
        #expect(log.entries.suffix(4) == ["change 0,0 'h'", "change 1,0 'é'", "change 2,0 '😀'", "change 4,0 '!'"])
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "hé" && log.entries.suffix(2) == ["change 4,1 ''", "change 2,2 ''"])

        // A refused change leaves the text as it was and sends nothing.
        log.allowsChange = false
        field.insertText("x")
        #expect(field.text == "hé" && changed == 6)
        log.allowsChange = true

        // Return asks the delegate, which resigns: editing ends, no newline is typed.
        field.insertText("\n")
        #expect(field.text == "hé" && !field.isEditing && window.firstResponder == nil && ended == 1)
        #expect(log.entries.suffix(4) == ["change 2,0 'x'", "shouldReturn", "shouldEnd", "didEnd"])
        // Typing into a field that is not being edited does nothing.
        field.insertText("y")
        #expect(field.text == "hé")
    }

    // UIKit docs, UIResponder: becoming first responder asks the current one to resign, which
    // may refuse; endEditing(true) makes it resign regardless.
    @Test func theFirstResponderMovesBetweenFieldsUnlessOneRefusesToLetGo() {
        let first = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let second = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 34))
        let log = FieldLog()
        first.delegate = log
        let window = host(first, second)
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder() && second.isEditing && !first.isEditing && window.firstResponder === second)
        #expect(first.becomeFirstResponder())
        log.allowsEnd = false
        #expect(!second.becomeFirstResponder() && first.isEditing)
        #expect(!window.endEditing(false) && first.isEditing)
        #expect(window.endEditing(true) && !first.isEditing && window.firstResponder == nil)
        // A field refused by its delegate does not begin.
        log.allowsBegin = false
        #expect(!first.becomeFirstResponder() && !first.isFirstResponder)
        // Outside a window nothing can become first responder; a field leaving its window resigns.
        #expect(!UITextField().becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        second.removeFromSuperview()
        #expect(!second.isEditing && window.firstResponder == nil)
    }

    // The text starts at the field's padding, the caret after the characters before the
    // insertion point; a text longer than the field scrolls so the caret stays in view.
    @Test func theCaretStandsAfterTheCharactersBeforeTheInsertionPoint() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.borderStyle = .roundedRect
        let window = host(field)
        field.text = "Hello"
        #expect(field.becomeFirstResponder())
        window.layoutIfNeeded()
        let font = try #require(field.font)
        let caret = try #require(field.subviews[1].subviews.first { $0.frame.width == 2 && !$0.isHidden })
        // UIKit docs: editing starts with the insertion point at the end of the text.
        #expect(abs(field.subviews[1].frame.minX + caret.frame.minX - (7 + pixels(advances("Hello", font)))) < 1e-9)
        field.moveInsertionPoint(by: -2)
        window.layoutIfNeeded()
        #expect(abs(caret.frame.minX - pixels(advances("Hel", font))) < 1e-9)
        // Typed at the insertion point.
        field.insertText("p")
        #expect(field.text == "Helplo" && field.insertionPointOffset == 4)
        // Far past the field's width the text scrolls left; the caret stays inside.
        field.moveInsertionPoint(toEnd: true)
        for _ in 0..<20 { field.insertText("m") }
        window.layoutIfNeeded()
        let clip = field.subviews[1]
        #expect(caret.frame.maxX <= clip.bounds.width + 1e-9 && caret.frame.maxX > clip.bounds.width - 3)
        // Not editing, the text starts at the padding again.
        field.resignFirstResponder()
        window.layoutIfNeeded()
        #expect(caret.isHidden && clip.subviews.allSatisfy { $0.frame.minX >= 0 })
    }

    // UIKit docs: the placeholder shows only while the field is empty; secure entry hides the
    // characters; clearsOnBeginEditing empties the field when editing begins; the clear button
    // (clearButtonMode) empties it after asking textFieldShouldClear.
    @Test func placeholderSecureEntryAndTheClearButton() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 34))
        field.placeholder = "Email"
        let log = FieldLog()
        field.delegate = log
        let window = host(field)
        let labels = field.subviews[1].subviews.compactMap { $0 as? UILabel }
        let placeholder = try #require(labels.first { $0.text == "Email" })
        #expect(!placeholder.isHidden)
        field.text = "secret"
        #expect(placeholder.isHidden)
        field.isSecureTextEntry = true
        #expect(labels.contains { $0.text == "••••••" })

        field.isSecureTextEntry = false
        field.clearButtonMode = .whileEditing
        #expect(field.becomeFirstResponder())
        window.layoutIfNeeded()
        let button = field.clearButtonRect(forBounds: field.bounds)
        // The button is 19 pt, 6 pt in from the right, and the editing text stops before it.
        #expect(button == CGRect(x: 300 - 6 - 19, y: 17 - 9.5, width: 19, height: 19))
        #expect(field.editingRect(forBounds: field.bounds).maxX == button.minX)
        tap(window, at: CGPoint(x: button.midX, y: 100 + button.midY))
        #expect(field.text == "" && log.entries.contains("shouldClear") && field.isEditing && !placeholder.isHidden)

        field.resignFirstResponder()
        field.text = "kept"
        field.clearsOnBeginEditing = true
        #expect(field.becomeFirstResponder() && field.text == "")
    }

    // The intrinsic size: the text's width and the line height, with the rounded border's
    // padding (a 17 pt rounded field is about 34 pt high, as on iOS).
    @Test func theIntrinsicSizeIsTheTextAndTheBordersPadding() throws {
        let field = UITextField()
        field.text = "Sign in"
        let font = try #require(field.font)
        #expect(font.pointSize == 17)
        #expect(field.intrinsicContentSize == CGSize(width: pixels(advances("Sign in", font)), height: pixels(pixels(font.lineHeight))))
        field.borderStyle = .roundedRect
        let size = field.intrinsicContentSize
        #expect(size.width == pixels(advances("Sign in", font) + 14))
        #expect(abs(size.height - 34) < 0.5)
        // The placeholder counts when it is wider than the text.
        field.placeholder = "Your email address"
        #expect(field.intrinsicContentSize.width == pixels(advances("Your email address", font) + 14))
    }
}

@Suite struct TextViewTests {
    // UIKit docs, UITextView: the text sits textContainerInset (8 pt top and bottom) inside and
    // lineFragmentPadding (5 pt) in from the sides; Return types a newline; the delegate is asked
    // of each change and told after it.
    @Test func typingWrapsLinesAndTheCaretFollows() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let log = ViewLog()
        textView.delegate = log
        let window = host(textView)
        tap(window, at: CGPoint(x: 50, y: 30))
        #expect(textView.isFirstResponder && log.entries == ["didBegin"])
        let font = try #require(textView.font)
        textView.insertText("ab")
        textView.insertText("\n")
        textView.insertText("c")
        #expect(textView.text == "ab\nc")
        #expect(log.entries.suffix(6) == ["change 0,0 'ab'", "didChange", "change 2,0 '⏎'", "didChange", "change 3,0 'c'", "didChange"])
        // Line two, after "c".
        let caret = textView.caretRect
        #expect(abs(caret.minY - (8 + font.lineHeight)) < 1e-9)
        #expect(abs(caret.minX - (5 + advances("c", font))) < 1e-9)
        // Trailing spaces move the caret though a laid-out line leaves them out.
        textView.insertText("  ")
        #expect(abs(textView.caretRect.minX - (5 + advances("c  ", font))) < 1e-9)
        // The caret moves with the insertion point also where nothing is typed (an arrow key).
        let caretView = try #require(textView.subviews.first { $0.frame.width == UITextField.caretWidth && !$0.isHidden })
        textView.moveInsertionPoint(by: -2)
        #expect(abs(caretView.frame.minX - (5 + advances("c", font))) < 1e-9)
        textView.moveInsertionPoint(toEnd: true)
        #expect(abs(caretView.frame.minX - (5 + advances("c  ", font))) < 1e-9)
        // The content grows with the lines, and the view scrolls to keep the caret in view.
        for _ in 0..<6 { textView.insertText("\n") }
        textView.layoutIfNeeded()
        #expect(abs(textView.contentSize.height - (16 + pixels(8 * font.lineHeight))) < 1e-9)
        #expect(textView.contentOffset.y > 0 && textView.caretRect.maxY <= textView.contentOffset.y + 60 + 1e-9)
        #expect(textView.selectedRange == NSRange(location: 12, length: 0))
        textView.resignFirstResponder()
        #expect(log.entries.last == "didEnd")
    }

    // Typing, deleting and moving the insertion point hundreds of times, in lines wrapped at
    // three widths with three alignments, the font changed halfway: the text and insertion
    // point are those a plain array of characters has after the same edits, and the caret and
    // the content's height are where laying the whole text out again puts them.
    @Test(arguments: 0..<3)
    func manyEditsKeepTheTextAndTheCaretOfTheWholeTextLaidOut(setup: Int) throws {
        let width: CGFloat = [200, 90, 300][setup]
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 120))
        textView.textAlignment = [NSTextAlignment.natural, .center, .right][setup]
        let window = host(textView)
        #expect(textView.becomeFirstResponder() && window.firstResponder === textView)
        var rng = SeededGenerator(seed: UInt64(41 + setup))
        let pieces = ["a", "word", " ", "  ", "\n", "é", "中", "😀", "Wide", "x y", "supercalifragilisticexpialidocious"]
        var model: [Character] = []
        var point = 0
        for step in 0..<500 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                textView.insertText(piece)
                model.insert(contentsOf: Array(piece), at: point)
                point += Array(piece).count
            case 6, 7:
                textView.deleteBackward()
                if point > 0 {
                    model.remove(at: point - 1)
                    point -= 1
                }
            case 8:
                let by = Int.random(in: -12...12, using: &rng)
                textView.moveInsertionPoint(by: by)
                point = min(max(point + by, 0), model.count)
            default:
                let toEnd = Bool.random(using: &rng)
                textView.moveInsertionPoint(toEnd: toEnd)
                point = toEnd ? model.count : 0
            }
            if step == 250 { textView.font = .boldSystemFont(ofSize: 15) }
            textView.layoutIfNeeded()
            let expected = try laidOutWhole(textView, model, point: point)
            let caret = textView.caretRect
            let same = textView.text == String(model) && textView.insertionPointOffset == point
                && textView.selectedRange == NSRange(location: String(model[..<point]).utf16.count, length: 0)
                && abs(caret.minX - expected.caret.minX) < 1e-9 && abs(caret.minY - expected.caret.minY) < 1e-9
                && caret.size == expected.caret.size
                && abs(textView.contentSize.height - expected.contentHeight) < 1e-9
            #expect(same, "step \(step): caret \(caret), expected \(expected.caret)")
            if !same { return }
        }
    }

    // Issue 55: typing 16 000 characters once took 47.7 s, each keystroke laying the whole text
    // out again. Typed at the end, a keystroke is fed on to the kept line breaker, which is
    // started again from the last decided line every few lines (a 200-pt line of 12-pt prose
    // holds fewer than 60 characters): about two characters broken per keystroke, however long
    // the text — in one paragraph and in many. (Breaking the last line again per keystroke was
    // about 30; the whole text, thousands.)
    @Test(arguments: [false, true])
    func typingAtTheEndBreaksOnlyTheLastLineAgain(paragraphs: Bool) {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let window = host(textView)
        #expect(textView.becomeFirstResponder() && window.firstResponder === textView)
        let sentence = "The quick brown fox jumps over the lazy dog while the cat watches. "
        let typed = Array(String(repeating: sentence, count: 60))
        let before = textView.charactersBrokenIntoLines
        for (i, character) in typed.enumerated() {
            textView.insertText(paragraphs && i % 300 == 299 ? "\n" : String(character))
        }
        let perKeystroke = Double(textView.charactersBrokenIntoLines - before) / Double(typed.count)
        #expect(perKeystroke < 4, "\(perKeystroke) characters broken per keystroke for \(typed.count) typed")
        #expect(textView.text.count == typed.count)
    }

    // A text view with scrolling off is as high as its wrapped text (self-sizing text views).
    @Test func aTextViewThatDoesNotScrollIsAsHighAsItsText() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 90, height: 10))
        textView.isScrollEnabled = false
        textView.text = "one two three four"
        let font = try #require(textView.font)
        // 80 pt of line (90 less twice the 5 pt padding).
        let lines = TextMetrics.lines("one two three four", fontSize: 12, bold: false, width: 80, maxLines: 0).count
        #expect(lines >= 2)
        #expect(textView.intrinsicContentSize.height == pixels(CGFloat(lines) * font.lineHeight + 16))
        let fitted = textView.sizeThatFits(CGSize(width: 1000, height: 0))
        #expect(fitted.height == pixels(font.lineHeight + 16))
        // Not editable: a tap does not start editing.
        textView.isEditable = false
        let window = host(textView)
        tap(window, at: CGPoint(x: 20, y: 5))
        #expect(!textView.isFirstResponder)
    }
}
