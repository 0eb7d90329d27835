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
