//  ImageResource.swift — FlipbookKit
//  Mirrors DeveloperToolsSupport's ImageResource and ColorResource, the asset symbols Xcode generates
//  for an asset catalog, and UIKit's initialisers from them. Status: complete (Flipbook does not generate
//  the symbols: an app's GeneratedAssetSymbols.swift, or its own extension, declares them).

import Foundation

/// An image of an asset catalog, by name and bundle (Xcode generates one `static let` for each
/// image set: `UIImage(resource: .beach)`).
///
///     extension ImageResource {
///         static let beach = ImageResource(name: "Beach", bundle: .module)
///     }
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of an asset catalog, by name and bundle (Xcode generates one `static let` for each colour set).
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image of `resource`: its image set in its bundle, which must exist (UIKit traps on a
    /// missing one, as Xcode generates only symbols of images that exist).
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
    }
}

extension UIColor {
    /// The colour of `resource`: its colour set in its bundle, which must exist.
    public convenience init(resource: ColorResource) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
    }
}
