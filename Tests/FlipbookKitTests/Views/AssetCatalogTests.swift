//  AssetCatalogTests.swift — FlipbookKitTests
//  An app's Assets.xcassets, unchanged: image sets picked for the device's scale, colour sets,
//  found in a bundle's resources; a name found nowhere is a diagnostic naming where it looked.

import Foundation
@testable import FlipbookKit
import Testing

/// A resource folder holding `Assets.xcassets` with the sets written by `make`, as a Bundle.
private func catalogBundle(_ make: (URL) throws -> Void) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-catalog-\(UUID().uuidString)")
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    try make(catalog)
    return try #require(Bundle(path: folder.path))
}

/// An image set `name` (in `group`, a folder of the catalog) with one `size`-pixel square a
/// scale, each its own colour, and the Contents.json Xcode writes for it.
private func imageSet(_ name: String, in catalog: URL, group: String? = nil, scales: [(scale: String, idiom: String, size: Int, color: Color)]) throws {
    var folder = catalog
    if let group { folder.appendPathComponent(group) }
    folder.appendPathComponent("\(name).imageset")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var entries: [String] = []
    for (i, s) in scales.enumerated() {
        let file = "\(name)-\(i).png"
        try Image(width: s.size, height: s.size, fill: s.color).pngData().write(to: folder.appendingPathComponent(file))
        entries.append(#"{"filename":"\#(file)","idiom":"\#(s.idiom)","scale":"\#(s.scale)"}"#)
    }
    try Data(#"{"images":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#.utf8)
        .write(to: folder.appendingPathComponent("Contents.json"))
}

private let red = Color(sRGBRed: 1, green: 0, blue: 0), green = Color(sRGBRed: 0, green: 1, blue: 0), blue = Color(sRGBRed: 0, green: 0, blue: 1)

@Suite struct AssetCatalogTests {
    /// UIKit docs (Asset Catalog Format Reference, Image Set Type): an image set's `images` list
    /// one file per `scale` and `idiom`; a device shows the one of its own scale. An iPhone of
    /// 390×844 pt has 3 pixels a point.
    @Test func anImageSetGivesTheEntryOfTheDevicesScale() throws {
        UIImage.removeAllAssetFolders()
        let bundle = try catalogBundle { catalog in
            try imageSet("photo", in: catalog, group: "Photos", scales: [("1x", "universal", 10, red), ("2x", "universal", 20, green),
                                                                         ("3x", "universal", 30, blue)])
        }
        let image = try #require(UIImage(named: "photo", in: bundle, compatibleWith: nil))
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 10))
        #expect(image.image == Image(width: 30, height: 30, fill: blue))
        let atTwo = try #require(UIImage(named: "photo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(atTwo.scale == 2 && atTwo.image == Image(width: 20, height: 20, fill: green))
    }

    /// Without the device's scale, the nearest larger one (drawn down), else the largest there is;
    /// an iPad-only entry is never an iPhone's.
    @Test func withoutItsScaleTheNearestLargerElseTheLargest() throws {
        UIImage.removeAllAssetFolders()
        let bundle = try catalogBundle { catalog in
            try imageSet("two", in: catalog, scales: [("1x", "universal", 10, red), ("2x", "universal", 20, green), ("3x", "ipad", 30, blue)])
            try imageSet("one", in: catalog, scales: [("1x", "universal", 10, red)])
        }
        let two = try #require(UIImage(named: "two", in: bundle, compatibleWith: nil))
        #expect(two.scale == 2 && two.image == Image(width: 20, height: 20, fill: green))
        let larger = try #require(UIImage(named: "two", in: bundle, compatibleWith: UITraitCollection(displayScale: 1.5)))
        #expect(larger.scale == 2)
        #expect(UIImage(named: "one", in: bundle, compatibleWith: nil)?.size == CGSize(width: 10, height: 10))
    }

    /// UIKit docs (Color Set Type): `colors[].color.components` in sRGB, written as floats,
    /// 0–255 integers or hex; the entry without `appearances` is the light one.
    @Test func aColorSetGivesItsLightColour() throws {
        let bundle = try catalogBundle { catalog in
            for (name, components) in [("Brand", #""red":"0.800","green":"0.200","blue":"0.100","alpha":"1.000""#),
                                       ("Ints", #""red":"204","green":"51","blue":"26","alpha":"0.500""#),
                                       ("Hex", #""red":"0xCC","green":"0x33","blue":"0x1A","alpha":"1.000""#)] {
                let set = catalog.appendingPathComponent("\(name).colorset")
                try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
                let light = #"{"idiom":"universal","color":{"color-space":"srgb","components":{\#(components)}}}"#
                let dark = #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}"#
                try Data(#"{"colors":[\#(dark),\#(light)],"info":{"author":"xcode","version":1}}"#.utf8)
                    .write(to: set.appendingPathComponent("Contents.json"))
            }
        }
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil)).color.sRGBComponents
        #expect(abs(brand.red - 0.8) < 1e-9 && abs(brand.green - 0.2) < 1e-9 && abs(brand.blue - 0.1) < 1e-9 && brand.alpha == 1)
        let ints = try #require(UIColor(named: "Ints", in: bundle, compatibleWith: nil)).color.sRGBComponents
        #expect(abs(ints.red - 0.8) < 1e-9 && abs(ints.blue - 26.0 / 255) < 1e-9 && abs(ints.alpha - 0.5) < 1e-9)
        let hex = try #require(UIColor(named: "Hex", in: bundle, compatibleWith: nil)).color.sRGBComponents
        #expect(abs(hex.red - 0.8) < 1e-9 && abs(hex.green - 0.2) < 1e-9)
    }

    /// UIKit returns nil for a name it cannot find; Flipbook also says where it looked.
    @Test func aNameFoundNowhereIsNilAndADiagnosticNamingThePlaces() throws {
        UIImage.removeAllAssetFolders()
        let bundle = try catalogBundle { _ in }
        let window = UIWindow()
        window.makeKey()
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        let said = window.clock.diagnostics.joined(separator: "\n")
        #expect(said.contains("UIImage(named: \"missing\")") && said.contains("missing.imageset") && said.contains(bundle.bundlePath), "\(said)")
        #expect(said.contains("UIColor(named: \"Missing\")") && said.contains("Missing.colorset"), "\(said)")
    }
}
