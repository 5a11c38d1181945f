//  UISlider.swift — FlipbookKit
//  Mirrors UIKit.UISlider: a value between a minimum and a maximum chosen by dragging a thumb
//  along a track, drawn as the system draws it. Status: partial (no custom track or thumb images,
//  no value images).

import Foundation

/// A control for choosing one value from a continuous range: a track filled in the tint colour
/// up to a round thumb.
///
/// As on iOS, only a touch that starts on the thumb moves it; while it is dragged the slider
/// sends `.valueChanged` at every move (`isContinuous`, the default) or once when it is let go.
open class UISlider: UIControl {
    // UIKit's slider: a 31-point-high control, a 4-point track, a 28-point thumb.
    static let standardHeight: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    // Flipbook: the length of UIKit's animated value change is not documented; 0.25 s here.
    static let animationDuration: TimeInterval = 0.25

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    /// The touch's offset from the thumb's centre when it went down on the thumb.
    private var grab: CGFloat?

    open var minimumValue: Float = 0 { didSet { clampAndLayOut() } }
    open var maximumValue: Float = 1 { didSet { clampAndLayOut() } }
    private var valueStorage: Float = 0
    open var isContinuous = true

    open var minimumTrackTintColor: UIColor? { didSet { restyle() } }
    open var maximumTrackTintColor: UIColor? { didSet { restyle() } }
    open var thumbTintColor: UIColor? { didSet { restyle() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 3
        restyle()
        layOutParts()
    }

    /// The value, kept within `minimumValue ... maximumValue`.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (no `.valueChanged`); animated, the thumb slides there.
    open func setValue(_ value: Float, animated: Bool) {
        valueStorage = min(max(value, minimumValue), max(maximumValue, minimumValue))
        UIView.change(animated: animated, duration: Self.animationDuration) { self.layOutParts() }
    }

    private func clampAndLayOut() { setValue(valueStorage, animated: false) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    /// The thumb's centre runs from one radius in from the left to one in from the right.
    func thumbCenterX(for value: Float) -> CGFloat {
        let span = max(maximumValue - minimumValue, .leastNonzeroMagnitude)
        let fraction = CGFloat(min(max((value - minimumValue) / span, 0), 1))
        let radius = Self.thumbDiameter / 2
        return radius + fraction * max(bounds.width - 2 * radius, 0)
    }

    private func layOutParts() {
        let midY = bounds.height / 2, x = thumbCenterX(for: valueStorage), radius = Self.thumbDiameter / 2
        maximumTrack.frame = CGRect(x: 0, y: midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        minimumTrack.frame = CGRect(x: 0, y: midY - Self.trackHeight / 2, width: x, height: Self.trackHeight)
        thumb.frame = CGRect(x: x - radius, y: midY - radius, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func restyle() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray4
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Touches

    /// Tracks a touch that lands on the thumb (with a finger's margin); elsewhere, nothing moves.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let centre = thumbCenterX(for: valueStorage)
        guard abs(point.x - centre) <= Self.thumbDiameter / 2 + Self.thumbMargin else { return false }
        grab = point.x - centre
        return true
    }

    /// How far beside the thumb a touch still takes it. Flipbook: UIKit's margin is not documented.
    static let thumbMargin: CGFloat = 10

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous { sendActions(for: .valueChanged) }
        grab = nil
    }

    private func follow(_ touch: UITouch) {
        guard let grab else { return }
        let radius = Self.thumbDiameter / 2, length = max(bounds.width - 2 * radius, 1)
        let fraction = Float((touch.location(in: self).x - grab - radius) / length)
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
    }
}
