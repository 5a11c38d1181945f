//  Rasteriser+Testing.swift — FlipbookRender
//  Flipbook's test hooks into the rasteriser (the two that need state of their own exist only
//  in debug builds: FLIPBOOK_TEST_HOOKS, see Package.swift). Status: complete.

import Foundation

extension Rasteriser {
    #if FLIPBOOK_TEST_HOOKS
    /// How many pixels the last `render` examined (the sum of every painted shape's pixel box):
    /// lets tests check that off-screen and transparent items cost no per-pixel work.
    package var pixelsVisitedInLastRender: Int { visitedPixelCount }

    /// The faster paths the rasteriser takes (all by default): a test removes one to hold it to
    /// the slower way it replaces.
    package var usedFastPaths: FastPaths {
        get { fastPaths }
        set { fastPaths = newValue }
    }
    #endif

    /// How many pixels of kept items the rasteriser holds (see `Rasteriser+ItemCache.swift`).
    package var keptItemPixelCount: Int { itemCache.pixelCount }

    /// How many display-list indices the rasteriser remembers an item at (to keep it when it
    /// stays the same).
    package var rememberedItemCount: Int { itemCache.keys.lazy.filter { $0 != nil }.count }

    /// How many shadow planes the rasteriser has blurred (see `drawShadowInItsPlane`).
    package var madeShadowPlaneCount: Int { shadowPlanesMade }

    /// How many decoded images the rasteriser keeps (see `decodedTexels(of:toComponent:)`).
    package var decodedImageCount: Int { decodedImages.count }
}
