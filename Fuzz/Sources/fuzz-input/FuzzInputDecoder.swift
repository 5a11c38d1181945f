//  FuzzInputDecoder.swift — fuzz-input
//  libFuzzer entry for the terminal input decoder: any bytes give player events, never a trap,
//  and the same events however the bytes are split into reads. A sequence is never split into
//  keys: after any input and a timeout the decoder reads a click, a key and a letter exactly,
//  and a bracketed paste of any bytes yields nothing. Anything else is a finding.

import FlipbookPlayer
import FlipbookTerminal

/// Known input after a resynchronising timeout, and the events it must give.
private let probes: [([UInt8], [PlayerEvent])] = [
    (Array("\u{1B}[<0;30;10M".utf8), [.mouse(MouseEvent(.press, column: 29, row: 9, button: 1))]),
    (Array("\u{1B}[1;5C".utf8), [.key(Key(.right, modifiers: .control))]),
    (Array("q".utf8), [.key(.character("q"))]),
]
private let pasteStart = Array("\u{1B}[200~".utf8), pasteEnd = Array("\u{1B}[201~".utf8)

private func decodeAll(_ bytes: [UInt8], chunk: Int) -> [PlayerEvent] {
    var decoder = InputDecoder()
    var events: [PlayerEvent] = []
    var start = 0
    while start < bytes.count {
        let end = min(start + chunk, bytes.count)
        decoder.decode(Array(bytes[start..<end]), into: &events)
        start = end
    }
    decoder.flush(into: &events)
    return events
}

private func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    // Any split, the same events.
    let whole = decodeAll(bytes, chunk: max(bytes.count, 1))
    for chunk in [1, 2, 3, 7, Int(bytes.first ?? 0) % 13 + 1] where decodeAll(bytes, chunk: chunk) != whole {
        fatalError("reads of \(chunk) bytes give other events than one read")
    }
    guard whole.count <= bytes.count else { fatalError("more events (\(whole.count)) than bytes (\(bytes.count))") }
    for case .mouse(let mouse) in whole {
        guard (0..<InputDecoder.maximumCoordinate).contains(mouse.column), (0..<InputDecoder.maximumCoordinate).contains(mouse.row),
              (0...3).contains(mouse.button) else { fatalError("mouse event out of range: \(mouse)") }
    }

    // After any input and a timeout, nothing is held (a paste aside) and known input reads exactly.
    var decoder = InputDecoder()
    var ignored = decoder.decode(bytes)
    decoder.flush(into: &ignored)
    guard !decoder.isHoldingSequence else { fatalError("a sequence is still held after the timeout") }
    if decoder.isInPaste { decoder.reset() }
    for (probe, expected) in probes {
        let events = decoder.decode(probe)
        guard events == expected else { fatalError("after the input, \(probe) gave \(events), not \(expected)") }
    }

    // A bracketed paste of the bytes gives nothing, and the key after it is itself.
    if !contains(bytes, pasteEnd) {
        var pasted = InputDecoder()
        let events = pasted.decode(pasteStart + bytes + pasteEnd + Array("q".utf8))
        guard events == [.key(.character("q"))] else { fatalError("a paste leaked events: \(events)") }
    }
    return 0
}
