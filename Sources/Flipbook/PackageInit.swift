//  PackageInit.swift — Flipbook
//  `flipbook init DIR [--link PATH]`: a new preview package, copied from the checkout's
//  Examples/Preview, depending on the checkout by path, its target linked to the app's files.

import Foundation
import FlipbookCommandLine
import FlipbookRender

/// Writes the package, or says why it cannot and exits; nothing that was there before is touched.
///
/// The package is put together in a hidden folder of its own and moved into place with rename(2)
/// only once it is whole, so a failure (a full disk, a name taken meanwhile) leaves no half
/// package behind, and DIR must be new or empty, so nothing that was there is touched. (An
/// interrupt mid-copy, a fraction of a second, can leave the hidden `.flipbook-init-*` folder.)
enum PackageInit {
    /// The checkout this Flipbook was built from (Sources/Flipbook/ is two folders below it).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    struct Failure: Error {
        let message: String
        let status: Int32
    }

    static func run(directory: String, link: String?) -> Never {
        do {
            let written = try write(directory: directory, link: link)
            StandardStreams.output(written, done: "The package was written to \(Echo.quoted(directory)) all the same.")
            exit(0)
        } catch {
            StandardStreams.error("flipbook: init: \(error.message)")
            exit(error.status)
        }
    }

    /// Writes the package and returns what to tell the user.
    private static func write(directory: String, link: String?) throws(Failure) -> String {
        let files = FileManager.default
        let template = checkout.appendingPathComponent(PackageTemplate.folder)
        guard isFolder(template.path), files.fileExists(atPath: template.appendingPathComponent("Package.swift").path) else {
            throw Failure(message: "init copies \(PackageTemplate.folder) from the Flipbook checkout this flipbook was built from, "
                + "and \(template.path) is not there. Run the flipbook of a checkout (`make run` builds it), or `swift run flipbook init` in one.",
                status: 66)
        }
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let exists = files.fileExists(atPath: target.path) || isLink(target.path)
        if exists {
            guard isFolder(target.path) else {
                throw Failure(message: "\(Echo.quoted(directory)) is already there and is not a folder. Name a new folder for the package.",
                              status: 73)
            }
            let entries = (try? files.contentsOfDirectory(atPath: target.path)) ?? ["?"]
            guard entries.isEmpty else {
                throw Failure(message: "\(Echo.quoted(directory)) is not empty (it holds \(entries.count) item\(entries.count == 1 ? "" : "s")); "
                    + "init writes a new package and leaves existing files alone. Name a new or empty folder.", status: 73)
            }
        }
        var linked: URL?
        if let link {
            let app = URL(fileURLWithPath: link).standardizedFileURL
            guard isFolder(app.path) else {
                throw Failure(message: "--link \(Echo.quoted(link)): there is no folder there. --link takes the folder of your app's "
                    + "transition files (e.g. ../MyApp/Transitions), to compile them in place.", status: 66)
            }
            let resolved = app.resolvingSymlinksInPath()
            // A folder's path with one trailing slash ("/" stays "/"), so `/` holds everything.
            let inside = { (folder: URL) in
                (target.path + "/").hasPrefix(folder.path.hasSuffix("/") ? folder.path : folder.path + "/")
            }
            if inside(app) || inside(resolved) {
                throw Failure(message: "--link \(Echo.quoted(link)) holds the package's own folder, so the package would compile "
                    + "itself. Link the folder of your app's transition files alone.", status: 64)
            }
            linked = resolved
        }

        // The parent folders, made if missing; then a staging folder beside DIR (or in it, when DIR
        // is an empty folder already, so the folder itself — perhaps a link — is kept).
        let parent = target.deletingLastPathComponent()
        do {
            try files.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot make \(parent.path): \(error.localizedDescription)", status: 73)
        }
        let place = exists ? target.resolvingSymlinksInPath() : parent.resolvingSymlinksInPath().appendingPathComponent(target.lastPathComponent)
        let staging = (exists ? place : parent.resolvingSymlinksInPath())
            .appendingPathComponent(".flipbook-init-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        var moved: [URL] = []
        var madeStaging = false
        do {
            try files.createDirectory(at: staging, withIntermediateDirectories: false)
            madeStaging = true
            try copy(template, into: staging)
            let manifestURL = staging.appendingPathComponent("Package.swift")
            let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
            let flipbook = PackageTemplate.path(to: checkout.resolvingSymlinksInPath().path, from: place.path)
            try PackageTemplate.manifest(manifest, flipbookPath: flipbook).write(to: manifestURL, atomically: false, encoding: .utf8)
            if let linked {
                let linkPath = PackageTemplate.linkPath(for: linked.path)
                let linkFolder = place.appendingPathComponent(linkPath).deletingLastPathComponent()
                try files.createSymbolicLink(atPath: staging.appendingPathComponent(linkPath).path,
                                             withDestinationPath: PackageTemplate.path(to: linked.path, from: linkFolder.path))
            }
            if exists {
                for entry in try files.contentsOfDirectory(atPath: staging.path) {
                    try rename(staging.appendingPathComponent(entry), to: place.appendingPathComponent(entry))
                    moved.append(place.appendingPathComponent(entry))
                }
                try files.removeItem(at: staging)
            } else {
                try rename(staging, to: place)
            }
        } catch {
            // Only what this run made: the staging folder, and what it had moved into the empty DIR.
            for url in moved { try? files.removeItem(at: url) }
            if madeStaging { try? files.removeItem(at: staging) }
            let message = (error as? Failure)?.message ?? (error as? PackageTemplate.Error)?.description ?? error.localizedDescription
            throw Failure(message: "could not write the package in \(Echo.quoted(directory)): \(message)", status: 73)
        }

        let shown = directory.hasSuffix("/") ? directory : directory + "/"
        var text = "Wrote \(shown): a package that previews PostcardAnimator (Sources/Preview/App/PostcardTransition.swift),\n"
            + "with a picture in Sources/Preview/Assets.xcassets and a test, depending on Flipbook at \(checkout.path).\n"
        if let link, let linked {
            text += "\(PackageTemplate.linkPath(for: linked.path).dropFirst("Sources/Preview/".count)) links to \(link) (\(linked.path)): "
                + "its Swift files compile in the preview, translated for Linux.\n"
        }
        text += """

            Next:
              cd \(shellWord(directory))
              swift run Preview          the previewer (⏎ presents, esc dismisses, q quits)
              swift test                 the package's tests
            Add your transitions to the list in Sources/Preview/Demos.swift.

            """
        return text
    }

    /// Copies the template's files, leaving out a build's folders.
    private static func copy(_ source: URL, into destination: URL) throws {
        let files = FileManager.default
        for entry in try files.contentsOfDirectory(atPath: source.path).sorted() where !PackageTemplate.skipped.contains(entry) {
            let from = source.appendingPathComponent(entry), to = destination.appendingPathComponent(entry)
            if isFolder(from.path) {
                try files.createDirectory(at: to, withIntermediateDirectories: false)
                try copy(from, into: to)
            } else {
                try files.copyItem(at: from, to: to)
            }
        }
    }

    /// rename(2): the package appears whole or not at all; it never replaces a path that exists.
    private static func rename(_ from: URL, to: URL) throws {
        guard !FileManager.default.fileExists(atPath: to.path), !isLink(to.path) else {
            throw Failure(message: "\(to.path) appeared while the package was being written; nothing was replaced", status: 73)
        }
        guard Foundation.rename(from.path, to.path) == 0 else {
            throw Failure(message: "cannot move the package into \(to.path): \(String(cString: strerror(errno)))", status: 73)
        }
    }

    /// `path` as one word of a shell command.
    private static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+~".unicodeScalars.contains($0) }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
