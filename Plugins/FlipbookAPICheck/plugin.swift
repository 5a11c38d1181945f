//  plugin.swift — FlipbookAPICheck
//  SwiftPM build-tool plugin for the UIKitAPITests target: generates, from every inventory file
//  under the package's API/ folder, the Swift that uses each present or approximated member with
//  UIKit's exact signature (flipbook-api generate). Compiling the target is the check.

import Foundation
import PackagePlugin

@main
struct FlipbookAPICheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = URL(fileURLWithPath: context.package.directory.string)
        let folder = package.appendingPathComponent("API")
        let inventories = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "api" }
            .sorted { $0.path < $1.path }
        let output = URL(fileURLWithPath: context.pluginWorkDirectory.string).appendingPathComponent("Checks")
        // The names flipbook-api gives its outputs: the inventory's name, as .swift.
        let outputs = ["_Support.swift"] + inventories.map { $0.deletingPathExtension().lastPathComponent + ".swift" }
        return [.buildCommand(
            displayName: "Generating the UIKit API check from \(inventories.count) inventories",
            executable: try context.tool(named: "flipbook-api").path,
            arguments: ["generate", folder.path, package.path, output.path],
            inputFiles: inventories.map { Path($0.path) },
            outputFiles: outputs.map { Path(output.appendingPathComponent($0).path) }
        )]
    }
}
