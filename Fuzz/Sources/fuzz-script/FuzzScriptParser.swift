//  FuzzScriptParser.swift — fuzz-script
//  libFuzzer entry for the `.flip` parser: any bytes, read as UTF-8 (invalid sequences
//  become U+FFFD, as when a script file is read), give a Script or a ScriptError whose
//  position lies inside the input and whose message reads `fuzz.flip:LINE:COL: …`.
//  Anything else — a trap, a hang, a misplaced error — is a finding.

import FlipbookPlayer

/// The demo names a script may use; a few, so `demo …` has both outcomes.
private let parser = ScriptParser(fileName: "fuzz.flip", demoNames: ["fade", "slide", "card"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScriptParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try parser.parse(source)
    } catch {
        checkPlacement(of: error, in: source)
    }
    return 0
}

/// Stops the run (so libFuzzer keeps the input) unless `error` names a character of `source`.
private func checkPlacement(of error: ScriptError, in source: String) {
    // Characters per line, breaking where the lexer does (LF, CRLF, lone CR).
    var lineLengths = [0]
    for c in source {
        if c == "\n" || c == "\r\n" || c == "\r" { lineLengths.append(0) } else { lineLengths[lineLengths.count - 1] += 1 }
    }
    let lineIsInside = error.line >= 1 && error.line <= lineLengths.count
    guard lineIsInside, error.column >= 1, error.column <= lineLengths[error.line - 1] else {
        fatalError("error outside the input: \(error)")
    }
    guard !error.message.isEmpty, error.description.hasPrefix("fuzz.flip:\(error.line):\(error.column): ") else {
        fatalError("badly formed error: \(error.description)")
    }
}
