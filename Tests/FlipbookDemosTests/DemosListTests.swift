//  DemosListTests.swift — FlipbookDemosTests
//  The list the previewer shows, and the promise every demo makes: makeScene is self-contained.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import Testing

@Suite struct DemosListTests {
    @Test func theDemosComeInTheSeedsOrder() {
        #expect(Demos.all().map(\.name) == ["pinterest", "nav-fade", "nav-flip", "square", "slide", "spring", "zoom", "drop", "card"])
        for demo in Demos.all() where demo.name != "card" {
            #expect(!demo.summary.isEmpty && demo.summary.count <= 80, "\(demo.name): a one-line summary")
            #expect(demo.seed.range(of: #"^00[0-4] \(.+\)$"#, options: .regularExpression) != nil, "\(demo.name): \(demo.seed)")
        }
    }

    @Test(arguments: Demos.all().map(\.name))
    func aSceneMadeTwiceLooksTheSameAndFindsItsPictures(name: String) throws {
        let demo = try #require(Demos.registry().demo(named: name))
        // On a fresh thread's state, as a scrub-back rebuild may be: makeScene registers the pictures itself.
        UIImage.removeAllAssetFolders()
        let a = demo.makeScene(), b = demo.makeScene()
        if name != "card" {  // the README's example shows no pictures
            #expect(UIImage.registeredAssetFolders.map(\.standardizedFileURL) == [DemoAssets.folder.standardizedFileURL])
        }
        #expect(a.window.displayList() == b.window.displayList(), "makeScene depends on nothing but the demo")
        #expect(a.primaryAction != nil)
        if name != "square" { #expect(a.backAction != nil) }
        #expect(a.window.clock.diagnostics.isEmpty)
    }

    @Test func theSeedsPicturesAreFound() {
        DemoAssets.register()
        for name in DemoAssets.pictureNames {
            #expect(UIImage(named: name)?.image.width == 96, "\(name).png in \(DemoAssets.folder.path)")
        }
    }
}
