//  UIView.swift — FlipbookKit
//  Mirrors UIKit.UIView. Status: partial (no Auto Layout, gestures or drawing with draw(_:)).

import Foundation

/// A rectangle on screen, backed by a `CALayer` that it owns and forwards its geometry to.
///
/// As on iOS, the view is its layer's delegate and answers `action(for:forKey:)`: outside
/// an animation block a view's layer changes without animation; inside one
/// (`UIView.animate`, a property animator, keyframes) the block's recorder supplies the
/// Core Animation animation for each change.
open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer a view of this class is backed by.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer the view draws with.
    public let layer: CALayer

    // Tree state, kept in step with the layer tree by UIView+Hierarchy.
    package var subviewStorage: [UIView] = []
    package weak var superviewStorage: UIView?
    /// The view controller whose view this is (set by UIViewController).
    package weak var owningViewController: UIViewController?

    // State that has no layer counterpart.
    private var backgroundColorStorage: UIColor?
    private var tintColorStorage: UIColor?
    package var needsLayout = true
    /// True while `layoutSubviews` runs, so that the subviews it resizes do not ask for another pass.
    package var isLayingOutSubviews = false
    /// The gesture recognizers attached to the view (UIView+Gestures).
    package var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The view's key-value observers, told of changes to `frame`, `bounds` and `center`; nil while
    /// nothing observes the view (see `KeyValueObservableProperties`).
    final var keyValueObservers: KeyValueObservers?

    open var tag = 0
    /// A string that identifies the view to tests and tools (UIAccessibilityIdentification); the
    /// previewer's lanes and inspector name a view by it first.
    open var accessibilityIdentifier: String?
    open var isUserInteractionEnabled = true
    /// How the view's subviews resize when its bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews resize when the bounds change (default true).
    open var autoresizesSubviews = true

    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.frame = frame
        prepareDrawing()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Views are built in code here; there are no nibs to decode, so this makes an empty view.
    public required init?(coder: NSCoder) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        prepareDrawing()
    }

    // MARK: Geometry (forwarded to the layer)

    /// The view's rectangle in its superview: from `center`, `bounds` and `transform`.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let observers = keyValueObservers
            observers?.willChangeValue(of: self, forKey: "frame")
            let oldSize = layer.bounds.size, oldFrame = layer.frame
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if layer.frame != oldFrame { LayoutEngine.translatedFrameDidChange(of: self) }
            observers?.didChangeValue(of: self, forKey: "frame")
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let observers = keyValueObservers
            observers?.willChangeValue(of: self, forKey: "bounds")
            let oldBounds = layer.bounds
            layer.bounds = newValue
            boundsSizeDidChange(from: oldBounds.size)
            if newValue != oldBounds { LayoutEngine.translatedFrameDidChange(of: self) }
            observers?.didChangeValue(of: self, forKey: "bounds")
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            let observers = keyValueObservers
            observers?.willChangeValue(of: self, forKey: "center")
            let old = layer.position
            layer.position = newValue
            if newValue != old { LayoutEngine.translatedFrameDidChange(of: self) }
            observers?.didChangeValue(of: self, forKey: "center")
        }
    }

    /// A 2D transform about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The full 3D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance (forwarded to the layer)

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            // Flipbook: a NaN is reported and taken as 0, as the layer takes a NaN opacity.
            guard !newValue.isNaN else {
                Diagnostics.report("UIView.alpha is nan; treated as 0, so the view and its subviews do not show.", about: self,
                                   once: true)
                layer.opacity = 0
                return
            }
            layer.opacity = Float(newValue)
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden || hidesWhenCollapsed }
        set {
            guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else {
                hidesWhenCollapsed = false
                layer.isHidden = newValue
                return
            }
            stack.arrangedSubview(self, setHidden: newValue)
        }
    }

    /// Hidden, but shown while a stack view collapses it (inside an animation, as on iOS): its
    /// layer is hidden when the collapse ends.
    package var hidesWhenCollapsed = false

    /// Whether the view is drawn as fully opaque (a rendering hint; has no effect here).
    open var isOpaque = true

    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// The tint: this view's own, else its superview's, else the system blue. Setting it calls
    /// `tintColorDidChange()` on the view and on every descendant that inherits it.
    open var tintColor: UIColor! {
        get {
            let tint = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? tint.dimmedTint : tint
        }
        set {
            tintColorStorage = newValue
            notifyTintColorDidChange()
        }
    }

    /// The tint before dimming: this view's own, else its superview's, else the system blue.
    package var undimmedTintColor: UIColor { tintColorStorage ?? superviewStorage?.undimmedTintColor ?? .systemBlue }

    /// Whether the tint shows normally or dimmed. UIView.h: the getter "always returns either
    /// normal or dimmed": the first mode other than `.automatic` up the superview chain, starting
    /// with this view, else `.normal`. A dimmed view's `tintColor` is dimmed, and a change calls
    /// `tintColorDidChange()` on the views it reaches.
    // Flipbook: a dimmed tint is the colour's grey of equal luminance (UIKit's exact dimming is not documented).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
                view = current.superviewStorage
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if tintAdjustmentMode != old { notifyTintAdjustmentModeDidChange() }
        }
    }
    package var tintAdjustmentModeStorage: TintAdjustmentMode = .automatic

    /// Whether the context `draw(_:)` draws into is cleared first (default true).
    // Flipbook: the context is always empty when draw(_:) starts; false changes nothing.
    open var clearsContextBeforeDrawing = true

    /// The point of the bounds, in unit coordinates, that `center` places and transforms pivot on
    /// (the layer's `anchorPoint`; iOS 16).
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set {
            let old = layer.frame
            layer.anchorPoint = newValue
            if layer.frame != old { LayoutEngine.translatedFrameDidChange(of: self) }
        }
    }

    /// Pixels per point of what `draw(_:)` draws (the layer's `contentsScale`; the screen's scale by default).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Whether colours are kept when the system inverts them (Smart Invert).
    // Flipbook: stored only; the previewer never inverts colours.
    open var accessibilityIgnoresInvertColors = false

    // MARK: Touch delivery

    /// Whether the view takes more than one touch at a time (default false).
    // Flipbook: stored only; the previewer delivers one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether a touch in this view keeps touches out of other views of its window (default false).
    // Flipbook: stored only; the previewer delivers one touch at a time, so there is no other touch to hold back.
    open var isExclusiveTouch = false

    // MARK: Margins

    /// Whether the superview's margins also inset this view's content where they overlap (default false).
    // Flipbook: stored only; layoutMarginsGuide is inset by the view's own margins.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    // Flipbook: stored only; layoutMarginsGuide is inset from the bounds, the safe area is not added.
    open var insetsLayoutMarginsFromSafeArea = true

    // MARK: Alignment rectangles and baselines

    /// The insets from the frame to the content Auto Layout aligns (none by default).
    // Flipbook: the layout engine aligns frames; an override changes alignmentRect(forFrame:) and frame(forAlignmentRect:) only.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// `frame` inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame whose alignment rectangle is `alignmentRect`: it outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline `firstBaselineAnchor` follows (the view itself by default).
    // Flipbook: an override is not consulted; baselines come from the view itself.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline `lastBaselineAnchor` follows (the view itself by default).
    // Flipbook: an override is not consulted; baselines come from the view itself.
    open var forLastBaselineLayout: UIView { self }

    // MARK: Layout direction

    /// How the view's content flips in a right-to-left layout (default `.unspecified`).
    // Flipbook: views are laid out left to right whatever the attribute; it decides effectiveUserInterfaceLayoutDirection.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The direction the view's content reads in: from `semanticContentAttribute`, the app's
    /// direction (left to right here) for `.unspecified`.
    // Flipbook: nothing is laid out right to left, even when this says so.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction a view with `attribute` is laid out in, in the app's direction (left to right here).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction a view with `semanticContentAttribute` is laid out in, when its context is
    /// laid out in `layoutDirection`: playback and spatial content and `.forceLeftToRight` are left
    /// to right, `.forceRightToLeft` right to left, `.unspecified` follows `layoutDirection`.
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    // MARK: Focus (Flipbook: no focus engine, as on an iPhone with no keyboard attached)

    /// Whether the view can take focus: false, as a plain UIView's is.
    open var canBecomeFocused: Bool { false }
    /// Whether the view has focus.
    // Flipbook: always false; no focus engine moves focus here.
    open var isFocused: Bool { false }
    /// The focus group the view starts or belongs to.
    // Flipbook: stored only; no focus engine reads it.
    open var focusGroupIdentifier: String?
    /// How the focus engine ranks the view within its group (default `.ignored`).
    // Flipbook: stored only; no focus engine reads it.
    open var focusGroupPriority: UIFocusGroupPriority = .ignored
    /// The effect shown while the view has focus.
    // Flipbook: stored only; no view ever has focus.
    open var focusEffect: UIFocusEffect?

    // MARK: Motion effects

    /// The motion effects attached to the view.
    // Flipbook: stored only; the previewer has no device motion, so effects stay as on a device lying still.
    open var motionEffects: [UIMotionEffect] = []

    /// Attaches `effect` to the view (once).
    // Flipbook: the effect is kept and never applied; the previewer has no device motion.
    open func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Detaches `effect` from the view.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    // MARK: State restoration (Flipbook: nothing is preserved between runs)

    /// The identifier UIKit's state restoration saves the view under.
    // Flipbook: stored only; no state is preserved or restored.
    open var restorationIdentifier: String?
    /// Saves the view's state for restoration.
    // Flipbook: never called; nothing is preserved between runs.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the view's saved state.
    // Flipbook: never called; nothing is preserved between runs.
    open func decodeRestorableState(with coder: NSCoder) {}

    // MARK: Content size category limits

    /// The smallest content size category the view and its subviews take.
    // Flipbook: stored and described only; the previewer's content size is always `.large`.
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        didSet { contentSizeCategoryLimitsDidChange() }
    }
    /// The largest content size category the view and its subviews take.
    // Flipbook: stored and described only; the previewer's content size is always `.large`.
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        didSet { contentSizeCategoryLimitsDidChange() }
    }

    // MARK: Interactions

    /// The interactions attached to the view; setting the array detaches the old ones and attaches the new.
    open var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }
    package var interactionStorage: [any UIInteraction] = []

    /// Attaches `interaction`: it is told `willMove(to:)` this view, then `didMove(to:)` it (it
    /// leaves the view it was on first).
    open func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`: it is told `willMove(to: nil)`, then `didMove(to: nil)`.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: Corners (iOS 26)

    /// How the view's corners are rounded; setting it rounds the layer (`cornerRadius`,
    /// `maskedCorners`) and a capsule or concentric radius follows the view's size and place.
    // Flipbook: a layer has one radius, so corners of different radii are drawn at the largest of them.
    open var cornerConfiguration: UICornerConfiguration {
        get { cornerConfigurationStorage ?? .corners(radius: .fixed(layer.cornerRadius)) }
        set {
            cornerConfigurationStorage = newValue
            applyCornerConfiguration()
        }
    }
    package var cornerConfigurationStorage: UICornerConfiguration?

    // MARK: Updating properties (iOS 26)

    /// Override to update the view's properties from the model it shows; runs before
    /// `layoutSubviews` in the layout pass when the view asked (`setNeedsUpdateProperties()`).
    // Flipbook: no automatic observation tracking; a change must call setNeedsUpdateProperties().
    open func updateProperties() {}

    /// Marks the view's properties to be updated at the next layout pass.
    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        // The window's next layout pass reaches every view, and updates this one's properties.
        var root = self
        while let parent = root.superviewStorage { root = parent }
        (root as? UIWindow)?.hasPendingLayout = true
    }

    /// Runs `updateProperties()` now if the view asked for it.
    open func updatePropertiesIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        updateProperties()
    }
    package var needsUpdateProperties = false

    /// Whether the view has a tint of its own rather than inheriting its superview's.
    package var hasOwnTintColor: Bool { tintColorStorage != nil }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose shape cuts this one's content and background to where it paints (UIKit docs:
    /// "The view's alpha channel determines how much of the view's content and background shows
    /// through"). It is not in the hierarchy; its frame is in this view's coordinates.
    // Flipbook: cut by the mask's shape, not its alpha (see `CALayer.mask`).
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// How the layer's contents fit its bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    // MARK: Traits (UITraitEnvironment)

    /// The window's traits (the screen's, for a view in no window), with the interface style of
    /// the nearest view or view controller up the hierarchy that overrides it.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called after the view's traits changed (its window changed size). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this view and its subviews take, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // MARK: Overridable behaviour (declared here so subclasses can override it)

    /// Lays out subviews; the default does nothing (autoresizing happens when bounds change).
    open func layoutSubviews() {}

    // MARK: Auto Layout (the rest in AutoLayout/UIView+Constraints.swift)

    /// The size the view's content wants (`noIntrinsicMetric` along an axis without one).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Override to update the view's constraints; called before layout when they were marked
    /// (`setNeedsUpdateConstraints`). Call super last, as UIKit asks.
    open func updateConstraints() { layoutState.needsUpdateConstraints = false }

    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The baseline's distance below the view's vertical centre, for views that show text (the
    /// engine puts a view's baselines at its bottom otherwise).
    package var baselineOffsetFromCenter: CGFloat? { nil }

    /// The constraints installed on this view; its Auto Layout state; on a root view, its engine.
    package var constraintStorage: [NSLayoutConstraint] = []
    package var layoutState: ViewLayoutState {
        if let state = layoutStateIfMade { return state }
        let state = ViewLayoutState()
        layoutStateIfMade = state
        return state
    }
    /// The Auto Layout state if the view has any (reading it does not make one).
    package private(set) var layoutStateIfMade: ViewLayoutState?
    package var layoutEngine: LayoutEngine?

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`, in its bounds' coordinates;
    /// override it to draw a custom view. UIKit docs: `rect` is the part to draw — the whole
    /// bounds the first time; Flipbook always passes the bounds. Runs when the view is first shown
    /// and after `setNeedsDisplay()` (and every bounds change with `contentMode = .redraw`).
    open func draw(_ rect: CGRect) {}

    /// The layer's drawing is the view's `draw(_:)`, with the layer's context current.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        GraphicsContextStack.drawing(in: ctx) { draw(bounds) }
    }

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `gestureRecognizer` may begin (UIKit docs: a view can refuse gestures of recognizers
    /// on other views, as UISlider does a pan of its superview). Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `point` (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func tintColorDidChange() {}

    /// The layer's action for a property change: UIKit animates view-backed layers only inside
    /// an animation block; outside one, changes are immediate.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer, Self.animatableKeys.contains(event),
              let recorder = ViewAnimationStack.top else { return Self.noAction }
        return recorder.action(for: self, key: event) ?? Self.noAction
    }

    /// "No action", made once: every property change of every view asks.
    private static let noAction = NSNull()

    /// Layer keys UIView animations animate (frame and center arrive as bounds and position).
    package static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
    ]

    // MARK: Responder chain

    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superview
    }

    override package var responderWindow: UIWindow? { window }

    /// Makes the first responder resign if it is this view or one of its subviews (UIKit docs:
    /// `force` makes it resign even when it would refuse). Returns whether it resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        guard force else { return responder.resignFirstResponder() }
        responder.resignFirstResponderForcibly()
        return true
    }
}
