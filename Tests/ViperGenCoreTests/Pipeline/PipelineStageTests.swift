import XCTest

@testable import ViperGenCore

/// Each stage of the pipeline on its own, stopped after it: its input and
/// output are plain values, so each test compares them whole.
final class PipelineStageTests: XCTestCase {
    private let login = "module: Login\ntraits: [close]\n"

    private func source(_ path: String, _ text: String) -> Result<SourceFile, Diagnostic> {
        .success(SourceFile(path: path, text: text))
    }

    // MARK: 1. load

    func testLoad_readsTheConfigAndTheSpecsAsText_withoutValidatingThem() throws {
        let project = MemoryProject([
            "viper-gen.yml": "specs: Modules\n",
            "Modules/Login.viper.yml": login,
            "Modules/Deep/Bad.viper.yml": "module: [\n",
            "Specs/Elsewhere.viper.yml": "module: Elsewhere\n",
        ])
        let sources = try project.pipeline.loader.load(warnings: Warnings())

        var config = ProjectConfig()
        config.specs = "Modules"
        XCTAssertEqual(
            sources,
            ProjectSources(
                rootPath: "/p", config: config, hasConfig: true,
                specs: [
                    .init(
                        path: "/p/Modules/Deep/Bad.viper.yml",
                        file: source("Modules/Deep/Bad.viper.yml", "module: [\n")),
                    .init(
                        path: "/p/Modules/Login.viper.yml",
                        file: source("Modules/Login.viper.yml", login)),
                ]))
    }

    func testLoad_selectingSpecs_readsEverySpec_marksTheSelected_andNotesMissingPaths() throws {
        let project = MemoryProject([
            "Specs/Login.viper.yml": login, "Specs/Cart.viper.yml": "module: Cart\n",
        ])
        let sources = try project.pipeline.loader.load(
            .selecting(["Specs/Login.viper.yml", "Nowhere/", "Cart", "Nowhere"]),
            warnings: Warnings())

        XCTAssertTrue(sources.hasSelection)
        XCTAssertEqual(
            sources.specs.map(\.path), ["/p/Specs/Cart.viper.yml", "/p/Specs/Login.viper.yml"])
        XCTAssertEqual(sources.specs.map(\.isSelected), [true, true])
        XCTAssertEqual(
            sources.missingPaths.map(\.message),
            [
                "no such file or folder: Nowhere/",
                "no module named 'Nowhere', and no file or folder by that name",
            ])
    }

    /// Issue 35, from the adversarial pass: a named path outside the project
    /// was looked up first, so "no such file or folder" for one that is not
    /// there and "outside the project" for one that is told a repository's
    /// command what exists outside. Outside is now decided from the text alone.
    func testLoad_pathsOutsideTheProject_areRefusedAlike_whetherOrNotTheyExist() throws {
        let project = MemoryProject(["Specs/Login.viper.yml": login])
        try project.disk.writeAtomically(Array(login.utf8), to: "/elsewhere/Secret.viper.yml")
        try project.disk.writeAtomically(Array(login.utf8), to: "/elsewhere/Folder/A.viper.yml")
        let sources = try project.pipeline.loader.load(
            .selecting([
                "../elsewhere/Secret.viper.yml", "../elsewhere/Nothing.viper.yml",
                "/elsewhere/Folder", "/nothing",
            ]),
            warnings: Warnings())

        XCTAssertEqual(sources.specs.map(\.path), ["/p/Specs/Login.viper.yml"])
        XCTAssertEqual(
            sources.missingPaths.map(\.message),
            [
                "'../elsewhere/Secret.viper.yml' is outside the project at '/p'",
                "'../elsewhere/Nothing.viper.yml' is outside the project at '/p'",
                "'/elsewhere/Folder' is outside the project at '/p'",
                "'/nothing' is outside the project at '/p'",
            ])
    }

    func testLoad_invalidConfig_stopsTheRun_andItsWarningsGoToTheSink() {
        let project = MemoryProject(["viper-gen.yml": "header: from {source}\nspecz: X\n"])
        let warnings = Warnings()
        XCTAssertThrowsError(try project.pipeline.loader.load(warnings: warnings)) { error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.map(\.message),
                ["unknown key 'specz' in the config"])
        }
        XCTAssertEqual(
            warnings.diagnostics.map(\.message),
            ["'{source}' in 'header' is the old placeholder spelling"])
    }

    // MARK: 2. validate

    func testValidate_turnsTheTextIntoAProject_fromMemoryAlone() throws {
        let sources = ProjectSources(
            rootPath: "/p",
            specs: [
                .init(
                    path: "/p/Specs/Login.viper.yml", file: source("Specs/Login.viper.yml", login),
                    isSelected: true)
            ], hasSelection: true)
        let validated = try ProjectValidator.validate(sources, warnings: Warnings())

        XCTAssertEqual(validated.selectedModules, ["Login"])
        XCTAssertEqual(validated.inputs, ["Specs/Login.viper.yml"])
        XCTAssertEqual(validated.project.modules.map(\.name), ["Login"])
        XCTAssertEqual(validated.project.modules.first?.traits.map(\.trait.name), ["close"])
        XCTAssertEqual(validated.project.modules.first?.specPath, "Specs/Login.viper.yml")
    }

    func testValidate_reportsEveryProblem_unreadableSpecsAndMissingPathsToo() {
        let sources = ProjectSources(
            rootPath: "/p",
            specs: [
                .init(
                    path: "/p/Specs/A.viper.yml",
                    file: .failure(.error("cannot read 'Specs/A.viper.yml': denied"))),
                .init(
                    path: "/p/Specs/B.viper.yml", file: source("Specs/B.viper.yml", "module: b\n")),
            ], missingPaths: [.error("no such file or folder: C")])
        XCTAssertThrowsError(try ProjectValidator.validate(sources, warnings: Warnings())) {
            error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.map(\.message),
                [
                    "no such file or folder: C",
                    "cannot read 'Specs/A.viper.yml': denied",
                    "module name 'b' must start with an uppercase letter",
                ])
        }
    }

    // MARK: 3. context

    func testContext_decidesEveryFile_itsTemplateOwnerAndSource() throws {
        let project = try MemoryProject(["Specs/Login.viper.yml": login]).pipeline
            .validatedProject().project
        let outputs = ContextBuilder.outputs(for: project)

        XCTAssertEqual(
            outputs.map { "\($0.ownership) \($0.path) \($0.template)" },
            [
                "generated Sources/App/Shared/TransitionHandler.swift Shared/TransitionHandler.swift.tmpl",
                "generated Sources/App/Shared/Routing.swift Shared/Routing.swift.tmpl",
                "generated Tests/AppTests/Shared/Mock.swift Shared/Mock.swift.tmpl",
                "generated Sources/App/Shared/Traits/CloseRouterTrait.swift Trait/Trait.swift.tmpl",
                "generated Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift Trait/TraitMock.swift.tmpl",
                "generated Sources/App/Modules/Login/LoginView.swift Module/View.swift.tmpl",
                "generated Tests/AppTests/Modules/Login/LoginMocks.swift Module/Mocks.swift.tmpl",
                "scaffolded Tests/AppTests/Modules/Login/LoginTests.swift Module/Tests.swift.tmpl",
                "generated Sources/App/Modules/Login/LoginPresenter.swift MVP/Presenter.swift.tmpl",
                "generated Sources/App/Modules/Login/LoginAssembly.swift MVP/Assembly.swift.tmpl",
                "scaffolded Sources/App/Modules/Login/LoginPresenter+Logic.swift MVP/PresenterLogic.swift.tmpl",
                "scaffolded Sources/App/Modules/Login/LoginViewController.swift UIKit/ViewController.swift.tmpl",
            ])
        let view = try XCTUnwrap(outputs.first { $0.path.hasSuffix("LoginView.swift") })
        XCTAssertEqual(view.sourcePath, "Specs/Login.viper.yml")
        XCTAssertEqual(view.context, ContextBuilder.context(for: project.modules[0], in: project))
        guard case .object(let fields) = view.context else {
            return XCTFail("the context is not an object")
        }
        XCTAssertEqual(
            fields["header"],
            .string("Generated by viper-gen from Login.viper.yml. Do not edit."))
    }

    func testContext_selection_keepsTheSharedRuntime_andOnlyTheSelectedModulesAndTraits() throws {
        let project = try MemoryProject([
            "Specs/Login.viper.yml": login,
            "Specs/Cart.viper.yml": "module: Cart\ntraits: [push]\n",
        ]).pipeline.validatedProject().project
        let outputs = ContextBuilder.outputs(
            for: project, selection: .init(modules: ["Cart"], traits: ["push"]))

        XCTAssertEqual(
            outputs.filter { $0.path.contains("Shared") }.map(\.path),
            [
                "Sources/App/Shared/TransitionHandler.swift", "Sources/App/Shared/Routing.swift",
                "Tests/AppTests/Shared/Mock.swift",
                "Sources/App/Shared/Traits/PushRouterTrait.swift",
                "Tests/AppTests/Shared/Traits/PushRouterTrait+Mock.swift",
            ])
        XCTAssertEqual(Set(outputs.compactMap(\.sourcePath)), ["Specs/Cart.viper.yml"])
    }

    // MARK: 4. render

    func testRender_appliesEachTemplateToItsContext_andLaysOutOnlySwift() throws {
        let renderer = ProjectRenderer(
            library: try templateLibrary(["T.tmpl": "struct {{ name }} {\n\n\n    let x = 1  \n}\n"]
            ),
            indentation: .tab)
        let context = TemplateValue.object(["name": .string("A")])
        let rendered = try renderer.render([
            OutputFile(
                path: "b/A.swift", template: "T.tmpl", ownership: .generated, sourcePath: "s",
                context: context),
            OutputFile(
                path: "a/A.txt", template: "T.tmpl", ownership: .scaffolded, context: context),
        ])

        XCTAssertEqual(
            rendered,
            [
                RenderedFile(
                    path: "a/A.txt", contents: "struct A {\n\n\n    let x = 1  \n}\n",
                    ownership: .scaffolded,
                    template: "T.tmpl"),
                RenderedFile(
                    path: "b/A.swift", contents: "struct A {\n\tlet x = 1\n}\n",
                    ownership: .generated, template: "T.tmpl",
                    sourcePath: "s"),
            ])
    }

    func testRender_throwsTheErrorsOfTheFirstFileThatFails() throws {
        let renderer = ProjectRenderer(library: try templateLibrary(["T.tmpl": "{{ missing }}"]))
        let file = OutputFile(
            path: "A.swift", template: "T.tmpl", ownership: .generated, context: .object([:]))
        XCTAssertThrowsError(try renderer.render([file])) { error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.first?.message, "unknown variable 'missing'"
            )
        }
    }

    /// Issue 35, from the second adversarial pass: a project template that
    /// fails in every module was rendered for every one (77 s for 256), each
    /// keeping its diagnostics. Files after a failure are skipped, and the
    /// one reported is still the first in order, whichever thread failed first.
    func testRender_manyFailingFiles_reportTheFirstInOrder() throws {
        var templates: [String: String] = [:]
        for kind in 0..<10 { templates["T\(kind).tmpl"] = "{{ name }}{{ missing\(kind) }}" }
        let renderer = ProjectRenderer(library: try templateLibrary(templates))
        // File i fails with its own variable, missing(i % 10): the report names file 3's.
        let files = (3..<2_003).map { index in
            OutputFile(
                path: "F\(index).swift", template: "T\(index % 10).tmpl", ownership: .generated,
                context: .object(["name": .string("file\(index)")]))
        }
        for _ in 0..<5 {
            XCTAssertThrowsError(try renderer.render(files)) { error in
                let diagnostics = (error as? DiagnosticList)?.diagnostics ?? []
                XCTAssertEqual(diagnostics.map(\.message), ["unknown variable 'missing3'"])
            }
        }
    }

    func testFirstFailure_keepsTheEarliest_andSkipsOnlyLaterItems() {
        let failure = FirstFailure()
        XCTAssertFalse(failure.isAfterAFailure(0))
        failure.record(7)
        failure.record(3)
        failure.record(9)
        XCTAssertFalse(failure.isAfterAFailure(2))
        XCTAssertFalse(failure.isAfterAFailure(3))
        XCTAssertTrue(failure.isAfterAFailure(4))
    }

    // MARK: 5. plan (survey, then decide)

    func testSurvey_asksToRenderGeneratedFilesAndMissingScaffolds_only() throws {
        let project = MemoryProject([
            "Specs/Login.viper.yml": login,
            "Sources/App/Modules/Login/LoginPresenter+Logic.swift": "// mine\n",
        ])
        let validated = try project.pipeline.validatedProject()
        let outputs = ContextBuilder.outputs(for: validated.project)
        let survey = WritePlanner(fileSystem: project.disk, project: validated.project).survey(
            outputs)

        let rendered = survey.toRender(outputs)
        XCTAssertEqual(
            rendered.filter { $0.ownership == .scaffolded }.map(\.path),
            [
                "Tests/AppTests/Modules/Login/LoginTests.swift",
                "Sources/App/Modules/Login/LoginViewController.swift",
            ])
        XCTAssertEqual(
            rendered.filter { $0.ownership == .generated }.count,
            outputs.filter { $0.ownership == .generated }.count)
        let kept = try XCTUnwrap(
            survey.targets.first { $0.path.hasSuffix("LoginPresenter+Logic.swift") })
        XCTAssertEqual(
            kept,
            OutputSurvey.Target(
                path: kept.path, ownership: .scaffolded, kind: .file,
                needsRendering: false))
    }

    func testSurvey_listsOrphansInPathOrder_notInTheOrderTheWalkMeetsThem() throws {
        let header = "// Generated by viper-gen from gone\n" + GeneratedFileMarker.line + "\n"
        // The walk lists `Sources/App` before the folders inside it, so it meets `Old.swift` first.
        let project = MemoryProject([
            "Specs/Login.viper.yml": login,
            "Sources/App/Old.swift": header,
            "Sources/App/Modules/Gone/GoneView.swift": header,
            "Sources/App/Modules/Login/Mine.swift": "// mine\n",
        ])
        let validated = try project.pipeline.validatedProject()
        let survey = WritePlanner(fileSystem: project.disk, project: validated.project)
            .survey(ContextBuilder.outputs(for: validated.project))

        XCTAssertEqual(
            survey.orphans.map(\.path),
            ["Sources/App/Modules/Gone/GoneView.swift", "Sources/App/Old.swift"])
    }

    func testPlan_decidesFromTheSurveyAndTheRenderedText_withoutTheDisk() throws {
        let survey = OutputSurvey(
            targets: [
                .init(path: "New.swift", ownership: .generated, kind: nil),
                .init(
                    path: "Same.swift", ownership: .generated, kind: .file,
                    existing: .success(Array("same\n".utf8))),
                .init(
                    path: "Old.swift", ownership: .generated, kind: .file,
                    existing: .success(Array("old\n".utf8))),
                .init(
                    path: "Mine.swift", ownership: .scaffolded, kind: .file, needsRendering: false),
            ], orphans: [.init(path: "Gone.swift", bytes: Array("// gone\n".utf8))])
        let rendered = ["New.swift": "new\n", "Same.swift": "same\n", "Old.swift": "changed\n"].map
        {
            RenderedFile(path: $0.key, contents: $0.value, ownership: .generated, template: "t")
        }
        let planner = WritePlanner(
            fileSystem: InMemoryFileSystem(), project: Project(rootPath: "/p", catalog: .builtIn))
        let plan = try planner.plan(rendered, survey: survey)

        XCTAssertEqual(
            plan,
            WritePlan(entries: [
                .init(
                    path: "New.swift", action: .create, contents: Array("new\n".utf8),
                    ownership: .generated),
                .init(path: "Same.swift", action: .unchanged, ownership: .generated),
                .init(
                    path: "Old.swift", action: .update, contents: Array("changed\n".utf8),
                    ownership: .generated,
                    previous: Array("old\n".utf8)),
                .init(path: "Mine.swift", action: .keep, ownership: .scaffolded),
                .init(path: "Gone.swift", action: .orphan, previous: Array("// gone\n".utf8)),
            ]))
    }

    // MARK: 6. apply or check

    func testApply_writesTheChanges_andCheck_reportsThemAsDrift() throws {
        let plan = WritePlan(entries: [
            .init(
                path: "A/New.swift", action: .create, contents: Array("new\n".utf8),
                ownership: .generated),
            .init(path: "Same.swift", action: .unchanged, ownership: .generated),
        ])
        XCTAssertEqual(
            DriftReport(plan: plan).entries.map { "\($0.status) \($0.path)" },
            ["missing A/New.swift"])

        let disk = InMemoryFileSystem(files: ["/p/Same.swift": "same\n"])
        try WritePlanApplier(fileSystem: disk, rootPath: "/p").apply(plan)
        XCTAssertEqual(disk.files, ["/p/A/New.swift": "new\n", "/p/Same.swift": "same\n"])
    }
}

/// Issue 36, item 6: the module layout is known in one place, which both the
/// context stage and the Xcode stage use.
final class ModuleFoldersTests: XCTestCase {
    func testModuleFolders_followTheConfiguredRoots() {
        var config = ProjectConfig()
        config.sources = "App/Sources"
        config.tests = "App/Tests"
        let folders = ModuleFolders(config: config)

        XCTAssertEqual(folders.roots, ["App/Sources/Modules", "App/Tests/Modules"])
        XCTAssertEqual(folders.sources(of: "Login"), "App/Sources/Modules/Login")
        XCTAssertEqual(folders.tests(of: "Login"), "App/Tests/Modules/Login")
        let module = ModuleDefinition(
            name: "Login", style: .mvp, traits: [], ui: .uikit, routes: [],
            specPath: "Specs/Login.viper.yml")
        XCTAssertEqual(
            Set(
                ContextBuilder.layout(of: module, config: config).map {
                    PathText.directory(of: $0.path)
                }),
            ["App/Sources/Modules/Login", "App/Tests/Modules/Login"])
    }
}
