import XCTest

@testable import ViperGenCore

/// The Xcode project's part of a run, from a write plan.
final class XcodeProjectStageTests: XCTestCase {
    private func stage(_ fixture: String, target: String = "App", testTarget: String? = "AppTests")
        throws
        -> (XcodeProjectStage, InMemoryFileSystem)
    {
        let text = String(decoding: try XcodeFixtures.bytes(fixture), as: UTF8.self)
        let fileSystem = InMemoryFileSystem(files: ["/project/App.xcodeproj/project.pbxproj": text])
        let location = SourceLocation(
            path: "viper-gen.yml", line: 3, column: 11, length: target.count,
            lineText: "  target: \(target)")
        let settings = XcodeSettings(
            project: "App.xcodeproj", projectLocation: location,
            target: .init(target, at: location),
            testTarget: testTarget.map { .init($0, at: location) })
        return (
            XcodeProjectStage(
                settings: settings, config: ProjectConfig(), rootPath: "/project",
                fileSystem: fileSystem), fileSystem
        )
    }

    private static let files =
        XcodeProjectEditorTests.loginModule.map(\.path) + ["Specs/Login.viper.yml"]

    func testPlannedFiles_areAddedToTheirTargets() throws {
        let (stage, _) = try stage("classic-56")
        let result = try stage.plan(files: Self.files, staleReferences: .ignored)
        XCTAssertEqual(
            result.missingFromTarget.map(\.path), XcodeProjectEditorTests.loginModule.map(\.path))
        XCTAssertEqual(
            result.missingFromTarget.map(\.target),
            XcodeProjectEditorTests.loginModule.map(\.target))
        XCTAssertEqual(result.projectFile, "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(result.previous, try XcodeFixtures.bytes("classic-56"))
        XCTAssertEqual(
            try XCTUnwrap(result.contents),
            try XcodeProjectEditorTests.edited(
                try XcodeFixtures.model("classic-56"),
                adding: XcodeProjectEditorTests.loginModule))
    }

    func testSynchronizedProject_needsNoEntry() throws {
        let (stage, _) = try stage("synchronized-77")
        let result = try stage.plan(files: Self.files, staleReferences: .reported)
        XCTAssertNil(result.contents)
        XCTAssertEqual(result.missingFromTarget, [])
    }

    func testUnknownTarget_isLocatedInTheConfig_withDidYouMean() throws {
        let (stage, _) = try stage("classic-56", target: "Ap")
        XCTAssertThrowsError(try stage.plan(files: Self.files, staleReferences: .ignored)) {
            error in
            XCTAssertEqual(
                DiagnosticFormatter().rendered((error as! DiagnosticList).diagnostics),
                """
                viper-gen.yml:3:11: error: the Xcode project has no target 'Ap'
                   3 |   target: Ap
                     |           ^~
                hint: did you mean 'App'? Known targets: App, AppTests, Widget

                """)
        }
    }

    func testStaleReferences_areReported_andPrunedOnlyWhenAsked() throws {
        // A project that references the Login module, none of whose files exist or are planned.
        let original = try XcodeFixtures.bytes("classic-56")
        let withLogin = try XcodeProjectEditorTests.edited(
            try XcodeFixtures.model("classic-56"),
            adding: XcodeProjectEditorTests.loginModule)
        let (stage, fileSystem) = try stage("classic-56")
        try fileSystem.writeAtomically(withLogin, to: "/project/App.xcodeproj/project.pbxproj")
        let result = try stage.plan(files: [], staleReferences: .reported)
        // AppDelegate.swift and the other hand-written files are not on this disk either, but
        // they are not in the folders viper-gen writes, so they are none of its business.
        XCTAssertEqual(
            result.staleReferences, XcodeProjectEditorTests.loginModule.map(\.path).sorted())
        XCTAssertNil(result.contents)
        XCTAssertEqual(try stage.plan(files: [], staleReferences: .ignored).staleReferences, [])
        // Pruned, the project is byte for byte what it was before the module was added.
        let pruned = try stage.plan(files: [], staleReferences: .removed)
        XCTAssertEqual(pruned.staleReferences, result.staleReferences)
        XCTAssertEqual(try XCTUnwrap(pruned.contents), original)
        // A file that exists is not stale; neither is a planned one.
        try fileSystem.writeAtomically([], to: "/project/Sources/App/Modules/Login/LoginView.swift")
        let partly = try stage.plan(
            files: ["Tests/AppTests/Modules/Login/LoginMocks.swift"], staleReferences: .reported)
        XCTAssertFalse(partly.staleReferences.contains("Sources/App/Modules/Login/LoginView.swift"))
        XCTAssertFalse(
            partly.staleReferences.contains("Tests/AppTests/Modules/Login/LoginMocks.swift"))
        XCTAssertEqual(partly.staleReferences.count, XcodeProjectEditorTests.loginModule.count - 2)
    }

    func testDeletedFiles_loseTheirReferences() throws {
        let withLogin = try XcodeProjectEditorTests.edited(
            try XcodeFixtures.model("classic-56"),
            adding: XcodeProjectEditorTests.loginModule)
        let (stage, fileSystem) = try stage("classic-56")
        try fileSystem.writeAtomically(withLogin, to: "/project/App.xcodeproj/project.pbxproj")
        let result = try stage.plan(
            files: [], deleted: XcodeProjectEditorTests.loginModule.map(\.path),
            staleReferences: .ignored)
        XCTAssertEqual(try XCTUnwrap(result.contents), try XcodeFixtures.bytes("classic-56"))
    }

    func testTestFiles_goToTheTestTarget_moduleOverridesWin_andSharedFilesGoToEveryTarget() throws {
        let (stage, _) = try stage("classic-56")
        let location = SourceLocation(
            path: "viper-gen.yml", line: 1, column: 1, length: 1, lineText: "")
        var settings = stage.settings
        settings.modules["Widget"] = XcodeSettings.Override(target: .init("Widget", at: location))
        let overridden = XcodeProjectStage(
            settings: settings, config: ProjectConfig(), rootPath: "/project",
            fileSystem: stage.fileSystem)
        func targets(_ path: String) -> [String] { overridden.targetNames(for: path).map(\.name) }
        XCTAssertEqual(targets("Sources/App/Modules/Widget/WidgetView.swift"), ["Widget"])
        XCTAssertEqual(targets("Tests/AppTests/Modules/Widget/WidgetMocks.swift"), ["AppTests"])
        XCTAssertEqual(targets("Sources/App/Modules/Login/LoginView.swift"), ["App"])
        XCTAssertEqual(targets("Sources/App/Shared/Routing.swift"), ["App", "Widget"])
        XCTAssertEqual(targets("Tests/AppTests/Shared/Mock.swift"), ["AppTests"])
        let result = try overridden.plan(
            files: ["Sources/App/Shared/Routing.swift"], staleReferences: .ignored)
        XCTAssertEqual(
            result.missingFromTarget,
            [
                .init(path: "Sources/App/Shared/Routing.swift", target: "App"),
                .init(path: "Sources/App/Shared/Routing.swift", target: "Widget"),
            ])
        let model = try XcodeFixtures.model(
            SourceFile(path: "p", bytes: try XCTUnwrap(result.contents)))
        let reference = try XCTUnwrap(
            model.fileReferences(at: "Sources/App/Shared/Routing.swift").first)
        XCTAssertEqual(model.fileReferences(at: "Sources/App/Shared/Routing.swift").count, 1)
        for name in ["App", "Widget"] {
            XCTAssertEqual(
                model.buildFiles(of: reference.id, in: try XCTUnwrap(model.target(named: name)))
                    .count, 1, name)
        }

        // With its users named, a shared file goes to their targets only.
        XCTAssertEqual(
            overridden.targetNames(for: "Sources/App/Shared/Routing.swift", usedBy: ["Widget"])
                .map(\.name), ["Widget"])
        XCTAssertEqual(
            overridden.targetNames(
                for: "Sources/App/Shared/Traits/CloseRouterTrait.swift", usedBy: ["Login"]
            ).map(\.name), ["App"])
        XCTAssertEqual(
            overridden.targetNames(
                for: "Tests/AppTests/Shared/Traits/CloseRouterTrait+Mock.swift",
                usedBy: ["Widget"]
            ).map(\.name), ["AppTests"])
        let used = try overridden.plan(
            files: ["Sources/App/Shared/Traits/CloseRouterTrait.swift"],
            sharedUsers: ["Sources/App/Shared/Traits/CloseRouterTrait.swift": ["Login"]],
            staleReferences: .ignored)
        XCTAssertEqual(
            used.missingFromTarget,
            [.init(path: "Sources/App/Shared/Traits/CloseRouterTrait.swift", target: "App")])

        let (withoutTests, _) = try self.stage("classic-56", testTarget: nil)
        XCTAssertEqual(withoutTests.targetNames(for: "Tests/AppTests/Shared/Mock.swift").count, 0)
        // Issue 37: no longer added nowhere in silence, but an error naming the key.
        XCTAssertThrowsError(
            try withoutTests.plan(
                files: ["Tests/AppTests/Shared/Mock.swift", "Sources/App/Shared/Routing.swift"],
                staleReferences: .ignored)
        ) { error in
            XCTAssertEqual(
                (error as? DiagnosticList)?.diagnostics.map(\.message),
                [
                    "'Tests/AppTests/Shared/Mock.swift' would go to no target: xcode.testTarget is not set"
                ])
        }
    }

    func testProjectInASubfolder_getsPathsRelativeToIt() throws {
        let text = String(decoding: try XcodeFixtures.bytes("classic-56"), as: UTF8.self)
        let fileSystem = InMemoryFileSystem(files: [
            "/project/iOS/App.xcodeproj/project.pbxproj": text
        ])
        let location = SourceLocation(
            path: "viper-gen.yml", line: 1, column: 1, length: 1, lineText: "")
        let settings = XcodeSettings(
            project: "iOS/App.xcodeproj", projectLocation: location,
            target: .init("App", at: location))
        let stage = XcodeProjectStage(
            settings: settings, config: ProjectConfig(), rootPath: "/project",
            fileSystem: fileSystem)
        XCTAssertEqual(stage.projectRelative("iOS/Sources/App/A.swift"), "Sources/App/A.swift")
        XCTAssertEqual(stage.projectRelative("Sources/App/A.swift"), "../Sources/App/A.swift")
        XCTAssertEqual(stage.rootRelative("../Sources/App/A.swift"), "Sources/App/A.swift")
        let result = try stage.plan(
            files: ["Sources/App/Modules/Login/LoginView.swift"], staleReferences: .ignored)
        XCTAssertEqual(result.projectFile, "iOS/App.xcodeproj/project.pbxproj")
        let model = try XcodeFixtures.model(
            SourceFile(path: "p", bytes: try XCTUnwrap(result.contents)))
        XCTAssertEqual(
            model.fileReferences(at: "../Sources/App/Modules/Login/LoginView.swift").count, 1)
    }

    func testMissingOrDamagedProject_isALocatedError() throws {
        let (stage, fileSystem) = try stage("classic-56")
        try fileSystem.writeAtomically(
            Array("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n".utf8),
            to: "/project/App.xcodeproj/project.pbxproj")
        XCTAssertThrowsError(try stage.plan(files: [], staleReferences: .ignored)) { error in
            let rendered = DiagnosticFormatter().rendered((error as! DiagnosticList).diagnostics)
            XCTAssertTrue(rendered.hasPrefix("App.xcodeproj/project.pbxproj:"), rendered)
        }
        try fileSystem.removeFile("/project/App.xcodeproj/project.pbxproj")
        XCTAssertThrowsError(try stage.plan(files: [], staleReferences: .ignored)) { error in
            let rendered = DiagnosticFormatter().rendered((error as! DiagnosticList).diagnostics)
            XCTAssertTrue(
                rendered.hasPrefix(
                    "viper-gen.yml:3:11: error: cannot read the Xcode project 'App.xcodeproj/project.pbxproj'"
                ), rendered)
        }
    }
}
