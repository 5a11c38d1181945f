//  CALayer+DisplayList.swift — FlipbookCore
//  Flipbook's step from a layer tree at time t to a DisplayList. Status: complete.

import Foundation
import FlipbookGraphics

extension CALayer {
    /// The frame this tree shows when the clock reads `t`, with this layer as the root.
    ///
    /// Presentation values are resolved per layer in its own local time; opacity is
    /// multiplied down the tree; transforms compose through anchor points, positions,
    /// sublayer transforms and zPosition order; `masksToBounds` adds a clip; hidden and
    /// fully transparent subtrees produce nothing. The scene size is the root's bounds.
    package func displayList(atRootTime t: CFTimeInterval) -> DisplayList {
        var list = DisplayList(size: bounds.size)
        displayList(atRootTime: t, into: &list)
        return list
    }

    /// The same frame, built into `list`: its items are replaced, their storage kept, so a
    /// caller that keeps one list from frame to frame builds frames without allocating it again.
    ///
    /// With `visibleRect` (screen points: what the viewport shows), a layer whose drawing lies
    /// wholly outside it adds nothing, and its sublayers are not visited when its bounds clip
    /// them; the frame is the same, only cheaper. Without it every layer is visited.
    ///
    /// With `scratch` kept from frame to frame, the clip lists of clipping layers reuse last
    /// frame's storage too, so a frame like the last allocates nothing.
    package func displayList(atRootTime t: CFTimeInterval, into list: inout DisplayList, visibleRect: CGRect? = nil,
                             scratch: DisplayListScratch? = nil) {
        list.size = bounds.size
        list.items.removeAll(keepingCapacity: true)
        let localTime = self.localTime(fromParentTime: t)
        let properties = presentationProperties(atLayerTime: localTime)
        scratch?.nextClipList = 0
        var context = _DisplayListContext(visible: visibleRect.map(_DisplayListContext.VisibleBox.init), scratch: scratch)
        appendItems(properties: properties, records: animationRecords, isLeaf: _sublayers.isEmpty,
                    localTime: localTime, parentToScreen: .identity,
                    parentSublayerTransform: nil, opacity: 1, clips: [], context: &context, into: &list.items)
    }

    /// The layer's rendering (own content and sublayers) in its own bounds space, for a
    /// `CATransition`'s picture of the old state.
    /// A hidden layer's picture is empty, so that showing it with a transition fades it in.
    ///
    /// With `model`, every layer shows its model values, as if nothing were animating.
    package func displayItemsInOwnSpace(atLayerTime t: CFTimeInterval, model: Bool = false) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let properties = model ? _model : presentationProperties(atLayerTime: t)
        guard !properties.isHidden else { return [] }
        var context = _DisplayListContext(visible: nil, scratch: nil)
        context.modelOnly = model
        appendContentAndSublayers(properties: properties, localTime: t,
                                  toScreen: .identity, opacity: 1, clips: [], context: &context, into: &items)
        return items
    }

    /// `records` and `isLeaf` are the layer's animation records and whether it has no sublayers,
    /// read once by the caller. `placed` is the layer's transform to the screen when the caller
    /// has already found it shows (`stillLeafPlacement`).
    private func appendItems(
        properties p: LayerProperties, records: [AnimationRecord], isLeaf: Bool,
        localTime: CFTimeInterval, parentToScreen: ProjectiveTransform,
        parentSublayerTransform: CATransform3D?, opacity inherited: Double, clips: [DisplayClip],
        context: inout _DisplayListContext, into items: inout [DisplayItem], placed: ProjectiveTransform? = nil
    ) {
        let opacity = inherited * p.opacity
        guard opacity > 0 else { return }
        let toScreen = placed ?? Self.levelTransform(of: p, parentSublayerTransform: parentSublayerTransform)
            .concatenating(parentToScreen)
        // A single-sided layer turned away shows nothing, nor anything flattened into its plane.
        if !isDoubleSided && Self.facesAway(toScreen) { return }

        // A transition animates `isHidden` like any other change: hiding a layer under a
        // transition shows the old picture going, showing one brings the new picture in.
        // (Most layers have no animations: their list is only searched when not empty.)
        guard !records.isEmpty, let (transition, progress) = activeTransition(in: records, atLayerTime: localTime) else {
            guard !p.isHidden else { return }
            // The cheap test first; the layer's own properties only for what lies off screen.
            if placed == nil, let visible = context.visible,
               !visible.mayShow(p.bounds.size, boundsOrigin: p.bounds.origin, under: toScreen),
               p.masksToBounds || isLeaf, drawsOnlyInsideBounds(p) {
                return
            }
            appendContentAndSublayers(properties: p, localTime: localTime, toScreen: toScreen,
                                      opacity: opacity, clips: clips, context: &context, into: &items)
            return
        }
        let placement = transition.placement(progress: progress, bounds: p.bounds)
        // The old picture and the new content go straight into `items`, in painting order.
        if !placement.oldOnTop {
            appendOldPicture(of: transition, placement: placement, toScreen: toScreen, opacity: opacity,
                             clips: clips, context: &context, into: &items)
        }
        if !p.isHidden, placement.new.opacity > 0 {
            appendContentAndSublayers(properties: p, localTime: localTime,
                                      toScreen: placement.new.transform.concatenating(toScreen),
                                      opacity: opacity * placement.new.opacity, clips: clips, context: &context, into: &items)
        }
        if placement.oldOnTop {
            appendOldPicture(of: transition, placement: placement, toScreen: toScreen, opacity: opacity,
                             clips: clips, context: &context, into: &items)
        }
    }

    /// A transition's picture of the old state, where `placement` puts it over the layer's plane.
    private func appendOldPicture(
        of transition: CATransition, placement: TransitionPlacement, toScreen: ProjectiveTransform, opacity: Double,
        clips: [DisplayClip], context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        guard placement.old.opacity > 0, let picture = snapshot(of: transition) else { return }
        context.appendPicture(picture, movedBy: placement.old.transform.concatenating(toScreen),
                              opacity: opacity * placement.old.opacity, clips: clips, into: &items)
    }

    /// Whether a plane drawn through `toScreen` shows its back: the map turns it over (its
    /// determinant is negative where it lies in front of the eye), as a flip past 90° does.
    static func facesAway(_ toScreen: ProjectiveTransform) -> Bool {
        toScreen.determinant < 0
    }

    /// The clip a mask makes, in the plane of the layer it masks (`toScreen` maps that layer's
    /// coordinates), and the alpha it lets through everywhere inside (its opacity times its fill's
    /// or background's alpha); nil when the mask paints nothing, which hides the layer.
    ///
    /// Core Animation docs, mask: "The layer's alpha channel determines how much of the layer's
    /// content and background shows through." A gradient mask's alpha varies over its bounds.
    // Flipbook: a mask's sublayers, its stroke and its contents' own alpha are not part of it (its
    // shape, background and gradient are).
    private func maskClip(_ mask: CALayer, localTime: CFTimeInterval, toScreen: ProjectiveTransform) -> (clip: DisplayClip, alpha: Double)? {
        let t = mask.localTime(fromParentTime: localTime)
        let m = mask._animationRecords.isEmpty ? mask._model : mask.presentationProperties(atLayerTime: t)
        guard !m.isHidden, m.opacity > 0 else { return nil }
        let maskToScreen = Self.levelTransform(of: m, parentSublayerTransform: nil).concatenating(toScreen)
        if let shape = mask as? CAShapeLayer {
            guard let path = m.shape.path, !path.isEmpty, let fill = m.shape.fillColor, fill.alpha > 0 else { return nil }
            return (DisplayClip(transform: maskToScreen, path: path, evenOdd: shape.fillRule == .evenOdd), m.opacity * fill.alpha)
        }
        // Over a gradient its background shows through where the gradient is clear: taken as the
        // gradient alone (a gradient mask has no background in practice).
        let ramp = (mask as? CAGradientLayer)?.displayGradient(m)
        let background = m.backgroundColor?.alpha ?? 0
        guard background > 0 || mask._hasContents || ramp != nil else { return nil }
        let alpha = m.opacity * (ramp == nil && !mask._hasContents ? background : 1)
        var clip: DisplayClip
        if let corners = mask.cornerPath(m) {
            let plane = ProjectiveTransform(translationX: Double(m.bounds.minX), y: Double(m.bounds.minY)).concatenating(maskToScreen)
            clip = mask.cornerClip(m, path: corners, transform: plane)
        } else {
            clip = DisplayClip(transform: maskToScreen, rect: m.bounds, cornerRadius: m.cornerRadius)
        }
        clip.alphaRamp = ramp
        return (clip, alpha)
    }

    /// Background, contents, own drawing, sublayers and border, in Core Animation's order.
    private func appendContentAndSublayers(
        properties p: LayerProperties, localTime: CFTimeInterval, toScreen: ProjectiveTransform,
        opacity: Double, clips outerClips: [DisplayClip], context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        // Core Animation lays out and draws a marked layer before the frame is composited.
        if _needsLayout { layoutIfNeeded() }
        if _needsDisplay { displayIfNeeded() }
        // A mask cuts everything the layer draws.
        var clips = outerClips
        var opacity = opacity
        if let mask = _mask {
            guard let (clip, alpha) = maskClip(mask, localTime: localTime, toScreen: toScreen) else { return }
            clips = context.clips(outerClips, adding: clip)
            // A mask's uniform alpha scales all the layer draws (as its opacity would).
            opacity *= alpha
        }
        // Items live in a plane whose origin is the bounds origin.
        let itemTransform = p.bounds.origin == .zero ? toScreen
            : ProjectiveTransform(translationX: Double(p.bounds.minX), y: Double(p.bounds.minY)).concatenating(toScreen)
        let size = p.bounds.size
        // Corners left square by `maskedCorners`, or continuous ones, make the rounded bounds a path.
        let corners = cornerPath(p)
        let ownClip = corners.map { cornerClip(p, path: $0, transform: itemTransform) }
            ?? DisplayClip(transform: itemTransform, rect: CGRect(origin: .zero, size: size), cornerRadius: p.cornerRadius)
        let innerClips = p.masksToBounds ? context.clips(clips, adding: ownClip) : clips

        // The shadow lies beneath everything the layer draws, offset in its plane, cut by its
        // superlayers' clips — and by its own bounds when it masks to them, which hides it.
        if p.shadowOpacity > 0, p.shadowColor.alpha > 0, let shape = shadowShape(p) {
            let color = p.shadowColor.withAlpha(p.shadowColor.alpha * p.shadowOpacity)
            // A shadow path is in the layer's coordinates, the rounded bounds (or their corner path) in the item plane.
            let plane = shape.path == nil ? itemTransform : toScreen
            let moved = ProjectiveTransform(translationX: Double(p.shadowOffset.width), y: Double(p.shadowOffset.height))
                .concatenating(plane)
            let outline = shape.path ?? corners
            items.append(DisplayItem(transform: moved, size: size,
                                     content: .shadow(DisplayShadow(path: outline, color: color, blurSigma: Double(p.shadowRadius))),
                                     opacity: opacity, cornerRadius: outline == nil ? p.cornerRadius : 0, clips: innerClips))
        }
        if let color = p.backgroundColor, color.alpha > 0 {
            let content: DisplayContent = corners.map { .path(DisplayPath(path: $0, color: color, paint: .fill(.winding))) }
                ?? .fill(color)
            items.append(DisplayItem(transform: itemTransform, size: size, content: content,
                                     opacity: opacity, cornerRadius: corners == nil ? p.cornerRadius : 0, clips: clips))
        }
        if _hasContents {
            appendContents(transform: itemTransform, size: size, opacity: opacity, clips: innerClips,
                           clippedToBounds: p.masksToBounds, context: &context, into: &items)
        }
        appendOwnContent(properties: p, transform: itemTransform, size: size, opacity: opacity, clips: innerClips,
                         context: &context, into: &items)

        // A replicator draws its sublayers once per copy, each moved and delayed from the last.
        if type(of: self) != CALayer.self, let replicator = self as? CAReplicatorLayer, replicator.instanceCount > 1 {
            for k in 0..<replicator.instanceCount {
                let copyOpacity = opacity * replicator.instanceOpacity(k)
                guard copyOpacity > 0 else { continue }
                appendSublayers(properties: p, localTime: localTime - Double(k) * replicator.instanceDelay,
                                toScreen: replicator.instancePlacement(k, bounds: p.bounds).concatenating(toScreen),
                                opacity: copyOpacity, clips: innerClips, context: &context, into: &items)
            }
        } else {
            appendSublayers(properties: p, localTime: localTime, toScreen: toScreen, opacity: opacity,
                            clips: innerClips, context: &context, into: &items)
        }

        if p.borderWidth > 0, p.borderColor.alpha > 0 {
            // Drawn inside the edge: a path's border is its stroke half a width in.
            let content: DisplayContent
            if corners != nil, let inner = cornerPath(p, inset: p.borderWidth / 2) {
                let stroke = StrokeStyle(lineWidth: Double(p.borderWidth), lineJoin: .miter)
                content = .path(DisplayPath(path: inner, color: p.borderColor, paint: .stroke(stroke)))
            } else {
                content = .border(width: p.borderWidth, color: p.borderColor)
            }
            items.append(DisplayItem(transform: itemTransform, size: size, content: content,
                                     opacity: opacity, cornerRadius: corners == nil ? p.cornerRadius : 0, clips: clips))
        }
    }

    /// The `contents` image: a bitmap as an image item, a picture as its items, placed by the
    /// gravity and shown only inside the image's rectangle.
    private func appendContents(transform: ProjectiveTransform, size: CGSize, opacity: Double, clips: [DisplayClip],
                                clippedToBounds: Bool, context: inout _DisplayListContext, into items: inout [DisplayItem]) {
        let image: CGImage
        if contentsRect == Self.unitRect {
            let contents = self.contents
            if let bitmap = contents as? Image {
                items.append(DisplayItem(transform: transform, size: size, content: .image(bitmap, contentsGravity.contentMode),
                                         opacity: opacity, cornerRadius: 0, clips: clips))
                return
            }
            guard let whole = contents as? CGImage else { return }
            image = whole
        } else {
            guard let cut = croppedContents() else { return }
            image = cut
        }
        guard image.width > 0, image.height > 0 else { return }
        switch image.content {
        case .bitmap(let bitmap):
            items.append(DisplayItem(transform: transform, size: size, content: .image(bitmap, contentsGravity.contentMode),
                                     opacity: opacity, cornerRadius: 0, clips: clips))
        case .picture(let picture):
            let w = Double(image.width), h = Double(image.height)
            let placed = contentsPlacement(forPixelSize: CGSize(width: w, height: h), in: size)
            guard placed.width > 0, placed.height > 0 else { return }
            let toScreen = ProjectiveTransform(scaleX: Double(placed.width) / w, y: Double(placed.height) / h)
                .concatenating(ProjectiveTransform(translationX: Double(placed.minX), y: Double(placed.minY)))
                .concatenating(transform)
            // What a picture recorded past its own rectangle does not show (a cropped picture keeps
            // the items that reach into it); under `.resize` the bounds' clip, when there is one, is
            // that cut, and a picture whose items all lie inside needs none.
            let shown: [DisplayClip]
            if (contentsGravity == .resize && clippedToBounds) || image.itemsLieWithin {
                shown = clips
            } else {
                shown = context.clips(clips, adding: DisplayClip(transform: toScreen, rect: CGRect(x: 0, y: 0, width: w, height: h)))
            }
            context.appendPicture(picture, movedBy: toScreen, opacity: opacity, clips: shown, into: &items)
        }
    }

    /// The sublayers' items, in order (sorted by zPosition when one has one), in the plane
    /// `toScreen` maps, at the layer's local time `localTime`, cut by `innerClips`.
    private func appendSublayers(
        properties p: LayerProperties, localTime: CFTimeInterval, toScreen: ProjectiveTransform,
        opacity: Double, clips innerClips: [DisplayClip], context: inout _DisplayListContext, into items: inout [DisplayItem]
    ) {
        let sublayers = _sublayers
        if !sublayers.isEmpty {
            let sublayerTransform = Self.sublayerTransformAboutAnchor(of: p)
            let visible = context.visible
            // Siblings draw in order until one has a zPosition; then the items they added are
            // taken back and all are drawn sorted (rare, and it allocates; the usual case does not).
            let firstItem = items.count
            var needsSorting = false
            var next = 0
            while next < sublayers.count {
                var placed: ProjectiveTransform?
                if let visible {
                    // Past the still leaves that add nothing (most layers of a big tree off screen).
                    (next, placed) = Self.skipStillLeaves(in: sublayers, from: next, visible: visible, parentToScreen: toScreen,
                                                          underSublayerTransform: sublayerTransform != nil, opacity: opacity)
                    guard next < sublayers.count else { break }
                }
                // Unretained: `sublayers` holds it (a layer has weak references to it, so a retain
                // takes the slow path, for every layer of the tree, every frame).
                let stop = Unmanaged.passUnretained(sublayers[next])._withUnsafeGuaranteedRef { layer -> Bool in
                    let isStill = context.modelOnly || layer._animationRecords.isEmpty
                    let isLeaf = layer._sublayers.isEmpty
                    let records = context.modelOnly ? [] : layer.animationRecords
                    // A leaf without animations shows its model values and has nothing timed below it:
                    // its local time is never read, so it is not worked out (most layers are such leaves).
                    let t = isStill && isLeaf ? localTime : layer.localTime(fromParentTime: localTime)
                    let properties = isStill ? layer._model : layer.presentationProperties(atLayerTime: t)
                    if properties.zPosition != 0 { return true }
                    layer.appendItems(properties: properties, records: records, isLeaf: isLeaf, localTime: t, parentToScreen: toScreen,
                                      parentSublayerTransform: sublayerTransform, opacity: opacity,
                                      clips: innerClips, context: &context, into: &items, placed: placed)
                    return false
                }
                next += 1
                if stop {
                    needsSorting = true
                    break
                }
            }
            if needsSorting {
                items.removeSubrange(firstItem...)
                let children = sublayers.enumerated().map { offset, layer -> (CALayer, CFTimeInterval, LayerProperties, Int) in
                    let t = layer.localTime(fromParentTime: localTime)
                    return (layer, t, context.modelOnly ? layer._model : layer.presentationProperties(atLayerTime: t), offset)
                }
                // Stable: siblings of equal zPosition keep their order.
                for (layer, t, properties, _) in children.sorted(by: { ($0.2.zPosition, $0.3) < ($1.2.zPosition, $1.3) }) {
                    layer.appendItems(properties: properties, records: context.modelOnly ? [] : layer.animationRecords, isLeaf: layer._sublayers.isEmpty,
                                      localTime: t, parentToScreen: toScreen,
                                      parentSublayerTransform: sublayerTransform, opacity: opacity,
                                      clips: innerClips, context: &context, into: &items)
                }
            }
        }
    }

    /// The index of the first of `sublayers` from `start` that may add items, with the transform to
    /// the screen `stillLeafPlacement` found for it when it did; `sublayers.count` when none may.
    ///
    /// Skips the still leaves (no animations, no sublayers) that `stillLeafPlacement` finds add
    /// nothing; stops at any other layer, and at a still leaf with a zPosition (the caller then
    /// sorts). This is the loop a frame that shows few of many layers spends its time in; it is
    /// kept apart from the recursive build so that the per-layer tests are inlined into it.
    private static func skipStillLeaves(
        in sublayers: [CALayer], from start: Int, visible: _DisplayListContext.VisibleBox,
        parentToScreen: ProjectiveTransform, underSublayerTransform: Bool, opacity: Double
    ) -> (Int, ProjectiveTransform?) {
        var i = start
        while i < sublayers.count {
            let layer = sublayers[i]
            guard layer._animationRecords.isEmpty, layer._sublayers.isEmpty, layer._model.zPosition == 0 else { return (i, nil) }
            switch layer.stillLeafPlacement(in: visible, parentToScreen: parentToScreen,
                                            underSublayerTransform: underSublayerTransform, opacity: opacity) {
            case .addsNothing: i += 1
            case .shows(let toScreen): return (i, toScreen)
            case .undecided: return (i, nil)
            }
        }
        return (i, nil)
    }

    /// What `stillLeafPlacement` found out about a layer.
    private enum _StillLeafPlacement {
        /// Hidden, transparent or wholly off screen: `appendItems` would add nothing.
        case addsNothing
        /// It may show, through this transform to the screen.
        case shows(ProjectiveTransform)
        /// Not cheaply known (a transformed layer, a sublayer transform above): `appendItems` decides.
        case undecided
    }

    /// For a leaf without animations (it shows its model values), the tests `appendItems` makes
    /// before drawing, from the few values they need, read in place (no copy of the properties).
    ///
    /// Most layers of a big tree are such leaves, and most of those lie off screen: this is the
    /// per-layer cost of a frame that shows few of many. Same arithmetic as `appendItems`, so
    /// the same answers. Inlined into the loop over the sublayers, where it runs for each.
    @inline(always)
    private func stillLeafPlacement(
        in visible: _DisplayListContext.VisibleBox, parentToScreen: ProjectiveTransform,
        underSublayerTransform: Bool, opacity inherited: Double
    ) -> _StillLeafPlacement {
        guard inherited * _model.opacity > 0, !_model.isHidden else { return .addsNothing }
        guard !underSublayerTransform, CATransform3DIsIdentity(_model.transform) else { return .undecided }
        let bounds = _model.bounds
        let toScreen = Self.translationLevel(bounds: bounds, anchorPoint: _model.anchorPoint, position: _model.position)
            .concatenating(parentToScreen)
        if !visible.mayShow(bounds.size, boundsOrigin: bounds.origin, under: toScreen),
           type(of: self) == CALayer.self, _model.masksToBounds || !_hasContents {
            return .addsNothing
        }
        return .shows(toScreen)
    }

    /// Whether everything this layer draws itself lies inside its bounds, so that bounds wholly
    /// off screen mean nothing of its own shows: a plain layer's fill and border do; its image
    /// only when clipped (a content mode may overflow); subclasses (text, snapshots) may not.
    private func drawsOnlyInsideBounds(_ p: LayerProperties) -> Bool {
        // Only a plain CALayer gets here, whose `contents` is its storage (nothing overrides it).
        type(of: self) == CALayer.self && (p.masksToBounds || !_hasContents)
    }

    /// The last transition running at local time `t`, with its progress.
    private func activeTransition(in records: [AnimationRecord], atLayerTime t: CFTimeInterval) -> (CATransition, Double)? {
        for record in records.reversed() where record.isActive {
            if let transition = record.animation as? CATransition, let progress = transition.progress(atParentTime: record.parentTime(atLayerTime: t)) {
                return (transition, progress)
            }
        }
        return nil
    }

    private func snapshot(of transition: CATransition) -> [DisplayItem]? {
        animationRecords.first { $0.animation === transition }?.snapshot
    }
}

/// What the display-list build carries down the tree besides the transforms.
package struct _DisplayListContext {
    /// The screen rectangle that shows, as edges (points), grown by a margin.
    package struct VisibleBox {
        var minX, minY, maxX, maxY: Double

        /// A point of margin on every side: culling never decides at the edge of a pixel.
        static let margin = 1.0

        init(_ rect: CGRect) {
            minX = Double(rect.minX) - Self.margin
            minY = Double(rect.minY) - Self.margin
            maxX = Double(rect.maxX) + Self.margin
            maxY = Double(rect.maxY) + Self.margin
        }

        /// Whether a rectangle of `size` at `boundsOrigin` under `toScreen` may reach the box.
        /// Only affine transforms are judged (with perspective a quad can wrap through
        /// infinity); anything else may show.
        @inline(always)
        func mayShow(_ size: CGSize, boundsOrigin: CGPoint, under toScreen: ProjectiveTransform) -> Bool {
            guard toScreen.m13 == 0, toScreen.m23 == 0, toScreen.m33 == 1 else { return true }
            let x0 = Double(boundsOrigin.x), y0 = Double(boundsOrigin.y)
            let x1 = x0 + Double(size.width), y1 = y0 + Double(size.height)
            var lowX = Double.infinity, lowY = Double.infinity, highX = -Double.infinity, highY = -Double.infinity
            // The four corners, written out: no array of them is made per layer.
            func add(_ x: Double, _ y: Double) {
                let sx = x * toScreen.m11 + y * toScreen.m21 + toScreen.m31
                let sy = x * toScreen.m12 + y * toScreen.m22 + toScreen.m32
                lowX = min(lowX, sx); highX = max(highX, sx)
                lowY = min(lowY, sy); highY = max(highY, sy)
            }
            add(x0, y0)
            add(x1, y0)
            add(x0, y1)
            add(x1, y1)
            guard lowX.isFinite, lowY.isFinite, highX.isFinite, highY.isFinite else { return true }
            return highX >= minX && lowX <= maxX && highY >= minY && lowY <= maxY
        }
    }

    var visible: VisibleBox?
    var scratch: DisplayListScratch?
    /// Every layer shows its model values (`CALayer.render(in:)`).
    var modelOnly = false

    /// `clips` and then `clip`, in storage kept from the last build when there is some.
    mutating func clips(_ clips: [DisplayClip], adding clip: DisplayClip) -> [DisplayClip] {
        makeClipList(count: clips.count + 1) { list in
            list.append(contentsOf: clips)
            list.append(clip)
        }
    }

    /// `own` with its planes moved by `outer`, and then `clips`: a picture's item's clips where the
    /// frame draws the picture. In storage kept from the last build when there is some.
    mutating func clips(_ own: [DisplayClip], movedBy outer: ProjectiveTransform,
                        adding clips: [DisplayClip]) -> [DisplayClip] {
        makeClipList(count: own.count + clips.count) { list in
            for clip in own { list.append(clip.mapped(by: outer)) }
            list.append(contentsOf: clips)
        }
    }

    /// A clip list of `count` clips that `fill` appends: the next of the lists kept from the
    /// last build, refilled, when there is scratch storage; else a new one.
    private mutating func makeClipList(count: Int, _ fill: (inout [DisplayClip]) -> Void) -> [DisplayClip] {
        guard let scratch else {
            var list: [DisplayClip] = []
            list.reserveCapacity(count)
            fill(&list)
            return list
        }
        let i = scratch.nextClipList
        scratch.nextClipList += 1
        if i == scratch.clipLists.count { scratch.clipLists.append([]) }
        // Last frame's items are gone (the list was emptied), so this storage is unshared again
        // and is refilled in place; were it still shared, it would be copied as usual.
        scratch.clipLists[i].removeAll(keepingCapacity: true)
        fill(&scratch.clipLists[i])
        return scratch.clipLists[i]
    }

    /// A picture's items (a snapshot's, drawn in their own plane) appended to `items`, each with
    /// its plane moved by `outer` (applied after its transform), its opacity multiplied by
    /// `opacity`, and shown only inside its own clips, moved likewise, and then `clips`.
    ///
    /// Neighbours that share a clip list (a clipping layer's sublayers) share one moved copy of
    /// it, made in the kept storage when there is some: a frame like the last allocates nothing.
    mutating func appendPicture(_ picture: [DisplayItem], movedBy outer: ProjectiveTransform, opacity: Double,
                                clips: [DisplayClip], into items: inout [DisplayItem]) {
        // The last clip list of the picture's that was moved, and what it became.
        var lastOwn: [DisplayClip] = []
        var lastMoved = clips
        for item in picture {
            var placed = item
            placed.transform = item.transform.concatenating(outer)
            placed.opacity = item.opacity * opacity
            if item.clips.isEmpty {
                placed.clips = clips
            } else {
                // Equal arrays that share storage compare without reading their elements.
                if item.clips != lastOwn {
                    lastOwn = item.clips
                    lastMoved = self.clips(item.clips, movedBy: outer, adding: clips)
                }
                placed.clips = lastMoved
            }
            items.append(placed)
        }
    }
}

/// Storage a display-list build leaves for the next one (the caller keeps it between frames).
package final class DisplayListScratch {
    /// The clip lists made in the last build (clipping layers', and pictures' moved ones), in the
    /// order they were made.
    var clipLists: [[DisplayClip]] = []
    var nextClipList = 0

    package init() {}
}
