import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// Non-Swift files: their kinds, the Resources phase they go to (made when a
/// target has none), asset catalogs as one item, and what is refused.
final class XcodeResourcesEditorTests: XCTestCase {
    // MARK: - Kinds

    func testEachKind_hasXcodesFileType_andItsPhase() {
        let cases: [(name: String, type: String?, phase: XcodeBuildPhaseKind?)] = [
            ("LoginView.swift", "sourcecode.swift", .sources),
            ("Login.xib", "file.xib", .resources),
            ("Login.storyboard", "file.storyboard", .resources),
            ("Login.strings", "text.plist.strings", .resources),
            ("Login.stringsdict", "text.plist.stringsdict", .resources),
            ("Login.xcstrings", "text.json.xcstrings", .resources),
            ("Login.json", "text.json", .resources),
            ("Login.plist", "text.plist.xml", .resources),
            ("Login.xcassets", "folder.assetcatalog", .resources),
            ("NOTES.md", nil, nil),
            ("notes.txt", nil, nil),
            ("Login.viper.yml", nil, nil),
            ("Login.XIB", nil, nil),
            ("README", nil, nil),
            (".json", nil, nil),
        ]
        for (name, type, phase) in cases {
            XCTAssertEqual(XcodeFileType(fileName: name)?.rawValue, type, name)
            XCTAssertEqual(XcodeFileType(fileName: name)?.phase, phase, name)
        }
        XCTAssertEqual(XcodeBuildPhaseKind.resources.isa, "PBXResourcesBuildPhase")
    }

    func testAFileInAnAssetCatalog_standsForTheOutermostCatalog() {
        func item(_ path: String) -> String? { XcodeProjectItem(outputPath: path)?.path }
        XCTAssertEqual(
            item("Sources/Modules/Login/Login.xcassets/Contents.json"),
            "Sources/Modules/Login/Login.xcassets")
        XCTAssertEqual(
            item("Sources/Login.xcassets/Icon.imageset/Contents.json"), "Sources/Login.xcassets")
        XCTAssertEqual(item("A.xcassets/B.xcassets/Contents.json"), "A.xcassets")
        XCTAssertEqual(
            XcodeProjectItem(outputPath: "A.xcassets/Contents.json")?.type, .assetCatalog)
        XCTAssertEqual(item("Sources/Login/Login.json"), "Sources/Login/Login.json")
        XCTAssertEqual(
            item("Sources/Login/en.lproj/Login.strings"), "Sources/Login/en.lproj/Login.strings")
        XCTAssertNil(item("Sources/Login/NOTES.md"))
        XCTAssertNil(item("Sources/Login.xcassets.md"))
    }

    // MARK: - Adding

    func testAResource_goesToTheTargetsResourcesPhase_addingOnlyLines() throws {
        let model = try XcodeFixtures.model("classic-56")
        let app = try XCTUnwrap(model.target(named: "App"))
        var editor = XcodeProjectEditor(model: model)
        XCTAssertEqual(try editor.add("Sources/App/Login.xib", to: app), .added)
        let reference = XcodeObjectID.derived(["PBXFileReference", "Sources/App/Login.xib"])
        let buildFile = XcodeObjectID.derived(["PBXBuildFile", "Sources/App/Login.xib", "App"])
        let added = XcodeFixtures.addedLines(from: model.file.bytes, to: editor.editedBytes())
        XCTAssertEqual(
            added.sorted(),
            [
                "\t\t\(buildFile) /* Login.xib in Resources */ = {isa = PBXBuildFile; fileRef = \(reference) /* Login.xib */; };",
                "\t\t\(reference) /* Login.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Login.xib; sourceTree = \"<group>\"; };",
                "\t\t\t\t\(reference) /* Login.xib */,",
                "\t\t\t\t\(buildFile) /* Login.xib in Resources */,",
            ].sorted())
        let text = String(decoding: editor.editedBytes(), as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                "/* Main.storyboard in Resources */,\n\t\t\t\t\(buildFile) /* Login.xib in Resources */,\n\t\t\t);"
            ), text)
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: editor.editedBytes()))
        let target = try XCTUnwrap(result.target(named: "App"))
        let file = try XCTUnwrap(result.fileReferences(at: "Sources/App/Login.xib").first)
        XCTAssertEqual(result.buildFiles(of: file.id, in: target, phase: .resources), [buildFile])
        XCTAssertEqual(result.buildFiles(of: file.id, in: target, phase: .sources), [])
        // Added again: already there.
        var again = XcodeProjectEditor(model: result)
        XCTAssertEqual(try again.add("Sources/App/Login.xib", to: target), .alreadyInTarget)
        XCTAssertTrue(again.isEmpty)
    }

    func testATargetWithoutAResourcesPhase_getsOne_atTheEndOfItsBuildPhases() throws {
        let model = try XcodeFixtures.model("classic-56")
        let tests = try XCTUnwrap(model.target(named: "AppTests"))
        var editor = XcodeProjectEditor(model: model)
        XCTAssertEqual(try editor.add("Tests/AppTests/Login.json", to: tests), .added)
        XCTAssertEqual(try editor.add("Tests/AppTests/Login.strings", to: tests), .added)
        let phase = XcodeObjectID.derived(["PBXResourcesBuildPhase", "AppTests"])
        let json = XcodeObjectID.derived(["PBXBuildFile", "Tests/AppTests/Login.json", "AppTests"])
        let strings = XcodeObjectID.derived([
            "PBXBuildFile", "Tests/AppTests/Login.strings", "AppTests",
        ])
        let edited = editor.editedBytes()
        let added = XcodeFixtures.addedLines(from: model.file.bytes, to: edited)
        // 2 build files, 2 references, 2 group children, the phase (9 lines) and its listing.
        XCTAssertEqual(added.count, 2 + 2 + 2 + 9 + 1, added.joined(separator: "\n"))
        let text = String(decoding: edited, as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                """
                \t\t\(phase) /* Resources */ = {
                \t\t\tisa = PBXResourcesBuildPhase;
                \t\t\tbuildActionMask = 2147483647;
                \t\t\tfiles = (
                \t\t\t\t\(json) /* Login.json in Resources */,
                \t\t\t\t\(strings) /* Login.strings in Resources */,
                \t\t\t);
                \t\t\trunOnlyForDeploymentPostprocessing = 0;
                \t\t};

                """), text)
        XCTAssertTrue(
            text.contains(
                "0802 /* Frameworks */,\n\t\t\t\t\(phase) /* Resources */,\n\t\t\t);\n\t\t\tbuildRules"
            ),
            text)
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        let target = try XCTUnwrap(result.target(named: "AppTests"))
        XCTAssertEqual(result.resourcesPhases[target.id]?.buildFileIDs, [json, strings])
        XCTAssertEqual(result.resourcesPhases[target.id]?.id, phase)
        var again = XcodeProjectEditor(model: result)
        XCTAssertEqual(try again.add("Tests/AppTests/Login.json", to: target), .alreadyInTarget)
        XCTAssertTrue(again.isEmpty)
    }

    func testAProjectWithoutResourcesPhases_getsTheSectionAtItsPlace() throws {
        var project = XcodeProjectText()
        project.mainChildren = [project.group("Sources", children: [])]
        project.target("App")
        let model = try XcodeFixtures.model(project.source())
        var editor = XcodeProjectEditor(model: model)
        XCTAssertEqual(
            try editor.add(
                "Sources/Login.storyboard", to: try XCTUnwrap(model.target(named: "App"))),
            .added)
        let text = String(decoding: editor.editedBytes(), as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                "/* End PBXProject section */\n\n/* Begin PBXResourcesBuildPhase section */\n"),
            text)
        XCTAssertTrue(
            text.contains(
                "/* End PBXResourcesBuildPhase section */\n\n/* Begin PBXSourcesBuildPhase section */"
            ), text)
        XCTAssertTrue(
            text.contains("lastKnownFileType = file.storyboard; path = Login.storyboard;"))
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: editor.editedBytes()))
        let file = try XCTUnwrap(result.fileReferences(at: "Sources/Login.storyboard").first)
        XCTAssertEqual(
            result.buildFiles(
                of: file.id, in: try XCTUnwrap(result.target(named: "App")), phase: .resources
            ).count, 1)
    }

    func testAnAssetCatalog_isOneFolderReference() throws {
        let model = try XcodeFixtures.model("classic-56")
        var editor = XcodeProjectEditor(model: model)
        try editor.add("Sources/App/Modules/Login/Login.xcassets", to: model.targets[0])
        let text = String(decoding: editor.editedBytes(), as: UTF8.self)
        XCTAssertTrue(
            text.contains(
                " /* Login.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Login.xcassets; sourceTree = \"<group>\"; };"
            ), text)
        XCTAssertTrue(text.contains(" /* Login.xcassets in Resources */ = {isa = PBXBuildFile;"))
    }

    // MARK: - Removing

    func testAddThenRemove_givesBackTheOriginalBytes_whenThePhaseWasThere() throws {
        let model = try XcodeFixtures.model("classic-56")
        let files = [
            "Sources/App/Modules/Login/Login.xib", "Sources/App/Modules/Login/Login.xcassets",
            "Sources/App/Modules/Login/LoginView.swift",
        ]
        let edited = try XcodeProjectEditorTests.edited(model, adding: files.map { ($0, "App") })
        var remover = XcodeProjectEditor(
            model: try XcodeFixtures.model(SourceFile(path: "p", bytes: edited)))
        for path in files { XCTAssertTrue(remover.remove(path), path) }
        XCTAssertEqual(
            String(decoding: remover.editedBytes(), as: UTF8.self),
            String(decoding: model.file.bytes, as: UTF8.self))
    }

    /// A phase viper-gen made stays when its last file goes, as Xcode keeps an empty phase.
    func testRemovingTheLastResourceOfAMadePhase_leavesThePhaseEmpty() throws {
        let model = try XcodeFixtures.model("classic-56")
        let edited = try XcodeProjectEditorTests.edited(
            model, adding: [("Tests/AppTests/Login.json", "AppTests")])
        var remover = XcodeProjectEditor(
            model: try XcodeFixtures.model(SourceFile(path: "p", bytes: edited)))
        XCTAssertTrue(remover.remove("Tests/AppTests/Login.json"))
        let result = try XcodeFixtures.model(
            SourceFile(path: "p", bytes: remover.editedBytes()))
        let tests = try XCTUnwrap(result.target(named: "AppTests"))
        XCTAssertEqual(result.resourcesPhases[tests.id]?.buildFileIDs, [])
        XCTAssertTrue(result.fileReferences(at: "Tests/AppTests/Login.json").isEmpty)
    }

    // MARK: - Synchronized folders

    func testAResourceInTheTargetsSynchronizedFolder_needsNoEdit() throws {
        let model = try XcodeFixtures.model("synchronized-77")
        var editor = XcodeProjectEditor(model: model)
        let app = try XCTUnwrap(model.target(named: "App"))
        XCTAssertEqual(
            try editor.add("Sources/App/Modules/Login/Login.xib", to: app), .synchronized)
        XCTAssertEqual(
            try editor.add("Sources/App/Modules/Login/Login.xcassets", to: app), .synchronized)
        XCTAssertTrue(editor.isEmpty)
    }

    // MARK: - Refusals

    func testAResourcesPhaseWithoutAFilesList_isRefused_notGivenASecondPhase() throws {
        let text = String(decoding: try XcodeFixtures.bytes("classic-56"), as: UTF8.self)
            .replacingOccurrences(
                of:
                    "isa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\t\t\t\t0A1B00000000000000000103 /* Assets.xcassets in Resources */,\n\t\t\t\t0A1B00000000000000000104 /* Main.storyboard in Resources */,\n\t\t\t);",
                with:
                    "isa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = none;"
            )
        let model = try XcodeFixtures.model(
            SourceFile(path: "App.xcodeproj/project.pbxproj", text: text))
        var editor = XcodeProjectEditor(model: model)
        XCTAssertThrowsError(
            try editor.add("Sources/App/Login.xib", to: try XCTUnwrap(model.target(named: "App")))
        ) { error in
            XCTAssertEqual(
                DiagnosticFormatter().rendered([error as! Diagnostic]),
                """
                App.xcodeproj/project.pbxproj:260:12: error: cannot add to the Resources phase of target 'App': its 'files' is a string, not a list
                 260 |    files = none;
                     |            ^~~~
                hint: the project file is damaged; restore it from version control or open and save it in Xcode

                """)
        }
        // A Swift file still goes to the Compile Sources phase.
        XCTAssertEqual(
            try editor.add("Sources/App/Zoom.swift", to: try XCTUnwrap(model.target(named: "App"))),
            .added)
    }

    func testATargetWithoutABuildPhasesList_isRefusedForAResource() throws {
        var project = XcodeProjectText()
        project.mainChildren = [project.group("Sources", children: [])]
        let (_, phaseID) = project.target("App")
        let text = project.text.replacingOccurrences(
            of: "\t\t\tbuildPhases = (\n\t\t\t\t\(phaseID),\n\t\t\t);\n", with: "")
        let model = try XcodeFixtures.model(
            SourceFile(path: "App.xcodeproj/project.pbxproj", text: text))
        var editor = XcodeProjectEditor(model: model)
        XCTAssertThrowsError(try editor.add("Sources/Login.xib", to: model.targets[0])) { error in
            let rendered = DiagnosticFormatter().rendered([error as! Diagnostic])
            XCTAssertTrue(
                rendered.contains(
                    "error: target 'App' has no Resources phase, and no buildPhases list to add one to"
                ), rendered)
            XCTAssertTrue(
                rendered.contains(
                    "hint: add a Copy Bundle Resources build phase to the target in Xcode, or name another target in viper-gen.yml"
                ), rendered)
            XCTAssertTrue(rendered.hasPrefix("App.xcodeproj/project.pbxproj:"), rendered)
        }
        XCTAssertTrue(editor.isEmpty)
    }

    /// Names from templates: quoted and commented as the editor does for Swift
    /// names, and read back at the same path by our reader and openstep_plist.
    func testHostileNames_areQuoted_andReadBackAtTheirPaths() throws {
        let names = [
            "Say \"Hi\".strings", "Back\\slash.xib", "New\nLine.storyboard", "Star*.json",
            "Open/*Comment.strings", "Close*/Comment.plist", "Tab\tbed.xcstrings",
        ]
        let model = try XcodeFixtures.model("classic-56")
        let files = names.map { (path: "Sources/App/Login/" + $0, target: "App") }
        let edited = try XcodeProjectEditorTests.edited(model, adding: files)
        _ = XcodeFixtures.addedLines(from: model.file.bytes, to: edited)
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        let app = try XCTUnwrap(result.target(named: "App"))
        for (path, _) in files {
            let reference = try XCTUnwrap(result.fileReferences(at: path).first, path)
            XCTAssertEqual(
                result.buildFiles(of: reference.id, in: app, phase: .resources).count, 1, path)
        }
        if PythonOracle.unavailability(of: ["openstep_plist"]) == nil {
            let folder = try ProcessRunner.temporaryFolder("xcode-resources")
            addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
            let root = try PlistParser.parse(SourceFile(path: "p", bytes: edited)).get()
            try Data(edited).write(to: URL(fileURLWithPath: folder + "/project.pbxproj"))
            try Data(XcodeOracleTests.json(root).utf8).write(
                to: URL(fileURLWithPath: folder + "/tree.json"))
            let same = try PythonOracle.run(
                "xcode_oracle.py",
                ["same-tree", folder + "/project.pbxproj", folder + "/tree.json"])
            XCTAssertEqual(same.status, 0, same.combined)
        }
    }
}
