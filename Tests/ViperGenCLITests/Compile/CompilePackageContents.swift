import Foundation
import ViperGenCLI
import ViperGenCore
import ViperGenTestSupport

/// Everything the compile tests build, assembled once in memory: every
/// fixture's golden output with the fixture's hand-written files, the matrix of
/// built-in traits (its screens again for iOS 15 and iOS 17), modules scaffolded
/// by `viper-gen new`, and a random project.
struct CompilePackageContents: Sendable {
    var package: CompilePackage
    /// The same without the random project, built again with the UIKit and
    /// SwiftUI stand-ins: every golden, the matrix and the scaffolded modules.
    var standInsPackage: CompilePackage
    /// `standInsPackage`'s projects rendered with `defaultIsolation: MainActor`,
    /// built with Xcode 26's defaults for a new app.
    var xcode26Package: CompilePackage
    /// The random project's seed and how to rerun it.
    var reproduction: String
    /// Module counts, for the log.
    var matrixModules: Int
    var randomModules: Int
    /// The test methods the generated test scaffolds should declare, worked out
    /// from the module specs (a lower bound for the matrix, new and random projects).
    var expectedGeneratedTests: Int
    /// The same for `standInsPackage` (the matrix and new projects).
    var expectedStandInsTests: Int

    /// A problem found before anything is compiled.
    struct SetupError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The config line every project of `xcode26Package` adds to its own.
    static let xcode26ConfigLine =
        "\(DefaultIsolation.key): \(DefaultIsolation.mainActor.rawValue)\n"

    static func assemble(seed: UInt64) throws(SetupError) -> CompilePackageContents {
        let random = RandomSpecGenerator(seed: seed).project()
        do {
            var (package, expected) = try projects(configLine: nil)
            let standInsPackage = package
            let expectedStandInsTests = expected
            let (xcode26Package, _) = try projects(configLine: xcode26ConfigLine)
            let randomProject = FixtureProject(name: "random", inputs: random.files)
            let problems = randomProject.validationProblems()
            guard problems.isEmpty else {
                throw SetupError(
                    message: "the \(random.reproduction) do not validate:\n\(problems)")
            }
            expected += try add(randomProject, as: "Random", to: &package)
            return CompilePackageContents(
                package: package, standInsPackage: standInsPackage,
                xcode26Package: xcode26Package,
                reproduction: random.reproduction,
                matrixModules: CompileMatrix.entries.count,
                randomModules: random.moduleNames.count, expectedGeneratedTests: expected,
                expectedStandInsTests: expectedStandInsTests)
        } catch let error as SetupError {
            throw error
        } catch {
            throw SetupError(
                message: "cannot assemble the compile package (\(random.reproduction)): \(error)")
        }
    }

    /// Every fixture with its hand-written files, the matrix (and its screens
    /// at iOS 15 and 17), the examples and the modules `viper-gen new`
    /// scaffolds; and the generated tests their specs call for. With
    /// `configLine`, every project's config gains it and the fixtures are
    /// rendered in process; without, the fixtures are their goldens.
    private static func projects(configLine: String?) throws -> (CompilePackage, Int) {
        func configured(_ inputs: [String: String]) -> [String: String] {
            guard let configLine else { return inputs }
            var inputs = inputs
            let config = inputs[ProjectConfig.fileName] ?? ""
            inputs[ProjectConfig.fileName] =
                config + (config.isEmpty || config.hasSuffix("\n") ? "" : "\n") + configLine
            return inputs
        }
        var package = CompilePackage()
        let snippets = try DocSwiftSnippets.snippets(in: PackagePaths.docPages())
        for name in FixtureProject.allNames {
            if configLine == nil {
                try addGolden(name, snippets: snippets, to: &package)
            } else {
                let inputs = FolderSnapshot.read(PackagePaths.fixtures + "/" + name)
                let fixture = FixtureProject(name: name, inputs: configured(inputs))
                var files = try fixture.renderedFiles()
                for (path, text) in inputs where path.hasSuffix(".swift") { files[path] = text }
                addDocSnippets(of: name, snippets, config: try fixture.config(), to: &files)
                try package.addProject(
                    named: packageName(of: name), files: files, config: fixture.config())
            }
        }
        let matrix = FixtureProject(name: "matrix", inputs: configured(CompileMatrix.inputs))
        var expected = try add(matrix, as: "Matrix", to: &package)
        for platform in CompileMatrix.platformAxis {
            let screens = FixtureProject(
                name: "matrix-ios\(platform.major)",
                inputs: configured(CompileMatrix.screenInputs(platform: platform)))
            expected += try add(screens, as: "MatrixIOS\(platform.major)", to: &package)
        }
        for example in try examples(configured: configured) {
            let name = "Example" + example.name.prefix(1).uppercased() + example.name.dropFirst()
            expected += try add(example.project, as: name, files: example.files, to: &package)
        }
        let scaffolded = try scaffoldedByNew(config: configLine)
        expected += try add(
            scaffolded.project, as: "Scaffolded", files: scaffolded.writtenFiles, to: &package)
        return (package, expected)
    }

    /// Each project of `docs/examples/`: what it renders, with its own Swift files.
    private static func examples(configured: ([String: String]) -> [String: String]) throws -> [(
        name: String, project: FixtureProject, files: [String: String]
    )] {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.examples)
            .sorted().filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: PackagePaths.examples + "/" + $0, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
        return try names.map { name in
            let inputs = FolderSnapshot.read(PackagePaths.examples + "/" + name)
            let project = FixtureProject(name: name, inputs: configured(inputs))
            var files = try project.renderedFiles()
            for (path, text) in inputs where path.hasSuffix(".swift") { files[path] = text }
            return (name, project, files)
        }
    }

    /// `Snapshots/<fixture>/` plus the fixture's own Swift files and the docs'
    /// Swift blocks checked against it, as `<Fixture>App`.
    private static func addGolden(
        _ fixture: String, snippets: [DocSwiftSnippets.Snippet],
        to package: inout CompilePackage
    ) throws {
        var files = FolderSnapshot.read(PackagePaths.snapshots + "/" + fixture)
        for (path, text) in FolderSnapshot.read(PackagePaths.fixtures + "/" + fixture)
        where path.hasSuffix(".swift") {
            files[path] = text
        }
        let config = try FixtureProject(fixture).config()
        addDocSnippets(of: fixture, snippets, config: config, to: &files)
        try package.addProject(named: packageName(of: fixture), files: files, config: config)
    }

    /// `DocSnippetTests.swift` in the fixture's tests, when a docs block names it (`check=<fixture>`).
    private static func addDocSnippets(
        of fixture: String, _ snippets: [DocSwiftSnippets.Snippet], config: ProjectConfig,
        to files: inout [String: String]
    ) {
        guard
            let file = DocSwiftSnippets.testFile(
                for: fixture, from: snippets, appModule: config.appModule)
        else { return }
        files[config.tests + "/DocSnippetTests.swift"] = file
    }

    /// `screens-swiftui` is `ScreensSwiftui` in the package.
    private static func packageName(of fixture: String) -> String {
        fixture.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Adds `files` (by default every file `project` renders in process,
    /// generated and scaffolded). Returns how many generated tests its specs call for.
    private static func add(
        _ project: FixtureProject, as name: String, files: [String: String]? = nil,
        to package: inout CompilePackage
    ) throws -> Int {
        try package.addProject(
            named: name, files: files ?? project.renderedFiles(), config: project.config())
        guard let loaded = try? project.project() else {
            throw SetupError(message: "\(name) does not load:\n\(project.validationProblems())")
        }
        return loaded.modules.map(generatedTestCount).reduce(0, +)
    }

    /// A project made only by `viper-gen new`, run in process, so the default
    /// `request`, `page` and `cache` scaffolds are compiled as `new` writes them.
    private static func scaffoldedByNew(config: String?) throws -> ScaffoldedProject {
        let fileSystem = InMemoryFileSystem(
            files: config.map { [FixtureProject.root + "/" + ProjectConfig.fileName: $0] } ?? [:])
        let commands = [
            ["new", "Feed", "--traits", "close,request,page,cache"],
            [
                "new", "Store", "--traits", "push,request,page,cache,persist", "--style", "viper",
                "--access", "public",
            ],
            ["new", "Checkout", "--traits", "close,request", "--style", "vip"],
        ]
        for arguments in commands {
            let stdout = CapturedOutput()
            let stderr = CapturedOutput()
            let status = ViperGenCommandLine.run(
                arguments: arguments, workingDirectory: FixtureProject.root,
                fileSystem: fileSystem, stdout: stdout, stderr: stderr)
            guard status == 0 else {
                throw SetupError(
                    message:
                        "viper-gen \(arguments.joined(separator: " ")) failed with \(status):\n\(stderr.text)"
                )
            }
        }
        var written: [String: String] = [:]
        for (path, text) in fileSystem.files {
            written[String(path.dropFirst(FixtureProject.root.count + 1))] = text
        }
        return ScaffoldedProject(
            project: FixtureProject(name: "scaffolded", inputs: written), writtenFiles: written)
    }

    /// What `viper-gen new` wrote, and the project it makes.
    private struct ScaffoldedProject {
        var project: FixtureProject
        var writtenFiles: [String: String]
    }

    /// The test methods a module's test scaffold declares: one per composed
    /// class that has trait methods or routes to call.
    static func generatedTestCount(_ module: ModuleDefinition) -> Int {
        let routers = module.traits.contains {
            $0.trait.kind == .router && !$0.trait.methods.isEmpty
        }
        let interactors = module.traits.contains {
            $0.trait.kind == .interactor && !$0.trait.methods.isEmpty
        }
        let routes = !module.routes.isEmpty
        switch module.style {
        case .mvp: return routers || interactors || routes ? 1 : 0
        case .viper: return (routers || routes ? 1 : 0) + (interactors ? 1 : 0)
        // The weak view controller's test, and the requests' and the responses' when there are use cases.
        case .vip:
            return (routers || routes ? 1 : 0) + (interactors ? 1 : 0) + 1
                + (module.useCases.isEmpty ? 0 : 2)
        }
    }
}
