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
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures)) ?? []
        return names.filter { name in
            let folder = PackagePaths.fixtures + "/" + name
            return FileManager.default.fileExists(atPath: folder + "/viper-gen.yml")
                || FileManager.default.fileExists(atPath: folder + "/Specs")
        }.sorted()
    }

    /// A pipeline run in the project's root.
    public var pipeline: GenerationPipeline {
        GenerationPipeline(fileSystem: fileSystem, workingDirectory: Self.root)
    }

    /// The project's config (the defaults when it has none), or the diagnostics
    /// of the config and traits file as text.
    public func config() throws -> ProjectConfig {
        do {
            return try pipeline.validatedProject(.none).project.config
        } catch {
            throw FixtureError(message: DiagnosticFormatter().rendered(error.diagnostics))
        }
    }

    /// The whole project, loaded and validated; its diagnostics as text when it is not valid.
    public func project() throws -> Project {
        do {
            return try pipeline.validatedProject().project
        } catch {
            throw FixtureError(message: DiagnosticFormatter().rendered(error.diagnostics))
        }
    }

    /// The diagnostics of loading and validating the whole project as text;
    /// empty when it is valid.
    public func validationProblems() -> String {
        do {
            _ = try pipeline.validatedProject()
            return ""
        } catch {
            return DiagnosticFormatter().rendered(error.diagnostics)
        }
    }

    /// The files a full generation produces, by project-relative path.
    public func renderedFiles() throws -> [String: String] {
        do {
            let generation = try pipeline.generate()
            return Dictionary(
                uniqueKeysWithValues: generation.rendered.map { ($0.path, $0.contents) })
        } catch {
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
