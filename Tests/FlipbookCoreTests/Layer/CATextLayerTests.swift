//  CATextLayerTests.swift — FlipbookCoreTests
//  CATextLayer's properties reach the display list's TextRun and survive the presentation copy.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CATextLayerTests {
    private func textLayer(_ string: Any?) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 20, y: 30, width: 200, height: 40)
        layer.string = string
        return layer
    }

    private func runs(_ root: CALayer) -> [TextRun] {
        root.displayList(atRootTime: 0).items.compactMap {
            if case .text(let run) = $0.content { return run }
            return nil
        }
    }

    @Test func defaultsAreThirtySixPointOpaqueWhite() {
        let root = sceneRoot()
        root.addSublayer(textLayer("Hello"))
        let run = runs(root).first
        #expect(run?.string == "Hello")
        #expect(run?.fontSize == 36)
        #expect(run?.color == .white)
        #expect(run?.alignment == .natural)
        #expect(run?.numberOfLines == 1)
    }

    @Test(arguments: [(CATextLayerAlignmentMode.left, TextAlignment.left), (.right, .right), (.center, .center),
                      (.justified, .justified), (.natural, .natural)])
    func propertiesReachTheTextRun(_ mode: CATextLayerAlignmentMode, _ alignment: TextAlignment) {
        let root = sceneRoot()
        let layer = textLayer("Inbox")
        layer.fontSize = 13
        layer.foregroundColor = CGColor(Palette.blue)
        layer.alignmentMode = mode
        root.addSublayer(layer)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 1)
        #expect(items.first?.content == .text(TextRun(string: "Inbox", fontSize: 13, color: Palette.blue,
                                                     alignment: alignment, numberOfLines: 1)))
        // The run lives in the layer's rectangle.
        #expect(items.first?.size == CGSize(width: 200, height: 40))
        expectCorners(items.first, rectCorners(CGRect(x: 20, y: 30, width: 200, height: 40)))
    }

    @Test func wrappedTextHasNoLineLimit() {
        let root = sceneRoot()
        let layer = textLayer("A long paragraph")
        layer.isWrapped = true
        root.addSublayer(layer)
        #expect(runs(root).first?.numberOfLines == 0)
    }

    @Test func attributedStringShowsItsPlainCharacters() {
        let root = sceneRoot()
        root.addSublayer(textLayer(NSAttributedString(string: "Styled")))
        #expect(runs(root).map(\.string) == ["Styled"])
    }

    @Test func noStringOrClearColourDrawsNoText() {
        let root = sceneRoot()
        root.addSublayer(textLayer(nil))
        root.addSublayer(textLayer(""))
        let clear = textLayer("invisible")
        clear.foregroundColor = CGColor(Color.clear)
        root.addSublayer(clear)
        #expect(root.displayList(atRootTime: 0).items.isEmpty)
    }

    @Test func textSitsBetweenBackgroundAndSublayersAndTakesOpacity() {
        let root = sceneRoot()
        let layer = textLayer("Title")
        layer.backgroundColor = CGColor(Palette.grey)
        layer.opacity = 0.5
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red))
        root.addSublayer(layer)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "text", "fill"])
        #expect(items.dropFirst().first?.opacity == 0.5)
    }

    @Test func presentationCopyKeepsTheTextProperties() {
        let root = sceneRoot()
        let layer = textLayer("Settings")
        layer.fontSize = 22
        layer.foregroundColor = CGColor(Palette.green)
        layer.alignmentMode = .center
        layer.isWrapped = true
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        guard let p = layer.presentation() else {
            Issue.record("a clocked text layer has a presentation copy"); return
        }
        #expect(p !== layer)
        #expect(p.string as? String == "Settings")
        #expect(p.fontSize == 22)
        #expect(p.foregroundColor == CGColor(Palette.green))
        #expect(p.alignmentMode == .center)
        #expect(p.isWrapped)
        #expect(p.model() === layer)
        // init(layer:) directly, as Core Animation uses it.
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "Settings")
        #expect(copy.fontSize == 22)
        #expect(copy.alignmentMode == .center)
        expectClose(copy.frame, layer.frame)
    }
}
