//  UIProgressView.swift — FlipbookKit
//  Mirrors UIKit.UIProgressView: a bar that fills with a task's progress, and
//  UIActivityIndicatorView: the spinning indicator of a task of unknown length. Status: partial
//  (no `observedProgress`, no track or progress images).

import Foundation

/// A bar showing progress from 0 to 1: a track, filled from the leading edge in the tint colour.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }

    // UIKit's bar: 4 points high.
    static let barHeight: CGFloat = 4
    // Flipbook: the length of UIKit's animated progress is not documented; 0.25 s here.
    static let animationDuration: TimeInterval = 0.25

    open var progressViewStyle: Style = .default { didSet { restyle() } }
    open var progressTintColor: UIColor? { didSet { restyle() } }
    open var trackTintColor: UIColor? { didSet { restyle() } }
    private var progressStorage: Float = 0
    private let bar = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        layer.cornerRadius = Self.barHeight / 2
        addSubview(bar)
        restyle()
    }

    /// The progress, kept within 0 ... 1.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress; animated, the bar grows (or shrinks) to it.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = min(max(progress, 0), 1)
        UIView.change(animated: animated, duration: Self.animationDuration) { self.layOutBar() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBar()
    }

    private func layOutBar() {
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
    }

    private func restyle() {
        // The bar style has no track colour of its own; the default's is a light grey.
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5)
        bar.backgroundColor = progressTintColor ?? tintColor
        bar.layer.cornerRadius = progressViewStyle == .bar ? 0 : Self.barHeight / 2
    }
}

/// The spinning indicator: eight spokes, each fainter than the one before, turning in steps.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }

    /// UIKit docs: the medium indicator is 20 points across, the large one 37.
    static func side(of style: Style) -> CGFloat { style == .large ? 37 : 20 }
    static let spokeCount = 8
    // Flipbook: UIKit turns its spokes a step at a time, about once a second round; 1 s here.
    static let revolution: TimeInterval = 1

    open var style: Style { didSet { rebuild() } }
    /// The spokes' colour (nil: the secondary label colour).
    open var color: UIColor! {
        get { colorStorage ?? .secondaryLabel }
        set { colorStorage = newValue; rebuild() }
    }
    private var colorStorage: UIColor?
    open var hidesWhenStopped = true { didSet { updateVisibility() } }
    open private(set) var isAnimating = false
    private let spinner = UIView()

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side(of: style), height: Self.side(of: style)))
        addSubview(spinner)
        rebuild()
        updateVisibility()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        addSubview(spinner)
        rebuild()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.side(of: style), height: Self.side(of: style)) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Starts the spokes turning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0...Self.spokeCount).map { Double($0) * 2 * .pi / Double(Self.spokeCount) }
        turn.calculationMode = .discrete
        turn.duration = Self.revolution
        turn.repeatCount = .infinity
        spinner.layer.add(turn, forKey: "spin")
        updateVisibility()
    }

    /// Stops them (and hides the indicator, when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spinner.layer.removeAnimation(forKey: "spin")
        updateVisibility()
    }

    private func updateVisibility() {
        layer.isHidden = hidesWhenStopped && !isAnimating
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.side(of: style)
        spinner.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The spokes: thin rounded bars about the centre, the first opaque and each next fainter.
    private func rebuild() {
        spinner.subviews.forEach { $0.removeFromSuperview() }
        let side = Self.side(of: style)
        spinner.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let length = side * 0.28, width = max(side * 0.09, 1.5)
        for k in 0..<Self.spokeCount {
            let spoke = UIView(frame: CGRect(x: side / 2 - width / 2, y: 0, width: width, height: length))
            spoke.layer.cornerRadius = width / 2
            spoke.backgroundColor = color
            spoke.alpha = 1 - CGFloat(k) / CGFloat(Self.spokeCount) * 0.85
            // Turned about the spinner's centre: anchored there.
            spoke.layer.anchorPoint = CGPoint(x: 0.5, y: side / 2 / length)
            spoke.center = CGPoint(x: side / 2, y: side / 2)
            spoke.transform = CGAffineTransform(rotationAngle: -CGFloat(k) * 2 * .pi / CGFloat(Self.spokeCount))
            spinner.addSubview(spoke)
        }
    }
}
