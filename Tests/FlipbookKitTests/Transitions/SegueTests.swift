//  SegueTests.swift — FlipbookKitTests
//  Segues without storyboards: registered in code, prepared, performed as their kind says.

@testable import FlipbookKit
import Testing

private final class Source: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") → \(type(of: segue.destination)) from \(sender as? String ?? "nil")")
        segue.destination.title = "prepared"
    }
}

private final class Detail: UIViewController {}

/// A custom segue as apps write them: it presents its destination itself.
private final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: false)
    }
}

@Suite struct SegueTests {
    // UIKit docs, performSegue(withIdentifier:sender:): the controller makes the segue, calls
    // prepare(for:sender:), then perform(); "the shouldPerformSegue(withIdentifier:sender:)
    // method is not called".
    @Test func aShowSeguePushesInANavigationControllerAfterPrepare() {
        let window = UIWindow()
        let source = Source()
        let navigation = UINavigationController(rootViewController: source)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        source.registerSegue(withIdentifier: "showDetail") { Detail() }
        source.performSegue(withIdentifier: "showDetail", sender: "row 3")
        #expect(source.prepared == ["showDetail → Detail from row 3"])
        #expect(navigation.topViewController is Detail && navigation.topViewController?.title == "prepared")
    }

    @Test func modalAndCustomSeguesPresentAndAnUnknownOneSaysSo() {
        let window = UIWindow()
        let source = Source()
        window.rootViewController = source
        window.makeKeyAndVisible()
        source.registerSegue(withIdentifier: "custom", kind: .custom { FadeSegue(identifier: $0, source: $1, destination: $2) }) { Detail() }
        source.performSegue(withIdentifier: "custom", sender: nil)
        #expect(source.presentedViewController is Detail && source.prepared == ["custom → Detail from nil"])
        source.dismiss(animated: false)
        source.registerSegue(withIdentifier: "modal", kind: .presentModally) { Detail() }
        source.performSegue(withIdentifier: "modal", sender: nil)
        window.clock.tick(to: 2)
        #expect(source.presentedViewController is Detail)
        source.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(window.clock.diagnostics.last?.hasPrefix("Receiver (<Source>) has no segue with identifier 'nowhere'") == true)
        #expect(UIStoryboardSegue(identifier: nil, source: source, destination: Detail()).identifier == nil)
        #expect(source.shouldPerformSegue(withIdentifier: "modal", sender: nil))
    }
}
