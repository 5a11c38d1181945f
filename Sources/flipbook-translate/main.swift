//  main.swift — flipbook-translate
//  The tool Flipbook's build-tool plugin runs: an app's Swift files in, translated copies out.
//
//      flipbook-translate --registry OUT.swift INPUT.swift OUTPUT.swift [INPUT OUTPUT …]
//
//  Diagnostics go to standard error in the compiler's format (`file:line:col: error: …`) and the
//  exit status is 1, so the build stops at the user's line. An output whose text did not change is
//  not rewritten: the compiler's incremental build then skips it.

import Foundation
import FlipbookTranslation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("flipbook-translate: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--registry" else {
    fail("usage: flipbook-translate --registry OUT.swift [INPUT.swift OUTPUT.swift]…")
}
let registryPath = arguments[1]
arguments.removeFirst(2)
guard arguments.count % 2 == 0 else { fail("every input needs an output path") }

var inputs: [(path: String, text: String)] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
    let input = arguments[pair]
    guard let data = FileManager.default.contents(atPath: input) else { fail("cannot read \(input)") }
    // The user's own file, where it lies (through the package's link to the app's folder).
    let shown = URL(fileURLWithPath: input).resolvingSymlinksInPath().path
    inputs.append((shown, String(decoding: data, as: UTF8.self)))
    outputs.append(arguments[pair + 1])
}

let translation = Translator.translate(inputs)
for diagnostic in translation.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}

/// Writes `text` to `path` through a temporary file and a rename, unless it holds it already.
func write(_ text: String, to path: String) {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
        try data.write(to: temporary)
        guard rename(temporary.path, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        fail("cannot write \(path): \(error)")
    }
}

for (text, path) in zip(translation.files, outputs) { write(text, to: path) }
write(translation.registry, to: registryPath)
exit(translation.diagnostics.isEmpty ? 0 : 1)
