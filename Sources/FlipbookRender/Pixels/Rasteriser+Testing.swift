//  Rasteriser+Testing.swift — FlipbookRender
//  Flipbook's test hooks into the rasteriser. Status: complete.

import Foundation

extension Rasteriser {
    /// How many pixels the last `render` examined (the sum of every painted shape's pixel box):
    /// lets tests check that off-screen and transparent items cost no per-pixel work.
    package var pixelsVisitedInLastRender: Int { visitedPixelCount }

    /// Whether axis-aligned unclipped items take the exact-area path: turned off, every item
    /// goes through the general inverse-mapping path.
    package var usesAnalyticAxisAlignedPath: Bool {
        get { analyticAxisAlignedPathEnabled }
        set { analyticAxisAlignedPathEnabled = newValue }
    }

    /// Whether the exact-area path samples images by pixel column and row: turned off, it maps
    /// every pixel centre, against which tests check the sampling by column and row.
    package var samplesImagesByColumnAndRow: Bool {
        get { imageAxisSamplingEnabled }
        set { imageAxisSamplingEnabled = newValue }
    }

    /// Whether sampled pixels of affine items leave out the tests that cannot fail there:
    /// turned off, every sample makes every test, against which tests check the skipping.
    package var skipsSampleTestsThatCannotFail: Bool {
        get { sampleTestSkippingEnabled }
        set { sampleTestSkippingEnabled = newValue }
    }

    /// Whether clipped items' samples are tested 16 at a time: turned off, the scalar tester
    /// tests them one by one, against which tests check the vector sampler.
    package var vectorisesClippedSamples: Bool {
        get { clipSampleVectorisingEnabled }
        set { clipSampleVectorisingEnabled = newValue }
    }

    /// Whether a row of corners is found from its run's ends: turned off, every corner is
    /// tested, against which tests check the search.
    package var findsCornerRuns: Bool {
        get { cornerRunSearchEnabled }
        set { cornerRunSearchEnabled = newValue }
    }

    /// The greeked line lengths (characters per line) `drawGreeked` would use for `string`.
    package func greekedLineLengths(_ string: String, charactersPerLine: Int) -> [Int] {
        layOutGreekedLines(string, charactersPerLine: charactersPerLine)
        return greekLines
    }
}
