//  CALayer+Animations.swift — FlipbookCore
//  Mirrors CALayer's animation management and presentation(). Status: complete.

import Foundation
import FlipbookGraphics

extension CALayer {
    /// The base implementation of `add`, which the class body declares overridable.
    final func _baseAdd(_ anim: CAAnimation, forKey key: String?) {
        add(anim, forKey: key, in: nil)
    }

    /// Attaches a copy of `anim` (or `anim` itself when handed over, see `CAAnimation.handover`)
    /// running in `domain`'s time (Flipbook addition, for property animators): its `beginTime` is
    /// relative to the domain and is not resolved.
    package func add(_ anim: CAAnimation, forKey key: String?, in domain: TimeDomain?) {
        let copy = anim.handover == .running ? anim : anim.copyAnimation()
        anim.handover = .none
        if let basic = copy as? CABasicAnimation, basic.hasNoValues,
           let pending = pendingImplicitFrom, pending.key == basic.keyPath {
            basic.fromValue = pending.value
        }
        // Expected: CATransaction.h — the transaction's duration is the default for animations
        // added to layers, and a non-nil timing function is given to those that have none.
        _ = CATransaction.currentTransaction
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if copy.timingFunction == nil { copy.timingFunction = CATransaction.animationTimingFunction() }
        if let key { removeAnimation(forKey: key) }
        let clock = self.clock
        let transactions = CATransaction.openTransactions
        let record = AnimationRecord(key: key, animation: copy, layer: self, transactions: transactions, domain: domain)
        for transaction in transactions { transaction.animationAdded(on: clock) }
        if let clock { activate(record, on: clock) }
        updateAnimationRecords { $0.append(record) }
    }

    /// The base implementation of `animation`, which the class body declares overridable.
    final func _baseAnimation(forKey key: String) -> CAAnimation? {
        animationRecords.last { $0.key == key }?.animation
    }

    /// The base implementation of `animationKeys`, which the class body declares overridable.
    final func _baseAnimationKeys() -> [String]? {
        let keys = animationRecords.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The base implementation of `removeAnimation`, which the class body declares overridable.
    final func _baseRemoveAnimation(forKey key: String) {
        let removed = animationRecords.filter { $0.key == key }
        updateAnimationRecords { $0.removeAll { $0.key == key } }
        for record in removed { cancel(record) }
    }

    /// Drops this layer's animations and its sublayers' without stopping them: no delegate or
    /// completion runs. For a window that goes away mid-animation, whose animations' completion
    /// blocks would otherwise keep what they captured (a transition, its views) alive.
    package func discardAnimationsInTree() {
        var layers = [self]
        while let layer = layers.popLast() {
            layer.updateAnimationRecords { $0.removeAll() }
            layers.append(contentsOf: layer.sublayers ?? [])
        }
    }

    /// The base implementation of `removeAllAnimations`, which the class body declares overridable.
    final func _baseRemoveAllAnimations() {
        let removed = animationRecords
        updateAnimationRecords { $0.removeAll() }
        for record in removed { cancel(record) }
    }

    private func cancel(_ record: AnimationRecord) {
        guard record.isActive, let clock else {
            // Never reached a clock: nothing started, but transactions stop waiting.
            record.didStop = true
            let waiting = record.transactions
            record.transactions = []
            for transaction in waiting { transaction.animationStopped() }
            return
        }
        clock.unregister(record)
        clock.schedule(at: clock.time) { record.stop(finished: false) }
    }

    /// Resolves a record's begin time and hands it to the clock.
    package func activate(_ record: AnimationRecord, on clock: MediaClock) {
        guard !record.isActive else { return }
        // The record holds the layer's own copy: what cannot run is replaced there, and said.
        let replaced = record.animation.replaceInvalidNumbers()
        if !replaced.isEmpty {
            let name = (record.animation as? CAPropertyAnimation)?.keyPath.map { "the '\($0)' animation" } ?? "the animation"
            reportMisuse("CALayer.add(_:forKey:): \(name) has \(replaced.joined(separator: ", ")).")
        }
        if record.domain == nil, record.animation.beginTime == 0 {
            record.animation.beginTime = localTime(fromRootTime: clock.time)
        }
        if record.animation.containsTransition {
            record.snapshot = displayItemsInOwnSpace(atLayerTime: localTime(fromRootTime: clock.time))
        }
        if let property = record.animation as? CAPropertyAnimation, property.parsedKeyPath == nil {
            clock.report("CALayer.add(_:forKey:): '\(property.keyPath ?? "nil")' is not an animatable key path of CALayer; the animation has no effect.")
        }
        record.isActive = true
        if record.domain != nil { record.didStart = true }
        clock.register(record)
    }

    /// Activates the animations added while this subtree had no clock.
    package func activatePendingAnimations(on clock: MediaClock) {
        forEachLayerInSubtree { layer in
            for record in layer.animationRecords where !record.isActive && !record.didStop {
                layer.activate(record, on: clock)
            }
        }
    }

    /// Drops a finished record that is removed on completion.
    package func removeFinished(_ record: AnimationRecord) {
        updateAnimationRecords { $0.removeAll { $0 === record } }
    }

    /// Changes the animation list with no access to its storage held meanwhile, as
    /// `updateSublayers` does the sublayer list (see `_sublayers`).
    @inline(__always)
    final func updateAnimationRecords(_ change: (inout [AnimationRecord]) -> Void) {
        Self.noteTreeChange()
        var records: [AnimationRecord] = []
        swap(&records, &_animationRecords)
        change(&records)
        swap(&records, &_animationRecords)
    }

    // MARK: Presentation

    /// The base implementation of `presentation`, which the class body declares overridable.
    final func _basePresentation() -> Self? {
        if modelLayerStorage != nil { return self }
        guard let clock else { return nil }
        return presentation(atRootTime: clock.time)
    }

    /// The base implementation of `model`, which the class body declares overridable.
    final func _baseModel() -> Self {
        (modelLayerStorage as? Self) ?? self
    }

    // MARK: - Flipbook addition

    /// The presentation copy at clock time `t`, whether or not a clock drives the tree.
    package func presentation(atRootTime t: CFTimeInterval) -> Self {
        let copy = Self(layer: self)
        copy._model = presentationProperties(atLayerTime: localTime(fromRootTime: t))
        copy.modelLayerStorage = self
        return copy
    }

    /// The model values with every active animation applied at local time `t`. Pure.
    ///
    /// The one thing kept: the box of rarely set properties the result uses, so that a later
    /// evaluation changes it in place once the frame holding this one lets it go (up to three
    /// results may be held at once, see `LayerProperties.KeptExtraStorage`).
    package func presentationProperties(atLayerTime t: CFTimeInterval) -> LayerProperties {
        var properties = _model
        guard !_animationRecords.isEmpty else { return properties }
        // Moved out first, so the access to the stored property is short (see `_sublayers`).
        var (slot, kept) = _presentationExtras.take()
        properties.reuseExtraStorage(&kept)
        // Unretained: the list held here keeps each record, and each record its animation (a
        // retain of an object with weak references to it takes the slow path, for every one).
        let records = _animationRecords
        for i in records.indices {
            Unmanaged.passUnretained(records[i])._withUnsafeGuaranteedRef { record in
                guard record.isActive else { return }
                let time = record.parentTime(atLayerTime: t)
                Unmanaged.passUnretained(record.animation)._withUnsafeGuaranteedRef { $0.apply(to: &properties, atParentTime: time) }
            }
        }
        _presentationExtras.put(properties.extraStorage, slot: slot)
        return properties
    }

    /// `presentationProperties(atLayerTime: t).value(at: keyPath)`, without evaluating the
    /// animations when none of them can change it: each of thousands of views changed in one
    /// animation block is asked for the value it starts from, and animates other keys already.
    package func presentationValue(at keyPath: LayerKeyPath, atLayerTime t: CFTimeInterval) -> AnimatableValue {
        let field = keyPath.field
        let records = _animationRecords
        for i in records.indices {
            let mayChange = Unmanaged.passUnretained(records[i])._withUnsafeGuaranteedRef { record in
                record.isActive && record.animation.onlyChangedField.map { $0 == field } ?? true
            }
            if mayChange { return presentationProperties(atLayerTime: t).value(at: keyPath) }
        }
        return _model.value(at: keyPath)
    }
}

extension CALayer {
    // MARK: - Flipbook addition (for UIKit's animation APIs)

    /// The model value of an animatable layer key such as `"position"`; nil for other keys.
    package func modelValue(forKey key: String) -> AnimatableValue? {
        LayerKeyPath(key).map { _model.value(at: $0) }
    }

    /// The value of an animatable key as it shows now (the model value without a clock).
    package func presentationValue(forKey key: String) -> AnimatableValue? {
        guard let keyPath = LayerKeyPath(key) else { return nil }
        guard let clock else { return _model.value(at: keyPath) }
        return presentationValue(at: keyPath, atLayerTime: localTime(fromRootTime: clock.time))
    }

    /// Sets the model value of an animatable key without running any action.
    package func setModelValue(_ value: AnimatableValue, forKey key: String) {
        guard let keyPath = LayerKeyPath(key) else { return }
        // Set on a copy: `setValue` is not held inside an access to `_model` (see there).
        var properties = _model
        properties.setValue(value, at: keyPath)
        _model = properties
    }
}
