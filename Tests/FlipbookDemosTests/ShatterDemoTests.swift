//  ShatterDemoTests.swift — FlipbookDemosTests
//  `shatter` through the player: the screen cut into 3 315 pieces that each show their square of
//  it and fly apart on their own delays (a piece checked against the ease-in curve solved apart),
//  and 860 pieces that fall under UIKit Dynamics (checked against free fall) and end the
//  dismissal when they come to rest; goldens of both.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct ShatterDemoTests {
    /// The pieces of the running shatter: the subviews of the view laid over the container.
    private func pieces(_ player: Player) throws -> [UIView] {
        let transition = try #require(player.window.activeTransition)
        let container = transition.containerView
        let piecesView = try #require(container.subviews.last)
        return piecesView.subviews
    }

    @Test func presentingCutsTheScreenIntoPiecesThatFlyApartOnTheirOwnDelays() throws {
        let player = makePlayer(ShatterDemo())
        player.update(key(.enter))
        let take = try #require(player.take)
        #expect(take.kind == .present && take.animatorName == "ShatterAnimator")
        let pieces = try pieces(player)
        // 390 × 844 in 10-pt squares: 39 columns, 85 rows (the last 4 pt tall).
        #expect(pieces.count == 39 * 85)
        // (The model values are where the pieces fly to: where they start is their presentation.)
        let corner = try #require(pieces.last)
        #expect(try #require(corner.layer.presentation()).frame == CGRect(x: 380, y: 840, width: 10, height: 4))
        // UIKit docs (CALayer.contentsRect): "The rectangle, in the unit coordinate space, that
        // defines the portion of the layer's contents that should be used."
        let rect = corner.layer.contentsRect
        expectClose(Double(rect.minX), 380.0 / 390, tolerance: 1e-12)
        expectClose(Double(rect.minY), 840.0 / 844, tolerance: 1e-12)
        expectClose(Double(rect.height), 4.0 / 844, tolerance: 1e-12)
        #expect(pieces.allSatisfy { $0.layer.contents != nil && $0.layer.contents as AnyObject === corner.layer.contents as AnyObject },
                "every piece shows the one picture of the screen")

        // A corner piece leaves last: its delay is the whole spread (0.3 s), its flight 0.6 s with
        // the ease-in curve (UIKit docs, UIView.AnimationOptions.curveEaseIn: "An ease-in curve
        // causes the animation to begin slowly, and then speed up"; CAMediaTimingFunctionName.easeIn
        // is the cubic Bézier (0.42, 0, 1, 1), solved here by bisection: `ReferenceCurve`).
        let topLeft = pieces[0]
        let start = CGPoint(x: 5, y: 5)
        let end = topLeft.center
        let centre = CGPoint(x: 195, y: 422), farthest = hypot(195.0, 422.0)
        let delay = 0.3 * hypot(5 - Double(centre.x), 5 - Double(centre.y)) / farthest
        #expect(hypot(Double(end.x - start.x), Double(end.y - start.y)) >= 120, "flies at least 120 pt out")
        player.update(char(" "))  // pause
        for seconds in [0.1, 0.45, 0.7] {
            player.seek(to: take.start + seconds)
            let presented = try #require(try self.pieces(player).first?.layer.presentation())
            let x = min(max((seconds - delay) / 0.6, 0), 1)
            let eased = ReferenceCurve.easeIn(x)
            expectClose(Double(presented.position.x), Double(start.x) + eased * Double(end.x - start.x), tolerance: 1e-6,
                        "x at \(seconds) s")
            expectClose(Double(presented.position.y), Double(start.y) + eased * Double(end.y - start.y), tolerance: 1e-6,
                        "y at \(seconds) s")
            expectClose(Double(presented.opacity), 1 - eased, tolerance: 1e-6, "fading at \(seconds) s")
        }
        player.resume()
        player.run(take.length + 0.1)
        let photo = try #require(player.window.rootViewController as? ShatterPhotoViewController)
        let next = try #require(photo.presentedViewController as? ShatterNextViewController)
        #expect(player.window.activeTransition == nil)
        #expect(next.view.window === player.window && next.view.superview?.subviews.count == 1, "the pieces are gone")
        #expect(!photo.view.isHidden, "the shattered screen is shown again for the dismissal")
        #expect(player.window.clock.diagnostics.isEmpty)
        expectTakeGoldens(player, prefix: "present")
    }

    @Test func dismissingDropsThePiecesUnderGravityAndEndsWhenTheyRest() throws {
        let player = makePlayer(ShatterDemo())
        player.update(key(.enter))
        player.run((player.take?.length ?? 0) + 0.1)
        player.update(key(.escape))
        let take = try #require(player.take)
        #expect(take.kind == .dismiss)
        let pieces = try pieces(player)
        // 390 × 844 in 20-pt squares: 20 columns (the last 10 pt wide), 43 rows (the last 4 pt tall).
        #expect(pieces.count == 860)

        // Before anything is hit, a piece falls freely: UIKit docs (UIGravityBehavior.magnitude):
        // "A magnitude value of 1.0 represents an acceleration of 1000 points / second²"; the
        // demo's 1.5 is 1 500 pt/s², from the velocity it was given.
        // (Its model position is where it comes to rest; it starts at its square, the first one.)
        let piece = pieces[0]
        let y0 = 10.0
        let start = try #require(piece.layer.presentation()).position
        expectClose(Double(start.y), y0, tolerance: 1e-9)
        #expect(Double(piece.center.y) > 844, "at rest below the screen")
        player.run(0.2)
        let t = player.window.clock.time - take.start
        let velocity = try #require(player.window.activeTransition.flatMap { _ in initialVelocity(of: piece, in: pieces) })
        let expected = y0 + velocity * t + 0.5 * 1500 * t * t
        let fallen = Double(try #require(piece.layer.presentation()).position.y)
        // The fixed-step integrator (semi-implicit Euler at 1/120 s) leads the parabola by at most g·h·t.
        expectClose(fallen, expected, tolerance: 1500 * (1.0 / 120) * t + 0.5, "free fall after \(t) s")

        #expect(take.length > 1 && take.length < 6, "the pieces come to rest on the floor below the screen")
        player.run(take.length + 0.1)
        let photo = try #require(player.window.rootViewController as? ShatterPhotoViewController)
        #expect(photo.presentedViewController == nil && player.window.activeTransition == nil, "the rest ended the dismissal")
        #expect(photo.view.window === player.window)
        #expect(player.window.clock.diagnostics.isEmpty)
        expectTakeGoldens(player, prefix: "dismiss")
    }

    /// The vertical velocity the demo gave `piece`, pt/s: its seeded draw, made again here.
    private func initialVelocity(of piece: UIView, in pieces: [UIView]) -> Double? {
        guard let index = pieces.firstIndex(where: { $0 === piece }) else { return nil }
        var random = ShatterRandom(seed: 860)
        var vy = 0.0
        for _ in 0...index {
            _ = Double.random(in: -4...4, using: &random)
            _ = Double.random(in: -120...120, using: &random)
            vy = Double.random(in: -260 ... -40, using: &random)
        }
        return vy
    }
}
