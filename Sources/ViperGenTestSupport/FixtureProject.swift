import Foundation
import ViperGenCore

/// A hand-written input project from `Tests/Fixtures/<name>/`, loaded into an
/// in-memory file system at `/project`.
public struct FixtureProject {
    public static let root = "/project"

    public let name: String
    public let fileSystem: InMemoryFileSystem

    public init(_ name: String) {
        self.init(name: name, inputs: FolderSnapshot.read(PackagePaths.fixtures + "/" + name))
    }

    /// A project made of `inputs` (config, traits file, specs, hand-written
    /// files), by path relative to the project root.
    public init(name: String, inputs: [String: String]) {
        self.name = name
        var files: [String: String] = [:]
        for (path, text) in inputs {
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

    /// The project's config (the defaults when it has none), or the diagnostics
    /// of the config and traits file as text.
    public func config() throws -> ProjectConfig {
        switch ProjectLoader(fileSystem: fileSystem, workingDirectory: Self.root).loadSettings() {
        case .success(let settings): return settings.config
        case .failure(let error): throw FixtureError(message: DiagnosticFormatter().rendered(error.diagnostics))
        }
    }

    /// The diagnostics of loading and validating the whole project as text;
    /// empty when it is valid.
    public func validationProblems() -> String {
        switch ProjectLoader(fileSystem: fileSystem, workingDirectory: Self.root).load() {
        case .success: return ""
        case .failure(let error): return DiagnosticFormatter().rendered(error.diagnostics)
        }
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

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
