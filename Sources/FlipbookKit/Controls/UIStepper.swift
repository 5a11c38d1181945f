//  UIStepper.swift — FlipbookKit
//  Mirrors UIKit.UIStepper (a value stepped by − and + halves) and UISegmentedControl (a row of
//  segments, one selected), drawn as the system draws them. Status: partial (no autorepeat while
//  held, no segment images or momentary style).

import Foundation

/// Two buttons, − and +, that step a value by `stepValue` within `minimumValue ... maximumValue`.
open class UIStepper: UIControl {
    /// UIKit docs: the stepper is 94 × 32 points.
    public static let standardSize = CGSize(width: 94, height: 32)

    open var minimumValue: Double = 0 { didSet { value = clamp(value) } }
    open var maximumValue: Double = 100 { didSet { value = clamp(value) } }
    open var stepValue: Double = 1
    /// Whether stepping past an end goes round to the other end.
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    open var value: Double = 0 {
        didSet {
            if value != clamp(value) { value = clamp(value) }
            updateButtons()
        }
    }

    private let minus = UILabel(), plus = UILabel(), divider = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemGray6
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22, weight: .medium)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = .systemGray4
        addSubview(divider)
        updateButtons()
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(bounds.height - 16, 0))
    }

    private func clamp(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    /// A half that cannot step further is dimmed, as UIKit dims it.
    private func updateButtons() {
        minus.textColor = !wraps && value <= minimumValue ? .tertiaryLabel : .label
        plus.textColor = !wraps && value >= maximumValue ? .tertiaryLabel : .label
    }

    /// One step up (or down), wrapping or stopping at the ends; true when the value changed.
    @discardableResult
    func step(up: Bool) -> Bool {
        let old = value
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = clamp(next)
        return value != old
    }

    /// Which half the touch went down on.
    private var steppingUp: Bool?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        steppingUp = touch.location(in: self).x >= bounds.midX
        return true
    }

    /// The lift inside steps by the half the touch went down on and sends `.valueChanged`.
    override func sendTouchUpInside() {
        if let up = steppingUp, step(up: up) { sendActions(for: .valueChanged) }
        steppingUp = nil
        super.sendTouchUpInside()
    }
}

/// A row of segments, each a title, of which one is selected (or none).
open class UISegmentedControl: UIControl {
    /// UIKit docs: `UISegmentedControl.noSegment`, the index when none is selected.
    public static let noSegment = -1
    static let standardHeight: CGFloat = 32
    // Flipbook: the length of UIKit's sliding selection is not documented; 0.25 s here.
    static let slideDuration: TimeInterval = 0.25

    private var titles: [String?] = []
    private var labels: [UILabel] = []
    private let indicator = UIView()
    private var selectedStorage = UISegmentedControl.noSegment

    /// The selected segment's fill (nil: white, as the system's).
    open var selectedSegmentTintColor: UIColor? { didSet { indicator.backgroundColor = selectedSegmentTintColor ?? .white } }
    open var isMomentary = false

    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
        commonInit()
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemGray5
        layer.cornerRadius = 8
        indicator.backgroundColor = .white
        indicator.layer.cornerRadius = 7
        indicator.layer.shadowColor = UIColor.black.cgColor
        indicator.layer.shadowOpacity = 0.12
        indicator.layer.shadowOffset = CGSize(width: 0, height: 3)
        indicator.layer.shadowRadius = 4
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
        rebuildLabels()
    }

    open var numberOfSegments: Int { titles.count }

    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set { select(newValue, animated: false) }
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        rebuildLabels()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        if selectedStorage >= segment, selectedStorage != Self.noSegment { selectedStorage += 1 }
        rebuildLabels()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedStorage == segment { selectedStorage = Self.noSegment } else if selectedStorage > segment { selectedStorage -= 1 }
        rebuildLabels()
    }

    open func removeAllSegments() {
        titles = []
        selectedStorage = Self.noSegment
        rebuildLabels()
    }

    private func rebuildLabels() {
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 13, weight: .medium)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        select(selectedStorage, animated: false)
    }

    /// Each segment is as wide as the widest title and its margins (segments share the width).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = labels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(labels.count) * (widest + 2 * Self.titleMargin), height: Self.standardHeight)
    }

    static let titleMargin: CGFloat = 12

    /// Segment `index`'s rectangle: the width shared equally.
    func segmentFrame(_ index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(labels.count, 1))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, label) in labels.enumerated() { label.frame = segmentFrame(index) }
        layOutIndicator()
    }

    private func layOutIndicator() {
        guard selectedStorage != Self.noSegment, labels.indices.contains(selectedStorage) else {
            indicator.alpha = 0
            return
        }
        indicator.alpha = 1
        indicator.frame = segmentFrame(selectedStorage).insetBy(dx: 2, dy: 2)
        for (index, label) in labels.enumerated() {
            label.font = .systemFont(ofSize: 13, weight: index == selectedStorage ? .semibold : .medium)
        }
    }

    private func select(_ index: Int, animated: Bool) {
        selectedStorage = labels.indices.contains(index) ? index : Self.noSegment
        UIView.change(animated: animated, duration: Self.slideDuration) { self.layOutIndicator() }
    }

    /// The segment the touch went down on.
    private var touchedSegment: Int?

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        touchedSegment = labels.indices.first { segmentFrame($0).minX <= x && x < segmentFrame($0).maxX }
        return true
    }

    /// The lift inside selects the touched segment (the indicator slides to it) and sends
    /// `.valueChanged` when the selection changed.
    override func sendTouchUpInside() {
        if let segment = touchedSegment, segment != selectedStorage {
            select(segment, animated: true)
            sendActions(for: .valueChanged)
            if isMomentary { select(Self.noSegment, animated: true) }
        }
        touchedSegment = nil
        super.sendTouchUpInside()
    }
}
