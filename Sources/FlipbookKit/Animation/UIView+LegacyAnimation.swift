//  UIView+LegacyAnimation.swift — FlipbookKit
//  Mirrors UIView's begin/commitAnimations blocks (deprecated in iOS 13). Status: partial (a page
//  transition starts when it is set, with the duration and curve set before it).

import Foundation

extension UIView {
    /// The base implementation of `beginAnimations`, which the class body declares overridable.
    static func _baseBeginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        ViewAnimationStack.push(_LegacyAnimationRecorder(animationID: animationID, context: context))
    }

    /// The base implementation of `commitAnimations`, which the class body declares overridable.
    static func _baseCommitAnimations() {
        guard let block = ViewAnimationStack.top as? _LegacyAnimationRecorder else {
            Diagnostics.report("UIView.commitAnimations(): no beginAnimations block is open; nothing was committed.")
            return
        }
        ViewAnimationStack.pop(block)
        block.commit()
    }

    /// The base implementation of `setAnimationStart`, which the class body declares overridable.
    static func _baseSetAnimationStart(_ startDate: Date) { legacyBlock("setAnimationStart")?.startDate = startDate }
    /// The base implementation of `setAnimationDelegate`, which the class body declares overridable.
    static func _baseSetAnimationDelegate(_ delegate: Any?) { legacyBlock("setAnimationDelegate")?.delegate = delegate as AnyObject? }
    /// The base implementation of `setAnimationWillStart`, which the class body declares overridable.
    static func _baseSetAnimationWillStart(_ selector: Selector?) { legacyBlock("setAnimationWillStart")?.willStart = selector }
    /// The base implementation of `setAnimationDidStop`, which the class body declares overridable.
    static func _baseSetAnimationDidStop(_ selector: Selector?) { legacyBlock("setAnimationDidStop")?.didStop = selector }
    /// The base implementation of `setAnimationDuration`, which the class body declares overridable.
    static func _baseSetAnimationDuration(_ duration: TimeInterval) { legacyBlock("setAnimationDuration")?.duration = duration }
    /// The base implementation of `setAnimationDelay`, which the class body declares overridable.
    static func _baseSetAnimationDelay(_ delay: TimeInterval) { legacyBlock("setAnimationDelay")?.delay = delay }
    /// The base implementation of `setAnimationCurve`, which the class body declares overridable.
    static func _baseSetAnimationCurve(_ curve: AnimationCurve) { legacyBlock("setAnimationCurve")?.curve = curve }
    /// The base implementation of `setAnimationRepeatCount`, which the class body declares overridable.
    static func _baseSetAnimationRepeatCount(_ repeatCount: Float) { legacyBlock("setAnimationRepeatCount")?.repeatCount = repeatCount }
    /// The base implementation of `setAnimationRepeatAutoreverses`, which the class body declares overridable.
    static func _baseSetAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        legacyBlock("setAnimationRepeatAutoreverses")?.autoreverses = repeatAutoreverses
    }
    /// The base implementation of `setAnimationBeginsFromCurrentState`, which the class body declares overridable.
    static func _baseSetAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        legacyBlock("setAnimationBeginsFromCurrentState")?.beginsFromCurrentState = fromCurrentState
    }

    /// The base implementation of `setAnimationTransition`, which the class body declares overridable.
    static func _baseSetAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = legacyBlock("setAnimationTransition"), transition != .none else { return }
        let curve: AnimationOptions
        switch block.curve {
        case .easeIn: curve = .curveEaseIn
        case .easeOut: curve = .curveEaseOut
        case .linear: curve = .curveLinear
        default: curve = .curveEaseInOut
        }
        ViewAnimationStack.with(NoAnimationRecorder()) {
            UIView.transition(with: view, duration: block.duration, options: transition.options.union(curve), animations: nil)
        }
    }

    /// The innermost open `beginAnimations` block; outside one UIKit ignores the call, and so does Flipbook, saying so.
    private static func legacyBlock(_ call: String) -> _LegacyAnimationRecorder? {
        if let block = ViewAnimationStack.top as? _LegacyAnimationRecorder { return block }
        Diagnostics.report("UIView.\(call): called outside a beginAnimations/commitAnimations block; ignored.", once: true)
        return nil
    }
}

/// The recorder of a `beginAnimations` block: its changes are made at once and remembered with
/// their start values; `commit()` animates them with the settings made by then.
final class _LegacyAnimationRecorder: ViewAnimationRecorder, _AnimationBlockContext {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    // UIKit docs, setAnimationDuration(_:): "The default value is 0.2."
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var startDate: Date?
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    weak var delegate: AnyObject?
    var willStart: Selector?
    var didStop: Selector?
    /// Each changed property's layer, key and start values (model and on screen), first change first.
    private var changes: [(layer: CALayer, key: String, model: AnimatableValue, shown: AnimatableValue)] = []
    private var changedKeys: Set<_LayerKey> = []

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
    }

    var inheritedDuration: TimeInterval { duration }

    func action(for view: UIView, key: String) -> CAAction? {
        let layer = view.layer
        guard let keyPath = LayerKeyPath(key), let clock = layer.clock else { return nil }
        let id = _LayerKey(layer, key)
        if changedKeys.insert(id).inserted {
            let now = layer.localTime(fromRootTime: clock.time)
            changes.append((layer, key, layer.modelProperties.value(at: keyPath),
                            layer.presentationValue(at: keyPath, atLayerTime: now)))
        }
        return nil
    }

    /// Adds the block's animations, from each property's start value to its model value.
    func commit() {
        let group = _AnimationCompletionGroup(completion: { [self] finished in send(didStop, finished: finished) })
        var wait = delay
        if let startDate { wait += max(0, startDate.timeIntervalSinceNow) }
        var options: UIView.AnimationOptions = beginsFromCurrentState ? [.beginFromCurrentState] : []
        if autoreverses { options.insert(.autoreverse) }
        let recorder = _BlockAnimationRecorder(duration: duration, delay: wait, options: options, pacing: .curve(curve), group: group)
        if repeatCount > 0 { recorder.repeatOverride = (CGFloat(repeatCount), autoreverses) }
        send(willStart, finished: nil)
        if duration > 0, UIView.areAnimationsEnabled {
            CATransaction.begin()
            for change in changes {
                guard let clock = change.layer.clock, let keyPath = LayerKeyPath(change.key) else { continue }
                let now = change.layer.localTime(fromRootTime: clock.time)
                let from = beginsFromCurrentState ? change.shown : change.model
                change.layer.add(recorder.animation(of: change.layer, key: change.key, parsed: keyPath, from: from, now: now),
                                 forKey: change.key)
            }
            CATransaction.commit()
        }
        group.seal()
    }

    /// Sends `selector` to the delegate with as many of the animation ID, `finished` (for the
    /// did-stop selector) and the context as it takes.
    private func send(_ selector: Selector?, finished: Bool?) {
        guard let selector, let delegate else { return }
        var arguments: [Any?] = [animationID]
        if let finished { arguments.append(NSNumber(value: finished)) }
        arguments.append(context)
        let count = selector.argumentCount
        _ = ObjCRuntime.deliver(selector, to: delegate, arguments: Array(arguments.prefix(count)))
    }
}
