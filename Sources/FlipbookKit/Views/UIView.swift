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
    /// Held unowned, not weakly (see `CALayer._owningDelegate`): a view clears its subviews' when it goes.
    package unowned(unsafe) var superviewStorage: UIView?
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
        layer.setOwningDelegate(self)
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
        layer.setOwningDelegate(self)
        prepareDrawing()
    }

    deinit {
        // The references held unowned to this view: its subviews' superview and its layer's delegate.
        for view in subviewStorage where view.superviewStorage === self { view.superviewStorage = nil }
        if layer._owningDelegate === self { layer._owningDelegate = nil }
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

    /// The window's traits (the screen's, for a view in no window), with the overrides of the
    /// views and view controllers up the hierarchy, the nearest winning.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called after the view's traits changed (its window changed size). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this view and its subviews take, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits this view sets for itself and its subviews (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set { UIView.notifyingTraitChanges(of: traitEnvironments) { ownTraitOverrides = newValue } }
    }
    package private(set) var ownTraitOverrides = UITraitOverrides()

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
        // The block is looked for first: outside one (every change but an animated one) the key
        // is then never hashed.
        guard layer === self.layer, let recorder = ViewAnimationStack.top,
              Self.animatableKeys.contains(event) else { return Self.noAction }
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

    // MARK: Overridable API implemented in UIView+Hierarchy.swift

    open var superview: UIView? { _baseSuperview }

    open var subviews: [UIView] { _baseSubviews }

    /// The window the view is in, if any.
    open var window: UIWindow? { _baseWindow }

    open func addSubview(_ view: UIView) { _baseAddSubview(view) }

    open func insertSubview(_ view: UIView, at index: Int) { _baseInsertSubview(view, at: index) }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { _baseInsertSubview(view, belowSubview: siblingSubview) }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { _baseInsertSubview(view, aboveSubview: siblingSubview) }

    open func bringSubviewToFront(_ view: UIView) { _baseBringSubviewToFront(view) }

    open func sendSubviewToBack(_ view: UIView) { _baseSendSubviewToBack(view) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _baseExchangeSubview(at: index1, withSubviewAt: index2) }

    /// Takes the view (and its layer) out of its superview.
    ///
    /// Callbacks in iOS's order: `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` down the
    /// subtree, the superview's `willRemoveSubview`, then `didMoveToWindow` down the subtree and
    /// `didMoveToSuperview`.
    open func removeFromSuperview() { _baseRemoveFromSuperview() }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { _baseIsDescendant(of: view) }

    /// The first view in this subtree (this view first, then depth-first) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { _baseViewWithTag(tag) }

    // MARK: Overridable API implemented in UIView+HitTest.swift

    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { _baseConvert(point, to: view) }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { _baseConvert(point, from: view) }

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { _baseConvert(rect, to: view) }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _baseConvert(rect, from: view) }

    // MARK: Overridable API implemented in UIView+Snapshot.swift

    /// A new view showing what this view draws now (its content and subviews, not its own
    /// transform or alpha), with the same frame. Later changes to this view do not reach it.
    ///
    /// Resized — a zoom transition animates its frame into a cell — the snapshot's picture
    /// stretches to fill its bounds as they show at each moment, as the captured image does on iOS.
    ///
    /// Flipbook: there is no pending screen update to wait for, so both values of
    /// `afterScreenUpdates` picture the view as it is at the clock's current time.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { _baseSnapshotView(afterScreenUpdates: afterUpdates) }

    /// A new view showing the part `rect` (in this view's bounds) of what this view draws now,
    /// cut to that rectangle, `rect.size` large — slices of a view for a transition to move apart.
    ///
    /// Flipbook: resized, the slice's picture stretches evenly; `capInsets` are not kept apart.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? { _baseResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets) }

    // MARK: Overridable API implemented in UIView+Drawing.swift

    /// Marks the view to be drawn again: `draw(_:)` runs before the next frame.
    open func setNeedsDisplay() { _baseSetNeedsDisplay() }

    /// Marks `rect` of the view to be drawn again (Flipbook: the whole view is drawn).
    open func setNeedsDisplay(_ rect: CGRect) { _baseSetNeedsDisplay(rect) }

    /// Draws a picture of the view's hierarchy as it shows on screen now into `rect` of the current
    /// context, scaled to fill it; true when it drew. UIKit docs: "Renders a snapshot of the
    /// complete view hierarchy as visible onscreen into the current context."
    ///
    /// Flipbook: there is no pending screen update to wait for, so both values of
    /// `afterScreenUpdates` draw the view as it is at the clock's current time.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { _baseDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates) }

    // MARK: Overridable API implemented in UIView+Gestures.swift

    /// The recognizers attached to the view, in the order they were added.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _baseGestureRecognizers }
        set { _baseGestureRecognizers = newValue }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on (UIKit docs: a recognizer
    /// belongs to one view at a time).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _baseAddGestureRecognizer(gestureRecognizer) }

    /// Detaches `gestureRecognizer`; one in the middle of a gesture is cancelled (failed if it
    /// had not begun) and gets no more touches.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _baseRemoveGestureRecognizer(gestureRecognizer) }

    // MARK: Overridable API implemented in UIView+Layout.swift

    /// Marks the view as needing `layoutSubviews` at the next layout pass.
    open func setNeedsLayout() { _baseSetNeedsLayout() }

    /// Lays out this view now if it needs it, then its subviews: first the tree's constraints are
    /// solved where they changed, then each view that needs it places its constrained subviews
    /// and runs `layoutSubviews`.
    open func layoutIfNeeded() { _baseLayoutIfNeeded() }

    /// Resizes the view to `sizeThatFits` its current size, keeping its frame's origin (as on iOS).
    open func sizeToFit() { _baseSizeToFit() }

    // MARK: Overridable API implemented in UIView+Constraints.swift

    /// Whether the view's frame and autoresizing mask become constraints (true by default, as in
    /// UIKit: a view placed by constraints of its own needs false, or the two conflict).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _baseTranslatesAutoresizingMaskIntoConstraints }
        set { _baseTranslatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The constraints installed on this view (those between it, its subtree and itself).
    open var constraints: [NSLayoutConstraint] { _baseConstraints }

    open func addConstraint(_ constraint: NSLayoutConstraint) { _baseAddConstraint(constraint) }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { _baseAddConstraints(constraints) }

    open func removeConstraint(_ constraint: NSLayoutConstraint) { _baseRemoveConstraint(constraint) }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { _baseRemoveConstraints(constraints) }

    open var layoutGuides: [UILayoutGuide] { _baseLayoutGuides }

    open func addLayoutGuide(_ guide: UILayoutGuide) { _baseAddLayoutGuide(guide) }

    open func removeLayoutGuide(_ guide: UILayoutGuide) { _baseRemoveLayoutGuide(guide) }

    /// The view's bounds inset by its `layoutMargins`.
    open var layoutMarginsGuide: UILayoutGuide { _baseLayoutMarginsGuide }

    /// The view's bounds inset by its `safeAreaInsets`.
    open var safeAreaLayoutGuide: UILayoutGuide { _baseSafeAreaLayoutGuide }

    /// The part of the margins a line of text reads well in: as wide as the margins, at most
    /// `readableWidth`, centred in them.
    // Flipbook: the readable width is 672 pt whatever the Dynamic Type size (UIKit's at the default size).
    open var readableContentGuide: UILayoutGuide { _baseReadableContentGuide }

    /// The constraints that place this view along `axis`: those of the view and its ancestors
    /// that hold one of its edges, centres or sizes on that axis.
    // Flipbook: only the constraints on the view itself; UIKit also lists those that reach it through other views.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { _baseConstraintsAffectingLayout(for: axis) }

    /// Moves an ambiguously placed view to another layout its constraints allow (a debugging aid).
    // Flipbook: the layout stays as the solver placed it; hasAmbiguousLayout says whether it is ambiguous.
    open func exerciseAmbiguityInLayout() { _baseExerciseAmbiguityInLayout() }

    /// The default spacing inside the view's edges: 8 points on each side (UIKit docs,
    /// layoutMargins), or 16 at the sides of a view controller's root view.
    open var layoutMargins: UIEdgeInsets {
        get { _baseLayoutMargins }
        set { _baseLayoutMargins = newValue }
    }

    /// The margins by leading and trailing edge (left to right here: leading is left).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _baseDirectionalLayoutMargins }
        set { _baseDirectionalLayoutMargins = newValue }
    }

    /// The part of the view that the device's status bar, sensor housing and home indicator
    /// leave clear: the window's insets where the view overlaps them.
    open var safeAreaInsets: UIEdgeInsets { _baseSafeAreaInsets }

    /// Tells the layout engine that `intrinsicContentSize` changed (a label's text, an image).
    open func invalidateIntrinsicContentSize() { _baseInvalidateIntrinsicContentSize() }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { _baseContentHuggingPriority(for: axis) }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { _baseSetContentHuggingPriority(priority, for: axis) }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { _baseContentCompressionResistancePriority(for: axis) }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { _baseSetContentCompressionResistancePriority(priority, for: axis) }

    /// Whether the view's constraints leave its frame undecided (some edge could move without
    /// any constraint minding: a missing height, two equal-priority wishes pulling apart). A
    /// debugging aid, as in UIKit; false for a view the engine does not place.
    open var hasAmbiguousLayout: Bool { _baseHasAmbiguousLayout }

    /// The size the view's constraints (its own and its subviews') give it nearest `targetSize`,
    /// wished for at `fittingSizeLevel` both ways. The view's own frame is left as it is.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { _baseSystemLayoutSizeFitting(targetSize) }

    /// As `systemLayoutSizeFitting(_:)`, with the target's width and height wished for at these
    /// priorities (`.required` fixes that side: a cell's width, say, to find its height).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize { _baseSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority) }

    open func setNeedsUpdateConstraints() { _baseSetNeedsUpdateConstraints() }

    open func needsUpdateConstraints() -> Bool { _baseNeedsUpdateConstraints() }

    /// Runs `updateConstraints` on this view and its subtree where it was asked for, deepest first.
    open func updateConstraintsIfNeeded() { _baseUpdateConstraintsIfNeeded() }

    // MARK: Overridable API implemented in UIView+Animation.swift

    /// Animates the view changes made in `animations` over `duration` seconds.
    ///
    /// Each change of an animatable property (frame, bounds, center, transform, alpha,
    /// backgroundColor, layer corner radius) becomes a Core Animation animation from the old
    /// value to the new one; the model takes the new value at once. `completion` runs once
    /// every animation has stopped, with `finished` false if any was removed or replaced by
    /// a newer animation of the same property before its end.
    ///
    ///     UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
    ///         card.frame = finalFrame
    ///     }, completion: { finished in context.completeTransition(finished) })
    ///
    /// Inside another animation block, the duration and curve of the outer block are used
    /// unless `.overrideInheritedDuration`, `.overrideInheritedCurve` or
    /// `.overrideInheritedOptions` say otherwise; the delay is always this call's own.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { UIView._baseAnimate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion) }

    /// Animates the changes in `animations` over `duration` with no delay and the ease-in-out curve.
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { UIView._baseAnimate(withDuration: duration, animations: animations, completion: completion) }

    /// Animates the changes in `animations` over `duration` with no delay and the ease-in-out curve.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { UIView._baseAnimate(withDuration: duration, animations: animations) }

    /// Animates the changes in `animations` along a damped spring that settles within `duration`.
    ///
    /// `dampingRatio` is 1 for no overshoot and nearer 0 for more oscillation;
    /// `velocity` is the initial speed in whole distances per second (1 covers the full
    /// change in one second). The curve options are ignored.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { UIView._baseAnimate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity, options: options, animations: animations, completion: completion) }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are immediate, even inside
    /// an animation block.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { UIView._basePerformWithoutAnimation(actionsWithoutAnimation) }

    /// The duration of the animation block being run, or 0 outside one (iOS 9).
    open class var inheritedAnimationDuration: TimeInterval { UIView._baseInheritedAnimationDuration }

    /// Whether animation blocks animate (false inside `performWithoutAnimation`).
    open class var areAnimationsEnabled: Bool { UIView._baseAreAnimationsEnabled }

    /// Turns block animations on or off; with them off, blocks apply their changes at once.
    open class func setAnimationsEnabled(_ enabled: Bool) { UIView._baseSetAnimationsEnabled(enabled) }

    // MARK: Overridable API implemented in UIView+KeyframeAnimation.swift

    /// Animates the changes made in the `addKeyframe` calls of `animations` as one keyframe
    /// animation per property.
    ///
    /// As in UIKit, each animated property of each view becomes one `CAKeyframeAnimation`
    /// whose values are the property's starting value followed by its value at the end of
    /// each keyframe that changes it; the value holds between keyframes. The whole animation
    /// is paced by ease-in-out unless curve bits of `AnimationOptions` are passed in `options`
    /// (e.g. `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`).
    /// Changes made outside any `addKeyframe` span the whole duration.
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { UIView._baseAnimateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion) }

    /// Inside `animateKeyframes`, makes the changes in `animations` a keyframe running from
    /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole duration.
    ///
    /// Flipbook: a start outside 0…1, a negative duration, one that runs past the end, or a NaN
    /// is reported and held to the animation (a NaN as 0); the keyframe is kept.
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) { UIView._baseAddKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations) }

    // MARK: Overridable API implemented in UIView+Transition.swift

    /// Animates a change of `view`'s whole rendering with the transition in `options`.
    ///
    /// The transition (cross-dissolve, flip or curl) is added to the view's layer before
    /// `animations` runs, so it shows the view's old picture giving way to the new one.
    /// Changes made in `animations` are not animated one by one unless
    /// `.allowAnimatedContent` is given. `completion` runs when the transition ends.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) { UIView._baseTransition(with: view, duration: duration, options: options, animations: animations, completion: completion) }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, animating the superview
    /// with the transition in `options`.
    ///
    /// Without `.showHideTransitionViews`, `fromView` is removed and `toView` takes its place
    /// among the superview's subviews; with it, `fromView` is hidden and `toView` shown
    /// (both should then already be in the superview). The hierarchy changes at once; the
    /// transition animates the picture. `completion` runs when the transition ends.
    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) { UIView._baseTransition(from: fromView, to: toView, duration: duration, options: options, completion: completion) }

    // MARK: Overridable API implemented in UIView+SystemAnimations.swift

    /// Animates the changes in `animations` along a spring of perceptual `duration` and `bounce`
    /// (iOS 17): bounce 0 settles without overshoot, towards 1 it oscillates more, below 0 it is
    /// overdamped. `initialSpringVelocity` is in whole distances per second. The changes last
    /// until the spring settles; `completion` runs then. The curve options are ignored.
    open class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { UIView._baseAnimate(springDuration: duration, bounce: bounce, initialSpringVelocity: initialSpringVelocity, delay: delay, options: options, animations: animations, completion: completion) }

    /// Inside an animation block, makes the changes in `animations` repeat `count` times (a
    /// fraction repeats part of the way) and, with `autoreverses`, run back each time.
    /// Outside a block the changes are made at once, as nothing animates them.
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) { UIView._baseModifyAnimations(withRepeatCount: count, autoreverses: autoreverses, animations: animations) }

    /// Performs the system animation `animation` on `views`, alongside `parallelAnimations`,
    /// with the block's options; `completion` runs when it ends.
    ///
    /// `.delete` fades the views out and shrinks them, then removes them from their superviews
    /// (UIKit docs: "Option to remove views from the view hierarchy when animation is complete"),
    /// leaving their alpha and transform as they were.
    // Flipbook: the system's delete animation is approximated: 0.3 s, ease in-out, alpha to 0 and scale to 0.8.
    open class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) { UIView._basePerform(animation, on: views, options: options, animations: parallelAnimations, completion: completion) }

    // MARK: Overridable API implemented in UIView+LegacyAnimation.swift

    /// Opens an animation block: the changes made until `commitAnimations()` animate with the
    /// settings the `setAnimation…` calls make (UIKit docs: duration 0.2 s, ease in-out, no
    /// delay by default). `animationID` and `context` are handed to the delegate's selectors.
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) { UIView._baseBeginAnimations(animationID, context: context) }

    /// Closes the innermost `beginAnimations` block and starts its animations.
    open class func commitAnimations() { UIView._baseCommitAnimations() }

    /// When the block's animations start, as a date (the default is now).
    open class func setAnimationStart(_ startDate: Date) { UIView._baseSetAnimationStart(startDate) }

    /// The object the will-start and did-stop selectors are sent to.
    open class func setAnimationDelegate(_ delegate: Any?) { UIView._baseSetAnimationDelegate(delegate) }

    /// Sent to the delegate as the animations start: `animationWillStart(_:context:)`'s shape.
    open class func setAnimationWillStart(_ selector: Selector?) { UIView._baseSetAnimationWillStart(selector) }

    /// Sent to the delegate when the animations stop: `animationDidStop(_:finished:context:)`'s shape.
    open class func setAnimationDidStop(_ selector: Selector?) { UIView._baseSetAnimationDidStop(selector) }

    /// The block's duration in seconds (default 0.2).
    open class func setAnimationDuration(_ duration: TimeInterval) { UIView._baseSetAnimationDuration(duration) }

    /// The block's delay in seconds (default 0).
    open class func setAnimationDelay(_ delay: TimeInterval) { UIView._baseSetAnimationDelay(delay) }

    /// The block's timing curve (default ease in-out).
    open class func setAnimationCurve(_ curve: AnimationCurve) { UIView._baseSetAnimationCurve(curve) }

    /// How many times the block's animations repeat (default 0: once).
    open class func setAnimationRepeatCount(_ repeatCount: Float) { UIView._baseSetAnimationRepeatCount(repeatCount) }

    /// Whether each repetition runs back (default false).
    open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) { UIView._baseSetAnimationRepeatAutoreverses(repeatAutoreverses) }

    /// Whether animations start from what shows now rather than the model value (default false).
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) { UIView._baseSetAnimationBeginsFromCurrentState(fromCurrentState) }

    /// Turns `view`'s picture over or curls it, from what it shows now to what the block leaves.
    // Flipbook: the transition starts when set, with the block's duration and curve as set before this call.
    open class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) { UIView._baseSetAnimationTransition(transition, for: view, cache: cache) }

    // MARK: Overridable API implemented in UIView+Environment.swift

    /// A description of the content size category limits applied to the view: its own and its
    /// superviews' (UIKit docs: "A string that describes the content size category limits").
    // Flipbook: the wording is Flipbook's; UIKit's is meant for debugging and is not specified.
    open var appliedContentSizeCategoryLimitsDescription: String { _baseAppliedContentSizeCategoryLimitsDescription }

    /// Brings the view's and its subviews' traits up to date now (iOS 17).
    ///
    /// Flipbook reads a view's traits from its window and overrides when asked, so they are
    /// never out of date; there is nothing to do.
    open func updateTraitsIfNeeded() { _baseUpdateTraitsIfNeeded() }

    // MARK: Overridable layout anchors (the same ten as a layout guide's, and the baselines)

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline of the view's text (its top for a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline of the view's text (its bottom for a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
