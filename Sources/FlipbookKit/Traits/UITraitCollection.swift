//  UITraitCollection.swift — FlipbookKit
//  Mirrors UIKit.UITraitCollection and the trait enums. Status: complete for the collection (every
//  system trait, custom traits, mutations); views and controllers have no traitOverrides yet, and
//  the previewer's device reports only size classes, idiom, style, scale and direction.

import Foundation

/// The traits of an interface environment: how much room it has (size classes), what kind of
/// device it is, light or dark, and its scale. An unspecified trait says nothing.
///
///     if traitCollection.verticalSizeClass == .compact { stack.axis = .horizontal }
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// What `init(mutations:)` and `modifyingTraits(_:)` run to set traits (iOS 17).
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// The specified traits: a trait whose value is its default is unspecified and not stored.
    private let traits: _TraitStorage

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(storage: _TraitStorage())
    }

    private init(storage: _TraitStorage) {
        traits = storage
        super.init()
    }

    package convenience init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
                             style: UIUserInterfaceStyle, scale: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        var storage = _TraitStorage()
        storage[UITraitHorizontalSizeClass.self] = horizontal
        storage[UITraitVerticalSizeClass.self] = vertical
        storage[UITraitUserInterfaceIdiom.self] = idiom
        storage[UITraitUserInterfaceStyle.self] = style
        storage[UITraitDisplayScale.self] = scale
        storage[UITraitLayoutDirection.self] = direction
        self.init(storage: storage)
    }

    /// A collection with the traits `mutations` sets (iOS 17).
    public convenience init(mutations: TraitMutations) {
        var traits: any UIMutableTraits = _TraitStorage()
        mutations(&traits)
        self.init(storage: traits as! _TraitStorage)
    }

    /// This collection with the traits `mutations` sets changed (iOS 17).
    open func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        var traits: any UIMutableTraits = self.traits
        mutations(&traits)
        return UITraitCollection(storage: traits as! _TraitStorage)
    }

    /// A collection with one trait set.
    private convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        var storage = _TraitStorage()
        storage[trait] = value
        self.init(storage: storage)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(UITraitVerticalSizeClass.self, verticalSizeClass) }
    public convenience init(displayScale scale: CGFloat) { self.init(UITraitDisplayScale.self, scale) }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(UITraitDisplayGamut.self, displayGamut) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(UITraitUserInterfaceIdiom.self, idiom) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(UITraitUserInterfaceLevel.self, userInterfaceLevel) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(UITraitLayoutDirection.self, layoutDirection) }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init(UITraitForceTouchCapability.self, capability) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(UITraitLegibilityWeight.self, legibilityWeight) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(UITraitAccessibilityContrast.self, accessibilityContrast) }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init(UITraitActiveAppearance.self, activeAppearance) }
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(UITraitToolbarItemPresentationSize.self, toolbarItemPresentationSize)
    }
    public convenience init(imageDynamicRange: UIImage.DynamicRange) { self.init(UITraitImageDynamicRange.self, imageDynamicRange) }
    public convenience init(typesettingLanguage: Locale.Language) { self.init(UITraitTypesettingLanguage.self, typesettingLanguage) }
    public convenience init(sceneCaptureState: UISceneCaptureState) { self.init(UITraitSceneCaptureState.self, sceneCaptureState) }
    public convenience init(listEnvironment: UIListEnvironment) { self.init(UITraitListEnvironment.self, listEnvironment) }
    public convenience init(hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit) { self.init(UITraitHDRHeadroomUsageLimit.self, hdrHeadroomUsageLimit) }

    /// One collection from several: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var storage = _TraitStorage()
        for collection in traitCollections { storage.merge(collection.traits) }
        self.init(storage: storage)
    }

    // MARK: Reading traits

    /// The value of `trait`: its default when this collection does not specify it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { traits[trait] }

    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// Pixels per point: a device's is 3 (an iPhone) or 2 (an iPad), the scale asset-catalog
    /// images are picked for. Flipbook: `UIScreen.scale` stays 1, since the terminal decides the pixels.
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    public var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }
    public var forceTouchCapability: UIForceTouchCapability { self[UITraitForceTouchCapability.self] }
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { self[UITraitToolbarItemPresentationSize.self] }
    public var imageDynamicRange: UIImage.DynamicRange { self[UITraitImageDynamicRange.self] }
    public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }
    public var sceneCaptureState: UISceneCaptureState { self[UITraitSceneCaptureState.self] }
    public var listEnvironment: UIListEnvironment { self[UITraitListEnvironment.self] }
    public var hdrHeadroomUsageLimit: UIHDRHeadroomUsageLimit { self[UITraitHDRHeadroomUsageLimit.self] }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.traits.entries.allSatisfy { key, entry in
            traits.entries[key].map { _traitValuesEqual($0.value, entry.value) } ?? false
        }
    }

    /// Whether dynamic colours may resolve differently under `traitCollection`: whether a trait
    /// that affects colour appearance (`systemTraitsAffectingColorAppearance`, or a custom trait
    /// whose `affectsColorAppearance` is true) differs.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        changedTraits(from: traitCollection).contains { $0.affectsColorAppearance }
    }

    /// The traits whose values differ between this collection and `traitCollection` (iOS 17).
    open func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection?.traits ?? _TraitStorage()
        var changed: [UITrait] = []
        for (key, entry) in traits.entries where !(other.entries[key].map { _traitValuesEqual($0.value, entry.value) } ?? false) {
            changed.append(entry.trait)
        }
        for (key, entry) in other.entries where traits.entries[key] == nil {
            changed.append(entry.trait)
        }
        return changed
    }

    /// The system traits dynamic colours resolve with: interface style, contrast, level and gamut.
    public class var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitDisplayGamut.self]
    }

    /// The system traits an asset catalog picks image variants with.
    public class var systemTraitsAffectingImageLookup: [UITrait] {
        [UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
         UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayGamut.self,
         UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self,
         UITraitImageDynamicRange.self]
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return traits.entries.count == other.traits.entries.count && containsTraits(in: other)
    }

    open override var hash: Int {
        var hasher = Hasher()
        for key in traits.entries.keys.sorted() {
            hasher.combine(key)
            if let value = traits.entries[key]?.value as? AnyHashable { hasher.combine(value) }
        }
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), userInterfaceStyle = \(userInterfaceStyle), displayScale = \(displayScale)>"
    }

    // MARK: The current trait collection

    nonisolated(unsafe) private static var currentStorage: UITraitCollection?

    /// The traits of the code running now: the collection last set, or inside `performAsCurrent(_:)`.
    // Flipbook: UIKit also sets it to a view's traits around its layout and drawing; here it is
    // the key window's screen's traits unless set.
    public class var current: UITraitCollection {
        get { currentStorage ?? UIScreen.main.traitCollection }
        set { currentStorage = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the one before.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = previous }
        try actions()
    }

    // MARK: - Flipbook addition

    /// The traits of a full-screen app on a screen of `size` points.
    ///
    /// UIKit docs (size classes): an iPhone in portrait is compact wide and regular tall; in
    /// landscape compact tall, and compact wide but for the largest phones (regular); an iPad
    /// full screen is regular both ways. Flipbook: a screen whose shorter side is 600 pt or more is
    /// an iPad (the largest iPhone is 440 pt wide, the smallest iPad 744 pt), and a landscape phone is
    /// regular wide from 896 pt long (the Plus and Max models).
    package static func device(size: CGSize) -> UITraitCollection {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        let isPad = short >= 600
        let portrait = size.height >= size.width
        let horizontal: UIUserInterfaceSizeClass = isPad ? .regular : (portrait ? .compact : (long >= 896 ? .regular : .compact))
        let vertical: UIUserInterfaceSizeClass = isPad ? .regular : (portrait ? .regular : .compact)
        // A device also reports its content size (the default, .large), a P3 display, normal
        // contrast and weight, the base level, and no 3D Touch (iPhones since the XR and 11 have none).
        return UITraitCollection(horizontal: horizontal, vertical: vertical, idiom: isPad ? .pad : .phone,
                                 style: .light, scale: isPad ? 2 : deviceScale, direction: .leftToRight)
            .modifyingTraits {
                $0.preferredContentSizeCategory = .large
                $0.displayGamut = .P3
                $0.accessibilityContrast = .normal
                $0.legibilityWeight = .regular
                $0.userInterfaceLevel = .base
                $0.forceTouchCapability = .unavailable
            }
    }

    /// Flipbook: an iPhone's screen (3 pixels per point, as the 390×844 pt iPhones have), the
    /// scale an asset catalog's images are picked for when no traits are given.
    public static let deviceScale: CGFloat = 3

    /// This collection with the interface style replaced (an `overrideUserInterfaceStyle`).
    package func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle ? self : modifyingTraits { $0.userInterfaceStyle = style }
    }
}

/// How much room an environment has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Light or dark. Flipbook: the device is always light; `overrideUserInterfaceStyle` changes the traits (not yet the colours).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// A collection's specified traits, by trait type; also the `UIMutableTraits` that mutations edit.
struct _TraitStorage: UIMutableTraits {
    struct Entry {
        let trait: UITrait
        let value: Any
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue }
        set {
            // A trait set to its default value is unspecified (UIKit: unspecified is the default).
            entries[ObjectIdentifier(trait)] = _traitValuesEqual(newValue, T.defaultValue) ? nil : Entry(trait: trait, value: newValue)
        }
    }

    /// Takes every trait `other` specifies.
    mutating func merge(_ other: _TraitStorage) {
        entries.merge(other.entries) { _, new in new }
    }
}

/// Whether two trait values are equal: by `==` when they are equatable, by identity for objects.
func _traitValuesEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a._isEqual(to: b) }
    if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    return false
}

extension Equatable {
    fileprivate func _isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
