import XCTest

@testable import ViperGenCore

/// Whole runs through ``GenerationPipeline``: what `new` renders, and how
/// often a run reads and parses its templates.
final class GenerationPipelineTests: XCTestCase {
    private let specs = [
        "Specs/Login.viper.yml": "module: Login\ntraits: [close, request]\n",
        "Specs/Cart.viper.yml": "module: Cart\nstyle: viper\ntraits: [push, cache]\n",
    ]

    func testNew_rendersOnlyTheNewModuleItsTraitsAndTheRuntime() throws {
        let project = MemoryProject(specs)
        let generation = try project.pipeline.newModule(
            NewModuleRequest(name: "Profile", traits: ["close", "page"]))

        XCTAssertEqual(
            generation.rendered.map(\.path),
            [
                "Sources/App/Modules/Profile/ProfileAssembly.swift",
                "Sources/App/Modules/Profile/ProfilePresenter+Logic.swift",
                "Sources/App/Modules/Profile/ProfilePresenter.swift",
                "Sources/App/Modules/Profile/ProfileServices.swift",
                "Sources/App/Modules/Profile/ProfileView.swift",
                "Sources/App/Modules/Profile/ProfileViewController.swift",
                "Sources/App/Shared/Routing.swift",
                "Sources/App/Shared/Traits/CloseRouterTrait.swift",
                "Sources/App/Shared/Traits/PageInteractorTrait.swift",
                "Sources/App/Shared/TransitionHandler.swift",
                "Specs/Profile.viper.yml",
                "Tests/AppTests/Modules/Profile/ProfileMocks.swift",
                "Tests/AppTests/Modules/Profile/ProfileTests.swift",
                "Tests/AppTests/Shared/Mock.swift",
                "Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift",
                "Tests/AppTests/Shared/Traits/PageInteractorTrait+Mock.swift",
            ])
        XCTAssertEqual(
            generation.project.modules.map(\.name), ["Cart", "Login", "Profile"],
            "the new module is validated with the whole project")
    }

    func testNew_firstPublicModule_rendersEverySharedFile_asTheyAllBecomePublic() throws {
        let project = MemoryProject(specs)
        let generation = try project.pipeline.newModule(
            NewModuleRequest(name: "Profile", traits: [], access: .public))
        let traits = generation.rendered.map(\.path).filter {
            $0.hasPrefix("Sources/App/Shared/Traits/")
        }
        XCTAssertEqual(
            traits,
            [
                "Sources/App/Shared/Traits/CacheInteractorTrait.swift",
                "Sources/App/Shared/Traits/CloseRouterTrait.swift",
                "Sources/App/Shared/Traits/PushRouterTrait.swift",
                "Sources/App/Shared/Traits/RequestInteractorTrait.swift",
            ])
    }

    func testNew_matchesWhatGenerateWritesForTheSameFiles() throws {
        let project = MemoryProject(specs)
        let new = try project.pipeline.newModule(
            NewModuleRequest(name: "Profile", traits: ["close", "page"]))
        try WritePlanApplier(fileSystem: project.disk, rootPath: "/p").apply(new.plan)

        let generate = try project.pipeline.generate()
        let newFiles = Set(new.rendered.map(\.path))
        for entry in generate.plan.entries where newFiles.contains(entry.path) {
            XCTAssert([.unchanged, .keep].contains(entry.action), "\(entry.path): \(entry.action)")
        }
    }

    /// The built-in templates are parsed once per process; a run parses only
    /// the project's own, once, and reads each of them once, though `new`
    /// renders both the spec and the module with them.
    func testTemplates_areReadAndParsedOncePerRun() throws {
        var files = specs
        files["viper-gen.yml"] = "templates: House\n"
        files["House/Spec/Module.viper.yml.tmpl"] = "# house spec\nmodule: {{ spec.name }}\n"
        files["House/Partials/Copyright.tmpl"] = "// (c) house\n"
        let disk = CountingFileSystem(MemoryProject(files).disk)
        let pipeline = GenerationPipeline(fileSystem: disk, workingDirectory: "/p")

        let generation = try pipeline.newModule(
            NewModuleRequest(name: "Profile", traits: ["close"]))

        XCTAssertEqual(
            generation.templates.library.parsedNames,
            ["Partials/Copyright.tmpl", "Spec/Module.viper.yml.tmpl"])
        XCTAssertEqual(
            disk.reads.filter { $0.key.hasPrefix("/p/House/") },
            ["/p/House/Spec/Module.viper.yml.tmpl": 1, "/p/House/Partials/Copyright.tmpl": 1])
        XCTAssertEqual(
            generation.rendered.first { $0.path == "Specs/Profile.viper.yml" }?.contents,
            "# house spec\nmodule: Profile\n")
        XCTAssertEqual(
            try TemplateLibrary.builtIn.get().parsedNames, [],
            "the built-in ones parse on first use")
        XCTAssertEqual(
            try pipeline.generate().templates.library.parsedNames.count, 2, "one parse per run")
    }

    func testProjectWithoutTemplates_parsesNothing() throws {
        let generation = try MemoryProject(specs).pipeline.generate()
        XCTAssert(
            generation.templates.library.sharesParsedTemplates(
                with: try TemplateLibrary.builtIn.get()),
            "the built-in templates were parsed again")
    }
}
