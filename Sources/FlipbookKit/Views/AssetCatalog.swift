//  AssetCatalog.swift — FlipbookKit
//  Flipbook addition: Xcode asset catalogs (`Assets.xcassets`) read as a device reads them, so an
//  app's catalog is used unchanged: `NAME.imageset` (PNG or JPEG files) and `NAME.colorset`, each with its Contents.json.

import Foundation

/// The images and colours of the asset catalogs in a folder.
///
/// A catalog is a folder ending in `.xcassets`; its sets may sit in groups (subfolders) at any
/// depth, and are found by their own name, as Xcode's do without "Provides Namespace".
enum AssetCatalog {
    /// The catalogs directly in `folder` (a resource folder holds them at its top).
    static func catalogs(in folder: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
    }

    /// The file of the image set `name` in `catalog` a device of `scale` pixels per point would
    /// show, and its scale: the iPhone or universal entry of that scale, else the nearest larger,
    /// else the largest there is (UIKit docs, "Asset Catalog Format Reference": `images[]` with
    /// `filename`, `idiom`, `scale`). Nil when the set or a usable entry is missing.
    static func imageFile(named name: String, in catalog: URL, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard let set = self.set(named: name, type: "imageset", in: catalog) else { return nil }
        let images = contents(of: set)?["images"] as? [[String: Any]] ?? []
        var candidates: [(file: String, scale: CGFloat, iphone: Bool)] = []
        for entry in images {
            guard let file = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            let entryScale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
            candidates.append((set.appendingPathComponent(file).path, CGFloat(entryScale), idiom == "iphone"))
        }
        if candidates.isEmpty {
            // Flipbook: a set whose Contents.json names no file (or is missing) shows the PNG or JPEG
            // files in its folder, each of the scale its `@2x`/`@3x` suffix says (Xcode would warn).
            let files = (try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? []
            for file in files.sorted() where imageExtensions.contains((file as NSString).pathExtension.lowercased()) {
                let stem = (file as NSString).deletingPathExtension
                let fileScale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
                candidates.append((set.appendingPathComponent(file).path, fileScale, false))
            }
        }
        func rank(_ c: (file: String, scale: CGFloat, iphone: Bool)) -> (Int, CGFloat, Int) {
            // Exact first, then larger ones (nearest first), then smaller ones (largest first); iPhone before universal.
            let tier = c.scale == scale ? 0 : c.scale > scale ? 1 : 2
            return (tier, tier == 1 ? c.scale : -c.scale, c.iphone ? 0 : 1)
        }
        guard let best = candidates.filter({ FileManager.default.fileExists(atPath: $0.file) }).min(by: { rank($0) < rank($1) })
        else { return nil }
        return (best.file, best.scale)
    }

    /// The file extensions of the pictures an image set holds that Flipbook decodes.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The colour set `name` in `catalog`: its first colour for any appearance (the light one),
    /// its sRGB components written as floats ("0.800"), 0–255 integers ("204") or hex ("0xCC").
    static func color(named name: String, in catalog: URL) -> UIColor? {
        guard let set = self.set(named: name, type: "colorset", in: catalog),
              let colors = contents(of: set)?["colors"] as? [[String: Any]] else { return nil }
        let plain = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let color = plain?["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            let value = text.trimmingCharacters(in: .whitespaces)
            if value.lowercased().hasPrefix("0x") { return UInt8(value.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            guard let number = Double(value) else { return nil }
            return CGFloat(value.contains(".") || number <= 1 ? number : number / 255)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: component("alpha") ?? 1)
    }

    /// The folder `name.type` anywhere in `catalog`.
    private static func set(named name: String, type: String, in catalog: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.pathExtension == type {
            if url.deletingPathExtension().lastPathComponent == name { return url }
        }
        return nil
    }

    private static func contents(of set: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
