//  plugin.swift — FlipbookTranslate
//  SwiftPM build-tool plugin: compiles an app's iOS Swift files unchanged on Linux.
//
//  A target using it lists its app folder in `exclude:` (so SwiftPM does not compile the files
//  as they are); the plugin translates every `.swift` file under the target's folder that SwiftPM
//  does not compile (links followed) and gives the translations to the compiler instead.

import Foundation
import PackagePlugin

@main
struct FlipbookTranslate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let directory = URL(fileURLWithPath: target.directory.string)
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { URL(fileURLWithPath: $0.path.string).standardizedFileURL.path })
        let appFiles = swiftFiles(under: directory).filter { !compiled.contains($0.standardizedFileURL.path) }
        let output = URL(fileURLWithPath: context.pluginWorkDirectory.string).appendingPathComponent("Translated")
        var arguments = ["--registry", output.appendingPathComponent("__FlipbookObjC.swift").path]
        var outputs = [Path(output.appendingPathComponent("__FlipbookObjC.swift").path)]
        for file in appFiles {
            // App/Transitions/Fade.swift → App__Transitions__Fade.swift: unique, and readable in a build log.
            let relative = String(file.path.dropFirst(directory.path.count)).split(separator: "/").joined(separator: "__")
            let translated = output.appendingPathComponent(relative)
            arguments += [file.path, translated.path]
            outputs.append(Path(translated.path))
        }
        return [.buildCommand(
            displayName: "Translating \(appFiles.count) app file\(appFiles.count == 1 ? "" : "s") of \(target.name) for Swift on Linux",
            executable: try context.tool(named: "flipbook-translate").path,
            arguments: arguments,
            inputFiles: appFiles.map { Path($0.path) },
            outputFiles: outputs
        )]
    }

    /// Every `.swift` file under `folder`, links to folders followed (the app's folder is one),
    /// hidden files and build folders left out, in a stable order.
    private func swiftFiles(under folder: URL, depth: Int = 0) -> [URL] {
        guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var files: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                files += swiftFiles(under: url, depth: depth + 1)
            } else if name.hasSuffix(".swift") {
                files.append(url)
            }
        }
        return files
    }
}
