//  PackageTemplateTests.swift — FlipbookCommandLineTests
//  `flipbook init`: its words, the paths it writes into a copy of Examples/Preview, and the README's
//  Package.swift agreeing with the template. (Tests/user-package.sh runs init itself, end to end.)

import Foundation
@testable import FlipbookCommandLine
import Testing

@Suite struct PackageTemplateTests {
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    private func parse(_ line: String) throws -> LaunchOptions.Command {
        try LaunchOptions.parse(line.split(separator: " ").map(String.init), demoNames: ["zoom"]).command
    }

    private func message(_ line: String) -> String {
        do {
            return "parsed as \(try parse(line))"
        } catch {
            return String(describing: error)
        }
    }

    @Test func initTakesAFolderAndMayLinkTheAppsFiles() throws {
        #expect(try parse("init Preview") == .createPackage(directory: "Preview", link: nil))
        #expect(try parse("init Preview --link ../MyApp/Transitions")
            == .createPackage(directory: "Preview", link: "../MyApp/Transitions"))
        #expect(try parse("--link=App init P") == .createPackage(directory: "P", link: "App"), "the option may come first")
        #expect(message("init").contains("init needs the folder to write the package in"))
        #expect(message("init --link x").contains("init needs the folder"))
        #expect(message("init P zoom").contains("init writes a package and previews no demo"))
        #expect(message("zoom --link App").contains("--link belongs to `flipbook init DIR --link PATH`"))
        #expect(message("init P --link").contains("--link needs a value"))
        #expect(LaunchOptions.usage(demos: []).contains("flipbook init DIR [--link PATH]"))
    }

    @Test func aPathIsRelativeWhenTheTwoShareMoreThanTheRoot() {
        // As Python's os.path.relpath gives them (an independent implementation).
        #expect(PackageTemplate.path(to: "/home/me/flipbook", from: "/home/me/Preview") == "../flipbook")
        #expect(PackageTemplate.path(to: "/home/me/MyApp/Transitions", from: "/home/me/Preview/Sources/Preview")
            == "../../../MyApp/Transitions")
        #expect(PackageTemplate.path(to: "/home/me/Preview/Sources", from: "/home/me/Preview") == "Sources")
        #expect(PackageTemplate.path(to: "/home/me", from: "/home/me") == ".")
        #expect(PackageTemplate.path(to: "/work/flipbook", from: "/tmp/Preview") == "/work/flipbook", "only / shared: absolute")
    }

    @Test func theAppsFolderIsLinkedInTheTranslatedFolderByItsName() {
        #expect(PackageTemplate.linkPath(for: "/home/me/MyApp/Transitions") == "Sources/Preview/App/Transitions")
        #expect(PackageTemplate.linkPath(for: "/home/me/MyApp/") == "Sources/Preview/App/MyApp")
        #expect(PackageTemplate.linkPath(for: "/") == "Sources/Preview/App/App")
    }

    @Test func theTemplateCompilesItsAppFolderThroughTheTranslation() throws {
        let template = try String(contentsOf: checkout.appendingPathComponent("Examples/Preview/Package.swift"), encoding: .utf8)
        #expect(template.contains(#"exclude: ["App"]"#))
        #expect(template.contains(#"plugins: [.plugin(name: "FlipbookTranslate", package: "Flipbook")]"#))
        #expect(PackageTemplate.appFolder.hasSuffix("/App"))
    }

    @Test func theManifestNamesTheCheckoutWhereTheTemplateSaysTwoFoldersUp() throws {
        let template = try String(contentsOf: checkout.appendingPathComponent("Examples/Preview/Package.swift"), encoding: .utf8)
        let written = try PackageTemplate.manifest(template, flipbookPath: #"/srv/my "flip"book"#)
        #expect(written.contains(#".package(name: "Flipbook", path: "/srv/my \"flip\"book"),"#))
        #expect(written.replacingOccurrences(of: #"/srv/my \"flip\"book"#, with: "../..") == template, "nothing else changes")
        #expect(throws: PackageTemplate.Error.self) { try PackageTemplate.manifest("let package = 1", flipbookPath: "/x") }
    }

    /// The README's Package.swift is the one init writes, beside a checkout in `../flipbook`.
    @Test func theReadmesPackageSwiftIsTheTemplates() throws {
        let readme = try String(contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
        let template = try String(contentsOf: checkout.appendingPathComponent("Examples/Preview/Package.swift"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let manifest = try #require(blocks.first { $0.contains("import PackageDescription") }, "the README shows a Package.swift")
        #expect(manifest == (try PackageTemplate.manifest(template, flipbookPath: "../flipbook")))
    }
}
