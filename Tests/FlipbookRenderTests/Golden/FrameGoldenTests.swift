//  FrameGoldenTests.swift — FlipbookRenderTests
//  Whole frames as text goldens: what a person sees, readable in a diff.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A 40×40-point scene on 40×20 cells (one point per cell across, two down: square pixels
/// with the half-block blitter, one pixel per point).
private let sceneSize = CGSize(width: 40, height: 40)

private func fill(_ rect: CGRect, _ color: Color, opacity: Double = 1, transform: ProjectiveTransform? = nil,
                  cornerRadius: CGFloat = 0, clips: [DisplayClip] = []) -> DisplayItem {
    let t = transform ?? ProjectiveTransform(translationX: Double(rect.minX), y: Double(rect.minY))
    return DisplayItem(transform: t, size: rect.size, content: .fill(color), opacity: opacity,
                       cornerRadius: cornerRadius, clips: clips)
}

private let white = Color(white: 1)
private let red = Color(sRGBRed: 1, green: 0, blue: 0)
private let blue = Color(sRGBRed: 0, green: 0, blue: 1)

private func frame(_ items: [DisplayItem], blitter: BlitterKind = .halfBlock, colorMode: ColorMode = .trueColor,
                   columns: Int = 40, rows: Int = 20) -> CellBuffer {
    Renderer(blitter: blitter, colorMode: colorMode)
        .render(DisplayList(size: sceneSize, items: items), columns: columns, rows: rows, background: .black)
}

@Suite struct FrameGoldenTests {
    @Test func anOpaqueRectangleAtFractionalPositions() {
        let cells = frame([fill(CGRect(x: 5.5, y: 4.25, width: 20.5, height: 10.5), white)])
        expectGolden(TextSnapshot.render(cells, colors: true), named: "opaqueRectangle")
    }

    @Test func halfAlphaOverTwoColours() {
        let cells = frame([
            fill(CGRect(x: 0, y: 0, width: 20, height: 40), red),
            fill(CGRect(x: 20, y: 0, width: 20, height: 40), blue),
            fill(CGRect(x: 10, y: 10, width: 20, height: 20), white, opacity: 0.5),
        ])
        expectGolden(TextSnapshot.render(cells, colors: true), named: "halfAlpha")
    }

    @Test func aSquareRotatedThirtyDegrees() {
        let rotation = ProjectiveTransform(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        let t = ProjectiveTransform(translationX: -10, y: -10).concatenating(rotation)
            .concatenating(ProjectiveTransform(translationX: 20, y: 20))
        expectGolden(TextSnapshot.render(frame([fill(CGRect(x: 0, y: 0, width: 20, height: 20), white, transform: t)]), colors: true),
                     named: "rotated30")
    }

    @Test(arguments: [0.25, 0.75])
    func aFlipInPerspective(progress: Double) {
        // A card turning about its vertical centre line with m34 = −1/100 (strong, to show the trapezoid).
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 100
        let angle = Double.pi * progress - (progress > 0.5 ? Double.pi : 0)
        let turn = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-15, -15, 0),
                                                           CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)),
                                       CATransform3DConcat(perspective, CATransform3DMakeTranslation(20, 20, 0)))
        let cells = frame([fill(CGRect(x: 0, y: 0, width: 30, height: 30), progress < 0.5 ? white : red,
                                transform: ProjectiveTransform(turn))])
        expectGolden(TextSnapshot.render(cells, colors: true), named: "flip-\(Int(progress * 100))")
    }

    @Test(arguments: ImageContentMode.allCases.filter { [.scaleToFill, .aspectFit, .aspectFill, .center].contains($0) })
    func aRoundedClippedImage(mode: ImageContentMode) {
        // A 16×8 image: red left half, blue right half, in a 24×24 rounded, clipping frame.
        let image = Image(width: 16, height: 8) { x, _ in x < 8 ? red : blue }
        let frameRect = CGRect(x: 8, y: 8, width: 24, height: 24)
        let clip = DisplayClip(transform: ProjectiveTransform(translationX: 8, y: 8), rect: CGRect(origin: .zero, size: frameRect.size),
                               cornerRadius: 6)
        let items = [
            fill(frameRect, Color(white: 0.3), cornerRadius: 6),
            DisplayItem(transform: ProjectiveTransform(translationX: 8, y: 8), size: frameRect.size,
                        content: .image(image, mode), clips: [clip]),
        ]
        expectGolden(TextSnapshot.render(frame(items), colors: true), named: "image-\(mode)")
    }

    @Test(arguments: [1.0, 0.3])
    func aLabelReadableAndGreeked(scale: Double) {
        // A 30×6-point label scaled about its centre.
        let s = ProjectiveTransform(translationX: -15, y: -3).concatenating(ProjectiveTransform(scaleX: scale, y: scale))
            .concatenating(ProjectiveTransform(translationX: 20, y: 20))
        let run = TextRun(string: "Hello 画面", fontSize: 6, color: .black, alignment: .center)
        let items = [
            fill(CGRect(x: 0, y: 0, width: 40, height: 40), white),
            DisplayItem(transform: s, size: CGSize(width: 30, height: 6), content: .text(run)),
        ]
        expectGolden(TextSnapshot.render(frame(items), colors: false), named: "label-\(Int(scale * 10))")
    }

    @Test(arguments: BlitterKind.allCases)
    func eachBlitter(kind: BlitterKind) {
        let rotation = ProjectiveTransform(CATransform3DMakeRotation(.pi / 8, 0, 0, 1))
        let t = ProjectiveTransform(translationX: -9, y: -9).concatenating(rotation).concatenating(ProjectiveTransform(translationX: 20, y: 20))
        let items = [
            fill(CGRect(x: 0, y: 0, width: 40, height: 40), Color(white: 0.2)),
            fill(CGRect(x: 0, y: 0, width: 18, height: 18), white, transform: t, cornerRadius: 4),
        ]
        expectGolden(TextSnapshot.render(frame(items, blitter: kind, colorMode: kind == .ascii ? .none : .trueColor), colors: kind != .ascii),
                     named: "blitter-\(kind.rawValue)")
    }

    @Test(arguments: ColorMode.allCases)
    func eachColourMode(mode: ColorMode) {
        // A ramp of hues across the scene.
        let items = (0..<8).map { i in
            fill(CGRect(x: Double(i) * 5, y: 0, width: 5, height: 40),
                 Color(sRGBRed: Double(i) / 7, green: 0.5, blue: 1 - Double(i) / 7))
        }
        expectGolden(TextSnapshot.render(frame(items, colorMode: mode, columns: 40, rows: 4), colors: true),
                     named: "colour-\(mode.rawValue)")
    }
}
