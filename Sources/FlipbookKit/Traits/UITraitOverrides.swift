//  UITraitOverrides.swift — FlipbookKit
//  Mirrors UIKit.UITraitOverrides (iOS 17): the traits a window scene, view controller, presentation
//  controller or view sets for itself and everything below it. Status: complete for the traits
//  Flipbook has; a change is applied at once (UIKit applies it at the next trait update).

import Foundation

/// A mutable container of traits an object sets for itself and its descendants, over the
/// traits it inherits.
///
///     view.traitOverrides.userInterfaceStyle = .dark
///     controller.traitOverrides[ContainedInSettingsTrait.self] = true
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    // Unlike a trait collection's, an override to a trait's default value is kept: it still
    // overrides what the object inherits (UIKit docs: contains(_:) is true until remove(_:)).
    private var entries: [ObjectIdentifier: _TraitStorage.Entry] = [:]

    init() {}

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue }
        set { entries[ObjectIdentifier(trait)] = _TraitStorage.Entry(trait: trait, value: newValue) }
    }

    /// Whether the overrides contain a change for `trait`.
    public func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    /// Removes the change for `trait`: the object inherits it again.
    public mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    public var description: String {
        "<UITraitOverrides: " + entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted().joined(separator: "; ") + ">"
    }

    var isEmpty: Bool { entries.isEmpty }

    /// `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        guard !entries.isEmpty else { return traits }
        return traits.modifyingTraits { mutable in
            for entry in entries.values { Self.set(entry.trait, entry.value, in: &mutable) }
        }
    }

    private static func set<T: UITraitDefinition>(_ trait: T.Type, _ value: Any, in traits: inout any UIMutableTraits) {
        if let value = value as? T.Value { traits[trait] = value }
    }
}
