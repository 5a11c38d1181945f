//  UIImageAsset.swift — FlipbookKit
//  Mirrors UIKit.UIImageAsset: images of one picture for different traits. Status: complete (an
//  asset catalog's image is loaded for the device's scale alone, so it has no asset).

import Foundation

/// Images of one picture for different traits (a scale, an appearance): `image(with:)` picks the
/// one registered for the traits that match best.
///
///     let asset = UIImageAsset()
///     asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
///     asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
///     let shown = asset.image(with: view.traitCollection)
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// The registered images and the traits each is for, in registration order.
    private var entries: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() {
        super.init()
    }

    /// The registered image for `traitCollection`: of those whose traits `traitCollection` contains,
    /// the one that specifies the most (UIKit docs: "the image that best matches the specified
    /// traits"); else the first registered; else an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let matching = entries.filter { traitCollection.containsTraits(in: $0.traits) }
        let best = matching.max { specified($0.traits) < specified($1.traits) } ?? entries.first
        return best?.image ?? UIImage()
    }

    /// The registered image for `configuration`'s traits.
    open func image(with configuration: UIImage.Configuration) -> UIImage {
        image(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Registers `image` for `traitCollection`, replacing an image registered for the same traits;
    /// the image's `imageAsset` becomes this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        entries.removeAll { $0.traits == traitCollection }
        entries.append((traitCollection, image))
        image.assetStorage = self
    }

    /// Registers `image` for `configuration`'s traits.
    open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
        register(image, with: configuration.traitCollection ?? UITraitCollection())
    }

    /// Removes the image registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        entries.removeAll { $0.traits == traitCollection }
    }

    /// Removes the image registered for `configuration`'s traits.
    open func unregisterImage(with configuration: UIImage.Configuration) {
        unregisterImage(with: configuration.traitCollection ?? UITraitCollection())
    }

    /// How many traits `traits` specifies (a value other than unspecified).
    private func specified(_ traits: UITraitCollection) -> Int {
        [traits.horizontalSizeClass != .unspecified, traits.verticalSizeClass != .unspecified,
         traits.userInterfaceIdiom != .unspecified, traits.userInterfaceStyle != .unspecified,
         traits.displayScale != 0, traits.layoutDirection != .unspecified].filter { $0 }.count
    }
}
