//  Inspector.swift — FlipbookPlayer
//  The inspector's state: the view-hierarchy panel, the selected view (or bare layer), its
//  outline and motion path; and how the player finds the selection again in a replayed scene.

import Foundation
import FlipbookKit

/// What the inspector shows: a selected view's values (presentation and model) in the HUD, its
/// outline on the device, and on request its motion path; the view-hierarchy panel to pick from.
public struct Inspector: Equatable {
    /// Whether the view-hierarchy panel shows (`v`).
    public internal(set) var showsViews = false
    /// Whether the selected view's path over the take is drawn on the device (`m`).
    public internal(set) var showsMotionPath = false
    /// The selected view or bare layer.
    var selection: Selection?

    /// The name of the selected view, if one is (as the lanes and the JSON name it).
    public var selectedName: String? { selection?.name }
    /// Whether a view is selected or the panel is open: the HUD then shows the inspector's parts,
    /// and the player watches velocities frame by frame.
    public var isOpen: Bool { showsViews || selection != nil }
}

/// A selected layer, and how to find it again in another scene of the same demo (a seek swaps
/// in a replayed scene: the same views, other objects).
struct Selection: Equatable {
    weak var layer: CALayer?
    /// Its name when it was selected (`ViewNames`).
    var name: String
    /// Its sublayer indexes down from the window's layer when it was selected.
    var path: [Int]
    /// The key path of the lane picked with it, whose value over time the curve panel plots.
    var keyPath: String? = nil
    /// The window and tree it was last looked for in without being found (not looked for again
    /// until the tree changes: finding it by name takes reflection).
    var missingIn: (window: ObjectIdentifier, hierarchy: Int)? = nil

    static func == (a: Self, b: Self) -> Bool {
        a.layer === b.layer && a.name == b.name && a.path == b.path && a.keyPath == b.keyPath
    }

    init(layer: CALayer, in window: UIWindow, keyPath: String?) {
        self.layer = layer
        name = window.inspectorName(of: layer)
        path = Self.path(of: layer)
        self.keyPath = keyPath
    }

    /// A selection known by name and place only (in another scene than the one it was made in).
    init(name: String, path: [Int]) {
        self.name = name
        self.path = path
    }

    /// The layer in `window`: the one selected while it is still in that window, else the layer at
    /// the same place with the same name, else the first of that name.
    func resolve(in window: UIWindow) -> CALayer? {
        if let layer, Self.root(of: layer) === window.layer { return layer }
        if let placed = Self.layer(atPath: path, in: window.layer), window.inspectorName(of: placed) == name { return placed }
        return window.layer(inspectorNamed: name)
    }

    static func path(of layer: CALayer) -> [Int] {
        var path: [Int] = []
        var current = layer
        while let parent = current.superlayer {
            path.insert(parent.sublayers?.firstIndex { $0 === current } ?? 0, at: 0)
            current = parent
        }
        return path
    }

    static func layer(atPath path: [Int], in root: CALayer) -> CALayer? {
        var current = root
        for i in path {
            guard let sublayers = current.sublayers, sublayers.indices.contains(i) else { return nil }
            current = sublayers[i]
        }
        return current
    }

    static func root(of layer: CALayer) -> CALayer {
        var current = layer
        while let parent = current.superlayer { current = parent }
        return current
    }
}

extension Player {
    /// The selected layer in the scene shown now (found again after a seek swapped scenes).
    public var selectedLayer: CALayer? {
        guard let selection = inspector.selection else { return nil }
        let window = scene.window
        if let layer = selection.layer, Selection.root(of: layer) === window.layer { return layer }
        let place = (window: ObjectIdentifier(window), hierarchy: window.hierarchySignature)
        if let missing = selection.missingIn, missing == place { return nil }
        let found = selection.resolve(in: window)
        inspector.selection?.layer = found
        inspector.selection?.missingIn = found == nil ? place : nil
        return found
    }

    /// The key path of the lane picked with the selection, if one was.
    public var selectedKeyPath: String? { inspector.selection?.keyPath }

    /// Selects `layer` (nil: nothing), with the lane of `keyPath` for the value plot.
    public func select(_ layer: CALayer?, keyPath: String? = nil) {
        inspector.selection = layer.map { Selection(layer: $0, in: scene.window, keyPath: keyPath) }
    }

    /// The window's views as the hierarchy panel lists them, made again when the tree changes.
    public var hierarchy: [InspectableView] {
        let window = scene.window
        let key = HierarchyKey(window: ObjectIdentifier(window), signature: window.hierarchySignature)
        if let cached = hierarchyCache, cached.key == key { return cached.rows }
        let rows = window.inspectableViews()
        hierarchyCache = (key, rows)
        return rows
    }

    struct HierarchyKey: Equatable {
        var window: ObjectIdentifier
        var signature: Int
    }

    /// Moves the selection `delta` rows through the hierarchy panel (from nothing: the first row).
    func moveViewSelection(by delta: Int) {
        let rows = hierarchy
        guard !rows.isEmpty else { return }
        let current = selectedLayer.flatMap { layer in rows.firstIndex { $0.view.layer === layer } }
        let next = current.map { min(max($0 + delta, 0), rows.count - 1) } ?? (delta < 0 ? rows.count - 1 : 0)
        select(rows[next].view.layer)
    }

    /// The view under a scene point, as it shows (`UIWindow.inspectableView(at:)`), selected.
    func selectView(at point: CGPoint) {
        select(scene.window.inspectableView(at: point)?.layer)
    }
}
