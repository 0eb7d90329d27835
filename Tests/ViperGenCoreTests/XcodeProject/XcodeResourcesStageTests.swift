import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// A run's non-Swift outputs in the Xcode project: added to Resources, drift
/// when missing, removed when deleted or stale, refused on a damaged phase.
final class XcodeResourcesStageTests: XCTestCase {
    private static let projectPath = "/project/App.xcodeproj/project.pbxproj"

    private func stage(text: String) -> (XcodeProjectStage, InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem(files: [Self.projectPath: text])
        let location = SourceLocation(
            path: "viper-gen.yml", line: 3, column: 11, length: 3, lineText: "  target: App")
        let settings = XcodeSettings(
            project: "App.xcodeproj", projectLocation: location,
            target: .init("App", at: location), testTarget: .init("AppTests", at: location))
        return (
            XcodeProjectStage(
                settings: settings, config: ProjectConfig(), rootPath: "/project",
                fileSystem: fileSystem), fileSystem
        )
    }

    private func stage(_ fixture: String) throws -> (XcodeProjectStage, InMemoryFileSystem) {
        stage(text: String(decoding: try XcodeFixtures.bytes(fixture), as: UTF8.self))
    }

    private static let module = "Sources/App/Modules/Login/"
    /// A Login module's outputs with resources, as the outputs of a run list them.
    private static let outputs = [
        module + "LoginView.swift",
        module + "Login.xib",
        module + "Login.storyboard",
        module + "en.lproj/Login.strings",
        module + "Login.xcassets/Contents.json",
        module + "Login.xcassets/AppIcon.appiconset/Contents.json",
        module + "NOTES.md",
        "Tests/AppTests/Modules/Login/LoginFixture.json",
        "Specs/Login.viper.yml",
    ]

    func testResources_goToResources_aCatalogOnce_andOtherFilesNowhere() throws {
        let (stage, fileSystem) = try stage("classic-56")
        let result = try stage.plan(files: Self.outputs, staleReferences: .reported)
        XCTAssertEqual(
            result.missingFromTarget,
            [
                .init(path: Self.module + "LoginView.swift", target: "App"),
                .init(path: Self.module + "Login.xib", target: "App"),
                .init(path: Self.module + "Login.storyboard", target: "App"),
                .init(path: Self.module + "en.lproj/Login.strings", target: "App"),
                .init(path: Self.module + "Login.xcassets", target: "App"),
                .init(path: "Tests/AppTests/Modules/Login/LoginFixture.json", target: "AppTests"),
            ])
        let edited = try XCTUnwrap(result.contents)
        _ = XcodeFixtures.addedLines(from: result.previous, to: edited)
        let model = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        let app = try XCTUnwrap(model.target(named: "App"))
        for path in ["Login.xib", "Login.storyboard", "en.lproj/Login.strings", "Login.xcassets"] {
            let reference = try XCTUnwrap(
                model.fileReferences(at: Self.module + path).first, path)
            XCTAssertEqual(model.buildFiles(of: reference.id, in: app, phase: .resources).count, 1)
        }
        XCTAssertTrue(model.fileReferences(at: Self.module + "NOTES.md").isEmpty)
        XCTAssertTrue(
            model.fileReferences(at: Self.module + "Login.xcassets/Contents.json").isEmpty)
        XCTAssertTrue(model.fileReferences(at: "Specs/Login.viper.yml").isEmpty)
        let text = String(decoding: edited, as: UTF8.self)
        XCTAssertEqual(
            text.components(separatedBy: "lastKnownFileType = folder.assetcatalog;").count, 3)

        // `check` on the edited project: nothing missing, nothing to change.
        try fileSystem.writeAtomically(edited, to: Self.projectPath)
        let again = try stage.plan(files: Self.outputs, staleReferences: .reported)
        XCTAssertEqual(again.missingFromTarget, [])
        XCTAssertNil(again.contents)
    }

    func testAMissingResource_isProjectDrift_likeAMissingSwiftFile() throws {
        let (stage, _) = try stage("classic-56")
        let result = try stage.plan(files: [Self.module + "Login.xib"], staleReferences: .reported)
        var report = DriftReport(plan: WritePlan(entries: []))
        report.addProjectDrift(result)
        XCTAssertEqual(report.count(.notInTarget), 1)
        XCTAssertEqual(report.entries.map(\.path), [Self.module + "Login.xib"])
        XCTAssertEqual(report.entries.first?.project?.target, "App")
    }

    /// An exception set that keeps a catalog out of its target is drift, and
    /// `generate` takes the catalog out of the set (that line only).
    func testAResourceExcludedFromItsSynchronizedFolder_isDrift_andIsReadmitted() throws {
        let text = String(decoding: try XcodeFixtures.bytes("synchronized-77"), as: UTF8.self)
            .replacingOccurrences(
                of: "\t\t\t\t\"Modules/Old Screen.swift\",\n",
                with: "\t\t\t\tModules/Login/Login.xcassets,\n")
        let (stage, _) = stage(text: text)
        let files = [Self.module + "Login.xcassets/Contents.json", Self.module + "Login.xib"]
        let result = try stage.plan(files: files, staleReferences: .reported)
        XCTAssertEqual(
            result.missingFromTarget, [.init(path: Self.module + "Login.xcassets", target: "App")])
        var report = DriftReport(plan: WritePlan(entries: []))
        report.addProjectDrift(result)
        XCTAssertEqual(report.count(.notInTarget), 1)
        XCTAssertEqual(
            XcodeFixtures.removedLines(from: result.previous, to: try XCTUnwrap(result.contents)),
            ["\t\t\t\tModules/Login/Login.xcassets,"])
    }

    func testDeletedResources_loseTheirReferences_aCatalogOnlyWhenNothingInItIsKept() throws {
        let original = try XcodeFixtures.bytes("classic-56")
        let (stage, fileSystem) = try stage("classic-56")
        let files = [Self.module + "Login.xib", Self.module + "Login.xcassets/Contents.json"]
        let withResources = try XCTUnwrap(
            try stage.plan(files: files, staleReferences: .ignored).contents)
        try fileSystem.writeAtomically(withResources, to: Self.projectPath)
        // One file of the catalog deleted, another kept: the catalog stays.
        let kept = try stage.plan(
            files: [Self.module + "Login.xcassets/Icon.imageset/Contents.json"],
            deleted: [Self.module + "Login.xcassets/Contents.json"], staleReferences: .ignored)
        XCTAssertNil(kept.contents)
        let deleted = try stage.plan(files: [], deleted: files, staleReferences: .ignored)
        XCTAssertEqual(try XCTUnwrap(deleted.contents), original)
    }

    func testStaleResourceReferences_areReported_andPruned_butNotOtherKinds() throws {
        let original = try XcodeFixtures.bytes("classic-56")
        let (stage, fileSystem) = try stage("classic-56")
        let files = [
            Self.module + "Login.xib", Self.module + "Login.strings",
            Self.module + "Login.xcassets/Contents.json",
        ]
        let withResources = try XCTUnwrap(
            try stage.plan(files: files, staleReferences: .ignored).contents)
        // A reference to a Markdown file in the module folder, which viper-gen never adds.
        let model = try XcodeFixtures.model(SourceFile(path: "p", bytes: withResources))
        var editor = XcodeProjectEditor(model: model)
        let readme = XcodeObjectWriter.Reference(
            id: "FFFF00000000000000000001", comment: "NOTES.md")
        let group = try XCTUnwrap(model.groupsByFolder["Sources/App/Modules/Login"]?.first)
        editor.additions[group] = [readme]
        let text = String(decoding: editor.editedBytes(), as: UTF8.self).replacingOccurrences(
            of: "/* End PBXFileReference section */",
            with:
                "\t\tFFFF00000000000000000001 /* NOTES.md */ = {isa = PBXFileReference; lastKnownFileType = net.daringfireball.markdown; path = NOTES.md; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
        )
        try fileSystem.writeAtomically(Array(text.utf8), to: Self.projectPath)
        let reported = try stage.plan(files: [], staleReferences: .reported)
        XCTAssertEqual(
            reported.staleReferences,
            [
                Self.module + "Login.strings", Self.module + "Login.xcassets",
                Self.module + "Login.xib",
            ])
        let pruned = try stage.plan(files: [], staleReferences: .removed)
        let after = try XcodeFixtures.model(
            SourceFile(path: "p", bytes: try XCTUnwrap(pruned.contents)))
        XCTAssertEqual(after.fileReferences(at: Self.module + "NOTES.md").count, 1)
        for path in reported.staleReferences {
            XCTAssertTrue(after.fileReferences(at: path).isEmpty, path)
        }
        // A catalog folder on disk is not stale.
        try fileSystem.writeAtomically(
            [], to: "/project/" + Self.module + "Login.xcassets/Contents.json")
        XCTAssertEqual(
            try stage.plan(files: [], staleReferences: .reported).staleReferences,
            [Self.module + "Login.strings", Self.module + "Login.xib"])
        XCTAssertNotEqual(pruned.contents, original)
    }

    // MARK: - Damaged Resources phases

    /// The Resources phase of classic-56, with `files` replaced.
    private func classicWithResourcesFiles(_ files: String) throws -> String {
        let text = String(decoding: try XcodeFixtures.bytes("classic-56"), as: UTF8.self)
        let list =
            "files = (\n\t\t\t\t0A1B00000000000000000103 /* Assets.xcassets in Resources */,\n\t\t\t\t0A1B00000000000000000104 /* Main.storyboard in Resources */,\n\t\t\t);"
        XCTAssertTrue(text.contains(list))
        return text.replacingOccurrences(of: list, with: files)
    }

    private func assertRefused(
        _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (stage, fileSystem) = stage(text: text)
        XCTAssertThrowsError(
            try stage.plan(files: [Self.module + "Login.xib"], staleReferences: .reported),
            file: file, line: line
        ) { error in
            let rendered = DiagnosticFormatter().rendered((error as! DiagnosticList).diagnostics)
            XCTAssertTrue(
                rendered.hasPrefix("App.xcodeproj/project.pbxproj:"), rendered, file: file,
                line: line)
            XCTAssertTrue(rendered.contains(expected), rendered, file: file, line: line)
        }
        XCTAssertEqual(fileSystem.files[Self.projectPath], text, file: file, line: line)
    }

    func testAResourcesPhaseWhoseFilesAreNotAList_isALocatedError() throws {
        assertRefused(
            try classicWithResourcesFiles("files = \"Main.storyboard\";"),
            "error: cannot add to the Resources phase of target 'App': its 'files' is a string, not a list"
        )
        assertRefused(
            try classicWithResourcesFiles(""),
            "error: cannot add to the Resources phase of target 'App': it has no 'files' list")
    }

    func testAResourcesPhaseListingAnObjectOfTheWrongKind_isALocatedError() throws {
        assertRefused(
            try classicWithResourcesFiles(
                "files = (\n\t\t\t\t0A1B00000000000000000203 /* Assets.xcassets */,\n\t\t\t);"),
            "error: '0A1B00000000000000000203' is a PBXFileReference where PBXBuildFile is expected"
        )
    }

    func testAResourcesPhaseWithADuplicatedID_isALocatedError() throws {
        let text = String(decoding: try XcodeFixtures.bytes("classic-56"), as: UTF8.self)
        let phase =
            "\t\t0A1B00000000000000000B01 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"
        XCTAssertTrue(text.contains(phase))
        let doubled = text.replacingOccurrences(
            of: "/* End PBXResourcesBuildPhase section */",
            with: phase
                + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t);\n\t\t};\n/* End PBXResourcesBuildPhase section */"
        )
        assertRefused(doubled, "error: '0A1B00000000000000000B01' appears twice in one dictionary")
    }

    func testBothParsers_readTheEditedProject_andPbxprojSeesEachResourceInItsPhase() throws {
        if let reason = PythonOracle.unavailability(of: ["openstep_plist", "pbxproj"]) {
            throw XCTSkip(reason)
        }
        let (stage, _) = try stage("classic-56")
        let edited = try XCTUnwrap(
            try stage.plan(files: Self.outputs, staleReferences: .ignored).contents)
        let folder = try ProcessRunner.temporaryFolder("xcode-resources")
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/project.pbxproj"
        try Data(edited).write(to: URL(fileURLWithPath: project))
        let root = try PlistParser.parse(SourceFile(path: "p", bytes: edited)).get()
        try Data(XcodeOracleTests.json(root).utf8).write(
            to: URL(fileURLWithPath: folder + "/tree.json"))
        let same = try PythonOracle.run(
            "xcode_oracle.py", ["same-tree", project, folder + "/tree.json"])
        XCTAssertEqual(same.status, 0, same.combined)
        let pairs = [
            Self.module + "LoginView.swift=App",
            Self.module + "Login.xib=App=Resources",
            Self.module + "Login.storyboard=App=Resources",
            Self.module + "en.lproj/Login.strings=App=Resources",
            Self.module + "Login.xcassets=App=Resources",
            "Tests/AppTests/Modules/Login/LoginFixture.json=AppTests=Resources",
        ]
        let inTarget = try PythonOracle.run("xcode_oracle.py", ["in-target", project] + pairs)
        XCTAssertEqual(inTarget.status, 0, inTarget.combined)
        // The check can fail: a resource is not in the Sources phase.
        let wrongPhase = try PythonOracle.run(
            "xcode_oracle.py", ["in-target", project, Self.module + "Login.xib=App"])
        XCTAssertEqual(wrongPhase.status, 1, wrongPhase.combined)
    }
}
