//  FuzzPNGLoader.swift — fuzz-png
//  libFuzzer entry for `Image(pngData:)`: any bytes give an Image or an ImageError. A decoded
//  image must be whole and survive a round trip through `pngData()`. Anything else — a trap,
//  an abort, a leak, ASan's report of a bad access — is a finding.

import FlipbookGraphics
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    decode(bytes)
    // libpng refuses a chunk whose CRC is wrong before it looks inside, so most mutations of a
    // valid file die there. Mending the CRCs lets the same mutation reach the chunk's parser.
    let mended = PNGChunks.mendingCRCs(bytes)
    if mended != bytes { decode(mended) }
    return 0
}

/// The largest image whose round trip is checked (re-encoding bigger ones costs too many execs).
private let roundTripPixelLimit = 64 * 64

private func decode(_ bytes: [UInt8]) {
    let image: Image
    do {
        image = try Image(pngData: Data(bytes))
    } catch is ImageError {
        return
    } catch {
        fatalError("Image(pngData:) threw \(type(of: error)), not ImageError: \(error)")
    }
    guard image.width >= 1, image.height >= 1, image.pixels.count == image.width * image.height * 4 else {
        fatalError("decoded a \(image.width)×\(image.height) image with \(image.pixels.count) bytes")
    }
    guard image.width * image.height <= roundTripPixelLimit else { return }
    do {
        let again = try Image(pngData: image.pngData())
        if again != image { fatalError("a decoded \(image.width)×\(image.height) image changed in a PNG round trip") }
    } catch {
        fatalError("a decoded \(image.width)×\(image.height) image did not round-trip: \(error)")
    }
}
