//  Player.swift — FlipbookPlayer
//  The previewer's brain: events in, frames out; no terminal, no wall clock.

import Foundation
import FlipbookKit
import FlipbookRender

/// What the player asks of whoever runs it.
public enum PlayerCommand: Equatable, Sendable {
    case quit
}

/// The previewer as a model: `update(_:)` takes an event, `render()` draws the current state.
///
/// Time: the scene's window has its own `MediaClock`. In live mode each `.tick(dt)` advances
/// it by `dt × speed`. Every user action on the scene is logged with the scene time it
/// happened at. To show an earlier moment than the scene has reached — scrubbing back, even
/// past a completed transition, or looping — the player rewinds the scene's clock when nothing
/// has happened since that time, or else takes a spare scene replayed up to the start of the
/// current take (`SpareScenes`) and runs it on; only a seek further back rebuilds the scene
/// from the demo's factory and replays the log. The engine is deterministic (no wall clock,
/// fixed-step physics), so the replay is the same scene, frame for frame; and replaying is
/// cheap, since the clock jumps from one action to the next.
public final class Player {
    public enum Mode: String, Sendable {
        /// The clock runs; keys act on the app.
        case live
        /// The clock is stopped; arrows move the playhead.
        case scrub
        /// Transitions start under the player's hand; arrows drive them, Enter lets go.
        case interactive
    }

    /// Speeds `[` and `]` step through (×0.1 slow motion up to ×4).
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4]
    /// The smallest terminal the previewer draws in.
    public static let minimumSize = (columns: 40, rows: 12)
    /// One frame for `.` and `,`, seconds.
    public static let frameDuration = 1.0 / 60
    /// The longest a take is followed to find its end, seconds.
    static let takeLimit = 30.0

    public let registry: DemoRegistry
    public private(set) var demoIndex: Int
    public private(set) var scene: DemoScene
    public private(set) var mode: Mode = .live
    public private(set) var speed: Double
    /// The size of the device the scene is built for, in points.
    public private(set) var deviceSize: CGSize
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var showsHelp = false
    /// Whether the HUD shows (`h` hides it, giving the device the whole terminal).
    public private(set) var showsHUD = true
    /// Whether a script drives the player (`flipbook play`): its keys are the script's, and the
    /// hints say only what the pacer takes (space, q).
    public var isScripted = false
    public private(set) var isLooping = false
    /// The current take, measured: one that began with an estimated length is measured first.
    public var take: Take? {
        settleTake()
        return currentTake
    }
    /// The current take as known now: its length may still be the clock's estimate, which the
    /// HUD shows while it plays (see `beginTake`).
    private(set) var currentTake: Take? {
        didSet { if currentTake?.isEstimate != true { takeAsked = nil } }
    }
    /// What animated as the take began, kept for the HUD once nothing runs any more (the take's
    /// lanes and curve stay on screen until the next take begins).
    public private(set) var takeInventory: AnimationInventory?
    public let renderer: Renderer
    /// The colour mode asked for that the terminal could not show, and why: the header says so
    /// beside the mode shown instead, while the renderer draws in it.
    public var colorDowngrade: ColorDowngrade?
    /// The user's actions on the scene, sorted by time.
    package private(set) var log: [LoggedAction] = []
    /// How many of the log's actions the live scene has performed (those at or before its time).
    private var performed = 0
    /// Scenes replayed to the start of the current take, for seeks back and take probes.
    private(set) var spares: SpareScenes
    /// The duration an estimated take's transition asks for, for the message should it be cut.
    private var takeAsked: (() -> Double)?
    /// The last change made by an arrow in interactive mode (for "flicked forward").
    private var lastInteractiveStep = 0.0
    private var frame: CellBuffer
    /// What the frame keeps from one render to the next (texts, colours, the animation inventory).
    let viewCache = PlayerViewCache()
    /// The inspector: the hierarchy panel, the selected view, its motion path.
    public internal(set) var inspector = Inspector()
    /// Whether the left button went down on the device and is still held: a finger on the screen.
    private var isTouching = false
    /// The hierarchy panel's rows, with the tree they were made from.
    var hierarchyCache: (key: HierarchyKey, rows: [InspectableView])?
    /// The selected view followed through the take (its motion path, its lanes' plots).
    var traceCache: SelectionTrace?

    /// The values the demo's scene is built with (its parameters, tuned in the panel or set).
    public private(set) var parameterValues: ParameterValues
    /// The parameters panel (`t`): which row is picked, whether it shows.
    public internal(set) var parametersPanel = ParametersPanel()
    /// Each demo's tuned values, kept while others are shown.
    private var tunedValues: [Int: ParameterValues] = [:]

    public var demo: Demo { registry.demos[demoIndex] }
    /// The scene's clock time.
    public var sceneTime: Double { scene.window.clock.time }
    public var isPaused: Bool { mode == .scrub }

    /// `glyphs` are the characters the terminal can show: with `.ascii` (a locale that is not
    /// UTF-8) the HUD is drawn in ASCII and `b` keeps to the ASCII blitter.
    /// `values` are the first demo's parameters (its defaults when nil, or when they are another
    /// demo's).
    public init(registry: DemoRegistry, demo name: String? = nil, values: ParameterValues? = nil, speed: Double = 1,
                deviceSize: CGSize = UIWindow.iPhoneScreenSize,
                blitter: BlitterKind = .halfBlock, colorMode: ColorMode = .trueColor, glyphs: GlyphSet = .unicode,
                columns: Int = 120, rows: Int = 36) {
        precondition(!registry.demos.isEmpty, "a player needs at least one demo")
        self.registry = registry
        demoIndex = name.flatMap(registry.index(named:)) ?? 0
        self.deviceSize = deviceSize
        let defaults = registry.demos[demoIndex].defaultValues
        parameterValues = values.flatMap { $0.parameters == defaults.parameters ? $0 : nil } ?? defaults
        let makeScene = Self.sceneFactory(registry.demos[demoIndex], deviceSize: deviceSize, values: parameterValues)
        scene = makeScene()
        spares = SpareScenes(makeScene: makeScene, buildWeight: Self.viewCount(scene))
        self.speed = speed
        self.columns = columns
        self.rows = rows
        renderer = Renderer(blitter: blitter, colorMode: colorMode)
        renderer.glyphs = glyphs
        frame = CellBuffer(width: columns, height: rows)
        followOpeningAnimation()
        scene.window.makeCurrent()
    }

    /// A demo whose scene animates as it appears (a property animator started in viewDidAppear)
    /// gets that animation as its first take, from time 0.
    private func followOpeningAnimation() {
        guard !sceneIsIdle else { return }
        if let transition = scene.window.activeTransition {
            beginTake(for: transition, at: 0)
        } else {
            beginTake(kind: .animation, animatorName: "animations started on appearance", style: nil, at: 0)
        }
    }

    /// Whether the player wants ticks: the clock runs and something moves (or loops).
    public var isAnimating: Bool {
        guard mode != .scrub else { return false }
        return isLooping || !sceneIsIdle
    }

    /// How far the take has got, 0…1, as UIKit measures it — what the HUD's percent and playhead
    /// and a script's `expect percent` read. A transition driven by an interaction controller (under
    /// the hand, then running on after its release) reads its progress; a property animator its
    /// `fractionComplete`, which falls while reversed. Once it has ended, where it ended: 0 at its
    /// start (a cancelled transition, an animator finished at `.start`), else 1. Otherwise —
    /// animations on their own time — the time since the take began over its length.
    public var takeFraction: Double {
        settleTake()
        return shownFraction
    }

    /// `takeFraction` of the take as known now, its length perhaps still estimated: what a frame shows.
    var shownFraction: Double {
        guard let take = currentTake else { return 0 }
        let window = scene.window
        if take.kind == .animation {
            if let p = window.propertyAnimatorProgress { return p }
            if let end = window.lastPropertyAnimatorEnd, end.time >= take.start, end.position != .current, sceneIsIdle {
                return end.position == .start ? 0 : 1
            }
        } else {
            if let p = window.transitionProgress { return p }
            if let end = window.lastTransitionEnd, end.time >= take.start, window.activeTransition == nil { return end.cancelled ? 0 : 1 }
        }
        return take.fraction(at: sceneTime)
    }

    /// UIKit's complaints about the scene (its clock's diagnostics), then the previewer's own
    /// about the take (`Take.diagnostic`): what the HUD's Diagnostics show, oldest first.
    public var diagnostics: [String] {
        let messages = scene.window.clock.diagnostics
        guard let note = currentTake?.diagnostic else { return messages }
        return messages + [note]
    }

    var sceneIsIdle: Bool {
        !scene.window.clock.hasRunningAnimations && scene.window.activeTransition == nil
    }

    // MARK: Update

    /// Applies an event; returns a command for the runner (quit), if any.
    @discardableResult
    public func update(_ event: PlayerEvent) -> PlayerCommand? {
        // Whether the frame after this update is one of an animation (it was, or it starts one).
        let wasAnimating = isAnimating
        switch event {
        case .tick(let dt):
            tick(dt)
        case let .resize(columns, rows):
            self.columns = max(columns, 0)
            self.rows = max(rows, 0)
        case .mouse(let mouse):
            handle(mouse)
        case .key(let key):
            let command = handle(key)
            buildSpare(showsAnimation: wasAnimating || isAnimating)
            return command
        case .showDemo(let index):
            switchDemo(to: index)
        case let .device(width, height):
            deviceSize = CGSize(width: width, height: height)
            switchDemo(to: demoIndex)
        case .speed(let speed):
            self.speed = speed
        case let .tap(x, y):
            act(.tap(x: x, y: y))
        case let .touch(phase, x, y, finger):
            act(.touch(phase, x: x, y: y, finger: finger))
        case .select(let item):
            act(.selectItem(item))
        case .scrub(let fraction):
            scrub(toFraction: fraction)
        case .drag(let fraction):
            drag(toFraction: fraction)
        case .release(let velocity):
            release(velocity: velocity)
        }
        buildSpare(showsAnimation: wasAnimating || isAnimating)
        return nil
    }

    /// A step of replacing a spare scene used up by a seek back, if one is missing, or of bringing
    /// one up to the take's start: heavy ones wait while the update `showsAnimation`. Looping, the
    /// spare is due when the loop next comes back to the take's start.
    private func buildSpare(showsAnimation: Bool) {
        var updatesLeft: Int?
        if isLooping, mode != .scrub, let take = currentTake {
            updatesLeft = Int(saturating: (take.end + Self.loopPause - sceneTime) / (Self.frameDuration * speed), rounding: .down)
        }
        if spares.work(log: log, updatesLeft: updatesLeft, showsAnimation: showsAnimation) {
            scene.window.makeCurrent()
        }
        // A heavy take is measured once the scene rests (its last frame is on screen by then).
        if !showsAnimation, sceneIsIdle { settleTake() }
    }

    /// Whether the player has work to do between frames — spare scenes to build, or to bring up
    /// to the current take — that an update showing animation may not take (a shatter's thousands
    /// of animations started again). A runner with nothing to show sends `.tick(0)` meanwhile: it
    /// moves nothing, and does a step of that work.
    public var hasBackgroundWork: Bool { spares.hasWork(log: log) || currentTake?.isEstimate == true }

    private func tick(_ dt: Double) {
        guard mode != .scrub, dt > 0 else { return }
        var target = sceneTime + dt * speed
        if isLooping, let estimated = currentTake, target > estimated.end + Self.loopPause,
           let take, target > take.end + Self.loopPause {
            seek(to: take.start)
            target = take.start
        }
        seek(to: target)
        // Still running past its estimated end (a completion started more): measured now.
        if let estimated = currentTake, estimated.isEstimate, sceneTime > estimated.end, !sceneIsIdle { settleTake() }
    }

    /// The pause at the end of a loop before it starts again, seconds.
    static let loopPause = 0.5

    private func handle(_ key: Key) -> PlayerCommand? {
        if showsHelp, key.code != .character("?") {
            showsHelp = false
            if key.code == .escape { return nil }
        }
        if let action = editingAction(for: key) {
            act(action)
            return nil
        }
        if parametersPanel.isOpen, handleParametersKey(key) { return nil }
        switch key.code {
        case .character("q"), .character("Q"):
            return .quit
        case .character("?"):
            showsHelp.toggle()
        case .character("h"):
            showsHUD.toggle()
        case .character("v"):
            inspector.showsViews.toggle()
            if inspector.showsViews { parametersPanel.isOpen = false }
        case .character("t"):
            toggleParametersPanel()
        case .character("m"):
            inspector.showsMotionPath.toggle()
        case .character(" "):
            togglePause()
        case .character("["):
            stepSpeed(-1)
        case .character("]"):
            stepSpeed(1)
        case .character("l"):
            isLooping.toggle()
        case .character("n"), .tab:
            switchDemo(to: demoIndex + 1)
        case .character("p"), .backTab:
            switchDemo(to: demoIndex - 1)
        case .character(let c) where c.isNumber && c != "0":
            if let n = c.wholeNumberValue, n <= registry.demos.count { switchDemo(to: n - 1) }
        case .character("b"):
            // Only the ASCII blitter draws in ASCII.
            renderer.blitter = Self.next(after: renderer.blitter, in: renderer.glyphs == .ascii ? [.ascii] : BlitterKind.allCases)
        case .character("c"):
            renderer.colorMode = Self.next(after: renderer.colorMode, in: ColorMode.allCases)
        case .character("i"):
            toggleInteractive()
        case .character("r"):
            act(.reverse)
        case .character("."):
            scrub(byTime: Self.frameDuration)
        case .character(","):
            scrub(byTime: -Self.frameDuration)
        case .left, .right:
            arrow(horizontal: key.code == .right ? 1 : -1, big: key.modifiers.contains(.shift))
        case .up, .down:
            if inspector.showsViews {
                moveViewSelection(by: key.code == .down ? 1 : -1)
            } else if mode == .live {
                act(.moveSelection(dx: 0, dy: key.code == .down ? 1 : -1))
            }
        case .pageUp, .pageDown:
            scrub(byFraction: key.code == .pageDown ? 0.1 : -0.1)
        case .home:
            scrub(toFraction: 0)
        case .end:
            scrub(toFraction: 1)
        case .enter:
            enter()
        case .escape where inspector.showsViews:
            // The panel takes Esc before the app does: it closes, the selection with it (`v` closes
            // it and keeps the selection, to watch that view as the transition plays).
            inspector.showsViews = false
            select(nil)
        case .escape, .backspace:
            if mode == .scrub { togglePause() } else { act(.back) }
        case .character, .delete, .insert, .function:
            break
        }
        return nil
    }

    /// What the keys type into now, for the key hints: nil unless a field or text view is edited.
    var editingKind: String? {
        guard let editor = scene.textEditor else { return nil }
        return editor is UITextView ? "UITextView" : "UITextField"
    }

    /// While a text field or text view is edited in live mode, the keys a hardware keyboard
    /// would send it: characters (without Ctrl or Alt) type, Return is "\n", Backspace deletes,
    /// ← → Home End move the insertion point, Esc ends editing. Everything else stays the player's.
    private func editingAction(for key: Key) -> SceneAction? {
        guard mode == .live, !inspector.showsViews, scene.textEditor != nil else { return nil }
        if !key.modifiers.isDisjoint(with: [.control, .alt]) { return nil }
        switch key.code {
        case .character(let c): return .insertText(String(c))
        case .enter: return .insertText("\n")
        case .backspace: return .deleteBackward
        case .left: return .moveInsertionPoint(by: -1)
        case .right: return .moveInsertionPoint(by: 1)
        case .home: return .moveInsertionPointToEnd(false)
        case .end: return .moveInsertionPointToEnd(true)
        case .escape: return .endEditing
        default: return nil
        }
    }

    // MARK: Actions on the scene

    /// Performs a user action now, logs it, and follows the take it starts.
    private func act(_ action: SceneAction) {
        if mode == .scrub { resumeLive() }
        // A new action rewrites the future: forget logged actions after now.
        let now = sceneTime
        var kept = log.count  // the log is sorted: look from its end, not through the session
        while kept > 0, log[kept - 1].time > now { kept -= 1 }
        log.removeSubrange(kept...)
        spares.forget(after: now)
        let before = scene.window.activeTransition
        // What ran before, to tell what the action starts (a transition running is told by identity).
        let running = before == nil ? runningAnimations : nil
        let registered = scene.window.clock.animationsRegistered
        scene.perform(action)
        log.append(LoggedAction(time: now, action: action, weight: scene.window.clock.animationsRegistered - registered))
        performed = log.count
        switch action {
        case .reverse:
            // Animators turned round end elsewhere, not at the take's end: the take keeps its start
            // and is measured again from here (a transition let go of keeps its nominal length).
            if before == nil, currentTake != nil, !sceneIsIdle { measureTakeAgain(from: now) }
        case .primary, .back, .tap, .touch, .insertText, .deleteBackward, .moveInsertionPoint, .moveInsertionPointToEnd, .endEditing:
            if let transition = scene.window.activeTransition, transition !== before {
                beginTake(for: transition, at: now)
            } else if before == nil, !sceneIsIdle, running.map({ startedAnimations(since: $0) }) ?? true {
                // Only what the action started is a new take: Enter on the square while its animator
                // still runs starts nothing, and the take stays the one that runs.
                beginTake(kind: .animation, animatorName: "UIKit animations", style: nil, at: now)
            }
        default:
            break
        }
        scene.window.makeCurrent()  // spares dropped or run on meanwhile may have been made key
    }

    /// The animations running in the scene now; nil when it is idle.
    private var runningAnimations: AnimationSignature? {
        guard !sceneIsIdle else { return nil }
        var signature = AnimationSignature()
        signature.read(scene.window)
        return signature
    }

    /// Whether an animation runs in the scene now that did not in `earlier`.
    private func startedAnimations(since earlier: AnimationSignature) -> Bool {
        var now = AnimationSignature()
        now.read(scene.window)
        return now.hasAnimation(notIn: earlier)
    }

    /// The take with its end found again from `now` on (a reversal moved it), its start kept.
    private func measureTakeAgain(from now: Double) {
        guard let take = currentTake else { return }
        var recorder: SelectionTrace.Recorder?
        let rest = measureTake(from: now, recording: &recorder)
        scene.window.makeCurrent()
        currentTake?.length = max(now - take.start + (rest ?? Self.takeLimit), Self.frameDuration)
        currentTake?.isEstimate = false
    }

    private func beginTake(for transition: ViewControllerTransition, at start: Double) {
        beginTake(kind: Take.Kind(transition.operation), animatorName: String(describing: type(of: transition.animator)),
                  style: transition.styleName, at: start, nominal: transition.isInteractive ? transition.duration : nil,
                  asked: { transition.duration })
    }

    /// `asked`: the duration a transition's animator asks for, read (and named) only when the take is cut.
    private func beginTake(kind: Take.Kind, animatorName: String, style: String?, at start: Double, nominal: Double? = nil,
                           asked: (() -> Double)? = nil) {
        spares.moveCheckpoint(to: start)
        takeInventory = AnimationInventory(window: scene.window, takeStart: start)
        var take = Take(start: start, length: max(nominal ?? 0, Self.frameDuration), kind: kind, animatorName: animatorName, style: style)
        guard nominal == nil else {
            currentTake = take  // a transition under the hand: its nominal length
            return
        }
        // A view picked before the take is followed by the probe that measures it.
        var recorder = inspector.selection.map { selection in
            SelectionTrace.Recorder(name: selection.name, path: selection.path,
                                    keyPaths: takeInventory?.lanes.filter { $0.view == selection.name }.map(\.keyPath) ?? [])
        }
        // An action too heavy to perform again in one update (thousands of animations) is not
        // probed now: its length is the clock's forecast until the scene rests (or a seek needs it).
        let weight = log.last { $0.time <= start }.map { $0.time == start ? $0.weight : 0 } ?? 0
        let forecast = recorder == nil && weight > SpareScenes.heavyWeight ? scene.window.clock.scheduledEnd : nil
        take.length = max((forecast ?? start) - start, Self.frameDuration)
        take.isEstimate = true
        currentTake = take
        takeAsked = asked
        guard forecast == nil else { return }
        settleTake(recording: &recorder)
        if let recorder, let selection = inspector.selection, let take = currentTake {
            traceCache = SelectionTrace(key: traceKey(take: take, selection: selection), recorded: recorder)
        }
    }

    /// Measures the current take if its length is still an estimate: a probe replays its start and
    /// runs it to its end (`measureTake`), following the selected view with `recorder`.
    private func settleTake(recording recorder: inout SelectionTrace.Recorder?) {
        guard var take = currentTake, take.isEstimate else { return }
        let measured = measureTake(from: take.start, recording: &recorder)
        scene.window.makeCurrent()
        take.length = max(measured ?? Self.takeLimit, Self.frameDuration)
        take.isEstimate = false
        if measured == nil {
            take.diagnostic = Self.cutTakeMessage(kind: take.kind, animatorName: take.animatorName, asked: takeAsked?())
        }
        currentTake = take
    }

    private func settleTake() {
        var recorder: SelectionTrace.Recorder?
        settleTake(recording: &recorder)
    }

    /// What the HUD says of a take still running at `takeLimit`: its timeline stops there, so its
    /// percent reads 100 at 30 s however far the transition really is.
    static func cutTakeMessage(kind: Take.Kind, animatorName: String, asked: Double?) -> String {
        let limit = CALayer.diagnosticNumber(takeLimit)
        let what = kind == .animation ? "\(animatorName.prefix(1).uppercased())\(animatorName.dropFirst()) did"
            : "\(animatorName)'s \(kind.rawValue) transition did"
        let duration = asked.map { " (its transitionDuration(using:) is \(CALayer.diagnosticNumber($0)) s)" } ?? ""
        return "\(what) not end within \(limit) s\(duration); the previewer follows a take for at most \(limit) s, "
            + "so its timeline is cut there and the percent reads 100 at \(limit) s though it has not finished."
    }

    /// How long the scene takes to be idle again after `start`: a spare scene (the live one is
    /// not disturbed) runs on frame by frame, stopping at each event on the way, until a frame
    /// finds it idle; then bisection finds the end within a millisecond. Bisection asks whether
    /// the scene is idle at a time within that last frame: what a scene replayed to that time
    /// would be, which is how the probe was after the last event at or before it (nothing else
    /// changes whether it is idle). The probe, run on only, is kept as a spare afterwards. Nil
    /// when the scene is still busy at `takeLimit`.
    private func measureTake(from start: Double, recording recorder: inout SelectionTrace.Recorder?) -> Double? {
        let probe = spares.take(for: start, log: log)
        defer { spares.give(probe) }
        let clock = probe.scene.window.clock
        recorder?.record(probe.scene.window, at: start)
        func isIdle() -> Bool { !clock.hasRunningAnimations && probe.scene.window.activeTransition == nil }
        // Whether the probe is idle after each event of the frame being run, in time order.
        var frameEvents: [(time: Double, idle: Bool)] = []
        var t = start
        var found: Double?
        while t < start + Self.takeLimit {
            t += Self.frameDuration
            frameEvents.removeAll(keepingCapacity: true)
            // Each instant once: one that keeps rescheduling itself is left to the frame's tick.
            while let due = clock.nextEventTime(notAfter: t), due < t, due > frameEvents.last?.time ?? -.infinity {
                clock.tick(to: due)
                frameEvents.append((due, isIdle()))
            }
            clock.tick(to: t)
            recorder?.record(probe.scene.window, at: t)
            if isIdle() { found = t; break }
        }
        guard var busy = found.map({ $0 - Self.frameDuration }), var done = found else { return nil }
        func idle(at time: Double) -> Bool {
            frameEvents.last { $0.time <= time }?.idle ?? false
        }
        while done - busy > Self.takeResolution {
            let mid = (busy + done) / 2
            if idle(at: mid) { done = mid } else { busy = mid }
        }
        return done - start
    }

    /// How precisely a take's end is found, seconds.
    static let takeResolution = 0.001

    private func enter() {
        switch mode {
        case .scrub:
            togglePause()
        case .live:
            act(.primary)
        case .interactive:
            if let driver = interactiveDriver {
                let p = Double(driver.percentComplete)
                act(.interactiveRelease(finish: p > 0.5 || lastInteractiveStep >= Self.flickStep))
            } else {
                act(.primary)
            }
        }
    }

    /// A forward step at least this large counts as a flick (finish even before half-way).
    static let flickStep = 0.1

    /// The percent driver of the transition under the hand now, if one is.
    private var interactiveDriver: UIPercentDrivenInteractiveTransition? {
        guard scene.window.activeTransition?.isInteractive == true else { return nil }
        return scene.percentDriver
    }

    /// Whether a transition is under the hand now: `.drag` and `.release` (and the arrows and
    /// Enter in interactive mode) act on it.
    public var isTransitionUnderTheHand: Bool { interactiveDriver != nil }

    private func drag(toFraction fraction: Double) {
        guard interactiveDriver != nil else { return }
        act(.interactiveUpdate(min(max(fraction, 0), 1)))
    }

    /// As a pan gesture's end: a flick's direction decides; without one, past half-way finishes.
    private func release(velocity: Double?) {
        guard let driver = interactiveDriver else { return }
        let p = Double(driver.percentComplete)
        act(.interactiveRelease(finish: velocity.map { $0 > 0 || ($0 == 0 && p > 0.5) } ?? (p > 0.5)))
    }

    private func arrow(horizontal direction: Int, big: Bool) {
        let step = (big ? 0.1 : 0.01) * Double(direction)
        switch mode {
        case .live:
            if currentTake != nil, scene.moveSelection == nil {
                mode = .scrub
                scrub(byFraction: step)
            } else {
                act(.moveSelection(dx: direction, dy: 0))
            }
        case .scrub:
            scrub(byFraction: step)
        case .interactive:
            guard let driver = interactiveDriver else { return }
            lastInteractiveStep = step
            act(.interactiveUpdate(min(max(Double(driver.percentComplete) + step, 0), 1)))
        }
    }

    private func toggleInteractive() {
        if mode == .interactive {
            mode = .live
            act(.forceInteractive(false))
        } else {
            if mode == .scrub { resumeLive() }
            mode = .interactive
            act(.forceInteractive(true))
        }
    }

    // MARK: Time

    private func togglePause() {
        if mode == .scrub { resumeLive() } else { mode = .scrub }
    }

    /// Paused at scene time `t`: the comparison's shared playhead, the same moment in both players.
    package func pause(atTime t: Double) {
        mode = .scrub
        seek(to: t)
    }

    /// Playing again, where `pause(atTime:)` stopped (interactive if transitions start under the hand).
    package func unpause() {
        if mode == .scrub { resumeLive() }
    }

    private func resumeLive() {
        mode = scene.window.forcesInteractiveTransitions ? .interactive : .live
    }

    private func stepSpeed(_ direction: Int) {
        let index = Self.speeds.firstIndex { $0 >= speed } ?? Self.speeds.count - 1
        speed = Self.speeds[min(max(index + direction, 0), Self.speeds.count - 1)]
    }

    private func scrub(byFraction delta: Double) {
        guard let take else { return scrub(byTime: delta) }
        scrub(toFraction: take.fraction(at: sceneTime) + delta)
    }

    private func scrub(toFraction p: Double) {
        guard let take else { return }
        mode = .scrub
        seek(to: take.time(at: p))
    }

    private func scrub(byTime dt: Double) {
        mode = .scrub
        seek(to: max(sceneTime + dt, 0))
    }

    /// Shows the scene at time `t`: runs on to it; or, when it lies behind, rewinds the clock if
    /// nothing has happened since, or else swaps in a spare scene from before it, run on. Paused,
    /// a seek forward swaps in a spare too when one is nearer (scrubbing to and fro).
    package func seek(to t: Double) {
        let target = max(t, 0)
        var live = ReplayedScene(scene, performed: performed)
        if target >= sceneTime, mode != .scrub || !spares.hasBetterScene(for: target, than: sceneTime, log: log) {
            // Logged actions between now and then happen on the way (after scrubbing back).
            live.advance(to: target, log: log)
        } else if target >= sceneTime || !live.rewind(to: target, log: log) {
            let next = spares.take(for: target, log: log)
            // The scene left is kept as a spare (scrubbing to and fro swaps the same scenes), unless
            // a transition in it is under the hand: that one is let go of now, as a lifted finger.
            if scene.window.activeTransition?.isInteractive == true { Self.retire(scene) } else { spares.give(live) }
            live = next
            scene = live.scene
        }
        performed = live.performed
        scene.window.makeCurrent()
    }

    deinit {
        Self.retire(scene)
        spares.removeAll()
    }

    /// Runs a scene the player lets go of on to its rest, so its transitions complete: an
    /// in-flight transition and its animations hold each other (as in UIKit until completion),
    /// and would otherwise keep the dropped scene's controllers and views alive. A transition
    /// still under the hand (a rebuild replays the log only up to the scrubbed-to time, which
    /// can fall between an interactive start and its release) does not move with time: it is
    /// let go of first, cancelled, as a lifted finger would.
    static func retire(_ dropped: DemoScene) {
        dropped.window.makeCurrent()  // what it runs on its way to rest belongs to it (the caller makes its own key again)
        while let driver = dropped.percentDriver, dropped.window.activeTransition?.isInteractive == true {
            driver.cancel()
            if dropped.window.activeTransition?.isInteractive == true { break }  // not this driver's to let go
        }
        let clock = dropped.window.clock
        if clock.hasRunningAnimations || dropped.window.activeTransition != nil {
            clock.tick(to: clock.time + Self.takeLimit)
        }
    }

    private func switchDemo(to index: Int) {
        let count = registry.demos.count
        tunedValues[demoIndex] = parameterValues
        demoIndex = ((index % count) + count) % count
        parameterValues = tunedValues[demoIndex] ?? demo.defaultValues
        parametersPanel.selected = 0
        Self.retire(scene)
        spares.removeAll()
        let makeScene = Self.sceneFactory(demo, deviceSize: deviceSize, values: parameterValues)
        scene = makeScene()
        spares = SpareScenes(makeScene: makeScene, buildWeight: Self.viewCount(scene))
        log = []
        performed = 0
        currentTake = nil
        takeInventory = nil
        inspector.selection = nil
        viewCache.velocity = VelocityJumpDetector()
        mode = .live
        isLooping = false
        followOpeningAnimation()
        scene.window.makeCurrent()
    }

    /// The views in `scene`'s window, itself included: what building it from the factory weighs.
    static func viewCount(_ scene: DemoScene) -> Int {
        var count = 0, pending: [UIView] = [scene.window]
        while let view = pending.popLast() {
            count += 1
            pending += view.subviews
        }
        return count
    }

    /// Builds `demo`'s scenes on windows of `deviceSize` points, with its parameters at `values`.
    /// The scenes share their UIKit Dynamics simulations: a replay, a spare or a take's probe
    /// that builds the same world takes the live scene's trajectory rather than simulating it again.
    static func sceneFactory(_ demo: Demo, deviceSize: CGSize, values: ParameterValues) -> () -> DemoScene {
        let simulations = DynamicsSimulations()
        return {
            let scene = demo.makeScene(deviceSize: deviceSize, values: values)
            scene.window.dynamicsSimulations = simulations
            return scene
        }
    }

    // MARK: Parameters

    /// Sets the demo's parameter `name` from text (`set damping 0.8`, `--set damping=0.8`) and
    /// re-runs the scene with it.
    public func setParameter(_ name: String, to text: String) throws(ParameterError) {
        var values = parameterValues
        try values.set(name, to: text, demo: demo.name)
        setParameterValues(values)
    }

    /// Builds the scene afresh with `values`, replays the user's actions on it and shows the
    /// same moment: the same scene time (the take measured again, as its length may change) —
    /// except that, playing on after the take has ended, the take plays again from its start,
    /// so the change is seen.
    package func setParameterValues(_ values: ParameterValues) {
        guard values != parameterValues, values.parameters == demo.defaultValues.parameters else { return }
        parameterValues = values
        let time = sceneTime
        let previous = currentTake
        let replays = mode != .scrub && !isLooping && previous.map { time >= $0.end } == true
        Self.retire(scene)
        spares.removeAll()
        let makeScene = Self.sceneFactory(demo, deviceSize: deviceSize, values: values)
        scene = makeScene()
        spares = SpareScenes(makeScene: makeScene, buildWeight: Self.viewCount(scene))
        performed = 0
        currentTake = nil
        takeInventory = nil
        traceCache = nil
        viewCache.velocity = VelocityJumpDetector()
        // The HUD's lanes and curve are the new take's, even where its animations look the same.
        viewCache.inventory = nil
        viewCache.signatureGeneration = nil
        if let previous {
            // The take again, from the same action at the same time: measured on the new scene.
            var live = ReplayedScene(scene)
            live.advance(to: previous.start, log: log)
            performed = live.performed
            if let transition = scene.window.activeTransition {
                beginTake(for: transition, at: previous.start)
            } else if !sceneIsIdle {
                beginTake(kind: previous.kind, animatorName: previous.animatorName, style: previous.style, at: previous.start)
            } else {
                currentTake = previous  // nothing moves with these values: the take's span is kept for the playhead
            }
        }
        seek(to: replays ? currentTake?.start ?? time : time)
    }

    private static func next<T: Equatable>(after value: T, in all: [T]) -> T {
        guard let i = all.firstIndex(of: value) else { return all[0] }
        return all[(i + 1) % all.count]
    }

    // MARK: Mouse

    private func handle(_ mouse: MouseEvent) {
        let layout = PlayerLayout(columns: columns, rows: rows, scene: scene.window.bounds.size, blitter: renderer.blitter,
                                  showsHUD: showsHUD)
        if mouse.kind == .press || mouse.kind == .drag, let p = layout.timelineFraction(column: mouse.column, row: mouse.row), currentTake != nil {
            scrub(toFraction: p)
            return
        }
        // The left button pressed on the device is a finger: dragged, it moves; released, it lifts.
        if isTouching, mouse.kind == .drag || mouse.kind == .release {
            let point = layout.clampedScenePoint(column: mouse.column, row: mouse.row)
            act(.touch(mouse.kind == .drag ? .move : .up, x: Double(point.x), y: Double(point.y), finger: 0))
            if mouse.kind == .release { isTouching = false }
            return
        }
        guard mouse.kind == .press else { return }
        if let point = layout.scenePoint(column: mouse.column, row: mouse.row) {
            // A right click, or any click while the hierarchy panel is open, picks a view to inspect.
            if mouse.button == 3 || inspector.showsViews {
                selectView(at: point)
            } else {
                // A press in the device's outermost cells starts at its edge, where edge pans begin.
                let start = layout.edgeSnapped(point)
                // A release the terminal never reported: that finger is lifted as cancelled first.
                if isTouching { act(.touch(.cancel, x: Double(start.x), y: Double(start.y), finger: 0)) }
                isTouching = true
                act(.touch(.down, x: Double(start.x), y: Double(start.y), finger: 0))
            }
        } else if let target = viewCache.target(column: mouse.column, row: mouse.row) {
            select(target.layer, keyPath: target.keyPath)
        }
    }

    // MARK: Render

    /// The frame for the current state, `columns × rows`.
    public func render() -> CellBuffer {
        render(into: &frame)
        return frame
    }

    /// Draws the frame for the current state into `cells`, resized to `columns × rows`.
    ///
    /// Reusing two buffers — the frame being drawn and the one on screen, to diff against —
    /// draws without copying a frame; `render()` hands out the player's own buffer, which the
    /// next frame then copies if the caller still holds it.
    public func render(into cells: inout CellBuffer) {
        // The view fills every cell first: a buffer of the right size need not be cleared here.
        if cells.width != columns || cells.height != rows { cells.resize(width: columns, height: rows) }
        PlayerView(player: self, cache: viewCache).draw(into: &cells)
    }
}
