//  UIImage+APITests.swift — FlipbookKitTests
//  UIImage's JPEG pictures (decoded against what Pillow wrote, encoded for Pillow to read), its
//  variants drawn (orientation, tint, nine-slice, pattern), thumbnails, animated images,
//  configurations and glyphs, and UIImageView's templates, resizable images and animation.

import Foundation
@testable import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A fresh temporary folder, registered as this thread's only asset folder.
private func assetFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-image-api-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    UIImage.removeAllAssetFolders()
    UIImage.registerAssetFolder(url)
    return url
}

private let red = Color(sRGBRed: 1, green: 0, blue: 0)
private let green = Color(sRGBRed: 0, green: 1, blue: 0)
private let blue = Color(sRGBRed: 0, green: 0, blue: 1)

/// A 4×2 image: red on the left half, blue on the right.
private let halves = Image(width: 4, height: 2) { x, _ in x < 2 ? red : blue }

/// `image` rasterised one pixel per image pixel over black: the 8-bit sRGB colour of each pixel.
private func pixels(_ image: CGImage) -> (Int, Int) -> (r: Int, g: Int, b: Int) {
    let size = CGSize(width: image.width, height: image.height)
    let items = image.pictureItems ?? image.bitmap.map { [DisplayItem(transform: .identity, size: size, content: .image($0, .scaleToFill))] } ?? []
    let viewport = Viewport(sceneSize: size, columns: image.width, rows: image.height, cellAspect: 1, pixelsPerCell: (1, 1))
    var buffer = PixelBuffer(width: 0, height: 0)
    Rasteriser().render(DisplayList(size: size, items: items), viewport: viewport, background: .black, into: &buffer)
    return { x, y in
        let p = buffer[x, y]
        return (Int((p.x * 255).rounded()), Int((p.y * 255).rounded()), Int((p.z * 255).rounded()))
    }
}

/// What `body` draws in a `size`-point renderer at scale 1, as a picture.
private func drawing(_ size: CGSize, _ body: () -> Void) throws -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in body() }
    return try #require(image.cgImage)
}

@Suite struct UIImageJPEGTests {
    /// Pillow writes a 16×8 JPEG of a known pattern: the pattern and Pillow's own reading come back.
    private struct Written: Decodable { var source: [[Int]]; var decoded: [[Int]] }

    /// `subsampling` 0 keeps every pixel's colour (4:4:4); 2, Pillow's default, halves the colour both ways (4:2:0), as cameras do.
    private func pillowJPEG(at path: String, subsampling: Int = 0) throws -> Written {
        let program = """
            import json, sys
            from PIL import Image
            ask = json.load(sys.stdin)
            im = Image.new("RGB", (16, 8))
            for y in range(8):
                for x in range(16):
                    im.putpixel((x, y), (x * 16, y * 32, 255 - x * 8))
            im.save(ask["path"], "JPEG", quality=95, subsampling=ask["subsampling"])
            back = Image.open(ask["path"]).convert("RGB")
            print(json.dumps({"source": [list(p) for p in im.getdata()], "decoded": [list(p) for p in back.getdata()]}))
            """
        let ask = try JSONSerialization.data(withJSONObject: ["path": path, "subsampling": subsampling] as [String: Any])
        return try JSONDecoder().decode(Written.self, from: try runPython(program, input: ask, needs: "Pillow"))
    }

    // UIKit docs, init(named:): "For PNG images, you may omit the filename extension. For all other
    // file formats, always include the filename extension."
    @Test func aJPEGWrittenByPillowIsReadByNameFileAndData() throws {
        let folder = try assetFolder()
        let file = folder.appendingPathComponent("photo.jpg")
        let truth = try pillowJPEG(at: file.path)
        for image in [UIImage(named: "photo.jpg"), UIImage(contentsOfFile: file.path), UIImage(data: try Data(contentsOf: file))] {
            let bitmap = try #require(image?.image)
            #expect(bitmap.width == 16 && bitmap.height == 8)
            for (i, (source, decoded)) in zip(truth.source, truth.decoded).enumerated() {
                let p = bitmap[i % 16, i / 16]
                let ours = [Int(p.r), Int(p.g), Int(p.b)]
                // JPEG at quality 95 keeps a smooth gradient within a few levels; the same file decoded
                // by Pillow agrees with ours within libjpeg's rounding.
                #expect(zip(ours, source).allSatisfy { abs($0 - $1) <= 12 }, "pixel \(i): \(ours) vs the pattern \(source)")
                #expect(zip(ours, decoded).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(i): \(ours) vs Pillow's \(decoded)")
                #expect(p.a == 255)
            }
        }
        #expect(UIImage(named: "photo") == nil, "a JPEG's extension is not implied")

        // A camera's 4:2:0 JPEG: its colour is upsampled as Pillow (libjpeg's fancy upsampling) does.
        let camera = folder.appendingPathComponent("camera.jpeg")
        let sampled = try pillowJPEG(at: camera.path, subsampling: 2)
        let bitmap = try #require(UIImage(contentsOfFile: camera.path)?.image)
        for (i, decoded) in sampled.decoded.enumerated() {
            let p = bitmap[i % 16, i / 16]
            #expect(zip([Int(p.r), Int(p.g), Int(p.b)], decoded).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(i) vs Pillow's \(decoded)")
        }
    }

    @Test func anAt2xJPEGAndAnImageSetOfJPEGsAreFound() throws {
        let folder = try assetFolder()
        let jpeg = try halves.jpegData(quality: 0.9)
        try jpeg.write(to: folder.appendingPathComponent("banner@2x.jpg"))
        let banner = try #require(UIImage(named: "banner.jpg"))
        #expect(banner.scale == 2 && banner.size == CGSize(width: 2, height: 1))

        // UIKit docs, Asset Catalog Format Reference: an image set's Contents.json names its files.
        let set = folder.appendingPathComponent("Assets.xcassets/Beach.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try jpeg.write(to: set.appendingPathComponent("beach.jpeg"))
        let contents = #"{"images":[{"idiom":"universal","filename":"beach.jpeg","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let beach = try #require(UIImage(named: "Beach"))
        #expect(beach.size == CGSize(width: 4, height: 2))
        // A set whose Contents.json names no file shows the picture in its folder.
        let loose = folder.appendingPathComponent("Assets.xcassets/Loose.imageset")
        try FileManager.default.createDirectory(at: loose, withIntermediateDirectories: true)
        try jpeg.write(to: loose.appendingPathComponent("loose@3x.jpg"))
        let found = try #require(UIImage(named: "Loose"))
        #expect(found.scale == 3)
    }

    // UIKit docs, jpegData(compressionQuality:): "A data object containing the JPEG data"; JPEG has no
    // alpha channel. Read back by Pillow, an independent decoder.
    @Test func jpegDataIsAJPEGPillowReads() throws {
        let image = UIImage(Image(width: 8, height: 8) { x, y in
            x < 4 ? red : (y < 4 ? blue : Color(sRGBRed: 0, green: 1, blue: 0, alpha: 0))
        })
        let data = try #require(image.jpegData(compressionQuality: 1))
        #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).jpg")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let program = """
            import json, sys
            from PIL import Image
            im = Image.open(json.load(sys.stdin)["path"])
            print(json.dumps({"format": im.format, "size": list(im.size), "pixels": [list(im.convert("RGB").getpixel(p)) for p in [(1, 1), (6, 1), (6, 6)]]}))
            """
        struct Read: Decodable { var format: String; var size: [Int]; var pixels: [[Int]] }
        let read = try JSONDecoder().decode(Read.self, from: try runPython(program, input: try JSONSerialization.data(withJSONObject: ["path": file.path]), needs: "Pillow"))
        #expect(read.format == "JPEG" && read.size == [8, 8])
        // Red, blue, and the transparent corner black (its colour multiplied by alpha 0).
        for (pixel, expected) in zip(read.pixels, [[255, 0, 0], [0, 0, 255], [0, 0, 0]]) {
            #expect(zip(pixel, expected).allSatisfy { abs($0 - $1) <= 24 }, "\(pixel) vs \(expected)")
        }
        // Lower quality, fewer bytes; a drawn image has no pixels to encode.
        #expect(try #require(image.jpegData(compressionQuality: 0.1)).count < data.count)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil, "a truncated JPEG is refused")
    }

    // UIKit docs, init(imageLiteralResourceName:): the image #imageLiteral(resourceName:) names.
    @Test func anImageLiteralIsTheNamedImage() throws {
        let folder = try assetFolder()
        try halves.pngData().write(to: folder.appendingPathComponent("card.png"))
        let literal: UIImage = #imageLiteral(resourceName: "card")
        #expect(literal.image == halves)
    }
}

@Suite struct UIImageVariantTests {
    // UIKit docs, UIImage.Orientation: .down is "rotated 180°", .left "rotated 90° counterclockwise",
    // .upMirrored "flipped horizontally"; size: "the size reflects the orientation".
    @Test func anOrientationTurnsTheSizeAndTheDrawing() throws {
        let cg = CGImage(halves)
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        #expect(down.size == CGSize(width: 4, height: 2))
        var at = pixels(try drawing(down.size) { down.draw(at: .zero) })
        #expect(at(0, 0) == (0, 0, 255) && at(3, 1) == (255, 0, 0), "turned half round: blue on the left")

        let left = UIImage(cgImage: cg, scale: 1, orientation: .left)
        #expect(left.size == CGSize(width: 2, height: 4))
        at = pixels(try drawing(left.size) { left.draw(at: .zero) })
        // Turned a quarter counterclockwise, the image's right half (blue) is on top.
        #expect(at(0, 0) == (0, 0, 255) && at(1, 3) == (255, 0, 0))

        let mirrored = UIImage(cgImage: cg).withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
        at = pixels(try drawing(mirrored.size) { mirrored.draw(at: .zero) })
        #expect(at(0, 0) == (0, 0, 255) && at(3, 0) == (255, 0, 0))
    }

    // UIKit docs, withTintColor(_:): "draws the background tint color followed by the image contents
    // using the destinationIn mode" — the image's shape in the tint; "The new image uses the same
    // rendering mode as the original image."
    @Test func aTintedImageIsItsShapeInTheTint() throws {
        let shape = UIImage(Image(width: 2, height: 1) { x, _ in x == 0 ? red : .clear })
        let tinted = shape.withTintColor(.green)
        #expect(tinted.renderingMode == .automatic)
        #expect(shape.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let at = pixels(try drawing(CGSize(width: 2, height: 1)) { tinted.draw(at: .zero) })
        #expect(at(0, 0) == (0, 255, 0) && at(1, 0) == (0, 0, 0))
        #expect(shape.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    /// A 3×3 image: red corners, blue edges, a green middle.
    private let tile = Image(width: 3, height: 3) { x, y in
        x == 1 && y == 1 ? green : (x == 1 || y == 1 ? blue : red)
    }

    // UIKit docs, resizableImage(withCapInsets:resizingMode:): "the cap insets … remain the same size;
    // the interior is resized"; .stretch stretches it, .tile (the default) tiles it.
    @Test func aResizableImageKeepsItsCapsAndFillsTheMiddle() throws {
        let image = UIImage(tile).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) && image.resizingMode == .stretch)
        #expect(image.size == CGSize(width: 3, height: 3), "its own size is unchanged")
        let at = pixels(try drawing(CGSize(width: 9, height: 7)) { image.draw(in: CGRect(x: 0, y: 0, width: 9, height: 7)) })
        #expect(at(0, 0) == (255, 0, 0) && at(8, 0) == (255, 0, 0) && at(0, 6) == (255, 0, 0) && at(8, 6) == (255, 0, 0))
        #expect(at(4, 0) == (0, 0, 255) && at(0, 3) == (0, 0, 255) && at(8, 3) == (0, 0, 255) && at(4, 6) == (0, 0, 255))
        #expect(at(1, 1) == (0, 255, 0) && at(4, 3) == (0, 255, 0) && at(7, 5) == (0, 255, 0))
        #expect(UIImage(tile).resizableImage(withCapInsets: .zero).resizingMode == .tile)

        // Tiled: a 2-pixel middle (green, then blue) repeats across.
        let stripes = Image(width: 4, height: 1) { x, _ in [red, green, blue, red][x] }
        let tiled = UIImage(stripes).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let row = pixels(try drawing(CGSize(width: 8, height: 1)) { tiled.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1)) })
        #expect((0..<8).map { row($0, 0).g > 0 ? "g" : row($0, 0).b > 0 ? "b" : "r" } == ["r", "g", "b", "g", "b", "g", "b", "r"])
    }

    // UIKit docs, drawAsPattern(in:): "Draws a tiled Quartz pattern using the receiver's contents as the tile pattern."
    @Test func aPatternRepeatsTheImage() throws {
        let image = UIImage(Image(width: 2, height: 1) { x, _ in x == 0 ? red : blue })
        let at = pixels(try drawing(CGSize(width: 5, height: 2)) { image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 5, height: 2)) })
        #expect(at(0, 0) == (255, 0, 0) && at(1, 0) == (0, 0, 255) && at(2, 1) == (255, 0, 0) && at(4, 1) == (255, 0, 0))
    }

    // UIKit docs, preparingThumbnail(of:): "a thumbnail image at the specified size"; preparingForDisplay():
    // "a new version of the image object for display"; both nil without a backing image.
    @Test func aThumbnailIsTheImageAtTheGivenSize() async throws {
        let image = UIImage(halves)
        let thumbnail = try #require(image.preparingThumbnail(of: CGSize(width: 2, height: 1)))
        #expect(thumbnail.size == CGSize(width: 2, height: 1))
        let small = try #require(thumbnail.image)
        #expect(small[0, 0] == (255, 0, 0, 255) && small[1, 0] == (0, 0, 255, 255))
        // One pixel: the average of red and blue.
        let one = try #require(await image.byPreparingThumbnail(ofSize: CGSize(width: 1, height: 1))?.image)
        #expect(one[0, 0] == (128, 0, 128, 255))
        var handed: UIImage?
        image.prepareThumbnail(of: CGSize(width: 4, height: 4)) { handed = $0 }
        #expect(handed?.size == CGSize(width: 4, height: 4))
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 1, height: 1)) == nil)
        #expect(image.preparingForDisplay()?.image == halves)
        #expect(await image.byPreparingForDisplay() === image)
        var prepared: UIImage?
        image.prepareForDisplay { prepared = $0 }
        #expect(prepared === image)
    }

    // UIKit docs, animatedImage(with:duration:): an animated image of the images; its size and
    // scale are the first image's. animatedImageNamed(_:duration:): "name" followed by numbers.
    @Test func anAnimatedImageHoldsItsFramesAndFindsNumberedFiles() throws {
        let folder = try assetFolder()
        let frames = [red, green, blue].map { UIImage(Image(width: 2, height: 2, fill: $0)) }
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
        #expect(animated.images?.count == 3 && animated.duration == 0.3 && animated.size == CGSize(width: 2, height: 2))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage(halves).images == nil && UIImage(halves).duration == 0)
        for (n, color) in [red, green].enumerated() {
            try Image(width: 1, height: 1, fill: color).pngData().write(to: folder.appendingPathComponent("spin\(n + 1).png"))
        }
        let spin = try #require(UIImage.animatedImageNamed("spin", duration: 1))
        #expect(spin.images?.map { $0.image?[0, 0].g } == [0, 255])
        let resizable = try #require(UIImage.animatedResizableImageNamed("spin", capInsets: .zero, resizingMode: .stretch, duration: 1))
        #expect(resizable.resizingMode == .stretch && resizable.images?.allSatisfy { $0.resizingMode == .stretch } == true)
        #expect(UIImage.animatedImageNamed("nothing", duration: 1) == nil)
    }

    @Test func attributesAreKeptByTheirVariants() {
        let image = UIImage(halves)
        #expect(image.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).alignmentRectInsets
            == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(!image.flipsForRightToLeftLayoutDirection && image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        // UIKit docs, baselineOffsetFromBottom / hasBaseline.
        let based = image.withBaselineOffset(fromBottom: 3)
        #expect(based.hasBaseline && based.baselineOffsetFromBottom == 3)
        #expect(!based.imageWithoutBaseline().hasBaseline && !image.hasBaseline)
        #expect(image.traitCollection.displayScale == 1 && UIImage(halves, scale: 2).traitCollection.displayScale == 2)
        #expect(!image.isHighDynamicRange && image.imageRestrictedToStandardDynamicRange() === image)
        #expect(image.heicData() == nil)
    }

    // UIKit docs, UIImageAsset.image(with:): "the image that best matches the specified traits";
    // register(_:with:) adds one; unregisterImage(with:) removes it.
    @Test func anImageAssetPicksTheImageForTheTraits() {
        let light = UIImage(Image(width: 1, height: 1, fill: .white)), dark = UIImage(Image(width: 1, height: 1, fill: .black))
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.imageAsset === asset && UIImage(halves).imageAsset == nil)
        let darkWide = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular)])
        #expect(asset.image(with: darkWide) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
        #expect(asset.image(with: UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))) === dark)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: darkWide) === light, "with none matching, the first registered")
    }

    // DeveloperToolsSupport docs, ImageResource / ColorResource: an asset catalog resource by name and bundle.
    @Test func resourcesLoadTheirAssets() throws {
        let folder = try assetFolder()
        try halves.pngData().write(to: folder.appendingPathComponent("card.png"))
        let set = folder.appendingPathComponent("Assets.xcassets/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let contents = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect(UIImage(resource: ImageResource(name: "card", bundle: .main)).image == halves)
        #expect(UIColor(resource: ColorResource(name: "Accent", bundle: .main)) == .red)
    }

    // UIKit docs, UIImage.SymbolConfiguration.applying(_:): "a new configuration object that merges
    // the current configuration's details with the ones in the specified configuration".
    @Test func configurationsMergeAndAreKept() {
        let size = UIImage.SymbolConfiguration(pointSize: 20)
        let merged = size.applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(merged.pointSize == 20 && merged.weight == .bold)
        #expect(merged.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold) == merged)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        let image = UIImage(halves).withConfiguration(merged)
        #expect(image.configuration === merged && image.symbolConfiguration === merged && !image.isSymbolImage)
        #expect(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))?.symbolConfiguration?.scale == .large)
        let traits = UIImage.SymbolConfiguration.unspecified.withTraitCollection(UITraitCollection(displayScale: 2))
        #expect(traits.traitCollection?.displayScale == 2)
        #expect(UIImage(systemName: "star") == nil && UIImage(systemName: "star", withConfiguration: merged) == nil)
    }

    // UIKit docs, UIImage.add / checkmark…: system symbol images, which are templates.
    @Test func theSystemImagesAreTemplateGlyphs() throws {
        for glyph in [UIImage.add, .remove, .actions, .checkmark, .strokedCheckmark] {
            #expect(glyph.size == CGSize(width: 20, height: 20) && glyph.renderingMode == .alwaysTemplate)
            #expect(glyph.cgImage?.pictureItems?.isEmpty == false)
        }
    }
}

@Suite struct UIImageViewAPITests {
    // UIKit docs, UIImage.RenderingMode.alwaysTemplate: "Always draw the image as a template image,
    // ignoring its color information"; an image view draws it in its tintColor.
    @Test func aTemplateImageShowsInTheViewsTint() throws {
        let shape = UIImage(Image(width: 2, height: 1) { x, _ in x == 0 ? red : .clear })
        let view = UIImageView(image: shape)
        #expect((view.layer.contents as? CGImage)?.bitmap != nil, "an ordinary image is shown as it is")
        view.image = shape.withRenderingMode(.alwaysTemplate)
        view.tintColor = .green
        let at = pixels(try #require(view.layer.contents as? CGImage))
        #expect(at(0, 0) == (0, 255, 0) && at(1, 0) == (0, 0, 0))
        view.tintColor = .blue
        #expect(pixels(try #require(view.layer.contents as? CGImage))(0, 0) == (0, 0, 255), "a new tint redraws it")
    }

    // UIKit docs, resizableImage(withCapInsets:): an image view "resizes the image" keeping its caps.
    @Test func aResizableImageFillsTheViewWithItsCapsKept() throws {
        let tile = Image(width: 3, height: 1) { x, _ in x == 1 ? green : red }
        let view = UIImageView(image: UIImage(tile, scale: 1).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1)))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        view.layoutIfNeeded()
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents.width == 10)
        let at = pixels(contents)
        #expect(at(0, 0) == (255, 0, 0) && at(5, 0) == (0, 255, 0) && at(9, 0) == (255, 0, 0))
    }

    // UIKit docs, UIImageView animationImages / animationDuration / animationRepeatCount /
    // startAnimating(): the images in turn, a cycle per duration, the count of cycles (0: forever);
    // "the default value of animationDuration is 0, … the number of images multiplied by 1/30th of a second".
    @Test func animationImagesPlayOnTheScenesClock() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let frames = [red, green, blue].map { UIImage(Image(width: 1, height: 1, fill: $0)) }
        let still = UIImage(Image(width: 1, height: 1, fill: .white))
        let view = UIImageView(image: still)
        window.addSubview(view)
        func shown() -> Image? { (view.layer.contents as? CGImage)?.bitmap }
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 1
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating && shown() == frames[0].image)
        window.clock.tick(to: 0.15)
        #expect(shown() == frames[1].image)
        window.clock.tick(to: 0.25)
        #expect(shown() == frames[2].image)
        window.clock.tick(to: 0.45)
        #expect(!view.isAnimating && shown() == still.image, "one cycle, then the image again")
        view.animationRepeatCount = 0
        view.startAnimating()
        window.clock.tick(to: 1.5)
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating && shown() == still.image)
        view.animationDuration = 0
        view.startAnimating()
        window.clock.tick(to: 1.5 + 1.0 / 30 + 0.001)
        #expect(shown() == frames[1].image, "a thirtieth of a second an image by default")
        view.stopAnimating()

        // An animated image plays by itself; another image stops it.
        view.image = UIImage.animatedImage(with: frames, duration: 3)
        #expect(view.isAnimating && shown() == frames[0].image)
        window.clock.tick(to: 3)
        #expect(shown() == frames[1].image)
        view.image = still
        #expect(!view.isAnimating && shown() == still.image)
    }

    // UIKit docs, setSymbolImage(_:contentTransition:options:completion:): "Sets the symbol image … using a
    // content transition"; an effect on an image that is not a symbol shows nothing, and its completion runs.
    @Test func symbolEffectsEndAtOnceAndAContentTransitionSetsTheImage() {
        let view = UIImageView(image: UIImage(halves))
        var ended: [Bool] = []
        view.addSymbolEffect(.bounce) { ended.append($0.isFinished) }
        view.addSymbolEffect(.pulse, options: .repeating) { ended.append($0.isFinished && $0.effect is PulseSymbolEffect) }
        view.removeSymbolEffect(ofType: .variableColor) { ended.append($0.sender === view) }
        #expect(ended == [true, true, true])
        let next = UIImage(Image(width: 1, height: 1, fill: .white))
        var transition: (any ContentTransitionSymbolEffect)?
        view.setSymbolImage(next, contentTransition: .replace) { transition = $0.contentTransition }
        #expect(view.image === next && transition is ReplaceSymbolEffect)
    }

    @Test func symbolAndDynamicRangePreferencesAreKept() {
        let view = UIImageView(image: UIImage(halves))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 12)
        #expect(view.preferredSymbolConfiguration?.pointSize == 12)
        view.preferredImageDynamicRange = .high
        #expect(view.preferredImageDynamicRange == .high && view.imageDynamicRange == .standard)
        #expect(UIImageView(image: nil).imageDynamicRange == .unspecified)
    }
}
