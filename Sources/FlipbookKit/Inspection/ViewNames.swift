//  ViewNames.swift — FlipbookKit
//  Flipbook addition: what the inspector calls a view — its accessibilityIdentifier, the property
//  of a controller that holds it (found by reflection), or its class and place in the hierarchy.

import Foundation

/// The names of the views in a window, worked out once (reflection is not for every frame).
///
/// In order of preference, a view is called:
/// 1. its `accessibilityIdentifier` (a bare layer: its `name`), which the user chose;
/// 2. `DetailViewController.view` when it is a controller's root view;
/// 3. `DetailViewController.imageView`: the stored property that holds it, of a controller in
///    the window (root, presented, children, navigation stacks, a running transition's two) or
///    of the transition's animator and interaction controller, superclasses' properties
///    included, found with `Mirror`; Flipbook's own classes are not searched (their storage is
///    not the user's vocabulary);
/// 4. `containerView`, the running transition's container, as the animator calls it;
/// 5. `ImageCell.imageView`: a property of a view above it, of the user's own class;
/// 6. `UIView in containerView[2]`, `SnapshotView in containerView[5][0]`: its class, the
///    nearest ancestor named by rules 1–5 (else the top of the tree, by class) and the subview
///    indexes down from it — short enough for a lane title, and the indexes tell apart siblings
///    of one class and say where to look in the hierarchy.
struct ViewNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var containers: Set<ObjectIdentifier> = []
    /// Each view's index among its superview's subviews (rule 6), the siblings indexed together
    /// when one of them is first named: looked up per view, 3 000 siblings would be searched
    /// 3 000 times each; indexed for the whole window, a take naming three views of thousands
    /// walked them all.
    private let places = Places()

    private final class Places {
        var ofParent: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

        func index(of view: UIView, in superview: UIView) -> Int {
            let parent = ObjectIdentifier(superview)
            if ofParent[parent] == nil {
                var indexes: [ObjectIdentifier: Int] = [:]
                for (index, subview) in superview.subviewStorage.enumerated() { indexes[ObjectIdentifier(subview)] = index }
                ofParent[parent] = indexes
            }
            return ofParent[parent]?[ObjectIdentifier(view)] ?? 0
        }
    }

    /// Names for views in no window: no controller to look through, so rules 1, 5 and 6 only.
    init() {}

    init(window: UIWindow) {
        var controllers: [UIViewController] = []
        func collect(_ controller: UIViewController?) {
            guard let controller, !controllers.contains(where: { $0 === controller }) else { return }
            controllers.append(controller)
            for child in controller.children { collect(child) }
            if let navigation = controller as? UINavigationController { for c in navigation.viewControllers { collect(c) } }
            collect(controller.presentedByThis)
        }
        collect(window.rootViewController)
        var others: [AnyObject] = []
        for transition in window.activeTransitions {
            collect(transition.fromViewController)
            collect(transition.toViewController)
            others.append(transition.animator)
            if let interaction = transition.interactionController { others.append(interaction) }
            containers.insert(ObjectIdentifier(transition.containerView))
        }
        for controller in controllers {
            if let view = controller.viewIfLoaded { claim(view, "\(Self.typeName(controller)).view") }
        }
        for owner in controllers as [AnyObject] + others { claimProperties(of: owner) }
    }

    /// Names `view` unless it has a name already (the first holder found wins).
    private mutating func claim(_ view: UIView, _ name: String) {
        let id = ObjectIdentifier(view)
        if names[id] == nil { names[id] = name }
    }

    /// Names the views held by `owner`'s stored properties (optionals and weak references too).
    private mutating func claimProperties(of owner: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        let ownerName = Self.typeName(owner)
        while let current = mirror, !Self.isFlipbookType(current.subjectType) {
            for child in current.children {
                guard let label = child.label, let view = Self.view(in: child.value) else { continue }
                claim(view, "\(ownerName).\(Self.propertyName(label))")
            }
            mirror = current.superclassMirror
        }
    }

    /// A view in a reflected value: the view itself, or an optional holding one.
    private static func view(in value: Any) -> UIView? {
        if let view = value as? UIView { return view }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return nil }
        return wrapped as? UIView
    }

    /// `imageView` for the label of a lazy property's storage, `$__lazy_storage_$_imageView`.
    private static func propertyName(_ label: String) -> String {
        label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
    }

    /// Whether `type` is one of Flipbook's own (UIKit's) classes.
    private static func isFlipbookType(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("FlipbookKit.")
    }

    /// A class's own name, without its module or enclosing types: `DetailViewController`.
    static func typeName(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// The name of `view`, by the rules above.
    func name(of view: UIView) -> String {
        if let own = ownName(of: view) { return own }
        // Rule 6: the index path down from the nearest named ancestor (or the top of the tree).
        var path = ""
        var current = view
        while let superview = current.superview {
            let index = places.index(of: current, in: superview)
            path = "[\(index)]" + path
            if let named = ownName(of: superview) { return "\(Self.typeName(view)) in \(named)\(path)" }
            current = superview
        }
        return path.isEmpty ? Self.typeName(view) : "\(Self.typeName(view)) in \(Self.typeName(current))\(path)"
    }

    /// The name of a layer: its view's, or for a bare layer its `name`, else its class in its
    /// nearest view (`CAShapeLayer in DetailViewController.view`).
    func name(of layer: CALayer) -> String {
        if let view = layer.delegate as? UIView { return name(of: view) }
        if let name = layer.name, !name.isEmpty { return name }
        var ancestor = layer.superlayer
        while let current = ancestor, !(current.delegate is UIView) { ancestor = current.superlayer }
        let type = Self.typeName(layer)
        guard let view = ancestor?.delegate as? UIView else { return type }
        return "\(type) in \(name(of: view))"
    }

    /// A name by rules 1–5, if one applies.
    private func ownName(of view: UIView) -> String? {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        let id = ObjectIdentifier(view)
        if let name = names[id] { return name }
        if containers.contains(id) { return "containerView" }
        var ancestor = view.superview
        while let holder = ancestor {
            if !Self.isFlipbookType(type(of: holder)), let name = Self.heldName(of: view, in: holder) { return name }
            ancestor = holder.superview
        }
        return nil
    }

    /// `ImageCell.imageView` when a property of `holder` (its own or a superclass's, the user's
    /// classes only) holds `view`.
    private static func heldName(of view: UIView, in holder: UIView) -> String? {
        var mirror: Mirror? = Mirror(reflecting: holder)
        while let current = mirror, !isFlipbookType(current.subjectType) {
            for child in current.children {
                if let label = child.label, let held = Self.view(in: child.value), held === view {
                    return "\(typeName(holder)).\(propertyName(label))"
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
