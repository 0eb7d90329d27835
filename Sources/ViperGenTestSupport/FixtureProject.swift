import Foundation
import ViperGenCore

/// A hand-written input project from `Tests/Fixtures/<name>/`, loaded into an
/// in-memory file system at `/project`.
public struct FixtureProject {
    public static let root = "/project"

    public let name: String
    public let fileSystem: InMemoryFileSystem

    public init(_ name: String) {
        self.name = name
        var files: [String: String] = [:]
        for (path, text) in FolderSnapshot.read(PackagePaths.fixtures + "/" + name) {
            files[Self.root + "/" + path] = text
        }
        fileSystem = InMemoryFileSystem(files: files)
    }

    /// Every fixture that is a project (it has a `viper-gen.yml` or a `Specs`
    /// folder; the parser's and the fuzzer's inputs are not), sorted.
    public static var allNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures)) ?? []
        return names.filter { name in
            let folder = PackagePaths.fixtures + "/" + name
            return FileManager.default.fileExists(atPath: folder + "/viper-gen.yml")
                || FileManager.default.fileExists(atPath: folder + "/Specs")
        }.sorted()
    }

    /// The files a full generation produces, by project-relative path.
    public func renderedFiles() throws -> [String: String] {
        let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: Self.root)
        switch pipeline.render() {
        case .success(let rendered):
            return Dictionary(uniqueKeysWithValues: rendered.files.map { ($0.path, $0.contents) })
        case .failure(let error):
            throw FixtureError(message: DiagnosticFormatter().rendered(error.diagnostics))
        }
    }
}

/// A fixture that did not render, with the diagnostics as text.
public struct FixtureError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
