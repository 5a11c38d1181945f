//  Demos.swift — FlipbookDemos
//  The demos the previewer ships with, in the order it shows them.

import FlipbookPlayer

/// Every demo, in order: the seed documents' transitions, then demos written as a user's would be.
public enum Demos {
    public static func all() -> [Demo] {
        [PinterestDemo(), NavFadeDemo(), NavFlipDemo(), SquareDemo(), SlideDemo(), SpringDemo(), ZoomDemo(), DropDemo(), CardDemo(), SwipeDismissDemo(), SheetDemo(), TabsDemo(), RevealDemo(), BlurDemo(), FlipCardDemo(), TablePushDemo(), ExpandDemo(), ShatterDemo()]
    }

    public static func registry() -> DemoRegistry { DemoRegistry(all()) }
}
