//  UIImageView.swift — FlipbookKit
//  Mirrors UIKit.UIImageView. Status: partial (no SF Symbols, so a symbol configuration is kept and draws
//  nothing; no HDR; symbol effects are accepted and not drawn).

import Foundation

/// A view that shows an image, placed in its bounds by `contentMode`.
///
/// The image becomes the layer's `contents` and the content mode its `contentsGravity`,
/// as on iOS, so the frame's display list carries it as an `.image` item. A template image
/// (`.alwaysTemplate`) shows in the view's `tintColor`, a resizable one fills the bounds with
/// its caps kept, and an animated image or `animationImages` play on the scene's clock.
open class UIImageView: UIView {
    /// The image shown (unless the view is highlighted and has a `highlightedImage`).
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether the view shows `highlightedImage` (and `highlightedAnimationImages`).
    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// The symbol configuration images are shown with.
    // Flipbook: kept, not drawn: no image here is a symbol.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The images `startAnimating()` shows in turn.
    open var animationImages: [UIImage]?

    /// The images `startAnimating()` shows in turn while the view is highlighted.
    open var highlightedAnimationImages: [UIImage]?

    /// Seconds one cycle of `animationImages` takes; 0 means a thirtieth of a second per image
    /// (UIKit docs: "the default value of this property is 0, which causes the image view to use
    /// a duration equal to the number of images multiplied by 1/30th of a second").
    open var animationDuration: TimeInterval = 0

    /// How many cycles the animation plays; 0 (the default) repeats it forever.
    open var animationRepeatCount = 0

    /// The dynamic range the view asks its images to show in.
    // Flipbook: kept; every image shows in the standard range here.
    open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified

    /// The dynamic range the image shows in: standard, as no image here has more.
    // Flipbook: no HDR here.
    open var imageDynamicRange: UIImage.DynamicRange { image == nil ? .unspecified : .standard }

    /// Whether `animationImages` (or an animated image) are playing.
    open var isAnimating: Bool { animation != nil }

    /// The playing animation: its frames, their timer, the frame shown, the frames left to show (nil: forever).
    private var animation: (frames: [UIImage], timer: Timer, index: Int, remaining: Int?)?
    /// The size the contents were last drawn for (a resizable image is redrawn when it changes).
    private var contentsSize: CGSize?

    /// A view the size of `image` (in points), at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonInit()
        self.image = image
        updateContents()
    }

    /// A view the size of `image`, showing `highlightedImage` when highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonInit()
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
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
        // As on iOS, an image view does not take touches unless asked to.
        isUserInteractionEnabled = false
    }

    /// The image's size; with no image, none (`noIntrinsicMetric` both ways).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points (zero with no image), whatever `size` is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if shownImage?.attributes.isResizable == true, contentsSize != bounds.size { updateContents() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    // MARK: Animating

    /// Starts showing `animationImages` (or `highlightedAnimationImages` while highlighted) in
    /// turn, `animationDuration` a cycle, on the scene's clock; nothing without images.
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        playingAnimatedImage = nil
        play(frames, duration: duration, repeatCount: animationRepeatCount)
        updateContents()
    }

    /// Stops the animation, showing `image` again.
    open func stopAnimating() {
        animation?.timer.invalidate()
        animation = nil
        playingAnimatedImage = nil
        updateContents()
    }

    /// Plays `frames` over `duration` a cycle, `repeatCount` times (0: forever).
    private func play(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int) {
        animation?.timer.invalidate()
        animation = nil
        guard !frames.isEmpty, duration > 0 else { return }
        let timer = Timer.scheduledTimer(withTimeInterval: duration / Double(frames.count), repeats: true) { [weak self] _ in
            self?.advanceFrame()
        }
        animation = (frames, timer, 0, repeatCount > 0 ? frames.count * repeatCount - 1 : nil)
    }

    private func advanceFrame() {
        guard var playing = animation else { return }
        if let remaining = playing.remaining {
            guard remaining > 0 else {
                // UIKit: when the repeats are done the view shows `image` again.
                stopAnimating()
                return
            }
            playing.remaining = remaining - 1
        }
        playing.index = (playing.index + 1) % playing.frames.count
        animation = playing
        updateContents()
    }

    /// The image to show when no animation plays: the highlighted one when highlighted.
    private var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// The animated image (`UIImage.animatedImage(with:duration:)`) playing by itself, if one is.
    private var playingAnimatedImage: UIImage?

    private func updateContents() {
        let still = shownImage
        // An animated image plays by itself, forever (UIKit); showing another image stops it.
        if animation == nil || playingAnimatedImage != nil {
            if let animated = still, let frames = animated.images, !frames.isEmpty {
                if playingAnimatedImage !== animated {
                    playingAnimatedImage = animated
                    play(frames, duration: animated.duration > 0 ? animated.duration : Double(frames.count) / 30, repeatCount: 0)
                }
            } else if playingAnimatedImage != nil {
                playingAnimatedImage = nil
                animation?.timer.invalidate()
                animation = nil
            }
        }
        let shown = animation.map { $0.frames[$0.index] } ?? still
        let template = shown?.renderingMode == .alwaysTemplate
        contentsSize = bounds.size
        layer.contents = shown?.contents(size: bounds.size, tint: template ? tintColor : nil)
        layer.contentsScale = shown?.scale ?? UITraitCollection.deviceScale
    }
}
