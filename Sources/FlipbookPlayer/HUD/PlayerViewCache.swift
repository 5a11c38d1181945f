//  PlayerViewCache.swift — FlipbookPlayer
//  What the previewer's frame keeps from one frame to the next, so a frame allocates nothing.

import Foundation
import FlipbookKit
import FlipbookRender

/// The parts of a frame that rarely change, kept by the player between frames.
///
/// Texts, colours and the animation inventory are made again only when what they are made from
/// changes (a new take, a mode, a size); drawing the frame in between reads them. So a frame in
/// the middle of a transition costs the scene's rendering and little else, and allocates nothing
/// in the HUD. Every entry is keyed by everything it is made from: the frame is the same with or
/// without the cache.
final class PlayerViewCache {
    /// A value made from `Key`, made again when the key changes.
    struct Memo<Key: Equatable, Value> {
        private var key: Key?
        private var value: Value?

        mutating func callAsFunction(_ key: Key, _ make: () -> Value) -> Value {
            if let value, self.key == key { return value }
            let made = make()
            self.key = key
            value = made
            return made
        }
    }

    /// The HUD's colours as the renderer's colour mode shows them.
    struct Palette: Equatable {
        var ink, dim, accent, warning, frame, background, helpBackground: TerminalColor
    }

    var palette = Memo<ColorMode, Palette>()
    var header = Memo<HeaderKey, (left: String, right: String)>()
    var transitionField = Memo<TransitionKey, String>()
    var stateLine = Memo<StateKey, HUDLine.Fitted>()
    var takeLength = Memo<Double, String>()
    var hints = Memo<HintsKey, String>()
    var statusLine = Memo<StatusKey, HUDLine.Fitted>()
    var diagnostics = Memo<DiagnosticsKey, [String]>()
    var parameterLines = Memo<PlayerView.ParametersKey, (hint: String, rows: [String], swift: [String])>()
    var settlingText = Memo<Double, String>()
    /// The inventory and what is drawn from it, made again when the animations change.
    var inventory: InventoryEntry?
    /// The animations seen on the last frame, and the one being read (swapped, so comparing
    /// costs no allocation).
    var signature = AnimationSignature()
    var scratchSignature = AnimationSignature()
    /// The window `signature` was last read from, and `CALayer.treeGeneration` then (nil: never).
    var signatureGeneration: (window: ObjectIdentifier, tree: UInt64)?
    /// The scene's display list, its storage reused from frame to frame.
    var displayList = DisplayList(size: .zero)
    /// What the last frame drew where a click selects something: lanes and hierarchy rows.
    var targets: [Target] = []
    /// The lanes' velocities frame by frame, while the inspector is open, and how many jumps it
    /// has found all told (the diagnostics are made again when that grows).
    var velocity = VelocityJumpDetector()
    var velocityJumpsFound = 0
    /// The curve plot's cells, made once per plot and colours (the Curve panel and the lane's
    /// value plot take turns, so one is kept).
    var curveCells = Memo<CurveCellsKey, CellBuffer>()

    struct CurveCellsKey: Equatable {
        var glyphs: [Unicode.Scalar]
        var columns: Int
        var set: GlyphSet
        var color: TerminalColor
        var background: TerminalColor
    }

    /// The selected lane's value over the take, plotted for one size.
    var valuePlot = Memo<ValuePlotKey, ValuePlot?>()

    /// A lane's value plotted: "DetailViewController.imageView position.y", the plot, its range labels.
    struct ValuePlot {
        var title: String
        var curve: CurvePlot
        var labels: (high: String, low: String)
    }

    /// A row of the HUD whose click selects a layer (and a lane's key path).
    struct Target {
        var row: Int
        var columns: Range<Int>
        weak var layer: CALayer?
        var keyPath: String?
    }

    /// The target under a cell of the last frame.
    func target(column: Int, row: Int) -> Target? {
        targets.first { $0.row == row && $0.columns.contains(column) && $0.layer != nil }
    }

    struct ValuePlotKey: Equatable {
        var trace: SelectionTrace.Key
        var keyPath: String
        var columns: Int
        var rows: Int
    }

    struct HeaderKey: Equatable {
        var demoIndex: Int
        var speed: Double
        var blitter: BlitterKind
        var colorMode: ColorMode
        var colorDowngrade: ColorDowngrade?
        var glyphs: GlyphSet
        var columns: Int
    }

    struct TransitionKey: Equatable {
        var take: Take?
        var primaryActionName: String
        var width: Int
        var glyphs: GlyphSet
    }

    struct StateKey: Equatable {
        var mode: Player.Mode
        var take: Take?
        var flags: StateFlags
        var width: Int
        var glyphs: GlyphSet
    }

    /// The transition's or the property animator's flags the state line shows.
    enum StateFlags: Equatable {
        case none
        case transition(isInteractive: Bool, cancelled: Bool)
        case animator(UIViewAnimatingState, isRunning: Bool, isReversed: Bool)
    }

    /// What decides which keys act now, and the room for them.
    struct HintsKey: Equatable {
        var mode: Player.Mode
        var primaryActionName: String
        var backActionName: String?
        var selects: Bool
        var isScripted: Bool
        /// A take to loop or to go to the start or end of.
        var hasTake: Bool
        /// Something runs that `r` can reverse: a property animator, a transition let go of.
        var canReverse: Bool
        /// A transition is under the hand (interactive mode).
        var isUnderHand: Bool
        var hasOtherDemos: Bool
        /// The hierarchy panel is open; a view is selected.
        var showsViews: Bool
        var hasSelection: Bool
        /// What the keys type into while a field or text view is edited ("UITextField",
        /// "UITextView"), nil otherwise.
        var editing: String?
        var columns: Int
        var glyphs: GlyphSet
    }

    struct StatusKey: Equatable {
        var mode: Player.Mode
        var take: Take?
        var primaryActionName: String
        var width: Int
        var glyphs: GlyphSet
    }

    /// The clock's log only grows; its last three messages tell one scene's log from another's.
    struct DiagnosticsKey: Equatable {
        var count: Int
        /// Velocity jumps found so far (they are shown above UIKit's messages).
        var jumps: Int
        var width: Int
        var last: String?
        var secondLast: String?
        var thirdLast: String?
    }

    /// An inventory with the curve's plot and the lanes' titles made for one HUD width.
    struct InventoryEntry {
        var takeStart: Double
        /// Made from the take's kept inventory (nothing runs now), not the window's.
        var isKept: Bool
        /// Made from the take's inventory while what runs is some of what ran as it began.
        var isTake: Bool
        var titleWidth: Int
        var inventory: AnimationInventory
        /// Lane titles fitted to `titleWidth` (cut with an ellipsis).
        var titles: [String]
        /// Per lane: its start → end, and which component the value now follows.
        var laneLabels: [HUDLine.LaneValues]
        var curve: CurvePlot?
        /// The curve's range labels, top and bottom.
        var curveLabels: (high: String, low: String)
    }
}
