import XCTest
@testable import ViperGenCore

/// The Xcode project's part of a run, from a write plan.
final class XcodeProjectStageTests: XCTestCase {
    private func stage(_ fixture: String, target: String = "App", testTarget: String? = "AppTests") throws
        -> (XcodeProjectStage, InMemoryFileSystem) {
        let text = String(decoding: try XcodeFixtures.bytes(fixture), as: UTF8.self)
        let fileSystem = InMemoryFileSystem(files: ["/project/App.xcodeproj/project.pbxproj": text])
        let location = SourceLocation(path: "viper-gen.yml", line: 3, column: 11, length: target.count, lineText: "  target: \(target)")
        let settings = XcodeSettings(project: "App.xcodeproj", projectLocation: location,
                                     target: .init(target, at: location),
                                     testTarget: testTarget.map { .init($0, at: location) })
        return (XcodeProjectStage(settings: settings, config: ProjectConfig(), rootPath: "/project", fileSystem: fileSystem), fileSystem)
    }

    private static let plan = WritePlan(entries: XcodeProjectEditorTests.loginModule.map {
        WritePlan.Entry(path: $0.path, action: .create, contents: [], ownership: .generated)
    } + [WritePlan.Entry(path: "Specs/Login.viper.yml", action: .create, contents: [], ownership: .scaffolded)])

    func testPlannedFiles_areAddedToTheirTargets_asOneMorePlanEntry() throws {
        let (stage, _) = try stage("classic-56")
        let result = try stage.plan(Self.plan, prunesStaleReferences: false)
        XCTAssertEqual(result.missingFromTarget.map(\.path), XcodeProjectEditorTests.loginModule.map(\.path))
        XCTAssertEqual(result.missingFromTarget.map(\.target), XcodeProjectEditorTests.loginModule.map(\.target))
        let entry = try XCTUnwrap(result.entry)
        XCTAssertEqual(entry.path, "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(entry.action, .update)
        XCTAssertEqual(entry.contents, try XcodeProjectEditorTests.edited(try XcodeFixtures.model("classic-56"),
                                                                          adding: XcodeProjectEditorTests.loginModule))
    }

    func testSynchronizedProject_needsNoEntry() throws {
        let (stage, _) = try stage("synchronized-77")
        let result = try stage.plan(Self.plan, prunesStaleReferences: false)
        XCTAssertNil(result.entry)
        XCTAssertEqual(result.missingFromTarget, [])
    }

    func testUnknownTarget_isLocatedInTheConfig_withDidYouMean() throws {
        let (stage, _) = try stage("classic-56", target: "Ap")
        XCTAssertThrowsError(try stage.plan(Self.plan, prunesStaleReferences: false)) { error in
            XCTAssertEqual(DiagnosticFormatter().rendered((error as! DiagnosticList).diagnostics), """
                viper-gen.yml:3:11: error: the Xcode project has no target 'Ap'
                   3 |   target: Ap
                     |           ^~
                hint: did you mean 'App'? Known targets: App, AppTests, Widget

                """)
        }
    }

    func testStaleReferences_areReported_andPrunedOnlyWhenAsked() throws {
        let (stage, _) = try stage("classic-56")
        // AppDelegate.swift and friends are referenced but not on the in-memory disk, nor planned.
        let result = try stage.plan(WritePlan(entries: []), prunesStaleReferences: false)
        XCTAssertEqual(result.staleReferences, ["Sources/App/AppDelegate.swift", "Sources/App/Formatting.swift",
                                                "Sources/App/SceneDelegate.swift", "Tests/AppTests/AppTests.swift"])
        XCTAssertNil(result.entry)
        let pruned = try stage.plan(WritePlan(entries: []), prunesStaleReferences: true)
        let edited = try XCTUnwrap(pruned.entry?.contents)
        let removed = XcodeFixtures.removedLines(from: try XcodeFixtures.bytes("classic-56"), to: edited).joined(separator: "\n")
        for kept in ["Widget.swift", "README.md", "Info.plist", "Main.storyboard"] { XCTAssertFalse(removed.contains(kept), kept) }
        let model = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        for path in result.staleReferences { XCTAssertEqual(model.fileReferences(at: path).count, 0, path) }
        // The Tests and AppTests groups held only AppTests.swift: removed with it.
        XCTAssertNil(model.groups.values.first { $0.folder == "Tests/AppTests" })
    }
}
