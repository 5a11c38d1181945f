//  UISwitch.swift — FlipbookKit
//  Mirrors UIKit.UISwitch: the on/off switch, toggled by a tap or a drag of its thumb, drawn as
//  the system draws it. Status: partial (no `title`/`preferredStyle` of Mac Catalyst).

import Foundation

/// A control with two states, on and off: a rounded track with a thumb that slides between them.
///
/// UIKit docs: the switch has a fixed size, 51 × 31 points, whatever frame it is given (its
/// `sizeThatFits` and intrinsic content size are that size). Tapping it toggles it and sends
/// `.valueChanged`; so does dragging its thumb past the middle.
open class UISwitch: UIControl {
    public static let standardSize = CGSize(width: 51, height: 31)
    /// The thumb's inset from the track's edge, and its diameter.
    static let thumbInset: CGFloat = 2
    static let thumbDiameter: CGFloat = 27
    // Flipbook: the length of UIKit's toggle animation is not documented; 0.25 s here.
    static let toggleDuration: TimeInterval = 0.25

    private let track = UIView()
    private let thumb = UIView()
    private var onStorage = false
    /// Where a drag's thumb started and whether it has moved it.
    private var dragStartX: CGFloat?

    /// The colour of the track when on (nil: the system green).
    open var onTintColor: UIColor? { didSet { restyle() } }
    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { restyle() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.standardSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(track)
        addSubview(thumb)
        restyle()
        layOutParts()
    }

    open var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state (no `.valueChanged`: UIKit docs, the control sends it only for the user's
    /// changes); animated, the thumb slides and the track's colour fades.
    open func setOn(_ on: Bool, animated: Bool) {
        onStorage = on
        let change = {
            self.restyle()
            self.layOutParts()
        }
        UIView.change(animated: animated, duration: Self.toggleDuration, change)
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    /// The thumb's left edge: at the track's left when off, its right when on.
    func thumbX(on: Bool) -> CGFloat {
        on ? Self.standardSize.width - Self.thumbInset - Self.thumbDiameter : Self.thumbInset
    }

    private func layOutParts() {
        track.frame = CGRect(origin: .zero, size: Self.standardSize)
        thumb.frame = CGRect(x: thumbX(on: onStorage), y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func restyle() {
        // UIKit's off track is a light grey fill (systemGray5 on a light background).
        track.backgroundColor = onStorage ? (onTintColor ?? .systemGreen) : .systemGray5
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        return true
    }

    /// A drag across the middle moves the thumb to that side (and is the change, on lifting).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStartX else { return true }
        let x = touch.location(in: self).x
        if abs(x - start) > Self.thumbDiameter / 2 {
            let wanted = x > Self.standardSize.width / 2
            if wanted != onStorage {
                setOn(wanted, animated: true)
                dragged = true
                sendActions(for: .valueChanged)
            }
        }
        return true
    }

    private var dragged = false

    /// The lift of a tap (not a drag that already moved the thumb) toggles the switch.
    override func sendTouchUpInside() {
        if !dragged {
            setOn(!onStorage, animated: true)
            sendActions(for: .valueChanged)
        }
        dragged = false
        dragStartX = nil
        super.sendTouchUpInside()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if touch.map({ !bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains($0.location(in: self)) }) ?? true {
            dragged = false
            dragStartX = nil
        }
    }
}
