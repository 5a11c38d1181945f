//  CALayer.swift — FlipbookCore
//  Mirrors QuartzCore.CALayer. Status: partial (no mask, contentsRect, style).

import Foundation
import FlipbookGraphics

/// The layer's delegate: supplies actions for property changes (UIView is every layer's delegate in FlipbookKit).
public protocol CALayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: nil to keep searching, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Sets `layer`'s contents when it is marked for display; by default its `draw(in:)` draws them.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx`, in the layer's coordinates; by default nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `layer` draws its backing store with `draw(in:)`; by default nothing.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers when it lays out (`layoutSublayers()`); by default nothing.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    // Flipbook: Swift cannot ask whether a delegate implements `display(_:)`, so not implementing it
    // means what Core Animation does then: draw a backing store with `draw(in:)`.
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// How a layer's `contents` image is placed in its bounds.
///
/// Flipbook: `.top`/`.bottom` mean the visual top and bottom (in Core Animation on
/// iOS they are swapped, as iOS layers are not geometry-flipped).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Fit inside the bounds, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Fill the bounds, aspect kept, overflow cropped by `masksToBounds`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The display list's equivalent.
    package var contentMode: ImageContentMode {
        switch self {
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        case .resizeAspect: return .aspectFit
        case .resizeAspectFill: return .aspectFill
        default: return .scaleToFill
        }
    }
}

/// A rectangle of content in a tree, with geometry, appearance and animations.
///
/// As in Core Animation there are two views of a layer. The *model* holds the
/// values you set: setting a property changes it at once. The *presentation*
/// (`presentation()`) is what is on screen at the media clock's current time:
/// the model with every active animation applied. Rendering reads presentation
/// values only, and evaluating them has no side effects.
///
/// A layer tree is driven by a `MediaClock` attached to its root; a layer in no
/// clocked tree has no presentation and runs no implicit animations.
/// The shape a layer's shadow takes: a path in its bounds space, or nil for its (rounded) bounds.
package struct ShadowShape {
    package var path: PathData?
}

open class CALayer: NSObject, CAMediaTiming {
    /// The model values of every animatable property.
    package var modelProperties: LayerProperties {
        // Borrowed, not copied: a read of one value (`modelProperties.value(at:)`) copied them all.
        _read { yield _model }
        set { _model = newValue }
        _modify { yield &_model }
    }

    // The display-list build reads this storage for every layer of a tree, every frame. Kept
    // internal and only ever accessed in short, non-overlapping reads and writes (no access
    // encloses a call to unknown code: no `inout` to an opaque closure, no key path), so the
    // whole-module optimiser proves exclusivity statically and drops the runtime check
    // (`swift_beginAccess`) each access would cost otherwise. `modelProperties` and
    // `contents` are the API around them; keep new code to the same pattern.
    final var _model = LayerProperties()
    final var _contents: Any?
    /// `_contents != nil`, kept by `contents`' setter: testing an `Any?` for nil copies the
    /// existential, which the culling of off-screen layers would pay for every layer.
    final var _hasContents = false
    /// Marked by `setNeedsDisplay()`; `display()` runs before the next frame.
    final var _needsDisplay = false
    /// Whether `contents` is the picture the layer's own drawing made (an empty drawing then clears it).
    final var _contentsAreDrawn = false

    /// Pixels per point of the backing store `display()` draws, and of a contents image (a
    /// picture `contentsScale` times the bounds' size fills them under `.center`).
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1
    /// Whether a change of the bounds' size marks the layer for drawing (UIKit's `.redraw` content mode).
    open var needsDisplayOnBoundsChange = false

    // MARK: Appearance that is not animated

    /// The layer's content image: a `CGImage` (a bitmap or a context's picture) or an `Image`;
    /// anything else draws nothing.
    open var contents: Any? {
        get { _contents }
        set {
            // Swapped in, so the old value is released after the access, not inside it.
            var value = newValue
            _hasContents = value != nil
            _croppedContents = nil
            swap(&value, &_contents)
        }
    }
    @exclusivity(unchecked) open var contentsGravity: CALayerContentsGravity = .resize
    /// A name for debugging and lookup.
    open var name: String?
    /// Supplies actions for property changes. Held weakly, as in Core Animation.
    open var delegate: CALayerDelegate? {
        get { _owningDelegate ?? _otherDelegate }
        set { (_owningDelegate, _otherDelegate) = (nil, newValue) }
    }
    /// The delegate when it is the view that owns the layer (`setOwningDelegate`), held unowned:
    /// the view clears it when it goes. (A weakly referenced object keeps a side table, and every
    /// retain and release of it takes the runtime's slow path: a third of adding subviews and of
    /// typing was views and layers retained and released so.)
    package final unowned(unsafe) var _owningDelegate: CALayerDelegate?
    private weak var _otherDelegate: CALayerDelegate?

    /// Makes `owner`, which holds this layer and clears `_owningDelegate` when it goes, the delegate.
    package final func setOwningDelegate(_ owner: CALayerDelegate) {
        (_owningDelegate, _otherDelegate) = (owner, nil)
    }
    /// Actions by key, consulted after the delegate.
    open var actions: [String: CAAction]?

    // MARK: CAMediaTiming (applied to the layer's whole subtree)
    // (Read for every layer, several times a frame, by the timing model: the run-time exclusivity
    // check on each read was a few percent of a frame. Plain values, never held across a call.)

    // (Each change re-times the pending starts and stops of the animations below: `timingDidChange`.)
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { if beginTime != oldValue { ownTimingDidChange() } } }
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { if timeOffset != oldValue { ownTimingDidChange() } } }
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { if speed != oldValue { ownTimingDidChange() } } }
    // Flipbook: a layer's own duration, repeat, autoreverse and fill are stored but do
    // not bound its time; only beginTime, speed and timeOffset shape it (as in practice).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

    /// While set, replaces beginTime/speed/timeOffset in mapping parent time to local time
    /// (Flipbook addition: how interactive transitions finish and cancel along a curve).
    package var timeWarp: LayerTimeWarp? { didSet { if timeWarp != nil || oldValue != nil { ownTimingDidChange() } } }
    /// Whether this layer and every layer above it passed time through unchanged, as of a
    /// `timeChainGeneration` (see `passesTimeThrough`).
    @exclusivity(unchecked) final var _plainTimeChain: (generation: UInt64, isPlain: Bool) = (.max, false)

    // MARK: Tree and animation state

    /// The sublayers, back to front.
    package var sublayerStorage: [CALayer] { _sublayers }
    package internal(set) var superlayerStorage: CALayer? {
        get { _superlayer }
        set {
            let oldValue = _superlayer
            _superlayer = newValue
            guard newValue !== oldValue else { return }
            Self.noteTimeChainChange()
            timeParentDidChange(from: oldValue)
        }
    }
    /// The superlayer, held unowned rather than weakly (see `_owningDelegate`): a layer clears its
    /// sublayers' and its mask's when it goes (`deinit`).
    final unowned(unsafe) var _superlayer: CALayer?
    /// Animations attached to this layer, in the order they apply.
    package var animationRecords: [AnimationRecord] { _animationRecords }

    // The display-list build reads these two for every layer, as it does `_model`, and they are
    // kept to the same rule: internal, and every access short, enclosing no call to unknown code
    // and no release (a release may run a deinit, which is unknown code). Reads copy the array out
    // first; changes go through `updateSublayers` and `updateAnimationRecords`, which move the
    // array out of storage, change it there, and move it back. So the optimiser proves
    // exclusivity statically and the per-layer `swift_beginAccess` goes away.
    final var _sublayers: [CALayer] = []
    final var _animationRecords: [AnimationRecord] = []
    /// The boxes of rarely set properties the last presentations used (see `presentationProperties`).
    final var _presentationExtras = LayerProperties.KeptExtraStorage()
    /// The clock driving this layer when it is the root of a tree.
    package weak var hostClock: MediaClock? { didSet { if hostClock !== oldValue { Self.noteTimeChainChange() } } }
    /// The clock at this tree's root, as of a `timeChainGeneration` (see `clock`).
    final var _clockAtRoot = ClockAtRoot()
    /// For a presentation copy, the model layer it was made from.
    package weak var modelLayerStorage: CALayer?
    /// The value a property had on screen just before the change whose action is running.
    package var pendingImplicitFrom: (key: String, value: AnimatableValue)?
    /// The key-value observers of the layer (FlipbookKit's), told of changes to `bounds` and
    /// `position`; nil while nothing observes the layer (see `KeyValueChangeObserving`).
    package final var keyValueObservers: (any KeyValueChangeObserving)?

    public required override init() {
        super.init()
    }

    /// A shadow copy of `layer`: Core Animation makes presentation layers with it.
    /// Subclasses with their own properties override it to copy them.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        _model = other._model
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        name = other.name
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
        duration = other.duration
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    deinit {
        for layer in _sublayers where layer._superlayer === self { layer._superlayer = nil }
        if let _mask, _mask._superlayer === self { _mask._superlayer = nil }
        // Sublayers (and a mask) that outlive this layer lose its time (and its ancestors').
        Self.noteTimeChainChange()
        // Re-time the sublayers' animations.
        if !_sublayers.isEmpty { sublayersLoseTimeParent() }
    }

    // MARK: Animatable properties

    open var bounds: CGRect {
        get { _model.bounds }
        set {
            // Flipbook: a NaN is reported (Core Animation raises) and the bounds stay; see acceptsBounds(_:).
            guard acceptsBounds(newValue) else { return }
            if newValue.size != _model.bounds.size {
                if needsDisplayOnBoundsChange { _needsDisplay = true }
                // Core Animation lays out a layer whose size changed.
                _needsLayout = true
            }
            changeObservably("bounds") { $0.bounds = newValue }
        }
    }
    open var position: CGPoint {
        get { _model.position }
        set {
            // Flipbook: a NaN is reported (Core Animation raises) and the position stays; see acceptsPosition(_:).
            guard acceptsPosition(newValue) else { return }
            changeObservably("position") { $0.position = newValue }
        }
    }
    open var zPosition: CGFloat {
        get { _model.zPosition }
        set { change("zPosition") { $0.zPosition = newValue } }
    }
    /// The point, in unit coordinates of the bounds, that sits at `position` and that transforms pivot on.
    open var anchorPoint: CGPoint {
        get { _model.anchorPoint }
        set { change("anchorPoint") { $0.anchorPoint = newValue } }
    }
    open var anchorPointZ: CGFloat {
        get { _model.anchorPointZ }
        set { change("anchorPointZ") { $0.anchorPointZ = newValue } }
    }
    open var transform: CATransform3D {
        get { _model.transform }
        set {
            checkTransform(newValue, named: "transform")
            change("transform") { $0.transform = newValue }
        }
    }
    /// A transform applied to the sublayers, about the anchor point (typically for perspective).
    open var sublayerTransform: CATransform3D {
        get { _model.sublayerTransform }
        set {
            checkTransform(newValue, named: "sublayerTransform")
            change("sublayerTransform") { $0.sublayerTransform = newValue }
        }
    }
    open var opacity: Float {
        get { Float(_model.opacity) }
        set {
            let value = checkedOpacity(newValue)  // Flipbook: a NaN is reported and taken as 0
            change("opacity") { $0.opacity = Double(value) }
        }
    }
    open var isHidden: Bool {
        get { _model.isHidden }
        set { change("hidden") { $0.isHidden = newValue } }
    }
    open var backgroundColor: CGColor? {
        get { _model.backgroundColor.map(CGColor.init) }
        set { change("backgroundColor") { $0.backgroundColor = newValue?.color } }
    }
    open var cornerRadius: CGFloat {
        get { _model.cornerRadius }
        set { change("cornerRadius") { $0.cornerRadius = newValue } }
    }
    /// The corners `cornerRadius` rounds (default all four); the others stay square.
    open var maskedCorners: CACornerMask = .allCorners
    /// The corner paths last made for this layer (`cornerPath`), so a steady frame makes none.
    package var cornerPathCache: [CornerPathKey: PathData] = [:]
    /// The curve the rounded corners follow (default `.circular`).
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat {
        get { _model.borderWidth }
        set { change("borderWidth") { $0.borderWidth = newValue } }
    }
    open var borderColor: CGColor? {
        get { CGColor(_model.borderColor) }
        set { change("borderColor") { $0.borderColor = newValue?.color ?? .clear } }
    }
    /// Whether sublayers and contents are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { _model.masksToBounds }
        set { _model.masksToBounds = newValue }
    }

    // MARK: Mask and faces

    /// A layer whose shape cuts this one's drawing — background, contents, sublayers, border
    /// and shadow — to where the mask paints, in this layer's coordinates. The mask is not a
    /// sublayer; its animations run on this layer's clock, in this layer's time.
    // Flipbook: a mask is its shape (a shape layer's filled path, another layer's rounded bounds
    // when it paints a background or contents), times its opacity and its fill's or background's
    // alpha, or a gradient layer's alpha point by point; its sublayers, stroke and its contents'
    // own alpha are not part of it. A mask that paints nothing hides the layer, as on iOS.
    open var mask: CALayer? {
        get { _mask }
        set {
            guard newValue !== _mask else { return }
            let old = _mask
            _mask = nil
            if let old, old.superlayerStorage === self { old.superlayerStorage = nil }
            if let newValue, let holder = newValue.superlayerStorage, holder._mask === newValue { holder.mask = nil }
            newValue?.removeFromSuperlayer()
            _mask = newValue
            newValue?.superlayerStorage = self
            if let clock, let newValue { newValue.activatePendingAnimations(on: clock) }
        }
    }
    final var _mask: CALayer?

    /// Whether the layer shows when its back faces the viewer (default true); false hides it,
    /// and what it holds, while turned away — the two faces of a card flip.
    @exclusivity(unchecked) open var isDoubleSided = true

    /// Accepted for the API: Flipbook renders every frame from the layer tree, so rasterising
    /// changes nothing of what shows.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1

    // MARK: Contents placement

    /// The part of `contents` shown, in unit coordinates of the image (default the whole,
    /// (0, 0, 1, 1)); the part is placed by `contentsGravity` as the whole image would be.
    // Flipbook: not animatable; a rectangle reaching outside the unit square shows only the image's part of it.
    @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of `contents` last cut for `contentsRect`: the rectangle and the part (forgotten
    /// when `contents` is set).
    final var _croppedContents: (rect: CGRect, image: CGImage?)?
    /// The part of `contents` that stretches when the image is resized (default the whole).
    // Flipbook: stored only; the whole image stretches evenly, its edges with it.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How contents are sampled when drawn smaller (default `.linear`).
    // Flipbook: stored only; the rasteriser samples its own way.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The level-of-detail bias of `.trilinear` minification (default 0).
    // Flipbook: stored only.
    open var minificationFilterBias: Float = 0
    /// How contents are sampled when drawn larger (default `.linear`).
    // Flipbook: stored only; the rasteriser samples its own way.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The pixel format of the backing store `display()` draws (default 8-bit RGBA).
    // Flipbook: stored only; the backing store is always 8-bit RGBA.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint

    // MARK: Rendering hints and behaviour

    /// Default values for properties the layer does not set, by key.
    // Flipbook: stored only; not consulted for default values.
    open var style: [AnyHashable: Any]?
    /// Whether the layer's edges are antialiased when it is transformed (default false).
    // Flipbook: stored only; the rasteriser antialiases every edge.
    open var allowsEdgeAntialiasing = false
    /// Which edges are antialiased (default all four).
    // Flipbook: stored only; the rasteriser antialiases every edge.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// Whether the layer's opacity applies to its subtree as one composited group (default true).
    // Flipbook: stored only; the rasteriser composites opacity its own way whatever the value.
    open var allowsGroupOpacity = true
    /// Whether the layer promises to paint every pixel of its bounds opaquely (default false).
    // Flipbook: a hint, stored only; nothing is drawn differently.
    open var isOpaque = false
    /// Whether `draw(in:)` commands run on a background thread (default false).
    // Flipbook: stored only; drawing runs at once, and the picture is the same.
    open var drawsAsynchronously = false
    /// Whether the sublayers' geometry is flipped vertically (default false).
    // Flipbook: stored only; sublayers are placed unflipped.
    open var isGeometryFlipped = false

    /// Core Image filters applied to the layer's content.
    // Flipbook: stored, never applied; there is no Core Image here.
    open var filters: [Any]?
    /// The filter (or blend mode name) that composites the layer with what is behind it.
    // Flipbook: stored, never applied; the layer composites normally (source over).
    open var compositingFilter: Any?
    /// Core Image filters applied to what shows behind the layer.
    // Flipbook: stored, never applied; there is no Core Image here.
    open var backgroundFilters: [Any]?

    // MARK: Extended dynamic range (Flipbook: a terminal shows standard-range colour)

    /// Whether the layer's contents may be drawn brighter than white (iOS 16).
    // Flipbook: stored only; the terminal shows standard range, as a display without HDR.
    open var wantsExtendedDynamicRangeContent = false
    /// How extended-range contents are tone mapped (iOS 26).
    // Flipbook: stored only; the terminal shows standard range, as a display without HDR.
    open var toneMapMode: ToneMapMode = .automatic
    /// The dynamic range the layer's contents are shown in (iOS 26).
    // Flipbook: stored only; the terminal shows standard range, as a display without HDR.
    open var preferredDynamicRange: DynamicRange = .automatic
    /// The headroom of the layer's contents above standard white (iOS 18; 0: unknown).
    // Flipbook: stored only; the terminal shows standard range, as a display without HDR.
    open var contentsHeadroom: CGFloat = 0

    // MARK: Layout

    /// Marked by `setNeedsLayout()`; `layoutSublayers()` runs before the next frame.
    final var _needsLayout = false

    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)` by default. Override it
    /// to place sublayers; it runs before the frame after `setNeedsLayout()` (Core Animation
    /// marks a layer whose bounds' size changed).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would take in its superlayer: its bounds' size through its transform.
    open func preferredFrameSize() -> CGSize {
        let box = Self.boundingBox(Self.corners(of: CGRect(origin: .zero, size: bounds.size)).compactMap {
            ProjectiveTransform(affineTransform()).apply($0)
        })
        return box.isNull ? bounds.size : box.size
    }

    /// Whether the layer draws its contents flipped: true when its geometry is flipped relative to its superlayer's.
    // Flipbook: geometry is never flipped (isGeometryFlipped is stored only), so false.
    open func contentsAreFlipped() -> Bool { false }

    /// The default value of the property `key` for a layer that has not set it, nil for a key without one.
    // Flipbook: Core Animation's defaults for the properties Flipbook stores; an override is not consulted when a layer is made.
    open class func defaultValue(forKey key: String) -> Any? { Self.defaultValues[key] }

    /// Whether the value of `key` is archived; true, as Core Animation's default.
    // Flipbook: layers are not archived here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Whether a change of `key` redraws the layer; false for every key by default.
    // Flipbook: an override is not consulted; a subclass's own keys neither animate nor redraw.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// How far a corner of `curve` reaches along each side, in radii: 1 for circular corners,
    /// about 1.528665 for continuous ones.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? PathData.continuousReach : 1
    }

    // MARK: Shadow (all animatable)

    /// The shadow's colour (default opaque black).
    open var shadowColor: CGColor? {
        get { CGColor(_model.shadowColor) }
        set { change("shadowColor") { $0.shadowColor = newValue?.color ?? .clear } }
    }
    /// The shadow's opacity, 0…1 (default 0: no shadow).
    open var shadowOpacity: Float {
        get { Float(_model.shadowOpacity) }
        set { change("shadowOpacity") { $0.shadowOpacity = Double(min(max(newValue, 0), 1)) } }
    }
    /// How far the shadow lies from the layer, in points (default (0, −3): Core Animation's
    /// default, which on iOS's y-down screens puts the shadow above the layer).
    open var shadowOffset: CGSize {
        get { _model.shadowOffset }
        set { change("shadowOffset") { $0.shadowOffset = newValue } }
    }
    /// The blur radius of the shadow, in points (default 3).
    open var shadowRadius: CGFloat {
        get { _model.shadowRadius }
        set { change("shadowRadius") { $0.shadowRadius = max(newValue, 0) } }
    }
    /// The shape of the shadow; nil (the default) takes the layer's own shape.
    open var shadowPath: CGPath? {
        get { _model.shadowPath.map { CGPath(data: $0) } }
        set { change("shadowPath") { $0.shadowPath = newValue?.data } }
    }

    /// The transform as an affine transform (the 2D part of `transform`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Overridable behaviour

    /// The action for a change of `event`: the delegate's, then `actions`, then the class default.
    /// `NSNull` anywhere in the search means no action.
    open func action(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return Self.isNull(action) ? nil : action
        }
        if let action = actions?[event] {
            return Self.isNull(action) ? nil : action
        }
        guard let action = type(of: self).defaultAction(forKey: event) else { return nil }
        return Self.isNull(action) ? nil : action
    }

    /// Whether `action` is `NSNull` ("no action"), by its type: every property change of a view
    /// asks, and `is NSNull` on an existential is a dynamic cast.
    private static func isNull(_ action: CAAction) -> Bool {
        type(of: action) == NSNull.self
    }

    /// The implicit animation for an animatable key: a basic animation of the current
    /// transaction's duration and timing function, from the value on screen to the new one.
    open class func defaultAction(forKey event: String) -> CAAction? {
        // Core Animation docs, shadowPath: "Unlike most animatable properties, this property (as
        // with all CGPathRef animatable properties) does not support implicit animation."
        guard let key = LayerKeyPath(event), key != .path, key != .shadowPath else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        // Flipbook: implicit animations default to the system curve (`.default`) when the transaction sets none.
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    // MARK: Drawing (CALayer+Drawing)

    /// Draws the layer's contents when it is marked: Core Animation docs, display(): the delegate's
    /// `display(_:)` when it implements one, else a backing store the size of the bounds at
    /// `contentsScale`, drawn by `draw(in:)` and set as `contents`.
    ///
    /// Flipbook: a drawing that records nothing leaves `contents` as it was (set by hand, or an
    /// image view's), where Core Animation would clear it; a layer whose drawing once recorded
    /// something is cleared by an empty one.
    open func display() {
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's content into `ctx`, in the layer's coordinates: the delegate's
    /// `draw(_:in:)` (a view's `draw(_:)`); a subclass overrides it to draw itself.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// What a subclass draws itself between its contents and its sublayers (text, for `CATextLayer`).
    /// What casts the layer's shadow: its `shadowPath`, else its own (rounded) rectangle when it
    /// paints one (a background, contents or a border); nil when nothing of its own would.
    // Flipbook: Core Animation casts the shadow of the layer's composited alpha, sublayers
    // included; here a layer that paints nothing itself casts none (set a shadowPath).
    package func shadowShape(_ p: LayerProperties) -> ShadowShape? {
        if let path = p.shadowPath { return ShadowShape(path: path) }
        let paints = (p.backgroundColor?.alpha ?? 0) > 0 || _hasContents || (p.borderWidth > 0 && p.borderColor.alpha > 0)
        return paints ? ShadowShape(path: nil) : nil
    }

    package func appendOwnContent(
        properties: LayerProperties, transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {}

    // MARK: Overridable API implemented in CALayer+Hierarchy.swift

    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    open var sublayers: [CALayer]? {
        get { _baseSublayers }
        set { _baseSublayers = newValue }
    }

    /// The layer this one is a sublayer of (nil for a mask, which is no layer's sublayer).
    open var superlayer: CALayer? { _baseSuperlayer }

    open func addSublayer(_ layer: CALayer) { _baseAddSublayer(layer) }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _baseInsertSublayer(layer, at: idx) }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { _baseInsertSublayer(layer, below: sibling) }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { _baseInsertSublayer(layer, above: sibling) }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _baseReplaceSublayer(oldLayer, with: newLayer) }

    open func removeFromSuperlayer() { _baseRemoveFromSuperlayer() }

    // MARK: Overridable API implemented in CALayer+Animations.swift

    /// Attaches a copy of `anim`. A `beginTime` of 0 means "now": it is set to the
    /// layer's current local time. An existing animation under `key` is removed first.
    open func add(_ anim: CAAnimation, forKey key: String?) { _baseAdd(anim, forKey: key) }

    /// The running copy added under `key`.
    open func animation(forKey key: String) -> CAAnimation? { _baseAnimation(forKey: key) }

    /// The keys of the attached animations, in order (nil when there are none).
    open func animationKeys() -> [String]? { _baseAnimationKeys() }

    /// Removes the animation under `key`; its delegate hears `finished: false` on the next tick.
    open func removeAnimation(forKey key: String) { _baseRemoveAnimation(forKey: key) }

    open func removeAllAnimations() { _baseRemoveAllAnimations() }

    /// The layer as it is on screen at the clock's current time: a copy with every
    /// active animation applied. Nil for a layer in no clocked tree (never on screen).
    open func presentation() -> Self? { _basePresentation() }

    /// The model layer (for a presentation copy, the layer it was made from).
    open func model() -> Self { _baseModel() }

    // MARK: Overridable API implemented in CALayer+Drawing.swift

    /// Marks the layer's contents as needing to be drawn again: before the next frame, `display()`
    /// runs. Core Animation docs: "Marks the layer's contents as needing to be updated."
    open func setNeedsDisplay() { _baseSetNeedsDisplay() }

    /// Marks the layer for drawing; Flipbook draws the whole layer again, whatever `rect` is.
    open func setNeedsDisplay(_ rect: CGRect) { _baseSetNeedsDisplay(rect) }

    /// Whether `display()` will run before the next frame.
    open func needsDisplay() -> Bool { _baseNeedsDisplay() }

    /// Runs `display()` now if the layer has been marked.
    open func displayIfNeeded() { _baseDisplayIfNeeded() }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinates. Core Animation
    /// docs: "This method renders directly from the layer tree, ignoring any animations added to
    /// the render tree" — the model values, not what shows mid-animation.
    open func render(in ctx: CGContext) { _baseRender(in: ctx) }

    // MARK: Overridable API implemented in CALayer+Geometry.swift

    /// The layer's rectangle in its superlayer: the bounding box of its bounds after
    /// `anchorPoint`, `transform` and `position`. Setting it sets `position` and `bounds.size`.
    open var frame: CGRect {
        get { _baseFrame }
        set { _baseFrame = newValue }
    }

    /// Converts `p` from `l`'s coordinates to this layer's (nil: the space of the root layer's position).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _baseConvert(p, from: l) }

    /// Converts `p` from this layer's coordinates to `l`'s.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _baseConvert(p, to: l) }

    /// Converts `r` from `l`'s coordinates: the bounding box of its converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _baseConvert(r, from: l) }

    /// Converts `r` to `l`'s coordinates: the bounding box of its converted corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _baseConvert(r, to: l) }

    /// Converts `t` from `l`'s local time to this layer's (nil: the clock's time).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { _baseConvertTime(t, from: l) }

    /// Converts `t` from this layer's local time to `l`'s (nil: the clock's time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { _baseConvertTime(t, to: l) }

    // MARK: Overridable API implemented in CALayer+Layout.swift

    /// Marks the layer as needing `layoutSublayers()` before the next frame.
    open func setNeedsLayout() { _baseSetNeedsLayout() }

    /// Whether `layoutSublayers()` will run before the next frame.
    open func needsLayout() -> Bool { _baseNeedsLayout() }

    /// Lays out now what needs it. Core Animation docs: "the layer's super layers are traversed
    /// until a ancestor layer is found that does not require layout. Then layout is performed on
    /// the entire layer-tree beneath that ancestor."
    open func layoutIfNeeded() { _baseLayoutIfNeeded() }

    /// The farthest descendant (or the layer itself) that contains `p`, a point in the
    /// superlayer's coordinates; nil when not even the layer does. Hidden layers and what a
    /// layer masking to its bounds cuts off are not hit; sublayers are tried front to back.
    open func hitTest(_ p: CGPoint) -> CALayer? { _baseHitTest(p) }

    /// The part of the layer its scroll layer shows, in its own coordinates.
    // Flipbook: there is no CAScrollLayer, so nothing clips a layer by scrolling: its bounds.
    open var visibleRect: CGRect { _baseVisibleRect }

    /// Scrolls the nearest scroll layer above this one so `p` (in this layer's coordinates) is at its origin.
    // Flipbook: there is no CAScrollLayer, so there is nothing to scroll, as for a layer with none above it.
    open func scroll(_ p: CGPoint) { _baseScroll(p) }

    /// Scrolls the nearest scroll layer above this one so `r` (in this layer's coordinates) shows.
    // Flipbook: there is no CAScrollLayer, so there is nothing to scroll, as for a layer with none above it.
    open func scrollRectToVisible(_ r: CGRect) { _baseScrollRectToVisible(r) }
}

/// A layer's clock as last found at its tree's root, and when (see `CALayer.clock`).
struct ClockAtRoot {
    var generation = UInt64.max
    weak var clock: MediaClock?
}
