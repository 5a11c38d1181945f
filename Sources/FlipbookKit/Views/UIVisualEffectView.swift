//  UIVisualEffectView.swift — FlipbookKit
//  Mirrors UIKit.UIVisualEffectView. Status: complete for blur effects (vibrancy draws its
//  content as it is).

import Foundation

/// A view that blurs what lies behind it, in the style of its effect, under the views of its
/// `contentView`.
///
///     let blur = UIVisualEffectView(effect: nil)
///     blur.frame = containerView.bounds
///     containerView.addSubview(blur)
///     UIView.animate(withDuration: 0.4) { blur.effect = UIBlurEffect(style: .dark) }
///
/// Setting `effect` inside an animation block animates the blur and its tint between the old
/// effect and the new one — to or from nil, the blur fades in or out, as on iOS. The view is made
/// of a backdrop (the blur), a tint laid over it, and the content view, each filling its bounds.
open class UIVisualEffectView: UIView {
    /// The effect; nil shows what lies behind as it is.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where to add subviews: a view filling the effect view, over the blur.
    public let contentView = UIView()

    /// The blur (the backdrop layer's view) and the tint over it.
    private let backdropView = _UIVisualEffectBackdropView()
    private let tintView = _UIVisualEffectSubview()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addParts()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    /// The backdrop, the tint and the content view, each filling the view.
    private func addParts() {
        for part in [backdropView, tintView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(part)
        }
        applyEffect()
    }

    /// A blur view's corners round its blur, tint and content alike.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for part in [backdropView, tintView, contentView] {
            part.layer.cornerRadius = layer.cornerRadius
        }
    }

    /// Sets the backdrop and the tint for the current effect (animated when an animation block runs).
    private func applyEffect() {
        let dark = traitCollection.userInterfaceStyle == .dark
        // A vibrancy effect blurs nothing itself: its view goes in a blur view's content view.
        let settings = (effect as? UIBlurEffect).map { BlurSettings($0.style, darkAppearance: dark) } ?? .none
        backdropView.backdropLayer.blurRadius = settings.blurRadius
        backdropView.backdropLayer.saturation = settings.saturation
        // The tint fades to clear (its own colour at no alpha, so the colour does not drift on the way).
        let tint = settings.tint ?? tintView.backgroundColor?.withAlphaComponent(0) ?? .clear
        tintView.backgroundColor = tint
    }
}

/// The tint over a blur view's backdrop (UIKit's name for it, as the view debugger shows it).
final class _UIVisualEffectSubview: UIView {}

/// The view of a blur view's backdrop layer (UIKit's name for it): its blur animates in animation blocks, as the
/// view's own properties do.
final class _UIVisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }
    var backdropLayer: BackdropLayer { layer as! BackdropLayer }

    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer, event == BackdropLayer.blurRadiusKey || event == BackdropLayer.saturationKey,
              let recorder = ViewAnimationStack.top else { return super.action(for: layer, forKey: event) }
        return recorder.action(for: self, key: event) ?? NSNull()
    }
}
