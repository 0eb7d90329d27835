import Foundation
import XCTest

@testable import ViperGenCore

/// Projects large or repetitive enough that a path quadratic in their size
/// takes many seconds (the size is what catches a regression; nothing here
/// times anything): each test asserts what reading, editing or planning
/// gives for them.
final class XcodeProjectScalingTests: XCTestCase {
    // MARK: - Reading

    /// Exception sets naming a target that does not exist, beside a long `targets` list.
    func testExceptionSetsOfAMissingTarget_besideManyTargetListings_areEachReported() {
        let count = 13_000
        var project = XcodeProjectText()
        let app = project.target("App")
        let tests = project.target("AppTests")
        let missing = "DEADBEEFDEADBEEFDEADBEEF"
        let sets = (0..<count).map { _ in project.exceptionSet(target: missing, paths: ["X.swift"])
        }
        project.mainChildren = [project.synchronizedGroup("Sync", exceptions: sets)]
        project.targetList = [app.id] + Array(repeating: tests.id, count: count)
        let diagnostics = refusal(project)
        XCTAssertEqual(diagnostics.count, count)
        XCTAssertEqual(
            Set(diagnostics.map(\.message)), ["'\(missing)' names no object of the project"])
        XCTAssertEqual(
            Set(diagnostics.compactMap(\.location?.line)).count, count, "one at each set's target")
    }

    /// A group with a very long path (issue 35, found by the adversarial
    /// pass): its files' paths were each built in full (300 KB × 8,000 files
    /// took 2.4 GB), and one file listed again and again was resolved again
    /// each time. A path longer than a file system takes names nothing.
    func testAGroupWithAHugePath_resolvesNothing_andRepeatsCostNothing() throws {
        var project = XcodeProjectText()
        let files = (0..<8_000).map { project.fileReference("F\($0).swift") }
        let repeated = project.fileReference("Again.swift")
        let long = project.group(
            String(repeating: "p", count: 300_000),
            children: files + Array(repeating: repeated, count: 50_000))
        let short = project.group("Short", children: [project.fileReference("Kept.swift")])
        project.mainChildren = [long, short]
        project.target("App")
        let model = try XcodeFixtures.model(project.source())
        XCTAssertEqual(model.fileReferences.count, 8_002)
        XCTAssertEqual(
            model.fileReferences.values.compactMap(\.resolvedPath).sorted(), ["Short/Kept.swift"])
        XCTAssertEqual(model.fileReferences(at: "Short/Kept.swift").count, 1)
    }

    /// A target listed many times, whose Compile Sources phase has many files: it is read once.
    func testATargetListedManyTimes_withALongPhase_isTheSameTargetAtEachListing() throws {
        let (listings, files) = (2_000, 2_000)
        var project = XcodeProjectText()
        let references = (0..<files).map { project.fileReference("O\(100_000 + $0).txt") }
        project.mainChildren = [project.group("Other", children: references)]
        let app = project.target("App", buildFiles: references.map { project.buildFile($0) })
        let tests = project.target("AppTests")
        project.targetList = Array(repeating: app.id, count: listings) + [tests.id]
        let model = try XcodeFixtures.model(project.source())
        XCTAssertEqual(model.targetNames, Array(repeating: "App", count: listings) + ["AppTests"])
        XCTAssertEqual(model.buildFileReferences.count, files)
        XCTAssertEqual(Set(model.buildFilePhases.values), [app.phaseID])
        let target = try XCTUnwrap(model.target(named: "App"))
        XCTAssertEqual(model.buildFiles(of: references[9], in: target).count, 1)
    }

    /// A target listed many times whose phase lists many build files that are not in the project: each is reported once.
    func testMissingBuildFiles_ofATargetListedManyTimes_areEachReportedOnce() {
        let (listings, files) = (1_400, 1_000)
        var project = XcodeProjectText()
        project.mainChildren = [project.group("Sources", children: [])]
        let missing = (0..<files).map {
            "D" + String(repeating: "0", count: 17) + "\(100_000 + $0)"
        }
        let app = project.target("App", buildFiles: missing)
        project.targetList = Array(repeating: app.id, count: listings)
        let diagnostics = refusal(project)
        XCTAssertEqual(diagnostics.count, files)
        XCTAssertTrue(
            diagnostics.map(\.message) == missing.map { "'\($0)' names no object of the project" },
            "in the list's order")
    }

    /// A file reference with many keys before its own, listed many times in its group
    /// (an object is read at each listing; its keys are looked up in an index).
    func testAnObjectWithManyKeys_listedManyTimes_isReadAtEachListing() throws {
        let (keys, listings) = (10_000, 10_000)
        var project = XcodeProjectText()
        let id = project.newID()
        let unknown = (0..<keys).map { "k\(100_000 + $0) = v; " }.joined()
        project.add(
            "PBXFileReference",
            "\t\t\(id) = {\(unknown)isa = PBXFileReference; path = Other.txt; sourceTree = \"<group>\"; };\n"
        )
        project.mainChildren = [
            project.group("Other", children: Array(repeating: id, count: listings))
        ]
        project.target("App")
        let model = try XcodeFixtures.model(project.source())
        XCTAssertEqual(model.fileReferences[id]?.resolvedPath, "Other/Other.txt")
        XCTAssertEqual(model.fileReferences(at: "Other/Other.txt").count, listings)
    }

    /// The same object in a format newer than the reader knows: each of its unknown keys is reported once,
    /// however often the object is listed.
    func testUnknownKeysInANewerFormat_ofAnObjectListedManyTimes_areEachReportedOnce() {
        let (keys, listings) = (1_000, 1_000)
        var project = XcodeProjectText()
        project.objectVersion = 78
        let id = project.newID()
        let unknown = (0..<keys).map { "k\(100_000 + $0) = v; " }.joined()
        project.add(
            "PBXFileReference",
            "\t\t\(id) = {\(unknown)isa = PBXFileReference; path = Other.txt; sourceTree = \"<group>\"; };\n"
        )
        project.mainChildren = [
            project.group("Other", children: Array(repeating: id, count: listings))
        ]
        project.target("App")
        let diagnostics = refusal(project)
        XCTAssertEqual(diagnostics.count, keys)
        XCTAssertEqual(
            diagnostics.first?.message,
            "objectVersion 78 is newer than this viper-gen knows (77), and a PBXFileReference "
                + "has 'k100000', which could change which files its target builds")
        XCTAssertEqual(Set(diagnostics.compactMap(\.location?.column)).count, keys)
    }

    // MARK: - Adding

    /// New files in a large group kept sorted by name, all after its children (whose
    /// names are long and not all ASCII, as names in many languages are not).
    func testNewFiles_inALargeSortedGroup_goToTheirPlaceByName() throws {
        var project = XcodeProjectText()
        let children = (0..<7_000).map { "Aperçu de l’écran numéro \(100_000 + $0).txt" }
        project.mainChildren = [
            project.group("Sources", children: children.map { project.fileReference($0) })
        ]
        project.target("App")
        let model = try XcodeFixtures.model(project.source())
        let target = try XCTUnwrap(model.target(named: "App"))
        var editor = XcodeProjectEditor(model: model)
        let files = (0..<2_000).map { "M\($0).swift" }
        XCTAssertEqual(
            try files.filter { try editor.add("Sources/\($0)", to: target) != .added }, [])
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: editor.editedBytes()))
        let group = try XCTUnwrap(result.groups.values.first { $0.folder == "Sources" })
        let names = group.childIDs.map { result.fileReferences[$0]?.displayName ?? "" }
        XCTAssertEqual(names.count, children.count + files.count)
        XCTAssertTrue(
            names == children + files.sorted(), "the new files after the others, in name order")
    }

    /// Files added to a large project written on one line: each edit finds its line's start from the line table.
    func testAddingToAProjectOnOneLine_keepsItsListsOnTheirLine() throws {
        var project = XcodeProjectText()
        let others = (0..<1_800).map { project.fileReference("O\(100_000 + $0).txt") }
        project.mainChildren = [
            project.group("Other", children: others), project.group("Sources", children: []),
        ]
        project.target("App")
        let model = try XcodeFixtures.model(Self.onOneLine(project))
        let target = try XCTUnwrap(model.target(named: "App"))
        var editor = XcodeProjectEditor(model: model)
        let paths = (0..<1_800).map { "Sources/F\(100_000 + $0).swift" }
        XCTAssertEqual(try paths.filter { try editor.add($0, to: target) != .added }, [])
        let edited = editor.editedBytes()
        XCTAssertEqual(
            edited.filter { $0 == 0x0A }.count, 2 * paths.count,
            "a line for each new object, none in lists")
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        XCTAssertEqual(result.sourcesPhases.values.first?.buildFileIDs.count, paths.count)
        XCTAssertEqual(
            result.groups.values.first { $0.folder == "Sources" }?.childIDs.count, paths.count)
    }

    /// Every file of a target with a long Compile Sources phase, added again (as `check` does).
    func testFilesAlreadyInALongSourcesPhase_areAlreadyInTheTarget() throws {
        var project = XcodeProjectText()
        let names = (0..<9_500).map { "F\(100_000 + $0).swift" }
        let references = names.map { project.fileReference($0) }
        project.mainChildren = [project.group("Sources", children: references)]
        project.target("App", buildFiles: references.map { project.buildFile($0) })
        let model = try XcodeFixtures.model(project.source())
        let target = try XCTUnwrap(model.target(named: "App"))
        var editor = XcodeProjectEditor(model: model)
        XCTAssertEqual(
            try names.filter { try editor.add("Sources/" + $0, to: target) != .alreadyInTarget }, []
        )
        XCTAssertTrue(editor.isEmpty)
        XCTAssertEqual(
            model.buildFiles(of: references[7], in: target),
            [model.sourcesPhases[target.id]?.buildFileIDs[7]])
    }

    /// Files of one synchronized folder, beside many other synchronized folders.
    func testFilesOfASynchronizedFolder_besideManyOthers_areFoundInIt() throws {
        var project = XcodeProjectText()
        let others = (0..<10_000).map { project.synchronizedGroup("S\($0)") }
        let app = project.synchronizedGroup("App")
        let login = project.synchronizedGroup("Login")
        project.mainChildren =
            [
                project.group(
                    "Sources", children: [app, project.group("App/Modules", children: [login])])
            ] + others
        project.target("App", synchronized: [app])
        project.target("AppTests", synchronized: [login])
        let model = try XcodeFixtures.model(project.source())
        let (appTarget, tests) = (
            try XCTUnwrap(model.target(named: "App")),
            try XCTUnwrap(model.target(named: "AppTests"))
        )
        var editor = XcodeProjectEditor(model: model)
        let paths = (0..<20_000).map { "Sources/App/Modules/M\($0)/M\($0)View.swift" }
        XCTAssertEqual(try paths.filter { try editor.add($0, to: appTarget) != .synchronized }, [])
        XCTAssertEqual(
            try editor.add("Sources/App/Modules/Login/LoginMocks.swift", to: tests), .synchronized)
        XCTAssertThrowsError(
            try editor.add("Sources/App/Modules/Login/LoginView.swift", to: appTarget)
        ) { error in
            XCTAssertTrue(
                (error as? Diagnostic)?.message.hasSuffix(
                    "which belongs to target 'AppTests', not to 'App'") == true, "\(error)")
        }
        XCTAssertTrue(editor.isEmpty)
    }

    /// A target that lists many synchronized folders, with an exception set listing many paths;
    /// a folder of another target that lists many folders.
    func testMembershipOfSynchronizedFolders_withLongListsOfFoldersAndExceptions_isDecidedPerFile()
        throws
    {
        let count = 12_000
        var project = XcodeProjectText()
        let (appID, testsID) = (project.newID(), project.newID())
        let exceptions = project.exceptionSet(
            target: appID, paths: (0..<count).map { "Z/\($0).txt" } + ["Legacy"])
        let app = project.synchronizedGroup("App", exceptions: [exceptions])
        let widget = project.synchronizedGroup("Widget")
        let unused = project.synchronizedGroup("Unused")
        project.mainChildren = [project.group("Sources", children: [app, widget])]
        project.target(
            "App", synchronized: Array(repeating: unused, count: count) + [app], id: appID)
        project.target(
            "AppTests", synchronized: Array(repeating: unused, count: count) + [widget], id: testsID
        )
        let model = try XcodeFixtures.model(project.source())
        let target = try XCTUnwrap(model.target(named: "App"))
        var editor = XcodeProjectEditor(model: model)
        let paths = (0..<count).map { "Sources/App/Modules/M\($0)/M\($0)View.swift" }
        XCTAssertEqual(try paths.filter { try editor.add($0, to: target) != .synchronized }, [])
        XCTAssertThrowsError(try editor.add("Sources/App/Legacy/Old.swift", to: target)) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.notes.first?.message, "the exception set that lists it")
        }
        var refusals: [String] = []
        for index in 0..<count / 4 {
            do throws(Diagnostic) {
                try editor.add("Sources/Widget/W\(index).swift", to: target)
            } catch {
                refusals.append(error.message)
            }
        }
        XCTAssertEqual(refusals.count, count / 4)
        XCTAssertEqual(
            refusals.last,
            "'Sources/Widget/W\(count / 4 - 1).swift' would be in the synchronized folder 'Sources/Widget', "
                + "which belongs to target 'AppTests', not to 'App'")
        XCTAssertTrue(editor.isEmpty)
    }

    // MARK: - Planning a run

    /// Module files of targets listed after many others: each file looks its target up by name.
    func testFilesOfTargetsListedAfterManyOthers_findTheirTargets() throws {
        var project = XcodeProjectText()
        let app = project.synchronizedGroup("App")
        let tests = project.synchronizedGroup("AppTests")
        project.mainChildren = [
            project.group("Sources", children: [app]), project.group("Tests", children: [tests]),
        ]
        let other = project.target("Other").id
        let appTarget = project.target("App", synchronized: [app]).id
        let testsTarget = project.target("AppTests", synchronized: [tests]).id
        project.targetList = Array(repeating: other, count: 16_000) + [appTarget, testsTarget]
        let files = (0..<8_000).flatMap {
            [
                "Sources/App/Modules/M\($0)/M\($0)View.swift",
                "Tests/AppTests/Modules/M\($0)/M\($0)Tests.swift",
            ]
        }
        let result = try stage(project).plan(files: files, staleReferences: .ignored)
        XCTAssertNil(result.contents)
        XCTAssertEqual(result.missingFromTarget, [])
    }

    /// A target the project lacks, named for many files, in a project of many targets.
    func testATargetTheProjectLacks_isReportedOnce() throws {
        var project = XcodeProjectText()
        project.mainChildren = [project.group("Sources", children: [])]
        project.target("AppTests")
        for index in 0..<2_000 { project.target("Target\(index)") }
        let files = (0..<2_000).map { "Sources/App/Modules/M\($0)/M\($0)View.swift" }
        XCTAssertThrowsError(try stage(project).plan(files: files, staleReferences: .ignored)) {
            error in
            let diagnostics = (error as? DiagnosticList)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertEqual(diagnostics.first?.message, "the Xcode project has no target 'App'")
            XCTAssertEqual(diagnostics.first?.location?.line, 3)
        }
    }

    /// Shared files go to the target of every module override; here there are many. All but
    /// one are in a synchronized folder of every target; that one is added to every target.
    func testSharedFiles_goToTheTargetsOfManyOverrides() throws {
        let count = 5_000
        var project = XcodeProjectText()
        let traits = project.synchronizedGroup("Traits")
        project.mainChildren = [project.group("Sources/App/Shared", children: [traits])]
        project.target("App", synchronized: [traits])
        project.target("AppTests")
        var modules: [String: XcodeSettings.Override] = [:]
        let location = SourceLocation(
            path: "viper-gen.yml", line: 9, column: 15, length: 1, lineText: "")
        for index in 0..<count {
            project.target("T\(index)", synchronized: [traits])
            modules["X\(index)"] = .init(target: .init("T\(index)", at: location))
        }
        let files =
            ["Sources/App/Shared/Routing.swift"]
            + (0..<12).map { "Sources/App/Shared/Traits/Trait\($0).swift" }
        let result = try stage(project, modules: modules).plan(
            files: files, staleReferences: .ignored)
        XCTAssertEqual(result.missingFromTarget.count, count + 1)
        XCTAssertTrue(
            result.missingFromTarget.allSatisfy { $0.path == "Sources/App/Shared/Routing.swift" })
        XCTAssertTrue(
            result.missingFromTarget.map(\.target) == ["App"]
                + (0..<count).map { "T\($0)" }.sorted(), "in the modules' order")
        // Each build file's object and its line in its target's phase.
        XCTAssertEqual(
            occurrences(of: "Routing.swift in Sources", in: try XCTUnwrap(result.contents)),
            2 * (count + 1))
    }

    // MARK: - Removing

    /// Every file of one large group removed in the group's order (as `generate --prune` does).
    func testRemovingEveryFileOfALargeGroup_removesTheGroupsItEmpties() throws {
        var project = XcodeProjectText()
        let names = (0..<18_000).map { "F\(100_000 + $0).swift" }
        let old = project.group("Old", children: names.map { project.fileReference($0) })
        let modules = project.group("Modules", children: [old])
        let kept = project.fileReference("Kept.swift")
        project.mainChildren = [project.group("Sources", children: [modules, kept])]
        project.target("App")
        var editor = XcodeProjectEditor(model: try XcodeFixtures.model(project.source()))
        XCTAssertEqual(names.filter { !editor.remove("Sources/Modules/Old/" + $0) }, [])
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: editor.editedBytes()))
        XCTAssertEqual(
            result.fileReferences.values.compactMap(\.resolvedPath), ["Sources/Kept.swift"])
        XCTAssertEqual(result.groups.values.compactMap(\.folder).sorted(), ["", "Sources"])
    }

    /// Every file of a large project written on one line removed: each edit finds its line's start from the line table.
    func testRemovingFromAProjectOnOneLine_keepsItOnOneLine() throws {
        var project = XcodeProjectText()
        let names = (0..<1_300).map { "F\(100_000 + $0).swift" }
        let references = names.map { project.fileReference($0) }
        let kept = project.fileReference("Kept.swift")
        project.mainChildren = [project.group("Sources", children: references + [kept])]
        project.target("App", buildFiles: references.map { project.buildFile($0) })
        var editor = XcodeProjectEditor(model: try XcodeFixtures.model(Self.onOneLine(project)))
        XCTAssertEqual(names.filter { !editor.remove("Sources/" + $0) }, [])
        let edited = editor.editedBytes()
        XCTAssertEqual(edited.filter { $0 == 0x0A }.count, 0)
        let result = try XcodeFixtures.model(SourceFile(path: "p", bytes: edited))
        XCTAssertEqual(
            result.fileReferences.values.compactMap(\.resolvedPath), ["Sources/Kept.swift"])
        XCTAssertEqual(result.sourcesPhases.values.first?.buildFileIDs, [])
    }

    // MARK: - Support

    /// The project's text on one line, without its first line's comment, newlines or tabs.
    private static func onOneLine(_ project: XcodeProjectText) -> SourceFile {
        var bytes = Array(project.text.utf8.drop { $0 != 0x0A }.dropFirst())
        bytes.removeAll { $0 == 0x09 }
        for index in bytes.indices where bytes[index] == 0x0A { bytes[index] = 0x20 }
        return SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
    }

    /// The Xcode stage of a run whose `viper-gen.yml` names `target`, `AppTests` and `modules`, on `project`.
    private func stage(
        _ project: XcodeProjectText, target: String = "App",
        modules: [String: XcodeSettings.Override] = [:]
    ) -> XcodeProjectStage {
        let fileSystem = InMemoryFileSystem(files: [
            "/project/App.xcodeproj/project.pbxproj": project.text
        ])
        let location = SourceLocation(
            path: "viper-gen.yml", line: 3, column: 11, length: target.count,
            lineText: "  target: \(target)")
        let settings = XcodeSettings(
            project: "App.xcodeproj", projectLocation: location,
            target: .init(target, at: location),
            testTarget: .init("AppTests", at: location), modules: modules)
        return XcodeProjectStage(
            settings: settings, config: ProjectConfig(), rootPath: "/project",
            fileSystem: fileSystem)
    }

    /// How many times `needle` is in `bytes` (found with `memchr` and `memcmp`, fast in a debug build too).
    private func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
        let needle = Array(needle.utf8)
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= needle.count else { return }
            var position = 0
            let last = buffer.count - needle.count
            while position <= last,
                let found = memchr(base + position, Int32(needle[0]), last - position + 1)
            {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, needle, needle.count) == 0 { count += 1 }
                position = offset + 1
            }
        }
        return count
    }

    /// The diagnostics of a project the reader refuses.
    private func refusal(
        _ project: XcodeProjectText, file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        guard case .failure(let error) = XcodeProjectModelReader.read(project.source()) else {
            XCTFail("expected the project to be refused", file: file, line: line)
            return []
        }
        return error.diagnostics
    }
}
