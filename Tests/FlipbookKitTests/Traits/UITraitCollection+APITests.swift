//  UITraitCollection+APITests.swift — FlipbookKitTests
//  The iOS 17 trait system (mutations, custom traits, changed traits), combining and comparing
//  collections and the current collection, against UIKit's documentation.

@testable import FlipbookKit
import Foundation
import Testing

/// A custom trait, as UIKit's "Adopting the trait system" article declares them.
private struct ContainedInSettingsTrait: UITraitDefinition {
    static let defaultValue = false
}

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = 0
    static var affectsColorAppearance: Bool { true }
}

@Suite struct UITraitCollectionAPITests {
    // UIKit docs, init(mutations:): "Creates a new trait collection with the traits you set in the
    // mutations block"; a trait it leaves alone has its default (unspecified) value.
    @Test func mutationsSetSystemAndCustomTraits() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.preferredContentSizeCategory = .extraLarge
            mutable[ContainedInSettingsTrait.self] = true
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .extraLarge)
        #expect(traits[ContainedInSettingsTrait.self] == true)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(UITraitCollection()[ContainedInSettingsTrait.self] == false)
    }

    // UIKit docs, modifyingTraits(_:): "Returns a new trait collection ... with the modified trait
    // values"; the receiver is unchanged.
    @Test func modifyingTraitsReturnsAChangedCopy() {
        let original = UITraitCollection(horizontalSizeClass: .compact)
        let modified = original.modifyingTraits { $0.accessibilityContrast = .high }
        #expect(modified.horizontalSizeClass == .compact)
        #expect(modified.accessibilityContrast == .high)
        #expect(original.accessibilityContrast == .unspecified)
    }

    // UIKit docs, init(traitsFrom:): the new collection combines the traits of the collections;
    // where several specify a trait, the last one's value wins, and unspecified values do not.
    @Test func traitsFromCombinesWithTheLastSpecifiedValueWinning() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceLevel: .elevated),
            UITraitCollection(legibilityWeight: .bold),
            UITraitCollection(userInterfaceLevel: .base),
            UITraitCollection(userInterfaceStyle: .unspecified),
        ])
        #expect(combined.userInterfaceLevel == .base)
        #expect(combined.legibilityWeight == .bold)
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(legibilityWeight: .bold),
                                                             UITraitCollection(userInterfaceLevel: .base)]))
    }

    // UIKit docs, containsTraits(in:): true "if the current trait collection contains all of the
    // specified traits"; a nil collection is contained.
    @Test func containsTraitsComparesOnlyTheSpecifiedTraits() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(displayGamut: .P3), UITraitCollection(activeAppearance: .active)])
        #expect(traits.containsTraits(in: UITraitCollection(displayGamut: .P3)))
        #expect(!traits.containsTraits(in: UITraitCollection(displayGamut: .SRGB)))
        #expect(!traits.containsTraits(in: UITraitCollection(forceTouchCapability: .available)))
        #expect(traits.containsTraits(in: nil))
    }

    // UIKit docs, changedTraits(from:): "the traits whose values differ"; hasDifferentColorAppearance:
    // whether a trait that affects colour appearance changed (UITraitDefinition.affectsColorAppearance).
    @Test func changedTraitsAndColorAppearance() {
        let a = UITraitCollection { $0.horizontalSizeClass = .compact; $0[ThemeTrait.self] = 1 }
        let b = UITraitCollection { $0.horizontalSizeClass = .regular; $0[ThemeTrait.self] = 1 }
        #expect(a.changedTraits(from: b).map { ObjectIdentifier($0) } == [ObjectIdentifier(UITraitHorizontalSizeClass.self)])
        #expect(!a.hasDifferentColorAppearance(comparedTo: b))
        let c = b.modifyingTraits { $0[ThemeTrait.self] = 2 }
        #expect(b.hasDifferentColorAppearance(comparedTo: c))
        #expect(UITraitCollection(userInterfaceStyle: .dark).hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(UITraitCollection.systemTraitsAffectingColorAppearance.contains { $0 == UITraitUserInterfaceStyle.self })
    }

    // UIKit docs, performAsCurrent(_:): "Makes the trait collection the current trait environment
    // and executes the specified code", then restores the previous one.
    @Test func performAsCurrentSetsCurrentForTheBlockOnly() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UITraitCollection?
        dark.performAsCurrent { inside = UITraitCollection.current }
        #expect(inside === dark)
        #expect(UITraitCollection.current == before)
    }

    // UIKit docs, UIContentSizeCategory.large: "the default size"; a device's traits carry its
    // content size category and report no 3D Touch on current iPhones.
    @Test func aDevicesTraitsCarryTheDefaultContentSize() {
        let device = UITraitCollection.device(size: CGSize(width: 390, height: 844))
        #expect(device.preferredContentSizeCategory == .large)
        #expect(device.userInterfaceLevel == .base)
        #expect(device.horizontalSizeClass == .compact)
        #expect(device.with(style: .dark).preferredContentSizeCategory == .large)
    }
}
