import ViperGenTestSupport
import XCTest

/// The lists build systems read: `generate --depfile` (Make syntax, checked
/// with real `make` too) and `filelist` (Xcode `.xcfilelist`s). Both name every
/// input and output, and neither is rewritten when its content is unchanged.
final class BuildListTests: XCTestCase {
    private let awkwardFolder = "Module Specs/Check#out:50%"

    /// A project whose specs live in folders with spaces, `#`, `:` and `%`,
    /// with project templates.
    private func awkwardProject() throws -> DiskProject {
        let project = try makeProject(label: "lists")
        let fixture = PackagePaths.fixtures + "/template-override"
        for (path, text) in FolderSnapshot.read(fixture + "/CustomTemplates") {
            try project.write(text, to: "CustomTemplates/" + path)
        }
        try project.write(
            try String(contentsOfFile: fixture + "/Specs/Auth/SignIn.viper.yml", encoding: .utf8),
            to: "Module Specs/Auth/SignIn.viper.yml")
        try project.write(
            "module: Cart\nstyle: mvp\ntraits: [close]\n", to: awkwardFolder + "/Cart.viper.yml")
        try project.write("specs: Module Specs\ntemplates: CustomTemplates\n", to: "viper-gen.yml")
        return project
    }

    func testDepfile_namesTheStampAndEveryInput_withMakeEscaping_andAnEmptyRulePerInput() throws {
        let project = try awkwardProject()

        let result = try project.run([
            "generate", "--depfile", "build/viper-gen.d",
            "--depfile-target", "build/viper gen.stamp",
        ])

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertEqual(
            try project.read("build/viper-gen.d"),
            ##"""
            build/viper\ gen.stamp: \
              \##(project.root)/CustomTemplates/MVP/Presenter.swift.tmpl \
              \##(project.root)/CustomTemplates/Partials/Copyright.tmpl \
              \##(project.root)/Module\ Specs/Auth/SignIn.viper.yml \
              \##(project.root)/Module\ Specs/Check\#out\:50%/Cart.viper.yml \
              \##(project.root)/viper-gen.yml \
              \##(project.root)/Module\ Specs \
              \##(project.root)/Module\ Specs/Auth \
              \##(project.root)/Module\ Specs/Check\#out\:50%

            \##(project.root)/CustomTemplates/MVP/Presenter.swift.tmpl: ;

            \##(project.root)/CustomTemplates/Partials/Copyright.tmpl: ;

            \##(project.root)/Module\ Specs/Auth/SignIn.viper.yml: ;

            \##(project.root)/Module\ Specs/Check\#out\:50\%/Cart.viper.yml: ;

            \##(project.root)/viper-gen.yml: ;

            \##(project.root)/Module\ Specs: ;

            \##(project.root)/Module\ Specs/Auth: ;

            \##(project.root)/Module\ Specs/Check\#out\:50\%: ;

            """##)
    }

    func testDepfile_withoutATarget_namesTheGeneratedFiles() throws {
        let project = try makeProject(label: "depfile-outputs")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")

        XCTAssertEqual(try project.run(["generate", "--depfile", "login.d"]).status, 0)

        XCTAssertEqual(
            try project.read("login.d"),
            #"""
            Sources/App/Modules/Login/LoginAssembly.swift \
              Sources/App/Modules/Login/LoginPresenter.swift \
              Sources/App/Modules/Login/LoginView.swift \
              Sources/App/Shared/Routing.swift \
              Sources/App/Shared/Traits/CloseRouterTrait.swift \
              Sources/App/Shared/TransitionHandler.swift \
              Tests/AppTests/Modules/Login/LoginMocks.swift \
              Tests/AppTests/Shared/Mock.swift \
              Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift: \
              \#(project.root)/Specs/Login.viper.yml \
              \#(project.root)/Specs

            \#(project.root)/Specs/Login.viper.yml: ;

            \#(project.root)/Specs: ;

            """#)
    }

    func testDepfile_isReadByMake_asTheRealPaths() throws {
        let make = try requireTool("make")
        let project = try awkwardProject()
        XCTAssertEqual(
            try project.run([
                "generate", "--depfile", "build/viper-gen.d",
                "--depfile-target", "build/viper-gen.stamp",
            ]).status, 0)
        try project.write(
            "build/viper-gen.stamp:\n\ttouch $@\n\ninclude build/viper-gen.d\n", to: "Makefile")
        try project.write("", to: "build/viper-gen.stamp")
        try project.ageEverything(bySeconds: -120)
        try project.age("build/viper-gen.stamp", bySeconds: 60)
        let upToDate = try project.shell("\(make) -q build/viper-gen.stamp")

        try project.age(awkwardFolder + "/Cart.viper.yml", bySeconds: 90)
        let specChanged = try project.shell("\(make) -q build/viper-gen.stamp")
        try project.ageEverything(bySeconds: -120)
        try project.remove(awkwardFolder + "/Cart.viper.yml")
        let specRemoved = try project.shell("\(make) -q build/viper-gen.stamp")

        XCTAssertEqual(upToDate.status, 0, "make saw a stale input: \(upToDate.combined)")
        XCTAssertEqual(
            specChanged.status, 1, "make missed the changed spec: \(specChanged.combined)")
        XCTAssertEqual(
            specRemoved.status, 1, "make missed the removed spec: \(specRemoved.combined)")
        XCTAssertEqual(specRemoved.combined, "", "make stumbled on the removed spec")
    }

    func testFilelist_listsInputsAndGeneratedOutputs_withThePrefix() throws {
        let project = try awkwardProject()

        let result = try project.run(["filelist", "--prefix", "$(PROJECT_DIR)/App"])

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertEqual(result.combined, "")
        XCTAssertEqual(
            try project.read("ViperGenInputs.xcfilelist"),
            """
            $(PROJECT_DIR)/App/CustomTemplates/MVP/Presenter.swift.tmpl
            $(PROJECT_DIR)/App/CustomTemplates/Partials/Copyright.tmpl
            $(PROJECT_DIR)/App/Module Specs/Auth/SignIn.viper.yml
            $(PROJECT_DIR)/App/Module Specs/Check#out:50%/Cart.viper.yml
            $(PROJECT_DIR)/App/viper-gen.yml

            """)
        XCTAssertEqual(
            try project.read("ViperGenOutputs.xcfilelist"),
            """
            $(PROJECT_DIR)/App/Sources/App/Modules/Cart/CartAssembly.swift
            $(PROJECT_DIR)/App/Sources/App/Modules/Cart/CartPresenter.swift
            $(PROJECT_DIR)/App/Sources/App/Modules/Cart/CartView.swift
            $(PROJECT_DIR)/App/Sources/App/Modules/SignIn/SignInAssembly.swift
            $(PROJECT_DIR)/App/Sources/App/Modules/SignIn/SignInPresenter.swift
            $(PROJECT_DIR)/App/Sources/App/Modules/SignIn/SignInView.swift
            $(PROJECT_DIR)/App/Sources/App/Shared/Routing.swift
            $(PROJECT_DIR)/App/Sources/App/Shared/Traits/CloseRouterTrait.swift
            $(PROJECT_DIR)/App/Sources/App/Shared/TransitionHandler.swift
            $(PROJECT_DIR)/App/Tests/AppTests/Modules/Cart/CartMocks.swift
            $(PROJECT_DIR)/App/Tests/AppTests/Modules/SignIn/SignInMocks.swift
            $(PROJECT_DIR)/App/Tests/AppTests/Shared/Mock.swift
            $(PROJECT_DIR)/App/Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift

            """)
    }

    func testFilelist_defaultsToSRCROOT_andNamedFilesRelativeToTheWorkingFolder() throws {
        let project = try makeProject(label: "filelist-default")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        try project.write("", to: "viper-gen.yml")

        let result = try project.run(
            ["filelist", "--inputs", "in.xcfilelist", "--outputs", "../out.xcfilelist"],
            from: "Specs")

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertEqual(
            try project.read("Specs/in.xcfilelist"),
            "$(SRCROOT)/Specs/Login.viper.yml\n$(SRCROOT)/viper-gen.yml\n")
        XCTAssertTrue(
            try project.read("out.xcfilelist").hasPrefix(
                "$(SRCROOT)/Sources/App/Modules/Login/LoginAssembly.swift\n"))
    }

    /// Four modules: Home routes to Detail (a spec in a subfolder), which
    /// embeds Reviews, which routes back to Home; Settings stands alone. A
    /// traits file, and the tests outside `Tests/`.
    private func reachingProject() throws -> DiskProject {
        let project = try makeProject(label: "bazel")
        try project.write("tests: AppTests\n", to: "viper-gen.yml")
        try project.write(
            "traits:\n  beep:\n    kind: router\n    summary: Beeps.\n    methods:\n"
                + "      beep:\n        body: print(\"beep\")\n",
            to: "viper-traits.yml")
        try project.write(
            """
            module: Home
            traits: [close, beep]
            routes:
              detail:
                module: Detail
                transition: present
                parameters:
                  itemID: String

            """, to: "Specs/Home.viper.yml")
        try project.write(
            "module: Detail\ninput:\n  show:\n    itemID: String\nchildren:\n  reviews: Reviews\n",
            to: "Specs/Shop/Detail.viper.yml")
        try project.write(
            """
            module: Reviews
            output:
              didSelect:
                _ reviewID: String
            routes:
              home:
                module: Home
                transition: present

            """, to: "Specs/Reviews.viper.yml")
        try project.write(
            "module: Settings\ntraits: [alert]\nstate:\n  title: String = \"\"\n",
            to: "Specs/Settings.viper.yml")
        return project
    }

    func testFilelistBazel_declaresEachModulesSpecsAndGeneratedFiles_andNoXcodeList() throws {
        let project = try reachingProject()

        let result = try project.run(["filelist", "--bazel", "Build/viper_gen_project.bzl"])

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertEqual(result.combined, "")
        XCTAssertFalse(project.exists("ViperGenInputs.xcfilelist"))
        XCTAssertFalse(project.exists("ViperGenOutputs.xcfilelist"))
        XCTAssertEqual(
            try project.read("Build/viper_gen_project.bzl"),
            """
            # Written by `viper-gen filelist --bazel`: what each Bazel action of viper-gen
            # reads and writes (see docs/recipes/bazel/ in viper-gen). Do not edit: run
            # the command again after adding, renaming or removing a module, or when a
            # build says this file is out of date.
            VIPER_GEN = {
                "inputs": [
                    "viper-gen.yml",
                    "viper-traits.yml",
                ],
                "specs": [
                    "Specs/Home.viper.yml",
                    "Specs/Reviews.viper.yml",
                    "Specs/Settings.viper.yml",
                    "Specs/Shop/Detail.viper.yml",
                ],
                "shared": {
                    "sources": [
                        "Sources/App/Shared/Routing.swift",
                        "Sources/App/Shared/Traits/AlertRouterTrait.swift",
                        "Sources/App/Shared/Traits/BeepRouterTrait.swift",
                        "Sources/App/Shared/Traits/CloseRouterTrait.swift",
                        "Sources/App/Shared/TransitionHandler.swift",
                    ],
                    "tests": [
                        "AppTests/Shared/Mock.swift",
                        "AppTests/Shared/Traits/AlertRouterTrait+Mock.swift",
                        "AppTests/Shared/Traits/BeepRouterTrait+Mock.swift",
                        "AppTests/Shared/Traits/CloseRouterTrait+Mock.swift",
                    ],
                },
                "modules": {
                    "Detail": {
                        "spec": "Specs/Shop/Detail.viper.yml",
                        "reached_specs": [
                            "Specs/Home.viper.yml",
                            "Specs/Reviews.viper.yml",
                        ],
                        "sources": [
                            "Sources/App/Modules/Detail/DetailAssembly.swift",
                            "Sources/App/Modules/Detail/DetailModuleInterface.swift",
                            "Sources/App/Modules/Detail/DetailPresenter.swift",
                            "Sources/App/Modules/Detail/DetailView.swift",
                        ],
                        "tests": [
                            "AppTests/Modules/Detail/DetailMocks.swift",
                        ],
                    },
                    "Home": {
                        "spec": "Specs/Home.viper.yml",
                        "reached_specs": [
                            "Specs/Reviews.viper.yml",
                            "Specs/Shop/Detail.viper.yml",
                        ],
                        "sources": [
                            "Sources/App/Modules/Home/HomeAssembly.swift",
                            "Sources/App/Modules/Home/HomePresenter.swift",
                            "Sources/App/Modules/Home/HomeRoute.swift",
                            "Sources/App/Modules/Home/HomeView.swift",
                        ],
                        "tests": [
                            "AppTests/Modules/Home/HomeMocks.swift",
                        ],
                    },
                    "Reviews": {
                        "spec": "Specs/Reviews.viper.yml",
                        "reached_specs": [
                            "Specs/Home.viper.yml",
                            "Specs/Shop/Detail.viper.yml",
                        ],
                        "sources": [
                            "Sources/App/Modules/Reviews/ReviewsAssembly.swift",
                            "Sources/App/Modules/Reviews/ReviewsModuleInterface.swift",
                            "Sources/App/Modules/Reviews/ReviewsPresenter.swift",
                            "Sources/App/Modules/Reviews/ReviewsRoute.swift",
                            "Sources/App/Modules/Reviews/ReviewsView.swift",
                        ],
                        "tests": [
                            "AppTests/Modules/Reviews/ReviewsMocks.swift",
                        ],
                    },
                    "Settings": {
                        "spec": "Specs/Settings.viper.yml",
                        "reached_specs": [],
                        "sources": [
                            "Sources/App/Modules/Settings/SettingsAssembly.swift",
                            "Sources/App/Modules/Settings/SettingsPresenter.swift",
                            "Sources/App/Modules/Settings/SettingsState.swift",
                            "Sources/App/Modules/Settings/SettingsView.swift",
                        ],
                        "tests": [
                            "AppTests/Modules/Settings/SettingsMocks.swift",
                        ],
                    },
                },
            }

            """)
    }

    func testFilelistBazel_unchanged_isNotRewritten() throws {
        let project = try reachingProject()
        XCTAssertEqual(try project.run(["filelist", "--bazel", "viper_gen.bzl"]).status, 0)
        try project.ageEverything(bySeconds: -60)
        let before = try project.state()

        let again = try project.run(["filelist", "--bazel", "viper_gen.bzl"])

        XCTAssertEqual(again.status, 0, again.combined)
        assertUnchanged(before, try project.state(), "an unchanged run rewrote the declarations")
    }

    func testFilelistBazel_withANamedXcodeList_writesThatListToo_andTheXcodeProjectIsAnInput()
        throws
    {
        let project = try makeProject(label: "bazel-xcode")
        try project.write(
            "module: Login\nstyle: mvp\ntraits: [close]\n", to: "Specs/Login.viper.yml")
        // appModule set: the project file is not there to tell the target's module.
        try project.write(
            "appModule: App\nxcode:\n  project: App.xcodeproj\n  target: App\n",
            to: "viper-gen.yml")

        let result = try project.run([
            "filelist", "--bazel", "x.bzl", "--outputs", "out.xcfilelist",
        ])

        XCTAssertEqual(result.status, 0, result.combined)
        XCTAssertTrue(
            try project.read("x.bzl").contains(
                "    \"inputs\": [\n        \"App.xcodeproj/project.pbxproj\",\n"
                    + "        \"viper-gen.yml\",\n    ],\n"))
        XCTAssertTrue(
            try project.read("out.xcfilelist").hasPrefix(
                "$(SRCROOT)/Sources/App/Modules/Login/LoginAssembly.swift\n"))
        XCTAssertFalse(project.exists("ViperGenInputs.xcfilelist"))
        XCTAssertFalse(project.exists("ViperGenOutputs.xcfilelist"))
    }

    func testFilelistBazel_aPathBazelCannotName_isRefused_andNothingIsWritten() throws {
        let project = try awkwardProject()
        let before = try project.state()

        let result = try project.run(["filelist", "--bazel", "x.bzl", "--inputs", "in.xcfilelist"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            """
            Module Specs/Check#out:50%/Cart.viper.yml: error: a Bazel declarations file cannot name \
            'Module Specs/Check#out:50%/Cart.viper.yml' safely: it contains ':', which Bazel reads \
            as the start of a target's name
            hint: rename it (or its folder); nothing was written

            """)
        assertUnchanged(before, try project.state(), "a refused declarations file wrote something")
    }

    func testUnchangedRuns_doNotRewriteTheDepfileOrTheFilelists() throws {
        let project = try awkwardProject()
        let generate = [
            "generate", "--depfile", "build/viper-gen.d", "--depfile-target",
            "build/viper-gen.stamp",
        ]
        XCTAssertEqual(try project.run(generate).status, 0)
        XCTAssertEqual(try project.run(["filelist"]).status, 0)
        let before = try project.state()

        let again = (try project.run(generate), try project.run(["filelist"]))

        XCTAssertEqual(again.0.status, 0, again.0.combined)
        XCTAssertEqual(again.1.status, 0, again.1.combined)
        assertUnchanged(before, try project.state(), "an unchanged run rewrote a list")
    }

    func testDepfileTarget_withoutADepfile_isAUsageError() throws {
        let project = try makeProject(label: "depfile-usage")

        let result = try project.run(["generate", "--depfile-target", "stamp"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.stderr,
            """
            error: '--depfile-target' needs '--depfile'
            hint: write '--depfile <file> --depfile-target <target>'; see 'viper-gen help generate'

            """)
    }
}
