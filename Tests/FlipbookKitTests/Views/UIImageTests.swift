//  UIImageTests.swift — FlipbookKitTests
//  UIImage finds PNGs in registered asset folders, takes its scale from @2x/@3x, reports damaged files;
//  UIImageView puts its image in the frame.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A fresh temporary folder, registered as this thread's only asset folder.
private func assetFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    UIImage.removeAllAssetFolders()
    UIImage.registerAssetFolder(url)
    return url
}

/// A 4×2 image: red on the left half, blue on the right.
private let halves = Image(width: 4, height: 2) { x, _ in x < 2 ? Color(sRGBRed: 1, green: 0, blue: 0) : Color(sRGBRed: 0, green: 0, blue: 1) }

@Suite struct UIImageTests {
    @Test func namedFindsAPNGAndKeepsItsPixels() throws {
        let folder = try assetFolder()
        try halves.pngData().write(to: folder.appendingPathComponent("card.png"))
        let image = try #require(UIImage(named: "card"))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.image == halves)
        #expect(UIImage(named: "card.png")?.image == halves, "the exact file name works too")
    }

    @Test func namedLoadsANameOnceAndSharesItsPixels() throws {
        let folder = try assetFolder()
        let file = folder.appendingPathComponent("card.png")
        try halves.pngData().write(to: file)
        let first = try #require(UIImage(named: "card"))
        // The file changes on disk: as UIKit's cache, the name keeps the image it was loaded with.
        let other = Image(width: 2, height: 2) { _, _ in Color(sRGBRed: 0, green: 1, blue: 0) }
        try other.pngData().write(to: file)
        let second = try #require(UIImage(named: "card"))
        #expect(second.image == halves)
        let sameStorage = first.image!.pixels.withUnsafeBufferPointer { a in
            second.image!.pixels.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(sameStorage, "the two images share one pixel buffer")
        #expect(UIImage(contentsOfFile: file.path)?.image == other, "contentsOfFile: reads the file every time")
        // Registering the folders again forgets what was found in them.
        UIImage.removeAllAssetFolders()
        UIImage.registerAssetFolder(folder)
        #expect(UIImage(named: "card")?.image == other)
    }

    @Test func anAt2xFileIsHalfTheSizeInPoints() throws {
        let folder = try assetFolder()
        try halves.pngData().write(to: folder.appendingPathComponent("logo@2x.png"))
        try halves.pngData().write(to: folder.appendingPathComponent("icon@3x.png"))
        let logo = try #require(UIImage(named: "logo"))
        #expect(logo.scale == 2)
        #expect(logo.size == CGSize(width: 2, height: 1))
        let icon = try #require(UIImage(named: "icon"))
        #expect(icon.scale == 3)
        expectClose(icon.size.width, 4.0 / 3)
    }

    // UIKit docs (UIImage.init(named:)): "nil if the method could not find the specified image".
    // Flipbook adds a diagnostic naming the picture and the folders looked in: here a missing
    // picture is usually an asset folder not registered, or not shipped.
    @Test func aMissingNameIsNilAndADiagnosticSaysWhereItLooked() throws {
        let folder = try assetFolder()
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(UIImage(named: "nothing-here") == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        #expect(window.clock.diagnostics.count == 1)
        let message = try #require(window.clock.diagnostics.first)
        #expect(message.contains("nothing-here.png") && message.contains(folder.standardizedFileURL.path))
    }

    @Test func aFIFOWhereAPictureShouldBeIsRefusedWithoutWaiting() throws {
        let folder = try assetFolder()
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(UIImage(named: "pipe") == nil)
        #expect(window.clock.diagnostics.first?.contains("named pipe (FIFO), not a file") == true)
    }

    @Test func aDamagedFileIsNilAndSaysWhy() throws {
        let folder = try assetFolder()
        try Data("this is not a PNG".utf8).write(to: folder.appendingPathComponent("broken.png"))
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(UIImage(named: "broken") == nil)
        #expect(window.clock.diagnostics.count == 1)
        #expect(window.clock.diagnostics.first?.contains("broken.png") == true)
        #expect(window.clock.diagnostics.first?.contains("not a valid PNG") == true)
    }

    @Test func assetFoldersArePerThread() throws {
        let folder = try assetFolder()
        try halves.pngData().write(to: folder.appendingPathComponent("local.png"))
        #expect(UIImage(named: "local") != nil)
        final class Result: @unchecked Sendable { var found = true }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.found = UIImage(named: "local") != nil
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(!result.found, "another thread's scene has not registered the folder")
    }

    @Test func contentsOfFileAndData() throws {
        let folder = try assetFolder()
        let url = folder.appendingPathComponent("photo@2x.png")
        try halves.pngData().write(to: url)
        let image = try #require(UIImage(contentsOfFile: url.path))
        #expect(image.scale == 2, "the @2x suffix counts for contentsOfFile too")
        let fromData = try #require(UIImage(data: try halves.pngData()))
        #expect(fromData.image == halves)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(halves, scale: 2).size == CGSize(width: 2, height: 1))
        #expect(UIImage(image: halves).size == CGSize(width: 4, height: 2))
    }

    @Test func systemSymbolsAreNotAvailable() {
        #expect(UIImage(systemName: "star.fill") == nil)
    }
}

@Suite struct UIImageViewTests {
    @Test func initWithImageTakesTheImagesPointSize() {
        let view = UIImageView(image: UIImage(halves, scale: 2))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(view.contentMode == .scaleToFill)
        #expect(!view.isUserInteractionEnabled, "UIKit: image views ignore touches by default")
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 2, height: 1))
        #expect(UIImageView(frame: .zero).sizeThatFits(.zero) == .zero)
    }

    @Test func theImageReachesTheFrameWithItsContentMode() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIImageView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        view.image = UIImage(image: halves)
        view.contentMode = .scaleAspectFit
        window.addSubview(view)
        let item = try #require(window.displayList().items.first)
        #expect(item.content == .image(halves, .aspectFit))
        #expect(item.size == CGSize(width: 80, height: 40))
        expectClose(item.transform.apply(.zero) ?? .zero, CGPoint(x: 10, y: 20))
        view.image = nil
        #expect(window.displayList().items.isEmpty)
    }

    @Test func aHighlightedImageViewShowsItsHighlightedImage() throws {
        let other = Image(width: 1, height: 1, fill: .white)
        let view = UIImageView(image: UIImage(image: halves), highlightedImage: UIImage(image: other))
        #expect((view.layer.contents as? CGImage)?.bitmap == halves)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage)?.bitmap == other)
    }
}
