//  UITextField.swift — FlipbookKit
//  Mirrors UIKit.UITextField: one line of editable text, its placeholder, border styles, clear
//  button and overlay views, edited by typing when it is the first responder. Status: partial
//  (plain text; an insertion point but no selection, no on-screen keyboard, no font shrinking).

import Foundation

/// A control that shows one line of text and takes typing while it is the first responder.
///
/// UIKit docs: a tap makes the field the first responder and starts editing (asking the
/// delegate's `textFieldShouldBeginEditing` first); typed characters go in at the insertion
/// point, each asked of `textField(_:shouldChangeCharactersIn:replacementString:)`, and send
/// `.editingChanged`; the Return key asks `textFieldShouldReturn` and never types a newline;
/// resigning ends editing (`textFieldShouldEndEditing`, `textFieldDidEndEditing`,
/// `.editingDidEnd`).
///
/// Flipbook: the previewer's keyboard is the hardware keyboard — while a field is edited, the
/// keys type into it, ← and → move the insertion point, Esc ends editing. The caret does not
/// blink (a blinking caret would change every frame of a still scene).
open class UITextField: UIControl, UITextInputTraits, TextEditingResponder {
    /// UIKit's border styles.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The caret's width, points.
    // Flipbook: measured off iOS screenshots (2 pt), not documented.
    static let caretWidth: CGFloat = 2
    /// The clear button's side, and its inset from the field's right edge.
    // Flipbook: measured off iOS screenshots, not documented.
    static let clearButtonSize: CGFloat = 19
    static let clearButtonInset: CGFloat = 6

    private var storage = _EditableText()
    private var hasTextValue = false
    /// How far the text is scrolled left to keep the insertion point in view while editing.
    private var scrollX: CGFloat = 0
    /// Where the text starts in its rectangle, as last laid out.
    private var textOriginX: CGFloat = 0
    /// Where the tracked touch was last (field coordinates).
    private var touchPoint: CGPoint?

    private let background = UIView()
    private let clip = UIView()
    private let label = UILabel()
    private let placeholderLabel = UILabel()
    private let caret = UIView()
    private let clearButton = UIView()
    private let clearGlyph = UILabel()

    // MARK: Text and its look

    /// The text shown (UIKit docs: nil by default; empty once the user has typed and deleted).
    open var text: String? {
        get { hasTextValue ? storage.string : nil }
        set {
            hasTextValue = newValue != nil
            storage.set(newValue ?? "")
            textDidChange()
        }
    }

    /// The text as an attributed string. Flipbook: only the characters are kept.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { restyle(); invalidateIntrinsicContentSize() }
    }

    /// The placeholder as an attributed string. Flipbook: only the characters are kept.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The font of the text and the placeholder (UIKit docs: the body style of the system font).
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UIFont.preferredFont(forTextStyle: .body)
            restyle()
            invalidateIntrinsicContentSize()
        }
    }
    private var fontStorage = UIFont.preferredFont(forTextStyle: .body)

    /// The colour of the text (nil: the label colour, black).
    open var textColor: UIColor? { didSet { restyle() } }

    /// How the text is aligned in its rectangle (default `.natural`, left to right here).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }

    /// The border drawn around the field (UIKit docs: `.none` by default).
    open var borderStyle: BorderStyle = .none {
        didSet { restyle(); invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// When the clear button shows (default `.never`).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// A view at the field's left (an icon, a prefix) and when it shows (default `.never`).
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// A view at the field's right and when it shows (default `.never`).
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// Whether beginning to edit empties the field (default false).
    open var clearsOnBeginEditing = false

    /// Whether the text shrinks to fit. Flipbook: kept, not applied (the text is cut with "…").
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0

    /// The object told about editing and asked about changes.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing = false

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?
    /// Whether the characters are hidden behind bullets, as a password field's are.
    open var isSecureTextEntry = false { didSet { restyle() } }

    // MARK: Making

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        for part in [background, clip, label, placeholderLabel, caret, clearButton, clearGlyph] {
            part.isUserInteractionEnabled = false
        }
        clip.clipsToBounds = true
        caret.isHidden = true
        clearButton.isHidden = true
        clearButton.backgroundColor = .systemGray3
        clearButton.layer.cornerRadius = Self.clearButtonSize / 2
        clearGlyph.text = "×"
        clearGlyph.textColor = .white
        clearGlyph.textAlignment = .center
        clearGlyph.font = .systemFont(ofSize: 15, weight: .bold)
        clearButton.addSubview(clearGlyph)
        addSubview(background)
        addSubview(clip)
        clip.addSubview(placeholderLabel)
        clip.addSubview(label)
        clip.addSubview(caret)
        addSubview(clearButton)
        restyle()
    }

    // MARK: Rectangles (UIKit docs: override these to place the parts)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in when not editing: inside the border's padding, beside
    /// the overlay views that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        contentRect(forBounds: bounds, editing: false)
    }

    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the text is edited in.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        contentRect(forBounds: bounds, editing: true)
    }

    /// The clear button's rectangle: a circle at the right, left of `rightView`.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSize
        var maxX = bounds.maxX - Self.clearButtonInset
        if shows(rightViewMode) && rightView != nil { maxX = rightViewRect(forBounds: bounds).minX - Self.clearButtonInset }
        return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// `leftView`'s rectangle: its own size at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map(Self.overlaySize) ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// `rightView`'s rectangle: its own size at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView.map(Self.overlaySize) ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// An overlay view's size: its frame's, or what it fits when that is empty.
    private static func overlaySize(_ view: UIView) -> CGSize {
        view.bounds.size == .zero ? view.sizeThatFits(.zero) : view.bounds.size
    }

    /// The text's horizontal padding inside the border.
    // Flipbook: measured off iOS screenshots (7 pt in a rounded field), not documented.
    private var horizontalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The space above and below the text that the border takes, for the intrinsic height.
    // Flipbook: a 17 pt rounded field is 34 pt high on iOS; the line height plus 7 pt each side
    // gives 34.33 here.
    private var verticalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    private func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        var minX = bounds.minX + horizontalPadding, maxX = bounds.maxX - horizontalPadding
        if leftView != nil, shows(leftViewMode, editing: editing) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, shows(rightViewMode, editing: editing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton(editing: editing) { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    private func shows(_ mode: ViewMode, editing: Bool? = nil) -> Bool {
        let editing = editing ?? isEditing
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }

    /// UIKit shows the clear button only over some text.
    private func showsClearButton(editing: Bool) -> Bool {
        !storage.characters.isEmpty && shows(clearButtonMode, editing: editing)
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        let textWidth = max(width(of: shownText), TextMetrics.width(of: placeholder ?? "", fontSize: fontStorage.pointSize, bold: fontStorage.isBold))
        var width = textWidth + 2 * horizontalPadding
        if leftView != nil, shows(leftViewMode) { width += leftView.map(Self.overlaySize)?.width ?? 0 }
        if rightView != nil, shows(rightViewMode) { width += rightView.map(Self.overlaySize)?.width ?? 0 }
        return CGSize(width: pixels(width), height: pixels(lineHeight + 2 * verticalPadding))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var lineHeight: CGFloat { pixels(fontStorage.lineHeight) }

    private func pixels(_ x: CGFloat) -> CGFloat {
        let scale = UITraitCollection.deviceScale
        return (x * scale - 1e-9).rounded(.up) / scale
    }

    /// The characters as drawn: bullets for secure entry.
    private var shownText: String {
        isSecureTextEntry ? String(repeating: "•", count: storage.characters.count) : storage.string
    }

    private func width<S: StringProtocol>(of text: S) -> CGFloat {
        TextMetrics.width(of: text, fontSize: fontStorage.pointSize, bold: fontStorage.isBold)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = borderRect(forBounds: bounds)
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        clip.frame = rect
        let height = lineHeight
        let y = ((rect.height - height) / 2).rounded(.down)
        let textWidth = pixels(width(of: shownText))
        let caretX = pixels(width(of: shownText.prefix(storage.insertionPoint)))
        if isEditing {
            // Keep the insertion point in view: scroll the text as little as shows it.
            let room = max(rect.width - Self.caretWidth, 0)
            if caretX - scrollX > room { scrollX = caretX - room }
            if caretX - scrollX < 0 { scrollX = caretX }
            scrollX = max(min(scrollX, max(textWidth + Self.caretWidth - rect.width, 0)), 0)
        } else {
            scrollX = 0
        }
        let overflows = isEditing && textWidth > rect.width
        let labelWidth = overflows ? textWidth : rect.width
        let x = overflows ? -scrollX : alignedX(textWidth, in: rect.width)
        textOriginX = x
        label.frame = CGRect(x: overflows ? x : 0, y: y, width: labelWidth, height: height)
        label.textAlignment = overflows ? .left : textAlignment
        placeholderLabel.frame = CGRect(x: 0, y: y, width: rect.width, height: height)
        placeholderLabel.textAlignment = textAlignment
        caret.frame = CGRect(x: min(x + caretX, max(rect.width - Self.caretWidth, 0)), y: y, width: Self.caretWidth, height: height)
        caret.isHidden = !isEditing

        clearButton.isHidden = !showsClearButton(editing: isEditing)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        clearGlyph.frame = clearButton.bounds
        place(leftView, in: leftViewRect(forBounds: bounds), shown: shows(leftViewMode))
        place(rightView, in: rightViewRect(forBounds: bounds), shown: shows(rightViewMode))
    }

    /// Where text `width` wide starts in a rectangle `room` wide, by `textAlignment`.
    private func alignedX(_ width: CGFloat, in room: CGFloat) -> CGFloat {
        switch textAlignment {
        case .center: (room - width) / 2
        case .right: room - width
        default: 0
        }
    }

    private func place(_ view: UIView?, in rect: CGRect, shown: Bool) {
        guard let view else { return }
        if shown {
            if view.superview !== self { addSubview(view) }
            view.frame = rect
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    private func restyle() {
        label.font = fontStorage
        placeholderLabel.font = fontStorage
        label.text = shownText
        let color = textColor ?? .label
        label.textColor = isEnabled ? color : color.withAlphaComponent(0.35)
        placeholderLabel.text = placeholder
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.isHidden = !storage.characters.isEmpty
        caret.backgroundColor = tintColor
        // .line: UIKit's thin dark rectangle. .bezel: Flipbook draws UIKit's shaded inset frame as a
        // grey rectangle. .roundedRect: a white field with a light hairline and 5 pt corners
        // (measured off iOS; not documented).
        let look: (fill: UIColor?, border: UIColor, width: CGFloat, radius: CGFloat)? = switch borderStyle {
        case .none: nil
        case .line: (nil, .darkGray, 1, 0)
        case .bezel: (nil, .gray, 1, 0)
        case .roundedRect: (.systemBackground, .systemGray4, 0.5, 5)
        }
        background.isHidden = look == nil
        if let look {
            background.backgroundColor = look.fill
            background.layer.borderColor = look.border.cgColor
            background.layer.borderWidth = look.width
            background.layer.cornerRadius = look.radius
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
    }

    override open var isEnabled: Bool {
        didSet { restyle() }
    }

    private func textDidChange() {
        restyle()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: UIKit docs, the delegate's `textFieldShouldBeginEditing` may refuse;
    /// then `textFieldDidBeginEditing`, `.editingDidBegin` and the notification; then, unless a
    /// keyboard is up already, the keyboard's (UIWindow+Keyboard) — for a field after
    /// `textFieldDidBeginEditing`, as observed on iOS (craiggrummitt.com, 2016, "Keyboards, text
    /// views and first responders"; not documented).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, responderWindow != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !storage.characters.isEmpty {
            storage.set("")
            hasTextValue = true
            textDidChange()
        }
        storage.insertionPoint = storage.characters.count
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        responderWindow?.keyboardFollowsFirstResponder()
        return true
    }

    /// Ends editing: UIKit docs, `textFieldShouldEndEditing` may refuse (not under
    /// `endEditing(true)`); then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and the
    /// notification; then the keyboard's, unless another text input takes over.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        let forced = responderWindow?.forcesResignation == true
        if !forced, delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        responderWindow?.keyboardFollowsFirstResponder()
        return true
    }

    public var hasText: Bool { !storage.characters.isEmpty }

    /// Types `text` at the insertion point; "\n" is the Return key (UIKit docs:
    /// `textFieldShouldReturn`, then `.editingDidEndOnExit`, which resigns the field when
    /// something listens for it, and `.primaryActionTriggered`).
    public func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            if allControlEvents.contains(.editingDidEndOnExit) {
                sendActions(for: .editingDidEndOnExit)
                resignFirstResponder()
            }
            sendActions(for: .primaryActionTriggered)
            return
        }
        // A field is one line: a pasted newline becomes a space.
        let typed = text.replacingOccurrences(of: "\n", with: " ")
        replace(storage.insertionPoint..<storage.insertionPoint, with: typed)
    }

    public func deleteBackward() {
        guard isEditing, let range = storage.characterBeforeInsertionPoint else { return }
        replace(range, with: "")
    }

    package func moveInsertionPoint(by characters: Int) {
        if isEditing, storage.move(by: characters) { selectionDidChange() }
    }

    package func moveInsertionPoint(toEnd: Bool) {
        if isEditing, storage.move(toEnd: toEnd) { selectionDidChange() }
    }

    /// Replaces `range` of the characters as the user's typing does: asked of the delegate,
    /// then `.editingChanged` and the notification.
    private func replace(_ range: Range<Int>, with replacement: String) {
        let nsRange = storage.utf16Range(range)
        guard delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) ?? true else { return }
        storage.replace(range, with: replacement)
        hasTextValue = true
        textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func selectionDidChange() {
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The insertion point, in characters from the start (Flipbook: UIKit's `selectedTextRange`
    /// holds positions; an insertion point is all there is here).
    open var insertionPointOffset: Int { storage.insertionPoint }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchPoint = touch.location(in: self)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchPoint = touch.location(in: self)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { touchPoint = touch.location(in: self) }
    }

    /// A tap on the clear button empties the field (`textFieldShouldClear` may refuse); any other
    /// tap starts editing, or while editing puts the insertion point at the character boundary
    /// nearest the finger.
    override func sendTouchUpInside() {
        super.sendTouchUpInside()
        let point = touchPoint ?? CGPoint(x: bounds.maxX, y: bounds.midY)
        touchPoint = nil
        if showsClearButton(editing: isEditing), clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point) {
            if !isEditing { becomeFirstResponder() }
            guard delegate?.textFieldShouldClear(self) ?? true else { return }
            replace(0..<storage.characters.count, with: "")
            return
        }
        guard isEditing else {
            becomeFirstResponder()
            return
        }
        let x = point.x - clip.frame.minX - textOriginX
        var best = 0, bestDistance = abs(x)
        var advance: CGFloat = 0
        for (i, character) in shownText.enumerated() {
            advance += width(of: String(character))
            if abs(advance - x) < bestDistance { best = i + 1; bestDistance = abs(advance - x) }
        }
        storage.insertionPoint = best
        selectionDidChange()
    }
}
