//  PackageTemplate.swift — FlipbookCommandLine
//  What `flipbook init` makes of Examples/Preview, the package it copies: the paths it writes into
//  the copy, worked out without touching a file.

import Foundation

/// The example preview package (`Examples/Preview` in the checkout) and how a copy of it is
/// pointed at this checkout and at an app's files.
public enum PackageTemplate {
    /// The template's folder, in the checkout.
    public static let folder = "Examples/Preview"
    /// The template's dependency on Flipbook: the checkout, two folders up.
    public static let dependency = #".package(name: "Flipbook", path: "../..")"#
    /// The folder of app files in the package: listed in the target's `exclude:`, so the
    /// FlipbookTranslate plugin compiles its Swift files translated (`#selector`, `@objc` …).
    public static let appFolder = "Sources/Preview/App"

    /// Where `--link` puts the link to the app's folder `linked`: in the app folder, by its name
    /// (`../MyApp/Transitions` → `Sources/Preview/App/Transitions`).
    public static func linkPath(for linked: String) -> String {
        let name = linked.split(separator: "/").last.map(String.init) ?? "App"
        return appFolder + "/" + (name == "." || name == ".." || name.isEmpty ? "App" : name)
    }
    /// What the copy leaves out: a build and the editor's state, if the template was ever built in place.
    public static let skipped: Set<String> = [".build", ".swiftpm", "Package.resolved"]

    /// A mistake in the template itself (a checkout edited by hand).
    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// The template's Package.swift with its dependency on the checkout at `flipbookPath`.
    public static func manifest(_ template: String, flipbookPath: String) throws -> String {
        let parts = template.components(separatedBy: dependency)
        guard parts.count == 2 else {
            throw Error(description: "\(folder)/Package.swift should name its Flipbook dependency once as \(dependency); "
                + "it does \(parts.count - 1) times. Restore it from git (`git checkout \(folder)`).")
        }
        return parts.joined(separator: #".package(name: "Flipbook", path: "\#(swiftEscaped(flipbookPath))")"#)
    }

    /// `target` as a path from the folder `base`, both absolute and free of `.`, `..` and links:
    /// relative when they share more than the root (`../flipbook`), else absolute, so a package
    /// moved along with the checkout still finds it, and one in /tmp names it plainly.
    public static func path(to target: String, from base: String) -> String {
        let to = components(target), from = components(base)
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        guard common > 0 else { return target }
        let steps = Array(repeating: "..", count: from.count - common) + to[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }

    private static func swiftEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
