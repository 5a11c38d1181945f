//  UITextView.swift — FlipbookKit
//  Mirrors UIKit.UITextView: scrolling, wrapped, editable text, typed into while it is the first
//  responder. Status: partial (plain text; an insertion point but no selection, no data
//  detectors, no on-screen keyboard).

import Foundation

/// The region text is laid out in (mirrors NSTextContainer's parts a text view uses).
open class NSTextContainer: NSObject {
    /// The inset of the text from each side of a line, points (UIKit docs: 5 by default).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
    /// The most lines laid out; 0 means no limit.
    open var maximumNumberOfLines = 0 { didSet { owner?.textLayoutDidChange() } }
    /// How the last line is cut when lines are limited.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the container follows the text view's width (true in a text view).
    open var widthTracksTextView = true
    weak var owner: UITextView?
}

/// A scroll view of wrapped text that takes typing while it is the first responder.
///
/// UIKit docs: the text sits `textContainerInset` inside the view (8 pt above and below) and
/// each line `lineFragmentPadding` (5 pt) in from the sides; a tap on an editable text view makes
/// it the first responder; typed characters are asked of
/// `textView(_:shouldChangeTextIn:replacementText:)` and then reported by `textViewDidChange`; the
/// Return key types a newline. The content grows with the text and scrolls to keep the
/// insertion point in view. A text view whose scrolling is off sizes itself to its text
/// (its intrinsic height), as self-sizing text views in stack views and cells rely on.
///
/// Flipbook: while a text view is edited the previewer's keys type into it, ← and → move the
/// insertion point, Esc ends editing; the caret does not blink.
open class UITextView: UIScrollView, UITextInputTraits, TextEditingResponder {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private var storage = _EditableText()
    private let label = UILabel()
    private let caret = UIView()
    /// The text's lines at the width the view last laid them out at, kept as the text is edited
    /// (nil: broken again when next needed); see `keptLines(width:)`.
    private var keptLinesStorage: EditableTextLayout?

    /// The text shown (UIKit: empty by default).
    open var text: String! {
        get { storage.string }
        set {
            storage.set(newValue ?? "")
            keptLinesStorage = nil
            textLayoutDidChange()
        }
    }

    /// The text as an attributed string. Flipbook: only the characters are kept.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storage.string) }
        set { text = newValue?.string }
    }

    /// The font of the text.
    // Flipbook: UIKit leaves it nil and draws in the 12 pt system font; that font is the default here.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 12)
            textLayoutDidChange()
        }
    }
    private var fontStorage = UIFont.systemFont(ofSize: 12)

    /// The colour of the text (nil: the label colour, black).
    open var textColor: UIColor? { didSet { restyle() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { restyle() } }

    /// Whether the user can type into the view (default true).
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user can select the text (default true). Flipbook: there is no selection; kept.
    open var isSelectable = true

    /// The inset of the text container from the view's edges (UIKit docs: 8 pt top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// The container the text is laid out in.
    public let textContainer = NSTextContainer()

    /// The object told about editing and asked about changes (the scroll view's delegate, used as
    /// a `UITextViewDelegate` when it is one — as a collection view's is).
    open var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// UIKit's designated initialiser; the container is the view's own.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        textContainer.owner = self
        label.isUserInteractionEnabled = false
        label.numberOfLines = 0
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(label)
        addSubview(caret)
        restyle()
    }

    // MARK: Layout

    /// The width lines wrap at: inside the insets and the line padding.
    private var lineWidth: CGFloat {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 0)
    }

    /// The lines of `text` as they wrap at `width`.
    private func lines(_ text: String, width: CGFloat) -> [TextLine] {
        TextMetrics.lines(text, fontSize: fontStorage.pointSize, bold: fontStorage.isBold,
                          width: width > 0 ? width : .infinity, maxLines: textContainer.maximumNumberOfLines)
    }

    /// The kept lines of the text when they are for `width` (made for the width the view lays
    /// its text out at, `lineWidth`); nil at another width, or with a line limit (whose last line
    /// runs on with the rest of the text: each question then lays the whole text out).
    ///
    /// Kept, they answer what layout and the caret ask at every keystroke — how many lines, how
    /// far the line before the insertion point reaches — breaking again only the lines an edit
    /// moves, where laying the whole text out each time made typing quadratic.
    private func keptLines(width: CGFloat) -> EditableTextLayout? {
        guard textContainer.maximumNumberOfLines == 0 else { return nil }
        let wrap = width > 0 ? width : .infinity  // as `lines` wraps
        let size = fontStorage.pointSize, bold = fontStorage.isBold
        if let kept = keptLinesStorage, kept.width == wrap, kept.fontSize == size, kept.bold == bold { return kept }
        let own = lineWidth
        guard wrap == (own > 0 ? own : .infinity) else { return nil }
        let made = EditableTextLayout(storage.string, fontSize: size, bold: bold, width: wrap)
        keptLinesStorage = made
        return made
    }

    /// What `lines` makes of the text before character `point` at `width`: how many lines, and
    /// the last one's width.
    private func linesBefore(_ point: Int, width: CGFloat) -> (count: Int, lastWidth: CGFloat) {
        if let kept = keptLines(width: width) { return kept.linesBefore(storage.utf8Offset(of: point), in: storage.string) }
        let laid = lines(String(storage.characters[..<point]), width: width)
        return (laid.count, laid.last?.width ?? 0)
    }

    /// The text's height at `width`: at least one line, so an empty view has room for its caret,
    /// and the empty line after a final newline, where the caret then stands.
    private func textHeight(width: CGFloat) -> CGFloat {
        let text = storage.string
        let laid = keptLines(width: width)?.lineCount ?? lines(text, width: width).count
        let count = laid + (text.hasSuffix("\n") ? 1 : 0)
        return CGFloat(max(count, 1)) * fontStorage.lineHeight
    }

    /// With scrolling off, the view is as high as its text at its width (as wide as the text on
    /// one line before it has a width).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let padding = 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let width = bounds.width > 0 ? lineWidth : .infinity
        let widest = bounds.width > 0 ? bounds.width : widestLine() + padding
        return CGSize(width: widest, height: pixels(textHeight(width: width) + textContainerInset.top + textContainerInset.bottom))
    }

    /// The widest line of the text on lines of unlimited width.
    private func widestLine() -> CGFloat {
        if let kept = keptLines(width: .infinity) { return kept.widestLineWidth(in: storage.string) }
        return lines(storage.string, width: .infinity).reduce(0) { max($0, $1.width) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: pixels(textHeight(width: max(width - padding, 0)) + textContainerInset.top + textContainerInset.bottom))
    }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    private func pixels(_ x: CGFloat) -> CGFloat {
        let scale = UITraitCollection.deviceScale
        return (x * scale - 1e-9).rounded(.up) / scale
    }

    /// `caretRect` as the caret was last placed at it: what typing scrolls to.
    private var laidCaretRect = CGRect.zero
    /// Whether the caret was placed since the insertion point last moved.
    private var caretIsPlaced = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = lineWidth
        let height = pixels(textHeight(width: width))
        // Typing lays the view out at every keystroke; the label moves only when a line is added,
        // the caret by a character: what is unchanged is not set again (each set asks the layer for
        // an action and tells the view of a new bounds).
        let labelFrame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                                width: width, height: height)
        if label.frame != labelFrame { label.frame = labelFrame }
        contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
        placeCaret()
        if caret.isHidden == isFirstResponder { caret.isHidden = !isFirstResponder }
    }

    /// Puts the caret view at `caretRect`, and keeps the rectangle for the scroll that follows.
    private func placeCaret() {
        let caretFrame = caretRect
        laidCaretRect = caretFrame
        caretIsPlaced = true
        if caret.frame != caretFrame { caret.frame = caretFrame }
    }

    /// Where the caret stands, in content coordinates: after the text before the insertion point,
    /// laid out as the whole text is.
    // Flipbook: a word being typed that the whole text wraps to the next line is measured where
    // the text before the caret alone puts it.
    var caretRect: CGRect {
        // What is before the insertion point is read from the kept lines and characters, never
        // joined or laid out whole (at every keystroke that made typing quadratic).
        let point = storage.insertionPoint
        var x: CGFloat
        var line: Int
        if point == 0 || storage.endsInNewline(before: point) {
            line = point == 0 ? 0 : linesBefore(point, width: lineWidth).count
            x = 0
        } else {
            let laid = linesBefore(point, width: lineWidth)
            line = laid.count - 1
            x = laid.lastWidth
            // Trailing spaces are not in a laid-out line but the caret stands after them.
            let trailing = storage.trailingSpaces(before: point)
            x += CGFloat(trailing) * TextMetrics.advance(of: " ", bold: fontStorage.isBold) * fontStorage.pointSize
        }
        x = min(x, lineWidth)
        switch textAlignment {
        case .center: x += (lineWidth - laidWidth(of: line)) / 2
        case .right: x += lineWidth - laidWidth(of: line)
        default: break
        }
        return CGRect(x: label.frame.minX + x, y: textContainerInset.top + CGFloat(line) * fontStorage.lineHeight,
                      width: UITextField.caretWidth, height: fontStorage.lineHeight)
    }

    /// The width of the whole text's line `index` (for centred and right-aligned carets).
    private func laidWidth(of index: Int) -> CGFloat {
        if let kept = keptLines(width: lineWidth) {
            return index < kept.lineCount ? kept.width(ofLine: index, in: storage.string) : 0
        }
        let all = lines(storage.string, width: lineWidth)
        return index < all.count ? all[index].width : 0
    }

    func textLayoutDidChange() {
        restyle()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func restyle() {
        label.text = storage.string
        label.font = fontStorage
        label.textColor = textColor ?? .label
        label.textAlignment = textAlignment
        caret.backgroundColor = tintColor
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: the delegate's `textViewShouldBeginEditing` may refuse; then, unless a
    /// keyboard is up already, the keyboard's notifications (UIWindow+Keyboard) — for a text view
    /// before `textViewDidBeginEditing`, as observed on iOS (craiggrummitt.com, 2016, "Keyboards,
    /// text views and first responders"; not documented) — then `textViewDidBeginEditing` and
    /// the notification.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        responderWindow?.keyboardFollowsFirstResponder()
        setNeedsLayout()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let forced = responderWindow?.forcesResignation == true
        if !forced, textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        didEndEditing()
        responderWindow?.keyboardFollowsFirstResponder()
        return true
    }

    private func didEndEditing() {
        setNeedsLayout()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    public var hasText: Bool { !storage.characters.isEmpty }

    public func insertText(_ text: String) {
        guard isFirstResponder else { return }
        replace(storage.insertionPoint..<storage.insertionPoint, with: text)
    }

    public func deleteBackward() {
        guard isFirstResponder, let range = storage.characterBeforeInsertionPoint else { return }
        replace(range, with: "")
    }

    package func moveInsertionPoint(by characters: Int) {
        if isFirstResponder, storage.move(by: characters) { selectionDidChange() }
    }

    package func moveInsertionPoint(toEnd: Bool) {
        if isFirstResponder, storage.move(toEnd: toEnd) { selectionDidChange() }
    }

    /// The insertion point, in characters from the start (Flipbook: UIKit's `selectedRange`
    /// has a length; an insertion point is all there is here).
    open var insertionPointOffset: Int { storage.insertionPoint }

    /// How many characters the kept lines have broken since they were made (Flipbook addition,
    /// a test hook; see `EditableTextLayout.work`).
    package var charactersBrokenIntoLines: Int { keptLinesStorage?.work.scalarsBroken ?? 0 }

    /// The selection as UIKit reports it: the insertion point, UTF-16, of length 0.
    open var selectedRange: NSRange {
        get { storage.utf16Range(storage.insertionPoint..<storage.insertionPoint) }
        set {
            // Characters up to the UTF-16 location.
            var units = 0, index = 0
            while index < storage.characters.count, units + storage.characters[index].utf16.count <= newValue.location {
                units += storage.characters[index].utf16.count
                index += 1
            }
            storage.insertionPoint = index
            selectionDidChange()
        }
    }

    private func replace(_ range: Range<Int>, with replacement: String) {
        let nsRange = storage.utf16Range(range)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: nsRange, replacementText: replacement) ?? true else { return }
        let replaced = storage.replace(range, with: replacement)
        keptLinesStorage?.replace(replaced, newCount: replacement.utf8.count, in: storage.string)
        // Only the text changed: the label takes it, and no other of its properties again.
        label.text = storage.string
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        selectionDidChange()
    }

    /// The insertion point moved: the caret is placed, the view scrolls to show it, and the
    /// delegate is told.
    private func selectionDidChange() {
        // A keystroke's layout places the caret; a move without one (an arrow key) does it here.
        caretIsPlaced = false
        layoutIfNeeded()
        if !caretIsPlaced { placeCaret() }
        scrollRectToVisible(laidCaretRect.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: Touches

    /// A tap (a finger lifted where it went down) on an editable text view starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let start = touch.startWindowLocation, end = touch.location(in: nil)
        if hypot(end.x - start.x, end.y - start.y) <= UITapGestureRecognizer.allowableMovement, isEditable {
            becomeFirstResponder()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }
}
