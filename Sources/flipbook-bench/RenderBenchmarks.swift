//  RenderBenchmarks.swift — flipbook-bench
//  The frame pipeline: rasterise + blit + diff + encode, and its bytes.

import Foundation
import FlipbookGraphics
import FlipbookRender

/// A phone scene of `count` overlapping views: cards (some rotated, some translucent, some
/// rounded with borders), two images and labels; `offscreen` more views far outside.
func benchmarkScene(views count: Int, offscreen: Int = 0, phase: Double = 0) -> DisplayList {
    let size = CGSize(width: 390, height: 844)
    var items: [DisplayItem] = [DisplayItem(transform: .identity, size: size, content: .fill(Color(white: 0.96)))]
    let photo = Image(width: 64, height: 64) { x, y in
        Color(sRGBRed: Double(x) / 63, green: Double(y) / 63, blue: 0.6)
    }
    for i in 0..<count {
        let column = i % 5, row = i / 5
        let x = 10 + Double(column) * 74 + (i == 0 ? phase * 40 : 0)
        let y = 20 + Double(row) * 80
        var t = ProjectiveTransform(translationX: x, y: y)
        if i % 7 == 3 {
            let r = ProjectiveTransform(CATransform3DMakeRotation(0.3, 0, 0, 1))
            t = ProjectiveTransform(translationX: -35, y: -35).concatenating(r).concatenating(ProjectiveTransform(translationX: x + 35, y: y + 35))
        }
        let size = CGSize(width: 90, height: 90)
        let content: DisplayContent
        if i == 10 || i == 30 {
            content = .image(photo, .aspectFill)
        } else {
            content = .fill(Color(sRGBRed: Double(i % 5) / 5, green: 0.4, blue: 1 - Double(i % 3) / 3))
        }
        items.append(DisplayItem(transform: t, size: size, content: content, opacity: i % 4 == 1 ? 0.6 : 1, cornerRadius: 10))
        if i % 3 == 0 {
            items.append(DisplayItem(transform: t, size: size, content: .border(width: 2, color: .black), cornerRadius: 10))
        }
        if i % 5 == 2 {
            items.append(DisplayItem(transform: ProjectiveTransform(translationX: x + 5, y: y + 35), size: CGSize(width: 80, height: 20),
                                     content: .text(TextRun(string: "Item \(i)", fontSize: 17, color: .black))))
        }
    }
    for i in 0..<offscreen {
        items.append(DisplayItem(transform: ProjectiveTransform(translationX: 2000 + Double(i % 100) * 50, y: Double(i / 100) * 50),
                                 size: CGSize(width: 40, height: 40), content: .fill(Color(white: 0.5))))
    }
    return DisplayList(size: size, items: items)
}

func renderBenchmarks() -> [Measurement] {
    var results: [Measurement] = []
    for (columns, rows, iterations) in [(200, 60, 400), (80, 24, 2000)] {
        let renderer = Renderer()
        let encoder = ANSIEncoder()
        var previous = CellBuffer(width: columns, height: rows)
        var current = CellBuffer(width: columns, height: rows)
        let area = CellRect(column: 0, row: 0, columns: columns, rows: rows)
        let frames = (0..<8).map { benchmarkScene(views: 50, phase: Double($0) / 8) }
        var n = 0
        results.append(measure("50 views: rasterise+blit+text+diff+encode", size: "\(columns)×\(rows)", iterations: iterations) {
            n += 1
            renderer.render(frames[n % frames.count], into: &current, area: area, background: .black)
            encoder.removeAll()
            encoder.encodeDiff(from: previous, to: current)
            swap(&previous, &current)
            return encoder.bytes.count
        })
    }
    do {
        // The stages alone, to see where the time goes.
        let list = benchmarkScene(views: 50)
        let viewport = Viewport(sceneSize: list.size, columns: 200, rows: 60, blitter: .halfBlock)
        let rasteriser = Rasteriser()
        var pixels = PixelBuffer(width: 0, height: 0)
        results.append(measure("  stage: rasterise", size: "200×60", iterations: 400) {
            rasteriser.render(list, viewport: viewport, background: .black, into: &pixels)
            return nil
        })
        let blitter = Blitter(kind: .halfBlock, colorMode: .trueColor)
        var cells = CellBuffer(width: 200, height: 60)
        results.append(measure("  stage: blit", size: "200×60", iterations: 400) {
            blitter.blit(pixels, into: &cells, at: (column: 0, row: 0))
            return nil
        })
        let previous = CellBuffer(width: 200, height: 60)
        let encoder = ANSIEncoder()
        results.append(measure("  stage: diff+encode (against a blank frame)", size: "200×60", iterations: 400) {
            encoder.removeAll()
            encoder.encodeDiff(from: previous, to: cells)
            return encoder.bytes.count
        })
    }
    do {
        let renderer = Renderer()
        var cells = CellBuffer(width: 200, height: 60)
        let area = CellRect(column: 0, row: 0, columns: 200, rows: 60)
        let list = benchmarkScene(views: 50, offscreen: 9_950)
        results.append(measure("10 000 views, 50 on screen: render", size: "200×60", iterations: 200) {
            renderer.render(list, into: &cells, area: area, background: .black)
            return nil
        })
    }
    return results
}

/// Bytes for a frame where one 20×10 region moved, against a full repaint.
func byteBenchmarks() -> [String] {
    let columns = 120, rows = 40
    func frame(regionAt x: Int) -> CellBuffer {
        var cells = CellBuffer(width: columns, height: rows, fill: Cell(" ", background: .rgb(20, 20, 20)))
        for yy in 10..<20 { for xx in x..<(x + 20) { cells[xx, yy] = Cell("▀", foreground: .rgb(200, 80, 40), background: .rgb(40, 80, 200)) } }
        return cells
    }
    let a = frame(regionAt: 30), b = frame(regionAt: 32)
    let encoder = ANSIEncoder()
    encoder.encodeDiff(from: a, to: b)
    let diff = encoder.bytes.count
    encoder.removeAll()
    encoder.invalidate()
    encoder.encodeFrame(b)
    let full = encoder.bytes.count
    // A hand-minimal encoding of the change, written out: the 2026 wrapper; the two uncovered
    // cells of each of the 10 rows in the backdrop's pen (one SGR, from an unknown pen), the
    // next row reached by CUD and two backspaces; then the two newly covered cells per row in
    // the region's pen the same way; the closing reset.
    let e = "\u{1B}["
    var hand = "\(e)?2026h\(e)11;31H\(e)0;48;2;20;20;20m  "
    for _ in 1..<10 { hand += "\(e)B\u{8}\u{8}  " }
    hand += "\(e)11;51H\(e)38;2;200;80;40;48;2;40;80;200m▀▀"
    for _ in 1..<10 { hand += "\(e)B\u{8}\u{8}▀▀" }
    hand += "\(e)0m\(e)?2026l"
    let minimal = hand.utf8.count
    return [
        String(format: "  20×10 region moved 2 cells on 120×40: diff %d bytes (%.2f× a hand-minimal %d), full repaint %d bytes (%.1f× fewer)",
               diff, Double(diff) / Double(minimal), minimal, full, Double(full) / Double(max(diff, 1))),
    ]
}
