//  DemosListTests.swift — FlipbookDemosTests
//  The list the previewer shows, and the promise every demo makes: makeScene is self-contained.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookRender
import Testing

@Suite struct DemosListTests {
    @Test func theDemosComeInTheSeedsOrder() {
        #expect(Demos.all().map(\.name) == ["pinterest", "nav-fade", "nav-flip", "square", "slide", "spring", "zoom", "drop", "card",
                                             "swipe-dismiss", "sheet", "tabs", "reveal", "blur", "flip-card", "table-push", "expand", "shatter"])
        for demo in Demos.all() {
            #expect(!demo.summary.isEmpty && demo.summary.count <= 80, "\(demo.name): a one-line summary")
        }
        for demo in Demos.all().prefix(8) {
            #expect(demo.seed.range(of: #"^00[0-4] \(.+\)$"#, options: .regularExpression) != nil, "\(demo.name): \(demo.seed)")
        }
    }

    /// A demo of your own has no seed: the card declares none, and the header says none.
    @Test func aDemoOfYourOwnHasNoSeedAndTheHeaderSaysNone() {
        #expect(CardDemo().seed == "")
        let demo = TransitionDemo(name: "mine", summary: "My own fade") { window in
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            return DemoScene(window: window, primaryAction: {}, backAction: {})
        }
        #expect(demo.seed == "")
        let header = TextSnapshot.lines(Player(registry: DemoRegistry([demo]), columns: 120, rows: 36).render())[0]
        #expect(header.contains("mine — My own fade") && !header.contains("seed"), "\(header)")
        let scene = demo.makeScene()
        #expect(scene.primaryActionName == "present" && scene.backActionName == "dismiss")
        #expect(scene.primaryAction != nil && scene.backAction != nil)
    }

    @Test(arguments: Demos.all().map(\.name))
    func aSceneMadeTwiceLooksTheSameAndFindsItsPictures(name: String) throws {
        let demo = try #require(Demos.registry().demo(named: name))
        // With no asset folder registered, as a user's package runs: the pictures come from the
        // demos' resources, found as an app's are (a missing one would be a diagnostic).
        UIImage.removeAllAssetFolders()
        let a = demo.makeScene(), b = demo.makeScene()
        #expect(a.window.displayList() == b.window.displayList(), "makeScene depends on nothing but the demo")
        #expect(a.primaryAction != nil)
        if name != "square" { #expect(a.backAction != nil) }
        #expect(a.window.clock.diagnostics.isEmpty)
    }

    @Test func theSeedsPicturesAreFoundInTheDemosResources() {
        UIImage.removeAllAssetFolders()
        for name in DemoAssets.pictureNames {
            #expect(UIImage(named: name)?.image?.width == 96, "\(name).imageset in Flipbook_FlipbookDemos.resources")
        }
    }
}
